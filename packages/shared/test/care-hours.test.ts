import { describe, expect, it, vi } from 'vitest';
import { formatCareHours, formatClock, formatDays } from '../src/care-hours.ts';

describe('care hours', () => {
  it('names the days in the active language', () => {
    expect(formatDays([1, 2, 3, 4, 5], 'en')).toBe('Monday – Friday');
    expect(formatDays([1, 2, 3, 4, 5], 'es')).toBe('Lunes – viernes');
    expect(formatDays([7], 'es')).toBe('Domingo');
  });

  it('writes times the way each language does, never broken across lines', () => {
    expect(formatClock('09:00', 'en')).toBe('9\u00a0AM');
    expect(formatClock('20:00', 'en')).toBe('8\u00a0PM');
    expect(formatClock('18:30', 'en')).toBe('6:30\u00a0PM');
    expect(formatClock('09:00', 'es')).toMatch(/^9\u00a0a\.(\u00a0)?m\.$/);
  });

  it('puts the open days in one line for the Terms, closed days left out', () => {
    const hours = [
      { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '20:00' },
      { days: [6], opens: '09:00', closes: '18:00' },
      { days: [7], opens: null, closes: null },
    ];
    expect(formatCareHours(hours, 'en')).toBe(
      'Monday – Friday, 9\u00a0AM – 8\u00a0PM; Saturday, 9\u00a0AM – 6\u00a0PM',
    );
    expect(formatCareHours(hours, 'es')).toMatch(/^Lunes – viernes, 9\sa\.\s?m\. – 8\sp\.\s?m\.; Sábado, /);
  });

  it('makes its date formatters once: every e-mail footer words the hours again', () => {
    const hours = [
      { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '20:30' },
      { days: [6], opens: '09:00', closes: '18:00' },
    ];
    const first = { en: formatCareHours(hours, 'en'), es: formatCareHours(hours, 'es') };
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(formatCareHours(hours, 'en')).toBe(first.en);
      expect(formatCareHours(hours, 'es')).toBe(first.es);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
