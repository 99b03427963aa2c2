import { ApiErrorSchema, dataEnvelope, messages, StaffSchema, StaffSecondFactorSchema } from '@vida/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  careAuditLog,
  mailOutbox,
  staff,
  staffRecoveryCodes,
  staffSessions,
  throttleCounters,
} from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_STAFF } from '../src/db/seed/demo.ts';
import { THROTTLES } from '../src/lib/throttle.ts';
import { hashToken, newToken } from '../src/lib/tokens.ts';
import { createStaffAccount, StaffAccountError } from '../src/modules/staff/staff-accounts.ts';
import { createStaffAuthRepo } from '../src/modules/staff/staff-auth.repo.ts';
import { bearer, signIn, useTestApp } from './support/harness.ts';
import {
  enrolStaff,
  STAFF_PASSWORD,
  staffBearer,
  staffLogin,
  staffSignIn,
  totpCode,
} from './support/staff.ts';

const ctx = useTestApp();
const AGENT = DEMO_STAFF.agent.email;

async function secondFactor(email = AGENT) {
  const login = await staffLogin(ctx.app, email);
  expect(login.statusCode).toBe(201);
  return dataEnvelope(StaffSecondFactorSchema).parse(login.json()).data;
}

/** Answers the second step of a staff sign-in with a code or a recovery code. */
function verifySecondFactor(secondFactorToken: string, payload: object, ip?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/care/login/verify',
    headers: staffBearer(secondFactorToken),
    ...(ip ? { remoteAddress: ip } : {}),
    payload,
  });
}

/** A fresh password step, then its second factor answered with `payload`. */
async function signInWith(payload: object, ip?: string) {
  const step = await secondFactor();
  return verifySecondFactor(step.second_factor_token, payload, ip);
}

describe('staff sign-in', () => {
  it('enrols at the first sign-in, keeps the secret encrypted and never shows it again', async () => {
    const first = await secondFactor();
    expect(first.next).toBe('enrol');
    expect(first.second_factor_token).toMatch(/^vcs_/);
    // The second-factor token is not a session: care routes refuse it.
    const early = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/care/me',
      headers: staffBearer(first.second_factor_token),
    });
    expect(early.statusCode).toBe(401);
    expect(ApiErrorSchema.parse(early.json()).code).toBe('staff_second_factor_required');

    const enrolment = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/care/login/enrolment',
      headers: staffBearer(first.second_factor_token),
    });
    expect(enrolment.statusCode).toBe(200);
    const shown = enrolment.json().data;
    expect(shown.qr_svg).toContain('<svg');
    expect(shown.otpauth_url).toContain(`secret=${shown.secret}`);
    const [stored] = await ctx.database.db.select().from(staff).where(eq(staff.email, AGENT));
    expect(stored?.totpSecret).toBeTruthy();
    expect(stored?.totpSecret).not.toContain(shown.secret);

    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/care/login/enrolment',
      headers: staffBearer(first.second_factor_token, 'es'),
      payload: { code: '000000' === (await totpCode(shown.secret)) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('El código no es válido. Usa el código actual de tu app.');

    const enrolled = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/care/login/enrolment',
      headers: staffBearer(first.second_factor_token),
      payload: { code: await totpCode(shown.secret) },
    });
    expect(enrolled.statusCode).toBe(201);
    const { access_token, recovery_codes } = enrolled.json().data;
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    const hashes = await ctx.database.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.staffId, stored?.id ?? 0));
    expect(hashes).toHaveLength(10);
    expect(hashes.map((h) => h.codeHash)).not.toContain(recovery_codes[0]);

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/care/me',
      headers: staffBearer(access_token),
    });
    expect(dataEnvelope(StaffSchema).parse(me.json()).data).toMatchObject({
      email: AGENT,
      role: 'agent',
      recovery_codes_left: 10,
    });

    // Enrolled: the next sign-in asks for a code and the secret is not handed out again.
    const second = await secondFactor();
    expect(second.next).toBe('totp');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/care/login/enrolment',
      headers: staffBearer(second.second_factor_token),
    });
    expect(again.statusCode).toBe(409);
    expect(JSON.stringify(again.json())).not.toContain(shown.secret);

    const audit = await ctx.database.db.select().from(careAuditLog);
    expect(audit.map((a) => a.action)).toEqual(['staff.enrolled']);
  });

  it('takes each code once, and a recovery code once', async () => {
    const { secret, recoveryCodes } = await enrolStaff(ctx.app, AGENT);
    const code = await totpCode(secret, 1);
    expect((await signInWith({ code })).statusCode).toBe(201);
    // The same code again (a replay) is refused.
    const replay = await signInWith({ code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('staff_code_invalid');

    const recovery = recoveryCodes[0] ?? '';
    const withRecovery = await signInWith({ recovery_code: recovery.toUpperCase() });
    expect(withRecovery.statusCode).toBe(201);
    const reused = await signInWith({ recovery_code: recovery });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('staff_recovery_code_invalid');

    const actions = (await ctx.database.db.select().from(careAuditLog)).map((a) => a.action);
    expect(actions).toEqual(['staff.enrolled', 'staff.signed_in', 'staff.recovery_code_used']);
  });

  it('ends a second-factor token after five wrong codes', async () => {
    const { secret } = await enrolStaff(ctx.app, AGENT);
    const step = await secondFactor();
    const right = await totpCode(secret, 1);
    const wrongCode = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      const r = await verifySecondFactor(step.second_factor_token, { code: wrongCode });
      expect(r.statusCode).toBe(400);
    }
    const late = await verifySecondFactor(step.second_factor_token, { code: right });
    expect(late.statusCode).toBe(401);
  });

  it('refuses a wrong password like the members’ sign-in, and throttles', async () => {
    const wrong = await staffLogin(ctx.app, AGENT, 'Wrong#2026', '10.0.0.7');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('wrong_credentials');
    // A member's credentials are not a staff account.
    const member = await staffLogin(ctx.app, DEMO_ACCOUNTS.ana, STAFF_PASSWORD, '10.0.0.8');
    expect(member.statusCode).toBe(400);
    for (let i = 0; i < 4; i++) await staffLogin(ctx.app, AGENT, 'Wrong#2026', '10.0.0.7');
    const blocked = await staffLogin(ctx.app, AGENT, STAFF_PASSWORD, '10.0.0.7');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts nothing against the account without a solved captcha, and lets the right password in past the limit (issue 23)', async () => {
    const garbage = Buffer.from('{"challenge":{}}').toString('base64');
    for (let i = 0; i < 105; i++) {
      const r = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/care/login',
        remoteAddress: `10.6.${Math.floor(i / 5)}.1`,
        payload: { email: AGENT, password: 'Wrong#2026', captcha_response: garbage },
      });
      expect(r.statusCode).toBe(400);
    }
    expect(
      await ctx.database.db
        .select()
        .from(throttleCounters)
        .where(eq(throttleCounters.key, `staff:${AGENT}`)),
    ).toEqual([]);
    expect((await staffLogin(ctx.app, AGENT, STAFF_PASSWORD, '10.7.0.1')).statusCode).toBe(201);

    // Over the limit (guesses with solved captchas): wrong passwords wait, the right one signs in.
    await ctx.database.db.insert(throttleCounters).values({
      scope: THROTTLES.loginAccount.scope,
      key: `staff:${AGENT}`,
      hits: THROTTLES.loginAccount.max + 20,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect((await staffLogin(ctx.app, AGENT, 'Wrong#2026', '10.7.0.2')).statusCode).toBe(429);
    expect((await staffLogin(ctx.app, AGENT, STAFF_PASSWORD, '10.7.0.3')).statusCode).toBe(201);
  });

  it('counts only wrong authenticator codes, and a recovery code still works when they ran out (issue 23)', async () => {
    const { secret, recoveryCodes } = await enrolStaff(ctx.app, AGENT);
    // A right code gives its count back.
    expect((await signInWith({ code: await totpCode(secret, 1) })).statusCode).toBe(201);
    const codeCounter = () =>
      ctx.database.db.select().from(throttleCounters).where(eq(throttleCounters.scope, 'care-code:staff'));
    expect((await codeCounter()).map((c) => c.hits)).toEqual([0]);

    // Someone with the password guessed codes until the limit (ten wrong ones over two tokens).
    const right = await totpCode(secret, 2);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 10; i++) expect((await signInWith({ code: wrong }, '10.8.0.1')).statusCode).toBe(400);
    expect((await signInWith({ code: right })).statusCode).toBe(429);
    // The owner who lost the device still signs in with a recovery code.
    const recovered = await signInWith({ recovery_code: recoveryCodes[0] ?? '' });
    expect(recovered.statusCode).toBe(201);
  });

  it('limits recovery-code guesses per address, not per account', async () => {
    const { recoveryCodes } = await enrolStaff(ctx.app, AGENT);
    for (let i = 0; i < 10; i++) {
      expect((await signInWith({ recovery_code: 'aaaaa-aaaaa' }, '10.9.0.1')).statusCode).toBe(400);
    }
    const step = await secondFactor();
    const blocked = await verifySecondFactor(
      step.second_factor_token,
      { recovery_code: recoveryCodes[0] ?? '' },
      '10.9.0.1',
    );
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await verifySecondFactor(
      step.second_factor_token,
      { recovery_code: recoveryCodes[0] ?? '' },
      '10.9.0.2',
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('signs out, and a disabled account’s session stops working', async () => {
    const { token, secret } = await enrolStaff(ctx.app, AGENT);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/care/logout',
      headers: staffBearer(token),
    });
    expect(out.statusCode).toBe(204);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/care/me',
      headers: staffBearer(token),
    });
    expect(after.statusCode).toBe(401);

    const again = await staffSignIn(ctx.app, AGENT, secret);
    await ctx.database.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.email, AGENT));
    const disabled = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/care/me',
      headers: staffBearer(again),
    });
    expect(disabled.statusCode).toBe(401);
  });

  it('creates an account (the operator command) and mails its set-password link in the staff’s language', async () => {
    const deps = {
      db: ctx.database.db,
      repo: createStaffAuthRepo(ctx.database.db),
      mail: ctx.app.mail,
      config: ctx.config,
      operator: 'operator root',
    };
    const created = await createStaffAccount(deps, {
      email: 'Nueva.Agente@Club.example',
      name: 'Nueva Agente',
      role: 'agent',
      language: 'es',
    });
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'nueva.agente@club.example'));
    expect(mail?.subject).toBe('Tu cuenta del escritorio de Atención a Socios');
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(created.link).toContain(`/care/set-password#token=${token}`);
    const [audit] = await ctx.database.db.select().from(careAuditLog);
    expect(audit).toMatchObject({ action: 'staff.created', actor: 'operator root', staffId: null });
    // No password yet: signing in fails until the link is used.
    expect((await staffLogin(ctx.app, 'nueva.agente@club.example')).statusCode).toBe(400);
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/care/password',
      payload: { token, password: 'Desk#Work2026' },
    });
    expect(set.statusCode).toBe(200);
    expect((await staffLogin(ctx.app, 'nueva.agente@club.example', 'Desk#Work2026')).statusCode).toBe(201);

    await expect(
      createStaffAccount(deps, { email: 'nueva.agente@club.example', name: 'Otra', role: 'admin' }),
    ).rejects.toThrow(StaffAccountError);
    await expect(
      createStaffAccount(deps, { email: 'x@club.example', name: 'X', role: 'boss' as 'admin' }),
    ).rejects.toThrow(/role/);
  });

  it('sets the password of a new account through its link, once', async () => {
    const token = newToken();
    await ctx.database.db
      .update(staff)
      .set({
        passwordHash: null,
        passwordTokenHash: hashToken(token),
        passwordTokenExpiresAt: new Date(Date.now() + 60_000),
      })
      .where(eq(staff.email, AGENT));
    expect((await staffLogin(ctx.app, AGENT)).statusCode).toBe(400);
    const weak = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/care/password',
      headers: { 'accept-language': 'es' },
      payload: { token, password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toContain(messages.es.validation_password_min);
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/care/password',
      payload: { token, password: 'Desk#Work2026' },
    });
    expect(set.statusCode).toBe(200);
    expect((await staffLogin(ctx.app, AGENT, 'Desk#Work2026')).statusCode).toBe(201);
    const reused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/care/password',
      payload: { token, password: 'Other#Work2026' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('staff_password_link_invalid');
  });

  it('keeps member and staff tokens apart both ways', async () => {
    const { token } = await enrolStaff(ctx.app, AGENT);
    const member = await signIn(ctx.app, DEMO_ACCOUNTS.ana);
    const memberOnCare = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/care/me',
      headers: bearer(member.access_token, 'es'),
    });
    expect(memberOnCare.statusCode).toBe(403);
    expect(memberOnCare.json().code).toBe('staff_only');
    const staffOnProfile = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: staffBearer(token),
    });
    expect(staffOnProfile.statusCode).toBe(403);
    expect(staffOnProfile.json().code).toBe('members_only');
    // The staff token's hash is in no member table, nor the member's in the staff one.
    const staffRows = await ctx.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, hashToken(member.access_token)));
    expect(staffRows).toEqual([]);
  });
});
