import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { languageCheck, languageColumn } from './language-column.ts';
import { hotels } from './reference.ts';
import { users } from './users.ts';

/**
 * Stays at the club's hotels. Status codes (spec section 4): 1 requested, 2 confirmed, 3 traveled,
 * 4 transferred, 5 canceled, 6/8/9 shown as confirmed, 7 complete; 9 is left out of lists.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** null until a member adds the reservation to the profile. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reservationNumber: text('reservation_number').notNull().unique(),
    status: integer().notNull(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    arrivingDate: date('arriving_date').notNull(),
    departingDate: date('departing_date').notNull(),
    adults: integer().notNull().default(1),
    children: integer().notNull().default(0),
    guest: text().notNull(),
    roomType: text('room_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reservations_status', sql`${t.status} between 1 and 9`),
    check('reservations_dates', sql`${t.departingDate} >= ${t.arrivingDate}`),
    index('reservations_user_id_idx').on(t.userId, t.arrivingDate),
    index('reservations_hotel_id_idx').on(t.hotelId),
  ],
);

/** Travelling companions a member saved for reservation requests. */
export const guests = pgTable(
  'guests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text(),
    age: text().notNull().default('adult'),
  },
  (t) => [check('guests_age', sql`${t.age} in ('adult', 'child')`), index('guests_user_id_idx').on(t.userId)],
);

/** A traveller as a request stores it (adults carry an e-mail, children under 12 none). */
export interface StoredTraveler {
  age: 'adult' | 'child';
  first_name: string;
  last_name: string;
  email: string | null;
}

/**
 * Stays requested through the portal (spec section 7), as customer care receives them. Each request also
 * creates a reservation with status 1 (requested), so the member finds it in My Reservations.
 */
export const reservationRequests = pgTable(
  'reservation_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    isMember: boolean('is_member').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text().notNull(),
    phone: text(),
    country: text(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    arrivingDate: date('arriving_date').notNull(),
    departingDate: date('departing_date').notNull(),
    guests: integer().notNull(),
    unitType: text('unit_type').notNull(),
    promoCode: text('promo_code'),
    addTransportation: boolean('add_transportation').notNull().default(false),
    flexibleDates: boolean('flexible_dates').notNull().default(true),
    flexibleDestinations: boolean('flexible_destinations').notNull().default(true),
    travelers: jsonb().$type<StoredTraveler[]>().notNull().default([]),
    /** The language the acknowledgement was written in. */
    language: languageColumn().notNull(),
    /** `open` until customer care confirms or declines it (issue 16). */
    status: text().notNull().default('open'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reservation_requests_status', sql`${t.status} in ('open', 'confirmed', 'declined')`),
    index('reservation_requests_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    check('reservation_requests_dates', sql`${t.departingDate} >= ${t.arrivingDate}`),
    check('reservation_requests_guests', sql`${t.guests} between 1 and 9`),
    languageCheck('reservation_requests_language', t.language),
    index('reservation_requests_user_id_idx').on(t.userId),
  ],
);

/**
 * A member's request to change a stay's dates or room type, or to cancel it (issue 26), until customer care
 * confirms or declines it. A stay has at most one open request: the unique index refuses a second one even
 * when two arrive at once.
 */
export const stayChangeRequests = pgTable(
  'stay_change_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** `change` (new dates and room type) or `cancel`. */
    kind: text().notNull(),
    /** The dates and unit type asked for; null on a cancellation. */
    arrivingDate: date('arriving_date'),
    departingDate: date('departing_date'),
    unitType: text('unit_type'),
    /** The member's reason, shown to the desk. */
    reason: text().notNull(),
    status: text().notNull().default('open'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    /** Why customer care declined it; mailed to the member. */
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stay_change_requests_kind', sql`${t.kind} in ('change', 'cancel')`),
    check('stay_change_requests_status', sql`${t.status} in ('open', 'confirmed', 'declined')`),
    check(
      'stay_change_requests_dates',
      sql`(${t.kind} = 'cancel') or (${t.arrivingDate} is not null and ${t.departingDate} >= ${t.arrivingDate} and ${t.unitType} is not null)`,
    ),
    uniqueIndex('stay_change_requests_open_idx').on(t.reservationId).where(sql`${t.status} = 'open'`),
    index('stay_change_requests_queue_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    index('stay_change_requests_user_id_idx').on(t.userId),
  ],
);
