/**
 * Saved cards: Ana a default Visa, a Mastercard and a deactivated Visa; John one Visa; the guest none.
 * The tokens stand for the payment provider's (the sandbox knows them): no card number or CVV is ever stored.
 */
import { DEMO_CARD_TOKENS } from '@vida/shared';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import type { DemoCard } from './demo-types.ts';

const ANA_BILLING = {
  cardHolderName: 'Ana García',
  firstName: 'Ana',
  lastName: 'García',
  address: 'Av. Paseo de la Reforma 250, piso 8',
  country: 'MX',
  state: 'CDMX',
  city: 'Ciudad de México',
  postCode: '06600',
} as const;

export const DEMO_CARDS: readonly DemoCard[] = [
  {
    user: DEMO_ACCOUNTS.ana,
    isDefault: true,
    cardType: 'visa',
    lastFour: '4242',
    expMonth: 8,
    expYearOffset: 3,
    ...ANA_BILLING,
    cardToken: DEMO_CARD_TOKENS[0].token,
  },
  {
    user: DEMO_ACCOUNTS.ana,
    isDefault: false,
    cardType: 'mastercard',
    lastFour: '5454',
    expMonth: 3,
    expYearOffset: 1,
    ...ANA_BILLING,
    cardToken: DEMO_CARD_TOKENS[1].token,
  },
  // Deactivated: kept for the payment history, never listed.
  {
    user: DEMO_ACCOUNTS.ana,
    status: 0,
    isDefault: false,
    cardType: 'visa',
    lastFour: '0005',
    expMonth: 1,
    expYearOffset: -1,
    ...ANA_BILLING,
    cardToken: DEMO_CARD_TOKENS[2].token,
  },
  {
    user: DEMO_ACCOUNTS.john,
    isDefault: true,
    cardType: 'visa',
    lastFour: '1881',
    expMonth: 11,
    expYearOffset: 2,
    cardHolderName: 'John Miller',
    firstName: 'John',
    lastName: 'Miller',
    address: '1450 Lakeshore Drive, Apt 12B',
    country: 'US',
    state: 'IL',
    city: 'Chicago',
    postCode: '60611',
    cardToken: DEMO_CARD_TOKENS[3].token,
  },
];
