import { describe, expect, it } from 'vitest';
import { formatMoney, formatShortDate, formatShortDay } from './format.ts';

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

  it('shows money with the currency code and two decimals', () => {
    expect(formatMoney(4250, 'MXN', 'en')).toMatch(/^MXN\s?4,250\.00$/);
    expect(formatMoney(4250, 'USD', 'es')).toMatch(/USD\s?4,250\.00/);
  });
});
