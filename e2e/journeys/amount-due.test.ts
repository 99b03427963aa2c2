import type { Page } from 'playwright-core';
import { checkA11yAtRest } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectDashboard, expectVisible, openMenu } from '../support/layout.ts';
import { contractNumber, newMember } from '../support/members.ts';
import { saveFullPageShot, VIEWPORTS } from '../support/screenshots.ts';

// Each language pays what a member of its own owes (e2e/support/members.ts): due now are a usage fee on the
// second contract (MXN 1,500.00 + 75.00 late fee, 60 days late: the oldest) and an instalment on the first
// (USD 250.00 + 25.00, 20 days late); a down payment due in 15 days and an instalment next month are not.

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
  test('a member (en) sees what they owe on the dashboard and pays the oldest from there', {
    timeout: 180_000,
  }, async ({ page }) => {
    const t = TEXT.en;
    const member = newMember('en');
    await loginAs(page, member.email, member.password);
    await expectDashboard(page, 'en', member.firstName);
    const card = amountDue(page, 'en');
    await expectVisible(card);
    // What is due now, per currency.
    expect(await card.textContent()).toMatch(/MXN\s1,575\.00.*USD\s275\.00|USD\s275\.00.*MXN\s1,575\.00/);
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

    // The oldest is the usage fee, 60 days late.
    await payFromCard(page, 'en', contractNumber(member, 2), /Other fees/);

    // The profile read after the payment is current: what is left is the instalment.
    await page.goto('/dashboard');
    await expectVisible(card.getByText(t.count(1), { exact: true }));
    expect(await card.textContent()).toMatch(/USD\s275\.00/);
    expect(await card.textContent()).not.toMatch(/MXN/);
  });

  test('a member (es) sees what they owe on My Account and pays it all from there, oldest first', {
    timeout: 180_000,
  }, async ({ page }) => {
    const t = TEXT.es;
    const member = newMember('es');
    await loginAs(page, member.email, member.password);
    await expectDashboard(page, 'es', member.firstName);
    await page.goto('/my-account');
    const card = amountDue(page, 'es');
    await expectVisible(card);
    expect(await card.textContent()).toMatch(/USD\s275\.00/);
    await expectVisible(card.getByText(t.count(2), { exact: true }));
    await expectVisible(card.getByText(t.overdue(2), { exact: true }));
    expect(await page.getByRole('link', { name: /^Pagos pendientes a la fecha/ }).textContent()).toContain(
      '2',
    );
    await checkA11yAtRest(page, 'my account with the amount due (es)');
    await shots(page, 'my-account', 'es');

    await payFromCard(page, 'es', contractNumber(member, 2), /Otras cuotas/);
    await page.goto('/my-account');
    await expectVisible(card.getByText(t.count(1), { exact: true }));
    await expectVisible(card.getByText(t.overdue(1), { exact: true }));
    await payFromCard(page, 'es', contractNumber(member, 1), /Mensualidades/);

    await page.goto('/dashboard');
    await expectVisible(card.getByText(t.nothingDue, { exact: true }));
    await expectVisible(card.getByText(t.next));
    expect(await card.getByRole('link').count()).toBe(0);
    await shots(page, 'dashboard-paid', 'es');
  });
});
