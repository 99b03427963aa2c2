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
 * What a width rule (slides per view, the exchange layout: rules the spec states in pixels that a CSS media
 * query cannot express) gives for the viewport, following resizes. The rule's answer is what React compares,
 * not the width: a phone 412 px wide hydrating a page drawn for 390 px gets the same answer, so the page is not
 * drawn again at once (a width that differs after hydration re-renders the component in one blocking task).
 */
export function useViewportWidthRule<T extends string | number | boolean>(rule: (width: number) => T): T {
  return useSyncExternalStore(
    subscribeToResize,
    () => rule(viewportWidth()),
    () => rule(serverWidth()),
  );
}

const WIDTH_FEATURE = /^\(\s*(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)$/i;

/**
 * Whether a width media query such as MUI's breakpoints write them (`(min-width:900px)`,
 * `(max-width:899.95px)`, joined by `and`) holds at `width`; a query on anything else does not.
 */
export function widthQueryMatches(query: string, width: number): boolean {
  return query
    .replace(/^@media\s*/i, '')
    .split(/\s+and\s+/i)
    .every((feature) => {
      const [, bound, px] = WIDTH_FEATURE.exec(feature.trim()) ?? [];
      if (px === undefined) return false;
      return bound?.toLowerCase() === 'min' ? width >= Number(px) : width <= Number(px);
    });
}

/**
 * MUI's `useMediaQuery` on a page the server draws (the theme's default `ssrMatchMedia`): the server answers for
 * the width it draws for, and hydration starts from that same answer, so a phone's page is drawn for a phone
 * on the server and is not drawn again after hydration.
 */
export function matchDrawnWidth(query: string): { matches: boolean } {
  return { matches: widthQueryMatches(query, serverWidth()) };
}
