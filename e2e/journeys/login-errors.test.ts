import type { Page } from 'playwright-core';
import { checkA11y } from '../support/a11y.ts';
import { fillLogin, submitLogin, switchLanguage } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { expectDashboard, expectPath, expectVisible } from '../support/layout.ts';
import {
  ACCOUNTS,
  apiMessage,
  DEMO_PASSWORD,
  type Lang,
  LINK_MEMBER_ID,
  labelPattern,
  UI,
} from '../support/texts.ts';

async function openLogin(page: Page, lang: Lang): Promise<void> {
  await page.goto('/login');
  if (lang === 'es') await switchLanguage(page, 'es');
}

describe('login errors show the server message in the language of the UI', () => {
  for (const lang of ['en', 'es'] as const) {
    test(`wrong password (${lang})`, async ({ page, problems }) => {
      problems.allowHttpStatus(400);
      await openLogin(page, lang);
      await fillLogin(page, lang === 'en' ? ACCOUNTS.john : ACCOUNTS.ana, 'Wrong#Password1', lang);
      await submitLogin(page, lang);
      await expectVisible(page.getByText(apiMessage(lang, 'wrong_credentials'), { exact: true }));
      await expectPath(page, '/login');
      await checkA11y(page, `login with the wrong-credentials message (${lang})`);
    });

    test(`account not verified (${lang})`, async ({ page, problems }) => {
      problems.allowHttpStatus(403);
      await openLogin(page, lang);
      await fillLogin(page, ACCOUNTS.pending, DEMO_PASSWORD, lang);
      await submitLogin(page, lang);
      await expectVisible(page.getByText(apiMessage(lang, 'account_not_verified'), { exact: true }));
      await expectPath(page, '/login');
      await checkA11y(page, `login with the not-verified message (${lang})`);
    });

    test(`account disabled (${lang})`, async ({ page, problems }) => {
      problems.allowHttpStatus(403);
      await openLogin(page, lang);
      await fillLogin(page, ACCOUNTS.disabled, DEMO_PASSWORD, lang);
      await submitLogin(page, lang);
      await expectVisible(page.getByText(apiMessage(lang, 'account_disabled'), { exact: true }));
      await expectPath(page, '/login');
    });
  }

  // The account is linked by the first successful confirmation, so this journey runs once per server.
  test('member-id confirmation: a 409 reveals the Member ID field, the right id signs in', async ({
    page,
    problems,
  }) => {
    problems.allowHttpStatus(409);
    await openLogin(page, 'en');
    const memberId = page.getByLabel(labelPattern(UI.en.memberId));
    expect(await memberId.count()).toBe(0);
    await fillLogin(page, ACCOUNTS.linkMember, DEMO_PASSWORD, 'en');
    await submitLogin(page, 'en');
    await expectVisible(page.getByText(apiMessage('en', 'confirm_member_id'), { exact: true }));
    await expectVisible(memberId);
    await checkA11y(page, 'login with the member-id field (en)');
    await memberId.fill(LINK_MEMBER_ID);
    await submitLogin(page, 'en');
    await expectDashboard(page, 'en', 'Lucía');
  });
});
