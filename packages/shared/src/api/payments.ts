import * as z from 'zod';
import { FEE_TYPES, PAYMENT_CATEGORIES } from '../constants.ts';
import { DeviceFingerprintIdSchema } from './credit-cards.ts';
import { PaymentHistoryItemSchema } from './profile.ts';

/** Monthly payment modes (spec section 4): all due (or the first), pay in full, chosen months. */
export const MONTHLY_TYPES = ['monthly', 'full', 'multiple'] as const;
export type MonthlyType = (typeof MONTHLY_TYPES)[number];

/**
 * A money figure as a member types it: digits with optional thousands separators (`1,234.50`) and up to two
 * decimals. Commas are removed before reading it (spec section 5); "1,2,3" is not a grouping and is refused.
 */
export const MONEY_INPUT_RE = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

/** Cents of a money figure typed by a member, or null when it is not one (negative, malformed). */
export function parseMoneyInput(value: string | number): number | null {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  if (!MONEY_INPUT_RE.test(text)) return null;
  const [whole = '0', fraction = ''] = text.replaceAll(',', '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * The security code's length by card type (spec section 5): American Express 3 to 4 digits, the others 3. A
 * code shorter than 3 is never sent.
 */
export function cvvLengthOf(cardType: string): { min: number; max: number } {
  return /^(amex|american[ _-]?express|003)$/i.test(cardType) ? { min: 3, max: 4 } : { min: 3, max: 3 };
}

/** The message for a security code that does not fit the card's type, or null when it does. */
export function cvvIssue(cvv: string, cardType: string): 'validation_cvv' | 'validation_cvv_3' | null {
  const { min, max } = cvvLengthOf(cardType);
  if (/^\d+$/.test(cvv) && cvv.length >= min && cvv.length <= max) return null;
  return max === 3 ? 'validation_cvv_3' : 'validation_cvv';
}

const id = z.number({ error: 'validation_required' }).int().positive({ error: 'validation_invalid' });

/**
 * What a payment needs beside its fields: an amount within the items shown (exactly them to pay in full), a
 * monthly mode, the months chosen, the fee paid.
 */
export function paymentModeRules(
  v: {
    order_amount: string | number;
    max_amount?: string | number | undefined;
    paymentType: string;
    monthlyType?: string | undefined;
    multiplePayment?: number[] | undefined;
    fee_type?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  const asked = parseMoneyInput(v.order_amount);
  const most = v.max_amount === undefined ? null : parseMoneyInput(v.max_amount);
  if (asked !== null && asked > 0 && most !== null) {
    if (v.paymentType === 'monthly' && v.monthlyType === 'full' && asked !== most)
      ctx.addIssue({ code: 'custom', path: ['order_amount'], message: 'validation_amount_full' });
    else if (asked > most)
      ctx.addIssue({ code: 'custom', path: ['order_amount'], message: 'validation_amount_over_max' });
  }
  if (v.paymentType === 'monthly' && v.monthlyType === undefined)
    ctx.addIssue({ code: 'custom', path: ['monthlyType'], message: 'validation_required' });
  if (v.paymentType === 'monthly' && v.monthlyType === 'multiple' && (v.multiplePayment ?? []).length === 0)
    ctx.addIssue({ code: 'custom', path: ['multiplePayment'], message: 'validation_months_required' });
  if (v.paymentType === 'other_fees' && v.fee_type === undefined)
    ctx.addIssue({ code: 'custom', path: ['fee_type'], message: 'validation_fee_type_required' });
}

/**
 * `POST /payment` (spec sections 3 and 7). The server works out the items and the amount from the contract's
 * open items; `order_amount` is the figure the member saw and is only checked against it. `paymentTypeIds` are
 * the items the form showed (the server refuses when they no longer match); `max_amount` the most the form
 * let the member type, the total of those items (spec section 5: `order_amount` is required, above 0, not above
 * it; in the "full" mode it is that total); `multiplePayment` the months
 * chosen in the "multiple" mode; `fee_type` the fee paid with `other_fees`. The Idempotency-Key header made
 * when the form opened makes a retry answer the first result.
 */
export const PaymentRequestSchema = z
  .object({
    order_amount: z
      .union([z.string(), z.number()], { error: 'validation_required' })
      .superRefine((v, ctx) => {
        const cents = parseMoneyInput(v);
        if (cents === null) ctx.addIssue({ code: 'custom', message: 'validation_amount_format' });
        else if (cents <= 0) ctx.addIssue({ code: 'custom', message: 'validation_amount_positive' });
      }),
    max_amount: z
      .union([z.string(), z.number()])
      .refine((v) => parseMoneyInput(v) !== null, { error: 'validation_amount_format' })
      .optional(),
    contract_id: id,
    card_id: id,
    cvv: z.string({ error: 'validation_required' }).regex(/^\d{3,4}$/, { error: 'validation_cvv' }),
    paymentType: z.enum(PAYMENT_CATEGORIES, { error: 'validation_required' }),
    paymentTypeIds: z.array(id).max(500).optional(),
    monthlyType: z.enum(MONTHLY_TYPES, { error: 'validation_invalid' }).optional(),
    multiplePayment: z.array(id).max(500).optional(),
    fee_type: z.enum(FEE_TYPES, { error: 'validation_invalid' }).optional(),
    /** The session id of `GET /card-checkout/fingerprint` whose script ran on the form's page. */
    device_fingerprint_id: DeviceFingerprintIdSchema.optional(),
  })
  .superRefine((v, ctx) => paymentModeRules(v, ctx));
export type PaymentRequest = z.infer<typeof PaymentRequestSchema>;
export type PaymentRequestInput = z.input<typeof PaymentRequestSchema>;

/** `POST /payment` 201: the order (`id`, the invoice's key) and what was charged. */
export const PaymentResultSchema = z.object({
  id: z.string(),
  status: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  payment_type: z.enum(PAYMENT_CATEGORIES),
  last_four: z.string(),
  created_at: z.string(),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

/** `GET /payment_history`: per contract (all but Cancelled), its payments of the last 730 days, newest first. */
export const PaymentHistoryContractSchema = z.object({
  contract_id: z.number().int(),
  contract_number: z.string(),
  resort: z.string(),
  contract_status: z.string(),
  payments: z.array(PaymentHistoryItemSchema),
});
export const PaymentHistoryListSchema = z.array(PaymentHistoryContractSchema);
export type PaymentHistoryContract = z.infer<typeof PaymentHistoryContractSchema>;
