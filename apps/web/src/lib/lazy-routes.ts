import type { RouteObject } from 'react-router';
import { i18n } from './i18n.ts';
import type { PageTitleKey, RouteHandle } from './route-handle.ts';

type Lazy = NonNullable<RouteObject['lazy']>;
export type LazyLoader = Extract<Lazy, (...args: never[]) => unknown>;

/** Paths relative to the root, without the leading slash. */
export const rel = (path: string) => path.replace(/^\//, '');

/**
 * A page whose texts are in namespaces i18next does not load at start: the page's code and its texts
 * arrive together (from the language's catalogue chunk), so the page never renders keys or suspends.
 */
export function withTexts(namespaces: string[], load: LazyLoader): LazyLoader {
  return async (...args) => {
    const [route] = await Promise.all([load(...args), i18n.loadNamespaces(namespaces)]);
    return route;
  };
}

/** A lazily loaded screen with its page title (headings, document title). */
export function screen(path: string, title: PageTitleKey, load: Lazy): RouteObject {
  return { path: rel(path), handle: { title } satisfies RouteHandle, lazy: load };
}

/** A screen drawn from what only this browser keeps: never drawn on the server (RouteHandle.drawnInBrowser). */
export function browserScreen(path: string, title: PageTitleKey, load: Lazy): RouteObject {
  return { path: rel(path), handle: { title, drawnInBrowser: true } satisfies RouteHandle, lazy: load };
}
