import { checkA11yAtRest } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectDashboard, expectPath, expectVisible } from '../support/layout.ts';
import { saveFullPageShot, VIEWPORTS } from '../support/screenshots.ts';
import { ACCOUNTS } from '../support/texts.ts';

/** Texts of the contracts page (apps/web/src/locales/*\/contracts.ts and pages.ts). */
const TEXT = {
  en: {
    title: 'My contracts',
    list: 'Your contracts',
    active: 'Active',
    other: 'Please contact Customer Care for details about the status of your contract.',
    payments: 'Go to payments',
    close: 'Close',
  },
  es: {
    title: 'Mis contratos',
    list: 'Tus contratos',
    active: 'Activo',
    other: 'Comunícate con Atención a Socios para conocer los detalles del estatus de tu contrato.',
    payments: 'Ir a pagos',
    close: 'Cerrar',
  },
} as const;

const SHOTS = '/tmp/shots/contracts/';
const PATH = '/my-vida-vacations-contracts';

describe('contracts', () => {
  test('John (en) opens a contract’s modal from the contracts page, and it leads to payments on that contract', async ({
    page,
  }) => {
    const t = TEXT.en;
    await loginAs(page, ACCOUNTS.john);
    await expectDashboard(page, 'en', 'John');
    await page.getByRole('link', { name: /^\d+\s*Contracts$/ }).click();
    await expectPath(page, PATH);
    const list = page.getByRole('list', { name: t.list });
    await expectVisible(list);
    expect(await list.getByRole('listitem').count()).toBe(4);
    await checkA11yAtRest(page, 'contracts (en)');
    await saveFullPageShot(page, SHOTS, 'contracts', 'desktop', 'en');

    await list.getByRole('button', { name: /TGB-2019-007731/ }).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog);
    const text = (await dialog.textContent()) ?? '';
    expect(text).toMatch(new RegExp(`Usage fee ${new Date().getFullYear() + 1}`));
    expect(text).toMatch(/(USD|MXN)\s?[\d,]+\.\d\d/);
    expect(text.includes(t.active) || text.includes(t.other)).toBe(true);
    await checkA11yAtRest(page, 'contract dialog (en)');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toMatch(/TGB-2019-007731/);

    await page.setViewportSize(VIEWPORTS.mobile);
    const last = list.getByRole('button').last();
    const number = /[A-Z]+-\d{4}-\d{6}/.exec((await last.textContent()) ?? '')?.[0];
    expect(number).toBeTruthy();
    await last.click();
    await expectVisible(dialog);
    await saveFullPageShot(page, SHOTS, 'contract-dialog', 'mobile', 'en');
    await dialog.getByRole('link', { name: t.payments }).click();
    await expectPath(page, '/my-vida-vacations-payments');
    // Payments opens on the contract the modal was for, not on the first with something to pay.
    await expectVisible(page.getByRole('button', { pressed: true, name: new RegExp(number ?? '-') }));
  });

  test('Ana (es) sees her contracts without the cancelled one', async ({ page }) => {
    const t = TEXT.es;
    await loginAs(page, ACCOUNTS.ana);
    await expectDashboard(page, 'es', 'Ana');
    await page.goto(PATH);
    const list = page.getByRole('list', { name: t.list });
    await expectVisible(list);
    expect(await list.getByRole('listitem').count()).toBe(3);
    expect(await page.getByText('MP-2016-001209').count()).toBe(0);
    await list.getByRole('button', { name: /TGB-2025-010877/ }).click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByText(t.other));
    expect(await dialog.textContent()).toMatch(/USD\s?[\d,]+\.\d\d/);
    await checkA11yAtRest(page, 'contract dialog (es)');
    await saveFullPageShot(page, SHOTS, 'contract-dialog', 'desktop', 'es');
    await dialog.getByRole('button', { name: t.close }).click();
    await page.setViewportSize(VIEWPORTS.mobile);
    await checkA11yAtRest(page, 'contracts at 390 px (es)');
    await saveFullPageShot(page, SHOTS, 'contracts', 'mobile', 'es');
  });
});
