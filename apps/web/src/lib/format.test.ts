import { describe, expect, it } from 'vitest';
import { formatMoney, formatShortDate, unbreakable } from './format.ts';

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

describe('unbreakable', () => {
  it('keeps a contract number or phone on one line: no hyphen or space a line may break at', () => {
    const number = unbreakable('TGB-2019-007731');
    expect(number).toBe('TGB\u20112019\u2011007731');
    expect(number).not.toMatch(/[- ]/);
    expect(unbreakable('800 841 2020')).toBe('800\u00A0841\u00A02020');
  });
});
