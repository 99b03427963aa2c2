import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 }).notNull().default('0');

export const contracts = pgTable(
  'contracts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    contractNumber: text('contract_number').notNull().unique(),
    status: text().notNull(),
    resort: text().notNull(),
    affiliation: text(),
    /** 1 is MXN, anything else USD (spec section 9). */
    currencyId: integer('currency_id').notNull(),
    balance: money('balance'),
    finance: money('finance'),
    loanPaymentAmount: money('loan_payment_amount'),
    payInFull: money('pay_in_full'),
    maintenanceFee: money('maintenance_fee'),
    roomType: text('room_type').notNull(),
    contractDate: date('contract_date').notNull(),
    totalWeeks: integer('total_weeks').notNull().default(0),
    usedWeeks: integer('used_weeks').notNull().default(0),
  },
  (t) => [
    check('contracts_status', sql`${t.status} in ('Active', 'Cancelled', 'Pending', 'Blocked')`),
    index('contracts_member_id_idx').on(t.memberId),
  ],
);

/** Instalments and fees of a contract; open while `paid_at` is null. */
export const paymentItems = pgTable(
  'payment_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    category: text().notNull(),
    amountDue: money('amount_due'),
    closingCost: money('closing_cost'),
    lateFee: money('late_fee'),
    invoiceAmount: money('invoice_amount'),
    dueDate: date('due_date').notNull(),
    feeType: text('fee_type'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The payment attempt (payments.id) holding this open item while its charge is in flight: a second
     * attempt (another tab, another key) cannot take it, so an item is charged once.
     */
    paymentId: integer('payment_id'),
  },
  (t) => [
    check('payment_items_category', sql`${t.category} in ('down', 'monthly', 'cash_out', 'other_fees')`),
    check(
      'payment_items_fee_type',
      sql`${t.feeType} is null or ${t.feeType} in ('Usage Fee', 'Renovation Fee', 'Renewal Fee')`,
    ),
    index('payment_items_contract_id_idx').on(t.contractId),
    // The profile counts and lists only open items.
    index('payment_items_open_idx').on(t.contractId, t.dueDate).where(sql`${t.paidAt} is null`),
  ],
);

/** Payments made (through the portal or recorded by the club). */
export const paymentHistory = pgTable(
  'payment_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().defaultRandom().unique(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 1 pending, 2 approved, 3 settled, 4 declined (the profile lists 2 and 3). */
    status: integer().notNull(),
    paymentType: text('payment_type').notNull(),
    amount: money('amount'),
    currency: text().notNull(),
    lastFour: text('last_four').notNull(),
    /** The portal payment (payments.uuid) this row records; null for payments the club recorded. */
    orderUuid: uuid('order_uuid').unique(),
  },
  (t) => [index('payment_history_contract_id_idx').on(t.contractId, t.createdAt)],
);
