import { type Language, LOGIN_THROTTLE, type Token } from '@vida/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { HttpError, validationError } from '../../lib/http-error.ts';
import { burnPasswordCheck, hashPassword, isLegacyHash, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken, TOKEN_RE } from '../../lib/tokens.ts';
import type { AuthRepo } from './auth.repo.ts';
import type { Captcha } from './captcha.ts';

export interface LoginInput {
  email: string;
  password: string;
  captchaResponse: string;
  vidaMemberId: string | undefined;
  ip: string;
  /** The request's language: a previous-app member's new account starts in it. */
  language?: 'en' | 'es';
}

export interface AuthDeps {
  repo: AuthRepo;
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
  };
}

const WINDOW = LOGIN_THROTTLE.windowSeconds;

const wrongCredentials = () => new HttpError(400, 'wrong_credentials', { code: 'wrong_credentials' });
const memberIdRequired = () => new HttpError(409, 'confirm_member_id', { code: 'member_id_required' });

export function createAuthService({ repo, captcha, config, log, mailer }: AuthDeps) {
  async function issueTokens(userId: number, ip: string): Promise<Token> {
    const accessToken = newToken();
    const refreshToken = newToken();
    const now = Date.now();
    const accessExpiresAt = new Date(now + config.sessionTtlMinutes * 60_000);
    await repo.createSession({
      userId,
      accessHash: hashToken(accessToken),
      refreshHash: hashToken(refreshToken),
      accessExpiresAt,
      refreshExpiresAt: new Date(now + config.refreshTtlDays * 86_400_000),
      ip,
    });
    return {
      access_token: accessToken,
      expires_at: accessExpiresAt.toISOString(),
      refresh_token: refreshToken,
    };
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
     * Sign-in (spec sections 4 and 8). The order matters: the throttle first (cheap, and it must hold even
     * with valid captchas), then the captcha, then the password — account states are revealed only to
     * someone who knows the password.
     */
    async login(input: LoginInput): Promise<Token> {
      const email = input.email.trim().toLowerCase();
      const throttle = await repo.recentFailures(email, input.ip, WINDOW);
      if (throttle.failures >= LOGIN_THROTTLE.maxFailures) {
        throw new HttpError(429, 'too_many_attempts', {
          code: 'too_many_attempts',
          values: { seconds: throttle.retryAfterSeconds },
          headers: { 'retry-after': String(throttle.retryAfterSeconds) },
        });
      }

      await checkCaptcha(input.captchaResponse);

      let user = await repo.findUserByEmail(email);
      if (!user) {
        // A member of the previous mobile app signing in for the first time: the app password creates
        // the portal account, which then needs its e-mail verified (the activation link goes out below).
        const legacy = await repo.findLegacy(email);
        if (legacy && (await verifyPassword(legacy.passwordHash, input.password))) {
          const id = await repo.activateLegacy(legacy, input.language ?? 'en');
          if (id !== undefined)
            log.info({ userId: id, event: 'legacy_account_activated' }, 'previous-app account imported');
          user = await repo.findUserByEmail(email);
        }
      }
      // An unknown e-mail costs the same argon2 work as a wrong password.
      const passwordOk = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await burnPasswordCheck(input.password);
      if (!user || !passwordOk) {
        await repo.recordFailure(email, input.ip, WINDOW);
        throw wrongCredentials();
      }

      if (user.disabledAt) throw new HttpError(403, 'account_disabled', { code: 'account_disabled' });
      if (!user.verifiedAt) {
        // Spec: the activation link is resent on such a sign-in (the password proved who is asking).
        const sent = await mailer.sendFreshVerification({
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          language: user.language === 'es' ? 'es' : 'en',
        });
        log.info(
          { userId: user.id, event: sent ? 'verification_link_sent' : 'verification_link_throttled' },
          sent ? 'fresh verification link sent' : 'fresh verification link not sent: too many lately',
        );
        throw new HttpError(403, 'account_not_verified', { code: 'account_not_verified' });
      }

      if (user.memberIdRequired && user.memberId === null) {
        if (!input.vidaMemberId) throw memberIdRequired();
        const memberId = await repo.findLinkableMember(input.vidaMemberId, email);
        if (memberId === undefined) {
          // Guessing member ids is guessing credentials: it counts toward the throttle.
          await repo.recordFailure(email, input.ip, WINDOW);
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

      await repo.clearFailures(email, input.ip);
      await repo.deleteDeadSessions(user.id);
      return issueTokens(user.id, input.ip);
    },

    /** Rotation: the presented refresh token (and its access token) stop working; a new pair is issued. */
    async refresh(refreshToken: string, ip: string): Promise<Token> {
      const invalid = () => new HttpError(401, 'invalid_refresh_token', { code: 'invalid_refresh_token' });
      if (!TOKEN_RE.test(refreshToken)) throw invalid();
      const userId = await repo.consumeRefreshToken(hashToken(refreshToken));
      if (userId === undefined || !(await repo.isUserActive(userId))) throw invalid();
      return issueTokens(userId, ip);
    },

    logout: (sessionId: number) => repo.revokeSession(sessionId),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
