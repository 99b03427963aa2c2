import type { Page } from 'playwright-core';
import { checkA11yAtRest } from '../support/a11y.ts';
import { loginAs, switchLanguage } from '../support/auth.ts';
import { test as base, describe, expect } from '../support/fixtures.ts';
import { expectDashboard, expectVisible, openMenu } from '../support/layout.ts';
import { saveFullPageShot, VIEWPORTS } from '../support/screenshots.ts';
import { startServer } from '../support/server.ts';
import { ACCOUNTS } from '../support/texts.ts';

// John pays what he owes here: on a portal (and sandbox) of this file's own, so every other journey keeps
// seeing him as seeded. The pool's members owe nothing, so they could not show the amount due.
// biome-ignore lint/correctness/noEmptyPattern: Vitest requires a destructuring pattern for fixture arguments
const test = base.extend('baseUrl', { scope: 'file' }, async ({}, { onCleanup }): Promise<string> => {
  const server = await startServer();
  onCleanup(() => server.stop());
  return server.baseUrl;
});

const SHOTS = '/tmp/shots/amount-due/';

const TEXT = {
  en: {
    card: 'Amount due',
    payNow: 'Pay now',
    count: (n: number) => `${n} ${n === 1 ? 'payment' : 'payments'} due now`,
    overdue: (n: number) => `${n} overdue`,
    nothingDue: 'Nothing due now.',
    next: /^Next payment: /,
    overdueItem: 'Overdue',
    cvv: /Security code/,
    pay: /^Pay /,
    consent: 'Pay now',
    thanks: 'Thank you for your payment',
  },
  es: {
    card: 'Monto a pagar',
    payNow: 'Pagar ahora',
    count: (n: number) => `${n} ${n === 1 ? 'pago pendiente' : 'pagos pendientes'} a la fecha`,
    overdue: (n: number) => `${n} ${n === 1 ? 'vencido' : 'vencidos'}`,
    nothingDue: 'No tienes pagos pendientes a la fecha.',
    next: /^Próximo pago: /,
    overdueItem: 'Vencido',
    cvv: /Código de seguridad/,
    pay: /^Pagar /,
    consent: 'Pagar ahora',
    thanks: 'Gracias por tu pago',
  },
} as const;

type Lang = keyof typeof TEXT;

const amountDue = (page: Page, lang: Lang) => page.getByRole('region', { name: TEXT[lang].card });

async function shots(page: Page, name: string, lang: Lang) {
  await saveFullPageShot(page, SHOTS, name, 'desktop', lang);
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveFullPageShot(page, SHOTS, name, 'mobile', lang);
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** From the card's "Pay now": the payment form of `contract`'s `type`, its late item labelled; pay it. */
async function payFromCard(page: Page, lang: Lang, contract: string, type: RegExp) {
  const t = TEXT[lang];
  await amountDue(page, lang).getByRole('link', { name: t.payNow }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/payment-method/'));
  await expectVisible(page.getByRole('heading', { level: 1, name: type }));
  await expectVisible(page.getByText(new RegExp(contract)).first());
  await expectVisible(page.getByTestId('payment-applied').getByText(t.overdueItem, { exact: true }));
  await checkA11yAtRest(page, `payment form after Pay now (${lang})`);
  await shots(page, 'payment-form', lang);
  await page.getByLabel(t.cvv).fill('123');
  await page.getByRole('button', { name: t.pay }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.consent }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/success-payment/'));
  await expectVisible(page.getByRole('heading', { name: t.thanks }));
}

describe('what is owed, at a glance (issue 24)', () => {
  test('John (en) sees what he owes on the dashboard and pays the oldest from there', {
    timeout: 180_000,
  }, async ({ page }) => {
    const t = TEXT.en;
    await loginAs(page, ACCOUNTS.john);
    await expectDashboard(page, 'en', 'John');
    const card = amountDue(page, 'en');
    await expectVisible(card);
    // The Grand Bliss instalment (610.35 + 25.00 late fee) and The Estates' renovation fee (2,380.00 + 75.00).
    expect(await card.textContent()).toMatch(/USD\s3,090\.35/);
    await expectVisible(card.getByText(t.count(2), { exact: true }));
    await expectVisible(card.getByText(t.overdue(2), { exact: true }));
    await expectVisible(card.getByText(t.next));
    // One count, the same on the dashboard's glance and in the menu.
    expect(await page.getByRole('link', { name: /Payments due now/ }).textContent()).toContain('2');
    await checkA11yAtRest(page, 'dashboard with the amount due (en)');
    await shots(page, 'dashboard', 'en');
    await openMenu(page, 'en');
    expect(await page.getByRole('link', { name: /^Payments/ }).textContent()).toContain(t.count(2));
    await page.keyboard.press('Escape');

    // The oldest is The Estates' renovation fee, 60 days late.
    await payFromCard(page, 'en', 'TE-2017-000954', /Other fees/);

    // The profile read after the payment is current: what is left is the Grand Bliss instalment.
    await page.goto('/dashboard');
    await expectVisible(card.getByText(t.count(1), { exact: true }));
    expect(await card.textContent()).toMatch(/USD\s635\.35/);
  });

  test('John (es) sees the rest on My Account and pays it from there', {
    timeout: 180_000,
  }, async ({ page }) => {
    const t = TEXT.es;
    await loginAs(page, ACCOUNTS.john);
    await expectDashboard(page, 'en', 'John');
    await switchLanguage(page, 'es');
    await page.goto('/my-account');
    const card = amountDue(page, 'es');
    await expectVisible(card);
    expect(await card.textContent()).toMatch(/USD\s635\.35/);
    await expectVisible(card.getByText(t.count(1), { exact: true }));
    await expectVisible(card.getByText(t.overdue(1), { exact: true }));
    expect(await page.getByRole('link', { name: /^Pago pendiente a la fecha/ }).textContent()).toContain('1');
    await checkA11yAtRest(page, 'my account with the amount due (es)');
    await shots(page, 'my-account', 'es');

    await payFromCard(page, 'es', 'TGB-2019-007731', /Mensualidades/);

    await page.goto('/dashboard');
    await expectVisible(card.getByText(t.nothingDue, { exact: true }));
    await expectVisible(card.getByText(t.next));
    expect(await card.getByRole('link').count()).toBe(0);
    await shots(page, 'dashboard-paid', 'es');
  });
});
