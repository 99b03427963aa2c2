import * as z from 'zod';
import { CURRENCIES, PAYMENT_CATEGORIES } from '../constants.ts';
import { MONTHLY_TYPES } from './payments.ts';

/**
 * One item an order paid, its parts apart: `amount` is the item itself (the instalment, the fee, the down
 * payment), `closing_cost` and `late_fee` what came on top of it (0 when none; orders paid before receipts
 * listed them apart carry them inside `amount`).
 */
export const ReceiptItemSchema = z.object({
  id: z.number().int(),
  due_date: z.string(),
  /** The club's English name of a fee (`Usage Fee`…), null for anything else. */
  fee_type: z.string().nullable(),
  amount: z.number(),
  closing_cost: z.number(),
  late_fee: z.number(),
  /** False when the payment covered only part of the item (decision 016): the rest of it stays due. */
  paid_off: z.boolean(),
  /**
   * True when paying the contract in full closed the item: it is inside the order's one line, the remaining
   * balance (`amount`), so its `amount`, `closing_cost` and `late_fee` here are 0 and the lines add up.
   */
  included: z.boolean(),
});
export type ReceiptItem = z.infer<typeof ReceiptItemSchema>;

/**
 * `GET /orders/{order}/receipt`: one of the member's approved portal payments as its receipt shows it (the
 * success page, the e-mail and the PDF say the same). `paid_at` is an instant; members read it on the club's
 * clock (CLUB_TIME_ZONE). `next_instalment` is the contract's earliest monthly instalment still open, now.
 */
export const ReceiptSchema = z.object({
  order: z.string(),
  /** The short, sequential receipt number (`VP-2026-000123`). */
  number: z.string(),
  paid_at: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  payment_type: z.enum(PAYMENT_CATEGORIES),
  /**
   * `full`: the order paid the contract's remaining balance (its `amount`, no late fees) and closed every open
   * instalment, each listed as included.
   */
  monthly_type: z.enum(MONTHLY_TYPES).nullable(),
  contract: z.object({ id: z.number().int(), number: z.string(), resort: z.string() }),
  items: z.array(ReceiptItemSchema),
  card: z.object({ type: z.string(), last_four: z.string() }),
  next_instalment: z.object({ due_date: z.string(), amount: z.number() }).nullable(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;
