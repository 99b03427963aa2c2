/** Test helpers: the app's providers around a memory router, and a fetch double that speaks the API. */

import { fireEvent, render, screen } from '@testing-library/react';
import type { Language } from '@vida/shared';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { configureApiClient } from '../lib/api-client.ts';
import { currentLanguage, initI18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { clearSession, isSessionActive, reloadSession } from '../lib/session.ts';

/** A fresh app state for each test: language, session, cache, API client wiring. */
export async function resetApp(language: Language = 'en'): Promise<void> {
  await initI18n(language);
  clearSession();
  reloadSession();
  queryClient.clear();
  configureApiClient({
    getLanguage: currentLanguage,
    hasSession: () => isSessionActive(),
    onUnauthenticated: () => {},
  });
}

/** `initialPath` may carry navigation state (`{ pathname, state }`), as pages reached by `navigate` get it. */
export function renderRoutes(
  routes: RouteObject[],
  initialPath: string | { pathname: string; state: unknown },
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

export interface FakeResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}) => FakeResponse | undefined;

/** Replaces fetch; unhandled paths answer 404 like the API. Returns the recorded calls. */
export function mockApi(handler: FakeHandler) {
  const calls: { url: string; method: string; headers: Headers; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { url, method: init.method ?? 'GET', headers, body };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { message: 'Not found.', code: 604 } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const FUTURE = () => new Date(Date.now() + 60 * 60_000).toISOString();
export const PAST = () => new Date(Date.now() - 60_000).toISOString();

/** A member's session marker as the app stores it (the tokens themselves are HttpOnly cookies). */
export function signedInSession(expiresAt = FUTURE()) {
  return { expires_at: expiresAt, refresh_expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString() };
}

export { clubOf, profileOf } from './member-fixtures.ts';

/**
 * Enters a day into the portal's date field labelled `label` as the field shows it (`05/03/2031` in Spanish,
 * `03/05/2031` in English), through the field's own input (what autofill and paste use).
 */
export function enterDate(label: string, shown: string): void {
  const field = screen.getByRole('group', { name: label });
  const input = field.parentElement?.querySelector('input');
  if (!input) throw new Error(`no date field labelled ${label}`);
  fireEvent.change(input, { target: { value: shown } });
}
