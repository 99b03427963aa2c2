import {
  ApiErrorSchema,
  ContractListSchema,
  CookieSessionSchema,
  dataEnvelope,
  messages,
  NOT_FOUND_CODE,
  TokenSchema,
} from '@vida/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { sessionFromCookie } from '../src/plugins/member-auth.ts';
import { bearer, captchaPayload, type Lang, signIn, useTestApp } from './support/harness.ts';

// PUBLIC_URL of the tests: the portal's origin, which a cookie-authenticated write must come from.
const PORTAL = 'https://portal.vida.test';
const ctx = useTestApp({ PUBLIC_URL: PORTAL });

interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

/** The answer's Set-Cookie headers by cookie name, attributes keyed in lower case (flags map to ''). */
function setCookies(response: LightMyRequestResponse): Map<string, SetCookie> {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const cookies = new Map<string, SetCookie>();
  for (const line of lines) {
    const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const attributes = new Map(
      rest.map((part): [string, string] => {
        const at = part.indexOf('=');
        return at < 0 ? [part.toLowerCase(), ''] : [part.slice(0, at).toLowerCase(), part.slice(at + 1)];
      }),
    );
    cookies.set(pair.slice(0, eq), { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes });
  }
  return cookies;
}

async function cookieLogin(email: string, headers: Record<string, string> = { origin: PORTAL }) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers: { 'x-vida-session': 'cookie', 'accept-language': 'en', ...headers },
    payload: { email, password: DEMO_PASSWORD, captcha_response: await captchaPayload(ctx.app) },
  });
}

/** Signs in as the web app does; answers the two cookies' values. */
async function cookieSignIn(email: string): Promise<{ session: string; refresh: string }> {
  const response = await cookieLogin(email);
  expect(response.statusCode).toBe(201);
  const cookies = setCookies(response);
  return {
    session: cookies.get('vida_session')?.value ?? '',
    refresh: cookies.get('vida_refresh')?.value ?? '',
  };
}

const withSession = (session: string, extra: Record<string, string> = {}) => ({
  cookie: `theme=dark; vida_session=${session}`,
  'accept-language': 'en',
  ...extra,
});

function markAllRead(headers: Record<string, string>) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/messages/mark-all-messages-read', headers });
}

describe('cookie session: signing in', () => {
  it('sets vida_session (HttpOnly, SameSite=Lax, Path=/) and vida_refresh (Strict, the renewal’s path) and answers no token', async () => {
    const response = await cookieLogin(DEMO_ACCOUNTS.ana);
    expect(response.statusCode).toBe(201);
    const body = dataEnvelope(CookieSessionSchema.strict()).parse(response.json()).data;
    const cookies = setCookies(response);
    const session = cookies.get('vida_session');
    const refresh = cookies.get('vida_refresh');
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(refresh?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.body).not.toContain(session?.value);
    expect(response.body).not.toContain(refresh?.value);
    expect(Object.fromEntries(session?.attributes ?? [])).toMatchObject({
      httponly: '',
      samesite: 'Lax',
      path: '/',
      secure: '',
    });
    expect(Object.fromEntries(refresh?.attributes ?? [])).toMatchObject({
      httponly: '',
      samesite: 'Strict',
      path: '/api/v1/token/refresh',
      secure: '',
    });
    // Max-Age is each token's lifetime: an hour for the access token, 30 days for the refresh token.
    const accessSeconds = (Date.parse(body.expires_at) - Date.now()) / 1000;
    expect(Math.abs(Number(session?.attributes.get('max-age')) - accessSeconds)).toBeLessThan(5);
    expect(accessSeconds).toBeGreaterThan(3500);
    const refreshSeconds = (Date.parse(body.refresh_expires_at) - Date.now()) / 1000;
    expect(Math.abs(Number(refresh?.attributes.get('max-age')) - refreshSeconds)).toBeLessThan(5);
    expect(refreshSeconds).toBeGreaterThan(29 * 86_400);
  });

  it('answers a bearer client as before: tokens in the body, no cookie', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'accept-language': 'en', origin: 'https://evil.example' },
      payload: {
        email: DEMO_ACCOUNTS.ana,
        password: DEMO_PASSWORD,
        captcha_response: await captchaPayload(ctx.app),
      },
    });
    expect(response.statusCode).toBe(201);
    dataEnvelope(TokenSchema.strict()).parse(response.json());
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  for (const lang of ['en', 'es'] satisfies Lang[]) {
    it(`refuses a cookie sign-in sent from another site with 403 cross_site_request (${lang})`, async () => {
      const response = await cookieLogin(DEMO_ACCOUNTS.ana, {
        origin: 'https://evil.example',
        'accept-language': lang,
      });
      expect(response.statusCode).toBe(403);
      expect(ApiErrorSchema.parse(response.json())).toEqual({
        message: messages[lang].cross_site_request,
        code: 'cross_site_request',
      });
      expect(response.headers['set-cookie']).toBeUndefined();
    });
  }
});

describe('cookie session: requests', () => {
  it('reads the member’s own data with only the cookie', async () => {
    const { session } = await cookieSignIn(DEMO_ACCOUNTS.ana);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: withSession(session),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.email).toBe(DEMO_ACCOUNTS.ana);
    // A route behind requireAuth too.
    const sessions = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/sessions',
      headers: withSession(session),
    });
    expect(sessions.statusCode).toBe(200);
  });

  it('lets a bearer header win over a cookie', async () => {
    const { session } = await cookieSignIn(DEMO_ACCOUNTS.ana);
    const john = await signIn(ctx.app, DEMO_ACCOUNTS.john);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { ...withSession(session), ...bearer(john.access_token) },
    });
    expect(profile.json().data.email).toBe(DEMO_ACCOUNTS.john);
  });

  for (const lang of ['en', 'es'] satisfies Lang[]) {
    it(`refuses a cookie-authenticated write from another site with 403 cross_site_request (${lang})`, async () => {
      const { session } = await cookieSignIn(DEMO_ACCOUNTS.ana);
      for (const origin of [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        {},
        { 'sec-fetch-site': 'cross-site' },
      ] as Record<string, string>[]) {
        const response = await markAllRead(withSession(session, { 'accept-language': lang, ...origin }));
        expect(response.statusCode).toBe(403);
        expect(ApiErrorSchema.parse(response.json())).toEqual({
          message: messages[lang].cross_site_request,
          code: 'cross_site_request',
        });
      }
    });
  }

  it('takes a cookie-authenticated write from the portal’s origin, or same-origin by Sec-Fetch-Site', async () => {
    const { session } = await cookieSignIn(DEMO_ACCOUNTS.ana);
    expect((await markAllRead(withSession(session, { origin: PORTAL }))).statusCode).toBe(200);
    expect((await markAllRead(withSession(session, { 'sec-fetch-site': 'same-origin' }))).statusCode).toBe(
      200,
    );
  });

  it('does not check the origin of a bearer write: it carries no ambient credential', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const response = await markAllRead({ ...bearer(access_token), origin: 'https://evil.example' });
    expect(response.statusCode).toBe(200);
  });

  it('keeps members apart: Ana’s cookie cannot read John’s contract (404)', async () => {
    const { session } = await cookieSignIn(DEMO_ACCOUNTS.ana);
    const john = await signIn(ctx.app, DEMO_ACCOUNTS.john);
    const johns = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user_contracts',
      headers: bearer(john.access_token),
    });
    const [contract] = dataEnvelope(ContractListSchema).parse(johns.json()).data;
    if (!contract) throw new Error('John has no contracts');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/user_contracts/${contract.contract_id}`,
      headers: withSession(session),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: NOT_FOUND_CODE });
  });

  it('expires a cookie the server no longer honours on the 401 that refused it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/sessions',
      headers: withSession('A'.repeat(43)),
    });
    expect(response.statusCode).toBe(401);
    expect(setCookies(response).get('vida_session')?.attributes.get('max-age')).toBe('0');
  });

  it('leaves the member’s cookie alone when the care desk refuses a request of the same browser', async () => {
    const { session } = await cookieSignIn(DEMO_ACCOUNTS.ana);
    const desk = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/care/me',
      headers: withSession(session),
    });
    expect(desk.statusCode).toBe(401);
    expect(desk.headers['set-cookie']).toBeUndefined();
  });

  it('finds the session of a page load’s cookie for the server rendering, and none for a bad one', async () => {
    const { session } = await cookieSignIn(DEMO_ACCOUNTS.ana);
    const [ana] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.ana));
    const request = (cookie: string) =>
      ({ headers: { cookie }, server: ctx.app }) as unknown as Parameters<typeof sessionFromCookie>[0];
    expect((await sessionFromCookie(request(`vida_session=${session}`)))?.userId).toBe(ana?.id);
    expect(await sessionFromCookie(request('vida_session=nope'))).toBeUndefined();
    expect(await sessionFromCookie(request('other=1'))).toBeUndefined();
  });
});

describe('cookie session: renewal and sign-out', () => {
  const refreshWith = (refresh: string, headers: Record<string, string> = { origin: PORTAL }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/token/refresh',
      headers: { cookie: `vida_refresh=${refresh}`, 'accept-language': 'en', ...headers },
      payload: {},
    });

  it('renews from the vida_refresh cookie: both cookies rotate, the old pair stops working', async () => {
    const first = await cookieSignIn(DEMO_ACCOUNTS.ana);
    const renewed = await refreshWith(first.refresh);
    expect(renewed.statusCode).toBe(201);
    dataEnvelope(CookieSessionSchema.strict()).parse(renewed.json());
    const cookies = setCookies(renewed);
    const session = cookies.get('vida_session')?.value ?? '';
    const refresh = cookies.get('vida_refresh')?.value ?? '';
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect([session, refresh]).not.toContain(first.session);
    expect(refresh).not.toBe(first.refresh);
    expect(cookies.get('vida_refresh')?.attributes.get('path')).toBe('/api/v1/token/refresh');
    const profile = (cookie: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: withSession(cookie) });
    expect((await profile(session)).statusCode).toBe(200);
    expect((await profile(first.session)).statusCode).toBe(401);
  });

  it('refuses a renewal by cookie from another site (403), and expires a refused refresh cookie', async () => {
    const { refresh } = await cookieSignIn(DEMO_ACCOUNTS.ana);
    expect((await refreshWith(refresh, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const unknown = await refreshWith('B'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    const cleared = setCookies(unknown);
    expect(cleared.get('vida_session')?.attributes.get('max-age')).toBe('0');
    expect(cleared.get('vida_refresh')?.attributes.get('max-age')).toBe('0');
  });

  it('trades a refresh token sent in the body for cookies when asked, from the portal’s pages only', async () => {
    const { refresh_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const trade = (origin: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/token/refresh',
        headers: { 'x-vida-session': 'cookie', 'accept-language': 'es', origin },
        payload: { refresh_token },
      });
    const forged = await trade('https://evil.example');
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ message: messages.es.cross_site_request });
    const traded = await trade(PORTAL);
    expect(traded.statusCode).toBe(201);
    dataEnvelope(CookieSessionSchema.strict()).parse(traded.json());
    expect(setCookies(traded).get('vida_session')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('asks a bearer client for its refresh token as before when it sends none', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/token/refresh',
      headers: { 'accept-language': 'en' },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { refresh_token: [messages.en.validation_required] },
    });
  });

  it('logout revokes the session and expires both cookies', async () => {
    const { session, refresh } = await cookieSignIn(DEMO_ACCOUNTS.ana);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: withSession(session, { origin: PORTAL }),
    });
    expect(out.statusCode).toBe(204);
    const cleared = setCookies(out);
    for (const name of ['vida_session', 'vida_refresh']) {
      expect(cleared.get(name)?.value).toBe('');
      expect(cleared.get(name)?.attributes.get('max-age')).toBe('0');
    }
    expect(cleared.get('vida_refresh')?.attributes.get('path')).toBe('/api/v1/token/refresh');
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: withSession(session),
    });
    expect(after.statusCode).toBe(401);
    expect((await refreshWith(refresh)).statusCode).toBe(401);
  });

  it('ending this very session from the sessions list expires its cookies; ending another does not', async () => {
    const { session } = await cookieSignIn(DEMO_ACCOUNTS.ana);
    const other = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/sessions',
      headers: withSession(session),
    });
    const entries = (list.json() as { data: { id: string; current: boolean }[] }).data;
    const mine = entries.find((entry) => entry.current);
    const theirs = entries.find((entry) => !entry.current);
    if (!mine || !theirs) throw new Error('expected two sessions');
    const endOther = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/sessions/${theirs.id}`,
      headers: withSession(session, { origin: PORTAL }),
    });
    expect(endOther.statusCode).toBe(204);
    expect(endOther.headers['set-cookie']).toBeUndefined();
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(other.access_token) }))
        .statusCode,
    ).toBe(401);
    const endMine = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/sessions/${mine.id}`,
      headers: withSession(session, { origin: PORTAL }),
    });
    expect(endMine.statusCode).toBe(204);
    expect(setCookies(endMine).get('vida_session')?.attributes.get('max-age')).toBe('0');
  });
});
