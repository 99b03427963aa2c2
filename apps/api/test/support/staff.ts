import {
  dataEnvelope,
  StaffEnrolledSchema,
  StaffEnrolmentSchema,
  StaffSecondFactorSchema,
  StaffSessionSchema,
} from '@vida/shared';
import { generate } from 'otplib';
import { DEMO_ACCOUNTS, DEMO_STAFF } from '../../src/db/seed/demo.ts';
import type { App } from '../../src/lib/app-types.ts';
import { captchaPayload, type Lang, signIn } from './harness.ts';

export const STAFF_PASSWORD = 'Vacation#2026';

/** Step 1 of the staff sign-in; answers the raw response. */
export async function staffLogin(app: App, email: string, password = STAFF_PASSWORD, ip?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/care/login',
    ...(ip ? { remoteAddress: ip } : {}),
    payload: { email, password, captcha_response: await captchaPayload(app) },
  });
}

/** A code of the secret's next time step: the current one may already have been used in this test. */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

export interface SignedInStaff {
  token: string;
  secret: string;
  recoveryCodes: string[];
}

/** First sign-in of a demo staff account: password, enrolment with the first code; answers the session. */
export async function enrolStaff(app: App, email: string): Promise<SignedInStaff> {
  const login = await staffLogin(app, email);
  if (login.statusCode !== 201) throw new Error(`care login answered ${login.statusCode}: ${login.body}`);
  const step = dataEnvelope(StaffSecondFactorSchema).parse(login.json()).data;
  const auth = { authorization: `Bearer ${step.second_factor_token}` };
  const enrolment = await app.inject({ method: 'GET', url: '/api/v1/care/login/enrolment', headers: auth });
  const { secret } = dataEnvelope(StaffEnrolmentSchema).parse(enrolment.json()).data;
  const enrolled = await app.inject({
    method: 'POST',
    url: '/api/v1/care/login/enrolment',
    headers: auth,
    payload: { code: await totpCode(secret) },
  });
  if (enrolled.statusCode !== 201)
    throw new Error(`enrolment answered ${enrolled.statusCode}: ${enrolled.body}`);
  const data = dataEnvelope(StaffEnrolledSchema).parse(enrolled.json()).data;
  return { token: data.access_token, secret, recoveryCodes: data.recovery_codes };
}

/** A later sign-in with a code (of the next step, so it never repeats the enrolment's). */
export async function staffSignIn(app: App, email: string, secret: string, stepsAhead = 1): Promise<string> {
  const login = await staffLogin(app, email);
  const step = dataEnvelope(StaffSecondFactorSchema).parse(login.json()).data;
  const verified = await app.inject({
    method: 'POST',
    url: '/api/v1/care/login/verify',
    headers: { authorization: `Bearer ${step.second_factor_token}` },
    payload: { code: await totpCode(secret, stepsAhead) },
  });
  if (verified.statusCode !== 201)
    throw new Error(`verify answered ${verified.statusCode}: ${verified.body}`);
  return dataEnvelope(StaffSessionSchema).parse(verified.json()).data.access_token;
}

export function staffBearer(token: string, lang: Lang = 'en') {
  return { authorization: `Bearer ${token}`, 'accept-language': lang };
}

/**
 * One credential of each kind a route's guard takes (a member's access token, a staff session, two staff
 * second-factor tokens): guards run before the body is read, so a test of every route tries each in turn.
 */
export async function credentialForEveryGuard(app: App): Promise<string[]> {
  const secondFactorOf = async (email: string) =>
    dataEnvelope(StaffSecondFactorSchema).parse((await staffLogin(app, email)).json()).data
      .second_factor_token;
  return [
    (await signIn(app, DEMO_ACCOUNTS.ana)).access_token,
    (await enrolStaff(app, DEMO_STAFF.agent.email)).token,
    await secondFactorOf(DEMO_STAFF.agent.email),
    await secondFactorOf(DEMO_STAFF.admin.email),
  ];
}
