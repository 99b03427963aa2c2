import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Saved cards. The portal never holds a full card number or a CVV: the provider keeps the card and gives a
 * token (`card_token`) the server charges with; the token never leaves the server.
 */
export const creditCards = pgTable(
  'credit_cards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 active; 0 deactivated (kept for the payment history, never listed). */
    status: smallint().notNull().default(1),
    isDefault: boolean('is_default').notNull().default(false),
    cardType: text('card_type').notNull(),
    lastFour: text('last_four').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    cardHolderName: text('card_holder_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text().notNull(),
    country: text().notNull(),
    state: text().notNull(),
    city: text().notNull(),
    postCode: text('post_code').notNull(),
    /** The payment provider's token for this card: server side only. */
    cardToken: text('card_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_cards_type', sql`${t.cardType} in ('visa', 'mastercard')`),
    check('credit_cards_last_four', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
    check('credit_cards_exp_month', sql`${t.expMonth} between 1 and 12`),
    index('credit_cards_user_idx').on(t.userId),
    // One default among a user's active cards.
    uniqueIndex('credit_cards_one_default_idx').on(t.userId).where(sql`${t.isDefault} and ${t.status} = 1`),
  ],
);
