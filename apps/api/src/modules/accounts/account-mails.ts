import type { Language } from '@vida/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { renderMail } from '../../lib/mail/layout.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { createVerifyLink, VERIFY_LINK_MINUTES } from '../../lib/signed-links.ts';
import { type TextKey, text } from '../../lib/texts.ts';
import { hit, THROTTLES } from '../../lib/throttle.ts';

/** The mail texts in one language. */
const textsIn = (language: Language) => (key: TextKey, values?: Record<string, string | number>) =>
  text(language, key, values);

/** Minutes a password-reset code lives (issue 3). */
export const RESET_CODE_MINUTES = 15;

/** Each mail takes the transaction of the write that causes it, when there is one (they commit together). */
export interface AccountMailer {
  sendVerification(
    user: { id: number; email: string; firstName: string; language: Language },
    tx?: DbOrTx,
  ): Promise<void>;
  /**
   * The fresh link an unverified sign-in sends, counted with the resend requests of that e-mail: past the
   * limit nothing is sent (the sign-in answer stays the same). Answers whether a mail was queued.
   */
  sendFreshVerification(user: {
    id: number;
    email: string;
    firstName: string;
    language: Language;
  }): Promise<boolean>;
  sendResetCode(user: { email: string; language: Language }, code: string, tx: DbOrTx): Promise<void>;
  /** Tells the member that wrong passwords on their account are refused for a while (too many of them). */
  sendLoginLockout(user: { email: string; firstName: string; language: Language }): Promise<void>;
  /**
   * Tells an account's owner that someone tried to register with their address, counted with the resend
   * requests of that e-mail: past the limit nothing is sent (the registration's answer stays the same).
   */
  sendAlreadyRegistered(user: { email: string; firstName: string; language: Language }): Promise<void>;
}

export function createAccountMailer(mail: Mailer, config: Config, db: Db): AccountMailer {
  const mailer: AccountMailer = {
    async sendFreshVerification(user) {
      if (!(await hit(db, THROTTLES.resendEmail, user.email)).allowed) return false;
      await mailer.sendVerification(user);
      return true;
    },

    async sendVerification(user, tx) {
      const t = textsIn(user.language);
      const { url } = createVerifyLink(config.linkSigningKey, config.publicUrl, user);
      const rendered = renderMail({
        language: user.language,
        title: t('account.verifySubject'),
        paragraphs: [
          t('mail.greeting', { name: user.firstName }),
          t('account.verifyBody', { club: config.club.name }),
        ],
        action: { label: t('account.verifyAction'), url },
        after: [t('account.verifyExpiry', { minutes: VERIFY_LINK_MINUTES }), t('account.verifyIgnore')],
        club: config.club,
        carriesSecret: true,
      });
      await mail.enqueue({ to: user.email, language: user.language, ...rendered }, tx);
    },

    async sendResetCode(user, code, tx) {
      const t = textsIn(user.language);
      const rendered = renderMail({
        language: user.language,
        title: t('account.resetSubject'),
        paragraphs: [t('account.resetBody')],
        highlight: code,
        after: [t('account.resetExpiry', { minutes: RESET_CODE_MINUTES }), t('account.resetIgnore')],
        club: config.club,
        carriesSecret: true,
      });
      await mail.enqueue({ to: user.email, language: user.language, ...rendered }, tx);
    },

    async sendLoginLockout(user) {
      const t = textsIn(user.language);
      const rendered = renderMail({
        language: user.language,
        title: t('account.lockoutSubject'),
        paragraphs: [
          t('mail.greeting', { name: user.firstName }),
          t('account.lockoutBody', { max: THROTTLES.loginAccount.max }),
        ],
        after: [t('account.lockoutAdvice')],
        club: config.club,
      });
      await mail.enqueue({ to: user.email, language: user.language, ...rendered });
    },

    async sendAlreadyRegistered(user) {
      if (!(await hit(db, THROTTLES.resendEmail, user.email)).allowed) return;
      const t = textsIn(user.language);
      const rendered = renderMail({
        language: user.language,
        title: t('account.registeredSubject'),
        paragraphs: [
          t('mail.greeting', { name: user.firstName }),
          t('account.registeredBody', { club: config.club.name }),
        ],
        action: { label: t('account.registeredAction'), url: `${config.publicUrl}/login` },
        after: [t('account.registeredAdvice')],
        club: config.club,
      });
      await mail.enqueue({ to: user.email, language: user.language, ...rendered });
    },
  };
  return mailer;
}
