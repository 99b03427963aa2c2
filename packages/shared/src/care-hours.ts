/**
 * Customer care's opening hours (the API's `CARE_HOURS`, GET /club) in words, one way everywhere: the contact
 * page, the Terms and every e-mail's footer.
 */
import type { CareHours } from './api/messages.ts';
import { weekdayName } from './club-calendar.ts';
import { type Language, localeOf } from './constants.ts';

/**
 * "Monday – Friday" / "Lunes – viernes", or one day's name: capitalised as the start of a line, the second day
 * as the language writes it mid-sentence (Spanish does not capitalise weekdays).
 */
export function formatDays(days: readonly number[], language: Language): string {
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return '';
  const start = weekdayName(first, language);
  const opening = start.charAt(0).toLocaleUpperCase(localeOf(language)) + start.slice(1);
  return first === last ? opening : `${opening} – ${weekdayName(last, language)}`;
}

/** Made once per language and shape, as `weekdayName`'s: every e-mail's footer gives customer care's hours. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** "9 AM" / "9 a.m." (no-break spaces), with minutes only when they are not :00. */
export function formatClock(time: string, language: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const key = `${language} ${minutes ? 'h:mm' : 'h'}`;
  let format = clockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      hour: 'numeric',
      ...(minutes ? { minute: '2-digit' } : {}),
      timeZone: 'UTC',
    });
    clockFormats.set(key, format);
  }
  return format.format(Date.UTC(2024, 0, 1, hours, minutes)).replace(/\s/g, '\u00a0');
}

export function isOpen(hours: CareHours): hours is CareHours & { opens: string; closes: string } {
  return hours.opens !== null && hours.closes !== null;
}

/** "9 AM – 8 PM": an open day's hours, the same on the contact page and in the Terms. */
export function formatHoursRange(hours: { opens: string; closes: string }, language: Language): string {
  return `${formatClock(hours.opens, language)} – ${formatClock(hours.closes, language)}`;
}

/**
 * The open days in one line for a sentence: "Monday – Friday, 9 AM – 8 PM; Saturday, 9 AM – 6 PM". The
 * Terms quote it, so they always say what the contact page shows.
 */
export function formatCareHours(hours: readonly CareHours[], language: Language): string {
  return hours
    .filter(isOpen)
    .map((h) => `${formatDays(h.days, language)}, ${formatHoursRange(h, language)}`)
    .join('; ');
}
