import type { PaymentChoice } from './payment-request.ts';

/** What the form chose besides the card: kept when the member leaves for the provider's pages and comes back. */
export type KeptChoice = Pick<PaymentChoice, 'monthlyType' | 'multiplePayment' | 'fee_type'>;

/**
 * The payment page's navigation state to come back to (its contract) with the choice made on the form, so
 * the way back from the provider's pages (the result pages, a card added in the profile) opens the same
 * payment: contract, mode and items.
 */
export function returnStateOf(state: unknown, choice: Partial<KeptChoice>): unknown {
  const base = typeof state === 'object' && state !== null ? state : {};
  return {
    ...base,
    choice: {
      ...(choice.monthlyType ? { monthlyType: choice.monthlyType } : {}),
      ...(choice.multiplePayment ? { multiplePayment: choice.multiplePayment } : {}),
      ...(choice.fee_type ? { fee_type: choice.fee_type } : {}),
    },
  };
}

/** The choice a return state carries (only well-formed values), for the form's defaults. */
export function choiceFromState(state: unknown): Partial<KeptChoice> {
  if (typeof state !== 'object' || state === null || !('choice' in state)) return {};
  const choice = (state as { choice: unknown }).choice;
  if (typeof choice !== 'object' || choice === null) return {};
  const { monthlyType, multiplePayment, fee_type } = choice as Record<string, unknown>;
  return {
    ...(monthlyType === 'monthly' || monthlyType === 'full' || monthlyType === 'multiple'
      ? { monthlyType }
      : {}),
    ...(Array.isArray(multiplePayment) && multiplePayment.every((id) => Number.isInteger(id))
      ? { multiplePayment: multiplePayment as number[] }
      : {}),
    ...(typeof fee_type === 'string' ? { fee_type } : {}),
  };
}
