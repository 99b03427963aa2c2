import type { Contract, CreditCardSchema } from '@vida/shared';
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

/**
 * John's Sea Garden contract in USD with nothing to pay: each test gives it the items (and the pay-in-full
 * figure) it is about.
 */
export function seaGardenContract(overrides: Partial<Contract> = {}): Contract {
  return {
    contract_id: 7,
    contract_number: 'SG-2022-012046',
    contract_status: 'Active',
    resort: 'Sea Garden',
    user_id: 1,
    affiliation: null,
    currency_id: 2,
    balance: 9600,
    finance: 12000,
    loan_payment_amount: 0,
    pay_in_full: 0,
    maintenance_fee: 0,
    room_type: 'Studio',
    contract_date: 1_600_000_000,
    total_weeks: 12,
    used_weeks: 3,
    weeks_available: 9,
    payment_types: { down: [], monthly: [], cash_out: [], other_fees: [] },
    payments: [],
    ...overrides,
  };
}
