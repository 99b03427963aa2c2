import { describe, expect, it } from 'vitest';
import {
  addDays,
  CLUB_TIME_ZONE,
  clubDay,
  dayIn,
  earliestArrival,
  formatLongDay,
  oldestToday,
  reservationRequestSchema,
  stayFormSchema,
} from '../src/index.ts';

describe('the club’s day (America/Cancun, UTC−5 all year)', () => {
  it.each([
    // Cancún's midnight is 05:00 UTC.
    ['2026-11-27T04:59:59.999Z', '2026-11-26'],
    ['2026-11-27T05:00:00.000Z', '2026-11-27'],
    // A month end and a year end.
    ['2031-03-01T04:59:59Z', '2031-02-28'],
    ['2031-03-01T05:00:00Z', '2031-03-01'],
    ['2027-01-01T04:00:00Z', '2026-12-31'],
    // Summer: Cancún keeps UTC−5 (no daylight saving since 2015), unlike Mexico City's old rules.
    ['2026-07-15T04:30:00Z', '2026-07-14'],
  ])('%s is %s at the club', (instant, day) => {
    expect(dayIn(new Date(instant), CLUB_TIME_ZONE)).toBe(day);
    expect(clubDay(new Date(instant))).toBe(day);
  });

  it('reads other zones too', () => {
    const instant = new Date('2026-11-26T23:30:00Z');
    expect(dayIn(instant, 'Asia/Tokyo')).toBe('2026-11-27');
    expect(dayIn(instant, 'Pacific/Honolulu')).toBe('2026-11-26');
    expect(dayIn(instant, 'UTC')).toBe('2026-11-26');
  });

  it('adds days across months, leap days and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('earliestArrival: the day after the club’s today', () => {
  it.each([
    // One second before Cancún's midnight, and at it: the answer turns with the club's day.
    ['2026-11-27T04:59:59Z', '2026-11-27'],
    ['2026-11-27T05:00:00Z', '2026-11-28'],
    // Month end: still Feb 28 in Cancún while UTC (and Madrid, and Tokyo) is already on March 1.
    ['2031-03-01T04:59:30Z', '2031-03-01'],
    ['2031-03-01T05:00:00Z', '2031-03-02'],
    // Year end.
    ['2026-12-31T12:00:00Z', '2027-01-01'],
  ])('at %s the first arrival is %s', (instant, day) => {
    expect(earliestArrival(new Date(instant))).toBe(day);
  });

  it('is the same answer for a member anywhere: it depends on the instant, not on the reader’s zone', () => {
    // 23:30 in Madrid on Nov 26 = 17:30 in Cancún; 07:30 in Tokyo on Nov 27 is the same instant.
    const instant = new Date('2026-11-26T22:30:00Z');
    expect(earliestArrival(instant)).toBe('2026-11-27');
    expect(earliestArrival(instant, CLUB_TIME_ZONE)).toBe('2026-11-27');
    // A zone given explicitly is honoured (the day after that zone's today).
    expect(earliestArrival(instant, 'Asia/Tokyo')).toBe('2026-11-28');
  });

  it('is not the lenient "today somewhere" of the upcoming list', () => {
    const instant = new Date('2026-11-26T11:00:00Z');
    expect(oldestToday(instant)).toBe('2026-11-25');
    expect(earliestArrival(instant)).toBe('2026-11-27');
  });
});

describe('the request schemas judge with the same rule', () => {
  const first = earliestArrival(new Date('2031-03-01T04:59:30Z'));
  const stay = {
    destination: 3,
    arriving_date: first,
    departing_date: addDays(first, 2),
    guests: 2,
    unit_type: 'studio',
    is_member: true,
  };

  it('accepts the earliest day and refuses the day before, naming the earliest day', () => {
    const schema = reservationRequestSchema(() => first);
    expect(schema.safeParse(stay).success).toBe(true);
    const result = schema.safeParse({ ...stay, arriving_date: addDays(first, -1) });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['arriving_date'],
        message: 'validation_date_too_soon',
        params: { date: '2031-03-01' },
      }),
    ]);
  });

  it('the web form reads it the same way', () => {
    const form = stayFormSchema(() => first);
    const values = {
      destination: '3',
      guests: 2,
      arrivingDate: addDays(first, -1),
      departingDate: first,
      unitType: 'studio',
      promoCode: '',
      addTransportation: false,
      flexibleDestination: true,
      flexibleDates: true,
    };
    expect(form.safeParse(values).error?.issues.map((i) => i.path.join('.'))).toEqual(['arrivingDate']);
    expect(form.safeParse({ ...values, arrivingDate: first }).success).toBe(true);
  });

  it('names the day in each language', () => {
    expect(formatLongDay('2031-03-01', 'en')).toBe('March 1, 2031');
    expect(formatLongDay('2031-03-01', 'es')).toBe('1 de marzo de 2031');
  });
});
