import { checkA11y } from '../support/a11y.ts';
import { loginAs, switchLanguage } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
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

  test('the session is an HttpOnly cookie: no token reaches the page, and a write from another site is refused', async ({
    page,
    baseUrl,
  }) => {
    await page.goto('/login');
    await loginAs(page, ACCOUNTS.john);
    await expectDashboard(page, 'en', 'John');

    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === 'vida_session');
    const refresh = cookies.find((cookie) => cookie.name === 'vida_refresh');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/token/refresh' });
    const stored = await page.evaluate(() => localStorage.getItem('vida.session'));
    expect(Object.keys(JSON.parse(stored ?? '{}')).sort()).toEqual(['expires_at', 'refresh_expires_at']);
    for (const token of [session?.value, refresh?.value]) expect(stored).not.toContain(token);
    // Scripts see the language choice only (decision 017), never the session's cookies.
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).not.toContain('vida_session');
    expect(readable).not.toContain('vida_refresh');

    // The cookie sent by a page of another site: refused, and the session lives on.
    const forged = await fetch(`${baseUrl}/api/v1/logout`, {
      method: 'POST',
      headers: { cookie: `vida_session=${session?.value}`, origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { code?: string }).code).toBe('cross_site_request');
    await page.reload();
    await expectDashboard(page, 'en', 'John');
  });
});
