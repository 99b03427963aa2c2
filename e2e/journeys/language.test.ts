import { checkA11y } from '../support/a11y.ts';
import { switchLanguage } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectVisible } from '../support/layout.ts';
import { labelPattern, UI } from '../support/texts.ts';

const htmlLang = (page: import('playwright-core').Page) => page.locator('html').getAttribute('lang');

describe('language', () => {
  test('switching to Spanish on the login page survives a reload', async ({ page }) => {
    await page.goto('/login');
    expect(await htmlLang(page)).toMatch(/^en/);
    await expectVisible(page.getByLabel(labelPattern(UI.en.email)));

    await switchLanguage(page, 'es');
    await expectVisible(page.getByLabel(labelPattern(UI.es.email)));
    await expectVisible(page.getByRole('button', { name: UI.es.logIn, exact: true }));

    await page.reload();
    await expectVisible(page.getByLabel(labelPattern(UI.es.email)));
    expect(await htmlLang(page)).toBe('es');
    expect(await page.evaluate(() => localStorage.getItem('vida.language'))).toBe('es');
    await checkA11y(page, 'login after reload (es)');

    await switchLanguage(page, 'en');
    await expectVisible(page.getByLabel(labelPattern(UI.en.email)));
    await page.reload();
    expect(await htmlLang(page)).toBe('en');
  });

  describe('without a stored choice', () => {
    test.override('locale', 'es-MX');
    test('a Spanish browser gets Spanish', async ({ page }) => {
      await page.goto('/login');
      await expectVisible(page.getByLabel(labelPattern(UI.es.password)));
      expect(await htmlLang(page)).toBe('es');
    });
  });
});
