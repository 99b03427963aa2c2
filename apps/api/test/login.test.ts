import { ApiErrorSchema, dataEnvelope, messages, TokenSchema } from '@vida/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, LINK_MEMBER_ID } from '../src/db/seed/demo.ts';
import { captchaPayload, type Lang, login, useTestApp } from './support/harness.ts';

const ctx = useTestApp();
const LANGS: Lang[] = ['en', 'es'];

function error(body: unknown) {
  return ApiErrorSchema.parse(body);
}

describe('POST /api/v1/login', () => {
  it('answers 201 with a token pair for a verified member', async () => {
    const response = await login(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD);
    expect(response.statusCode).toBe(201);
    const { data } = dataEnvelope(TokenSchema).parse(response.json());
    expect(data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.refresh_token).not.toBe(data.access_token);
    const minutes = (Date.parse(data.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('accepts the e-mail in any letter case', async () => {
    const response = await login(ctx.app, '  Ana.Garcia@Example.COM ', DEMO_PASSWORD);
    expect(response.statusCode).toBe(201);
  });

  it('signs in a verified non-member', async () => {
    expect((await login(ctx.app, DEMO_ACCOUNTS.guest, DEMO_PASSWORD)).statusCode).toBe(201);
  });

  for (const lang of LANGS) {
    describe(`in ${lang}`, () => {
      it('answers 400 wrong_credentials for a wrong password and for an unknown e-mail, with one message', async () => {
        const wrongPassword = await login(ctx.app, DEMO_ACCOUNTS.ana, 'Vacation#2025', { lang });
        const unknownEmail = await login(ctx.app, 'nobody@example.com', DEMO_PASSWORD, { lang });
        for (const response of [wrongPassword, unknownEmail]) {
          expect(response.statusCode).toBe(400);
          expect(error(response.json())).toEqual({
            message: messages[lang].wrong_credentials,
            code: 'wrong_credentials',
          });
        }
      });

      it('answers 403 account_not_verified for an unverified account', async () => {
        const response = await login(ctx.app, DEMO_ACCOUNTS.pending, DEMO_PASSWORD, { lang });
        expect(response.statusCode).toBe(403);
        expect(error(response.json())).toEqual({
          message: messages[lang].account_not_verified,
          code: 'account_not_verified',
        });
      });

      it('answers 403 account_disabled for a disabled account', async () => {
        const response = await login(ctx.app, DEMO_ACCOUNTS.disabled, DEMO_PASSWORD, { lang });
        expect(response.statusCode).toBe(403);
        expect(error(response.json())).toEqual({
          message: messages[lang].account_disabled,
          code: 'account_disabled',
        });
      });

      it('answers 409 member_id_required until the account confirms its member id', async () => {
        const first = await login(ctx.app, DEMO_ACCOUNTS.link, DEMO_PASSWORD, { lang });
        expect(first.statusCode).toBe(409);
        expect(error(first.json())).toEqual({
          message: messages[lang].confirm_member_id,
          code: 'member_id_required',
        });

        const wrong = await login(ctx.app, DEMO_ACCOUNTS.link, DEMO_PASSWORD, {
          lang,
          memberId: '100200300',
        });
        expect(wrong.statusCode).toBe(409);
        expect(error(wrong.json()).code).toBe('member_id_required');

        const right = await login(ctx.app, DEMO_ACCOUNTS.link, DEMO_PASSWORD, {
          lang,
          memberId: LINK_MEMBER_ID,
        });
        expect(right.statusCode).toBe(201);

        // Linked for good: the next sign-in needs no member id.
        const again = await login(ctx.app, DEMO_ACCOUNTS.link, DEMO_PASSWORD, { lang });
        expect(again.statusCode).toBe(201);
      });

      it('lists each invalid field with its message', async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/login',
          headers: { 'accept-language': lang },
          payload: { email: 'not-an-email', password: '', vida_member_id: '12a' },
        });
        expect(response.statusCode).toBe(400);
        const body = error(response.json());
        const m = messages[lang];
        expect(body.message).toBe(m.validation_failed);
        expect(body.code).toBe('validation_failed');
        expect(body.errors).toEqual({
          email: [m.validation_email],
          password: [m.validation_required],
          captcha_response: [m.validation_captcha],
          vida_member_id: [m.validation_numeric],
        });
      });

      it('asks for every missing field of an empty body', async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/login',
          headers: { 'accept-language': lang },
          payload: {},
        });
        expect(response.statusCode).toBe(400);
        const m = messages[lang];
        expect(error(response.json()).errors).toEqual({
          email: [m.validation_required],
          password: [m.validation_required],
          captcha_response: [m.validation_captcha],
        });
      });

      it('rejects an invalid captcha payload under captcha_response', async () => {
        const response = await login(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD, {
          lang,
          captcha: 'bm90IGEgcGF5bG9hZA==',
        });
        expect(response.statusCode).toBe(400);
        expect(error(response.json())).toEqual({
          message: messages[lang].validation_failed,
          errors: { captcha_response: [messages[lang].validation_captcha_invalid] },
          code: 'validation_failed',
        });
      });
    });
  }

  it('rejects a tampered captcha solution', async () => {
    const payload = JSON.parse(Buffer.from(await captchaPayload(ctx.app), 'base64').toString('utf8'));
    payload.solution.counter += 1;
    payload.solution.derivedKey = '00'.repeat(32);
    const tampered = Buffer.from(JSON.stringify(payload)).toString('base64');
    const response = await login(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD, { captcha: tampered });
    expect(response.statusCode).toBe(400);
    expect(error(response.json()).errors).toHaveProperty('captcha_response');
  });

  it('rejects a captcha signed with another key', async () => {
    const payload = JSON.parse(Buffer.from(await captchaPayload(ctx.app), 'base64').toString('utf8'));
    payload.challenge.parameters.cost = 2;
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    const response = await login(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD, { captcha: forged });
    expect(response.statusCode).toBe(400);
    expect(error(response.json()).errors).toHaveProperty('captcha_response');
  });

  it('accepts a solved captcha once: a replayed payload is refused', async () => {
    const captcha = await captchaPayload(ctx.app);
    expect((await login(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD, { captcha })).statusCode).toBe(201);
    const replay = await login(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD, { captcha });
    expect(replay.statusCode).toBe(400);
    expect(error(replay.json()).errors).toEqual({
      captcha_response: [messages.en.validation_captcha_invalid],
    });
  });

  it('refuses a replayed captcha even after a failed attempt', async () => {
    const captcha = await captchaPayload(ctx.app);
    expect((await login(ctx.app, DEMO_ACCOUNTS.ana, 'wrong', { captcha })).statusCode).toBe(400);
    const replay = await login(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD, { captcha });
    expect(error(replay.json()).errors).toHaveProperty('captcha_response');
  });

  it('serves a fresh PBKDF2 challenge each time, never cached', async () => {
    const a = await ctx.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' });
    const b = await ctx.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['cache-control']).toBe('no-store');
    const challenge = a.json();
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(typeof challenge.signature).toBe('string');
    expect(b.json().signature).not.toBe(challenge.signature);
  });

  it('stores only an argon2id hash of the password', async () => {
    const [row] = await ctx.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.ana));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
  });
});
