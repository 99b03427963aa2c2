/**
 * What belongs to one page request when the server renders a member's page (src/server/render-page.tsx):
 * its own query cache, language and session. The modules that hold these as browser-wide singletons (the
 * query client, i18n, the session) ask here first, so that two members' pages rendered at the same time on
 * one server never share an answer. In the browser nothing is ever provided and every call answers undefined.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@vida/shared';

export interface RequestScope {
  queryClient: QueryClient;
  language: Language;
  /** When the signed-in member's session runs out (ISO 8601). */
  sessionExpiresAt: string;
  /** Calls the API as the signed-in member. */
  fetch: typeof fetch;
  /** The width the page is drawn for (lib/use-viewport-width.ts): a phone's when the browser says it is one. */
  viewportWidth: number;
}

let read: () => RequestScope | undefined = () => undefined;

/** The server's renderer hands in how to find the current request (an AsyncLocalStorage). */
export function provideRequestScope(reader: () => RequestScope | undefined): void {
  read = reader;
}

export function requestScope(): RequestScope | undefined {
  return read();
}
