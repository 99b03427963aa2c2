import type { MonthlyType } from './api/payments.ts';
import type { Contract, PaymentItem } from './api/profile.ts';
import type { PaymentCategory } from './constants.ts';

/** What a payment form asks to pay (the part of `POST /payment` that chooses items). */
export interface PaymentChoice {
  paymentType: PaymentCategory;
  monthlyType?: MonthlyType | undefined;
  multiplePayment?: readonly number[] | undefined;
  fee_type?: string | undefined;
}

export type SelectionError = 'no_items' | 'unknown_months' | 'no_fee_items';

export interface PaymentSelection {
  items: PaymentItem[];
  /** In cents: amounts are added as integers so 0.1 + 0.2 stays 0.30. */
  totalCents: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/** Spec section 9: down = amount due + closing cost + late fee; the other kinds amount due + late fee. */
export function itemTotalCents(category: PaymentCategory, item: PaymentItem): number {
  const base = cents(item.amount_due) + cents(item.late_fee);
  return category === 'down' ? base + cents(item.closing_cost) : base;
}

/**
 * The items a payment covers and its total (spec sections 4, 5 and 9), from the contract's open items. One
 * function for the form's totals and the server's charge, so the two never disagree. `today` is YYYY-MM-DD.
 */
export function selectPayment(
  contract: Pick<Contract, 'payment_types' | 'pay_in_full'>,
  choice: PaymentChoice,
  today: string,
): PaymentSelection | SelectionError {
  const open = contract.payment_types[choice.paymentType];
  const sum = (items: PaymentItem[]) =>
    items.reduce((total, item) => total + itemTotalCents(choice.paymentType, item), 0);
  if (open.length === 0) return 'no_items';
  switch (choice.paymentType) {
    case 'monthly': {
      if (choice.monthlyType === 'full') {
        // Paying in full settles every open instalment at the contract's pay-in-full figure, without late fees.
        return { items: open, totalCents: cents(contract.pay_in_full) };
      }
      if (choice.monthlyType === 'multiple') {
        const chosen = new Set(choice.multiplePayment ?? []);
        const items = open.filter((item) => chosen.has(item.id));
        if (items.length === 0 || items.length !== chosen.size) return 'unknown_months';
        return { items, totalCents: sum(items) };
      }
      const due = open.filter((item) => item.due_date <= today);
      const items = due.length > 0 ? due : open.slice(0, 1);
      return { items, totalCents: sum(items) };
    }
    case 'other_fees': {
      const items = open.filter((item) => item.fee_type === choice.fee_type);
      if (items.length === 0) return 'no_fee_items';
      return { items, totalCents: sum(items) };
    }
    default:
      return { items: open, totalCents: sum(open) };
  }
}

/** How much of a payment one item takes, in cents; what an item does not take stays due on it. */
export interface ItemAllocation {
  item: PaymentItem;
  lateFeeCents: number;
  /** Down payments only (the other kinds do not charge the closing cost). */
  closingCostCents: number;
  amountDueCents: number;
  totalCents: number;
  /** The item is paid off; otherwise its remainder stays due (its late fee first, so a remainder is principal). */
  settles: boolean;
}

/**
 * How an amount is applied to the items of a payment (decision 016): oldest item first, and within an item
 * its late fee first, then the closing cost (down payments), then the amount due; the next item only once
 * this one is paid off. The items with nothing applied are left out. Paying in full is not applied this way:
 * it pays `pay_in_full` and closes every instalment (see `selectPayment`).
 */
export function allocatePayment(
  category: PaymentCategory,
  items: readonly PaymentItem[],
  amountCents: number,
): ItemAllocation[] {
  const oldestFirst = [...items].sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id);
  let left = Math.max(0, Math.round(amountCents));
  const take = (due: number) => {
    const taken = Math.min(left, due);
    left -= taken;
    return taken;
  };
  const allocations: ItemAllocation[] = [];
  for (const item of oldestFirst) {
    if (left === 0) break;
    const lateFeeCents = take(cents(item.late_fee));
    const closingCostCents = category === 'down' ? take(cents(item.closing_cost)) : 0;
    const amountDueCents = take(cents(item.amount_due));
    const totalCents = lateFeeCents + closingCostCents + amountDueCents;
    allocations.push({
      item,
      lateFeeCents,
      closingCostCents,
      amountDueCents,
      totalCents,
      settles: totalCents === itemTotalCents(category, item),
    });
  }
  return allocations;
}

/** Total due on a contract (spec section 5: the most a member may pay): balance plus amounts due and late fees. */
export function totalDueCents(contract: Pick<Contract, 'payment_types' | 'balance'>): number {
  let total = cents(contract.balance);
  for (const category of ['down', 'monthly', 'cash_out', 'other_fees'] as const)
    for (const item of contract.payment_types[category]) total += itemTotalCents(category, item);
  return total;
}

/** Cents as the API's JSON number (2 decimals). */
export const fromCents = (value: number): number => Math.round(value) / 100;
