/** Dates, numbers and money through Intl in the active language (DESIGN.md, spec section 9). */
import { type Currency, type Language, localeOf } from '@vida/shared';

/**
 * Formatters made once per locale and options: making one costs a hundred times more than using it (and the
 * first with a time zone loads the zone's rules), and a history page formats every row's amount and day while
 * a phone hydrates it.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function formatMoney(amount: number, currency: Currency, language: Language): string {
  return numberFormat(localeOf(language), {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatNumber(value: number, language: Language): string {
  return numberFormat(localeOf(language)).format(value);
}

/** A long, human date such as "March 5, 2024" / "5 de marzo de 2024". */
export function formatLongDate(date: Date | number, language: Language, timeZone?: string): string {
  return dateFormat(localeOf(language), {
    dateStyle: 'long',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

const TIME_OF_DAY: ReadonlySet<Intl.DateTimeFormatPartTypes> = new Set([
  'hour',
  'minute',
  'second',
  'dayPeriod',
]);

/**
 * Formatted parts joined with the time of day on one line: every space from its first part to its last ("9:41
 * AM", and inside "a. m.") becomes a no-break space. Chromium's Intl writes a plain space before "AM"/"a.m."
 * (Node's ICU sometimes U+202F), so a narrow column on a phone could otherwise leave "a.m." alone on the next line.
 * A date before the time may still wrap at its own spaces.
 */
export function joinKeepingTimeTogether(parts: readonly Intl.DateTimeFormatPart[]): string {
  const first = parts.findIndex((part) => TIME_OF_DAY.has(part.type));
  const last = parts.findLastIndex((part) => TIME_OF_DAY.has(part.type));
  return parts
    .map((part, index) =>
      first !== -1 && index >= first && index <= last ? part.value.replace(/\s/g, '\u00a0') : part.value,
    )
    .join('');
}

/**
 * The one formatter of instants that show a time of day (sessions, the desk's lists, customer care's hours):
 * "Mar 5, 2026, 9:41\u00a0AM" / "5 mar 2026, 9:41\u00a0a.m." by default, the time never broken across lines.
 */
export function formatDateTime(
  date: Date | number,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return joinKeepingTimeTogether(dateFormat(localeOf(language), options).formatToParts(date));
}

/**
 * Compact dates for tables and lists, as the spec shows raw dates: DD-MM-YYYY in Spanish, YYYY-MM-DD in
 * English, whatever the browser's language. An instant is read in the reader's time zone unless one is given.
 */
export function formatShortDate(date: Date | number, language: Language, timeZone?: string): string {
  const parts = dateFormat('en-GB', {
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
