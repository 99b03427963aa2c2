import { dataEnvelope, ForgotPasswordResultSchema, messages } from '@vida/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets, users } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { bearer, captchaPayload, type Lang, login, signIn, useTestApp } from './support/harness.ts';
import { lastMailTo, mailsTo, resetCodeTo } from './support/mail.ts';

const ctx = useTestApp();
const LANGS: Lang[] = ['en', 'es'];
const NEW_PASSWORD = 'Sunny#Beach9';

async function forgot(email: string, lang: Lang = 'en', ip?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/passwords',
    headers: { 'accept-language': lang },
    ...(ip ? { remoteAddress: ip } : {}),
    payload: { email, captcha_response: await captchaPayload(ctx.app) },
  });
}

async function tokenFor(email: string, lang: Lang = 'en'): Promise<string> {
  const response = await forgot(email, lang);
  expect(response.statusCode).toBe(201);
  return dataEnvelope(ForgotPasswordResultSchema).parse(response.json()).data.token;
}

const reset = (token: string, code: string, lang: Lang = 'en', password = NEW_PASSWORD) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/users/passwords/${token}`,
    headers: { 'accept-language': lang },
    payload: { verification_code: code, password, password_confirmation: password },
  });

const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

describe('POST /api/v1/users/passwords (forgot)', () => {
  it('answers 201 with a token and mails a 6-digit code in the account language', async () => {
    const token = await tokenFor(DEMO_ACCOUNTS.ana, 'en');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = await lastMailTo(ctx.database.db, DEMO_ACCOUNTS.ana);
    expect(mail).toMatchObject({ language: 'es', subject: 'Tu código para restablecer la contraseña' });
    expect(await resetCodeTo(ctx.database.db, DEMO_ACCOUNTS.ana)).toMatch(/^\d{6}$/);
    // Neither the token nor the code is stored in the clear.
    const rows = await ctx.database.db.select().from(passwordResets);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers an unknown e-mail with the same shape and sends nothing (no account enumeration)', async () => {
    const known = await forgot(DEMO_ACCOUNTS.john);
    const unknown = await forgot('nobody.here@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(Object.keys(unknown.json().data)).toEqual(Object.keys(known.json().data));
    expect(unknown.json().data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await mailsTo(ctx.database.db, 'nobody.here@example.com')).toHaveLength(0);
    // Its token never resets anything, with any code.
    const attempt = await reset(unknown.json().data.token, '123456');
    expect(attempt.statusCode).toBe(400);
    expect(attempt.json().code).toBe('verification_code_invalid');
  });

  it('takes about as long for unknown e-mails as for known ones', async () => {
    const time = async (email: string) => {
      const start = performance.now();
      await forgot(email, 'en', `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
      return performance.now() - start;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 3; i++) {
      knownTimes.push(await time(DEMO_ACCOUNTS.john));
      unknownTimes.push(await time(`ghost${i}@example.com`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1] ?? 0;
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(100);
  });

  for (const lang of LANGS) {
    it(`validates the e-mail (${lang})`, async () => {
      const response = await forgot('nope', lang);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ email: [messages[lang].validation_email] });
    });
  }

  it('needs a solved captcha, once', async () => {
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/passwords',
      headers: { 'accept-language': 'es' },
      payload: { email: DEMO_ACCOUNTS.john },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['captcha_response']);
    const captcha = await captchaPayload(ctx.app);
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/passwords',
        payload: { email: DEMO_ACCOUNTS.john, captcha_response: captcha },
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(400);
  });

  it('throttles per e-mail and per IP with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++)
      expect((await forgot(DEMO_ACCOUNTS.john, 'en', `10.2.0.${i}`)).statusCode).toBe(201);
    const perEmail = await forgot(DEMO_ACCOUNTS.john, 'es', '10.2.0.9');
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.headers['retry-after']).toBeDefined();
    for (let i = 0; i < 20; i++)
      expect((await forgot(`x${i}@example.com`, 'en', '10.3.0.1')).statusCode).toBe(201);
    const perIp = await forgot('another@example.com', 'en', '10.3.0.1');
    expect(perIp.statusCode).toBe(429);
    expect(perIp.json()).toMatchObject({ code: 'too_many_attempts' });
  });
});

describe('PUT /api/v1/users/passwords/{token} (reset)', () => {
  it('sets the new password with the code, revokes every session, and the code works once', async () => {
    const session = await signIn(ctx.app, DEMO_ACCOUNTS.john);
    const token = await tokenFor(DEMO_ACCOUNTS.john);
    const code = await resetCodeTo(ctx.database.db, DEMO_ACCOUNTS.john);
    const response = await reset(token, code);
    expect(response.statusCode).toBe(204);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: bearer(session.access_token),
    });
    expect(profile.statusCode).toBe(401);
    expect((await login(ctx.app, DEMO_ACCOUNTS.john, DEMO_PASSWORD)).statusCode).toBe(400);
    expect((await login(ctx.app, DEMO_ACCOUNTS.john, NEW_PASSWORD)).statusCode).toBe(201);
    for (const lang of LANGS) {
      const replay = await reset(token, code, lang, 'Other#Pass99');
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({
        message: messages[lang].reset_code_expired,
        code: 'reset_code_expired',
      });
    }
    expect((await login(ctx.app, DEMO_ACCOUNTS.john, NEW_PASSWORD)).statusCode).toBe(201);
  });

  for (const lang of LANGS) {
    it(`allows 5 wrong codes, then the request is dead even with the right code (${lang})`, async () => {
      const token = await tokenFor(DEMO_ACCOUNTS.john);
      const code = await resetCodeTo(ctx.database.db, DEMO_ACCOUNTS.john);
      for (let i = 0; i < 5; i++) {
        const response = await reset(token, wrongCode(code), lang);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: messages[lang].verification_code_invalid,
          code: 'verification_code_invalid',
        });
      }
      const dead = await reset(token, code, lang);
      expect(dead.statusCode).toBe(400);
      expect(dead.json()).toEqual({ message: messages[lang].reset_code_expired, code: 'reset_code_expired' });
      expect((await login(ctx.app, DEMO_ACCOUNTS.john, DEMO_PASSWORD)).statusCode).toBe(201);
    });
  }

  it('refuses a code after 15 minutes', async () => {
    const token = await tokenFor(DEMO_ACCOUNTS.john);
    const code = await resetCodeTo(ctx.database.db, DEMO_ACCOUNTS.john);
    await ctx.database.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` });
    const response = await reset(token, code, 'es');
    expect(response.json()).toEqual({ message: messages.es.reset_code_expired, code: 'reset_code_expired' });
  });

  it('kills the code when the password changes meanwhile, and when a newer code is asked for', async () => {
    const token = await tokenFor(DEMO_ACCOUNTS.john);
    const code = await resetCodeTo(ctx.database.db, DEMO_ACCOUNTS.john);
    // A newer request replaces the older code.
    const second = await tokenFor(DEMO_ACCOUNTS.john);
    expect((await reset(token, code)).json().code).toBe('reset_code_expired');
    const secondCode = await resetCodeTo(ctx.database.db, DEMO_ACCOUNTS.john);
    // Any change of the stored password hash (a password change elsewhere) kills the code.
    await ctx.database.db
      .update(users)
      .set({ passwordHash: sql`${users.passwordHash} || 'x'` })
      .where(eq(users.email, DEMO_ACCOUNTS.john));
    expect((await reset(second, secondCode)).json().code).toBe('reset_code_expired');
  });

  it('answers 400 per field in the request language, and for a malformed token', async () => {
    for (const lang of LANGS) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/users/passwords/${'a'.repeat(43)}`,
        headers: { 'accept-language': lang },
        payload: { verification_code: '12ab', password: 'short', password_confirmation: 'x' },
      });
      expect(response.statusCode).toBe(400);
      const m = messages[lang];
      expect(response.json().errors).toMatchObject({
        verification_code: [m.validation_numeric],
        password: expect.arrayContaining([m.validation_password_min]),
      });
      const breached = await ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/users/passwords/${'a'.repeat(43)}`,
        headers: { 'accept-language': lang },
        payload: {
          verification_code: '123456',
          password: '!QAZ2wsx#EDC',
          password_confirmation: '!QAZ2wsx#EDC',
        },
      });
      expect(breached.json().errors).toEqual({ password: [m.validation_password_breached] });
      const guessable = await ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/users/passwords/${'a'.repeat(43)}`,
        headers: { 'accept-language': lang },
        payload: {
          verification_code: '123456',
          password: 'Password123!',
          password_confirmation: 'Password123!',
        },
      });
      expect(guessable.json().errors).toEqual({ password: [m.validation_password_weak_common] });
      const malformed = await reset('not-a-token', '123456', lang);
      expect(malformed.json()).toEqual({
        message: m.verification_code_invalid,
        code: 'verification_code_invalid',
      });
    }
  });
});
