import { type Language, NOT_FOUND_CODE, type SessionInfo } from '@vida/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, validationError } from '../../lib/http-error.ts';
import {
  burnLegacyCheck,
  burnPasswordCheck,
  hashPassword,
  isLegacyHash,
  verifyPassword,
} from '../../lib/passwords.ts';
import type { Client, IssuedPair, SessionStore } from '../../lib/session-store.ts';
import { hit, refund, reset, THROTTLES, type ThrottleHit, tooManyAttempts } from '../../lib/throttle.ts';
import { TOKEN_RE } from '../../lib/tokens.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import type { AuthRepo } from './auth.repo.ts';
import type { Captcha } from './captcha.ts';

export interface LoginInput {
  email: string;
  password: string;
  captchaResponse: string;
  vidaMemberId: string | undefined;
  client: Client;
  /** The request's language: a previous-app member's new account starts in it. */
  language?: Language;
}

export interface AuthDeps {
  repo: AuthRepo;
  /** For the sign-in throttle's counters (lib/throttle.ts). */
  db: Db;
  sessions: SessionStore;
  captcha: Captcha;
  config: Config;
  log: FastifyBaseLogger;
  /**
   * Mails a fresh verification link to an unverified account that tried to sign in (the accounts module's
   * mailer, composed in app.ts); answers whether one was sent.
   */
  mailer: {
    sendFreshVerification(user: {
      id: number;
      email: string;
      firstName: string;
      language: Language;
    }): Promise<boolean>;
    /** Tells the member that wrong passwords on their account are refused for a while (too many of them). */
    sendLoginLockout(user: { email: string; firstName: string; language: Language }): Promise<void>;
  };
}

const wrongCredentials = () => new HttpError(400, 'wrong_credentials', { code: 'wrong_credentials' });
const memberIdRequired = () => new HttpError(409, 'confirm_member_id', { code: 'member_id_required' });

export function createAuthService({ repo, db, sessions, captcha, log, mailer }: AuthDeps) {
  /**
   * Takes a sign-in attempt from the address's counter before anything else is looked at: counted up front
   * (one atomic statement), so twenty attempts sent at once cannot all pass a check made before any of them
   * failed. A sign-in that succeeds gives its attempt back.
   */
  async function takeIpAttempt(ip: string): Promise<void> {
    const byIp = await hit(db, THROTTLES.loginIp, ip);
    if (!byIp.allowed) throw tooManyAttempts(byIp.retryAfterSeconds);
  }

  /**
   * A wrong password on an account whose count is over its limit answers 429 rather than 400; exactly one
   * request sees the first count over the limit, so the member is told once per window.
   */
  async function accountLimitReached(email: string, byAccount: ThrottleHit): Promise<HttpError | null> {
    if (byAccount.allowed) return null;
    if (byAccount.hits === THROTTLES.loginAccount.max + 1) await mailLockout(email);
    return tooManyAttempts(byAccount.retryAfterSeconds);
  }

  async function mailLockout(email: string): Promise<void> {
    const user = await repo.findUserByEmail(email);
    if (!user) return;
    await mailer.sendLoginLockout({
      email: user.email,
      firstName: user.firstName,
      language: user.language,
    });
    log.warn(
      { userId: user.id, event: 'login_account_throttled' },
      'wrong passwords refused for a while: too many failures',
    );
  }

  async function checkCaptcha(payload: string): Promise<void> {
    const check = await captcha.verify(payload);
    if (!check.ok) throw validationError({ captcha_response: ['validation_captcha_invalid'] });
    if (!(await repo.markCaptchaUsed(check.signature, check.expiresAt))) {
      throw validationError({ captcha_response: ['validation_captcha_invalid'] });
    }
  }

  return {
    challenge: () => captcha.challenge(),

    /** Registration and other public forms use the same single-use captcha check as sign-in. */
    checkCaptcha,

    /**
     * Sign-in (spec sections 4 and 8). The order matters: the address's throttle first (cheap, and it must
     * hold even with valid captchas), then the captcha, and only then the account's count: a request that
     * did not solve a captcha cannot push a member's account over its limit (issue 23). The account is
     * counted up front too (concurrent guesses each see their own count), but its limit only turns wrong
     * passwords away: the right one with a solved captcha signs in, so nobody can lock the owner out.
     * Account states are revealed only to someone who knows the password.
     */
    async login(input: LoginInput): Promise<IssuedPair> {
      const email = input.email.trim().toLowerCase();
      await takeIpAttempt(input.client.ip);

      await checkCaptcha(input.captchaResponse);
      const byAccount = await hit(db, THROTTLES.loginAccount, email);

      let user = await repo.findUserByEmail(email);
      const legacy = user ? undefined : await repo.findLegacy(email);
      // Every path pays one bcrypt check (the previous app's) and one argon2 check (below).
      if (!legacy) await burnLegacyCheck(input.password);
      if (!user) {
        // A member of the previous mobile app signing in for the first time: the app password creates
        // the portal account, which then needs its e-mail verified (the activation link goes out below).
        if (legacy && (await verifyPassword(legacy.passwordHash, input.password))) {
          const id = await repo.activateLegacy(legacy, input.language ?? 'en');
          if (id !== undefined)
            log.info({ userId: id, event: 'legacy_account_activated' }, 'previous-app account imported');
          user = await repo.findUserByEmail(email);
        }
      }
      // An unknown e-mail costs the same argon2 work as a wrong password, over the account's limit or not.
      const passwordOk = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await burnPasswordCheck(input.password);
      if (!user || !passwordOk) throw (await accountLimitReached(email, byAccount)) ?? wrongCredentials();
      // The password proved the owner: the attempt was not a failure, and the account's count starts over
      // (the address's count only gives this attempt back, so a sign-in to one's own account does not
      // reset a guessing run against others from the same address).
      await refund(db, THROTTLES.loginIp, input.client.ip);
      await reset(db, THROTTLES.loginAccount, email);

      if (user.disabledAt) throw new HttpError(403, 'account_disabled', { code: 'account_disabled' });
      if (!user.verifiedAt) {
        // Spec: the activation link is resent on such a sign-in (the password proved who is asking).
        const sent = await mailer.sendFreshVerification({
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          language: user.language,
        });
        log.info(
          { userId: user.id, event: sent ? 'verification_link_sent' : 'verification_link_throttled' },
          sent ? 'fresh verification link sent' : 'fresh verification link not sent: too many lately',
        );
        // An owner from the previous app (still on its password hash) is welcomed, not scolded: the same
        // facts, in the words of a first visit (issue 29).
        const code = isLegacyHash(user.passwordHash) ? 'previous_app_welcome' : 'account_not_verified';
        throw new HttpError(403, code, { code });
      }

      if (user.memberIdRequired && user.memberId === null) {
        if (!input.vidaMemberId) throw memberIdRequired();
        const memberId = await repo.findLinkableMember(input.vidaMemberId, email);
        if (memberId === undefined) {
          // Guessing member ids is guessing credentials: it counts as a failure from this address.
          await hit(db, THROTTLES.loginIp, input.client.ip);
          throw memberIdRequired();
        }
        await repo.linkMember(user.id, memberId);
        log.info({ userId: user.id, event: 'member_linked' }, 'account linked to its club record');
      }

      if (isLegacyHash(user.passwordHash)) {
        // First verified sign-in with the previous app's password: from now on it is stored as argon2id.
        await repo.upgradePasswordHash(user.id, user.passwordHash, await hashPassword(input.password));
        log.info({ userId: user.id, event: 'password_hash_upgraded' }, 'bcrypt hash upgraded to argon2id');
      }

      return sessions.signIn(user.id, input.client);
    },

    /**
     * Rotation: the presented pair stops working and a new one is issued in the same family, never past the
     * sign-in's absolute end. A rotated token presented again revokes the family (both holders sign in again).
     */
    async refresh(refreshToken: string, client: Client): Promise<IssuedPair> {
      const invalid = () => new HttpError(401, 'invalid_refresh_token', { code: 'invalid_refresh_token' });
      if (!TOKEN_RE.test(refreshToken)) throw invalid();
      const result = await sessions.refresh(refreshToken, client);
      if (!result.ok) {
        if (result.reason === 'reused') {
          log.warn(
            { event: 'refresh_token_reused' },
            'a rotated refresh token came back: its session family ends',
          );
        }
        throw invalid();
      }
      return result.token;
    },

    logout: (sessionId: number) => sessions.signOut(sessionId),

    /** The member's live sessions for My Account: device, browser, sign-in and last activity. */
    async listSessions(userId: number, currentSessionId: number): Promise<SessionInfo[]> {
      return (await sessions.list(userId)).map((s) => ({
        id: s.familyId,
        ...describeUserAgent(s.userAgent),
        signed_in_at: s.signedInAt.toISOString(),
        last_seen_at: s.lastSeenAt.toISOString(),
        current: s.sessionIds.includes(currentSessionId),
      }));
    },

    /**
     * Ends one of the member's sessions; 404 when there is no such live session of theirs. Answers whether it
     * was the caller's own (its cookies then go too).
     */
    async endSession(userId: number, familyId: string, currentSessionId: number): Promise<boolean> {
      const ended = await sessions.end(userId, familyId);
      if (ended.length === 0) throw new HttpError(404, 'not_found', { code: NOT_FOUND_CODE });
      return ended.includes(currentSessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
