import type { Page } from 'playwright-core';
import { checkA11y } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectDashboard, expectPath, expectVisible, menuEntry, openMenu } from '../support/layout.ts';
import { ACCOUNTS, type Lang, UI } from '../support/texts.ts';

/** Signs in and returns the access token the server issued, read from the login response itself. */
async function loginCapturingToken(page: Page, email: string): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/v1/login' &&
        r.request().method() === 'POST' &&
        r.status() === 201,
    ),
    loginAs(page, email),
  ]);
  const body: unknown = await response.json();
  const token = (body as { data?: { access_token?: unknown } }).data?.access_token;
  if (typeof token !== 'string')
    throw new Error(`login answered without an access token: ${JSON.stringify(body)}`);
  return token;
}

const cases: { lang: Lang; email: string; firstName: string }[] = [
  { lang: 'en', email: ACCOUNTS.john, firstName: 'John' },
  { lang: 'es', email: ACCOUNTS.ana, firstName: 'Ana' },
];

describe('logout', () => {
  for (const { lang, email, firstName } of cases) {
    test(`from the menu, with the notice, and the token is revoked (${lang})`, async ({ page, baseUrl }) => {
      const token = await loginCapturingToken(page, email);
      await expectDashboard(page, lang, firstName);
      const before = await fetch(`${baseUrl}/api/v1/profile`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(before.status).toBe(200);

      await openMenu(page, lang);
      await checkA11y(page, `menu open (${lang})`);
      await menuEntry(page, UI[lang].logOut).first().click();

      await expectPath(page, '/');
      await expectVisible(page.getByText(UI[lang].loggedOut, { exact: true }));
      await checkA11y(page, `home after logout (${lang})`);

      const after = await fetch(`${baseUrl}/api/v1/profile`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(after.status).toBe(401);
      // Signed out for the app too: a signed-in page sends us home again.
      await page.goto('/dashboard');
      await expectPath(page, '/');
    });
  }
});
