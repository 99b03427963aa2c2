import { describe, expect, it } from 'vitest';
import { formatClock, formatDays } from './care-hours.ts';

describe('care hours', () => {
  it('names the days in the active language', () => {
    expect(formatDays([1, 2, 3, 4, 5], 'en')).toBe('Monday – Friday');
    expect(formatDays([1, 2, 3, 4, 5], 'es')).toBe('Lunes – Viernes');
    expect(formatDays([7], 'es')).toBe('Domingo');
  });

  it('writes times the way each language does', () => {
    expect(formatClock('09:00', 'en')).toBe('9 AM');
    expect(formatClock('20:00', 'en')).toBe('8 PM');
    expect(formatClock('18:30', 'en')).toBe('6:30 PM');
    expect(formatClock('09:00', 'es')).toMatch(/^9\sa\.\s?m\.$/);
  });
});
