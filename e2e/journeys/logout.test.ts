import type { Page } from 'playwright-core';
import { checkA11y } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectDashboard, expectPath, expectVisible, menuEntry, openMenu } from '../support/layout.ts';
import { ACCOUNTS, type Lang, UI } from '../support/texts.ts';

/** Signs in and returns the access token the server issued: the HttpOnly session cookie the login set. */
async function loginCapturingToken(page: Page, email: string): Promise<string> {
  await Promise.all([
    page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/v1/login' &&
        r.request().method() === 'POST' &&
        r.status() === 201,
    ),
    loginAs(page, email),
  ]);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'vida_session')?.value;
  if (!token) throw new Error('login set no vida_session cookie');
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
      // The logout expired the session's cookies in the browser too (the language choice stays).
      const sessionCookies = (await page.context().cookies()).filter((cookie) =>
        ['vida_session', 'vida_refresh'].includes(cookie.name),
      );
      expect(sessionCookies).toEqual([]);
      // Signed out for the app too: a signed-in page sends us home again.
      await page.goto('/dashboard');
      await expectPath(page, '/');
    });
  }
});
