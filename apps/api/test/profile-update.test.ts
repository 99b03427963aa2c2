import {
  coreMessages,
  dataEnvelope,
  EmailConfirmationResponseSchema,
  type Profile,
  ProfileSchema,
  type ProfileUpdateRequest,
  ProfileUpdateResponseSchema,
  profileMessages,
} from '@vida/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets, profileChangeRequests, users } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { HttpError } from '../src/lib/http-error.ts';
import { createEmailConfirmLink } from '../src/lib/signed-links.ts';
import { createProfileChangesService } from '../src/modules/care/decisions.service.ts';
import { createProfileChangeDecisions } from '../src/modules/profile-update/profile-change-decisions.ts';
import { createProfileMailer } from '../src/modules/profile-update/profile-mails.ts';
import { bearer, captchaPayload, type Lang, login, signIn, useTestApp } from './support/harness.ts';
import { lastMailTo, mailsTo, resetCodeTo } from './support/mail.ts';
import { statementsDuring } from './support/statements.ts';

const ctx = useTestApp();

/** Ana's stored data as the demo seed has it. */
const ANA = {
  address_line_1: 'Av. Paseo de la Reforma 250, piso 8',
  address_line_2: 'Col. Juárez',
  mobile_phone: '+52 55 1234 5678',
  home_phone: null,
  email: DEMO_ACCOUNTS.ana,
} as const;

/** What the edit-profile form sends when nothing was touched (spec section 4: the whole form). */
function wholeForm(profile: Profile, extra: Partial<ProfileUpdateRequest> = {}): ProfileUpdateRequest {
  return {
    address_line_1: profile.address_line_1 ?? '',
    address_line_2: profile.address_line_2,
    email: profile.email,
    home_phone: profile.home_phone ?? '',
    mobile_phone: profile.mobile_phone,
    language_id: profile.language_id,
    all_communications: profile.all_communications,
    monthly_communications: profile.monthly_communications,
    current_password: '',
    new_password: '',
    new_password_confirmation: '',
    ...extra,
  };
}

async function put(token: string, payload: unknown, lang: Lang = 'en') {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/profile',
    headers: bearer(token, lang),
    payload: payload as object,
  });
}

async function profileOf(token: string, lang: Lang = 'en'): Promise<Profile> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/profile',
    headers: bearer(token, lang),
  });
  expect(response.statusCode).toBe(200);
  // The field is in the answer itself, not only the schema's default.
  expect(response.json().data).toHaveProperty('pending_change');
  return dataEnvelope(ProfileSchema.strict()).parse(response.json()).data;
}

async function updated(token: string, payload: unknown, lang: Lang = 'en') {
  const response = await put(token, payload, lang);
  expect(response.statusCode, response.body).toBe(200);
  return ProfileUpdateResponseSchema.parse(response.json());
}

function confirmationLink(text: string | undefined): { id: string; expires: string; signature: string } {
  const match = /\/edit-profile\?confirm-email=(\d+)&expires=(\d+)&signature=([0-9a-f]{64})/.exec(text ?? '');
  if (!match?.[1] || !match[2] || !match[3]) throw new Error('no confirmation link in the mail');
  return { id: match[1], expires: match[2], signature: match[3] };
}

async function confirm(token: string, body: object, lang: Lang = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/profile/email-confirmation',
    headers: bearer(token, lang),
    payload: body,
  });
}

/** The care desk's service, as `npm run care:profile-changes` uses it. */
const care = () =>
  createProfileChangesService({
    db: ctx.database.db,
    changes: createProfileChangeDecisions({
      db: ctx.database.db,
      mailer: createProfileMailer(ctx.app.mail, ctx.config.club),
    }),
  });
const operator = { staffId: null, name: 'test' };
const listOpenChanges = () => care().list();

describe('PUT /api/v1/profile: password', () => {
  it('drops the password fields when the current password is empty', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const profile = await profileOf(access_token);
    const answer = await updated(
      access_token,
      wholeForm(profile, { language_id: 'en', new_password: 'weak', new_password_confirmation: 'other' }),
    );
    expect(answer.data.applied).toEqual(['language_id']);
    expect((await login(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD)).statusCode).toBe(201);
  });

  it('refuses a wrong current password with 400 on current_password, in both languages, and applies nothing', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const profile = await profileOf(access_token);
    for (const lang of ['en', 'es'] as const) {
      const response = await put(
        access_token,
        wholeForm(profile, {
          language_id: 'en',
          current_password: 'Wrong#2026',
          new_password: 'Brand#New2027',
          new_password_confirmation: 'Brand#New2027',
        }),
        lang,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        errors: { current_password: [profileMessages[lang].validation_current_password] },
      });
    }
    expect((await profileOf(access_token)).language_id).toBe('es');
    expect((await login(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD)).statusCode).toBe(201);
  });

  it('checks the new password’s rules and its confirmation before anything else', async () => {
    await ctx.database.db
      .update(users)
      .set({ lastName: 'Quistorp' })
      .where(eq(users.email, DEMO_ACCOUNTS.john));
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.john);
    const weak = await put(access_token, {
      current_password: DEMO_PASSWORD,
      new_password: 'short',
      new_password_confirmation: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().errors)).toEqual(['new_password']);
    // 12 to 128 characters, not on the breached list and not guessable, as at registration and reset.
    for (const [password, key] of [
      ['Brand#New27', 'validation_password_min'],
      [`Brand#New27${'x'.repeat(118)}`, 'validation_password_max'],
      ['!QAZ2wsx#EDC', 'validation_password_breached'],
      ['Password123!', 'validation_password_weak_common'],
      // Guessable from the account's own surname (set above); registration shows a stranger may use it.
      ['Quistorp#2026', 'validation_password_weak_personal'],
    ] as const) {
      const refused = await put(access_token, {
        current_password: DEMO_PASSWORD,
        new_password: password,
        new_password_confirmation: password,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ new_password: [coreMessages.en[key]] });
    }
    const mismatch = await put(
      access_token,
      {
        current_password: DEMO_PASSWORD,
        new_password: 'Brand#New2027',
        new_password_confirmation: 'Brand#New2028',
      },
      'es',
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.new_password_confirmation).toEqual(['Las contraseñas no coinciden.']);
  });

  it('changes the password at once: the new one signs in, other sessions and reset codes die, this one stays', async () => {
    const current = await signIn(ctx.app, DEMO_ACCOUNTS.john);
    const other = await signIn(ctx.app, DEMO_ACCOUNTS.john);
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/passwords',
      payload: { email: DEMO_ACCOUNTS.john, captcha_response: await captchaPayload(ctx.app) },
    });
    expect(forgot.statusCode).toBe(201);
    const resetToken: string = forgot.json().data.token;
    const code = await resetCodeTo(ctx.database.db, DEMO_ACCOUNTS.john);

    const answer = await updated(current.access_token, {
      current_password: DEMO_PASSWORD,
      new_password: 'Brand#New2027',
      new_password_confirmation: 'Brand#New2027',
    });
    expect(answer.data.applied).toEqual(['password']);
    expect(answer.data.pending).toEqual([]);
    expect(answer.message).toBe('Your profile has been updated.');
    expect((await lastMailTo(ctx.database.db, DEMO_ACCOUNTS.john))?.subject).toBe(
      'Your password was changed',
    );

    expect((await login(ctx.app, DEMO_ACCOUNTS.john, 'Brand#New2027')).statusCode).toBe(201);
    expect((await login(ctx.app, DEMO_ACCOUNTS.john, DEMO_PASSWORD)).statusCode).toBe(400);
    await profileOf(current.access_token);
    const revoked = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: bearer(other.access_token),
    });
    expect(revoked.statusCode).toBe(401);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/token/refresh',
      payload: { refresh_token: other.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);

    const reset = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/users/passwords/${resetToken}`,
      payload: {
        verification_code: code,
        password: 'Other#Pass2028',
        password_confirmation: 'Other#Pass2028',
      },
    });
    expect(reset.statusCode).toBe(400);
    const open = await ctx.database.db.select().from(passwordResets);
    for (const row of open) expect(row.usedAt).not.toBeNull();
  });
});

describe('PUT /api/v1/profile: what changes', () => {
  it('answers 400 no_property_changed when nothing differs, in English and Spanish', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const profile = await profileOf(access_token);
    for (const payload of [wholeForm(profile), {}, { email: 'ANA.GARCIA@example.com' }]) {
      for (const lang of ['en', 'es'] as const) {
        const response = await put(access_token, payload, lang);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: coreMessages[lang].no_property_changed,
          code: 'no_property_changed',
        });
      }
    }
  });

  it('refuses fields it does not take (the name is not changed here), naming each', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const response = await put(access_token, { unknown_field: 'x', first_name: 'Other' }, 'es');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      unknown_field: [coreMessages.es.validation_unknown_field],
      first_name: [coreMessages.es.validation_unknown_field],
    });
  });

  it('applies a language-only change at once with nothing pending', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const profile = await profileOf(access_token);
    const answer = await updated(access_token, wholeForm(profile, { language_id: 'en' }), 'es');
    expect(answer.data).toMatchObject({
      applied: ['language_id'],
      pending: [],
      email_confirmation_sent: false,
    });
    expect(answer.data.profile.language_id).toBe('en');
    expect(answer.message).toBe(profileMessages.es.profile_updated);
    expect((await profileOf(access_token)).language_id).toBe('en');
  });

  it('applies communication preferences at once', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const answer = await updated(access_token, { all_communications: false, monthly_communications: true });
    expect(answer.data.applied).toEqual(['all_communications']);
    const profile = await profileOf(access_token);
    expect(profile).toMatchObject({
      all_communications: false,
      monthly_communications: true,
      pending_change: null,
    });
  });

  it('payment reminders are on by default, and turned off and on again at once, on the account itself', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    expect((await profileOf(access_token)).due_reminders).toBe(true);
    const off = await updated(access_token, { due_reminders: false });
    expect(off.data.applied).toEqual(['due_reminders']);
    expect(off.data.profile.due_reminders).toBe(false);
    expect((await profileOf(access_token)).due_reminders).toBe(false);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.ana));
    expect(row?.dueReminders).toBe(false);
    // A form that leaves it out (the password dialog, the language switch) changes nothing of it.
    await updated(access_token, { language_id: 'en' });
    expect((await profileOf(access_token)).due_reminders).toBe(false);
    expect((await updated(access_token, { due_reminders: true })).data.profile.due_reminders).toBe(true);
    expect((await put(access_token, { due_reminders: 'no' }, 'es')).json().errors.due_reminders).toHaveLength(
      1,
    );
  });

  it('a language switch (the preferences, spec section 5) saves the language and files nothing for customer care', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const before = await profileOf(access_token);
    expect(before.language_id).toBe('es');
    const answer = await updated(access_token, {
      language_id: 'en',
      all_communications: before.all_communications,
      monthly_communications: before.monthly_communications,
    });
    expect(answer.data).toMatchObject({
      applied: ['language_id'],
      pending: [],
      email_confirmation_sent: false,
    });
    expect(await profileOf(access_token)).toMatchObject({ language_id: 'en', pending_change: null });
    // The next sign-in reads it.
    const again = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    expect((await profileOf(again.access_token)).language_id).toBe('en');
  });

  it('records membership data as one pending change, leaves the profile as it is, and merges a second request', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const profile = await profileOf(access_token);
    const first = await updated(
      access_token,
      wholeForm(profile, {
        address_line_1: 'Calle Durango 45, depto 3',
        home_phone: '+52 55 5555 0101',
        mobile_phone: '',
      }),
      'es',
    );
    expect(first.data.applied).toEqual([]);
    expect(first.data.pending).toEqual(['address_line_1', 'home_phone', 'mobile_phone']);
    expect(first.message).toBe(profileMessages.es.profile_updated_pending);
    expect(first.data.profile).toMatchObject(ANA);
    expect(first.data.profile.pending_change).toMatchObject({
      fields: {
        address_line_1: 'Calle Durango 45, depto 3',
        home_phone: '+52 55 5555 0101',
        mobile_phone: null,
      },
      email_confirmed: true,
    });

    const shown = await profileOf(access_token);
    expect(shown).toMatchObject(ANA);
    const requestedAt = shown.pending_change?.requested_at ?? '';
    expect(new Date(requestedAt).toISOString()).not.toBe('Invalid Date');

    // The form now shows the pending values (the web's baseline); only the second line is new.
    const second = await updated(
      access_token,
      wholeForm(shown, {
        address_line_1: 'Calle Durango 45, depto 3',
        address_line_2: 'Col. Roma Norte',
        home_phone: '+52 55 5555 0101',
        mobile_phone: '',
        all_communications: false,
      }),
    );
    expect(second.data.applied).toEqual(['all_communications']);
    expect(second.data.pending).toEqual(['address_line_2']);
    expect(second.message).toBe(
      'Your profile has been updated. Customer Care will verify the changes within 1–3 days.',
    );
    const merged = (await profileOf(access_token)).pending_change;
    expect(merged?.fields).toEqual({
      address_line_1: 'Calle Durango 45, depto 3',
      address_line_2: 'Col. Roma Norte',
      home_phone: '+52 55 5555 0101',
      mobile_phone: null,
    });
    expect(new Date(merged?.requested_at ?? 0).getTime()).toBeGreaterThanOrEqual(
      new Date(requestedAt).getTime(),
    );
    expect(await ctx.database.db.select().from(profileChangeRequests)).toHaveLength(1);

    // The same values again are nothing new.
    const again = await put(
      access_token,
      wholeForm(await profileOf(access_token), { address_line_2: 'Col. Roma Norte' }),
    );
    expect(again.json().code).toBe('no_property_changed');
  });

  it('validates address, phones and e-mail with field messages', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const response = await put(
      access_token,
      { address_line_1: 'Calle', mobile_phone: '12', email: 'not-an-email', language_id: 'fr' },
      'es',
    );
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['address_line_1', 'email', 'language_id', 'mobile_phone']);
    expect(errors.address_line_1).toContain(profileMessages.es.validation_address_min);
    const noDigit = await put(access_token, { address_line_1: 'Calle Durango sin numero' });
    expect(noDigit.json().errors.address_line_1).toEqual([profileMessages.en.validation_address_format]);
    // A member cannot clear the address (an account without a club record has none to send).
    for (const empty of ['', '   ', null]) {
      const cleared = await put(access_token, { address_line_1: empty, language_id: 'en' });
      expect(cleared.statusCode).toBe(400);
      expect(cleared.json().errors).toEqual({ address_line_1: ['This field is required.'] });
    }
    expect((await profileOf(access_token)).language_id).toBe('es');
  });

  it('answers an e-mail another account holds like any other, and mails its owner instead of a link', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const free = await put(access_token, { email: 'ana.free@example.com', current_password: DEMO_PASSWORD });
    const taken = await put(access_token, {
      email: DEMO_ACCOUNTS.john.toUpperCase(),
      current_password: DEMO_PASSWORD,
    });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json().data).toMatchObject({ pending: ['email'], email_confirmation_sent: true });
    expect(taken.json().message).toBe(
      free.json().message.replace('ana.free@example.com', DEMO_ACCOUNTS.john.toLowerCase()),
    );
    const toOwner = await mailsTo(ctx.database.db, DEMO_ACCOUNTS.john);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]?.subject).toBe('Someone tried to use your e-mail address');
    expect(toOwner[0]?.text).not.toMatch(/signature=/);
  });

  it('needs the current password to change the e-mail, and tells the current address', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const none = await put(access_token, { email: 'ana.new@example.com' }, 'es');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ current_password: [coreMessages.es.validation_required] });
    const wrong = await put(access_token, {
      email: 'ana.new@example.com',
      current_password: 'Wrong#2026abc',
    });
    expect(wrong.json().errors).toEqual({
      current_password: [profileMessages.en.validation_current_password],
    });
    expect(await mailsTo(ctx.database.db, 'ana.new@example.com')).toHaveLength(0);
    expect((await profileOf(access_token)).pending_change).toBeNull();

    await updated(access_token, { email: 'ana.new@example.com', current_password: DEMO_PASSWORD });
    const notice = await lastMailTo(ctx.database.db, DEMO_ACCOUNTS.ana);
    expect(notice?.subject).toBe('Se pidió un nuevo correo para tu cuenta');
  });

  it('lets an account without a club record change only what it has', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.guest);
    const response = await put(
      access_token,
      { address_line_1: 'Main Street 12', home_phone: '+1 555 010 2000', all_communications: true },
      'es',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      address_line_1: [profileMessages.es.profile_member_only],
      home_phone: [profileMessages.es.profile_member_only],
    });
    expect((await profileOf(access_token)).all_communications).toBe(false);
    // Communication preferences are everyone's: the account keeps them, applied at once.
    const preferences = await updated(access_token, {
      all_communications: true,
      monthly_communications: true,
    });
    expect(preferences.data.applied).toEqual(['all_communications', 'monthly_communications']);
    expect(preferences.data.pending).toEqual([]);
    const after = await profileOf(access_token);
    expect(after).toMatchObject({
      all_communications: true,
      monthly_communications: true,
      pending_change: null,
    });
    const optOut = await updated(access_token, { all_communications: false, monthly_communications: true });
    expect(optOut.data.applied).toEqual(['all_communications']);
    expect((await profileOf(access_token)).all_communications).toBe(false);
    const email = await updated(access_token, {
      email: 'grace.new@example.com',
      current_password: DEMO_PASSWORD,
      address_line_1: '',
      home_phone: '',
    });
    expect(email.data.pending).toEqual(['email']);
  });

  it('answers bad input with 4xx, never 500', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const cases: unknown[] = [
      { address_line_1: 42 },
      { email: ['a@b.example'] },
      { all_communications: 'yes' },
      { language_id: null },
      { home_phone: { number: 1 } },
      { current_password: 123, new_password: 'x' },
      { address_line_1: `Calle 1 ${'x'.repeat(10_000)}` },
      { email: `${'a'.repeat(300)}@example.com` },
      {
        current_password: 'x'.repeat(100_000),
        new_password: 'Brand#New2027',
        new_password_confirmation: 'Brand#New2027',
      },
      [],
      'text',
    ];
    for (const payload of cases) {
      const response = await put(access_token, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const long = await put(access_token, { address_line_1: `Calle 1 ${'x'.repeat(10_000)}` });
    expect(long.json().errors.address_line_1).toEqual(['At most 200 characters.']);
    const raw = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: { ...bearer(access_token), 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(raw.statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['PUT', '/api/v1/profile'],
      ['POST', '/api/v1/profile/email-confirmation'],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        payload: {},
        headers: { 'accept-language': 'es' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('unauthenticated');
    }
  });
});

describe('changing the e-mail', () => {
  it('mails a confirmation link to the new address in the member’s language; the link confirms', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const profile = await profileOf(access_token);
    const answer = await updated(
      access_token,
      wholeForm(profile, { email: ' Ana.Nueva@Example.com ', current_password: DEMO_PASSWORD }),
      'en',
    );
    expect(answer.data).toMatchObject({ pending: ['email'], email_confirmation_sent: true, applied: [] });
    expect(answer.message).toBe(
      'Your profile has been updated. Customer Care will verify the changes within 1–3 days. We sent a confirmation link to ana.nueva@example.com.',
    );
    expect(answer.data.profile.email).toBe(DEMO_ACCOUNTS.ana);
    expect(answer.data.profile.pending_change).toMatchObject({
      fields: { email: 'ana.nueva@example.com' },
      email_confirmed: false,
    });

    const mail = await lastMailTo(ctx.database.db, 'ana.nueva@example.com');
    expect(mail?.language).toBe('es');
    expect(mail?.subject).toBe('Confirma tu nuevo correo electrónico');
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/edit-profile?confirm-email=`);
    // The current address gets a notice, without the link.
    const toCurrent = await mailsTo(ctx.database.db, DEMO_ACCOUNTS.ana);
    expect(toCurrent.map((m) => m.subject)).toEqual(['Se pidió un nuevo correo para tu cuenta']);
    expect(toCurrent[0]?.text).not.toContain('confirm-email=');

    const link = confirmationLink(mail?.text);
    const confirmed = await confirm(access_token, link, 'es');
    expect(confirmed.statusCode).toBe(200);
    const body = EmailConfirmationResponseSchema.parse(confirmed.json());
    expect(body.message).toBe(profileMessages.es.email_confirmed);
    expect(body.data.pending_change?.email_confirmed).toBe(true);
    expect(body.data.email).toBe(DEMO_ACCOUNTS.ana);
    expect((await profileOf(access_token)).pending_change?.email_confirmed).toBe(true);
    // Numbers are taken as numbers too, and confirming twice is harmless.
    const again = await confirm(access_token, {
      ...link,
      id: Number(link.id),
      expires: Number(link.expires),
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a tampered link, another member’s link and a link of a replaced e-mail; an expired one brings a new link', async () => {
    const ana = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    await updated(ana.access_token, { email: 'ana.nueva@example.com', current_password: DEMO_PASSWORD });
    const link = confirmationLink((await lastMailTo(ctx.database.db, 'ana.nueva@example.com'))?.text);
    const flipped = link.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const bad of [
      { ...link, signature: flipped },
      { ...link, expires: String(Number(link.expires) + 60) },
      { ...link, id: String(Number(link.id) + 1) },
      { ...link, id: 'abc' },
      { ...link, signature: 'zz' },
    ]) {
      for (const lang of ['en', 'es'] as const) {
        const response = await confirm(ana.access_token, bad, lang);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: profileMessages[lang].email_confirmation_invalid,
          code: 'email_confirmation_invalid',
        });
      }
    }
    const john = await signIn(ctx.app, DEMO_ACCOUNTS.john);
    expect((await confirm(john.access_token, link)).json().code).toBe('email_confirmation_invalid');
    const malformed = await confirm(ana.access_token, { id: '1' });
    expect(malformed.statusCode).toBe(400);

    const [row] = await ctx.database.db.select().from(profileChangeRequests);
    const [anaUser] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.ana));
    const old = new URL(
      createEmailConfirmLink(
        ctx.config.linkSigningKey,
        ctx.config.publicUrl,
        { changeId: row?.id ?? 0, userId: anaUser?.id ?? 0, email: 'ana.nueva@example.com' },
        Date.now() - 25 * 3600_000,
      ),
    ).searchParams;
    const before = (await mailsTo(ctx.database.db, 'ana.nueva@example.com')).length;
    const expired = await confirm(
      ana.access_token,
      { id: old.get('confirm-email'), expires: old.get('expires'), signature: old.get('signature') },
      'es',
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      message: 'Este enlace de confirmación expiró. Enviamos un enlace nuevo a ana.nueva@example.com.',
      code: 'email_confirmation_expired',
    });
    expect(await mailsTo(ctx.database.db, 'ana.nueva@example.com')).toHaveLength(before + 1);
    expect((await profileOf(ana.access_token)).pending_change?.email_confirmed).toBe(false);

    // A newer request for another address makes the first link useless and needs its own confirmation.
    await updated(ana.access_token, { email: 'ana.otra@example.com', current_password: DEMO_PASSWORD });
    expect((await confirm(ana.access_token, link)).json().code).toBe('email_confirmation_invalid');
    const fresh = confirmationLink((await lastMailTo(ctx.database.db, 'ana.otra@example.com'))?.text);
    expect((await confirm(ana.access_token, fresh)).statusCode).toBe(200);
  });
});

describe('customer care: npm run care:profile-changes', () => {
  it('lists open changes, refuses an unconfirmed e-mail, approves a confirmed one and the member signs in with it', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    await updated(access_token, {
      email: 'ana.nueva@example.com',
      current_password: DEMO_PASSWORD,
      address_line_1: 'Calle Durango 45, depto 3',
    });
    const [open] = await listOpenChanges();
    expect(open).toMatchObject({
      member_email: DEMO_ACCOUNTS.ana,
      member_number: '100200300',
      email_confirmed: false,
      changes: [
        { field: 'email', before: DEMO_ACCOUNTS.ana, after: 'ana.nueva@example.com' },
        { field: 'address_line_1', before: ANA.address_line_1, after: 'Calle Durango 45, depto 3' },
      ],
    });
    if (!open) throw new Error('no open change');
    await expect(care().approve(open.id, operator)).rejects.toBeInstanceOf(HttpError);

    await confirm(
      access_token,
      confirmationLink((await lastMailTo(ctx.database.db, 'ana.nueva@example.com'))?.text),
    );
    await care().approve(open.id, operator);
    expect(await listOpenChanges()).toEqual([]);
    const profile = await profileOf(access_token);
    expect(profile).toMatchObject({
      email: 'ana.nueva@example.com',
      address_line_1: 'Calle Durango 45, depto 3',
      pending_change: null,
    });
    const mail = await lastMailTo(ctx.database.db, 'ana.nueva@example.com');
    expect(mail?.subject).toBe('Aplicamos los cambios a tu perfil');
    expect(mail?.text).toContain('Calle Durango 45, depto 3');
    expect((await login(ctx.app, 'ana.nueva@example.com', DEMO_PASSWORD)).statusCode).toBe(201);
    expect((await login(ctx.app, DEMO_ACCOUNTS.ana, DEMO_PASSWORD)).statusCode).toBe(400);
    await expect(care().approve(open.id, operator)).rejects.toThrow(/decision_taken/);
  });

  it('rejects a change: nothing applied, the member is told in their language', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.john);
    await updated(access_token, { mobile_phone: '+1 312 555 0000' });
    const [open] = await listOpenChanges();
    if (!open) throw new Error('no open change');
    await care().reject(open.id, operator, 'Please send a proof of address.');
    const profile = await profileOf(access_token);
    expect(profile).toMatchObject({ mobile_phone: '+1 312 555 0148', pending_change: null });
    const mail = await lastMailTo(ctx.database.db, DEMO_ACCOUNTS.john);
    expect(mail).toMatchObject({ language: 'en', subject: 'We could not apply your profile changes' });
    expect(mail?.text).toContain('Note from Customer Care: Please send a proof of address.');
    const [row] = await ctx.database.db.select().from(profileChangeRequests);
    expect(row).toMatchObject({ status: 'rejected', decidedBy: 'test' });
    // A new request opens a new change.
    await updated(access_token, { mobile_phone: '+1 312 555 0000' });
    expect(await listOpenChanges()).toHaveLength(1);
  });

  it('refuses to approve an e-mail another account took meanwhile', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    await updated(access_token, { email: 'taken.later@example.com', current_password: DEMO_PASSWORD });
    await confirm(
      access_token,
      confirmationLink((await lastMailTo(ctx.database.db, 'taken.later@example.com'))?.text),
    );
    await ctx.database.db
      .update(users)
      .set({ email: 'taken.later@example.com' })
      .where(eq(users.email, DEMO_ACCOUNTS.john));
    const [open] = await listOpenChanges();
    await expect(care().approve(open?.id ?? 0, operator)).rejects.toThrow(/profile_change_email_taken/);
    expect(await listOpenChanges()).toHaveLength(1);
  });
});

describe('PUT /api/v1/profile: one authentication, the profile as GET /profile builds it', () => {
  it.skipIf(process.env.DATABASE_URL)('checks the session once per change', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const statements = await statementsDuring(ctx.database, async () => {
      expect((await put(access_token, { language_id: 'en' })).statusCode).toBe(200);
    });
    const sessionChecks = statements.filter((s) =>
      /access_hash|execute (auth_active_session|profile_)/.test(s),
    );
    expect(sessionChecks).toHaveLength(1);
  });

  it('answers the same profile document GET /profile then answers', async () => {
    const { access_token } = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const changed = await put(access_token, { language_id: 'en', mobile_phone: '+52 55 0000 1111' });
    expect(changed.statusCode).toBe(200);
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: bearer(access_token),
    });
    const profile = ProfileUpdateResponseSchema.parse(changed.json()).data.profile;
    expect(profile).toEqual((read.json() as { data: unknown }).data);
    expect(profile.pending_change?.fields).toMatchObject({ mobile_phone: '+52 55 0000 1111' });
  });
});
