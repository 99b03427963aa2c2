import { CookieSessionSchema } from '@vida/shared';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, serveApi } from '../test/api.ts';
import { FUTURE, PAST, resetApp, signedInSession } from '../test/render.tsx';
import { apiRequest, configureApiClient } from './api-client.ts';
import { currentLanguage } from './i18n.ts';
import {
  clearSession,
  freshSession,
  getSession,
  reloadSession,
  renewSession,
  saveSession,
} from './session.ts';

const RENEWED = { expires_at: '2999-01-01T00:00:00.000Z', refresh_expires_at: '2999-01-30T00:00:00.000Z' };

describe('session renewal (cookies)', () => {
  const onUnauthenticated = vi.fn();
  beforeEach(async () => {
    await resetApp('en');
    clearSession();
    onUnauthenticated.mockReset();
    configureApiClient({
      getLanguage: currentLanguage,
      hasSession: freshSession,
      renewSession,
      onUnauthenticated,
    });
  });

  it('renews by the refresh cookie once, however many calls ask together, and keeps no token', async () => {
    saveSession(signedInSession(PAST()));
    const calls = serveApi(answer('post', '/token/refresh', CookieSessionSchema, RENEWED, 201));
    const answers = await Promise.all([renewSession(), renewSession(), freshSession()]);
    expect(answers).toEqual([true, true, true]);
    const refreshes = calls.filter((c) => c.path === '/api/v1/token/refresh');
    expect(refreshes).toHaveLength(1);
    // The browser sends the HttpOnly cookie; the page has no token to put in the body or a header.
    await vi.waitFor(() => expect(refreshes[0]?.body).toEqual({}));
    expect(refreshes[0]?.headers.get('x-vida-session')).toBe('cookie');
    expect(refreshes[0]?.headers.has('authorization')).toBe(false);
    expect(getSession()).toEqual(RENEWED);
    expect(localStorage.getItem('vida.session')).toBe(JSON.stringify(RENEWED));
  });

  it('does not try to renew once the refresh cookie has run out', async () => {
    saveSession({ expires_at: PAST(), refresh_expires_at: PAST() });
    const calls = serveApi();
    expect(await freshSession()).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('renews before a request when the session has run out, then sends it with no Authorization', async () => {
    saveSession(signedInSession(PAST()));
    const calls = serveApi(
      answer('post', '/token/refresh', CookieSessionSchema, RENEWED, 201),
      http.get('*/api/v1/faqs', () => HttpResponse.json({ data: 'ok' })),
    );
    expect(await apiRequest('/faqs')).toBe('ok');
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/token/refresh', '/api/v1/faqs']);
    expect(calls[1]?.headers.has('authorization')).toBe(false);
  });

  it('renews and tries once more when the server refuses the cookie, without ending the session', async () => {
    saveSession(signedInSession());
    let renewed = false;
    const calls = serveApi(
      http.post('*/api/v1/token/refresh', () => {
        renewed = true;
        return HttpResponse.json({ data: RENEWED }, { status: 201 });
      }),
      http.get('*/api/v1/profile', () =>
        renewed
          ? HttpResponse.json({ data: 'ok' })
          : HttpResponse.json({ message: 'Please sign in.', code: 'unauthenticated' }, { status: 401 }),
      ),
    );
    expect(await apiRequest('/profile')).toBe('ok');
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/profile', '/api/v1/token/refresh', '/api/v1/profile']);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh cookie is refused too', async () => {
    saveSession(signedInSession());
    serveApi(
      fail('get', '/profile', 401, { message: 'Please sign in.', code: 'unauthenticated' }),
      fail('post', '/token/refresh', 401, { message: 'Please sign in.', code: 'invalid_refresh_token' }),
    );
    await expect(apiRequest('/profile')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('trades a session stored with its tokens before cookies for cookies, once, and forgets the token', async () => {
    localStorage.setItem(
      'vida.session',
      JSON.stringify({ access_token: 'access-1', expires_at: FUTURE(), refresh_token: 'refresh-1' }),
    );
    reloadSession();
    const calls = serveApi(answer('post', '/token/refresh', CookieSessionSchema, RENEWED, 201));
    expect(await freshSession()).toBe(true);
    await vi.waitFor(() => expect(calls[0]?.body).toEqual({ refresh_token: 'refresh-1' }));
    expect(calls[0]?.headers.get('x-vida-session')).toBe('cookie');
    expect(localStorage.getItem('vida.session')).toBe(JSON.stringify(RENEWED));
    saveSession(signedInSession(PAST()));
    await renewSession();
    await vi.waitFor(() => expect(calls[1]?.body).toEqual({}));
  });
});
