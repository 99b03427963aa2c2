import {
  addDays,
  HIDDEN_RESERVATION_STATUSES,
  type Language,
  RESERVATION_STATUS,
  type ReservationRequestSchema,
  type UnitType,
} from '@vida/shared';
import { and, asc, eq, gt, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { hotels, reservations, type StoredTraveler, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { HttpError } from '../../lib/http-error.ts';
import { unitTypeName } from '../../lib/room-types.ts';

type RequestBody = z.output<typeof ReservationRequestSchema>;

/**
 * A stay request as the portal keeps it: what `POST /reservation_requested` validated (the shared
 * `ReservationRequestSchema`), resolved against the account and the hotel. The repository stores it and
 * the mails describe it; nothing else reshapes it.
 */
export interface StayRequest {
  userId: number;
  isMember: boolean;
  memberNumber: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  country: string | null;
  /** The language the acknowledgement is written in. */
  language: Language;
  hotelId: number;
  hotel: string;
  arrivingDate: string;
  departingDate: string;
  guests: number;
  adults: number;
  children: number;
  unitType: UnitType;
  /** The unit type's name in `language`, as the reservation shows it. */
  roomType: string;
  promoCode: string | null;
  addTransportation: boolean;
  flexibleDates: boolean;
  flexibleDestinations: boolean;
  travelers: StoredTraveler[];
}

/** Who is asking: the account, with the club record's contact data when there is one. */
export interface StayRequester {
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
  memberNumber: string | null;
  mobilePhone: string | null;
  homePhone: string | null;
  country: string | null;
}

/**
 * The one mapping from the request body to the stored request. A member is known by the account (its
 * language, the club record's phone and country); a non-member's typed contact data is taken as given,
 * with the e-mails lower-cased. Children are the travellers under 12; everyone else counts as an adult,
 * at least one.
 */
export function toStayRequest(
  userId: number,
  body: RequestBody,
  requester: StayRequester,
  hotel: { id: number; name: string },
  requestLanguage: Language,
): StayRequest {
  const member = body.is_member;
  const language = member ? requester.language : requestLanguage;
  const travelers: StoredTraveler[] = body.travelers.map((t) => ({
    age: t.age,
    first_name: t.first_name,
    last_name: t.last_name,
    email: t.age === 'adult' ? t.email.toLowerCase() : null,
  }));
  const children = travelers.filter((t) => t.age === 'child').length;
  return {
    userId,
    isMember: member,
    memberNumber: requester.memberNumber ?? null,
    firstName: member ? requester.firstName : body.first_name,
    lastName: member ? requester.lastName : body.last_name,
    email: member ? requester.email : body.email.toLowerCase(),
    phone: member ? (requester.mobilePhone ?? requester.homePhone ?? null) : body.phone,
    country: member ? (requester.country ?? null) : body.country,
    language,
    hotelId: hotel.id,
    hotel: hotel.name,
    arrivingDate: body.arriving_date,
    departingDate: body.departing_date,
    guests: body.guests,
    adults: Math.max(1, body.guests - children),
    children,
    unitType: body.unit_type,
    roomType: unitTypeName(body.unit_type, language),
    promoCode: body.promo_code || null,
    addTransportation: body.add_transportation,
    flexibleDates: body.flexible_dates,
    flexibleDestinations: body.flexible_destinations,
    travelers,
  };
}

/** A stay the member holds, as a refusal or the desk's warning names it. */
export interface HeldStay {
  reservationNumber: string;
  hotel: string;
  arrivingDate: string;
  departingDate: string;
}

/**
 * Statuses that hold no room: cancelled (a declined request's reservation is cancelled too) and the
 * hidden 9. Every other status, requested included, holds the dates.
 */
export const RELEASED_STATUSES = [RESERVATION_STATUS.canceled, ...HIDDEN_RESERVATION_STATUSES];

/** Whether a stay in this status holds its dates (counts against an overlapping one). */
export function holdsDates(status: number): boolean {
  return !RELEASED_STATUSES.includes(status);
}

/**
 * A stay occupies the nights from its arrival to the day before its departure; a stay that leaves the day
 * it arrives (the spec allows departure = arrival) still occupies its arrival day. So a departure and an
 * arrival on one day do not overlap (the member changes hotels that day), and nothing else on that day does.
 */
const stayEnd = (arrival: string, departure: string) =>
  departure > arrival ? departure : addDays(arrival, 1);

/**
 * The first stay (earliest arrival) of `userId` that overlaps `arrival`–`departure` and is not cancelled,
 * leaving out `exceptReservationId` (the stay being changed or confirmed). One scan of
 * reservations_user_id_idx (user, arrival): arrivals before the new stay's end, then the departure test.
 * Member-scoped: another member's stays never count.
 */
export function overlappingStayQuery(
  db: DbOrTx,
  userId: number,
  arrival: string,
  departure: string,
  exceptReservationId?: number | null,
) {
  return db
    .select({
      reservationNumber: reservations.reservationNumber,
      hotel: hotels.name,
      arrivingDate: reservations.arrivingDate,
      departingDate: reservations.departingDate,
    })
    .from(reservations)
    .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
    .where(
      and(
        eq(reservations.userId, userId),
        lt(reservations.arrivingDate, stayEnd(arrival, departure)),
        gt(
          sql`greatest(${reservations.departingDate}, ${reservations.arrivingDate} + 1)`,
          sql`${arrival}::date`,
        ),
        notInArray(reservations.status, RELEASED_STATUSES),
        exceptReservationId == null ? undefined : ne(reservations.id, exceptReservationId),
      ),
    )
    .orderBy(asc(reservations.arrivingDate), asc(reservations.id))
    .limit(1);
}

/** The stay `overlappingStayQuery` finds, if any. */
export async function findOverlappingStay(
  db: DbOrTx,
  userId: number,
  arrival: string,
  departure: string,
  exceptReservationId?: number | null,
): Promise<HeldStay | undefined> {
  const [row] = await overlappingStayQuery(db, userId, arrival, departure, exceptReservationId);
  return row;
}

/**
 * Holds the member's row until the transaction ends, so two requests of one member sent at once are checked
 * one after the other: without it both could find no overlap and both be stored.
 */
export async function lockMemberStays(tx: DbOrTx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * 409 naming the stay already held (hotel, days in the caller's language, number). With `field`, the message
 * is that field's too: the request's summary page, where the dates are not fields, leads back to them by it.
 */
export function overlapRefusal(held: HeldStay, field?: string): HttpError {
  return new HttpError(409, 'stay_overlaps', {
    code: 'stay_overlaps',
    values: {
      hotel: held.hotel,
      arrival: held.arrivingDate,
      departure: held.departingDate,
      number: held.reservationNumber,
    },
    ...(field ? { errors: { [field]: ['stay_overlaps'] } } : {}),
  });
}
