import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
