import type { Page } from 'playwright-core';
import { checkA11yAtRest } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectDashboard, expectVisible } from '../support/layout.ts';
import { contractNumber, newMember } from '../support/members.ts';
import { saveFullPageShot, VIEWPORTS } from '../support/screenshots.ts';
import type { Lang } from '../support/texts.ts';

// A member of the pool (e2e/support/members.ts): on the first contract (USD) an instalment 20 days overdue and
// one due next month; a Visa ending 4242 (the default) and a Mastercard ending 5454.
const SHOTS = '/tmp/shots/autopay/';

const WORDS = {
  en: {
    title: 'AutoPay',
    turnOn: 'Turn on AutoPay',
    turnOff: 'Turn off AutoPay',
    on: 'On',
    off: 'Off',
    agree: 'I agree to these terms and authorize these charges.',
    agreeRequired: 'Tick the box to agree to the terms.',
    confirm: 'Turn on',
    overdue: /1 overdue installment \(USD\s275\.00\)/,
    terms: /I authorize .* to charge my saved card/,
    visa: 'Visa ending in 4242 (default)',
    turnedOn: 'AutoPay is on. We emailed you a confirmation.',
    turnedOff: /AutoPay is off/,
  },
  es: {
    title: 'Pago automático',
    turnOn: 'Activar el pago automático',
    turnOff: 'Desactivar el pago automático',
    on: 'Activado',
    off: 'Desactivado',
    agree: 'Acepto estos términos y autorizo estos cargos.',
    agreeRequired: 'Marca la casilla para aceptar los términos.',
    confirm: 'Activar',
    overdue: /1 mensualidad vencida \(USD\s275\.00\)/,
    terms: /Autorizo a .* a cargar a mi tarjeta guardada/,
    visa: 'Visa terminada en 4242 (predeterminada)',
    turnedOn: 'El pago automático está activado. Te enviamos la confirmación por correo.',
    turnedOff: /El pago automático está desactivado/,
  },
} as const;

async function shots(page: Page, name: string, lang: Lang) {
  await saveFullPageShot(page, SHOTS, name, 'desktop', lang);
  await page.setViewportSize(VIEWPORTS.mobile);
  await saveFullPageShot(page, SHOTS, name, 'mobile', lang);
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('AutoPay on a contract', () => {
  for (const lang of ['en', 'es'] as const) {
    test(`a member (${lang}) turns AutoPay on with consent, sees it on Payments, and turns it off`, {
      timeout: 180_000,
    }, async ({ page }) => {
      const words = WORDS[lang];
      const member = newMember(lang);
      await loginAs(page, member.email, member.password);
      await expectDashboard(page, lang, member.firstName);
      await page.goto('/my-vida-vacations-payments');
      await page
        .getByRole('button', { name: new RegExp(`${contractNumber(member, 1)}\\b`) })
        .first()
        .click();
      const panel = page.getByRole('region', { name: words.title });
      await expectVisible(panel);
      await expectVisible(panel.getByText(words.off, { exact: true }));
      // The overdue instalment is offered to pay now, never charged by AutoPay.
      await expectVisible(panel.getByText(words.overdue));
      await checkA11yAtRest(page, `autopay panel off (${lang})`);

      await panel.getByRole('button', { name: words.turnOn }).click();
      const dialog = page.getByRole('dialog');
      await expectVisible(dialog.getByText(words.terms));
      await expect.poll(() => dialog.getByRole('radio', { name: words.visa }).isChecked()).toBe(true);
      await checkA11yAtRest(page, `autopay dialog (${lang})`);
      await shots(page, 'autopay-dialog', lang);

      // Not without the member's agreement.
      await dialog.getByRole('button', { name: words.confirm, exact: true }).click();
      await expectVisible(dialog.getByText(words.agreeRequired));
      await dialog.getByLabel(words.agree).check();
      await dialog.getByRole('button', { name: words.confirm, exact: true }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expectVisible(page.getByText(words.turnedOn));
      await expectVisible(panel.getByText(words.on, { exact: true }));
      await expectVisible(panel.getByRole('button', { name: words.turnOff }));

      // Still on after a fresh load of Payments.
      await page.reload();
      await page
        .getByRole('button', { name: new RegExp(`${contractNumber(member, 1)}\\b`) })
        .first()
        .click();
      await expectVisible(panel.getByText(words.on, { exact: true }));
      await checkA11yAtRest(page, `autopay panel on (${lang})`);
      await shots(page, 'autopay-on', lang);

      await panel.getByRole('button', { name: words.turnOff }).click();
      await expectVisible(page.getByText(words.turnedOff).first());
      await expectVisible(panel.getByText(words.off, { exact: true }));
    });
  }
});
