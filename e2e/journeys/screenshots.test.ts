import { checkA11y } from '../support/a11y.ts';
import { loginAs, switchLanguage } from '../support/auth.ts';
import { describe, test } from '../support/fixtures.ts';
import { expectDashboard, expectVisible, openMenu } from '../support/layout.ts';
import { waitForQuietNetwork } from '../support/network.ts';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../support/screenshots.ts';
import { ACCOUNTS, type Lang, labelPattern, UI } from '../support/texts.ts';

const MEMBER: Record<Lang, { email: string; firstName: string }> = {
  en: { email: ACCOUNTS.john, firstName: 'John' },
  es: { email: ACCOUNTS.ana, firstName: 'Ana' },
};

describe('screenshots for people to look at (e2e/screenshots/)', () => {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    for (const lang of ['en', 'es'] as const) {
      test(`login page and signed-in layout with the menu open, ${viewport}, ${lang}`, async ({ page }) => {
        await page.setViewportSize(VIEWPORTS[viewport]);
        await page.goto('/login');
        if (lang === 'es') await switchLanguage(page, 'es');
        await expectVisible(page.getByLabel(labelPattern(UI[lang].email)));
        await checkA11y(page, `login (${viewport}, ${lang})`);
        await saveScreenshot(page, 'login', viewport, lang);

        await loginAs(page, MEMBER[lang].email);
        await expectDashboard(page, lang, MEMBER[lang].firstName);
        await waitForQuietNetwork(page);
        await checkA11y(page, `dashboard (${viewport}, ${lang})`);
        await saveScreenshot(page, 'dashboard', viewport, lang);

        await openMenu(page, lang);
        await saveScreenshot(page, 'menu', viewport, lang);
      });
    }
  }
});
