import { describe, expect, it } from 'vitest';
import {
  AddReservationRequestSchema,
  canAddTraveller,
  initialTravellerCount,
  initialTravellers,
  localIsoDate,
  reservationLabel,
  reservationList,
  reservationRequestSchema,
  splitReservations,
  stayLabel,
  staysOverlap,
  stepGuests,
  type TravellerAction,
  TravellerFormSchema,
  type TravellersState,
  travelersPayload,
  travellersReducer,
  unitTypeNamed,
} from '../src/index.ts';

const TODAY = '2026-11-26';

describe('reservation lists (spec section 4)', () => {
  it.each([
    // status, arrival, list
    [1, '2026-11-27', 'upcoming'],
    [2, TODAY, 'upcoming'], // arriving today is "now or later"
    [2, '2026-11-25', 'past'], // yesterday is before now
    [3, '2025-01-01', 'past'],
    [7, '2025-01-01', 'past'],
    [4, '2027-03-01', 'upcoming'],
    [6, TODAY, 'upcoming'],
    [8, '2026-11-25', 'past'],
    [5, '2027-01-01', 'cancelled'], // cancelled whatever the date
    [5, '2020-01-01', 'cancelled'],
    [5, TODAY, 'cancelled'],
    [9, '2027-01-01', null], // excluded from every list
    [9, '2020-01-01', null],
    [9, TODAY, null],
  ] as const)('status %i arriving %s → %s', (status, arrival, list) => {
    expect(reservationList({ reservation_status: status, arriving_date: arrival }, TODAY)).toBe(list);
  });

  it('splits and orders: upcoming soonest first, past and cancelled latest first', () => {
    const r = (n: string, status: number, arriving_date: string) => ({
      n,
      reservation_status: status,
      arriving_date,
    });
    const lists = splitReservations(
      [
        r('a', 2, '2027-02-01'),
        r('b', 1, TODAY),
        r('c', 3, '2025-06-01'),
        r('d', 7, '2026-01-01'),
        r('e', 5, '2026-12-01'),
        r('f', 5, '2027-12-01'),
        r('g', 9, '2027-01-01'),
      ],
      TODAY,
    );
    expect(lists.upcoming.map((x) => x.n)).toEqual(['b', 'a']);
    expect(lists.past.map((x) => x.n)).toEqual(['d', 'c']);
    expect(lists.cancelled.map((x) => x.n)).toEqual(['f', 'e']);
  });

  it.each([
    [1, 'requested'],
    [2, 'confirmed'],
    [3, 'traveled'],
    [4, 'transferred'],
    [5, 'canceled'],
    [6, 'confirmed'],
    [7, 'complete'],
    [8, 'confirmed'],
    [9, 'confirmed'],
    [0, 'unknown'],
    [12, 'unknown'],
  ] as const)('status %i is shown as %s', (status, label) => expect(reservationLabel(status)).toBe(label));

  it('calls a confirmed stay under way "in house", from arrival until the day before departure', () => {
    const stay = (status: number) => ({
      reservation_status: status,
      arriving_date: '2026-11-20',
      departing_date: '2026-11-27',
    });
    expect(stayLabel(stay(2), '2026-11-19')).toBe('confirmed');
    expect(stayLabel(stay(2), '2026-11-20')).toBe('inHouse');
    expect(stayLabel(stay(8), '2026-11-26')).toBe('inHouse');
    expect(stayLabel(stay(2), '2026-11-27')).toBe('confirmed');
    expect(stayLabel(stay(1), '2026-11-22')).toBe('requested');
    expect(stayLabel(stay(5), '2026-11-22')).toBe('canceled');
  });

  it('reads today in the local time zone', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('overlapping stays (issue 26)', () => {
  const stay = (arriving_date: string, departing_date: string) => ({ arriving_date, departing_date });
  const held = stay('2031-03-10', '2031-03-15');

  it('shares a night inside, across either end or around the whole stay', () => {
    for (const other of [
      stay('2031-03-11', '2031-03-12'),
      stay('2031-03-08', '2031-03-11'),
      stay('2031-03-14', '2031-03-20'),
      stay('2031-03-01', '2031-03-30'),
      stay('2031-03-12', '2031-03-12'),
    ])
      expect([staysOverlap(held, other), staysOverlap(other, held)]).toEqual([true, true]);
  });

  it('does not when one leaves the day the other arrives, nor for a day-stay on a departure day', () => {
    for (const other of [
      stay('2031-03-15', '2031-03-18'),
      stay('2031-03-05', '2031-03-10'),
      stay('2031-03-15', '2031-03-15'),
      stay('2031-04-01', '2031-04-02'),
    ])
      expect([staysOverlap(held, other), staysOverlap(other, held)]).toEqual([false, false]);
  });
});

describe('guest count rules', () => {
  it('steps between 1 and 9', () => {
    expect(stepGuests(1, -1)).toBe(1);
    expect(stepGuests(1, 1)).toBe(2);
    expect(stepGuests(9, 1)).toBe(9);
    expect(stepGuests(9, -1)).toBe(8);
  });
  it.each([
    [0, 0],
    [1, 0],
    [3, 2],
    [9, 8],
    [20, 8],
  ])('%i guests start with %i additional travellers', (guests, count) =>
    expect(initialTravellerCount(guests)).toBe(count),
  );
  it('allows adding while the count is 7 or fewer', () => {
    expect(canAddTraveller(0)).toBe(true);
    expect(canAddTraveller(7)).toBe(true);
    expect(canAddTraveller(8)).toBe(false);
  });
});

describe('traveller state machine', () => {
  const run = (state: TravellersState, ...actions: TravellerAction[]) =>
    actions.reduce(travellersReducer, state);
  const ana = { age: 'adult', first_name: 'Carlos', last_name: 'Hernández', email: 'c@example.com' } as const;
  const child = {
    age: 'child',
    first_name: 'Sofía',
    last_name: 'Hernández',
    email: 'x@example.com',
  } as const;

  it('starts with new, shown entries', () => {
    const state = initialTravellers(2);
    expect(state.entries).toHaveLength(2);
    expect(state.entries.every((e) => e.isNew && e.show)).toBe(true);
    expect(new Set(state.entries.map((e) => e.key)).size).toBe(2);
  });

  it('save marks not new and hides; edit shows; cancel hides a saved entry', () => {
    let state = run(initialTravellers(1), { type: 'save', key: 't0', values: ana });
    expect(state.entries[0]).toMatchObject({ ...ana, isNew: false, show: false });
    state = run(state, { type: 'edit', key: 't0' });
    expect(state.entries[0]).toMatchObject({ isNew: false, show: true });
    state = run(state, { type: 'cancel', key: 't0' });
    expect(state.entries[0]).toMatchObject({ ...ana, isNew: false, show: false });
  });

  it('keeps drafts of new entries only', () => {
    let state = run(initialTravellers(1), { type: 'draft', key: 't0', values: ana });
    expect(state.entries[0]).toMatchObject({ ...ana, isNew: true, show: true });
    state = run(state, { type: 'save', key: 't0', values: ana });
    expect(run(state, { type: 'draft', key: 't0', values: child })).toBe(state);
  });

  it('a new entry cannot be cancelled', () => {
    const state = initialTravellers(1);
    expect(run(state, { type: 'cancel', key: 't0' })).toBe(state);
  });

  it('delete resets to a blank new entry in the same place', () => {
    const state = run(
      initialTravellers(2),
      { type: 'save', key: 't0', values: ana },
      { type: 'delete', key: 't0' },
    );
    expect(state.entries[0]).toEqual({
      key: 't0',
      age: 'adult',
      first_name: '',
      last_name: '',
      email: '',
      isNew: true,
      show: true,
    });
    expect(state.entries).toHaveLength(2);
  });

  it('a child keeps no e-mail', () => {
    const state = run(initialTravellers(1), { type: 'save', key: 't0', values: child });
    expect(state.entries[0]?.email).toBe('');
    expect(travelersPayload(state.entries)).toEqual([
      { age: 'child', first_name: 'Sofía', last_name: 'Hernández', email: null },
    ]);
  });

  it('adds up to 8 entries with fresh keys, and removes', () => {
    let state = initialTravellers(7);
    state = run(state, { type: 'add' });
    expect(state.entries).toHaveLength(8);
    expect(run(state, { type: 'add' })).toBe(state);
    expect(new Set(state.entries.map((e) => e.key)).size).toBe(8);
    state = run(state, { type: 'remove', key: 't3' }, { type: 'add' });
    expect(state.entries.map((e) => e.key)).toContain('t8');
    expect(state.entries).toHaveLength(8);
  });

  it('ignores unknown keys; init clamps to 0…8', () => {
    const state = initialTravellers(1);
    expect(run(state, { type: 'edit', key: 'nope' })).toBe(state);
    expect(initialTravellers(12).entries).toHaveLength(8);
    expect(run(state, { type: 'init', count: 3 }).entries).toHaveLength(3);
  });

  it('sends only saved travellers', () => {
    const state = run(initialTravellers(2), { type: 'save', key: 't1', values: ana });
    expect(travelersPayload(state.entries)).toEqual([ana]);
  });

  it('the entry form asks adults for an e-mail, not children', () => {
    const adult = TravellerFormSchema.safeParse({ ...ana, email: 'nope' });
    expect(adult.success ? null : adult.error.issues[0]).toMatchObject({
      path: ['email'],
      message: 'validation_email',
    });
    expect(TravellerFormSchema.safeParse({ ...child, email: '' }).success).toBe(true);
  });
});

describe('request payload', () => {
  // TODAY stands for the earliest arrival here: the day itself is accepted, the day before refused.
  const schema = reservationRequestSchema(() => TODAY);
  const base = {
    destination: 3,
    arriving_date: '2026-12-10',
    departing_date: '2026-12-15',
    guests: 2,
    unit_type: 'one_bedroom',
    is_member: true,
  };
  const issues = (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts a member’s request with defaults', () => {
    const parsed = schema.parse(base);
    expect(parsed).toMatchObject({ flexible_dates: true, flexible_destinations: true, travelers: [] });
  });

  it.each([
    [{ arriving_date: '2026-11-25' }, { arriving_date: 'validation_date_too_soon' }],
    [
      { arriving_date: '2026-11-20', departing_date: '2026-11-25' },
      { arriving_date: 'validation_date_too_soon', departing_date: 'validation_date_too_soon' },
    ],
    [{ arriving_date: TODAY, departing_date: TODAY }, {}],
    [{ departing_date: '2026-12-09' }, { departing_date: 'validation_departure_before_arrival' }],
    [{ departing_date: '2026-02-30' }, { departing_date: 'validation_date' }],
    [{ guests: 0 }, { guests: 'validation_guests' }],
    [{ guests: 10 }, { guests: 'validation_guests' }],
    [{ unit_type: 'castle' }, { unit_type: 'validation_required' }],
  ])('%j → %j', (change, expected) => expect(issues({ ...base, ...change })).toEqual(expected));

  it('asks a non-member for contact data', () => {
    expect(issues({ ...base, is_member: false, email: 'bad', phone: '12' })).toEqual({
      first_name: 'validation_required',
      last_name: 'validation_required',
      country: 'validation_required',
      email: 'validation_email',
      phone: 'validation_phone',
    });
  });

  it('checks travellers: at most 8, adults with an e-mail', () => {
    const adult = { age: 'adult', first_name: 'A', last_name: 'B', email: 'a@example.com' };
    expect(issues({ ...base, travelers: Array.from({ length: 9 }, () => adult) })).toEqual({
      travelers: 'validation_travelers_max',
    });
    expect(issues({ ...base, travelers: [{ ...adult, email: 'x' }] })).toEqual({
      'travelers.0.email': 'validation_email',
    });
    expect(issues({ ...base, travelers: [{ ...adult, age: 'child', email: undefined }] })).toEqual({});
  });

  it('add-reservation needs every field', () => {
    const result = AddReservationRequestSchema.safeParse({});
    expect(result.success ? [] : result.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['property', 'validation_required'],
      ['confirmation_number', 'validation_required'],
      ['check_in_date', 'validation_required'],
      ['traveler_last_name', 'validation_required'],
    ]);
  });
});

describe('the unit type a room type names', () => {
  const names = [
    {
      studio: 'Studio',
      one_bedroom: 'One Bedroom Suite',
      two_bedroom: 'Two Bedroom Suite',
      master_room: 'Master Room',
      three_bedroom: 'Three Bedroom Residence',
      presidential: 'Presidential Suite',
    },
    {
      studio: 'Estudio',
      one_bedroom: 'Suite de una recámara',
      two_bedroom: 'Suite de dos recámaras',
      master_room: 'Master Room',
      three_bedroom: 'Residencia de tres recámaras',
      presidential: 'Suite presidencial',
    },
  ];

  it('finds the unit type in whichever language the room type was stored in', () => {
    expect(unitTypeNamed('Two Bedroom Suite', names)).toBe('two_bedroom');
    expect(unitTypeNamed('Suite de dos recámaras', names)).toBe('two_bedroom');
    expect(unitTypeNamed('studio', names)).toBe('studio');
    expect(unitTypeNamed(' Three Bedroom Residence ', names)).toBe('three_bedroom');
  });

  it('finds none for a product name', () => {
    expect(unitTypeNamed('Grand Luxxe Spa Suite', names)).toBeUndefined();
    expect(unitTypeNamed('', names)).toBeUndefined();
  });
});
