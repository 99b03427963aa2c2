import { useSyncExternalStore } from 'react';

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const viewportWidth = () => window.innerWidth;
// Without a window (server rendering) assume the design's desktop width.
const serverWidth = () => 1334;

/**
 * The viewport's width in CSS pixels, following resizes: for the rules the spec states in pixels (slides per
 * view, the exchange layout) that a CSS media query cannot express.
 */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribeToResize, viewportWidth, serverWidth);
}
