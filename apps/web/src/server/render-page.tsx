/**
 * The server's half of a member's first page (decision 017): the API calls `renderPage` for a signed-in
 * member's page load, and answers with the page already drawn with their data, so a phone shows it as soon as
 * the HTML arrives instead of after ~300 KB of JavaScript has downloaded and run. The browser then hydrates it
 * (main.tsx) from the same answers, carried in the page. Built by `vite build --ssr` into `dist-server/`.
 *
 * Every request renders in a scope of its own (lib/request-scope.ts): its own query cache, language and API
 * access, so two members' pages rendered at once never share an answer.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate } from '@tanstack/react-query';
import type { Language } from '@vida/shared';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/routes.tsx';
import { configureApiClient } from '../lib/api-client.ts';
import { currentLanguage, i18n, initI18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { provideRequestScope, type RequestScope } from '../lib/request-scope.ts';
import { isRouteHandle, type RouteHandle } from '../lib/route-handle.ts';
import { DESKTOP_WIDTH, PHONE_WIDTH } from '../lib/use-viewport-width.ts';
import { pageStyles } from './page-styles.ts';
import { type ServerPage, serverPageScript } from './server-page.ts';

const scopes = new AsyncLocalStorage<RequestScope>();
provideRequestScope(() => scopes.getStore());
configureApiClient({
  getLanguage: currentLanguage,
  fetch: (input, init) => {
    const scope = scopes.getStore();
    if (!scope) throw new Error('An API call outside a page render');
    return scope.fetch(input, init);
  },
});

const handler = createStaticHandler(routes);
const started = initI18n('en');

export interface RenderRequest {
  /** The path and query asked for. */
  url: string;
  language: Language;
  sessionExpiresAt: string;
  /** Calls the API as the signed-in member (the API answers it in-process). */
  fetch: typeof fetch;
  /** Whether the browser says it is a phone's: the pixel rules (slides per view) then draw for a phone. */
  phone: boolean;
}

export type RenderResult =
  /** `styles`: the <style> elements of the page's head. */
  | { kind: 'page'; status: number; html: string; styles: string; title: string }
  | { kind: 'redirect'; status: number; location: string }
  /** Not a member's page: the browser renders it as before. */
  | { kind: 'skip' };

/** What `isMemberPage` answered per path; emptied when full, since a path is whatever a browser asks for. */
const memberPages = new Map<string, boolean>();
const MEMBER_PAGES_KEPT = 1000;

/**
 * Whether the path is one of the signed-in pages the server can draw (the only ones rendered here). Asked twice
 * per page load (the API, then `renderPage`), and matching ranks every route afresh: ~1.3 ms each time.
 */
export function isMemberPage(pathname: string): boolean {
  let known = memberPages.get(pathname);
  if (known === undefined) {
    known = matchesMemberPage(pathname);
    if (memberPages.size >= MEMBER_PAGES_KEPT) memberPages.clear();
    memberPages.set(pathname, known);
  }
  return known;
}

function matchesMemberPage(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  const drawnInBrowser = matches.some(
    (match) => isRouteHandle(match.route.handle) && match.route.handle.drawnInBrowser,
  );
  return !drawnInBrowser && matches.some((match) => match.route.id === 'signed-in');
}

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://portal.invalid');
  if (!isMemberPage(url.pathname)) return { kind: 'skip' };
  await started;
  // A copy of i18next per request, sharing the loaded catalogues: the member's language without switching
  // the language of a page another member is being served at the same moment.
  const texts = i18n.cloneInstance({ lng: request.language, initAsync: false });
  const scope: RequestScope = {
    queryClient: createQueryClient(),
    language: request.language,
    sessionExpiresAt: request.sessionExpiresAt,
    fetch: request.fetch,
    viewportWidth: request.phone ? PHONE_WIDTH : DESKTOP_WIDTH,
  };
  return scopes.run(scope, async () => {
    const context = await handler.query(new Request(url));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    // A route that failed here (its code missing after a rebuild under a running server, say) is not drawn as
    // an error page: the API logs this and sends the page the browser draws, which may well succeed.
    if (context.errors)
      throw new Error(`route error on the server: ${Object.keys(context.errors).join(', ')}`);
    await texts.loadNamespaces(loadedNamespaces());
    await texts.changeLanguage(request.language);
    const router = createStaticRouter(handler.dataRoutes, context);
    // Class names as the browser's own cache makes them (`css-…`), collected for the head (page-styles.ts).
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    let renderError: unknown;
    const { prelude } = await prerender(
      <StrictMode>
        <CacheProvider value={cache}>
          <I18nextProvider i18n={texts}>
            <AppProviders queryClient={scope.queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </I18nextProvider>
        </CacheProvider>
      </StrictMode>,
      {
        // Every boundary inline: React would otherwise move a large one (the date picker with its styles) to
        // the end with an inline script to swap it in, and the page's CSP allows no such script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // A component that throws would leave part of the page to the browser: the whole page is, instead.
        onError: (error: unknown) => {
          renderError ??= error;
        },
      },
    );
    if (renderError) throw renderError;
    const page: ServerPage = {
      language: request.language,
      router: { loaderData: context.loaderData, errors: context.errors },
      queries: dehydrate(scope.queryClient),
      viewportWidth: scope.viewportWidth,
    };
    const markup = await new Response(prelude).text();
    return {
      kind: 'page',
      status: context.statusCode,
      html: `${markup}${serverPageScript(page)}`,
      styles: pageStyles(cache, markup),
      title: documentTitle(texts, context),
    };
  });
}

/** Every namespace any language has loaded so far: the routes' `withTexts` load them on the shared instance. */
function loadedNamespaces(): string[] {
  const namespaces = new Set<string>();
  for (const language of Object.keys(i18n.store.data)) {
    for (const namespace of Object.keys(i18n.store.data[language] ?? {})) namespaces.add(namespace);
  }
  return [...namespaces];
}

/** The document title the browser's DocumentTitle (app/root-layout.tsx) sets, for the page's <title>. */
function documentTitle(texts: typeof i18n, context: StaticHandlerContext): string {
  const title = [...context.matches].reverse().find((match) => isRouteHandle(match.route.handle))?.route
    .handle as RouteHandle | undefined;
  const t = texts.getFixedT(texts.language, ['common', 'pages']);
  return title ? t('documentTitle', { page: t(`pages:${title.title}`) }) : t('appName');
}
