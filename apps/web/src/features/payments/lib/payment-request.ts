import {
  type Contract,
  type CreditCard,
  cvvIssue,
  type FeeType,
  type MonthlyType,
  type PaymentCategory,
  type PaymentRequest,
  type PaymentRequestInput,
  PaymentRequestSchema,
  parseMoneyInput,
  selectPayment,
} from '@vida/shared';
import type { Control, Resolver } from 'react-hook-form';
import { clubToday } from '../../../lib/amount-due.ts';
import { requestResolver } from '../../../lib/request-resolver.ts';
import { amountText } from './payment-form.ts';

/** What the member chooses on the payment form; named as the request names them, so a 400 lands on them. */
export interface PaymentChoice {
  monthlyType: MonthlyType;
  multiplePayment: number[];
  fee_type: string;
  /** The amount as the member typed it (thousands separators allowed); "full" always pays the whole total. */
  order_amount: string;
  /** The card picked; null leaves the default (or first) card. */
  card_id: number | null;
  cvv: string;
}

/** The form's control as its field components take it (the submit handler gets the checked request). */
export type PaymentControl = Control<PaymentChoice, unknown, PaymentRequest>;

/** The request's fields a message can be shown under. */
export const PAYMENT_ERROR_FIELDS = [
  'multiplePayment',
  'fee_type',
  'card_id',
  'cvv',
  'order_amount',
] as const satisfies readonly (keyof PaymentChoice)[];

/** The items the choice selects and their total, as the form shows them and the API will check them. */
export function selectionOf(contract: Contract, type: PaymentCategory, choice: PaymentChoice) {
  const selection = selectPayment(
    contract,
    {
      paymentType: type,
      monthlyType: choice.monthlyType,
      multiplePayment: choice.multiplePayment,
      fee_type: choice.fee_type,
    },
    clubToday(),
  );
  return { selection, totalCents: typeof selection === 'string' ? 0 : selection.totalCents };
}

const isFull = (type: PaymentCategory, choice: Pick<PaymentChoice, 'monthlyType'>) =>
  type === 'monthly' && choice.monthlyType === 'full';

/** The cents the choice pays: what the member typed (0 when it is not an amount), the whole total in full. */
export function amountCentsOf(type: PaymentCategory, choice: PaymentChoice, totalCents: number): number {
  if (isFull(type, choice)) return totalCents;
  return parseMoneyInput(choice.order_amount) ?? 0;
}

/** The body of `POST /payment` for this choice (without the device-fingerprint session). */
export function paymentRequestOf(
  contract: Contract,
  type: PaymentCategory,
  choice: PaymentChoice,
  card: CreditCard | undefined,
): PaymentRequestInput {
  const { selection, totalCents } = selectionOf(contract, type, choice);
  return {
    order_amount: isFull(type, choice) ? amountText(totalCents) : choice.order_amount.trim(),
    // The ceiling the form showed: the API refuses a payment whose items changed under it.
    max_amount: amountText(totalCents),
    contract_id: contract.contract_id,
    card_id: card?.id ?? 0,
    cvv: choice.cvv,
    paymentType: type,
    ...(typeof selection === 'string' ? {} : { paymentTypeIds: selection.items.map((item) => item.id) }),
    ...(type === 'monthly'
      ? {
          monthlyType: choice.monthlyType,
          ...(choice.monthlyType === 'multiple' ? { multiplePayment: choice.multiplePayment } : {}),
        }
      : {}),
    ...(type === 'other_fees' && choice.fee_type ? { fee_type: choice.fee_type as FeeType } : {}),
  };
}

/**
 * The form's resolver: the shared PaymentRequestSchema (the API's own rule) checks the request the choice
 * makes (requestResolver: each issue under the field it names); without a card to charge, the card is
 * required; with one, the security code has the length of its type (the API checks the same).
 */
export function paymentResolver(
  toRequest: (choice: PaymentChoice) => { request: PaymentRequestInput; card: CreditCard | undefined },
): Resolver<PaymentChoice, unknown, PaymentRequest> {
  const check = requestResolver(PaymentRequestSchema, (choice: PaymentChoice) => toRequest(choice).request);
  return async (choice, context, options) => {
    const result = await check(choice, context, options);
    const { card } = toRequest(choice);
    // The card's own length says more than the schema's "3 or 4 digits".
    const cvv = card ? cvvIssue(choice.cvv, card.card_type) : null;
    if (card && !cvv) return result;
    const extra = card
      ? { cvv: { type: 'server', message: cvv ?? '' } }
      : { card_id: { type: 'required', message: 'validation_required' } };
    return { values: {}, errors: { ...result.errors, ...extra } };
  };
}
