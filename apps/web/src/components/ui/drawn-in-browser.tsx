import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Whether content may be drawn at once: not on the server, and not while hydrating a page the server drew
 * (decision 017), whose markup must match; anywhere else (a page the browser draws, a later navigation), yes.
 */
const drawnAtOnce = () =>
  typeof document !== 'undefined' &&
  (!document.documentElement.hasAttribute('data-ssr') ||
    document.documentElement.hasAttribute('data-hydrated'));

/**
 * Content left out of the page the server draws and drawn by the browser once it has taken the page over, as
 * an interruptible update; `fallback` stands in for it until then. The member's own data then reaches the
 * screen with less markup and style to parse, lay out and paint before the first frame.
 */
export function DrawnInBrowser({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [drawn, setDrawn] = useState(drawnAtOnce);
  useEffect(() => {
    if (!drawn) startTransition(() => setDrawn(true));
  }, [drawn]);
  return drawn ? children : fallback;
}
