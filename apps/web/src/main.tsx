import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/playfair-display/wght.css';
import './app/global.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type { $ZodConfig } from 'zod/v4/core';
import { AppProviders } from './app/providers.tsx';
import { type AppRouter, createAppRouter } from './app/router.tsx';
import { connectSession } from './app/session-events.ts';
import { WEB_FONTS } from './app/theme.ts';
import { initI18n } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { isSessionActive } from './lib/session.ts';
import { hydrateViewportWidth } from './lib/use-viewport-width.ts';
import { readServerPage, type ServerPage } from './server/server-page.ts';

// zod compiles its object parsers with `new Function` unless told not to: our CSP forbids eval, so all that
// would do is report a violation (and a console error) on every page that parses a response. zod reads its
// global configuration from here when it loads (lazily, after this); `z.config()` itself would put zod's
// core on the login page.
const zodHost = globalThis as { __zod_globalConfig?: $ZodConfig };
zodHost.__zod_globalConfig = { ...zodHost.__zod_globalConfig, jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/** The rest of the start-up in a task of its own: a phone's tap waits for the longest task in its way. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A page that opened on a prerendered frame (scripts/vite/boot-shells.ts) already shows its artwork: the first
 * render replaces it, so it waits until the page's code and data are in (the routes' loaders) rather than swap
 * the artwork for the loading indicator and back. A page the server rendered waits the same way: hydration
 * needs the page's code (its lazy route) in.
 */
function pageReady(router: AppRouter, serverPage: ServerPage | null): Promise<unknown> {
  const drawn = Boolean(document.documentElement.dataset.boot) || serverPage !== null;
  if (!drawn || router.state.initialized) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The two text fonts (preloaded by the early-requests script): a first render laid out in a fallback font
 * would move when they arrive (layout shift). A second at most: a page in a fallback font beats a late page.
 */
function fontsReady(): Promise<unknown> {
  const load = (family: string) => document.fonts.load(`1em "${family}"`);
  return Promise.race([
    Promise.all(Object.values(WEB_FONTS).map(load)),
    new Promise((resolve) => setTimeout(resolve, 1000)),
  ]).catch(() => {});
}

async function start(root: HTMLElement) {
  // A member's page may have arrived drawn by the server with their data (decision 017): the app takes it
  // over with the same answers and language instead of asking again.
  // Only with this browser's session marker (a live cookie in a browser whose storage was cleared gets the
  // page drawn anew, as a visitor's), and not on a reload of an entry that carries navigation state (a
  // contract chosen on the way): the server drew the page without it, so the app draws it anew.
  const navigationState = (window.history.state as { usr?: unknown } | null)?.usr;
  const serverPage = isSessionActive() && navigationState == null ? readServerPage(document) : null;
  if (serverPage) {
    hydrate(queryClient, serverPage.queries);
    hydrateViewportWidth(serverPage.viewportWidth);
  }
  // The catalogues of the active language download while the router fetches the page's code and data; the
  // first render waits for them, so it already speaks the member's language. Without its texts the page still
  // renders (keys beat a blank page).
  const i18nReady = initI18n(serverPage?.language).catch(() => {});
  const fonts = serverPage ? null : fontsReady();
  await nextTask();
  const router = createAppRouter(serverPage?.router);
  connectSession(router);
  await Promise.all([i18nReady, fonts, pageReady(router, serverPage)]);
  await nextTask();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // A transition, so React renders (or hydrates) the first page in slices that leave the main thread free
  // between them (a phone's first render is otherwise one task of several hundred milliseconds).
  startTransition(() => {
    if (serverPage) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

// Not a top-level await: that makes the bundler split the shared code into many more, smaller chunks, which
// costs the login page more than it saves.
void start(container);
