import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { checkA11yAtRest } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { test as base, describe, expect } from '../support/fixtures.ts';
import { expectDashboard, expectVisible } from '../support/layout.ts';
import { saveFullPageShot, VIEWPORTS } from '../support/screenshots.ts';
import { startServer } from '../support/server.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { ACCOUNTS, type Lang } from '../support/texts.ts';

// A portal of its own, mailing through SMTP_URL to a catcher on localhost: the receipt e-mail really leaves
// the API. The pool's members have nothing open to pay, so the journeys pay as the demo's John and Ana on
// this portal alone: the suite's shared portal keeps them as seeded.
const smtp = await startSmtpServer();
const portal = await startServer({
  env: { SMTP_URL: smtp.url, MAIL_FROM: 'Vida <no-reply@vida.test>' },
});
afterAll(async () => {
  await portal.stop();
  await smtp.close();
});
// biome-ignore lint/correctness/noEmptyPattern: Vitest requires a destructuring pattern for fixture arguments
const test = base.extend('baseUrl', { scope: 'file' }, async ({}): Promise<string> => portal.baseUrl);

const SHOTS = '/tmp/shots/receipt/';
const RECEIPT_NUMBER = /VP-\d{4}-\d{6}/;

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

/** From the payments page: the contract in the carousel, then the payment type, then pay with the saved card. */
async function pay(page: Page, contract: RegExp, type: RegExp, lang: Lang): Promise<string> {
  await page.goto('/my-vida-vacations-payments');
  await page.getByRole('button', { name: contract }).first().click();
  await page.getByRole('link', { name: type }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/payment-method/'));
  await page.getByLabel(lang === 'es' ? /Código de seguridad/ : /Security code/).fill('123');
  await page.getByRole('button', { name: lang === 'es' ? /^Pagar/ : /^Pay/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: lang === 'es' ? 'Pagar ahora' : 'Pay now' })
    .click();
  await page.waitForURL((url) => url.pathname.startsWith('/success-payment/'));
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

async function shots(page: Page, lang: Lang) {
  await saveFullPageShot(page, SHOTS, 'success-payment', 'desktop', lang);
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveFullPageShot(page, SHOTS, 'success-payment', 'mobile', lang);
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('the receipt of a payment', () => {
  test('John (en) pays his down payment: the success page is the receipt, the PDF and the e-mail say the same', {
    timeout: 180_000,
  }, async ({ page }) => {
    await loginAs(page, ACCOUNTS.john);
    await expectDashboard(page, 'en', 'John');
    const since = smtp.received.length;
    const order = await pay(page, /SG-2022/, /Down Payment/, 'en');

    await expectVisible(page.getByRole('heading', { name: 'Thank you for your payment' }));
    await expect.poll(() => page.getByTestId('receipt-amount').textContent()).toMatch(/USD\s1,350\.00/);
    const number = ((await page.getByTestId('receipt-number').textContent()) ?? '').match(
      RECEIPT_NUMBER,
    )?.[0];
    expect(number).toBeTruthy();
    const items = page.getByRole('region', { name: 'What was paid' });
    await expectVisible(items.getByText('Closing costs'));
    await expectVisible(page.getByText('SG-2022-012046 · Sea Garden'));
    await expectVisible(page.getByText('Visa ending in 1881'));
    await expectVisible(page.getByText(/\(Cancún time\)/));
    await checkA11yAtRest(page, 'success payment receipt (en)');
    await shots(page, 'en');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download receipt (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`payment-receipt-${number}.pdf`);
    const pdf = pdfText(await readFile(await download.path()));
    for (const expected of ['PAYMENT RECEIPT', 'PAID', `${number}`, 'SG-2022-012046', 'Closing costs'])
      expect(pdf).toContain(expected);

    const mail = await smtp.waitFor(ACCOUNTS.john, since);
    expect(mail.subject).toBe('Payment received: USD 1,350.00, contract SG-2022-012046');
    expect(mail.text).toContain(`Receipt number: ${number}`);
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`payment-receipt-${number}.pdf`, 'application/pdf'],
    ]);
    expect(pdfText(mail.attachments[0]?.content ?? Buffer.alloc(0))).toContain(`${number}`);
    expect(order).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('Ana (es) pays her instalments due: the receipt in Spanish, late fees apart, and a made-up order is not found', {
    timeout: 180_000,
  }, async ({ page, problems }) => {
    problems.allowHttpStatus(404);
    await loginAs(page, ACCOUNTS.ana);
    await expectDashboard(page, 'es', 'Ana');
    const since = smtp.received.length;
    await pay(page, /GLX/, /Mensualidades/, 'es');

    await expectVisible(page.getByRole('heading', { name: 'Gracias por tu pago' }));
    await expect.poll(() => page.getByTestId('receipt-amount').textContent()).toMatch(/MXN\s10,860\.00/);
    const number = ((await page.getByTestId('receipt-number').textContent()) ?? '').match(
      RECEIPT_NUMBER,
    )?.[0];
    const items = page.getByRole('region', { name: 'Conceptos pagados' });
    await expect.poll(() => items.getByText('Recargo por atraso').count()).toBe(2);
    await expectVisible(page.getByText('Visa con terminación 4242'));
    await expectVisible(page.getByText(/\(hora de Cancún\)/));
    await checkA11yAtRest(page, 'success payment receipt (es)');
    await shots(page, 'es');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar comprobante' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`comprobante-de-pago-${number}.pdf`);
    const pdf = pdfText(await readFile(await download.path()));
    for (const expected of ['COMPROBANTE DE PAGO', 'PAGADO', 'CFDI', 'Recargo por atraso', 'Ana García'])
      expect(pdf).toContain(expected);

    const mail = await smtp.waitFor(ACCOUNTS.ana, since);
    expect(mail.subject).toBe('Pago recibido: MXN 10,860.00, contrato GLX-2021-004512');
    expect(mail.attachments.map((file) => file.filename)).toEqual([`comprobante-de-pago-${number}.pdf`]);

    // An order that is not hers, or none at all, thanks no one.
    await page.goto('/success-payment/6f1c2f8e-1111-4222-8333-444455556666');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Página no encontrada' }));
    await expect.poll(() => page.getByText('Gracias por tu pago').count()).toBe(0);
  });
});
