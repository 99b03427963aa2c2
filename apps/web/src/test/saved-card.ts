import type { CreditCardSchema } from '@vida/shared';
import type { z } from 'zod';

/** John's saved Visa as `GET /credit_cards` lists it: the card the payment tests pay with. */
export const JOHNS_VISA = {
  id: 5,
  status: 1,
  is_default: true,
  card_type: 'visa',
  card_number: '•••• 1881',
  exp_month: 11,
  exp_year: new Date().getFullYear() + 2,
  card_holder_name: 'John Miller',
  first_name: 'John',
  last_name: 'Miller',
  address: '1450 Lakeshore Drive',
  country: 'US',
  state: 'IL',
  city: 'Chicago',
  post_code: '60611',
} as const satisfies z.input<typeof CreditCardSchema>;
