import { ApiErrorSchema, dataEnvelope, messages, SessionInfoSchema, TokenSchema } from '@vida/shared';
import { solveCaptcha } from '@vida/test-kit/captcha';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessions, throttleCounters, users } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import type { App } from '../src/lib/app-types.ts';
import { THROTTLES } from '../src/lib/throttle.ts';
import { hashToken } from '../src/lib/tokens.ts';
import {
  bearer,
  buildTestApp,
  captchaPayload,
  type Lang,
  login,
  signIn,
  testConfig,
  useTestApp,
} from './support/harness.ts';
import { mailsTo } from './support/mail.ts';

const ctx = useTestApp();

async function profileStatus(app: App, token: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/v1/profile', headers: bearer(token) })).statusCode;
}

describe('login throttle', () => {
  for (const lang of ['en', 'es'] satisfies Lang[]) {
    it(`answers 429 with Retry-After after 5 failures in a minute (${lang})`, async () => {
      for (let i = 0; i < 5; i++) {
        const failed = await login(ctx.app, DEMO_ACCOUNTS.john, 'wrong-password', { lang });
        expect(failed.statusCode).toBe(400);
      }
      // Even the right password waits now.
      const blocked = await login(ctx.app, DEMO_ACCOUNTS.john, DEMO_PASSWORD, { lang });
      expect(blocked.statusCode).toBe(429);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(ApiErrorSchema.parse(blocked.json())).toEqual({
        message: messages[lang].too_many_attempts.replace('{{seconds}}', String(retryAfter)),
        code: 'too_many_attempts',
      });
    });
  }

  it('counts failures per address, whatever the account', async () => {
    for (let i = 0; i < 5; i++)
      await login(ctx.app, DEMO_ACCOUNTS.john, 'wrong-password', { ip: '10.0.0.1' });
    expect((await login(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD, { ip: '10.0.0.1' })).statusCode).toBe(429);
    expect((await login(ctx.app, DEMO_ACCOUNTS.john, DEMO_PASSWORD, { ip: '10.0.0.2' })).statusCode).toBe(
      201,
    );
  });

  it('does not count a successful sign-in, and it does not wipe the address’s earlier failures', async () => {
    for (let i = 0; i < 4; i++) await login(ctx.app, DEMO_ACCOUNTS.john, 'wrong-password');
    expect((await login(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD)).statusCode).toBe(201);
    expect((await login(ctx.app, DEMO_ACCOUNTS.john, 'wrong-password')).statusCode).toBe(400);
    expect((await login(ctx.app, DEMO_ACCOUNTS.john, 'wrong-password')).statusCode).toBe(429);
  });

  it('forgets failures older than the window', async () => {
    for (let i = 0; i < 5; i++) await login(ctx.app, DEMO_ACCOUNTS.john, 'wrong-password');
    await ctx.database.db
      .update(throttleCounters)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(throttleCounters.scope, THROTTLES.loginIp.scope));
    expect((await login(ctx.app, DEMO_ACCOUNTS.john, DEMO_PASSWORD)).statusCode).toBe(201);
  });

  it('holds against 20 wrong passwords sent at once: 5 are checked, 15 answer 429', async () => {
    const captchas = await Promise.all(Array.from({ length: 20 }, () => captchaPayload(ctx.app)));
    const responses = await Promise.all(
      captchas.map((captcha) => login(ctx.app, DEMO_ACCOUNTS.john, 'wrong-password', { captcha })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    for (const r of responses.filter((r) => r.statusCode === 429)) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });

  it('limits one account to 100 failures an hour from any addresses, then mails the member once', async () => {
    // Six addresses, one failure each: none reaches its own limit, all count for the account.
    for (let i = 1; i <= 6; i++) {
      expect(
        (await login(ctx.app, DEMO_ACCOUNTS.john, 'wrong-password', { ip: `10.1.0.${i}` })).statusCode,
      ).toBe(400);
    }
    const [counter] = await ctx.database.db
      .select()
      .from(throttleCounters)
      .where(eq(throttleCounters.key, DEMO_ACCOUNTS.john));
    expect(counter?.hits).toBe(6);
    // Jump to the 99th failure rather than spend 93 more argon2 checks.
    await ctx.database.db
      .update(throttleCounters)
      .set({ hits: 99 })
      .where(eq(throttleCounters.key, DEMO_ACCOUNTS.john));
    expect((await login(ctx.app, DEMO_ACCOUNTS.john, 'wrong-password', { ip: '10.2.0.1' })).statusCode).toBe(
      400,
    );
    const blocked = await login(ctx.app, DEMO_ACCOUNTS.john, 'wrong-password', { ip: '10.2.0.2' });
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Wrong passwords keep answering 429; the member is told once.
    expect((await login(ctx.app, DEMO_ACCOUNTS.john, 'wrong-password', { ip: '10.2.0.3' })).statusCode).toBe(
      429,
    );
    const lockouts = (await mailsTo(ctx.database.db, DEMO_ACCOUNTS.john)).filter((m) =>
      /wrong passwords|contraseñas incorrectas/i.test(m.subject),
    );
    expect(lockouts).toHaveLength(1);
    // Other accounts are not affected.
    expect((await login(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD, { ip: '10.2.0.4' })).statusCode).toBe(201);
  });

  it('lets the owner in with the right password and a solved captcha past the account’s limit, and starts the count over', async () => {
    await ctx.database.db.insert(throttleCounters).values({
      scope: THROTTLES.loginAccount.scope,
      key: DEMO_ACCOUNTS.john,
      hits: 150,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect((await login(ctx.app, DEMO_ACCOUNTS.john, DEMO_PASSWORD, { ip: '10.3.0.1' })).statusCode).toBe(
      201,
    );
    const left = await ctx.database.db
      .select()
      .from(throttleCounters)
      .where(eq(throttleCounters.key, DEMO_ACCOUNTS.john));
    expect(left).toEqual([]);
  });

  it('never counts a request without a solved captcha against the account (issue 23: no lockout for free)', async () => {
    // 110 garbage captchas from 22 addresses (each stays within its own limit of 5).
    const garbage = Buffer.from('{"challenge":{}}').toString('base64');
    for (let i = 0; i < 110; i++) {
      const response = await login(ctx.app, DEMO_ACCOUNTS.john, 'wrong-password', {
        ip: `10.4.${Math.floor(i / 5)}.1`,
        captcha: garbage,
      });
      expect(response.statusCode).toBe(400);
      expect(ApiErrorSchema.parse(response.json()).errors).toHaveProperty('captcha_response');
    }
    const counted = await ctx.database.db
      .select()
      .from(throttleCounters)
      .where(eq(throttleCounters.key, DEMO_ACCOUNTS.john));
    expect(counted).toEqual([]);
    expect((await login(ctx.app, DEMO_ACCOUNTS.john, DEMO_PASSWORD, { ip: '10.5.0.1' })).statusCode).toBe(
      201,
    );
    expect(await mailsTo(ctx.database.db, DEMO_ACCOUNTS.john)).toEqual([]);
  });

  describe('behind trusted proxies', () => {
    let proxied: App;
    beforeAll(async () => {
      proxied = await buildTestApp({
        config: testConfig({ TRUSTED_PROXIES: '127.0.0.1, 10.9.0.0/16' }),
        database: ctx.database,
      });
      await proxied.ready();
    });
    afterAll(() => proxied.close());

    function viaProxy(forwardedFor: string, password: string) {
      return login(proxied, DEMO_ACCOUNTS.john, password, { forwardedFor });
    }

    it('takes the right-most untrusted X-Forwarded-For hop as the client, not the client-written left-most', async () => {
      for (let i = 0; i < 5; i++) {
        // The attacker varies what it writes itself; the proxies append the address they saw.
        const response = await viaProxy(`198.51.100.${i}, 203.0.113.9, 10.9.1.1`, 'wrong-password');
        expect(response.statusCode).toBe(400);
      }
      expect((await viaProxy('198.51.100.77, 203.0.113.9, 10.9.1.1', DEMO_PASSWORD)).statusCode).toBe(429);
      expect((await viaProxy('203.0.113.10', DEMO_PASSWORD)).statusCode).toBe(201);
    });

    it('ignores X-Forwarded-For when no proxy is trusted', async () => {
      for (let i = 0; i < 5; i++) {
        await login(ctx.app, DEMO_ACCOUNTS.john, 'wrong-password', { forwardedFor: `198.51.100.${i}` });
      }
      expect(
        (await login(ctx.app, DEMO_ACCOUNTS.john, DEMO_PASSWORD, { forwardedFor: '198.51.100.99' }))
          .statusCode,
      ).toBe(429);
    });
  });

  describe('shared by API processes through the database', () => {
    let other: App;
    beforeAll(async () => {
      other = await buildTestApp({ config: ctx.config, database: ctx.database });
      await other.ready();
    });
    afterAll(() => other.close());

    it('blocks on one process after failures on another', async () => {
      for (let i = 0; i < 3; i++) await login(ctx.app, DEMO_ACCOUNTS.john, 'wrong-password');
      for (let i = 0; i < 2; i++) await login(other, DEMO_ACCOUNTS.john, 'wrong-password');
      expect((await login(ctx.app, DEMO_ACCOUNTS.john, DEMO_PASSWORD)).statusCode).toBe(429);
      expect((await login(other, DEMO_ACCOUNTS.john, DEMO_PASSWORD)).statusCode).toBe(429);
    });

    it('refuses a captcha replayed on another process', async () => {
      const challenge = await ctx.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' });
      const captcha = await solveCaptcha(challenge.json());
      expect((await login(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD, { captcha })).statusCode).toBe(201);
      expect((await login(other, DEMO_ACCOUNTS.ana, DEMO_PASSWORD, { captcha })).statusCode).toBe(400);
    });

    it('honours a session issued by another process', async () => {
      const tokens = await signIn(other, DEMO_ACCOUNTS.john);
      expect(await profileStatus(ctx.app, tokens.access_token)).toBe(200);
    });
  });
});

describe('access tokens', () => {
  for (const lang of ['en', 'es'] satisfies Lang[]) {
    it(`answers 401 unauthenticated without a token, with a malformed one and with an unknown one (${lang})`, async () => {
      const cases: Record<string, string>[] = [
        { 'accept-language': lang },
        { 'accept-language': lang, authorization: 'Bearer' },
        { 'accept-language': lang, authorization: 'Basic YWJjOmRlZg==' },
        { 'accept-language': lang, authorization: 'Bearer short' },
        { 'accept-language': lang, authorization: `Bearer ${'A'.repeat(43)}` },
      ];
      for (const headers of cases) {
        const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers });
        expect(response.statusCode).toBe(401);
        expect(ApiErrorSchema.parse(response.json())).toEqual({
          message: messages[lang].unauthenticated,
          code: 'unauthenticated',
        });
      }
    });
  }

  it('stores tokens only as SHA-256 hashes', async () => {
    const tokens = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const rows = await ctx.database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.accessHash).toBe(hashToken(tokens.access_token));
    expect(rows[0]?.refreshHash).toBe(hashToken(tokens.refresh_token));
    expect(JSON.stringify(rows)).not.toContain(tokens.access_token);
  });

  it('refuses an expired access token (expires_at is enforced by the server)', async () => {
    const tokens = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    expect(await profileStatus(ctx.app, tokens.access_token)).toBe(200);
    await ctx.database.db
      .update(sessions)
      .set({ accessExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.accessHash, hashToken(tokens.access_token)));
    expect(await profileStatus(ctx.app, tokens.access_token)).toBe(401);
  });

  it('refuses the token of a user disabled after sign-in', async () => {
    const tokens = await signIn(ctx.app, DEMO_ACCOUNTS.john);
    await ctx.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.email, DEMO_ACCOUNTS.john));
    expect(await profileStatus(ctx.app, tokens.access_token)).toBe(401);
  });
});

describe('POST /api/v1/token/refresh', () => {
  async function refresh(refreshToken: string, lang: Lang = 'en') {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/token/refresh',
      headers: { 'accept-language': lang },
      payload: { refresh_token: refreshToken },
    });
  }

  /** Moves a rotated token's rotation back past SESSION_REFRESH_GRACE_SECONDS. */
  async function pastTheGrace(refreshToken: string) {
    await ctx.database.db
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - (ctx.config.sessionRefreshGraceSeconds + 1) * 1000) })
      .where(eq(sessions.refreshHash, hashToken(refreshToken)));
  }

  it('keeps two tabs signed in when they refresh with one token at the same moment (issue 23)', async () => {
    const first = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const answers = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const pairs = answers.map((a) => dataEnvelope(TokenSchema).parse(a.json()).data);
    expect(pairs[0]?.refresh_token).not.toBe(pairs[1]?.refresh_token);
    for (const pair of pairs) {
      expect(await profileStatus(ctx.app, pair.access_token)).toBe(200);
      // One sign-in, still: My Account lists one session, the current one for either tab.
      const listed = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/sessions',
        headers: bearer(pair.access_token),
      });
      expect(listed.json().data).toMatchObject([{ current: true }]);
      expect((await refresh(pair.refresh_token)).statusCode).toBe(201);
    }
  });

  it('honours a just-rotated token only while its sign-in lives, and not after the grace', async () => {
    const first = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const second = dataEnvelope(TokenSchema).parse((await refresh(first.refresh_token)).json()).data;
    await ctx.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(second.access_token) });
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);

    const other = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const next = dataEnvelope(TokenSchema).parse((await refresh(other.refresh_token)).json()).data;
    await pastTheGrace(other.refresh_token);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    expect(await profileStatus(ctx.app, next.access_token)).toBe(401);
  });

  it('rotates: a new pair works, the old refresh and access tokens no longer do', async () => {
    const first = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const response = await refresh(first.refresh_token);
    expect(response.statusCode).toBe(201);
    const second = dataEnvelope(TokenSchema).parse(response.json()).data;
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(Date.parse(second.expires_at)).toBeGreaterThan(Date.now());

    expect(await profileStatus(ctx.app, second.access_token)).toBe(200);
    expect(await profileStatus(ctx.app, first.access_token)).toBe(401);

    await pastTheGrace(first.refresh_token);
    const reused = await refresh(first.refresh_token, 'es');
    expect(reused.statusCode).toBe(401);
    expect(ApiErrorSchema.parse(reused.json())).toEqual({
      message: messages.es.invalid_refresh_token,
      code: 'invalid_refresh_token',
    });
    // The old token came back: it was copied, so the whole family ends, the thief's new pair included.
    expect(await profileStatus(ctx.app, second.access_token)).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('revokes the family when a rotated token is reused after the thief refreshed, and leaves other sign-ins alone', async () => {
    const member = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const elsewhere = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    // The thief refreshes first with a copied token; the member's own refresh then presents a rotated one.
    const thief = dataEnvelope(TokenSchema).parse((await refresh(member.refresh_token)).json()).data;
    await pastTheGrace(member.refresh_token);
    expect((await refresh(member.refresh_token)).statusCode).toBe(401);
    expect(await profileStatus(ctx.app, thief.access_token)).toBe(401);
    expect((await refresh(thief.refresh_token)).statusCode).toBe(401);
    expect(await profileStatus(ctx.app, elsewhere.access_token)).toBe(200);
  });

  it('never extends a sign-in past SESSION_MAX_DAYS: refresh keeps the absolute end and caps the tokens', async () => {
    const first = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const end = new Date(Date.now() + 10 * 60_000);
    await ctx.database.db
      .update(sessions)
      .set({ sessionExpiresAt: end })
      .where(eq(sessions.refreshHash, hashToken(first.refresh_token)));
    const second = dataEnvelope(TokenSchema).parse((await refresh(first.refresh_token)).json()).data;
    expect(Date.parse(second.expires_at)).toBeLessThanOrEqual(end.getTime());
    const [row] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.refreshHash, hashToken(second.refresh_token)));
    expect(row?.sessionExpiresAt.getTime()).toBe(end.getTime());
    expect(row?.refreshExpiresAt.getTime()).toBeLessThanOrEqual(end.getTime());
    // Past the end, refresh is refused.
    await ctx.database.db
      .update(sessions)
      .set({ sessionExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.refreshHash, hashToken(second.refresh_token)));
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('sets the absolute end SESSION_MAX_DAYS after sign-in', async () => {
    const tokens = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const [row] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.refreshHash, hashToken(tokens.refresh_token)));
    const days = ((row?.sessionExpiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('ends a sign-in SESSION_MAX_HOURS after it started when set in hours', async () => {
    const shortLived = await buildTestApp({
      config: testConfig({ SESSION_MAX_HOURS: '8' }),
      database: ctx.database,
    });
    try {
      await shortLived.ready();
      const tokens = await signIn(shortLived, DEMO_ACCOUNTS.ana);
      const [row] = await ctx.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.refreshHash, hashToken(tokens.refresh_token)));
      const hours = ((row?.sessionExpiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(7.99);
      expect(hours).toBeLessThanOrEqual(8);
      expect(row?.refreshExpiresAt.getTime()).toBeLessThanOrEqual(row?.sessionExpiresAt.getTime() ?? 0);
    } finally {
      await shortLived.close();
    }
  });

  it('refuses a refresh after SESSION_IDLE_MINUTES without activity', async () => {
    const tokens = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    await ctx.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - (ctx.config.sessionIdleMinutes + 1) * 60_000) })
      .where(eq(sessions.refreshHash, hashToken(tokens.refresh_token)));
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('answers 401 for an unknown, malformed or expired refresh token', async () => {
    expect((await refresh('A'.repeat(43))).statusCode).toBe(401);
    expect((await refresh('not a token')).statusCode).toBe(401);
    const tokens = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    await ctx.database.db
      .update(sessions)
      .set({ refreshExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.refreshHash, hashToken(tokens.refresh_token)));
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('answers 400 without a refresh token', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/token/refresh', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).errors).toEqual({
      refresh_token: [messages.en.validation_required],
    });
  });
});

describe('the member’s sessions', () => {
  const CHROME_WINDOWS =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
  const SAFARI_IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

  async function signInWith(email: string, userAgent: string) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'user-agent': userAgent },
      payload: { email, password: DEMO_PASSWORD, captcha_response: await captchaPayload(ctx.app) },
    });
    return dataEnvelope(TokenSchema).parse(response.json()).data;
  }

  const listOf = async (token: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/sessions', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return dataEnvelope(z.array(SessionInfoSchema.strict())).parse(response.json()).data;
  };

  it('lists each sign-in with its browser, system and times, marks this one, and ends another', async () => {
    const laptop = await signInWith(DEMO_ACCOUNTS.ana, CHROME_WINDOWS);
    const phone = await signInWith(DEMO_ACCOUNTS.ana, SAFARI_IPHONE);
    await signIn(ctx.app, DEMO_ACCOUNTS.john);
    // A refresh keeps the session (same id), and moves its last activity.
    const renewed = dataEnvelope(TokenSchema).parse(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/token/refresh',
          headers: { 'user-agent': SAFARI_IPHONE },
          payload: { refresh_token: phone.refresh_token },
        })
      ).json(),
    ).data;
    const list = await listOf(laptop.access_token);
    expect(list).toHaveLength(2);
    const mine = list.find((s) => s.current);
    const other = list.find((s) => !s.current);
    expect(mine).toMatchObject({ browser: 'Chrome', os: 'Windows' });
    expect(other).toMatchObject({ browser: 'Safari', os: 'iOS' });
    expect(Date.parse(other?.last_seen_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(other?.signed_in_at ?? ''),
    );

    const ended = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/sessions/${other?.id}`,
      headers: bearer(laptop.access_token),
    });
    expect(ended.statusCode).toBe(204);
    expect(await profileStatus(ctx.app, renewed.access_token)).toBe(401);
    expect(await profileStatus(ctx.app, laptop.access_token)).toBe(200);
    expect(await listOf(laptop.access_token)).toHaveLength(1);
  });

  it('answers 404 for another member’s session and for unknown or overlong ids', async () => {
    const ana = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const john = await signIn(ctx.app, DEMO_ACCOUNTS.john);
    const [johnSession] = await listOf(john.access_token);
    for (const id of [johnSession?.id, 'nope', 'x'.repeat(500)]) {
      const response = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/sessions/${id}`,
        headers: bearer(ana.access_token, 'es'),
      });
      expect(response.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(response.json()).message).toBe(messages.es.not_found);
    }
    expect(await profileStatus(ctx.app, john.access_token)).toBe(200);
  });
});

describe('POST /api/v1/logout', () => {
  it('revokes the session: 204, then the access and refresh tokens answer 401', async () => {
    const tokens = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { ...bearer(tokens.access_token), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await profileStatus(ctx.app, tokens.access_token)).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/token/refresh',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: bearer(tokens.access_token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('leaves other sessions of the same member alone', async () => {
    const phone = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const laptop = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(phone.access_token) });
    expect(await profileStatus(ctx.app, laptop.access_token)).toBe(200);
  });
});
