import type { Language } from '../constants.ts';
import type { CardMessageKey } from './cards.ts';
import type { CareMessageKey } from './care.ts';
import { type MessageKey as CoreMessageKey, en } from './en.ts';
import { es } from './es.ts';
import type { PaymentMessageKey } from './payments.ts';
import type { ProfileMessageKey } from './profile.ts';
import type { ReservationMessageKey } from './reservations.ts';

export type {
  CardMessageKey,
  CareMessageKey,
  CoreMessageKey,
  PaymentMessageKey,
  ProfileMessageKey,
  ReservationMessageKey,
};
export type MessageKey =
  | CoreMessageKey
  | ReservationMessageKey
  | ProfileMessageKey
  | CardMessageKey
  | CareMessageKey
  | PaymentMessageKey;

/** What the login page needs at once. */
export const coreMessages: Readonly<Record<Language, Readonly<Record<CoreMessageKey, string>>>> = { en, es };
