/**
 * Which day it is at the club, and the first day a stay may be asked for. The API judges a request with
 * these and the web's calendars offer their days from the same functions, so a member anywhere (Tokyo at
 * breakfast, Madrid near midnight) is offered exactly the days the API then accepts.
 */

import { type Language, localeOf } from './constants.ts';

/** The club is in Cancún: its hotels' days begin and end on that clock (UTC−5 all year, no daylight saving). */
export const CLUB_TIME_ZONE = 'America/Cancun';

/**
 * Whole days between the club's today and the first arrival it takes. Spec section 5: "Arrival required,
 * after now" — a day is after now only once it has not begun yet, so the earliest arrival is tomorrow at
 * the club (section 4 says "now or later" where it means today included: upcoming stays). Requests are
 * answered within 24 hours (section 9), which a same-day arrival could not wait for.
 */
export const ARRIVAL_NOTICE_DAYS = 1;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of the instant `now` on the clock of `timeZone` (an IANA name). */
export function dayIn(now: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * The club's day (`YYYY-MM-DD`) at the instant `now`: the day due dates are judged by on every money screen
 * and by the API's payment selection, so an instalment is "due" on the same evening in Cancún everywhere
 * (the UTC day turns five hours earlier). Its SQL twin is CLUB_TODAY_SQL.
 */
export function clubDay(now: Date): string {
  return dayIn(now, CLUB_TIME_ZONE);
}

/**
 * The club's day in SQL, `clubDay`'s twin: due dates and the profile's daily versions turn at midnight in
 * Cancún, not at the database session's midnight (UTC on our connections), so the pending count agrees with
 * every money screen and the payment selection in the Cancún evening. The API's queries and the seeds use it.
 */
export const CLUB_TODAY_SQL = `(now() at time zone '${CLUB_TIME_ZONE}')::date`;

/** The day `days` after a `YYYY-MM-DD` day (before it when negative), across months and years. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The first day a stay may start (`YYYY-MM-DD`): the day after the club's today. `timeZone` is the club's
 * unless a test says otherwise; `now` is the server's clock on the API and the server's clock as the web
 * last read it (the `Date` of an API answer) in the browser.
 */
export function earliestArrival(now: Date, timeZone: string = CLUB_TIME_ZONE): string {
  return addDays(dayIn(now, timeZone), ARRIVAL_NOTICE_DAYS);
}

/**
 * The earliest day that is still today somewhere on Earth (UTC−12, where the day starts last): whether a
 * stay is still upcoming for a member whose browser judges by its own day (the calendar file of an upcoming
 * stay). Not a booking rule: booking follows the club's day.
 */
export function oldestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * One formatter per language: making an `Intl.DateTimeFormat` takes hundreds of times longer than using one,
 * and every e-mail's footer names customer care's days (the write bench measured it on each reply).
 */
const weekdayFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * An ISO weekday (1 Monday … 7 Sunday) by name in the language, lower-case as `Intl` writes it ("monday" is
 * "Monday" in English): customer care's hours in the mails and on the contact page. 2024-01-01 was a Monday.
 */
export function weekdayName(isoDay: number, language: Language): string {
  let format = weekdayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { weekday: 'long', timeZone: 'UTC' });
    weekdayFormats.set(language, format);
  }
  return format.format(Date.UTC(2024, 0, isoDay));
}

/**
 * A `YYYY-MM-DD` day as words ("November 27, 2026", "27 de noviembre de 2026"), the same day everywhere:
 * how a rule's message names a day, identical from the API and from a form.
 */
export function formatLongDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
