import { ApiErrorSchema, dataEnvelope, messages, RegisterResultSchema } from '@vida/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { createVerifyLink } from '../src/lib/signed-links.ts';
import { captchaPayload, type Lang, login, useTestApp } from './support/harness.ts';
import { lastMailTo, mailsTo, verifyLinkTo } from './support/mail.ts';

const ctx = useTestApp();
const LANGS: Lang[] = ['en', 'es'];
const NEW_PASSWORD = 'Sunny#Beach9';

async function registration(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'María',
    last_name: 'López',
    email: 'maria.lopez@example.com',
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    home_phone: '',
    mobile_phone: '+52 33 1234 5678',
    country: 'MX',
    vida_member_id: '',
    language_id: 'es',
    terms_and_conditions: true,
    captcha_response: await captchaPayload(ctx.app),
    ...overrides,
  };
}

async function register(payload: Record<string, unknown>, lang: Lang = 'en', ip?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users',
    headers: { 'accept-language': lang },
    ...(ip ? { remoteAddress: ip } : {}),
    payload,
  });
}

const verify = (link: string, lang: Lang = 'en') =>
  ctx.app.inject({ method: 'PUT', url: `/api/v1${link}`, headers: { 'accept-language': lang } });

const resend = (email: string, lang: Lang = 'en', ip?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/account/verify/resend-validation',
    headers: { 'accept-language': lang },
    ...(ip ? { remoteAddress: ip } : {}),
    payload: { email },
  });

describe('POST /api/v1/users (registration)', () => {
  it('creates an unverified account and mails the verification link in the chosen language', async () => {
    const response = await register(await registration());
    expect(response.statusCode).toBe(201);
    expect(dataEnvelope(RegisterResultSchema).parse(response.json()).data).toEqual({
      pre_existing_account: false,
    });
    const mail = await lastMailTo(ctx.database.db, 'maria.lopez@example.com');
    expect(mail).toMatchObject({ language: 'es', subject: 'Confirma tu correo electrónico' });
    expect(mail?.text).toContain('Hola María:');
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'maria.lopez@example.com'));
    expect(user).toMatchObject({
      verifiedAt: null,
      language: 'es',
      mobilePhone: '+52 33 1234 5678',
      homePhone: null,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    // Not verified yet: sign-in answers 403 and sends a fresh link.
    expect((await login(ctx.app, 'maria.lopez@example.com', NEW_PASSWORD)).statusCode).toBe(403);
    expect(await mailsTo(ctx.database.db, 'maria.lopez@example.com')).toHaveLength(2);
  });

  it('mails the owner of a taken address at most 3 notices per 15 minutes, with the same answer each time', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await register(
        await registration({ email: DEMO_ACCOUNTS.john }),
        'en',
        `10.20.0.${i}`,
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ data: { pre_existing_account: false } });
    }
    expect(await mailsTo(ctx.database.db, DEMO_ACCOUNTS.john)).toHaveLength(3);
  });

  it('links a person the club already knows and says so (pre_existing_account)', async () => {
    await ctx.database.db.execute(sql`delete from users where email = ${DEMO_ACCOUNTS.link}`);
    const response = await register(
      await registration({ email: DEMO_ACCOUNTS.link, vida_member_id: '100200302', language_id: 'en' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { pre_existing_account: true } });
    expect((await lastMailTo(ctx.database.db, DEMO_ACCOUNTS.link))?.subject).toBe(
      'Confirm your e-mail address',
    );
  });

  for (const lang of LANGS) {
    describe(`in ${lang}`, () => {
      it('answers an e-mail in use like a new registration, whatever its letter case, and mails its owner a notice (issue 23)', async () => {
        const [before] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.ana));
        const taken = await register(await registration({ email: 'Ana.Garcia@Example.com' }), lang);
        const fresh = await register(await registration({ email: `new.${lang}@example.com` }), lang);
        expect(taken.statusCode).toBe(201);
        expect(taken.statusCode).toBe(fresh.statusCode);
        expect(taken.json()).toEqual(fresh.json());
        // The owner is told in the account's language (Ana's is Spanish), not sent a link; nothing changed.
        const mails = await mailsTo(ctx.database.db, DEMO_ACCOUNTS.ana);
        expect(mails).toHaveLength(1);
        expect(mails[0]).toMatchObject({
          language: 'es',
          subject: 'Alguien intentó registrarse con tu correo electrónico',
        });
        expect(mails[0]?.text).toContain('inicia sesión con tu contraseña, o restablécela');
        expect(mails[0]?.text).not.toContain('/verify');
        const [after] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.ana));
        expect(after).toEqual(before);
      });

      it('answers 400 legacy_user_exists for a member of the previous app', async () => {
        const response = await register(await registration({ email: 'legacy.owner@example.com' }), lang);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          message: messages[lang].legacy_user_exists,
          code: 'legacy_user_exists',
        });
      });

      it('answers 400 with a message per field', async () => {
        const response = await register(
          await registration({
            first_name: 'x'.repeat(129),
            last_name: '',
            email: 'not-an-email',
            password: 'short',
            password_confirmation: 'other',
            mobile_phone: '12',
            home_phone: 'abc',
            vida_member_id: '12a',
            language_id: 'fr',
            terms_and_conditions: false,
            captcha_response: '',
          }),
          lang,
        );
        expect(response.statusCode).toBe(400);
        const body = ApiErrorSchema.parse(response.json());
        const m = messages[lang];
        expect(body.message).toBe(m.validation_failed);
        expect(body.errors).toMatchObject({
          first_name: [m.validation_name_max],
          last_name: [m.validation_required],
          email: [m.validation_email],
          mobile_phone: [m.validation_phone],
          home_phone: [m.validation_phone],
          vida_member_id: [m.validation_numeric],
          language_id: [m.validation_invalid],
          terms_and_conditions: [m.validation_terms],
          captcha_response: [m.validation_captcha],
        });
        expect(body.errors?.password).toContain(m.validation_password_min);
      });

      it('refuses a password from the breached list and one over 128 characters', async () => {
        // The shipped list is lowercase; the rule compares without case.
        for (const [password, key] of [
          ['!QAZ2wsx#EDC', 'validation_password_breached'],
          ['!Winston1209', 'validation_password_breached'],
          [`Ab1#${'x'.repeat(125)}`, 'validation_password_max'],
        ] as const) {
          const response = await register(
            await registration({ password, password_confirmation: password }),
            lang,
          );
          expect(response.statusCode).toBe(400);
          expect(response.json().errors).toEqual({ password: [messages[lang][key]] });
        }
      });

      it('refuses a guessable password that meets every character rule, saying why', async () => {
        for (const [overrides, key] of [
          [{ password: 'Password123!' }, 'validation_password_weak_common'],
          [{ password: 'Qwertyuiop1!' }, 'validation_password_weak_common'],
          // Strong for a stranger, not when it is the member's own surname.
          [{ password: 'Quistorp#2026', last_name: 'Quistorp' }, 'validation_password_weak_personal'],
        ] as const) {
          const response = await register(
            await registration({ ...overrides, password_confirmation: overrides.password }),
            lang,
          );
          expect(response.statusCode).toBe(400);
          expect(response.json().errors).toEqual({ password: [messages[lang][key]] });
        }
        const stranger = await register(
          await registration({ password: 'Quistorp#2026', password_confirmation: 'Quistorp#2026' }),
          lang,
        );
        expect(stranger.statusCode).toBe(201);
      });

      it('refuses a password without the special character and a mismatched confirmation', async () => {
        const response = await register(
          await registration({ password: 'Abcdefghijk1', password_confirmation: 'Abcdefghijk2' }),
          lang,
        );
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toMatchObject({
          password: [messages[lang].validation_password_special],
        });
        const mismatch = await register(
          await registration({ password_confirmation: `${NEW_PASSWORD}x` }),
          lang,
        );
        expect(mismatch.json().errors).toEqual({
          password_confirmation: [messages[lang].validation_password_mismatch],
        });
      });
    });
  }

  it('refuses a replayed captcha', async () => {
    const payload = await registration();
    expect((await register(payload)).statusCode).toBe(201);
    const again = await register({ ...payload, email: 'other@example.com' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ captcha_response: [messages.en.validation_captcha_invalid] });
  });

  it('throttles registrations per IP with 429 and Retry-After', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await register(await registration({ email: `p${i}@example.com` }), 'en', '10.9.9.9');
      expect(response.statusCode).toBe(201);
    }
    const blocked = await register(await registration({ email: 'p10@example.com' }), 'es', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().code).toBe('too_many_attempts');
  });
});

describe('PUT /api/v1/account/verify/{id}/{hash}', () => {
  async function registered(email = 'maria.lopez@example.com') {
    expect((await register(await registration({ email }))).statusCode).toBe(201);
    return verifyLinkTo(ctx.database.db, email);
  }

  it('verifies with the mailed link; then sign-in works; the link replayed answers already_verified', async () => {
    const link = await registered();
    expect(link).toMatch(/^\/account\/verify\/\d+\/[0-9a-f]{40}\?expires=\d+&signature=[0-9a-f]{64}$/);
    const response = await verify(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { verified: true, email: 'maria.lopez@example.com', previous_app: false },
    });
    expect((await login(ctx.app, 'maria.lopez@example.com', NEW_PASSWORD)).statusCode).toBe(201);
    for (const lang of LANGS) {
      const again = await verify(link, lang);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: messages[lang].already_verified, code: 'already_verified' });
    }
  });

  it('refuses a link with any part changed, in the request language, and verifies nothing', async () => {
    const link = await registered();
    const match = /^\/account\/verify\/(\d+)\/([0-9a-f]{40})\?expires=(\d+)&signature=([0-9a-f]{64})$/.exec(
      link,
    );
    if (!match) throw new Error('unexpected link');
    const [, id, hash, expires, signature] = match as unknown as [string, string, string, string, string];
    const flip = (hex: string) => (hex[0] === 'a' ? 'b' : 'a') + hex.slice(1);
    const tampered = [
      `/account/verify/${Number(id) + 1}/${hash}?expires=${expires}&signature=${signature}`,
      `/account/verify/${id}/${flip(hash)}?expires=${expires}&signature=${signature}`,
      `/account/verify/${id}/${hash}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/account/verify/${id}/${hash}?expires=${expires}&signature=${flip(signature)}`,
      `/account/verify/${id}/${hash}?expires=${expires}`,
      `/account/verify/${id}/${hash}`,
      `/account/verify/abc/${hash}?expires=${expires}&signature=${signature}`,
      `/account/verify/${id}/not-a-hash?expires=x&signature=y`,
    ];
    for (const [i, url] of tampered.entries()) {
      const lang = LANGS[i % 2] as Lang;
      const response = await verify(url, lang);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        message: messages[lang].verification_code_invalid,
        code: 'verification_code_invalid',
      });
    }
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'maria.lopez@example.com'));
    expect(user?.verifiedAt).toBeNull();
  });

  it('answers verification_link_expired for a correctly signed link past its hour', async () => {
    await registered();
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'maria.lopez@example.com'));
    if (!user) throw new Error('no user');
    const old = createVerifyLink(ctx.config.linkSigningKey, '', user, Date.now() - 61 * 60_000);
    for (const lang of LANGS) {
      const response = await verify(old.url, lang);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: messages[lang].verification_link_expired,
        code: 'verification_link_expired',
      });
    }
    // A link made for the address before it changed does not verify the new one.
    await ctx.database.db.update(users).set({ email: 'maria.new@example.com' }).where(eq(users.id, user.id));
    const stale = createVerifyLink(ctx.config.linkSigningKey, '', { id: user.id, email: user.email });
    expect((await verify(stale.url)).json().code).toBe('verification_code_invalid');
  });
});

describe('POST /api/v1/account/verify/resend-validation', () => {
  it('answers 204 and mails a new link that works', async () => {
    const response = await resend('Pending.User@example.com');
    expect(response.statusCode).toBe(204);
    const link = await verifyLinkTo(ctx.database.db, DEMO_ACCOUNTS.pending);
    expect((await verify(link)).statusCode).toBe(200);
    expect((await login(ctx.app, DEMO_ACCOUNTS.pending, DEMO_PASSWORD)).statusCode).toBe(201);
  });

  for (const lang of LANGS) {
    it(`answers unknown and verified e-mails like any other, and mails nothing (${lang})`, async () => {
      for (const email of ['nobody@example.com', DEMO_ACCOUNTS.ana]) {
        const response = await resend(email, lang);
        expect(response.statusCode).toBe(204);
        expect(await mailsTo(ctx.database.db, email)).toHaveLength(0);
      }
      const invalid = await resend('nope', lang);
      expect(invalid.json().errors).toEqual({ email: [messages[lang].validation_email] });
    });
  }

  it('throttles per e-mail', async () => {
    for (let i = 0; i < 3; i++) expect((await resend(DEMO_ACCOUNTS.pending)).statusCode).toBe(204);
    const blocked = await resend(DEMO_ACCOUNTS.pending, 'es');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().message).toContain('Demasiados intentos');
  });
});
