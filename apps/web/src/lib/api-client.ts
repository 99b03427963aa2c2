/**
 * The one way the web app talks to the API: adds `Accept-Language`, unwraps the `{ data }` envelope, and turns
 * every failure into an `ApiRequestError` whose message is either the server's text (already in the member's
 * language) or a message key the UI translates (spec section 8). The member's session rides in its HttpOnly
 * cookies, which a same-origin `fetch` sends by itself (`credentials: 'same-origin'`, the default); the
 * `X-Vida-Session: cookie` header asks the API to answer sign-ins and renewals with cookies, not tokens.
 */
import { COOKIE_SESSION_MODE, type Language, SESSION_MODE_HEADER } from '@vida/shared';
import { claimEarlyResponse } from './early-profile.ts';
import { noteServerDate } from './server-clock.ts';

export type FieldErrors = Record<string, string[]>;

export class ApiRequestError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly code: string | number | undefined;
  /** Seconds the server asked us to wait (429). */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    message: string,
    options: { errors?: FieldErrors; code?: string | number; retryAfter?: number } = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.errors = options.errors ?? {};
    this.code = options.code;
    this.retryAfter = options.retryAfter;
  }

  /** Spec section 8: a 400 shows the server's messages, the general one or else every field's joined. */
  get displayMessage(): string {
    if (this.status === 400 && !this.message) {
      const joined = Object.values(this.errors).flat().join(' ');
      return joined || 'generic_error';
    }
    return this.message;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

interface ClientConfig {
  getLanguage: () => Language;
  /** Whether a member session is on (renewed first when it ran out and can be): its requests speak for it. */
  hasSession: () => boolean | Promise<boolean>;
  /** After the server refused the session: renews it; true when the request may be tried again. */
  renewSession: () => Promise<boolean>;
  /** Called once per 401 on a signed-in request whose session could not be renewed: the session is over. */
  onUnauthenticated: (error: ApiRequestError) => void;
  baseUrl: string;
  /** How requests go out: the browser's fetch, or on the server the API called for the member being served. */
  fetch: typeof fetch;
}

const config: ClientConfig = {
  getLanguage: () => 'en',
  hasSession: () => false,
  renewSession: async () => false,
  onUnauthenticated: () => {},
  baseUrl: '/api/v1',
  fetch: (input, init) => fetch(input, init),
};

export function configureApiClient(options: Partial<ClientConfig>): void {
  Object.assign(config, options);
}

/** Statuses whose server message is shown as it is; anything else shows the generic error. */
const SERVER_MESSAGE_STATUSES = new Set([400, 401, 402, 403, 404, 409, 413, 415, 422, 429, 502, 503]);
const FALLBACK_KEYS: Record<number, string> = {
  401: 'unauthenticated',
  403: 'unauthorized',
  404: 'not_found',
};

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates and narrows `data` (or the envelope); without it the caller receives `unknown` typed as T. */
  parse?: (data: unknown) => T;
  /** Hand over the whole `{ data, message }` envelope: for answers whose `message` the page shows. */
  envelope?: boolean;
  /** `blob`: a file download (calendar, later invoices): the body as a Blob, errors still from the envelope. */
  as?: 'json' | 'blob';
  signal?: AbortSignal;
  /**
   * Speak for the member's session (default true when one exists): a 401 then renews it or ends it. False for
   * the calls that make a session (sign-in, renewal).
   */
  auth?: boolean;
  /** Do not treat a 401 as the end of the session (the logout call itself). */
  ignoreUnauthenticated?: boolean;
  /**
   * A bearer token of its own, sent instead of the member's (the care desk's staff session). The member's
   * session is then neither sent, renewed nor ended by this request's answer.
   */
  token?: string | null;
  /**
   * `Idempotency-Key` for a write that sends mail or creates records: made once per intended write (see
   * `useIdempotencyKey`), so a retry after a lost answer gets the first answer instead of writing twice.
   */
  idempotencyKey?: string;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function fieldErrorsFrom(value: unknown): FieldErrors {
  const record = asRecord(value);
  if (!record) return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(record)) {
    if (Array.isArray(messages)) result[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return result;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorFromResponse(response: Response, body: unknown): ApiRequestError {
  const { status } = response;
  const record = asRecord(body);
  const serverMessage = typeof record?.message === 'string' ? record.message : '';
  const code = typeof record?.code === 'string' || typeof record?.code === 'number' ? record.code : undefined;
  const errors = fieldErrorsFrom(record?.errors);
  const retryHeader = Number(response.headers.get('Retry-After'));
  const retryAfter = Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : undefined;
  const message = SERVER_MESSAGE_STATUSES.has(status)
    ? serverMessage || FALLBACK_KEYS[status] || (status === 400 ? '' : 'generic_error')
    : 'generic_error';
  return new ApiRequestError(status, message, { errors, code, retryAfter });
}

export function apiRequest(path: string, options: RequestOptions<Blob> & { as: 'blob' }): Promise<Blob>;
export function apiRequest<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
export function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return send(path, options, false);
}

async function send<T>(path: string, options: RequestOptions<T>, renewed: boolean): Promise<T> {
  const { method = 'GET', body, parse, signal } = options;
  const blob = options.as === 'blob';
  const headers: Record<string, string> = {
    Accept: blob ? '*/*' : 'application/json',
    'Accept-Language': config.getLanguage(),
    [SESSION_MODE_HEADER]: COOKIE_SESSION_MODE,
  };
  const ownToken = options.token !== undefined;
  if (ownToken && options.token) headers.Authorization = `Bearer ${options.token}`;
  const signedIn = !ownToken && options.auth !== false && (await config.hasSession());
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  const request = () =>
    config
      .fetch(`${config.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      })
      .then((answer) => {
        // Read as the answer arrives (an early one may have waited): the server's clock for day rules.
        noteServerDate(answer.headers.get('date'));
        return answer;
      });
  // The profile may already be on its way (index.html asked for it); a failed early request is asked again.
  const early = method === 'GET' && !renewed ? claimEarlyResponse(path, headers) : null;
  let response: Response;
  try {
    response = await (early ? early.catch(request) : request());
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiRequestError(0, 'generic_error', { code: 'network_error' });
  }

  if (!response.ok) {
    const error = errorFromResponse(response, await readJson(response).catch(() => undefined));
    if (response.status === 401 && signedIn && !options.ignoreUnauthenticated) {
      // A session revoked or run out on the server: one renewal and one more try before the session ends.
      if (!renewed && (await config.renewSession())) return send(path, options, true);
      config.onUnauthenticated(error);
    }
    throw error;
  }
  if (response.status === 204) return undefined as T;

  if (blob) return (await response.blob()) as T;

  let payload: unknown;
  try {
    payload = await readJson(response);
  } catch {
    payload = undefined;
  }
  const data = options.envelope ? payload : asRecord(payload)?.data;
  if (!parse) return data as T;
  try {
    return parse(data);
  } catch {
    // The API and this app disagree on a shape: a bug, shown to the member as the generic error.
    throw new ApiRequestError(response.status, 'generic_error', { code: 'invalid_response' });
  }
}

/** A file the API answers (an invoice): the bytes and the name from Content-Disposition. */
export async function apiDownload(path: string): Promise<{ blob: Blob; fileName: string }> {
  // Renews a session that ran out, so the cookie the browser sends is a live one.
  await config.hasSession();
  const response = await fetch(`${config.baseUrl}${path}`, {
    headers: { 'Accept-Language': config.getLanguage(), [SESSION_MODE_HEADER]: COOKIE_SESSION_MODE },
  });
  if (!response.ok) throw errorFromResponse(response, await readJson(response).catch(() => undefined));
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'invoice.pdf';
  return { blob: await response.blob(), fileName };
}
