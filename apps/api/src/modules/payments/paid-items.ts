import { allocatePayment, fromCents, type PaymentCategory, type PaymentItem } from '@vida/shared';
import type { PaidItem } from '../../db/schema/index.ts';
import type { ItemOwed } from './payments.repo.ts';

/**
 * What a payment of `amountCents` does to the items its mode selected, as the attempt records it. Paying in
 * full charges `pay_in_full` and closes every open instalment with its late fee waived (spec section 4: no late
 * fee); any other amount is applied oldest item first, its late fee first (decision 016), and a partly paid
 * item keeps its remainder due.
 */
export function paidItemsOf(
  category: PaymentCategory,
  items: readonly PaymentItem[],
  amountCents: number,
  full: boolean,
): PaidItem[] {
  if (full)
    return items.map((item) => ({
      id: item.id,
      dueDate: item.due_date,
      feeType: item.fee_type,
      amount: item.amount_due,
      lateFee: 0,
      closingCost: 0,
      settles: true,
    }));
  return allocatePayment(category, items, amountCents).map((part) => ({
    id: part.item.id,
    dueDate: part.item.due_date,
    feeType: part.item.fee_type,
    amount: fromCents(part.totalCents),
    lateFee: fromCents(part.lateFeeCents),
    closingCost: fromCents(part.closingCostCents),
    settles: part.settles,
  }));
}

/** What each item the payment touches owed as it was read: it is reserved only if it still owes that. */
export function owedOf(items: readonly PaymentItem[], paid: readonly PaidItem[]): ItemOwed[] {
  const touched = new Set(paid.map((item) => item.id));
  return items
    .filter((item) => touched.has(item.id))
    .map((item) => ({
      id: item.id,
      amountDue: item.amount_due,
      lateFee: item.late_fee,
      closingCost: item.closing_cost,
    }));
}
