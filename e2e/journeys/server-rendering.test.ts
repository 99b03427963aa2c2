import { checkA11yAtRest } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectDashboard, expectVisible } from '../support/layout.ts';
import { ACCOUNTS } from '../support/texts.ts';

/**
 * Members' pages arrive drawn by the server with the member's data (decision 017), and the app takes them over
 * in the browser without drawing them again (a hydration that did not match would be a console error, which
 * fails every journey).
 */
describe('server rendering', () => {
  test('Ana (es): her contracts are in the page the server sends, before any script runs, and the page then works as the app', async ({
    page,
    browser,
    baseUrl,
  }) => {
    await loginAs(page, ACCOUNTS.ana);
    await expectDashboard(page, 'es', 'Ana');

    // The same browser session with JavaScript off: only what the server drew can show.
    const noScript = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    try {
      await noScript.addCookies(await page.context().cookies());
      const plain = await noScript.newPage();
      const answer = await plain.goto('/my-vida-vacations-contracts');
      expect(answer?.headers()['cache-control']).toBe('no-store');
      await expect.poll(() => plain.locator('html').getAttribute('lang')).toBe('es');
      await expectVisible(plain.getByRole('heading', { name: 'Mis contratos' }));
      await expectVisible(plain.getByText('GLX-2021-004512').first());
      expect(await plain.title()).toBe('Mis contratos · Portal Vida');
      await plain.goto('/dashboard');
      await expectVisible(plain.getByText('100200300').first());
      // Her saved details are in Edit Profile's fields as drawn, not filled in only once the app runs.
      await plain.goto('/edit-profile');
      expect(await plain.locator('#profile-email').inputValue()).toBe(ACCOUNTS.ana);
      expect(await plain.locator('#profile-address-1').inputValue()).not.toBe('');
    } finally {
      await noScript.close();
    }

    // A phone's browser gets the page drawn for a phone (Chrome on Android says so in a client hint): Edit
    // Profile's form ends with its own Save button.
    const phone = await browser.newContext({
      baseURL: baseUrl,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
    });
    try {
      await phone.addCookies(await page.context().cookies());
      const plain = await phone.newPage();
      await plain.goto('/edit-profile');
      await expect.poll(() => plain.getByRole('button', { name: 'Guardar' }).count()).toBe(2);
    } finally {
      await phone.close();
    }

    // With scripts: the drawn page becomes the app (its controls answer) without a hydration error.
    await page.goto('/my-vida-vacations-contracts');
    expect(await page.locator('html').getAttribute('data-ssr')).toBe('');
    const list = page.getByRole('list', { name: 'Tus contratos' });
    await expectVisible(list);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
        ),
      )
      .toBe(true);
    await list.getByRole('button', { name: /GLX-2021-004512/ }).click();
    await expectVisible(page.getByRole('dialog'));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await checkA11yAtRest(page, 'contracts drawn on the server (es)');
  });

  test('a visitor gets the page the browser draws, and no member’s data', async ({ page }) => {
    const answer = await page.goto('/my-vida-vacations-contracts');
    expect(answer?.headers()['cache-control']).toBe('no-cache');
    expect(await page.locator('html').getAttribute('data-ssr')).toBeNull();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });
});
