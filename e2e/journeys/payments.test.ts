import { localIsoDate } from '@vida/shared';
import type { Page } from 'playwright-core';
import { checkA11yAtRest } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { compactDate } from '../support/dates.ts';
import { test as base, describe, expect } from '../support/fixtures.ts';
import { expectDashboard, expectPath, expectVisible } from '../support/layout.ts';
import { saveFullPageShot, VIEWPORTS } from '../support/screenshots.ts';
import { startServer } from '../support/server.ts';
import { ACCOUNTS } from '../support/texts.ts';

// Paying changes the demo members' open items: this file has a portal (and sandbox) of its own, so the other
// journeys keep seeing the demo data as seeded.
let sandboxUrl = '';
// biome-ignore lint/correctness/noEmptyPattern: Vitest requires a destructuring pattern for fixture arguments
const test = base.extend('baseUrl', { scope: 'file' }, async ({}, { onCleanup }): Promise<string> => {
  const server = await startServer();
  sandboxUrl = server.sandboxUrl;
  onCleanup(() => server.stop());
  return server.baseUrl;
});

const SHOTS = '/tmp/shots/payments/';

async function charges(): Promise<Array<{ reference: string; status: string; amount: string }>> {
  const response = await fetch(`${sandboxUrl}/sandbox/charges`);
  return (
    (await response.json()) as { charges: Array<{ reference: string; status: string; amount: string }> }
  ).charges;
}

/** From the payments page: the contract in the carousel, then the payment type. */
async function openPaymentType(page: Page, contractNumber: RegExp, type: string) {
  await page.goto('/my-vida-vacations-payments');
  const card = page.getByRole('button', { name: contractNumber }).first();
  await card.click();
  await page.getByRole('link', { name: new RegExp(type) }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/payment-method/'));
}

describe('paying contracts by card', () => {
  test('Ana (es) pays the instalments due on her MXN contract, gets the invoice, the history and the receipt', {
    timeout: 180_000,
  }, async ({ page, baseUrl }) => {
    await loginAs(page, ACCOUNTS.ana);
    await expectDashboard(page, 'es', 'Ana');
    await page.goto('/my-vida-vacations-payments');
    await expectVisible(page.getByRole('heading', { name: '¿Qué quieres pagar?' }));
    await checkA11yAtRest(page, 'payments page (es)');
    await saveFullPageShot(page, SHOTS, 'payments', 'desktop', 'es');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveFullPageShot(page, SHOTS, 'payments', 'mobile', 'es');
    await page.setViewportSize(VIEWPORTS.desktop);

    await page.getByRole('link', { name: /Mensualidades/ }).click();
    await expectPath(page, '/payment-method/monthly');
    await expectVisible(page.getByTestId('payment-total'));
    await expect.poll(() => page.getByTestId('payment-total').textContent()).toContain('10,860.00');
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
    expect((await charges()).filter((c) => c.reference === order)).toHaveLength(1);

    await page.goto('/my-vida-vacations-payments_history');
    await expectVisible(page.getByRole('heading', { name: /GLX-2021-004512/ }));
    await expectVisible(page.getByRole('cell', { name: /10,860\.00/ }).first());
    // The day she paid, as the spec writes dates in Spanish tables: DD-MM-YYYY.
    const paidOn = page
      .getByRole('row')
      .filter({ hasText: /10,860\.00/ })
      .first()
      .locator('time');
    expect(await paidOn.textContent()).toBe(compactDate(localIsoDate(new Date()), 'es'));
    await checkA11yAtRest(page, 'payments history (es)');
    await saveFullPageShot(page, SHOTS, 'payments-history', 'desktop', 'es');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveFullPageShot(page, SHOTS, 'payments-history', 'mobile', 'es');

    const mailbox = await (await fetch(`${baseUrl}/dev/mailbox`)).text();
    expect(mailbox).toContain('Pago recibido: MXN 10,860.00, contrato GLX-2021-004512');
  });

  test('Ana (es) pays chosen months and a fee, each once', async ({ page }) => {
    await loginAs(page, ACCOUNTS.ana);
    await expectDashboard(page, 'es', 'Ana');
    await openPaymentType(page, /GLX/, 'Mensualidades');
    await page.getByRole('radio', { name: 'Elegir meses' }).check();
    await page.getByRole('checkbox').first().check();
    await page.getByLabel(/Código de seguridad/).fill('123');
    await checkA11yAtRest(page, 'payment method multiple (es)');
    await saveFullPageShot(page, SHOTS, 'payment-method-multiple', 'desktop', 'es');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pagar ahora' }).dblclick();
    await page.waitForURL((url) => url.pathname.startsWith('/success-payment/'));
    const months = new URL(page.url()).pathname.split('/').pop() ?? '';

    await openPaymentType(page, /GLX/, 'Otras cuotas');
    // The fee's name in Ana's language, though the contract stores it in English.
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
    const all = await charges();
    expect(all.filter((c) => c.reference === months)).toHaveLength(1);
    expect(all.filter((c) => c.reference === fee)).toHaveLength(1);
  });

  test('John (en) pays his down payment: a declined card says why in his words, then a good one is charged', {
    timeout: 180_000,
  }, async ({ page, problems }) => {
    problems.allowHttpStatus(402);
    await loginAs(page, ACCOUNTS.john);
    await expectDashboard(page, 'en', 'John');
    await page.goto('/my-vida-vacations-payments');
    await expectVisible(page.getByRole('heading', { name: 'What do you want to pay?' }));
    await checkA11yAtRest(page, 'payments page (en)');
    await saveFullPageShot(page, SHOTS, 'payments', 'desktop', 'en');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveFullPageShot(page, SHOTS, 'payments', 'mobile', 'en');
    await page.setViewportSize(VIEWPORTS.desktop);

    // The demo's down payment on his Sea Garden contract: 1,200.00 plus 150.00 closing cost.
    await openPaymentType(page, /SG-2022/, 'Down Payment');
    await expectPath(page, '/payment-method/down');
    await expect.poll(() => page.getByTestId('payment-total').textContent()).toMatch(/USD\s1,350\.00/);
    await expectVisible(page.getByText(/closing cost USD\s150\.00/));
    await checkA11yAtRest(page, 'payment method down (en)');
    await saveFullPageShot(page, SHOTS, 'payment-method-down', 'desktop', 'en');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveFullPageShot(page, SHOTS, 'payment-method-down', 'mobile', 'en');
    await page.setViewportSize(VIEWPORTS.desktop);

    // The sandbox declines the card when the CVN check fails (code 000; README: payment test outcomes).
    await page.getByLabel(/Security code/).fill('000');
    await page.getByRole('button', { name: /^Pay/ }).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog);
    await expectVisible(
      dialog.getByText(/USD\s1,350\.00 to your card ending in 1881 for contract SG-2022-012046/),
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
    expect((await charges()).filter((c) => c.status === 'DECLINED')).toHaveLength(1);

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
    const all = await charges();
    expect(all.filter((c) => c.status === 'DECLINED')).toHaveLength(1);
    expect(all.filter((c) => c.reference === order)).toMatchObject([
      { status: 'AUTHORIZED', amount: '1350.00' },
    ]);

    // Paid: the down payment is no longer offered on that contract.
    await page.goto('/my-vida-vacations-payments');
    await page
      .getByRole('button', { name: /SG-2022/ })
      .first()
      .click();
    await expectVisible(page.getByRole('link', { name: /Cash Out/ }));
    await expect.poll(() => page.getByRole('link', { name: /Down Payment/ }).count()).toBe(0);

    // The history (English): the new row, and the invoice of a payment made earlier through the portal.
    await page.goto('/my-vida-vacations-payments_history');
    await expectVisible(page.getByRole('heading', { name: /SG-2022-012046/ }));
    await page.getByRole('button', { name: /SG-2022-012046/ }).click();
    await expectVisible(page.getByRole('row', { name: /Down Payment USD\s1,350\.00/ }));
    await checkA11yAtRest(page, 'payments history (en)');
    await saveFullPageShot(page, SHOTS, 'payments-history', 'desktop', 'en');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveFullPageShot(page, SHOTS, 'payments-history', 'mobile', 'en');
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByRole('button', { name: /MP-2020-003318/ }).click();
    // Paid five days before the seed ran (the demo's portal order on his Mayan Palace contract).
    const earlier = page.getByRole('row', { name: /Monthly Payments MXN\s2,140\.00/ });
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
