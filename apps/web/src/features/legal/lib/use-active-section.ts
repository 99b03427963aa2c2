import { useEffect, useState } from 'react';

/**
 * The section being read: the last one whose heading has passed `offset` px from the top of the viewport
 * (the sticky header's height plus a little), or the last section once the page is scrolled to its end.
 * Read on scroll, once per frame.
 */
export function useActiveSection(ids: readonly string[], offset: number): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (ids.length === 0) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      let current: string | null = null;
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top === undefined || top > offset) break;
        current = id;
      }
      // At the very end the last sections cannot reach the top; the one the reader reached is the last.
      const atEnd =
        window.scrollY > 0 &&
        window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      setActive(atEnd ? (ids.at(-1) ?? current) : current);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids, offset]);
  return active;
}
