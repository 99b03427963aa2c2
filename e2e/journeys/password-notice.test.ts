import { checkA11y } from '../support/a11y.ts';
import { arriveAsPreviousAppOwner } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectVisible } from '../support/layout.ts';
import { labelPattern, UI } from '../support/texts.ts';

describe('password notice on the login page', () => {
  test.override('passwordNoticeSeen', false);

  test('shows once to an owner from the previous app, passes axe, and stays closed after "Got it"', async ({
    page,
  }) => {
    await page.goto('/login');
    // A visitor who just opens the login page is not asked (issue 29).
    await expectVisible(page.getByLabel(labelPattern(UI.en.email)));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await arriveAsPreviousAppOwner(page);
    await page.reload();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog);
    await checkA11y(page, 'login with the password notice (en)');
    await dialog.getByRole('button').first().click();
    await dialog.waitFor({ state: 'hidden' });
    await expectVisible(page.getByLabel(labelPattern(UI.en.email)));
    await page.reload();
    await expectVisible(page.getByLabel(labelPattern(UI.en.email)));
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
