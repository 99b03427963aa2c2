/** Customer care's opening hours (GET /club, the API's `CARE_HOURS`) in words: the contact page and the Terms. */
import { type CareHours, type Language, localeOf, weekdayName } from '@vida/shared';
import { formatDateTime } from './format.ts';

/** "Monday – Friday" / "lunes – viernes", or one day's name. */
export function formatDays(days: readonly number[], language: Language): string {
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return '';
  const name = (day: number) => {
    const text = weekdayName(day, language);
    return text.charAt(0).toLocaleUpperCase(localeOf(language)) + text.slice(1);
  };
  return first === last ? name(first) : `${name(first)} – ${name(last)}`;
}

/** "9 AM" / "9 a.m." (no-break spaces), with minutes only when they are not :00. */
export function formatClock(time: string, language: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return formatDateTime(Date.UTC(2024, 0, 1, hours, minutes), language, {
    hour: 'numeric',
    ...(minutes ? { minute: '2-digit' } : {}),
    timeZone: 'UTC',
  });
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
