import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled past `threshold` pixels, following scrolls. The position is read on a scroll
 * and in the next animation frame, never while React commits: read there (as MUI's useScrollTrigger does, in
 * its effect), it forces the page's layout inside the task that hydrates a page the server drew.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
