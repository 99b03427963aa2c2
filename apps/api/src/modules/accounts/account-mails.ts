import { type Language, languageFrom } from '@vida/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { hit, THROTTLES } from '../../lib/throttle.ts';
import { renderMail } from '../mail/layout.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createVerifyLink, VERIFY_LINK_MINUTES } from './verification-link.ts';

/** Minutes a password-reset code lives (issue 3). */
export const RESET_CODE_MINUTES = 15;

const TEXTS = {
  en: {
    verifySubject: 'Confirm your e-mail address',
    verifyGreeting: (name: string) => `Hello ${name},`,
    verifyBody: (club: string) =>
      `Thank you for registering with the ${club} members' portal. Please confirm your e-mail address to activate your account.`,
    verifyAction: 'Confirm my e-mail',
    verifyExpiry: `The link works for ${VERIFY_LINK_MINUTES} minutes. If it has expired, you can ask for a new one on the portal.`,
    verifyIgnore: 'If you did not create an account, you can ignore this message.',
    resetSubject: 'Your password reset code',
    resetBody:
      'We received a request to reset the password of your account. Enter this verification code on the portal:',
    resetExpiry: `The code works once, for ${RESET_CODE_MINUTES} minutes. The new password also applies to the mobile app.`,
    resetIgnore:
      'If you did not ask to reset your password, ignore this message: your password stays as it is.',
    lockoutSubject: 'Sign-ins to your account are paused',
    lockoutBody: (max: number) =>
      `Someone entered a wrong password for your account more than ${max} times in the last hour, so we have paused sign-ins to it for up to an hour.`,
    lockoutAdvice:
      'If it was you, wait and try again, or reset your password. If it was not you, your password is safe as long as nobody knows it; consider changing it to a longer one.',
  },
  es: {
    verifySubject: 'Confirma tu correo electrónico',
    verifyGreeting: (name: string) => `Hola ${name}:`,
    verifyBody: (club: string) =>
      `Gracias por registrarte en el portal de socios de ${club}. Confirma tu correo electrónico para activar tu cuenta.`,
    verifyAction: 'Confirmar mi correo',
    verifyExpiry: `El enlace funciona durante ${VERIFY_LINK_MINUTES} minutos. Si ya expiró, puedes pedir uno nuevo en el portal.`,
    verifyIgnore: 'Si no creaste una cuenta, puedes ignorar este mensaje.',
    resetSubject: 'Tu código para restablecer la contraseña',
    resetBody:
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta. Ingresa este código de verificación en el portal:',
    resetExpiry: `El código funciona una sola vez, durante ${RESET_CODE_MINUTES} minutos. La nueva contraseña también aplica a la app móvil.`,
    resetIgnore: 'Si no pediste restablecer tu contraseña, ignora este mensaje: tu contraseña sigue igual.',
    lockoutSubject: 'Pausamos el inicio de sesión en tu cuenta',
    lockoutBody: (max: number) =>
      `Alguien ingresó una contraseña incorrecta para tu cuenta más de ${max} veces en la última hora, así que pausamos el inicio de sesión hasta por una hora.`,
    lockoutAdvice:
      'Si fuiste tú, espera y vuelve a intentarlo, o restablece tu contraseña. Si no fuiste tú, tu contraseña está segura mientras nadie la conozca; considera cambiarla por una más larga.',
  },
} as const;

/** The recipient's language: the account's, else the request's. */
export function recipientLanguage(
  accountLanguage: string | null | undefined,
  requestLanguage: Language,
): Language {
  return accountLanguage === 'en' || accountLanguage === 'es'
    ? languageFrom(accountLanguage)
    : requestLanguage;
}

export interface AccountMailer {
  sendVerification(user: { id: number; email: string; firstName: string; language: Language }): Promise<void>;
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
  sendResetCode(user: { email: string; language: Language }, code: string): Promise<void>;
  /** Tells the member that sign-ins to their account were paused after too many wrong passwords. */
  sendLoginLockout(user: { email: string; firstName: string; language: Language }): Promise<void>;
}

export function createAccountMailer(mail: Mailer, config: Config, db: Db): AccountMailer {
  const mailer: AccountMailer = {
    async sendFreshVerification(user) {
      if (!(await hit(db, THROTTLES.resendEmail, user.email)).allowed) return false;
      await mailer.sendVerification(user);
      return true;
    },

    async sendVerification(user) {
      const t = TEXTS[user.language];
      const { url } = createVerifyLink(config.linkSigningKey, config.publicUrl, user);
      const rendered = renderMail({
        language: user.language,
        title: t.verifySubject,
        paragraphs: [t.verifyGreeting(user.firstName), t.verifyBody(config.club.name)],
        action: { label: t.verifyAction, url },
        after: [t.verifyExpiry, t.verifyIgnore],
        club: config.club,
      });
      await mail.enqueue({ to: user.email, language: user.language, ...rendered });
    },

    async sendResetCode(user, code) {
      const t = TEXTS[user.language];
      const rendered = renderMail({
        language: user.language,
        title: t.resetSubject,
        paragraphs: [t.resetBody],
        highlight: code,
        after: [t.resetExpiry, t.resetIgnore],
        club: config.club,
      });
      await mail.enqueue({ to: user.email, language: user.language, ...rendered });
    },

    async sendLoginLockout(user) {
      const t = TEXTS[user.language];
      const rendered = renderMail({
        language: user.language,
        title: t.lockoutSubject,
        paragraphs: [t.verifyGreeting(user.firstName), t.lockoutBody(THROTTLES.loginAccount.max)],
        after: [t.lockoutAdvice],
        club: config.club,
      });
      await mail.enqueue({ to: user.email, language: user.language, ...rendered });
    },
  };
  return mailer;
}
