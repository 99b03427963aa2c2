import type { PaymentCategory } from '@vida/shared';
import type { StatementItemRow, StatementRows } from './statement.repo.ts';

/** What one line of a statement is, before it is put into words in the member's language. */
export type StatementConcept =
  | { kind: 'item'; category: PaymentCategory; feeType: string | null }
  | { kind: 'late_fee' }
  | { kind: 'closing_cost' }
  | { kind: 'paid_in_full' }
  | { kind: 'payment'; paymentType: string; lastFour: string }
  | { kind: 'club_payment' };

/** A charge (positive cents: owed more) or a payment (negative cents), on a club day. */
export interface StatementEntry {
  day: string;
  concept: StatementConcept;
  cents: number;
}

export interface Ledger {
  /** Owed at the start of `from` (negative: in the member's favour). */
  openingCents: number;
  /** The period's charges and payments, by day, each day's charges before its payments. */
  entries: StatementEntry[];
  chargesCents: number;
  paymentsCents: number;
  /** Owed at the end of `to`. */
  closingCents: number;
  /** Portal payments still being confirmed: listed apart, never in the balance. */
  pending: { day: string; cents: number }[];
}

const cents = (amount: number) => Math.round(amount * 100);
const CATEGORIES: readonly string[] = ['down', 'monthly', 'cash_out', 'other_fees'];
/** A payment's line (the portal's order or the club's), as against a charge's. */
export const isPayment = (entry: StatementEntry) =>
  entry.concept.kind === 'payment' || entry.concept.kind === 'club_payment';

/** What an item still owes as its columns stand (closing costs count on down payments only, as `itemTotalCents`). */
const owedCents = (item: StatementItemRow) =>
  cents(item.amount_due) + cents(item.late_fee) + (item.category === 'down' ? cents(item.closing_cost) : 0);

/**
 * The contract's statement for `from`–`to`, derived from its items, which are the portal's record of what was
 * owed and when it was settled (docs/payments.md, "Statements", defines it):
 * - a charge is an item falling due: its amount due, late fee and (a down payment's) closing costs as billed,
 *   on its due date. What part payments took off an item (decision 016) is added back from the orders' split,
 *   so an item is charged whole and each part payment shows as a payment;
 * - a payment is an approved portal order (its amount, on its club day), or, for an item the club closed
 *   itself, what the item still owed, on the day it was closed (one line per day);
 * - paying in full charged the remaining balance: the instalments already due when it was paid stay charged,
 *   the rest of the payment is one charge, "remaining balance", that day, and the instalments it closed that
 *   were not yet due are never charged.
 * So the balance at any day is what the items due by then still owed that day, and a statement ending today
 * closes on the amount due the portal shows.
 */
export function ledgerOf(rows: StatementRows, from: string, to: string): Ledger {
  const all: StatementEntry[] = [];
  const shares = new Map<number, { lateFee: number; closingCost: number; amountDue: number }>();
  const closedByOrder = new Map<number, string>();
  const closedInFull = new Set<number>();
  const byId = new Map(rows.items.map((item) => [item.id, item]));

  for (const order of rows.orders) {
    if (order.monthly_type === 'full') {
      // Its instalments already due still owed their columns' amounts (a full settlement leaves them as they were).
      let alreadyCharged = 0;
      for (const paid of order.items) {
        const item = byId.get(paid.id);
        closedByOrder.set(paid.id, order.day);
        if (!item) continue;
        if (item.due_date <= order.day) alreadyCharged += owedCents(item);
        else closedInFull.add(item.id);
      }
      all.push({
        day: order.day,
        concept: { kind: 'paid_in_full' },
        cents: cents(order.amount) - alreadyCharged,
      });
    } else {
      for (const paid of order.items) {
        if (paid.settles !== false) {
          closedByOrder.set(paid.id, order.day);
          continue;
        }
        const lateFee = cents(paid.lateFee ?? 0);
        const closingCost = cents(paid.closingCost ?? 0);
        const share = shares.get(paid.id) ?? { lateFee: 0, closingCost: 0, amountDue: 0 };
        share.lateFee += lateFee;
        share.closingCost += closingCost;
        share.amountDue += cents(paid.amount) - lateFee - closingCost;
        shares.set(paid.id, share);
      }
    }
    all.push({
      day: order.day,
      concept: { kind: 'payment', paymentType: order.payment_type, lastFour: order.last_four },
      cents: -cents(order.amount),
    });
  }

  const closedByClub = new Map<string, number>();
  for (const item of rows.items) {
    if (!CATEGORIES.includes(item.category) || closedInFull.has(item.id)) continue;
    const category = item.category as PaymentCategory;
    const share = shares.get(item.id) ?? { lateFee: 0, closingCost: 0, amountDue: 0 };
    const day = item.due_date;
    all.push({
      day,
      concept: { kind: 'item', category, feeType: item.fee_type },
      cents: cents(item.amount_due) + share.amountDue,
    });
    const closingCost = category === 'down' ? cents(item.closing_cost) + share.closingCost : 0;
    if (closingCost > 0) all.push({ day, concept: { kind: 'closing_cost' }, cents: closingCost });
    const lateFee = cents(item.late_fee) + share.lateFee;
    if (lateFee > 0) all.push({ day, concept: { kind: 'late_fee' }, cents: lateFee });
    if (item.paid_day !== null && !closedByOrder.has(item.id))
      closedByClub.set(item.paid_day, (closedByClub.get(item.paid_day) ?? 0) + owedCents(item));
  }
  for (const [day, paid] of closedByClub) all.push({ day, concept: { kind: 'club_payment' }, cents: -paid });

  // Stable: each day's charges (items in due order) before its payments.
  all.sort((a, b) => a.day.localeCompare(b.day) || Number(isPayment(a)) - Number(isPayment(b)));
  const sum = (entries: readonly StatementEntry[]) => entries.reduce((total, e) => total + e.cents, 0);
  const openingCents = sum(all.filter((e) => e.day < from));
  const entries = all.filter((e) => e.day >= from && e.day <= to);
  const chargesCents = sum(entries.filter((e) => !isPayment(e)));
  // Counted up from 0 rather than negated: a period without payments pays 0, not -0 ("-MXN 0.00").
  const paymentsCents = entries.filter(isPayment).reduce((total, e) => total - e.cents, 0);
  return {
    openingCents,
    entries,
    chargesCents,
    paymentsCents,
    closingCents: openingCents + chargesCents - paymentsCents,
    pending: rows.pending.map((p) => ({ day: p.day, cents: cents(p.amount) })),
  };
}
