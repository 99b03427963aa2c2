/** The demo's stays: Ana's and John's in every state, and three booked by phone that no profile has yet. */
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import type { DemoGuest, DemoReservation } from './demo-types.ts';

/**
 * Reservations booked by phone and not yet in any profile (README, demo section): a member adds one with
 * its hotel, number, check-in day (days after the seed ran) and the traveller's last name.
 */
export const UNATTACHED_RESERVATIONS = {
  john: {
    number: 'VP-7KA9DFFT',
    hotel: 'Sea Garden Mazatlán',
    arrivalOffset: 30,
    nights: 5,
    lastName: 'Miller',
  },
  ana: {
    number: 'VP-CXYEB567',
    hotel: 'The Estates at Jungala',
    arrivalOffset: 100,
    nights: 4,
    lastName: 'García',
  },
  lucia: {
    number: 'VP-5AGXJQGL',
    hotel: 'Mayan Palace Puerto Vallarta',
    arrivalOffset: 60,
    nights: 5,
    lastName: 'Navarro',
  },
} as const;

const ANA = DEMO_ACCOUNTS.ana;
const JOHN = DEMO_ACCOUNTS.john;
const U = UNATTACHED_RESERVATIONS;
/** What most stays are: two adults in a one-bedroom suite, under Ana's name. */
const USUAL = { adults: 2, children: 0, guest: 'Ana García', roomType: 'One Bedroom Suite' } as const;

export const DEMO_RESERVATIONS: readonly DemoReservation[] = [
  {
    ...USUAL,
    user: ANA,
    reservationNumber: 'VP-YKMHZZS7',
    status: 2,
    hotel: 'Grand Luxxe Nuevo Vallarta',
    arrivalDay: 21,
    nights: 7,
    children: 1,
    roomType: 'Grand Luxxe Spa Suite',
  },
  {
    ...USUAL,
    user: ANA,
    reservationNumber: 'VP-J9FT3N9R',
    status: 1,
    hotel: 'The Estates Riviera Maya',
    arrivalDay: 75,
    nights: 5,
  },
  {
    ...USUAL,
    user: ANA,
    reservationNumber: 'VP-6LCTNSKV',
    status: 3,
    hotel: 'Mayan Palace Acapulco',
    arrivalDay: -160,
    nights: 7,
    roomType: 'Master Room',
  },
  {
    ...USUAL,
    user: ANA,
    reservationNumber: 'VP-2FMSJ3FY',
    status: 7,
    hotel: 'Sea Garden Mazatlán',
    arrivalDay: -400,
    nights: 5,
    adults: 4,
  },
  {
    ...USUAL,
    user: ANA,
    reservationNumber: 'VP-6AW3SB5L',
    status: 5,
    hotel: 'The Grand Mayan Los Cabos',
    arrivalDay: 40,
    nights: 5,
  },
  {
    ...USUAL,
    user: ANA,
    reservationNumber: 'VP-ZX98PS3D',
    status: 9,
    hotel: 'The Grand Bliss Joya',
    arrivalDay: -30,
    nights: 4,
  },
  {
    ...USUAL,
    user: JOHN,
    reservationNumber: 'VP-AGFKGF2E',
    status: 2,
    hotel: 'The Grand Bliss Nuevo Vallarta',
    arrivalDay: 45,
    nights: 7,
    guest: 'John Miller',
  },
  {
    ...USUAL,
    user: JOHN,
    reservationNumber: 'VP-VLGEJRL3',
    status: 3,
    hotel: 'Mayan Palace Puerto Vallarta',
    arrivalDay: -220,
    nights: 6,
    guest: 'John Miller',
  },
  // Booked by phone and not yet added to any profile.
  {
    ...USUAL,
    user: null,
    reservationNumber: U.lucia.number,
    status: 2,
    hotel: U.lucia.hotel,
    arrivalDay: U.lucia.arrivalOffset,
    nights: U.lucia.nights,
    guest: 'Lucía Navarro',
  },
  {
    ...USUAL,
    user: null,
    reservationNumber: U.john.number,
    status: 2,
    hotel: U.john.hotel,
    arrivalDay: U.john.arrivalOffset,
    nights: U.john.nights,
    guest: 'John Miller',
    children: 1,
    roomType: 'Two Bedroom Suite',
  },
  {
    ...USUAL,
    user: null,
    reservationNumber: U.ana.number,
    status: 1,
    hotel: U.ana.hotel,
    arrivalDay: U.ana.arrivalOffset,
    nights: U.ana.nights,
    roomType: 'Master Room',
  },
];

/** Ana's saved travel companions. */
export const DEMO_GUESTS: readonly DemoGuest[] = [
  {
    user: ANA,
    firstName: 'Carlos',
    lastName: 'Hernández',
    email: 'carlos.hernandez@example.com',
    age: 'adult',
  },
  { user: ANA, firstName: 'Sofía', lastName: 'Hernández García', email: null, age: 'child' },
];
