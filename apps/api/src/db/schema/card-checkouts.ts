import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { creditCards } from './credit-cards.ts';
import { payments } from './payments.ts';
import { users } from './users.ts';

/**
 * Every hosted-checkout request the portal signed for a member, and what became of it. A provider reply is
 * only believed when it answers one of these rows (reference, uuid, type, amount, currency, token), and is
 * applied once: `transaction_id` is unique and a completed row never changes again, so the browser's reply
 * and the server-to-server copy, in either order and any number of times, make one card.
 */
export const cardCheckouts = pgTable(
  'card_checkouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Sent as `reference_number`: random, so a reply cannot be matched to another member's request by guessing. */
    reference: text().notNull().unique(),
    transactionUuid: text('transaction_uuid').notNull().unique(),
    /**
     * create_payment_token, update_payment_token, or sale,create_payment_token: a payment with a card typed on
     * the provider's page (its `reference` is then the payment's uuid, how the reconciler finds the charge).
     */
    transactionType: text('transaction_type').notNull(),
    /** The saved card an update is for. */
    cardId: integer('card_id').references(() => creditCards.id),
    /** The pending payment a sale settles. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    /** Whether a sale's card is kept as a saved card ("save this card"); a token request always keeps it. */
    saveCard: boolean('save_card').notNull().default(true),
    amount: text().notNull(),
    currency: text().notNull(),
    locale: text().notNull(),
    makeDefault: boolean('make_default').notNull().default(false),
    billForename: text('bill_forename').notNull(),
    billSurname: text('bill_surname').notNull(),
    billAddress: text('bill_address').notNull(),
    billCity: text('bill_city').notNull(),
    billCountry: text('bill_country').notNull(),
    billState: text('bill_state').notNull(),
    billPostalCode: text('bill_postal_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once, by the first verified reply. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** ACCEPT, REVIEW, DECLINE, ERROR or CANCEL, and the provider's words for it. */
    decision: text(),
    reasonCode: text('reason_code'),
    message: text(),
    /** The provider's transaction (a CANCEL has none). */
    transactionId: text('transaction_id').unique(),
    /** The card the reply created or updated. */
    resultCardId: integer('result_card_id').references(() => creditCards.id),
  },
  (t) => [
    check(
      'card_checkouts_type',
      sql`${t.transactionType} in ('create_payment_token', 'update_payment_token', 'sale,create_payment_token')`,
    ),
    index('card_checkouts_user_idx').on(t.userId, t.createdAt),
    check(
      'card_checkouts_sale_payment',
      sql`(${t.transactionType} like 'sale,%') = (${t.paymentId} is not null)`,
    ),
  ],
);
