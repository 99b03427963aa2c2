import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const width = () => window.innerWidth;
const serverWidth = () => 1334;

/** The viewport's width in CSS pixels, for rules the spec states in pixels (exchange layout). */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, width, serverWidth);
}
