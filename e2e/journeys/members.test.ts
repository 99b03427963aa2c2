/**
 * What members noticed (issue 15): the language switch sticks, non-members see only what they can change,
 * no dead ends, honest counts, and the password notice that does not get in the way.
 */
import { profileMessages } from '@vida/shared';
import type { Page } from 'playwright-core';
import { checkA11y } from '../support/a11y.ts';
import { arriveAsPreviousAppOwner, loginAs, switchLanguage } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import {
  expectDashboard,
  expectPath,
  expectVisible,
  menuEntry,
  openMenu,
  painted,
} from '../support/layout.ts';
import { newGuest, newMember } from '../support/members.ts';
import { saveFullPageShot, VIEWPORTS, type ViewportName } from '../support/screenshots.ts';
import { ACCOUNTS, apiMessage, type Lang, labelPattern, UI } from '../support/texts.ts';

const SHOTS = '/tmp/shots/members/';

const T = {
  en: {
    membershipOnly: /^Your address and phones are kept with a club membership/,
    allCommunications: 'Receive all communications',
    save: 'Save',
    addReservation: 'Add a reservation',
    requestReservation: 'Request a reservation',
    contracts: 'Contracts',
    address: 'Address',
    gotIt: 'Got it',
    update: 'Update my password',
  },
  es: {
    membershipOnly: /^Tu dirección y tus teléfonos se guardan con tu membresía/,
    allCommunications: 'Recibir todas las comunicaciones',
    save: 'Guardar',
    addReservation: 'Agregar una reservación',
    requestReservation: 'Solicitar una reservación',
    contracts: 'Contratos',
    address: 'Dirección',
    gotIt: 'Entendido',
    update: 'Actualizar mi contraseña',
  },
} as const;

const go = (page: Page, path: string) => page.goto(path);

async function signIn(page: Page, email: string, password?: string): Promise<void> {
  await go(page, '/login');
  await loginAs(page, email, password);
}

/** The signed-in profile as the API answers it, with the page's own session cookie. */
async function apiProfile(page: Page): Promise<{ language_id: string; pending_change: unknown }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/profile');
    return ((await response.json()) as { data: { language_id: string; pending_change: unknown } }).data;
  });
}

async function shoot(page: Page, name: string, viewport: ViewportName, lang: Lang): Promise<void> {
  await page.setViewportSize(VIEWPORTS[viewport]);
  await painted(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS[viewport].width,
  );
  await saveFullPageShot(page, SHOTS, name, viewport, lang);
}

describe('the language switch sticks', () => {
  test('a Spanish member switches to English in the header: saved to the profile, no change filed, the next sign-in is in English', async ({
    page,
  }) => {
    const member = newMember('es');
    await signIn(page, member.email, member.password);
    await expectDashboard(page, 'es', member.firstName);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/profile') && r.request().method() === 'PUT',
    );
    await switchLanguage(page, 'en');
    expect((await saved).status()).toBe(200);
    await expectDashboard(page, 'en', member.firstName);
    expect(await apiProfile(page)).toMatchObject({ language_id: 'en', pending_change: null });

    await openMenu(page, 'en');
    await menuEntry(page, UI.en.logOut).click();
    await expectVisible(page.getByText(UI.en.loggedOut, { exact: true }));
    // The browser now says Spanish: only the member's profile can bring English back.
    await go(page, '/login');
    await switchLanguage(page, 'es');
    await loginAs(page, member.email, member.password);
    await expectDashboard(page, 'en', member.firstName);

    // The footer's switch saves too.
    const back = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/profile') && r.request().method() === 'PUT',
    );
    await page.getByRole('switch', { name: 'Español' }).check();
    expect((await back).status()).toBe(200);
    await expect.poll(async () => (await apiProfile(page)).language_id).toBe('es');
    await expectDashboard(page, 'es', member.firstName);
  });
});

describe('non-members', () => {
  test('a non-member: Edit Profile hides membership data and says why; opting in to communications', async ({
    page,
  }) => {
    const guest = newGuest('en');
    await signIn(page, guest.email, guest.password);
    await expectDashboard(page, 'en', guest.firstName);
    await go(page, '/edit-profile');
    await expectVisible(page.getByText(T.en.membershipOnly));
    expect(await page.getByRole('textbox', { name: /Address line 1/ }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: /phone/ }).count()).toBe(0);
    await expectVisible(page.getByRole('textbox', { name: labelPattern('E-mail') }));
    await checkA11y(page, 'edit profile, non-member (en)');
    await shoot(page, 'edit-profile-guest', 'desktop', 'en');
    await shoot(page, 'edit-profile-guest', 'mobile', 'en');
    await page.setViewportSize(VIEWPORTS.desktop);

    const all = page.getByRole('switch', { name: T.en.allCommunications });
    expect(await all.isChecked()).toBe(false);
    await all.check();
    await page.getByRole('button', { name: T.en.save, exact: true }).click();
    await expectVisible(page.getByText(profileMessages.en.profile_updated, { exact: true }));
    await page.reload();
    await expect
      .poll(() => page.getByRole('switch', { name: T.en.allCommunications }).isChecked())
      .toBe(true);

    await switchLanguage(page, 'es');
    await expectVisible(page.getByText(T.es.membershipOnly));
    await checkA11y(page, 'edit profile, non-member (es)');
    await shoot(page, 'edit-profile-guest', 'desktop', 'es');
    await shoot(page, 'edit-profile-guest', 'mobile', 'es');
    // The switch is saved to the account, as for members.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/profile') && r.request().method() === 'PUT',
    );
    await switchLanguage(page, 'en');
    expect((await saved).status()).toBe(200);
  });

  // A guest of its own: the demo's Grace requests a stay in the reservations journey on the same portal.
  test('a guest with no reservations: the notice and the dashboard offer adding and requesting one', async ({
    page,
  }) => {
    const guest = newGuest('en');
    await signIn(page, guest.email, guest.password);
    await expectDashboard(page, 'en', guest.firstName);
    await expectVisible(page.getByRole('link', { name: T.en.addReservation, exact: true }));
    await expectVisible(page.getByRole('link', { name: T.en.requestReservation, exact: true }));
    await go(page, '/my-reservations');
    await expectPath(page, '/dashboard');
    const notice = page.getByRole('alert').filter({ hasText: apiMessage('en', 'empty_reservations') });
    await expectVisible(notice);
    await expectVisible(notice.getByRole('link', { name: T.en.requestReservation, exact: true }));
    await checkA11y(page, 'empty reservations notice (en)');
    await shoot(page, 'empty-reservations', 'desktop', 'en');
    await shoot(page, 'empty-reservations', 'mobile', 'en');
    await page.setViewportSize(VIEWPORTS.desktop);
    await notice.getByRole('link', { name: T.en.addReservation, exact: true }).click();
    await expectPath(page, '/add-reservation-to-profile');
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: apiMessage('en', 'empty_reservations') })
        .count(),
    ).toBe(0);
  });
});

describe('counts and blocks that agree', () => {
  test('John: "Contracts" counts what it shows, the strip shows his own partners, one address block', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.john);
    await expectDashboard(page, 'en', 'John');
    const contracts = page.getByRole('link', { name: new RegExp(`^\\d+\\s*${T.en.contracts}$`) });
    await expectVisible(contracts);
    expect(await contracts.textContent()).toMatch(/^4/);

    const strip = page.getByRole('region', { name: /Exchange your week/ });
    await expectVisible(strip.getByRole('img').first());
    const stripPartners = await strip
      .getByRole('listitem')
      .getByRole('img')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));
    const dashboardAddress = await page
      .getByRole('definition')
      .filter({ has: page.locator('span') })
      .last()
      .textContent();

    await go(page, '/exchanges');
    await expectVisible(page.getByRole('heading', { level: 2 }).first());
    // The carousel hides the slides out of view from assistive technology: read every partner's heading.
    const ownPartners = await page.locator('article h2').allTextContents();
    expect(stripPartners.length).toBe(5);
    for (const name of stripPartners) expect(ownPartners).toContain(name);

    await go(page, '/my-account');
    await expectVisible(page.getByText(T.en.address, { exact: true }));
    const accountAddress = await page
      .getByText(T.en.address, { exact: true })
      .locator('xpath=following-sibling::*[1]')
      .textContent();
    expect(accountAddress).toBe(dashboardAddress);
  });
});

describe('the password notice', () => {
  test.override('passwordNoticeSeen', false);

  test('stacks evenly on a phone, keeps the Spanish card off the footer, and never loses what is typed', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    // A Spanish reader: the language is chosen before the page (and its notice) loads.
    await go(page, '/login');
    await page.evaluate(() => localStorage.setItem('vida.language', 'es'));
    await arriveAsPreviousAppOwner(page);
    await page.reload();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog);
    const gotIt = dialog.getByRole('button', { name: T.es.gotIt, exact: true });
    const update = dialog.getByRole('link', { name: T.es.update, exact: true });
    const [a, b] = [await gotIt.boundingBox(), await update.boundingBox()];
    expect(a && b).toBeTruthy();
    if (a && b) {
      expect(Math.abs(a.width - b.width)).toBeLessThan(1);
      expect(Math.abs(a.x - b.x)).toBeLessThan(1);
    }
    await checkA11y(page, 'password notice on a phone (es)');
    await saveFullPageShot(page, SHOTS, 'password-notice', 'mobile', 'es');

    // The e-mail field is the same element before and after the notice closes (no re-mount) and takes
    // what is typed at once.
    const email = page.getByLabel(labelPattern(UI.es.email));
    await email.evaluate((el) => {
      (el as HTMLInputElement & { marked?: boolean }).marked = true;
    });
    await gotIt.click();
    await email.click();
    await page.keyboard.type('ana.garcia@example.com');
    expect(await email.inputValue()).toBe('ana.garcia@example.com');
    expect(await email.evaluate((el) => (el as HTMLInputElement & { marked?: boolean }).marked)).toBe(true);

    // The card ends above the footer with room to spare.
    const gap = await page.evaluate(() => {
      const card = document.querySelector('main .MuiPaper-root')?.getBoundingClientRect();
      const footer = document.querySelector('footer')?.getBoundingClientRect();
      return card && footer ? footer.top - card.bottom : -1;
    });
    expect(gap).toBeGreaterThanOrEqual(16);
    await saveFullPageShot(page, SHOTS, 'login', 'mobile', 'es');
    await page.setViewportSize(VIEWPORTS.desktop);
    await saveFullPageShot(page, SHOTS, 'login', 'desktop', 'es');
  });
});
