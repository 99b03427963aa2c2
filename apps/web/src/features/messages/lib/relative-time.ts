import { type Language, localeOf } from '@vida/shared';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 hours ago" / "hace 3 horas": the largest unit that fits, in the active language. */
export function formatRelativeTime(date: Date | string, language: Language, now: Date = new Date()): string {
  const format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
  let value = (new Date(date).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) {
      // Under a minute reads "now" rather than a count of seconds.
      return unit === 'second' ? format.format(0, 'second') : format.format(Math.round(value), unit);
    }
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}
