import type { Language, ReservationRequestSchema, UnitType } from '@vida/shared';
import type { z } from 'zod';
import type { StoredTraveler } from '../../db/schema/index.ts';
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
