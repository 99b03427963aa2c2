import type { Locator, Page } from 'playwright-core';
import type { Lang } from './texts.ts';

/** The date fields' format in each portal language, whatever the browser's (issue 15, item 7). */
export const DATE_FIELD_PLACEHOLDER: Record<Lang, string> = { en: 'MM/DD/YYYY', es: 'DD/MM/AAAA' };

/** A `YYYY-MM-DD` day as the portal's date field shows it: DD/MM/YYYY in Spanish, MM/DD/YYYY in English. */
export function fieldDate(iso: string, lang: Lang): string {
  const [year, month, day] = iso.split('-');
  return lang === 'es' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** A `YYYY-MM-DD` day as tables and lists show it: DD-MM-YYYY in Spanish, YYYY-MM-DD in English (spec §9). */
export function compactDate(iso: string, lang: Lang): string {
  const [year, month, day] = iso.split('-');
  return lang === 'es' ? `${day}-${month}-${year}` : iso;
}

/** The portal's date field labelled `label`: a group of day, month and year sections. */
export function dateField(page: Page | Locator, label: string): Locator {
  return page.getByRole('group', { name: label, exact: true });
}

/** What the date field shows, e.g. "05/03/2027" or "DD/MM/AAAA" when empty. */
export async function dateFieldText(page: Page | Locator, label: string): Promise<string> {
  return dateField(page, label).locator('input').inputValue();
}

/**
 * Types `iso` into the date field the way a member does: clears it, then keys the digits in the language's
 * order (the field moves on from day to month to year by itself).
 */
export async function typeDate(page: Page, label: string, iso: string, lang: Lang): Promise<void> {
  const first = dateField(page, label).getByRole('spinbutton').first();
  await first.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(fieldDate(iso, lang).replaceAll('/', ''));
  await page.keyboard.press('Tab');
}
