/**
 * What a member owes, at a glance (issue 24): one reading of the contracts' open items for the dashboard's and
 * My Account's amount-due card, the menu's badge and the Payments page's badges, so they never disagree.
 */

import type { Contract, PaymentItem } from './api/profile.ts';
import {
  type Currency,
  currencyOf,
  type FeeType,
  PAYMENT_CATEGORIES,
  type PaymentCategory,
  VISIBLE_CONTRACT_STATUSES,
} from './constants.ts';
import { itemTotalCents } from './payment-totals.ts';

export interface CurrencyAmount {
  currency: Currency;
  /** In cents, summed as integers. */
  cents: number;
}

/** Where "Pay now" leads: the contract and the kind of payment of the oldest item due (a fee, its fee type). */
export interface PayNowTarget {
  contract_id: number;
  type: PaymentCategory;
  fee_type: FeeType | null;
}

export interface AmountDue {
  /** Items due today or earlier, totalled per currency (MXN before USD); empty when nothing is due now. */
  dueNow: CurrencyAmount[];
  /** How many open items are due today or earlier: the portal's one pending count. */
  dueNowCount: number;
  /** Of those, how many were due before today (late). */
  overdueCount: number;
  /** The first open item falling due after today, with what falls due that day; null when none. */
  next: { due_date: string; amounts: CurrencyAmount[] } | null;
  payNow: PayNowTarget | null;
}

/** How the open items of one contract stand today (the Payments page's contract and type badges). */
export interface ContractDue {
  dueNowCount: number;
  overdueCount: number;
  /** Due before today, per kind of payment. */
  overdueByType: Record<PaymentCategory, number>;
}

type Dated = {
  contract: Pick<Contract, 'contract_id' | 'currency_id'>;
  type: PaymentCategory;
  item: PaymentItem;
};

/** Contracts whose items are owed: the profile's (Active, Pending, Blocked), as the API counts `payments`. */
const isPayable = (contract: Pick<Contract, 'contract_status'>) =>
  VISIBLE_CONTRACT_STATUSES.includes(contract.contract_status);

function openItems(contracts: readonly Contract[]): Dated[] {
  return contracts
    .filter(isPayable)
    .flatMap((contract) =>
      PAYMENT_CATEGORIES.flatMap((type) =>
        contract.payment_types[type].map((item) => ({ contract, type, item })),
      ),
    );
}

function totalsPerCurrency(items: readonly Dated[]): CurrencyAmount[] {
  const totals = new Map<Currency, number>();
  for (const { contract, type, item } of items) {
    const currency = currencyOf(contract.currency_id);
    totals.set(currency, (totals.get(currency) ?? 0) + itemTotalCents(type, item));
  }
  return [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([currency, cents]) => ({ currency, cents }));
}

/**
 * The amount due across the member's contracts on `today` (YYYY-MM-DD, the club's day). An item is due on its
 * due date and late the day after, as the API's pending count and the payment form's "all due" read it.
 */
export function amountDue(contracts: readonly Contract[], today: string): AmountDue {
  const open = openItems(contracts);
  const due = open
    .filter(({ item }) => item.due_date <= today)
    .sort((a, b) => a.item.due_date.localeCompare(b.item.due_date) || a.item.id - b.item.id);
  const later = open.filter(({ item }) => item.due_date > today);
  const nextDate = later.reduce<string | null>(
    (earliest, { item }) => (earliest === null || item.due_date < earliest ? item.due_date : earliest),
    null,
  );
  const oldest = due[0];
  return {
    dueNow: totalsPerCurrency(due),
    dueNowCount: due.length,
    overdueCount: due.filter(({ item }) => item.due_date < today).length,
    next:
      nextDate === null
        ? null
        : {
            due_date: nextDate,
            amounts: totalsPerCurrency(later.filter(({ item }) => item.due_date === nextDate)),
          },
    payNow: oldest
      ? { contract_id: oldest.contract.contract_id, type: oldest.type, fee_type: oldest.item.fee_type }
      : null,
  };
}

/** One contract's items due now and late, in total and per kind of payment. */
export function contractDue(contract: Contract, today: string): ContractDue {
  const overdueByType = { down: 0, monthly: 0, cash_out: 0, other_fees: 0 } satisfies Record<
    PaymentCategory,
    number
  >;
  let dueNowCount = 0;
  for (const { type, item } of openItems([contract])) {
    if (item.due_date > today) continue;
    dueNowCount += 1;
    if (item.due_date < today) overdueByType[type] += 1;
  }
  const overdueCount = Object.values(overdueByType).reduce((sum, count) => sum + count, 0);
  return { dueNowCount, overdueCount, overdueByType };
}
