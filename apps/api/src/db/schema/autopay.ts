import type { Language } from '@vida/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contracts, paymentItems } from './contracts.ts';
import { creditCards } from './credit-cards.ts';
import { languageCheck } from './language-column.ts';
import { payments } from './payments.ts';
import { users } from './users.ts';

/**
 * A member's consent to have a contract's monthly instalments charged to a saved card on their due dates
 * (modules/autopay). The consent's words as the member read them, their version and the moment are kept on the
 * row; turning AutoPay off ends the row (`ended_at`, why) rather than deleting it, so what was agreed stays on
 * record. One running enrolment per contract.
 */
export const autopayEnrolments = pgTable(
  'autopay_enrolments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => creditCards.id),
    consentVersion: text('consent_version').notNull(),
    consentText: text('consent_text').notNull(),
    language: text().$type<Language>().notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    /** The club's day AutoPay began: instalments due before it are the member's to pay (offered, not charged). */
    startsOn: date('starts_on').notNull(),
    cardChangedAt: timestamp('card_changed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** member (turned off) | card_removed (the card it charged was deleted). */
    endReason: text('end_reason'),
  },
  (t) => [
    check(
      'autopay_enrolments_end_reason',
      sql`${t.endReason} is null or ${t.endReason} in ('member', 'card_removed')`,
    ),
    languageCheck('autopay_enrolments_language', t.language),
    uniqueIndex('autopay_enrolments_running_idx').on(t.contractId).where(sql`${t.endedAt} is null`),
    index('autopay_enrolments_user_idx').on(t.userId),
    index('autopay_enrolments_card_idx').on(t.cardId).where(sql`${t.endedAt} is null`),
  ],
);

/**
 * The AutoPay charging of one instalment: its tries (each a `payments` attempt under the deterministic key
 * `autopay:<item>:<due date>:<try>`), its declines and when it is tried again. `state`: `charging` (a try is
 * pending or due), `paid`, `stopped` (declined on every try of the schedule), `cancelled` (paid by hand, or
 * AutoPay ended, before a retry).
 */
export const autopayCharges = pgTable(
  'autopay_charges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => autopayEnrolments.id, { onDelete: 'cascade' }),
    paymentItemId: integer('payment_item_id')
      .notNull()
      .references(() => paymentItems.id, { onDelete: 'cascade' }),
    dueDate: date('due_date').notNull(),
    state: text().notNull().default('charging'),
    /** Tries made (the next try's key is this number). */
    tries: smallint().notNull().default(0),
    declines: smallint().notNull().default(0),
    /** The club's day the next try may run on. */
    nextTryOn: date('next_try_on').notNull(),
    /** The latest try's attempt, and whether its outcome has been acted on (mail, retry, stop). */
    paymentId: integer('payment_id').references(() => payments.id),
    outcomeHandled: smallint('outcome_handled').notNull().default(1),
    reasonCode: text('reason_code'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('autopay_charges_state', sql`${t.state} in ('charging', 'paid', 'stopped', 'cancelled')`),
    uniqueIndex('autopay_charges_item_idx').on(t.paymentItemId, t.dueDate),
    index('autopay_charges_open_idx').on(t.nextTryOn).where(sql`${t.state} = 'charging'`),
  ],
);
