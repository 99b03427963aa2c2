// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatMoney,
  formatShortDate,
  formatShortDay,
  joinKeepingTimeTogether,
} from './format.ts';

describe('format (Intl in the active language)', () => {
  it('writes raw dates as DD-MM-YYYY in Spanish and YYYY-MM-DD in English', () => {
    const date = Date.UTC(2026, 2, 5, 12);
    expect(formatShortDate(date, 'es', 'UTC')).toBe('05-03-2026');
    expect(formatShortDate(date, 'en', 'UTC')).toBe('2026-03-05');
  });

  it('reads an instant on the reader’s day: a Mexico City evening is still that day there', () => {
    const evening = Date.UTC(2026, 11, 31, 3, 30); // 21:30 on 30 December in Mexico City
    expect(formatShortDate(evening, 'es', 'America/Mexico_City')).toBe('30-12-2026');
    expect(formatShortDate(evening, 'en', 'America/Mexico_City')).toBe('2026-12-30');
    expect(formatShortDate(evening, 'es', 'UTC')).toBe('31-12-2026');
  });

  it('keeps a calendar day from the API (YYYY-MM-DD) the same day in any time zone', () => {
    expect(formatShortDay('2027-01-09', 'es')).toBe('09-01-2027');
    expect(formatShortDay('2027-01-09', 'en')).toBe('2027-01-09');
    expect(formatShortDay('2024-02-29', 'es')).toBe('29-02-2024');
  });

  it('keeps a time of day on one line: no-break spaces from the hour to the day period, the date free to wrap', () => {
    // What Chromium's Intl gives for es-MX (plain spaces; Node's writes U+202F before the day period), with a
    // day period spaced as some Spanish locales write it.
    const parts: Intl.DateTimeFormatPart[] = [
      { type: 'day', value: '5' },
      { type: 'literal', value: ' ' },
      { type: 'month', value: 'mar' },
      { type: 'literal', value: ' ' },
      { type: 'year', value: '2026' },
      { type: 'literal', value: ', ' },
      { type: 'hour', value: '9' },
      { type: 'literal', value: ':' },
      { type: 'minute', value: '41' },
      { type: 'literal', value: ' ' },
      { type: 'dayPeriod', value: 'a. m.' },
    ];
    expect(joinKeepingTimeTogether(parts)).toBe('5 mar 2026, 9:41\u00a0a.\u00a0m.');
    expect(joinKeepingTimeTogether(parts.slice(0, 5))).toBe('5 mar 2026');
  });

  it('formats instants with their time of day in the active language, the time unbreakable', () => {
    const instant = Date.UTC(2026, 2, 5, 9, 41);
    const en = formatDateTime(instant, 'en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    const es = formatDateTime(instant, 'es', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    expect(en).toBe('Mar 5, 2026, 9:41\u00a0AM');
    expect(es).toMatch(/^5 mar 2026, 9:41\u00a0a\.(\u00a0)?m\.$/);
    expect(formatDateTime(instant, 'es', { hour: 'numeric', timeZone: 'UTC' })).toMatch(
      /^9\u00a0a\.(\u00a0)?m\.$/,
    );
  });

  it('shows money with the currency code and two decimals', () => {
    expect(formatMoney(4250, 'MXN', 'en')).toMatch(/^MXN\s?4,250\.00$/);
    expect(formatMoney(4250, 'USD', 'es')).toMatch(/USD\s?4,250\.00/);
  });
});
