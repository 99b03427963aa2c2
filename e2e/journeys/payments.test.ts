import { localIsoDate } from '@vida/shared';
import type { Page } from 'playwright-core';
import { checkA11yAtRest } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { compactDate } from '../support/dates.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectDashboard, expectPath, expectVisible } from '../support/layout.ts';
import { contractNumber, type Member, newMember } from '../support/members.ts';
import { sandboxCharges as charges } from '../support/sandbox.ts';
import { saveFullPageShot, VIEWPORTS } from '../support/screenshots.ts';
import { ACCOUNTS } from '../support/texts.ts';

// Each journey that pays takes a member of its own from the pool (e2e/support/members.ts): on its first
// contract (USD) an overdue instalment of 250.00 with a 25.00 late fee, one due next month and a down payment
// of 1,200.00 plus 150.00 closing cost; on its second (MXN) a usage fee 60 days late and an instalment paid
// through the portal; a Visa ending 4242 (the default) and a Mastercard ending 5454.
const SHOTS = '/tmp/shots/payments/';

/** The member's `k`th contract wherever the portal names it (SC-1-1 and not SC-1-12's beginning). */
const contract = (member: Member, k: 1 | 2) => new RegExp(`${contractNumber(member, k)}\\b`);

/** From the payments page: the contract in the carousel, then the payment type. */
async function openPaymentType(page: Page, contractNumber: RegExp, type: string) {
  await page.goto('/my-vida-vacations-payments');
  const card = page.getByRole('button', { name: contractNumber }).first();
  await card.click();
  await page.getByRole('link', { name: new RegExp(type) }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/payment-method/'));
}

/** A contract's fold on Payments history (its Statement button also names the contract). */
function historyContract(page: Page, number: string | RegExp) {
  return page.getByRole('button', { name: number }).and(page.locator('[aria-expanded]'));
}

describe('paying contracts by card', () => {
  test('a member (es) pays the instalment due, gets the invoice, the history and the receipt', {
    timeout: 180_000,
  }, async ({ page, baseUrl }) => {
    const member = newMember('es');
    await loginAs(page, member.email, member.password);
    await expectDashboard(page, 'es', member.firstName);
    await page.goto('/my-vida-vacations-payments');
    await expectVisible(page.getByRole('heading', { name: '¿Qué quieres pagar?' }));
    await checkA11yAtRest(page, 'payments page (es)');
    await saveFullPageShot(page, SHOTS, 'payments', 'desktop', 'es');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveFullPageShot(page, SHOTS, 'payments', 'mobile', 'es');
    await page.setViewportSize(VIEWPORTS.desktop);

    await page
      .getByRole('button', { name: contract(member, 1) })
      .first()
      .click();
    await page.getByRole('link', { name: /Mensualidades/ }).click();
    await expectPath(page, '/payment-method/monthly');
    await expectVisible(page.getByTestId('payment-total'));
    // The overdue instalment and its late fee; the one due next month is not due yet.
    await expect.poll(() => page.getByTestId('payment-total').textContent()).toMatch(/USD\s275\.00/);
    await checkA11yAtRest(page, 'payment method monthly (es)');
    await saveFullPageShot(page, SHOTS, 'payment-method-monthly', 'desktop', 'es');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveFullPageShot(page, SHOTS, 'payment-method-monthly', 'mobile', 'es');
    await page.setViewportSize(VIEWPORTS.desktop);

    // Keyboard only: the CVV field, the pay button, the consent dialog's button.
    await page.getByLabel(/Código de seguridad/).focus();
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^Pagar/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog);
    await checkA11yAtRest(page, 'payment consent (es)');
    await dialog.getByRole('button', { name: 'Pagar ahora' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/success-payment/'));
    const order = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expectVisible(page.getByRole('heading', { name: 'Gracias por tu pago' }));
    await checkA11yAtRest(page, 'success payment (es)');
    await saveFullPageShot(page, SHOTS, 'success-payment', 'desktop', 'es');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveFullPageShot(page, SHOTS, 'success-payment', 'mobile', 'es');
    await page.setViewportSize(VIEWPORTS.desktop);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar comprobante' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^comprobante-de-pago-VP-\d{4}-\d{6}\.pdf$/);
    expect(await charges(order)).toHaveLength(1);

    await page.goto('/my-vida-vacations-payments_history');
    await expectVisible(page.getByRole('heading', { name: contract(member, 1) }));
    await expectVisible(page.getByRole('cell', { name: /275\.00/ }).first());
    // The day the member paid, as the spec writes dates in Spanish tables: DD-MM-YYYY.
    const paidOn = page
      .getByRole('row')
      .filter({ hasText: /275\.00/ })
      .first()
      .locator('time');
    expect(await paidOn.textContent()).toBe(compactDate(localIsoDate(new Date()), 'es'));
    await checkA11yAtRest(page, 'payments history (es)');
    await saveFullPageShot(page, SHOTS, 'payments-history', 'desktop', 'es');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveFullPageShot(page, SHOTS, 'payments-history', 'mobile', 'es');

    const mailbox = await (await fetch(`${baseUrl}/dev/mailbox`)).text();
    expect(mailbox).toContain(`Pago recibido: USD 275.00, contrato ${contractNumber(member, 1)}`);
  });

  test('a member (es) pays chosen months and a fee, each once', async ({ page }) => {
    const member = newMember('es');
    await loginAs(page, member.email, member.password);
    await expectDashboard(page, 'es', member.firstName);
    await openPaymentType(page, contract(member, 1), 'Mensualidades');
    await page.getByRole('radio', { name: 'Elegir meses' }).check();
    await page.getByRole('checkbox').first().check();
    await page.getByLabel(/Código de seguridad/).fill('123');
    await checkA11yAtRest(page, 'payment method multiple (es)');
    await saveFullPageShot(page, SHOTS, 'payment-method-multiple', 'desktop', 'es');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pagar ahora' }).dblclick();
    await page.waitForURL((url) => url.pathname.startsWith('/success-payment/'));
    const months = new URL(page.url()).pathname.split('/').pop() ?? '';

    await openPaymentType(page, contract(member, 2), 'Otras cuotas');
    // The fee's name in the member's language, though the contract stores it in English.
    await page.getByRole('radio', { name: 'Cuota de uso' }).check();
    await checkA11yAtRest(page, 'payment method other fees (es)');
    await saveFullPageShot(page, SHOTS, 'payment-method-other-fees', 'desktop', 'es');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveFullPageShot(page, SHOTS, 'payment-method-other-fees', 'mobile', 'es');
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByLabel(/Código de seguridad/).fill('123');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pagar ahora' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/success-payment/'));
    const fee = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(await charges(months)).toHaveLength(1);
    expect(await charges(fee)).toHaveLength(1);
  });

  test('a member (en) pays a down payment: a declined card says why in their words, then a good one is charged', {
    timeout: 180_000,
  }, async ({ page, problems }) => {
    problems.allowHttpStatus(402);
    const member = newMember('en');
    await loginAs(page, member.email, member.password);
    await expectDashboard(page, 'en', member.firstName);
    await page.goto('/my-vida-vacations-payments');
    await expectVisible(page.getByRole('heading', { name: 'What do you want to pay?' }));
    await checkA11yAtRest(page, 'payments page (en)');
    await saveFullPageShot(page, SHOTS, 'payments', 'desktop', 'en');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveFullPageShot(page, SHOTS, 'payments', 'mobile', 'en');
    await page.setViewportSize(VIEWPORTS.desktop);

    // The pool's down payment on the member's first contract: 1,200.00 plus 150.00 closing cost.
    await openPaymentType(page, contract(member, 1), 'Down Payment');
    await expectPath(page, '/payment-method/down');
    await expect.poll(() => page.getByTestId('payment-total').textContent()).toMatch(/USD\s1,350\.00/);
    await expectVisible(page.getByText(/closing cost USD\s150\.00/));
    await checkA11yAtRest(page, 'payment method down (en)');
    await saveFullPageShot(page, SHOTS, 'payment-method-down', 'desktop', 'en');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveFullPageShot(page, SHOTS, 'payment-method-down', 'mobile', 'en');
    await page.setViewportSize(VIEWPORTS.desktop);

    // The sandbox declines the card when the CVN check fails (code 000; README: payment test outcomes).
    const declinedBefore = new Set((await charges()).map((c) => c.id));
    const newDeclines = async () =>
      (await charges()).filter((c) => c.status === 'DECLINED' && !declinedBefore.has(c.id));
    await page.getByLabel(/Security code/).fill('000');
    await page.getByRole('button', { name: /^Pay/ }).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog);
    await expectVisible(
      dialog.getByText(
        new RegExp(
          `USD\\s1,350\\.00 to your card ending in 4242 for contract ${contractNumber(member, 1)}\\b`,
        ),
      ),
    );
    await checkA11yAtRest(page, 'payment consent (en)');
    await dialog.getByRole('button', { name: 'Pay now' }).click();
    // The member's words for the provider's reason (never its English text), beside Pay and on the field.
    await expectVisible(
      page.getByTestId('payment-decline').getByText(/security code does not match this card/),
    );
    await saveFullPageShot(page, SHOTS, 'payment-declined', 'desktop', 'en');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveFullPageShot(page, SHOTS, 'payment-declined', 'mobile', 'en');
    await page.setViewportSize(VIEWPORTS.desktop);
    // Still on the form, the same item open: nothing was charged.
    await expectPath(page, '/payment-method/down');
    expect(await newDeclines()).toMatchObject([{ amount: '1350.00' }]);

    await page.getByLabel(/Security code/).fill('123');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/success-payment/'));
    const order = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expectVisible(page.getByRole('heading', { name: 'Thank you for your payment' }));
    await checkA11yAtRest(page, 'success payment (en)');
    await saveFullPageShot(page, SHOTS, 'success-payment', 'desktop', 'en');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveFullPageShot(page, SHOTS, 'success-payment', 'mobile', 'en');
    await page.setViewportSize(VIEWPORTS.desktop);
    expect(await newDeclines()).toHaveLength(1);
    expect(await charges(order)).toMatchObject([{ status: 'AUTHORIZED', amount: '1350.00' }]);

    // Paid: the down payment is no longer offered on that contract, its instalments still are.
    await page.goto('/my-vida-vacations-payments');
    await page
      .getByRole('button', { name: contract(member, 1) })
      .first()
      .click();
    await expectVisible(page.getByRole('link', { name: /Monthly Payments/ }));
    await expect.poll(() => page.getByRole('link', { name: /Down Payment/ }).count()).toBe(0);

    // The history (English): the new row, and the invoice of a payment made earlier through the portal.
    await page.goto('/my-vida-vacations-payments_history');
    await expectVisible(page.getByRole('heading', { name: contract(member, 1) }));
    // The first contract opens by itself (a click would close it).
    await expect
      .poll(() => historyContract(page, contract(member, 1)).getAttribute('aria-expanded'))
      .toBe('true');
    await expectVisible(page.getByRole('row', { name: /Down Payment USD\s1,350\.00/ }));
    await checkA11yAtRest(page, 'payments history (en)');
    await saveFullPageShot(page, SHOTS, 'payments-history', 'desktop', 'en');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveFullPageShot(page, SHOTS, 'payments-history', 'mobile', 'en');
    await page.setViewportSize(VIEWPORTS.desktop);
    await historyContract(page, contract(member, 2)).click();
    // Paid a month or two before the seed ran (the pool's portal order on the member's MXN contract).
    const earlier = page.getByRole('row', { name: /Monthly Payments MXN\s107\.00/ });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      earlier.getByRole('button', { name: /^Download the receipt of/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^payment-receipt-VP-\d{4}-\d{6}\.pdf$/);
  });

  for (const { who, lang, name, text } of [
    { who: ACCOUNTS.john, lang: 'en', name: 'John', text: 'No data available.' },
    { who: ACCOUNTS.ana, lang: 'es', name: 'Ana', text: 'No hay datos disponibles.' },
  ] as const) {
    test(`without a contract in navigation state the payment page shows no data (${lang})`, async ({
      page,
    }) => {
      await loginAs(page, who);
      await expectDashboard(page, lang, name);
      await page.goto('/payment-method/down');
      await expectVisible(page.getByText(text));
      await checkA11yAtRest(page, `payment method without data (${lang})`);
    });
  }
});
