import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { addDays, clubDay } from '@vida/shared';
import type { Download, Page } from 'playwright-core';
import { checkA11yAtRest } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { compactDate, typeDate } from '../support/dates.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectDashboard, expectVisible, painted } from '../support/layout.ts';
import { contractNumber, newMember } from '../support/members.ts';
import { saveFullPageShot, VIEWPORTS } from '../support/screenshots.ts';
import type { Lang } from '../support/texts.ts';

// The statement dialog at both widths, for people to look at (git-ignored folder).
const SHOTS = '/tmp/shots/statements/';

/** The PDF the member downloaded, as a reader's viewer extracts its text (poppler's pdftotext). */
async function pdfText(download: Download): Promise<string> {
  const path = await download.path();
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: await readFile(path) }).toString('utf8');
}

/** The open dialog, judged by axe and photographed at the phone's and the desktop's width. */
async function lookAt(page: Page, name: string, lang: Lang) {
  const dialog = page.getByRole('dialog');
  await expectVisible(dialog);
  await checkA11yAtRest(page, `${name} (${lang})`);
  for (const viewport of ['mobile', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await painted(page);
    await page.screenshot({ path: `${SHOTS}${name}-${viewport}-${lang}.png`, animations: 'disabled' });
  }
}

describe('account statements', () => {
  test('a member (en) downloads a statement of chosen dates from Payments history and reads it', {
    timeout: 120_000,
  }, async ({ page }) => {
    const member = newMember('en');
    const contract = contractNumber(member, 1);
    await loginAs(page, member.email, member.password);
    await expectDashboard(page, 'en', member.firstName);
    await page.goto('/my-vida-vacations-payments_history');
    await page.getByRole('button', { name: `Statement for contract ${contract}`, exact: true }).click();
    await page.getByRole('radio', { name: 'Choose the dates' }).check();
    const today = clubDay(new Date());
    const from = addDays(today, -60);
    // The end before the start first: refused in the dialog, nothing downloaded.
    await typeDate(page, 'From', today, 'en');
    await typeDate(page, 'To', from, 'en');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expectVisible(page.getByText('The start date must be on or before the end date.'));
    await typeDate(page, 'From', from, 'en');
    await typeDate(page, 'To', today, 'en');
    await lookAt(page, 'statement-dialog', 'en');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`statement-${contract}-${from}-${today}.pdf`);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await download.saveAs(`${SHOTS}statement-en.pdf`);
    const text = await pdfText(download);
    for (const expected of [
      'ACCOUNT STATEMENT',
      `${contract} ·`,
      `${from} to ${today}`,
      `Opening balance on ${from}`,
      `Closing balance on ${today}`,
      'USD',
    ])
      expect(text).toContain(expected);
    // What the contract owes today: the instalment 20 days overdue and its late fee, each on its line.
    for (const line of text.split('\n').filter((l) => l.includes(`Closing balance on ${today}`)))
      expect(line).toContain('USD 275.00');
    expect(text).toMatch(/Installment\s+USD 250\.00/);
    expect(text).toMatch(/Late fee\s+USD 25\.00/);
  });

  test('a member (es) downloads last year’s statement from Payments', {
    timeout: 120_000,
  }, async ({ page }) => {
    const member = newMember('es');
    const contract = contractNumber(member, 2);
    await loginAs(page, member.email, member.password);
    await expectDashboard(page, 'es', member.firstName);
    await page.goto('/my-vida-vacations-payments');
    await page
      .getByRole('button', { name: new RegExp(`${contract}\\b`) })
      .first()
      .click();
    const open = page.getByRole('button', { name: `Estado de cuenta del contrato ${contract}`, exact: true });
    await expectVisible(open);
    await checkA11yAtRest(page, 'payments with the statement action (es)');
    await saveFullPageShot(page, SHOTS, 'payments', 'desktop', 'es');
    await open.click();
    await page.getByRole('radio', { name: 'El año pasado' }).check();
    await page.getByRole('radio', { name: 'Elegir las fechas' }).check();
    await expectVisible(page.getByRole('group', { name: 'Desde', exact: true }));
    await lookAt(page, 'statement-dialog', 'es');
    await page.getByRole('radio', { name: 'El año pasado' }).check();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    const year = Number(clubDay(new Date()).slice(0, 4)) - 1;
    expect(download.suggestedFilename()).toBe(`estado-de-cuenta-${contract}-${year}-01-01-${year}-12-31.pdf`);
    await download.saveAs(`${SHOTS}statement-es.pdf`);
    const text = await pdfText(download);
    for (const expected of [
      'ESTADO DE CUENTA',
      `Del ${compactDate(`${year}-01-01`, 'es')} al ${compactDate(`${year}-12-31`, 'es')}`,
      `Saldo inicial al 01-01-${year}`,
      `Saldo final al 31-12-${year}`,
      'MXN',
    ])
      expect(text).toContain(expected);
  });
});
