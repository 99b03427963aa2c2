import { checkA11y } from '../support/a11y.ts';
import { fillLogin, loginAs, submitLogin } from '../support/auth.ts';
import { describe, test } from '../support/fixtures.ts';
import {
  expectAuthShell,
  expectDashboard,
  expectPath,
  expectSignedInLayout,
  expectVisible,
  heading,
} from '../support/layout.ts';
import { waitForQuietNetwork } from '../support/network.ts';
import { ACCOUNTS, DEMO_PASSWORD, labelPattern, UI } from '../support/texts.ts';

describe('route guards', () => {
  test('public routes send a signed-in member to the dashboard', async ({ page }) => {
    await loginAs(page, ACCOUNTS.john);
    await expectDashboard(page, 'en', 'John');
    for (const path of ['/login', '/', '/register', '/forgot-password']) {
      await page.goto(path);
      await expectDashboard(page, 'en', 'John');
    }
  });

  test('terms are open to visitors, in the auth shell', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await expectPath(page, '/terms-and-conditions');
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await expectAuthShell(page);
    await checkA11y(page, 'terms, signed out (en)');
  });

  test('terms are open to members, in the signed-in layout', async ({ page }) => {
    await loginAs(page, ACCOUNTS.ana);
    await expectDashboard(page, 'es', 'Ana');
    await page.goto('/terms-and-conditions');
    await expectPath(page, '/terms-and-conditions');
    await expectSignedInLayout(page, 'es');
    await checkA11y(page, 'terms, signed in (es)');
  });

  test('a signed-in route sends a visitor home and returns there after login', async ({ page }) => {
    await page.goto('/my-account');
    await expectPath(page, '/');
    await expectAuthShell(page);
    await checkA11y(page, 'home (en)');
    // Sign in from where the guard left us: navigating to /login ourselves would drop the remembered route.
    const email = page.getByLabel(labelPattern(UI.en.email));
    if ((await email.count()) === 0) {
      await page
        .getByRole('link', { name: UI.en.logIn, exact: true })
        .or(page.getByRole('tab', { name: UI.en.logIn }))
        .first()
        .click();
    }
    await fillLogin(page, ACCOUNTS.john, DEMO_PASSWORD, 'en');
    await submitLogin(page, 'en');
    await expectPath(page, '/my-account');
    await expectSignedInLayout(page, 'en');
    await expect404Free(page);
  });
});

/** The remembered page is a real page of the app, not the not-found page. */
async function expect404Free(page: import('playwright-core').Page): Promise<void> {
  await waitForQuietNetwork(page);
  if ((await heading(page, UI.en.notFound).count()) > 0)
    throw new Error('/my-account shows the not-found page');
}
