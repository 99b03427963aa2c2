import { checkA11y } from '../support/a11y.ts';
import { loginAs, switchLanguage } from '../support/auth.ts';
import { describe, test } from '../support/fixtures.ts';
import { expectDashboard, expectSignedInLayout } from '../support/layout.ts';
import { ACCOUNTS } from '../support/texts.ts';

describe('sign in', () => {
  test('Ana signs in from the English login page and the UI follows her Spanish profile', async ({
    page,
  }) => {
    await page.goto('/login');
    await checkA11y(page, 'login (en)');
    await loginAs(page, ACCOUNTS.ana);
    await expectDashboard(page, 'es', 'Ana');
    await expectSignedInLayout(page, 'es');
    await checkA11y(page, 'dashboard (es)');
  });

  test('John signs in from the Spanish login page and the UI follows his English profile', async ({
    page,
  }) => {
    await page.goto('/login');
    await switchLanguage(page, 'es');
    await checkA11y(page, 'login (es)');
    await loginAs(page, ACCOUNTS.john);
    await expectDashboard(page, 'en', 'John');
    await expectSignedInLayout(page, 'en');
    await checkA11y(page, 'dashboard (en)');
  });
});
