import type { Page } from 'playwright-core';
import { checkA11yAtRest } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectDashboard, expectPath, expectVisible } from '../support/layout.ts';
import { contractNumber, type Member, newMember } from '../support/members.ts';
import { sandboxCharges as charges } from '../support/sandbox.ts';
import { saveFullPageShot, VIEWPORTS } from '../support/screenshots.ts';
import type { Lang } from '../support/texts.ts';

// Each language pays with a member of its own from the pool (e2e/support/members.ts), whose first contract
// has an overdue instalment: the journey pays it with a card typed on the provider's page.
const SHOTS = '/tmp/shots/payment-new-card/';

/** The payment form's words (apps/web/src/locales/*\/account.ts) and the sandbox's card page. */
const TEXT = {
  en: {
    type: /Monthly Payments/,
    newCard: 'A new card',
    saveCard: 'Save this card for future payments',
    pay: /^Pay /,
    agree: 'Continue to the card page',
    sandboxTitle: 'Pay',
    cardNumber: 'Card number',
    month: 'Expiry month',
    year: 'Expiry year',
    cvn: 'Security code (CVN)',
    submit: 'Submit',
    cancel: 'Cancel',
    thanks: 'Thank you for your payment',
    cancelledTitle: 'You canceled the payment',
    unverifiedTitle: 'Nothing was recorded',
    noFundsTitle: 'Your payment did not go through',
    backToPayment: 'Back to the payment',
    card: (last4: string) => `Visa ending in ${last4}`,
  },
  es: {
    type: /Mensualidades/,
    newCard: 'Una tarjeta nueva',
    saveCard: 'Guardar esta tarjeta para pagos futuros',
    pay: /^Pagar /,
    agree: 'Ir a la página de la tarjeta',
    sandboxTitle: 'Pagar',
    cardNumber: 'Número de tarjeta',
    month: 'Mes de vencimiento',
    year: 'Año de vencimiento',
    cvn: 'Código de seguridad (CVN)',
    submit: 'Enviar',
    cancel: 'Cancelar',
    thanks: 'Gracias por tu pago',
    cancelledTitle: 'Cancelaste el pago',
    unverifiedTitle: 'No se registró nada',
    noFundsTitle: 'Tu pago no se realizó',
    backToPayment: 'Volver al pago',
    card: (last4: string) => `Visa terminada en ${last4}`,
  },
} as const;

const PATH = '/payment-method/monthly';

/** Payments → the member's contract with instalments due → Monthly Payments → a new card → the provider. */
async function startNewCardPayment(page: Page, member: Member, shots: boolean) {
  const lang = member.language;
  const t = TEXT[lang];
  await page.goto('/my-vida-vacations-payments');
  await page
    .getByRole('button', { name: new RegExp(`${contractNumber(member, 1)}\\b`) })
    .first()
    .click();
  await page.getByRole('link', { name: t.type }).click();
  await expectPath(page, PATH);
  await page.getByRole('radio', { name: t.newCard }).check();
  await expectVisible(page.getByRole('checkbox', { name: t.saveCard }));
  await expect.poll(() => page.getByLabel(/CVV/).count()).toBe(0);
  if (shots) {
    await checkA11yAtRest(page, `new card option (${lang})`);
    await saveFullPageShot(page, SHOTS, 'new-card-option', 'desktop', lang);
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveFullPageShot(page, SHOTS, 'new-card-option', 'mobile', lang);
    await page.setViewportSize(VIEWPORTS.desktop);
  }
  await page.getByRole('button', { name: t.pay }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.agree }).click();
  await page.waitForURL((url) => url.pathname === '/pay');
  await expectVisible(page.getByRole('heading', { name: t.sandboxTitle, exact: true }));
}

async function typeCard(page: Page, lang: Lang, number: string) {
  const t = TEXT[lang];
  await page.getByLabel(new RegExp(`^${t.cardNumber}`)).fill(number);
  await page.getByLabel(t.month, { exact: true }).selectOption('08');
  await page.getByLabel(t.year, { exact: true }).selectOption(String(new Date().getFullYear() + 3));
  await page.getByLabel(t.cvn, { exact: true }).fill('123');
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

describe('paying with a card that is not saved yet', () => {
  for (const [lang, last4, number] of [
    ['es', '1111', '4111111111111111'],
    ['en', '5556', '4000056655665556'],
  ] as const) {
    test(`${lang}: a cancelled try comes back to the payment, then a new card pays and is saved in one trip`, {
      timeout: 180_000,
    }, async ({ page, baseUrl, problems }) => {
      // The forged reply below is refused with a 400 page, on purpose.
      problems.allowHttpStatus(400);
      const t = TEXT[lang];
      const member = newMember(lang);
      await loginAs(page, member.email, member.password);
      await expectDashboard(page, lang, member.firstName);

      // Cancelled on the provider's page: titled as a payment, nothing charged, back to the same payment.
      await startNewCardPayment(page, member, true);
      await page.getByRole('button', { name: t.cancel, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/cancelled-payment/cancelled');
      await expectVisible(page.getByRole('heading', { name: t.cancelledTitle }));
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await checkA11yAtRest(page, `cancelled payment (${lang})`);
      await saveFullPageShot(page, SHOTS, 'cancelled-payment', 'desktop', lang);
      await page.setViewportSize(VIEWPORTS.mobile);
      await saveFullPageShot(page, SHOTS, 'cancelled-payment', 'mobile', lang);
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.getByRole('link', { name: t.backToPayment }).click();
      await expectPath(page, PATH);
      await expectVisible(page.getByTestId('payment-total'));

      // A new card pays and is saved in one trip.
      await startNewCardPayment(page, member, false);
      await typeCard(page, lang, number);
      await page.waitForURL((url) => url.pathname.startsWith('/success-payment/'));
      await expectVisible(page.getByRole('heading', { name: t.thanks }));
      const order = new URL(page.url()).pathname.split('/').pop() ?? '';
      await checkA11yAtRest(page, `success after a new card (${lang})`);
      // One charge at the provider for the order, whatever reached the portal twice (browser + Merchant POST).
      await expect.poll(async () => (await charges(order)).map((c) => c.status)).toEqual(['AUTHORIZED']);
      await page.goto('/edit-profile');
      await expectVisible(page.getByText(t.card(last4)).first());

      // A forged reply posted through the browser: a page in the member's language, never the API's JSON,
      // then the fail page saying nothing was recorded.
      await page.setContent(
        `<form method="post" action="${baseUrl}/api/v1/card-checkout/receipt"><input name="decision" value="ACCEPT"><input name="req_reference_number" value="${order}"><input name="signature" value="forged"></form>`,
      );
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/card-checkout/receipt'));
      await page.evaluate(() => document.querySelector('form')?.submit());
      const answer = await refused;
      expect(answer.status()).toBe(400);
      expect(answer.headers()['content-type']).toMatch(/^text\/html/);
      await page.waitForURL((url) => url.pathname === '/fail-payment/unverified');
      await expectVisible(page.getByRole('heading', { name: t.unverifiedTitle }));
      expect(await page.locator('main').textContent()).not.toMatch(/[{}]/);
      await checkA11yAtRest(page, `unverified reply (${lang})`);
      await saveFullPageShot(page, SHOTS, 'unverified-reply', 'desktop', lang);
      await page.setViewportSize(VIEWPORTS.mobile);
      await saveFullPageShot(page, SHOTS, 'unverified-reply', 'mobile', lang);
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto('/fail-payment/insufficient_funds?for=payment');
      await expectVisible(page.getByRole('heading', { name: t.noFundsTitle }));
      await saveFullPageShot(page, SHOTS, 'fail-payment', 'desktop', lang);
      await page.setViewportSize(VIEWPORTS.mobile);
      await saveFullPageShot(page, SHOTS, 'fail-payment', 'mobile', lang);
      await page.setViewportSize(VIEWPORTS.desktop);
    });
  }
});
