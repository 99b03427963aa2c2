import { copyFile, mkdir } from 'node:fs/promises';
import { profileMessages } from '@vida/shared';
import type { Locator, Page } from 'playwright-core';
import { checkA11y } from '../support/a11y.ts';
import { loginAs } from '../support/auth.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import {
  expectDashboard,
  expectPath,
  expectVisible,
  heading,
  menuEntry,
  openMenu,
  painted,
} from '../support/layout.ts';
import { newMember } from '../support/members.ts';
import { saveScreenshot, VIEWPORTS, type ViewportName } from '../support/screenshots.ts';
import { ACCOUNTS, apiMessage, type Lang, UI } from '../support/texts.ts';

const SHOTS = '/tmp/shots/account/';

/** Texts of My Account and Edit Profile (apps/web/src/locales/*\/account.ts; the fixed ones of the brief). */
const T = {
  en: {
    myAccount: 'My Account',
    contracts: 'Your contracts',
    slide: (n: number, m: number) => `${n} of ${m}`,
    previous: 'Previous',
    next: 'Next',
    usage: (used: number, total: number) => `${used} of ${total} weeks used`,
    editProfile: 'Edit profile',
    reservations: 'My Reservations',
    voice: 'Voice authentication',
    save: 'Save',
    back: 'Back to My Account',
    changePassword: 'Change password',
    current: 'Current password',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    savePassword: 'Save new password',
    mobile: 'Mobile phone',
    english: 'English',
    spanish: 'Español',
    pendingTitle: 'Changes being verified',
    dueReminders: 'Payment reminders',
    cardEnding: (brand: string, last4: string) => `${brand} ending in ${last4}`,
    defaultCard: 'Default',
  },
  es: {
    myAccount: 'Mi cuenta',
    contracts: 'Tus contratos',
    slide: (n: number, m: number) => `${n} de ${m}`,
    previous: 'Anterior',
    next: 'Siguiente',
    usage: (used: number, total: number) => `${used} de ${total} semanas usadas`,
    editProfile: 'Editar perfil',
    reservations: 'Mis reservaciones',
    voice: 'Autenticación por voz',
    save: 'Guardar',
    back: 'Volver a Mi cuenta',
    changePassword: 'Cambiar contraseña',
    current: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    confirm: 'Confirma la nueva contraseña',
    savePassword: 'Guardar nueva contraseña',
    mobile: 'Teléfono celular',
    english: 'English',
    spanish: 'Español',
    pendingTitle: 'Cambios en verificación',
    dueReminders: 'Recordatorios de pago',
    cardEnding: (brand: string, last4: string) => `${brand} terminada en ${last4}`,
    defaultCard: 'Predeterminada',
  },
} as const;

const go = (page: Page, path: string) => page.goto(path);

async function signIn(page: Page, email: string, password?: string): Promise<void> {
  await go(page, '/login');
  await loginAs(page, email, password);
}

function carousel(page: Page, lang: Lang): Locator {
  return page.getByRole('region', { name: T[lang].contracts, exact: true });
}

/** The slides assistive technology can reach (those out of view are hidden), by their "n of m" names. */
async function reachableSlides(page: Page, lang: Lang): Promise<string[]> {
  const groups = carousel(page, lang).getByRole('group');
  return groups.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
}

async function expectSlides(page: Page, lang: Lang, expected: string[]): Promise<void> {
  await expect.poll(() => reachableSlides(page, lang)).toEqual(expected);
}

async function activeContract(page: Page, lang: Lang): Promise<string> {
  return (await carousel(page, lang).getByRole('button', { pressed: true }).textContent()) ?? '';
}

async function setWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
}

/** The viewport as the shared helper names it, and a full-page copy in /tmp/shots/account for review. */
async function shoot(page: Page, name: string, viewport: ViewportName, lang: Lang): Promise<void> {
  await page.setViewportSize(VIEWPORTS[viewport]);
  await painted(page);
  // Nothing may push the page sideways (a slider's track once widened the whole column on phones).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS[viewport].width,
  );
  await mkdir(SHOTS, { recursive: true });
  const path = await saveScreenshot(page, name, viewport, lang);
  await copyFile(path, `${SHOTS}${name}-${viewport}-${lang}.png`);
  await page.screenshot({ path: `${SHOTS}${name}-${viewport}-${lang}-full.png`, fullPage: true });
}

describe('My Account', () => {
  test('Ana (Spanish): three contracts in the rotator, the middle one active, arrows rotate the weeks', async ({
    page,
  }) => {
    const t = T.es;
    await signIn(page, ACCOUNTS.ana);
    await expectDashboard(page, 'es', 'Ana');
    await page.getByRole('link', { name: UI.es.myAccount, exact: true }).first().click();
    await expectPath(page, '/my-account');
    await expectVisible(heading(page, 'Ana García'));
    await expectVisible(page.getByRole('img', { name: 'Grand Luxxe', exact: true }));

    for (const width of [1334, 900]) {
      await setWidth(page, width);
      await expectSlides(page, 'es', [t.slide(1, 3), t.slide(2, 3), t.slide(3, 3)]);
      expect(await activeContract(page, 'es')).toContain('TGB-2025-010877');
      await expectVisible(page.getByText(t.usage(0, 20), { exact: true }));

      await carousel(page, 'es').getByRole('button', { name: t.next, exact: true }).click();
      await expectSlides(page, 'es', [t.slide(2, 3), t.slide(3, 3), t.slide(1, 3)]);
      expect(await activeContract(page, 'es')).toContain('TGM-2023-006214');
      await expectVisible(page.getByText(t.usage(4, 15), { exact: true }));

      await carousel(page, 'es').getByRole('button', { name: t.next, exact: true }).click();
      expect(await activeContract(page, 'es')).toContain('GLX-2021-004512');
      await expectVisible(page.getByText(t.usage(12, 35), { exact: true }));

      // Back to the start: the middle one again.
      await carousel(page, 'es').getByRole('button', { name: t.previous, exact: true }).click();
      await carousel(page, 'es').getByRole('button', { name: t.previous, exact: true }).click();
      expect(await activeContract(page, 'es')).toContain('TGB-2025-010877');
    }

    await expectVisible(page.getByRole('link', { name: t.editProfile, exact: true }));
    await expectVisible(page.getByRole('link', { name: t.reservations, exact: true }));
    await expectVisible(page.getByRole('heading', { name: t.voice, exact: true }));
    await expectVisible(page.getByRole('link', { name: /^Mensajes sin leer/ }));
    await expectVisible(page.getByRole('link', { name: /^Pagos pendientes/ }));
    await checkA11y(page, 'my account, rotator (es)');
    await shoot(page, 'my-account', 'desktop', 'es');

    // On a phone the same three contracts use the standard slider, two at a time.
    await setWidth(page, 390);
    await expectSlides(page, 'es', [t.slide(1, 3), t.slide(2, 3)]);
    await carousel(page, 'es').getByRole('button', { name: t.next, exact: true }).click();
    await expectSlides(page, 'es', [t.slide(2, 3), t.slide(3, 3)]);
    await carousel(page, 'es')
      .getByRole('button', { name: /TGM-2023-006214/ })
      .click();
    await expectVisible(page.getByText(t.usage(4, 15), { exact: true }));
    await checkA11y(page, 'my account, slider on a phone (es)');
    await shoot(page, 'my-account', 'mobile', 'es');

    await page.getByRole('link', { name: t.reservations, exact: true }).click();
    await expectPath(page, '/my-reservations');

    // Her saved cards on Edit Profile: the default Visa first, then the Mastercard; the deactivated one is
    // not listed.
    await go(page, '/edit-profile');
    const cards = page.getByRole('listitem').filter({ hasText: /terminada en/ });
    await expectVisible(cards.first());
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.first().textContent()).toContain(t.cardEnding('Visa', '4242'));
    expect(await cards.first().textContent()).toContain(t.defaultCard);
    expect(await cards.nth(1).textContent()).toContain(t.cardEnding('Mastercard', '5454'));
  });

  test('John (English): four contracts in the standard slider', async ({ page }) => {
    const t = T.en;
    await signIn(page, ACCOUNTS.john);
    await expectDashboard(page, 'en', 'John');
    await go(page, '/my-account');
    await expectVisible(heading(page, 'John Miller'));

    for (const width of [1334, 900]) {
      await setWidth(page, width);
      await expectSlides(page, 'en', [t.slide(1, 4), t.slide(2, 4), t.slide(3, 4), t.slide(4, 4)]);
      // Four fit: nothing to move.
      expect(await carousel(page, 'en').getByRole('button', { name: t.next, exact: true }).count()).toBe(0);
    }
    expect(await activeContract(page, 'en')).toContain('TGB-2019-007731');
    await expectVisible(page.getByText(t.usage(14, 30), { exact: true }));
    await carousel(page, 'en')
      .getByRole('button', { name: /TE-2017-000954/ })
      .click();
    await expectVisible(page.getByText(t.usage(22, 40), { exact: true }));
    await checkA11y(page, 'my account, slider (en)');
    await shoot(page, 'my-account', 'desktop', 'en');

    await setWidth(page, 390);
    await expectSlides(page, 'en', [t.slide(1, 4), t.slide(2, 4)]);
    const next = carousel(page, 'en').getByRole('button', { name: t.next, exact: true });
    await next.click();
    await next.click();
    await expectSlides(page, 'en', [t.slide(3, 4), t.slide(4, 4)]);
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    // The keyboard moves it too.
    await carousel(page, 'en').getByRole('button', { name: t.previous, exact: true }).focus();
    await page.keyboard.press('ArrowLeft');
    await expectSlides(page, 'en', [t.slide(2, 4), t.slide(3, 4)]);
    await checkA11y(page, 'my account, slider on a phone (en)');
    await shoot(page, 'my-account', 'mobile', 'en');
  });
});

describe('Edit Profile', () => {
  test('a Spanish member: no-change save blocked, cards, a phone change waits for agents, a language-only change switches the UI', async ({
    page,
    problems,
  }) => {
    problems.allowHttpStatus(400);
    const t = T.es;
    const member = newMember('es');
    await signIn(page, member.email, member.password);
    await expectDashboard(page, 'es', member.firstName);
    await go(page, '/my-account');
    await page.getByRole('link', { name: t.editProfile, exact: true }).click();
    await expectPath(page, '/edit-profile');
    await expectVisible(page.getByRole('link', { name: t.back, exact: true }));
    await expectVisible(page.getByText(`Número de socio ${member.memberNumber}`, { exact: true }));

    // Saved cards: the default Visa first, then the pool's Mastercard (e2e/support/members.ts).
    const cards = page.getByRole('listitem').filter({ hasText: /terminada en/ });
    await expectVisible(cards.first());
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.first().textContent()).toContain(t.cardEnding('Visa', '4242'));
    expect(await cards.first().textContent()).toContain(t.defaultCard);
    expect(await cards.nth(1).textContent()).toContain(t.cardEnding('Mastercard', '5454'));
    await checkA11y(page, 'edit profile (es)');
    await shoot(page, 'edit-profile', 'desktop', 'es');
    await shoot(page, 'edit-profile', 'mobile', 'es');
    await page.setViewportSize(VIEWPORTS.desktop);

    // The change-password dialog in Spanish; Escape closes it and focus returns to its button.
    const open = page.getByRole('button', { name: t.changePassword, exact: true });
    await open.click();
    const dialog = page.getByRole('dialog', { name: t.changePassword });
    await expectVisible(dialog.getByLabel(t.confirm, { exact: true }));
    await checkA11y(page, 'change-password dialog (es)');
    await shoot(page, 'change-password', 'mobile', 'es');
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => open.evaluate((el) => el === document.activeElement)).toBe(true);

    // Nothing changed: blocked here, with the "no property changed" warning.
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expectVisible(page.getByText(apiMessage('es', 'no_property_changed'), { exact: true }));

    // A mobile-phone change is recorded for the agents; My Account shows what waits.
    const mobile = page.getByRole('textbox', { name: t.mobile, exact: true });
    await mobile.fill('+52 33 2000 1122');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expectVisible(page.getByText(profileMessages.es.profile_updated_pending, { exact: true }));
    expect(await mobile.inputValue()).toBe('+52 33 2000 1122');
    await page.getByRole('link', { name: t.back, exact: true }).click();
    await expectPath(page, '/my-account');
    await expectVisible(page.getByRole('heading', { name: t.pendingTitle, exact: true }));
    await expectVisible(page.getByText('+52 33 2000 1122', { exact: true }));
    await checkA11y(page, 'my account with a pending change (es)');
    await shoot(page, 'my-account-pending', 'desktop', 'es');
    await shoot(page, 'my-account-pending', 'mobile', 'es');
    await page.setViewportSize(VIEWPORTS.desktop);

    // Language only: the UI switches to English and no message shows.
    await page.getByRole('link', { name: t.editProfile, exact: true }).click();
    await page.getByRole('radio', { name: T.en.english, exact: true }).check();
    // The answer to the save is what a message would follow: once it is in and drawn, none may show.
    const saved = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/v1/profile' && response.request().method() !== 'GET',
    );
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await saved;
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expectVisible(page.getByRole('button', { name: T.en.save, exact: true }));
    await painted(page);
    expect(await page.getByText(profileMessages.en.profile_updated, { exact: true }).count()).toBe(0);
    expect(await page.getByText(profileMessages.es.profile_updated, { exact: true }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: T.en.english, exact: true }).isChecked()).toBe(true);
    await checkA11y(page, 'edit profile after switching to English');

    // Payment reminders: on by default, apart from the club's news; turned off, they stay off.
    const reminders = () => page.getByRole('switch', { name: T.en.dueReminders, exact: true });
    expect(await reminders().isChecked()).toBe(true);
    await reminders().uncheck();
    await page.getByRole('button', { name: T.en.save, exact: true }).click();
    await expectVisible(page.getByText(profileMessages.en.profile_updated, { exact: true }));
    await page.reload();
    await expect.poll(() => reminders().isChecked()).toBe(false);
  });

  test('an English member changes the password in the dialog, then signs in with it', async ({
    page,
    problems,
  }) => {
    problems.allowHttpStatus(400);
    const t = T.en;
    const member = newMember('en');
    await signIn(page, member.email, member.password);
    await expectDashboard(page, 'en', member.firstName);
    await go(page, '/edit-profile');
    const cards = page.getByRole('listitem').filter({ hasText: /ending in/ });
    await expectVisible(cards.first());
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.first().textContent()).toContain(t.cardEnding('Visa', '4242'));
    await checkA11y(page, 'edit profile (en)');
    await shoot(page, 'edit-profile', 'desktop', 'en');
    await shoot(page, 'edit-profile', 'mobile', 'en');
    await page.setViewportSize(VIEWPORTS.desktop);

    const open = page.getByRole('button', { name: t.changePassword, exact: true });
    await open.click();
    const dialog = page.getByRole('dialog', { name: t.changePassword });
    await expectVisible(dialog);
    const current = dialog.getByLabel(t.current, { exact: true });
    await expect.poll(() => current.evaluate((el) => el === document.activeElement)).toBe(true);
    // Focus stays in the dialog.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await checkA11y(page, 'change-password dialog (en)');
    await shoot(page, 'change-password', 'desktop', 'en');
    await page.setViewportSize(VIEWPORTS.desktop);

    // The server checks the current password.
    await current.fill('Not#MyPassword1');
    await dialog.getByLabel(t.newPassword, { exact: true }).fill('Sunrise#2027');
    await dialog.getByLabel(t.confirm, { exact: true }).fill('Sunrise#2027');
    await dialog.getByRole('button', { name: t.savePassword, exact: true }).click();
    await expectVisible(dialog.getByText(profileMessages.en.validation_current_password, { exact: true }));
    expect(await dialog.getByLabel(t.newPassword, { exact: true }).inputValue()).toBe('Sunrise#2027');

    await current.fill(member.password);
    await dialog.getByRole('button', { name: t.savePassword, exact: true }).click();
    await expectVisible(page.getByText(profileMessages.en.profile_updated, { exact: true }));
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus went back to the button that opened the dialog.
    await expect.poll(() => open.evaluate((el) => el === document.activeElement)).toBe(true);

    await openMenu(page, 'en');
    await menuEntry(page, UI.en.logOut).click();
    await expectVisible(page.getByText(UI.en.loggedOut, { exact: true }));
    await signIn(page, member.email, 'Sunrise#2027');
    await expectDashboard(page, 'en', member.firstName);
  });
});
