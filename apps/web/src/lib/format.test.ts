import { describe, expect, it } from 'vitest';
import { formatMoney, formatShortDate } from './format.ts';

describe('format (Intl in the active language)', () => {
  it('writes raw dates as DD-MM-YYYY in Spanish and YYYY-MM-DD in English', () => {
    const date = Date.UTC(2026, 2, 5, 12);
    expect(formatShortDate(date, 'es')).toBe('05-03-2026');
    expect(formatShortDate(date, 'en')).toBe('2026-03-05');
  });

  it('shows money with the currency code and two decimals', () => {
    expect(formatMoney(4250, 'MXN', 'en')).toMatch(/^MXN\s?4,250\.00$/);
    expect(formatMoney(4250, 'USD', 'es')).toMatch(/USD\s?4,250\.00/);
  });
});
