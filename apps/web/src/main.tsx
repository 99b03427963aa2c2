import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/playfair-display/wght.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type { $ZodConfig } from 'zod/v4/core';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { connectSession } from './app/session-events.ts';
import { initI18n } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';

// zod compiles its object parsers with `new Function` unless told not to: our CSP forbids eval, so all that
// would do is report a violation (and a console error) on every page that parses a response. zod reads its
// global configuration from here when it loads (lazily, after this); `z.config()` itself would put zod's
// core on the login page.
const zodHost = globalThis as { __zod_globalConfig?: $ZodConfig };
zodHost.__zod_globalConfig = { ...zodHost.__zod_globalConfig, jitless: true };

// The catalogues of the active language download while the router fetches the page's code; the first render
// waits for them, so it already speaks the member's language.
const i18nReady = initI18n();
const router = createAppRouter();
connectSession(router);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/**
 * A visitor of the login page already sees its prerendered frame (scripts/vite/login-shell.ts): the first
 * render replaces it, so it waits until the page's code is in rather than swap the artwork for the loading
 * indicator and back.
 */
function pageReady(): Promise<unknown> {
  if (document.documentElement.dataset.boot !== 'login' || router.state.initialized) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const root = createRoot(container);
// Without its texts the page still renders (keys beat a blank page). Not a top-level await: that makes the
// bundler split the shared code into many more, smaller chunks, which costs the login page more than it saves.
void Promise.all([i18nReady.catch(() => {}), pageReady()]).then(() =>
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
