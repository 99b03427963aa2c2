import {
  type Contract,
  type Currency,
  currencyOf,
  fromCents,
  PAYMENT_CATEGORIES,
  PAYMENT_HISTORY_PENDING,
  type PaymentCategory,
  type PaymentHistoryItem,
  selectPayment,
} from '@vida/shared';
import { type ApiRequestError, isApiRequestError } from '../../../lib/api-client.ts';

export const isPaymentCategory = (value: string | undefined): value is PaymentCategory =>
  (PAYMENT_CATEGORIES as readonly string[]).includes(value ?? '');

/** The contract a payment page was opened for (navigation state `{ contract }`), or null. */
export function contractFromState(state: unknown): Contract | null {
  if (typeof state !== 'object' || state === null || !('contract' in state)) return null;
  const contract = (state as { contract: unknown }).contract;
  return typeof contract === 'object' && contract !== null && 'payment_types' in contract
    ? (contract as Contract)
    : null;
}

export const contractCurrency = (contract: Pick<Contract, 'currency_id'>): Currency =>
  currencyOf(contract.currency_id);

/** What each payment type of a contract amounts to now (the type choice's summary), open types only. */
export function paymentTypeSummaries(contract: Contract, today: string) {
  return PAYMENT_CATEGORIES.flatMap((type) => {
    const items = contract.payment_types[type];
    if (items.length === 0) return [];
    const selection = selectPayment(
      contract,
      { paymentType: type, monthlyType: 'monthly', fee_type: items[0]?.fee_type ?? undefined },
      today,
    );
    // The count and the total describe the same items: those the payment pays by default.
    if (typeof selection === 'string') return [{ type, count: 0, total: 0 }];
    return [{ type, count: selection.items.length, total: fromCents(selection.totalCents) }];
  });
}

/** The amount as the form sends it: two decimals with a dot, no grouping. */
export const amountText = (cents: number): string => (cents / 100).toFixed(2);

/** An amount as the amount field shows it for the member to change: `10,860.00` (the form's own notation). */
export const amountInput = (cents: number): string =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The server's word that a charge of these items is still being confirmed with the provider (its own
 * attempt, `payment_pending`, also after a full disk; or another attempt holding the items,
 * `payment_in_progress`): not a failure, and paying again is what must not happen.
 */
export function isBeingConfirmed(error: unknown): boolean {
  return (
    isApiRequestError(error) && (error.code === 'payment_pending' || error.code === 'payment_in_progress')
  );
}

/**
 * A charge that took no money and says why (402 `payment_declined*`, 502 `payment_failed`): the form keeps
 * the message beside the Pay button, not in a passing toast.
 */
export function isDeclined(error: unknown): error is ApiRequestError {
  return (
    isApiRequestError(error) &&
    typeof error.code === 'string' &&
    (error.code.startsWith('payment_declined') || error.code === 'payment_failed')
  );
}

/**
 * Paying is paused for this member or address after too many attempts (429, card testing): kept beside the
 * Pay button like a decline, with the server's words (how long to wait), since paying again at once fails.
 */
export function isPaused(error: unknown): error is ApiRequestError {
  return isApiRequestError(error) && error.status === 429;
}

/** The contract's portal payments still being confirmed (history status 1), as its history lists them. */
export const paymentsBeingConfirmed = (contract: Pick<Contract, 'payments'>): PaymentHistoryItem[] =>
  contract.payments.filter((payment) => payment.status === PAYMENT_HISTORY_PENDING);
