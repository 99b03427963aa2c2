/**
 * Reservations (spec sections 3, 4, 5 and 7): the request of a stay with its travellers, adding an existing
 * reservation to the profile, the reservation itself, and the rules that sort reservations into lists. The
 * API validates with these schemas and the web forms reuse them; the rules are pure functions.
 */
import * as z from 'zod';
import { addDays, earliestArrival } from '../club-calendar.ts';
import { LIMITS } from '../constants.ts';
import { emailRule, nameRule, optionalNameRule, PHONE_RE, requiredString } from '../rules.ts';

// ---------------------------------------------------------------------------------------------------------
// Statuses and lists (spec section 4)

/** Status codes as the club's reservation system sends them. */
export const RESERVATION_STATUS = {
  requested: 1,
  confirmed: 2,
  traveled: 3,
  transferred: 4,
  canceled: 5,
  complete: 7,
} as const;

/** 9 is left out of every list. */
export const HIDDEN_RESERVATION_STATUSES: readonly number[] = [9];

export const RESERVATION_LABELS = [
  'requested',
  'confirmed',
  'traveled',
  'transferred',
  'canceled',
  'complete',
  'unknown',
] as const;
export type ReservationLabel = (typeof RESERVATION_LABELS)[number];

/** What a status is called: 6, 8 and 9 are shown as confirmed; anything unlisted is unknown. */
export function reservationLabel(status: number): ReservationLabel {
  switch (status) {
    case 1:
      return 'requested';
    case 2:
    case 6:
    case 8:
    case 9:
      return 'confirmed';
    case 3:
      return 'traveled';
    case 4:
      return 'transferred';
    case 5:
      return 'canceled';
    case 7:
      return 'complete';
    default:
      return 'unknown';
  }
}

/** A card's status word: "in house" while a confirmed stay is under way (spec section 9's text). */
export type StayLabel = ReservationLabel | 'inHouse';

/**
 * The status word of a stay on `today` (`YYYY-MM-DD`): a confirmed stay from its arrival day until the day
 * before departure reads "in house"; otherwise the status's own word.
 */
export function stayLabel(
  reservation: { reservation_status: number; arriving_date: string; departing_date: string },
  today: string,
): StayLabel {
  const label = reservationLabel(reservation.reservation_status);
  const underWay = reservation.arriving_date <= today && today < reservation.departing_date;
  return label === 'confirmed' && underWay ? 'inHouse' : label;
}

export const RESERVATION_LISTS = ['upcoming', 'past', 'cancelled'] as const;
export type ReservationList = (typeof RESERVATION_LISTS)[number];

/** `YYYY-MM-DD` of an instant in the runtime's own time zone (a test's or a script's local day). */
export function localIsoDate(now: Date): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * The list a reservation belongs to, or null when it is left out (status 9). Arrival dates are days, so
 * "arrival now or later" reads: arriving today or later is upcoming, arriving yesterday or before is past.
 * `today` is the club's `YYYY-MM-DD` (`clubDay`), so the server and every browser split the lists alike.
 */
export function reservationList(
  reservation: { reservation_status: number; arriving_date: string },
  today: string,
): ReservationList | null {
  const status = reservation.reservation_status;
  if (HIDDEN_RESERVATION_STATUSES.includes(status)) return null;
  if (status === RESERVATION_STATUS.canceled) return 'cancelled';
  return reservation.arriving_date >= today ? 'upcoming' : 'past';
}

/**
 * Whether two stays share a night. A stay occupies the nights from its arrival to the day before its
 * departure; one that leaves the day it arrives still occupies that day. So a departure and an arrival on one
 * day do not overlap. The API's query (findOverlappingStay) applies the same rule.
 */
export function staysOverlap(
  a: { arriving_date: string; departing_date: string },
  b: { arriving_date: string; departing_date: string },
): boolean {
  const end = (s: { arriving_date: string; departing_date: string }) =>
    s.departing_date > s.arriving_date ? s.departing_date : addDays(s.arriving_date, 1);
  return a.arriving_date < end(b) && b.arriving_date < end(a);
}

/** Upcoming soonest first; past and cancelled most recent first. */
export function splitReservations<T extends { reservation_status: number; arriving_date: string }>(
  reservations: readonly T[],
  today: string,
): Record<ReservationList, T[]> {
  const out: Record<ReservationList, T[]> = { upcoming: [], past: [], cancelled: [] };
  for (const r of reservations) {
    const list = reservationList(r, today);
    if (list) out[list].push(r);
  }
  out.upcoming.sort((a, b) => a.arriving_date.localeCompare(b.arriving_date));
  out.past.sort((a, b) => b.arriving_date.localeCompare(a.arriving_date));
  out.cancelled.sort((a, b) => b.arriving_date.localeCompare(a.arriving_date));
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Guests and travellers (spec sections 4, 5 and 9)

export const GUESTS_MIN = 1;
/** The primary traveller plus at most eight additional ones. */
export const GUESTS_MAX = 1 + LIMITS.maxAdditionalTravellers;

/** The guests stepper: plus and minus only, never below 1 nor above what the travellers allow. */
export function stepGuests(guests: number, delta: 1 | -1): number {
  return Math.min(GUESTS_MAX, Math.max(GUESTS_MIN, Math.trunc(guests) + delta));
}

/** Initial additional travellers: guests minus the primary traveller, within 0…8. */
export function initialTravellerCount(guests: number): number {
  return Math.min(LIMITS.maxAdditionalTravellers, Math.max(0, Math.trunc(guests) - 1));
}

/** Another traveller may be added while there are 7 or fewer (so at most 8). */
export function canAddTraveller(count: number): boolean {
  return count <= LIMITS.maxAdditionalTravellers - 1;
}

export const TRAVELLER_AGES = ['adult', 'child'] as const;
export type TravellerAge = (typeof TRAVELLER_AGES)[number];

/** An additional traveller as the API takes it: adults need an e-mail, children under 12 none. */
export const TravelerSchema = z.discriminatedUnion(
  'age',
  [
    z.object({ age: z.literal('adult'), first_name: nameRule(), last_name: nameRule(), email: emailRule() }),
    z.object({
      age: z.literal('child'),
      first_name: nameRule(),
      last_name: nameRule(),
      email: z.null().optional().catch(null),
    }),
  ],
  { error: 'validation_required' },
);
export type Traveler = z.output<typeof TravelerSchema>;

/** One traveller entry of the form, with the client-side flags of spec section 3. */
export interface TravellerEntry {
  key: string;
  age: TravellerAge;
  first_name: string;
  last_name: string;
  email: string;
  isNew: boolean;
  show: boolean;
}

export type TravellerValues = Pick<TravellerEntry, 'age' | 'first_name' | 'last_name' | 'email'>;

export type TravellerAction =
  | { type: 'init'; count: number }
  | { type: 'add' }
  | { type: 'save'; key: string; values: TravellerValues }
  | { type: 'draft'; key: string; values: TravellerValues }
  | { type: 'edit'; key: string }
  | { type: 'delete'; key: string }
  | { type: 'cancel'; key: string }
  | { type: 'remove'; key: string };

export interface TravellersState {
  entries: TravellerEntry[];
  /** Feeds the keys of new entries, so React keeps each entry's form apart. */
  nextKey: number;
}

function blank(key: number): TravellerEntry {
  return { key: `t${key}`, age: 'adult', first_name: '', last_name: '', email: '', isNew: true, show: true };
}

export function initialTravellers(count: number): TravellersState {
  const n = Math.min(LIMITS.maxAdditionalTravellers, Math.max(0, Math.trunc(count)));
  return { entries: Array.from({ length: n }, (_, i) => blank(i)), nextKey: n };
}

/**
 * The traveller state machine of spec section 4: entries start new and shown; saving marks them not new
 * and hides them; editing shows them; deleting resets to a blank new entry; cancel hides a saved entry (a
 * new one cannot be cancelled); adding is allowed while there are 7 or fewer. `remove` takes an entry out
 * (how the member lowers the count). Unknown keys and disallowed moves leave the state as it was.
 */
export function travellersReducer(state: TravellersState, action: TravellerAction): TravellersState {
  const update = (key: string, change: (entry: TravellerEntry) => TravellerEntry | null): TravellersState => {
    const index = state.entries.findIndex((e) => e.key === key);
    const entry = state.entries[index];
    if (!entry) return state;
    const next = change(entry);
    if (next === entry) return state;
    const entries = [...state.entries];
    if (next === null) entries.splice(index, 1);
    else entries[index] = next;
    return { ...state, entries };
  };
  switch (action.type) {
    case 'init':
      return initialTravellers(action.count);
    case 'add':
      if (!canAddTraveller(state.entries.length)) return state;
      return { entries: [...state.entries, blank(state.nextKey)], nextKey: state.nextKey + 1 };
    case 'save':
      return update(action.key, (e) => ({
        ...e,
        ...action.values,
        email: action.values.age === 'child' ? '' : action.values.email,
        isNew: false,
        show: false,
      }));
    case 'draft':
      // What is typed into a new entry before it is saved (kept so a reload does not lose it).
      return update(action.key, (e) => (e.isNew ? { ...e, ...action.values } : e));
    case 'edit':
      return update(action.key, (e) => (e.show ? e : { ...e, show: true }));
    case 'delete':
      return update(action.key, (e) => ({ ...blank(0), key: e.key }));
    case 'cancel':
      return update(action.key, (e) => (e.isNew || !e.show ? e : { ...e, show: false }));
    case 'remove':
      return update(action.key, () => null);
  }
}

/** The saved entries as the API takes them. */
export function travelersPayload(entries: readonly TravellerEntry[]): Traveler[] {
  return entries
    .filter((e) => !e.isNew)
    .map((e) =>
      e.age === 'child'
        ? { age: 'child', first_name: e.first_name, last_name: e.last_name, email: null }
        : { age: 'adult', first_name: e.first_name, last_name: e.last_name, email: e.email },
    );
}

/** The form of one traveller entry (before it is saved into the state machine). */
export const TravellerFormSchema = z
  .object({
    age: z.enum(TRAVELLER_AGES),
    first_name: nameRule(),
    last_name: nameRule(),
    email: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.age !== 'adult') return;
    const email = emailRule().safeParse(value.email);
    if (!email.success)
      ctx.addIssue({ code: 'custom', path: ['email'], message: email.error.issues[0]?.message });
  });

// ---------------------------------------------------------------------------------------------------------
// Requesting a stay (spec sections 3, 5 and 7)

/** Unit types a member can ask for; their names live in the catalogues (the web app's and the API's). */
export const UNIT_TYPES = [
  'studio',
  'one_bedroom',
  'two_bedroom',
  'master_room',
  'three_bedroom',
  'presidential',
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export function isUnitType(value: string): value is UnitType {
  return (UNIT_TYPES as readonly string[]).includes(value);
}

/**
 * The unit type a stay's or contract's room type names, if any. Room types come from the club's systems as
 * text (in English, or in the language a stay was requested in): `names` are every language's unit-type
 * names from its catalogue, so the reader sees the type under its name in their language. Any other room type
 * (a product name such as "Grand Luxxe Spa Suite") is a proper name and stays as it is.
 */
export function unitTypeNamed(
  roomType: string,
  names: readonly Readonly<Record<UnitType, string>>[],
): UnitType | undefined {
  const wanted = roomType.trim().toLowerCase();
  for (const byUnit of names) {
    const unit = UNIT_TYPES.find((u) => byUnit[u].toLowerCase() === wanted);
    if (unit) return unit;
  }
  return undefined;
}

const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_RE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const dateRule = () => requiredString().refine(isIsoDate, { message: 'validation_date', abort: true });

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().max(max, 'validation_invalid').optional().default(''),
  );

/** The stay part of a request; the date rules (arrival from the earliest day, departure not before it) follow. */
const stayFields = {
  destination: z.coerce
    .number({ error: 'validation_required' })
    .int('validation_required')
    .positive('validation_required'),
  arriving_date: dateRule(),
  departing_date: dateRule(),
  guests: z.coerce
    .number({ error: 'validation_required' })
    .int('validation_guests')
    .min(GUESTS_MIN, 'validation_guests')
    .max(GUESTS_MAX, 'validation_guests'),
  unit_type: z.enum(UNIT_TYPES, { error: 'validation_required' }),
  promo_code: optionalText(40),
  add_transportation: z.boolean().default(false),
  flexible_dates: z.boolean().default(true),
  flexible_destinations: z.boolean().default(true),
};

/**
 * The first day a departure may be (what a departure calendar offers first): the arrival once one is
 * chosen, never before the earliest arrival; the same rule `checkDates` applies.
 */
export function earliestDeparture(arrival: string, earliest: string): string {
  return isIsoDate(arrival) && arrival > earliest ? arrival : earliest;
}

/**
 * Adds the date issues under the given field names. `earliest` is the first day a stay may start
 * (`earliestArrival`); the issue carries it, so the message can name the day.
 */
export function checkDates(
  arrival: string,
  departure: string,
  ctx: z.RefinementCtx,
  earliest: string,
  [arrivalField, departureField]: readonly [string, string],
) {
  const tooSoon = (field: string) =>
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message: 'validation_date_too_soon',
      params: { date: earliest },
    });
  if (isIsoDate(arrival) && arrival < earliest) tooSoon(arrivalField);
  if (isIsoDate(departure) && departure < earliest) tooSoon(departureField);
  else if (isIsoDate(arrival) && isIsoDate(departure) && departure < arrival)
    ctx.addIssue({ code: 'custom', path: [departureField], message: 'validation_departure_before_arrival' });
}

/**
 * `POST /reservation_requested` (spec section 7). Members (`is_member`) are known by their profile; a
 * non-member gives first name, last name, e-mail, phone and country. `earliest` gives the first day a stay
 * may start: by default the club's rule on this machine's clock (the API's).
 */
export function reservationRequestSchema(earliest: () => string = () => earliestArrival(new Date())) {
  return z
    .object({
      ...stayFields,
      is_member: z.boolean().default(false),
      first_name: optionalNameRule().optional().default(''),
      last_name: optionalNameRule().optional().default(''),
      email: z.string().trim().optional().default(''),
      phone: z.string().trim().optional().default(''),
      country: z.string().trim().optional().default(''),
      travelers: z
        .array(TravelerSchema)
        .max(LIMITS.maxAdditionalTravellers, 'validation_travelers_max')
        .default([]),
    })
    .superRefine((value, ctx) => {
      checkDates(value.arriving_date, value.departing_date, ctx, earliest(), [
        'arriving_date',
        'departing_date',
      ]);
      if (value.is_member) return;
      const required = ['first_name', 'last_name', 'email', 'phone', 'country'] as const;
      for (const field of required)
        if (value[field] === '')
          ctx.addIssue({ code: 'custom', path: [field], message: 'validation_required' });
      if (value.email !== '' && !z.email().safeParse(value.email).success)
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation_email' });
      if (value.phone !== '' && !PHONE_RE.test(value.phone))
        ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation_phone' });
    });
}
export const ReservationRequestSchema = reservationRequestSchema();
export type ReservationRequest = z.input<typeof ReservationRequestSchema>;

/**
 * The first form (`/request-reservation`), in the spec's camelCase field names. `unitTypeName` is derived
 * on the page; `earliest` is the first day a stay may start, the API's rule (`earliestArrival`) on the
 * server's clock as the browser knows it.
 */
export function stayFormSchema(earliest: () => string) {
  return z
    .object({
      destination: z.string().min(1, 'validation_required'),
      guests: z.number().int().min(GUESTS_MIN, 'validation_guests').max(GUESTS_MAX, 'validation_guests'),
      arrivingDate: dateRule(),
      departingDate: dateRule(),
      unitType: z.string().pipe(z.enum(UNIT_TYPES, { error: 'validation_required' })),
      promoCode: z.string().trim().max(40, 'validation_invalid'),
      addTransportation: z.boolean(),
      flexibleDestination: z.boolean(),
      flexibleDates: z.boolean(),
    })
    .superRefine((value, ctx) =>
      checkDates(value.arrivingDate, value.departingDate, ctx, earliest(), ['arrivingDate', 'departingDate']),
    );
}
export type StayForm = z.output<ReturnType<typeof stayFormSchema>>;

/** The non-member's primary traveller form (spec section 3). */
export const PrimaryTravellerSchema = z.object({
  firstName: nameRule(),
  lastName: nameRule(),
  email: emailRule(),
  phone: requiredString().regex(PHONE_RE, 'validation_phone'),
  country: requiredString(),
});
export type PrimaryTraveller = z.infer<typeof PrimaryTravellerSchema>;

/** The answer of a request: the stay it created (status requested) with its number. */
export const ReservationRequestedSchema = z.object({
  reservation_id: z.number().int(),
  reservation_number: z.string(),
});
export type ReservationRequested = z.infer<typeof ReservationRequestedSchema>;

// ---------------------------------------------------------------------------------------------------------
// Existing reservations

/** What a member may ask of a booked stay (api/stay-changes.ts): other dates or room type, or to cancel it. */
export const STAY_CHANGE_KINDS = ['change', 'cancel'] as const;
export type StayChangeKind = (typeof STAY_CHANGE_KINDS)[number];

export const ReservationSchema = z.object({
  reservation_id: z.number().int(),
  reservation_number: z.string(),
  reservation_status: z.number().int(),
  hotel: z.string(),
  hotel_id: z.number().int(),
  /** YYYY-MM-DD */
  arriving_date: z.string(),
  /** YYYY-MM-DD */
  departing_date: z.string(),
  number_of_adults: z.number().int(),
  number_of_children: z.number().int(),
  guest: z.string(),
  room_type: z.string(),
  /** A change or cancellation the member asked for and customer care has not decided yet (issue 26). */
  pending_change: z.enum(STAY_CHANGE_KINDS).nullable().optional(),
});
export type Reservation = z.infer<typeof ReservationSchema>;

/** `POST /add_reservation_to_profile` (spec sections 3 and 5). */
export const AddReservationRequestSchema = z.object({
  property: z.coerce
    .number({ error: 'validation_required' })
    .int('validation_required')
    .positive('validation_required'),
  confirmation_number: requiredString().pipe(z.string().max(40, 'validation_invalid')),
  check_in_date: dateRule(),
  traveler_last_name: nameRule(),
});
export type AddReservationRequest = z.input<typeof AddReservationRequestSchema>;

/** The add-reservation form, in the spec's field names. */
export const AddReservationFormSchema = z.object({
  property: z.string().min(1, 'validation_required'),
  confirmationNumber: requiredString().pipe(z.string().max(40, 'validation_invalid')),
  checkInDate: dateRule(),
  travelerLastName: nameRule(),
});
export type AddReservationForm = z.infer<typeof AddReservationFormSchema>;

/** 201 carries the reservation; 200 says none was found (`data: null` with the message). */
export const AddReservationAnswerSchema = z.object({
  data: ReservationSchema.nullable(),
  message: z.string().optional(),
  code: z.string().optional(),
});

/** `POST /send_reservation_confirmation` */
export const SendConfirmationRequestSchema = z.object({
  reservation_number: requiredString().pipe(z.string().max(40, 'validation_invalid')),
});
export const SendConfirmationAnswerSchema = z.object({ message: z.string() });
