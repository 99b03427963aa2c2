import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Lang, UI } from './texts.ts';

/**
 * Waits until the browser has drawn what the page holds now. Every journey's context asks for reduced motion,
 * under which the theme cuts every transition and animation to 0.01 ms (theme.ts, MuiCssBaseline): two
 * frames later a hover colour, a resized layout or an opened dialog is at its end, which a fixed wait only
 * hoped for.
 */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Waits until the URL's path is `path` (client-side navigations do not fire a load event). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
}

export async function expectVisible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

export function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

export function menuButton(page: Page, lang: Lang): Locator {
  return page.getByRole('button', { name: UI[lang].openMenu, exact: true });
}

/** Signed-in layout: its header has the menu button. */
export async function expectSignedInLayout(page: Page, lang: Lang): Promise<void> {
  await expectVisible(menuButton(page, lang));
}

/** Auth shell: no menu button, as nobody is signed in. */
export async function expectAuthShell(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('button', { name: /^(Open menu|Abrir menú)$/ }).count()).toBe(0);
}

export async function expectDashboard(page: Page, lang: Lang, firstName: string): Promise<void> {
  await expectPath(page, '/dashboard');
  await expectVisible(heading(page, UI[lang].welcome(firstName)));
  await expectVisible(page.getByText(UI[lang].hello(firstName), { exact: true }));
  await expect.poll(() => page.locator('html').getAttribute('lang')).toMatch(new RegExp(`^${lang}`));
}

/** An entry of the open menu, whether the app renders it as a menu item, a button or a link. */
export function menuEntry(page: Page, name: string): Locator {
  return page
    .getByRole('menuitem', { name, exact: true })
    .or(page.getByRole('button', { name, exact: true }))
    .or(page.getByRole('link', { name, exact: true }));
}

export async function openMenu(page: Page, lang: Lang): Promise<void> {
  await menuButton(page, lang).click();
  await expectVisible(menuEntry(page, UI[lang].logOut));
}
