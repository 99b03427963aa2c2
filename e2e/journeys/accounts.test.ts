import { createHmac } from 'node:crypto';
import { messages } from '@vida/shared';
import type { Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { checkA11y } from '../support/a11y.ts';
import { fillLogin, submitLogin, waitForCaptcha } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectDashboard, expectPath, expectVisible, heading } from '../support/layout.ts';
import { startServer } from '../support/server.ts';
import { startSmtpServer } from '../support/smtp.ts';
import type { Lang } from '../support/texts.ts';

// This file runs its own portal, pointed through SMTP_URL at a real SMTP server on localhost: every e-mail
// really leaves the API, and the journeys read the link or the code from what the server received.
const LINK_SIGNING_KEY = 'e2e-accounts-link-signing-key-0123456789';
const smtp = await startSmtpServer();
const portal = await startServer({
  env: { SMTP_URL: smtp.url, LINK_SIGNING_KEY, MAIL_FROM: 'Vida <no-reply@vida.test>' },
});
afterAll(async () => {
  await portal.stop();
  await smtp.close();
});

const T = {
  en: {
    locale: 'en-US',
    registerTitle: 'Create your account',
    firstName: /^First name/,
    lastName: /^Last name/,
    email: /^E-mail/,
    password: /^Password \*/,
    confirm: /^Confirm password/,
    hardToGuess: 'Hard to guess: good.',
    mobile: /^Mobile phone/,
    country: /^Country/,
    english: 'English',
    terms: /I accept the terms and conditions/,
    createAccount: 'Create my account',
    thanks: 'Thank you for registering',
    verifySubject: 'Confirm your e-mail address',
    verified: 'Your e-mail is verified',
    checking: 'Checking your verification link…',
    loginNow: 'Log in now',
    forgotTitle: 'Forgot your password?',
    sendCode: 'Send me a code',
    sentTitle: 'Check your e-mail',
    resetSubject: 'Your password reset code',
    code: /^Verification code/,
    newPassword: /^New password/,
    confirmNew: /^Confirm new password/,
    save: 'Save my new password',
    resetDone: 'Your password was updated',
    resendTitle: 'Resend the verification e-mail',
    expired: messages.en.verification_link_expired,
    sendLink: 'Send a new link',
    linkSent:
      'If that address has an account waiting for verification, we have sent it a new link. Check your e-mail.',
    notVerified: messages.en.account_not_verified,
  },
  es: {
    locale: 'es-MX',
    registerTitle: 'Crea tu cuenta',
    firstName: /^Nombre \*/,
    lastName: /^Apellido/,
    email: /^Correo electrónico/,
    password: /^Contraseña \*/,
    confirm: /^Confirma la contraseña/,
    hardToGuess: 'Difícil de adivinar: bien.',
    mobile: /^Teléfono celular/,
    country: /^País/,
    english: 'Español',
    terms: /Acepto los términos y condiciones/,
    createAccount: 'Crear mi cuenta',
    thanks: 'Gracias por registrarte',
    verifySubject: 'Confirma tu correo electrónico',
    verified: 'Tu correo está verificado',
    checking: 'Revisando tu enlace de verificación…',
    loginNow: 'Iniciar sesión ahora',
    forgotTitle: '¿Olvidaste tu contraseña?',
    sendCode: 'Envíame un código',
    sentTitle: 'Revisa tu correo',
    resetSubject: 'Tu código para restablecer la contraseña',
    code: /^Código de verificación/,
    newPassword: /^Nueva contraseña/,
    confirmNew: /^Confirma la nueva contraseña/,
    save: 'Guardar mi nueva contraseña',
    resetDone: 'Tu contraseña se actualizó',
    resendTitle: 'Reenviar el correo de verificación',
    expired: messages.es.verification_link_expired,
    sendLink: 'Enviar un enlace nuevo',
    linkSent:
      'Si ese correo tiene una cuenta pendiente de verificar, le enviamos un nuevo enlace. Revisa tu correo.',
    notVerified: messages.es.account_not_verified,
  },
} as const;

const PASSWORD = 'Sunny#Beach9';
const NEW_PASSWORD = 'Ocean&Breeze7';

/** The path and query of the verification link in a mail (the portal's origin is this file's portal). */
function verifyPath(text: string): string {
  const match =
    /https?:\/\/[^/\s]+(\/account\/verify\/\d+\/[0-9a-f]{40}\?expires=\d+&signature=[0-9a-f]{64})/.exec(text);
  if (!match?.[1]) throw new Error(`no verification link in:\n${text}`);
  return match[1];
}

/** Registers through the form and answers the verification mail. */
async function register(page: Page, lang: Lang, email: string, firstName: string) {
  const t = T[lang];
  await page.goto(`${portal.baseUrl}/register`);
  await expectVisible(heading(page, t.registerTitle));
  await page.getByLabel(t.firstName).fill(firstName);
  await page.getByLabel(t.lastName).fill('Prueba');
  await page.getByLabel(t.email).fill(email);
  // The strength meter loads the estimator on this form and says why a guessable password will not do.
  await page.getByLabel(t.password).fill('Password123!');
  await expectVisible(page.getByText(messages[lang].validation_password_weak_common));
  await page.getByLabel(t.password).fill(PASSWORD);
  await expectVisible(page.getByText(t.hardToGuess));
  await page.getByLabel(t.confirm).fill(PASSWORD);
  await page.getByLabel(t.mobile).fill('+52 33 1234 5678');
  await page.getByLabel(t.country).selectOption('MX');
  await page.getByRole('radio', { name: t.english }).check();
  await page.getByRole('checkbox', { name: t.terms }).check();
  await waitForCaptcha(page);
  await checkA11y(page, `register (${lang})`);
  const since = smtp.received.length;
  const submit = page.getByRole('button', { name: t.createAccount, exact: true });
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await submit.click();
  await expectPath(page, '/register/thank-you');
  await expectVisible(heading(page, t.thanks));
  await expectVisible(page.getByText(email, { exact: false }));
  await checkA11y(page, `register success (${lang})`);
  return smtp.waitFor(email, since);
}

async function signIn(page: Page, lang: Lang, email: string, password: string) {
  if (new URL(page.url()).pathname !== '/login') await page.goto(`${portal.baseUrl}/login`);
  await fillLogin(page, email, password, lang);
  await submitLogin(page, lang);
}

for (const lang of ['en', 'es'] as const) {
  const t = T[lang];
  describe(`accounts (${lang})`, () => {
    test.override('locale', t.locale);

    test('register → the mail’s link verifies the account → sign in', async ({ page, problems }) => {
      problems.allowHttpStatus(403);
      const email = `new.member.${lang}@example.com`;
      const mail = await register(page, lang, email, lang === 'es' ? 'Mariana' : 'Megan');
      // The mail is in the language chosen in the form.
      const chosen = lang === 'es' ? T.es : T.en;
      expect(mail.subject).toBe(chosen.verifySubject);
      expect(mail.html).toContain('800 000 8432');

      // Not verified yet: the login says so (and mails a fresh link).
      await signIn(page, lang, email, PASSWORD);
      await expectVisible(page.getByText(t.notVerified));

      await page.goto(`${portal.baseUrl}${verifyPath(mail.text)}`);
      await expectPath(page, '/account/verify/success');
      await expectVisible(heading(page, t.verified));
      await checkA11y(page, `verify success (${lang})`);
      // The countdown ends on the login page.
      await expectPath(page, '/login');
      await signIn(page, lang, email, PASSWORD);
      await expectDashboard(page, lang, lang === 'es' ? 'Mariana' : 'Megan');
    });

    test('forgot password → the mailed code resets it → sign in with the new password', async ({
      page,
      problems,
    }) => {
      problems.allowHttpStatus(400);
      const email = lang === 'es' ? 'ana.garcia@example.com' : 'john.miller@example.com';
      await page.goto(`${portal.baseUrl}/login`);
      await page
        .getByRole('link', { name: lang === 'es' ? '¿Olvidaste tu contraseña?' : 'Forgot your password?' })
        .click();
      await expectPath(page, '/forgot-password');
      await expectVisible(heading(page, t.forgotTitle));
      await checkA11y(page, `forgot password (${lang})`);
      const since = smtp.received.length;
      await page.getByLabel(t.email).fill(email);
      // Forgot password asks for the captcha too (issue 12: each request may mail a code).
      await waitForCaptcha(page);
      await page.getByRole('button', { name: t.sendCode, exact: true }).click();
      await expectVisible(heading(page, t.sentTitle));
      expect(new URL(page.url()).pathname).toMatch(/^\/forgot-password\/sent\/[A-Za-z0-9_-]{43}$/);
      await expectVisible(page.getByText(email, { exact: false }));
      await checkA11y(page, `forgot success with the reset form (${lang})`);

      const mail = await smtp.waitFor(email, since);
      expect(mail.subject).toBe(t.resetSubject);
      const code = /^(\d{6})$/m.exec(mail.text)?.[1];
      if (!code) throw new Error(`no code in:\n${mail.text}`);

      // A wrong code first: the form says so and stays.
      await page.getByLabel(t.code).fill(code === '000000' ? '111111' : '000000');
      await page.getByLabel(t.newPassword).fill(NEW_PASSWORD);
      await page.getByLabel(t.confirmNew).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expectVisible(page.getByRole('alert'));
      await page.getByLabel(t.code).fill(code);
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expectPath(page, '/reset-password/success');
      await expectVisible(heading(page, t.resetDone));
      await checkA11y(page, `reset success (${lang})`);
      await page.getByRole('link', { name: t.loginNow }).click();
      await expectPath(page, '/login');
      await signIn(page, lang, email, NEW_PASSWORD);
      await expectDashboard(page, lang, lang === 'es' ? 'Ana' : 'John');
    });

    test('an expired link → resend → the new link works', async ({ page, problems }) => {
      problems.allowHttpStatus(400);
      const email = `late.member.${lang}@example.com`;
      const mail = await register(page, lang, email, 'Tardío');
      const [, id, hash] = /\/account\/verify\/(\d+)\/([0-9a-f]{40})/.exec(verifyPath(mail.text)) ?? [];
      const expires = Math.floor(Date.now() / 1000) - 60;
      const signature = createHmac('sha256', LINK_SIGNING_KEY)
        .update(`verify:${id}:${hash}:${expires}`)
        .digest('hex');
      await page.goto(
        `${portal.baseUrl}/account/verify/${id}/${hash}?expires=${expires}&signature=${signature}`,
      );
      await expectPath(page, '/account/verify/resend-email');
      await expectVisible(page.getByText(t.expired));
      await expectVisible(heading(page, t.resendTitle));
      await checkA11y(page, `resend verification (${lang})`);

      const since = smtp.received.length;
      await page.getByLabel(t.email).fill(email);
      await page.getByRole('button', { name: t.sendLink, exact: true }).click();
      await expectPath(page, '/login');
      await expectVisible(page.getByText(t.linkSent));
      const fresh = await smtp.waitFor(email, since);
      // The verify page itself shows while the API checks the link: held back here long enough for axe.
      await page.route('**/api/v1/account/verify/**', async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
      });
      await page.goto(`${portal.baseUrl}${verifyPath(fresh.text)}`);
      await expectVisible(page.getByText(t.checking));
      await checkA11y(page, `verify e-mail (${lang})`);
      await expectVisible(heading(page, t.verified));
      await page.getByRole('link', { name: t.loginNow }).click();
      await signIn(page, lang, email, PASSWORD);
      await expectDashboard(page, lang, 'Tardío');
    });

    test('the reset page takes the token from the route and says so without one', async ({ page }) => {
      await page.goto(`${portal.baseUrl}/reset-password`);
      await expectVisible(
        page.getByRole('link', { name: lang === 'es' ? 'Pedir un código nuevo' : 'Ask for a new code' }),
      );
      await checkA11y(page, `reset password without a token (${lang})`);
      await page.goto(`${portal.baseUrl}/reset-password/${'a'.repeat(43)}`);
      await expectVisible(page.getByLabel(t.code));
      await checkA11y(page, `reset password (${lang})`);
    });
  });
}
