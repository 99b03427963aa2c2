import type { Language } from '@vida/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contracts } from './contracts.ts';
import { creditCards } from './credit-cards.ts';
import { languageCheck } from './language-column.ts';
import { users } from './users.ts';

/**
 * Every attempt to charge a saved card (`POST /payment`). The row is written, and the items it pays are
 * reserved, BEFORE the gateway is called: a process that dies between the charge and the commit leaves a
 * `pending` row that reconciliation settles with the provider (looked up by `uuid`, sent as the merchant
 * reference), so a charge is never dropped and never doubled. `(user_id, idempotency_key)` is unique: a
 * repeated request finds the first attempt and answers what it answered.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The order: the merchant reference at the provider, the invoice's key and `data.id` of the answer. */
    uuid: uuid().notNull().defaultRandom().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    /**
     * The saved card charged; null for a payment with a card typed on the provider's page (hosted sale) that
     * the member did not keep, or whose reply has not come yet.
     */
    cardId: integer('card_id').references(() => creditCards.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** member (the payment form) | autopay (a merchant-initiated charge on the stored card, modules/autopay). */
    initiator: text().notNull().default('member'),
    /** SHA-256 of the request body without the CVV: another body under the same key is refused. */
    requestHash: text('request_hash').notNull(),
    paymentType: text('payment_type').notNull(),
    monthlyType: text('monthly_type'),
    /** The payment items this charge pays (ids and the amounts invoiced, for the invoice). */
    items: jsonb().$type<PaidItem[]>().notNull(),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    currency: text().notNull(),
    /** Empty for a hosted sale until the provider's reply says which card paid. */
    cardType: text('card_type').notNull(),
    lastFour: text('last_four').notNull(),
    language: text().$type<Language>().notNull(),
    /** pending → approved | declined | failed (failed: the provider never saw it, or answered an error). */
    status: text().notNull().default('pending'),
    transactionId: text('transaction_id'),
    reasonCode: text('reason_code'),
    message: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * The receipt's short number (`VP-2026-000123`), taken from `receipt_counters` in the transaction that
     * approves the payment (modules/payments/receipts.service.ts): every approved order has one.
     */
    receiptNumber: text('receipt_number').unique(),
  },
  (t) => [
    check('payments_status', sql`${t.status} in ('pending', 'approved', 'declined', 'failed')`),
    check('payments_initiator', sql`${t.initiator} in ('member', 'autopay')`),
    // The number is taken just before the approval, in its transaction.
    check('payments_receipt_number', sql`${t.status} <> 'approved' or ${t.receiptNumber} is not null`),
    languageCheck('payments_language', t.language),
    uniqueIndex('payments_idempotency_idx').on(t.userId, t.idempotencyKey),
    // Reconciliation's query: the attempts still pending.
    index('payments_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

export interface PaidItem {
  id: number;
  dueDate: string;
  feeType: string | null;
  /** What this item added to the charge, in the contract's currency (late fee and closing cost included). */
  amount: number;
  /**
   * The part of `amount` that paid the item's late fee, and its closing cost (down payments); the rest paid
   * its amount due. Absent on attempts recorded before partial payments (each paid its item off).
   */
  lateFee?: number;
  closingCost?: number;
  /** False when the amount covered only part of the item: the remainder stays due (decision 016). */
  settles?: boolean;
}

/**
 * The last receipt number given in each year of the club's calendar. An approval takes the next one with
 * `insert … on conflict do update … returning`, which holds the year's row until its transaction ends: the
 * numbers of several API processes are unique and follow the order their approvals commit in, without gaps.
 */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer().primaryKey(),
  last: integer().notNull(),
});
