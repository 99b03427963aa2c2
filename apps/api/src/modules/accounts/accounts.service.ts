import type {
  ForgotPasswordResult,
  PasswordChecks,
  RegisterResult,
  Registration,
  VerifyResult,
} from '@vida/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { KeyedTransaction } from '../../lib/idempotency-store.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { checkVerifyLink, emailHash } from '../../lib/signed-links.ts';
import { THROTTLES, throttle } from '../../lib/throttle.ts';
import type { AccountMailer } from './account-mails.ts';
import { createAccountsRepo } from './accounts.repo.ts';
import { createPasswordResets } from './password-reset.ts';

export interface AccountsDeps {
  db: Db;
  mailer: AccountMailer;
  linkSigningKey: string;
  passwordChecks: PasswordChecks;
  checkCaptcha: (payload: string) => Promise<void>;
  log: FastifyBaseLogger;
}

const invalidLink = () =>
  new HttpError(400, 'verification_code_invalid', { code: 'verification_code_invalid' });

export function createAccountsService({
  db,
  mailer,
  linkSigningKey,
  passwordChecks,
  checkCaptcha,
  log,
}: AccountsDeps) {
  const repo = createAccountsRepo(db);
  const resets = createPasswordResets(db, linkSigningKey, passwordChecks);

  return {
    /**
     * Registration: the throttle, the captcha, then the e-mail. A person the club already knows (a member
     * record with this e-mail, and this member id when given) gets the account linked to that record. An
     * address that already has a portal account is answered exactly like a new one, after the same hash
     * work, and its owner is mailed a notice instead (issue 23): the answer does not tell who is registered.
     * A new account commits in `keyedTransaction`, with the request's key.
     */
    async register(
      input: Registration,
      ip: string,
      keyedTransaction: KeyedTransaction,
    ): Promise<RegisterResult> {
      await throttle(db, [[THROTTLES.registerIp, ip]]);
      await checkCaptcha(input.captcha_response);
      const email = input.email.trim().toLowerCase();
      const owner = await repo.findByEmail(email);
      if (!owner && (await repo.isLegacy(email))) {
        throw new HttpError(400, 'legacy_user_exists', {
          code: 'legacy_user_exists',
          errors: { email: ['legacy_user_exists'] },
        });
      }

      const memberId = await repo.findUnlinkedMember(email, input.vida_member_id);
      const answer = { pre_existing_account: memberId !== undefined };
      const passwordHash = await hashPassword(input.password);
      if (owner) {
        await mailer.sendAlreadyRegistered({
          email: owner.email,
          firstName: owner.firstName,
          language: owner.language,
        });
        log.info(
          { userId: owner.id, event: 'registration_address_taken' },
          'registration for a taken address',
        );
        return answer;
      }
      // The account and its verification mail commit together: no account without its link, no link
      // to an account that was not stored.
      const id = await keyedTransaction(async (tx) => {
        const created = await createAccountsRepo(tx).insert({
          email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          language: input.language_id,
          homePhone: input.home_phone ?? null,
          mobilePhone: input.mobile_phone,
          country: input.country.toUpperCase(),
          memberId: memberId ?? null,
        });
        if (created === undefined) return undefined;
        await mailer.sendVerification(
          { id: created, email, firstName: input.first_name, language: input.language_id },
          tx,
        );
        return created;
      });
      // A concurrent registration of the same address won: it mailed its own link, this one changes nothing.
      if (id === undefined) return answer;
      log.info(
        { userId: id, event: 'account_registered', linked: memberId !== undefined },
        'account registered',
      );
      return answer;
    },

    /**
     * A verification link: signature first (any changed part fails it), then expiry, then the account and
     * its e-mail's fingerprint. Replaying a used link answers `already_verified` and changes nothing.
     */
    async verify(params: {
      /** 0: a malformed id. */
      id: number;
      hash: string;
      expires?: string;
      signature?: string;
    }): Promise<VerifyResult> {
      const { id } = params;
      const expires = /^\d{1,12}$/.test(params.expires ?? '') ? Number(params.expires) : Number.NaN;
      if (id === 0 || !Number.isFinite(expires) || !/^[0-9a-f]{40}$/.test(params.hash)) {
        throw invalidLink();
      }
      const check = checkVerifyLink(linkSigningKey, {
        id,
        hash: params.hash,
        expires,
        signature: params.signature ?? '',
      });
      if (check === 'invalid') throw invalidLink();
      if (check === 'expired') {
        throw new HttpError(400, 'verification_link_expired', { code: 'verification_link_expired' });
      }
      const user = await repo.findById(id);
      if (!user || emailHash(user.email) !== params.hash) throw invalidLink();
      if (user.verifiedAt || !(await repo.markVerified(id))) {
        throw new HttpError(400, 'already_verified', { code: 'already_verified' });
      }
      log.info({ userId: id, event: 'email_verified' }, 'e-mail verified');
      return { verified: true, email: user.email, previous_app: await repo.isFromPreviousApp(id) };
    },

    /** A new verification link for an unverified account; any other address gets the same answer and no mail. */
    async resend(rawEmail: string, ip: string): Promise<void> {
      const email = rawEmail.trim().toLowerCase();
      await throttle(db, [
        [THROTTLES.resendIp, ip],
        [THROTTLES.resendEmail, email],
      ]);
      const user = await repo.findByEmail(email);
      // The same 204 whether or not the address has an account waiting for verification: the answer
      // must not tell who is registered (issue 12). Only such an account gets the mail.
      if (!user || user.verifiedAt || user.disabledAt) return;
      await mailer.sendVerification({
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        language: user.language,
      });
    },

    /**
     * Password recovery: the same 201 and the same work (a stored request) whether the e-mail is known or
     * not, so the answer does not tell who has an account; only known, enabled accounts get the mail.
     */
    async forgot(rawEmail: string, captchaResponse: string, ip: string): Promise<ForgotPasswordResult> {
      const email = rawEmail.trim().toLowerCase();
      await throttle(db, [
        [THROTTLES.forgotIp, ip],
        [THROTTLES.forgotEmail, email],
      ]);
      await checkCaptcha(captchaResponse);
      const user = await repo.findByEmail(email);
      const known = user !== undefined && user.disabledAt === null;
      const { token } = await resets.create(
        known ? user.id : null,
        known ? user.passwordHash : null,
        async (tx, code) => {
          if (known) await mailer.sendResetCode({ email: user.email, language: user.language }, code, tx);
        },
      );
      if (known) {
        log.info({ userId: user.id, event: 'password_reset_requested' }, 'password reset code mailed');
      }
      return { token };
    },

    async reset(token: string, code: string, password: string, ip: string): Promise<void> {
      await throttle(db, [[THROTTLES.resetIp, ip]]);
      const userId = await resets.reset(token, code, password);
      log.info({ userId, event: 'password_reset' }, 'password reset; every session revoked');
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
