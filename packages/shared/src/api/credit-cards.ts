import * as z from 'zod';
import { anyPasswordRule, requiredString } from '../rules.ts';

export const CARD_TYPES = ['visa', 'mastercard'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Cards page size when the list is not paginated (spec section 9). */
export const CARDS_PAGE_SIZE = 1000;

/**
 * A saved card (spec section 3) as the browser sees it: never the full number, never a CVV, never the
 * provider's token (that stays on the server, which charges with it).
 */
export const CreditCardSchema = z.object({
  id: z.number().int(),
  /** 1 is active; deactivated cards are not listed. */
  status: z.number().int(),
  is_default: z.boolean(),
  card_type: z.enum(CARD_TYPES),
  /** Masked, e.g. `•••• 4242`. */
  card_number: z.string(),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int(),
  card_holder_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  address: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  /** Code for the US and Canada, free text elsewhere. */
  state: z.string(),
  city: z.string(),
  post_code: z.string(),
});
export type CreditCard = z.infer<typeof CreditCardSchema>;

export const PageMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

/** `GET /credit_cards?page&per_page`: defaults page 1, per_page 1000 (at most 1000). */
export const CreditCardQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(CARDS_PAGE_SIZE).default(CARDS_PAGE_SIZE),
});
export type CreditCardQuery = z.input<typeof CreditCardQuerySchema>;

/** The whole answer (not only `data`): `{ data: CreditCard[], meta }`, the default card first. */
export const CreditCardListSchema = z.object({ data: z.array(CreditCardSchema), meta: PageMetaSchema });
export type CreditCardList = z.infer<typeof CreditCardListSchema>;

/** Secure Acceptance's field lengths for the billing address (WM Appendix A). */
const BILLING_MAX = { name: 60, line: 60, city: 50, state: 60, postal: 10 } as const;

const billingText = (max: number) =>
  requiredString().pipe(z.string().max(max, { error: 'validation_too_long' }));

/**
 * The billing details of a card (spec sections 3 and 5): names, street, city, country (ISO alpha-2), state
 * (a code for the US and Canada, free text elsewhere) and postal code, all required. Checked by the form
 * before the consent dialog and again by the API before it signs anything.
 */
export const CardBillingSchema = z.object({
  bill_to_forename: billingText(BILLING_MAX.name),
  bill_to_surname: billingText(BILLING_MAX.name),
  bill_to_address_line1: billingText(BILLING_MAX.line),
  bill_to_address_city: billingText(BILLING_MAX.city),
  // Piped: checks chained on `requiredString()` would add their message to an empty value's.
  bill_to_address_country: requiredString().pipe(z.string().regex(/^[A-Z]{2}$/, 'validation_invalid')),
  bill_to_address_state: billingText(BILLING_MAX.state),
  bill_to_address_postal_code: requiredString().pipe(
    z
      .string()
      .max(BILLING_MAX.postal, { error: 'validation_too_long' })
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'validation_invalid'),
  ),
});
export type CardBilling = z.infer<typeof CardBillingSchema>;

/**
 * A device-fingerprint session id as a request carries it (`device_fingerprint_id`): the session id alone,
 * without the merchant id the script's `session_id` starts with. Device Fingerprinting Guide: letters, digits,
 * `-` and `_`, at most 88 characters.
 */
export const DeviceFingerprintIdSchema = z
  .string()
  .max(88, { error: 'validation_invalid' })
  .regex(/^[\w-]+$/, { error: 'validation_invalid' });

/**
 * `POST /card-checkout`: the signed fields for the provider's hosted page. Without `card_id` a new card
 * (create_payment_token), with it that saved card (update_payment_token with its stored token).
 */
export const CardCheckoutRequestSchema = CardBillingSchema.extend({
  card_id: z.number().int().positive().optional(),
  /** Make the new card the default one (a first card always is). */
  is_default: z.boolean().optional(),
  /** The session id of `GET /card-checkout/fingerprint`, when its script ran on the page. */
  device_fingerprint_id: DeviceFingerprintIdSchema.optional(),
});
export type CardCheckoutRequest = z.infer<typeof CardCheckoutRequestSchema>;

/**
 * `GET /card-checkout/fingerprint`: the provider's device-fingerprint script for the page where the member
 * starts a card checkout or pays with a saved card (Device Fingerprinting Guide: on the checkout page, seconds
 * before the order is sent), and the session id it profiles, which the checkout request or the payment then
 * carries as `device_fingerprint_id`.
 */
export const CardFingerprintSchema = z.object({ session_id: z.string(), script_url: z.string() });
export type CardFingerprint = z.infer<typeof CardFingerprintSchema>;

/** Where the browser posts, and the signed fields it posts (the card itself is typed on the provider's page). */
export const CardCheckoutSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type CardCheckout = z.infer<typeof CardCheckoutSchema>;

/**
 * Why the provider's page ended without a saved card. The fail and cancelled pages carry one of these in
 * their path (`/fail-payment/declined`) and show the portal's own text for it: a link anyone can write
 * must not put words of its choosing on our pages (issue 23).
 */
export const CHECKOUT_RESULT_REASONS = [
  'declined',
  'insufficient_funds',
  'expired',
  'card_check',
  'authentication',
  'card_type',
  'review',
  'duplicate',
  'error',
  /** A reply whose signature or request did not check out: nothing was recorded. */
  'unverified',
  'cancelled',
] as const;
export type CheckoutResultReason = (typeof CHECKOUT_RESULT_REASONS)[number];

export const isCheckoutResultReason = (value: string | undefined): value is CheckoutResultReason =>
  (CHECKOUT_RESULT_REASONS as readonly (string | undefined)[]).includes(value);

/**
 * `PUT /credit_cards/{id}`: the whole card object as the list gives it (spec section 7); only `is_default`
 * (true makes it the default) and `status` (0 or false deactivates it) change anything.
 */
export const CreditCardUpdateSchema = CreditCardSchema.partial().extend({
  is_default: z.boolean().optional(),
  status: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
});
export type CreditCardUpdate = z.infer<typeof CreditCardUpdateSchema>;

/** `POST /reauthenticate`: the member's password, before a card is added, edited or deleted. */
export const ReauthenticateRequestSchema = z.object({ password: anyPasswordRule() });
export type ReauthenticateRequest = z.infer<typeof ReauthenticateRequestSchema>;

/** How long a password confirmation lets the member change cards. */
export const REAUTHENTICATION_MINUTES = 5;

export const ReauthenticationSchema = z.object({ valid_until: z.string() });
export type Reauthentication = z.infer<typeof ReauthenticationSchema>;

/** The provider's card type codes the portal accepts, and its names for them. */
export const PROVIDER_CARD_TYPES: Record<string, CardType> = { '001': 'visa', '002': 'mastercard' };

/** `PUT /credit_cards/{id}`: the card after the change (null once deactivated) and the success text. */
export const CreditCardUpdateResponseSchema = z.object({
  data: CreditCardSchema.nullable(),
  message: z.string(),
});
export type CreditCardUpdateResponse = z.infer<typeof CreditCardUpdateResponseSchema>;
