import {
  CARE_LIMITS,
  type Language,
  type Staff,
  type StaffEnrolled,
  type StaffEnrolment,
  type StaffSecondFactor,
  type StaffSession,
} from '@vida/shared';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import {
  hit,
  refund,
  reset,
  THROTTLES,
  type ThrottleRule,
  throttle,
  tooManyAttempts,
} from '../../lib/throttle.ts';
import { hashToken, newStaffToken, STAFF_TOKEN_RE } from '../../lib/tokens.ts';
import { recordAudit } from './audit.ts';
import type { StaffAuthRepo, StaffRow } from './staff-auth.repo.ts';
import {
  checkTotp,
  enrolmentOf,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  type SecretBox,
} from './staff-secrets.ts';

/**
 * Guessing authenticator codes stays slow across second-factor tokens too. Only wrong codes count (a right
 * one gives its hit back), and recovery codes are not held by it: someone who has the password and guesses
 * codes must not lock out an owner who lost the device (issue 23).
 */
const CODE_THROTTLE = {
  scope: 'care-code:staff',
  max: 10,
  windowSeconds: 900,
} as const satisfies ThrottleRule;

/**
 * Recovery codes (about 49 bits each) are counted per address instead: guessing one is hopeless, and
 * another address's guesses do not stop the owner's.
 */
const RECOVERY_THROTTLE = {
  scope: 'care-recovery:ip',
  max: 10,
  windowSeconds: 900,
} as const satisfies ThrottleRule;

/** The members' sign-in limits (`lib/throttle.ts`); staff accounts are counted under keys of their own. */
const accountKey = (email: string) => `staff:${email}`;

/** Wrong codes one second-factor token may take before it dies (sign in again, captcha included). */
const MAX_FAILED_CODES = 5;

export interface StaffAuthDeps {
  db: Db;
  repo: StaffAuthRepo;
  box: SecretBox;
  checkCaptcha: (payload: string) => Promise<void>;
}

const wrongCredentials = () => new HttpError(400, 'wrong_credentials', { code: 'wrong_credentials' });
const unauthenticated = () => new HttpError(401, 'unauthenticated', { code: 'unauthenticated' });

export function staffView(row: StaffRow, recoveryCodesLeft: number): Staff {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role === 'admin' ? 'admin' : 'agent',
    language: row.language === 'es' ? 'es' : 'en',
    recovery_codes_left: recoveryCodesLeft,
  };
}

const actorOf = (row: StaffRow) => ({ staffId: row.id, name: row.name });

export function createStaffAuthService({ db, repo, box, checkCaptcha }: StaffAuthDeps) {
  async function issue(
    tx: Parameters<StaffAuthRepo['createSession']>[0],
    staffId: number,
    stage: 'second_factor' | 'active',
    ip: string,
  ) {
    const token = newStaffToken();
    const lifetime =
      stage === 'active' ? CARE_LIMITS.sessionHours * 3_600_000 : CARE_LIMITS.secondFactorMinutes * 60_000;
    const expiresAt = new Date(Date.now() + lifetime);
    await repo.createSession(tx, { staffId, tokenHash: hashToken(token), stage, expiresAt, ip });
    return { token, expiresAt: expiresAt.toISOString() };
  }

  /** The second-factor session of a token, or 401. */
  async function pending(token: string) {
    if (!STAFF_TOKEN_RE.test(token)) throw unauthenticated();
    const session = await repo.session(hashToken(token));
    if (session?.stage !== 'second_factor') throw unauthenticated();
    return session;
  }

  async function wrongCode(sessionId: number, key: 'staff_code_invalid' | 'staff_recovery_code_invalid') {
    const failed = await repo.countFailedCode(sessionId);
    if (failed >= MAX_FAILED_CODES) await repo.revokeSession(db, sessionId);
    const field = key === 'staff_code_invalid' ? 'code' : 'recovery_code';
    return new HttpError(400, key, { code: key, errors: { [field]: [key] } });
  }

  return {
    /**
     * Step 1: e-mail, password and captcha (the members' order: the address's throttle, the captcha, then
     * the account's count and the password; past the account's limit only wrong passwords are turned away).
     * Answers a short-lived token that can only take the second step.
     */
    async login(input: { email: string; password: string; captchaResponse: string; ip: string }) {
      const email = input.email.trim().toLowerCase();
      // Every try counts, as for members; a successful one gives its hits back.
      const byIp = await hit(db, THROTTLES.loginIp, input.ip);
      if (!byIp.allowed) throw tooManyAttempts(byIp.retryAfterSeconds);
      await checkCaptcha(input.captchaResponse);
      const byAccount = await hit(db, THROTTLES.loginAccount, accountKey(email));
      const row = await repo.byEmail(email);
      const ok =
        row?.passwordHash && !row.disabledAt
          ? await verifyPassword(row.passwordHash, input.password)
          : await burnPasswordCheck(input.password);
      if (!row || !ok) {
        throw byAccount.allowed ? wrongCredentials() : tooManyAttempts(byAccount.retryAfterSeconds);
      }
      await refund(db, THROTTLES.loginIp, input.ip);
      await reset(db, THROTTLES.loginAccount, accountKey(email));
      const { token, expiresAt } = await issue(db, row.id, 'second_factor', input.ip);
      const answer: StaffSecondFactor = {
        second_factor_token: token,
        expires_at: expiresAt,
        next: row.totpEnabledAt ? 'totp' : 'enrol',
      };
      return answer;
    },

    /** First sign-in: a new secret (kept encrypted until the first code proves the app has it). */
    async enrolment(token: string): Promise<StaffEnrolment> {
      const { staff } = await pending(token);
      if (staff.totpEnabledAt) throw new HttpError(409, 'staff_already_enrolled');
      const secret = staff.totpSecret ? box.open(staff.totpSecret) : newTotpSecret();
      if (!staff.totpSecret) await repo.storePendingSecret(staff.id, box.seal(secret));
      return enrolmentOf(secret, staff.email);
    },

    /** The first code turns the second factor on, hands out the recovery codes (once) and signs in. */
    async enrol(token: string, code: string, ip: string): Promise<StaffEnrolled> {
      const session = await pending(token);
      const { staff } = session;
      if (staff.totpEnabledAt) throw new HttpError(409, 'staff_already_enrolled');
      if (!staff.totpSecret) throw new HttpError(409, 'staff_not_enrolled');
      await throttle(db, [[CODE_THROTTLE, String(staff.id)]]);
      const step = await checkTotp(box.open(staff.totpSecret), code, null);
      if (step === null) throw await wrongCode(session.sessionId, 'staff_code_invalid');
      await refund(db, CODE_THROTTLE, String(staff.id));
      const codes = newRecoveryCodes();
      const signedIn = await db.transaction(async (tx) => {
        if (!(await repo.enableTotp(tx, staff.id, step, codes.map(hashRecoveryCode)))) {
          throw new HttpError(409, 'staff_already_enrolled');
        }
        await repo.revokeSession(tx, session.sessionId);
        await recordAudit(tx, actorOf(staff), { action: 'staff.enrolled', target: `staff:${staff.id}` });
        return issue(tx, staff.id, 'active', ip);
      });
      return { access_token: signedIn.token, expires_at: signedIn.expiresAt, recovery_codes: codes };
    },

    /** Every later sign-in: a current code (each works once) or an unused recovery code. */
    async verify(
      token: string,
      proof: { code: string } | { recovery_code: string },
      ip: string,
    ): Promise<StaffSession> {
      const session = await pending(token);
      const { staff } = session;
      if (!staff.totpEnabledAt || !staff.totpSecret) throw new HttpError(409, 'staff_not_enrolled');
      const counter: [ThrottleRule, string] =
        'code' in proof ? [CODE_THROTTLE, String(staff.id)] : [RECOVERY_THROTTLE, ip];
      await throttle(db, [counter]);
      const secret = box.open(staff.totpSecret);
      const signedIn = await db.transaction(async (tx) => {
        if ('code' in proof) {
          const step = await checkTotp(secret, proof.code, staff.totpLastStep);
          if (step === null || !(await repo.acceptStep(tx, staff.id, step))) return null;
          await recordAudit(tx, actorOf(staff), { action: 'staff.signed_in', target: `staff:${staff.id}` });
        } else {
          if (!(await repo.useRecoveryCode(tx, staff.id, hashRecoveryCode(proof.recovery_code)))) return null;
          await recordAudit(tx, actorOf(staff), {
            action: 'staff.recovery_code_used',
            target: `staff:${staff.id}`,
          });
        }
        await repo.revokeSession(tx, session.sessionId);
        return issue(tx, staff.id, 'active', ip);
      });
      if (!signedIn) {
        throw await wrongCode(
          session.sessionId,
          'code' in proof ? 'staff_code_invalid' : 'staff_recovery_code_invalid',
        );
      }
      await refund(db, ...counter);
      return { access_token: signedIn.token, expires_at: signedIn.expiresAt };
    },

    async me(staffId: number): Promise<Staff> {
      const row = await repo.byId(staffId);
      if (!row) throw unauthenticated();
      return staffView(row, await repo.recoveryCodesLeft(staffId));
    },

    async setLanguage(staffId: number, language: Language): Promise<Staff> {
      await repo.setLanguage(staffId, language);
      const row = await repo.byId(staffId);
      if (!row) throw unauthenticated();
      return staffView(row, await repo.recoveryCodesLeft(staffId));
    },

    logout: (sessionId: number) => repo.revokeSession(db, sessionId),

    /** The set-password link of a new account (`npm run staff:create` mails it). */
    async setPassword(token: string, password: string): Promise<void> {
      if (!(await repo.setPassword(hashToken(token), await hashPassword(password)))) {
        throw new HttpError(400, 'staff_password_link_invalid', { code: 'staff_password_link_invalid' });
      }
    },
  };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
