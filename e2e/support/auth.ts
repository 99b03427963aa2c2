import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD, type Lang, labelPattern, UI } from './texts.ts';

type AltchaElement = HTMLElement & { getState?: () => string };

/**
 * Waits until the ALTCHA widget on the page has solved its proof of work. The widget starts on load, and
 * the form resets it after every attempt, so call this before each submit.
 */
export async function waitForCaptcha(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const widget = document.querySelector<AltchaElement>('altcha-widget');
      if (!widget) return false;
      if (typeof widget.getState === 'function') return widget.getState() === 'verified';
      // Before the widget's methods are attached, its hidden input holds the payload once solved.
      const input = widget.querySelector<HTMLInputElement>('input[type="hidden"]');
      return Boolean(input?.value);
    },
    undefined,
    { timeout, polling: 100 },
  );
}

/** The language the UI currently shows, from `<html lang>`. */
export async function uiLanguage(page: Page): Promise<Lang> {
  const lang = await page.locator('html').getAttribute('lang');
  return lang?.startsWith('es') ? 'es' : 'en';
}

export async function fillLogin(page: Page, email: string, password: string, lang?: Lang): Promise<void> {
  const t = UI[lang ?? (await uiLanguage(page))];
  await page.getByLabel(labelPattern(t.email)).fill(email);
  await page.getByLabel(labelPattern(t.password)).fill(password);
}

export async function submitLogin(page: Page, lang?: Lang): Promise<void> {
  const t = UI[lang ?? (await uiLanguage(page))];
  await waitForCaptcha(page);
  await page.getByRole('button', { name: t.logIn, exact: true }).click();
}

/**
 * Signs in through the login form with the fixed UI labels, in whatever language the page shows. Opens
 * /login first unless the page already shows the login form.
 */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  // The prerendered login shell paints before the app sets <html lang>: read the language once the form is there.
  await page.locator('input[type="password"]').first().waitFor();
  const lang = await uiLanguage(page);
  await fillLogin(page, email, password, lang);
  await submitLogin(page, lang);
}

/**
 * Marks the page's history entry as the login an owner from the previous app reaches from the activation link
 * (the verify success page's navigation state, as React Router keeps it): the one visit that shows the
 * password notice (issue 29). Takes effect at the next load.
 */
export async function arriveAsPreviousAppOwner(page: Page): Promise<void> {
  await page.evaluate(() =>
    window.history.replaceState({ usr: { previousApp: true }, key: 'e2e', idx: 0 }, ''),
  );
}

export async function switchLanguage(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: UI[lang].languageName, exact: true }).first().click();
  await expect.poll(() => page.locator('html').getAttribute('lang')).toMatch(new RegExp(`^${lang}`));
}
