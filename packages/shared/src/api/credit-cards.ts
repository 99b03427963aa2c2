import * as z from 'zod';

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
