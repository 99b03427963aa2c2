/** Dates, numbers and money through Intl in the active language (DESIGN.md, spec section 9). */
import type { Currency, Language } from '@vida/shared';

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-MX' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

export function formatMoney(amount: number, currency: Currency, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

/** A long, human date such as "March 5, 2024" / "5 de marzo de 2024". */
export function formatLongDate(date: Date | number, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'long',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/**
 * Compact dates for tables and lists, as the spec shows raw dates: DD-MM-YYYY in Spanish, YYYY-MM-DD in
 * English, whatever the browser's language. An instant is read in the reader's time zone unless one is given.
 */
export function formatShortDate(date: Date | number, language: Language, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return language === 'es'
    ? `${get('day')}-${get('month')}-${get('year')}`
    : `${get('year')}-${get('month')}-${get('day')}`;
}

/** A calendar day the API sends as `YYYY-MM-DD` (arrival, due date), compact: the same day everywhere. */
export function formatShortDay(isoDay: string, language: Language): string {
  return formatShortDate(new Date(`${isoDay}T00:00:00Z`), language, 'UTC');
}
