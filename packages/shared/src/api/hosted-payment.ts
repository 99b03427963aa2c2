import * as z from 'zod';
import { PaymentRequestSchema, paymentModeRules } from './payments.ts';

const { card_id: _card, cvv: _cvv, ...paymentShape } = PaymentRequestSchema.shape;

/**
 * `POST /payment/hosted`: a payment with a card that is not saved yet. The same choice as `POST /payment`
 * without the saved card and its CVV (the provider's page takes the card), and whether the card is then kept
 * as a saved card. The billing details are the member's profile address, as the add-card form starts with.
 */
export const HostedPaymentRequestSchema = z
  .object({ ...paymentShape, save_card: z.boolean().optional() })
  .superRefine((v, ctx) => paymentModeRules(v, ctx));
export type HostedPaymentRequest = z.infer<typeof HostedPaymentRequestSchema>;
export type HostedPaymentRequestInput = z.input<typeof HostedPaymentRequestSchema>;

/** Where the browser posts the signed fields (the provider's hosted `/pay`), and the order it pays. */
export const HostedPaymentSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  order: z.string(),
});
export type HostedPayment = z.infer<typeof HostedPaymentSchema>;
