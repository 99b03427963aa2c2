import { checkA11y } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { describe, test } from '../support/fixtures.ts';
import {
  expectAuthShell,
  expectDashboard,
  expectPath,
  expectSignedInLayout,
  expectVisible,
  heading,
} from '../support/layout.ts';
import { ACCOUNTS, UI } from '../support/texts.ts';

describe('not-found page', () => {
  describe('signed out, English browser', () => {
    test('shows "Page not found" in the auth shell', async ({ page }) => {
      await page.goto('/no-such-page');
      await expectVisible(heading(page, UI.en.notFound));
      await expectPath(page, '/no-such-page');
      await expectAuthShell(page);
      await checkA11y(page, 'not found, signed out (en)');
    });
  });

  describe('signed out, Spanish browser', () => {
    test.override('locale', 'es-MX');
    test('shows "Página no encontrada" in the auth shell', async ({ page }) => {
      await page.goto('/no-such-page');
      await expectVisible(heading(page, UI.es.notFound));
      await expectAuthShell(page);
      await checkA11y(page, 'not found, signed out (es)');
    });
  });

  test('signed in (John, English): in the signed-in layout', async ({ page }) => {
    await loginAs(page, ACCOUNTS.john);
    await expectDashboard(page, 'en', 'John');
    await page.goto('/no-such-page');
    await expectVisible(heading(page, UI.en.notFound));
    await expectSignedInLayout(page, 'en');
    await checkA11y(page, 'not found, signed in (en)');
  });

  test('signed in (Ana, Spanish): in the signed-in layout', async ({ page }) => {
    await loginAs(page, ACCOUNTS.ana);
    await expectDashboard(page, 'es', 'Ana');
    await page.goto('/no-such-page');
    await expectVisible(heading(page, UI.es.notFound));
    await expectSignedInLayout(page, 'es');
    await checkA11y(page, 'not found, signed in (es)');
  });
});
