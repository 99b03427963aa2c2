import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, resetApp, signedInSession } from '../test/render.tsx';
import { ApiRequestError, apiRequest, configureApiClient } from './api-client.ts';
import { currentLanguage, i18n } from './i18n.ts';
import { isSessionActive, saveSession } from './session.ts';

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiRequestError)) throw new Error('expected an ApiRequestError');
  return error;
}

describe('API client', () => {
  const onUnauthenticated = vi.fn();
  beforeEach(async () => {
    await resetApp('en');
    onUnauthenticated.mockReset();
    configureApiClient({
      getLanguage: currentLanguage,
      hasSession: () => isSessionActive(),
      onUnauthenticated,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends Accept-Language and asks for cookie sessions, sends no token, and unwraps { data }', async () => {
    saveSession(signedInSession());
    await i18n.changeLanguage('es');
    const calls = mockApi(() => ({ status: 200, body: { data: [{ id: 1, name: 'Jungala' }] } }));
    const data = await apiRequest('/reservation_hotels');
    expect(data).toEqual([{ id: 1, name: 'Jungala' }]);
    expect(calls[0]?.url).toBe('/api/v1/reservation_hotels');
    expect(calls[0]?.headers.get('Accept-Language')).toBe('es');
    expect(calls[0]?.headers.get('X-Vida-Session')).toBe('cookie');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends the Idempotency-Key it is given, and none otherwise', async () => {
    const calls = mockApi(() => ({ status: 201, body: { data: null } }));
    await apiRequest('/messages', { method: 'POST', body: {}, idempotencyKey: 'key-1' });
    await apiRequest('/messages', { method: 'POST', body: {} });
    expect(calls.map((c) => c.headers.get('Idempotency-Key'))).toEqual(['key-1', null]);
  });

  it('keeps the server message of a 400 with its field errors and code', async () => {
    mockApi(() => ({
      status: 400,
      body: {
        message: 'Please check the highlighted fields.',
        errors: { email: ['Bad'] },
        code: 'validation_failed',
      },
    }));
    const error = await failure(apiRequest('/login', { method: 'POST', body: {} }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Please check the highlighted fields.');
    expect(error.errors).toEqual({ email: ['Bad'] });
    expect(error.code).toBe('validation_failed');
  });

  it('maps unmapped statuses and network failures to the generic error key', async () => {
    mockApi(() => ({ status: 500, body: { message: 'stack trace' } }));
    expect((await failure(apiRequest('/faqs'))).message).toBe('generic_error');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    const offline = await failure(apiRequest('/faqs'));
    expect(offline.status).toBe(0);
    expect(offline.message).toBe('generic_error');
  });

  it('reads Retry-After on a 429', async () => {
    mockApi(() => ({
      status: 429,
      body: { message: 'Too many', code: 'too_many_attempts' },
      headers: { 'Retry-After': '42' },
    }));
    const error = await failure(apiRequest('/login', { method: 'POST', body: {} }));
    expect(error.retryAfter).toBe(42);
  });

  it('ends the session on a 401 to a signed-in call, not on an anonymous one', async () => {
    mockApi(() => ({ status: 401, body: { message: 'You are not signed in.', code: 'unauthenticated' } }));
    await failure(apiRequest('/profile'));
    expect(onUnauthenticated).not.toHaveBeenCalled();
    saveSession(signedInSession());
    const error = await failure(apiRequest('/profile'));
    expect(error.message).toBe('You are not signed in.');
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('turns an answer of the wrong shape into the generic error', async () => {
    mockApi(() => ({ status: 200, body: { data: { unexpected: true } } }));
    const parse = (data: unknown) => {
      if (!Array.isArray(data)) throw new TypeError('not a list');
      return data;
    };
    const error = await failure(apiRequest('/faqs', { parse }));
    expect(error.message).toBe('generic_error');
    expect(error.code).toBe('invalid_response');
  });

  it('downloads a file as a Blob with the session cookie and language, and reads a failure from the envelope', async () => {
    saveSession(signedInSession());
    await i18n.changeLanguage('es');
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    const calls: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(new Request(`http://localhost${url}`, init));
        return url.endsWith('/R-1/calendar.ics')
          ? new Response(ics, { status: 200, headers: { 'Content-Type': 'text/calendar' } })
          : new Response(JSON.stringify({ message: 'No existe.', code: 604 }), {
              status: 404,
              headers: { 'Content-Type': 'application/json' },
            });
      }),
    );
    const file = await apiRequest('/reservations/R-1/calendar.ics', { as: 'blob' });
    expect(file.type).toBe('text/calendar');
    expect(await file.text()).toBe(ics);
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.headers.get('Accept-Language')).toBe('es');
    const error = await failure(apiRequest('/reservations/R-2/calendar.ics', { as: 'blob' }));
    expect(error.status).toBe(404);
    expect(error.message).toBe('No existe.');
  });
});
