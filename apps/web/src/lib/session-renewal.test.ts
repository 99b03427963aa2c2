import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, PAST, resetApp, tokenPair } from '../test/render.tsx';
import { apiRequest, configureApiClient } from './api-client.ts';
import { currentLanguage } from './i18n.ts';
import { clearSession, freshAccessToken, getSession, renewSession, saveSession } from './session.ts';

const RENEWED = { access_token: 'access-2', expires_at: '2999-01-01T00:00:00Z', refresh_token: 'refresh-2' };

describe('session renewal', () => {
  const onUnauthenticated = vi.fn();
  beforeEach(async () => {
    await resetApp('en');
    clearSession();
    onUnauthenticated.mockReset();
    configureApiClient({
      getLanguage: currentLanguage,
      getAccessToken: freshAccessToken,
      renewSession,
      onUnauthenticated,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('trades the refresh token for a new pair once, however many calls ask together', async () => {
    saveSession(tokenPair(PAST()));
    const calls = mockApi(({ url }) =>
      url === '/api/v1/token/refresh' ? { status: 201, body: { data: RENEWED } } : undefined,
    );
    const answers = await Promise.all([renewSession(), renewSession(), freshAccessToken()]);
    expect(answers).toEqual([true, true, 'access-2']);
    expect(calls.filter((c) => c.url === '/api/v1/token/refresh')).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(getSession()).toEqual(RENEWED);
  });

  it('sends a request with a renewed token when the stored one has run out', async () => {
    saveSession(tokenPair(PAST()));
    const calls = mockApi(({ url }) => {
      if (url === '/api/v1/token/refresh') return { status: 201, body: { data: RENEWED } };
      return { status: 200, body: { data: 'ok' } };
    });
    expect(await apiRequest('/faqs')).toBe('ok');
    expect(calls.at(-1)?.headers.get('Authorization')).toBe('Bearer access-2');
  });

  it('renews and tries once more when the server refuses the token, without ending the session', async () => {
    saveSession(tokenPair());
    const calls = mockApi(({ url, headers }) => {
      if (url === '/api/v1/token/refresh') return { status: 201, body: { data: RENEWED } };
      return headers.get('Authorization') === 'Bearer access-2'
        ? { status: 200, body: { data: 'ok' } }
        : { status: 401, body: { message: 'Please sign in.', code: 'unauthenticated' } };
    });
    expect(await apiRequest('/profile')).toBe('ok');
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/profile', '/api/v1/token/refresh', '/api/v1/profile']);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh token is refused too', async () => {
    saveSession(tokenPair());
    mockApi(() => ({ status: 401, body: { message: 'Please sign in.', code: 'unauthenticated' } }));
    await expect(apiRequest('/profile')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });
});
