import { useSyncExternalStore } from 'react';
import { requestScope } from './request-scope.ts';

/** The design's desktop width: what a page is drawn for when nothing says the window is a phone's. */
export const DESKTOP_WIDTH = 1334;
/** A phone's width, for a page the server draws for a phone (its browser says it is one). */
export const PHONE_WIDTH = 390;

/**
 * Read once and then on each resize (whether or not a component listens at the time): reading `innerWidth`
 * lays the page out first when anything changed, and the hooks ask on every render, hydration included.
 */
let width: number | undefined;
/** The width a page the server drew was drawn for: hydration must first render what the server did. */
let drawnFor: number | undefined;

function viewportWidth(): number {
  if (width === undefined) {
    width = window.innerWidth;
    // Before any component's listener (they subscribe after their first read), so they read the new width.
    window.addEventListener('resize', () => {
      width = window.innerWidth;
    });
  }
  return width;
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
const serverWidth = () => requestScope()?.viewportWidth ?? drawnFor ?? DESKTOP_WIDTH;

/** main.tsx, before hydrating a page the server drew: the width it was drawn for. */
export function hydrateViewportWidth(serverWidthOfPage: number): void {
  drawnFor = serverWidthOfPage;
}

/**
 * The viewport's width in CSS pixels, following resizes: for the rules the spec states in pixels (slides per
 * view, the exchange layout) that a CSS media query cannot express.
 */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribeToResize, viewportWidth, serverWidth);
}
