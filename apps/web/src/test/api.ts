/**
 * The API as web tests meet it: msw answers the app's real `fetch` calls (no fetch double), and every fake
 * answer goes through the shared zod schema of that route first, so a fake that drifts from the API's contract
 * fails where it is written instead of passing a test the real API would fail.
 *
 * Importing this module is how a test file opts into msw: the server listens from the file's first test, is
 * reset after each and closes after the last. Files that never meet the API do not pay for msw and the shared
 * schemas (about a third of a second a file).
 */

import { type ApiError, ApiErrorSchema } from '@vida/shared';
import { type DefaultBodyType, HttpResponse, http, type JsonBodyType, type StrictRequest } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { z } from 'zod';

/**
 * An API path no test handler answers gets the API's own 404 (as an unknown route would); any other request a
 * test did not expect fails it.
 */
export const apiServer = setupServer(
  http.all('*/api/*', () => HttpResponse.json({ message: 'Not found.', code: 604 }, { status: 404 })),
);

// Registered on import, so on the importing file's own suite: Vitest evaluates this module afresh for each
// file (test isolation is on).
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
});
afterAll(() => apiServer.close());

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a handler may look at: the parsed JSON body (undefined without one), the URL and the request. */
export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

async function callOf(request: StrictRequest<DefaultBodyType>): Promise<ApiCall> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  return {
    method: request.method,
    path: url.pathname,
    url,
    headers: request.headers,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

/** `/profile` is the API's `/api/v1/profile`, whatever origin the app's client uses. */
const route = (path: string) => `*/api/v1${path}`;

/** An answer's content, or a function of the request that makes it. */
export type Answer<S extends z.ZodType> = z.input<S> | ((call: ApiCall) => z.input<S>);

/** The answer's content checked against `schema`, as JSON at `method path`, wrapped by `wrap`. */
function checked<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  content: Answer<S>,
  status: number,
  wrap: (parsed: JsonBodyType) => JsonBodyType,
) {
  return http[method](route(path), async ({ request }) => {
    const value =
      typeof content === 'function'
        ? (content as (call: ApiCall) => z.input<S>)(await callOf(request))
        : content;
    return HttpResponse.json(wrap(schema.parse(value) as JsonBodyType), { status });
  });
}

/**
 * `{ data }` at `method path`, checked against `schema` (the one the app parses that answer with). `data`
 * may be a function of the request, for answers that echo what was sent.
 */
export function answer<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  data: Answer<S>,
  status = 200,
) {
  return checked(method, path, schema, data, status, (parsed) => ({ data: parsed }));
}

/** An answer the API sends without the `{ data }` envelope (`{ message }` of a decision and the like). */
export function answerBody<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  body: Answer<S>,
  status = 200,
) {
  return checked(method, path, schema, body, status, (parsed) => parsed);
}

/** An error answer as the API sends them (`{ message, errors?, code? }`). */
export function fail(method: Method, path: string, status: number, error: ApiError) {
  return http[method](route(path), () => HttpResponse.json(ApiErrorSchema.parse(error), { status }));
}

/**
 * A list's request that fails (503, as a server that is down answers) until the test calls `recover()`, and
 * then answers `data`: a page's error state, then its "Try again". The app's one retry of a 5xx fails too.
 */
export function failUntilRecovered<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  data: Answer<S>,
  /** False for an answer the API sends without the `{ data }` envelope (a paged list's body). */
  envelope = true,
) {
  let down = true;
  return {
    handler: http[method](route(path), async ({ request }) => {
      if (down) return HttpResponse.json({ message: 'The service is unavailable.' }, { status: 503 });
      const value =
        typeof data === 'function' ? (data as (call: ApiCall) => z.input<S>)(await callOf(request)) : data;
      const parsed = schema.parse(value) as JsonBodyType;
      return HttpResponse.json(envelope ? { data: parsed } : parsed);
    }),
    recover: () => {
      down = false;
    },
  };
}

/** Installs the handlers for this test (they come before any installed earlier) and records every API call. */
export function serveApi(...handlers: Parameters<typeof apiServer.use>): ApiCall[] {
  apiServer.use(...handlers);
  const calls: ApiCall[] = [];
  apiServer.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/')) return;
    // Recorded as the request starts, so a count right after an action sees it; the body follows.
    const call: ApiCall = {
      method: request.method,
      path: url.pathname,
      url,
      headers: request.headers,
      body: undefined,
    };
    calls.push(call);
    void request
      .clone()
      .text()
      .then((text) => {
        call.body = text ? (JSON.parse(text) as unknown) : undefined;
      });
  });
  return calls;
}
