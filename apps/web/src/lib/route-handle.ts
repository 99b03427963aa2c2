import { useMatches } from 'react-router';
import type { en } from '../locales/en/index.ts';

export type PageTitleKey = Exclude<keyof typeof en.pages, 'notFoundText' | 'notFoundAction'>;

/** What the route table says about a route: its page title (headings, document title). */
export interface RouteHandle {
  title: PageTitleKey;
  /**
   * The page is drawn from what only this browser keeps (a half-filled stay request, where a card checkout
   * started): the server cannot draw it, so a load of it is left to the browser (decision 017).
   */
  drawnInBrowser?: true;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** The title of the deepest matched route that has one. */
export function useRouteTitle(): PageTitleKey | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return null;
}
