import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/playfair-display/wght.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { connectSession } from './app/session-events.ts';
import { initI18n } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';

// The catalogues of the active language download while the router fetches the page's code; the first render
// waits for them, so it already speaks the member's language.
const i18nReady = initI18n();
const router = createAppRouter();
connectSession(router);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const root = createRoot(container);
// Without its texts the page still renders (keys beat a blank page). Not a top-level await: that makes the
// bundler split the shared code into many more, smaller chunks, which costs the login page more than it saves.
void i18nReady
  .catch(() => {})
  .then(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
