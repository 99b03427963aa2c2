/**
 * The demo's people, made up (no real person's data): members, their portal accounts, their exchange
 * memberships and the care desk's staff. The README, the tests and the e2e journeys rely on these accounts.
 */
import type { DemoExchangeMemberships, DemoMember, DemoUser } from './demo-types.ts';

/** Every demo account's password (README, demo accounts). */
export const DEMO_PASSWORD = 'Vacation#2026';

export const DEMO_ACCOUNTS = {
  ana: 'ana.garcia@example.com',
  john: 'john.miller@example.com',
  guest: 'guest.visitor@example.com',
  pending: 'pending.user@example.com',
  disabled: 'disabled.user@example.com',
  link: 'link.member@example.com',
} as const;

/**
 * Customer-care staff of the demo (README): the demo password, and no authenticator yet, so the first
 * sign-in shows the QR code to scan (a TOTP secret cannot be seeded: it is encrypted with the server's key).
 */
export const DEMO_STAFF = {
  agent: { email: 'agent@vida-portal.example', name: 'Inés Ramírez', role: 'agent', language: 'es' },
  agent2: { email: 'agent2@vida-portal.example', name: 'Oliver Grant', role: 'agent', language: 'en' },
  agent3: { email: 'agent3@vida-portal.example', name: 'Daniel Brooks', role: 'agent', language: 'en' },
  admin: { email: 'admin@vida-portal.example', name: 'Alma Torres', role: 'admin', language: 'en' },
} as const;

/** The member id `link.member@example.com` must confirm at its first sign-in. */
export const LINK_MEMBER_ID = '100200302';

const ANA = '100200300';
const JOHN = '100200301';

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    memberNumber: ANA,
    firstName: 'Ana',
    lastName: 'García',
    email: DEMO_ACCOUNTS.ana,
    addressLine1: 'Av. Paseo de la Reforma 250, piso 8',
    addressLine2: 'Col. Juárez',
    mobilePhone: '+52 55 1234 5678',
    homePhone: null,
    city: 'Ciudad de México',
    state: 'CDMX',
    postalCode: '06600',
    country: 'MX',
    resortName: 'Grand Luxxe',
    affiliation: 'Vida Club Platinum',
    allCommunications: true,
    monthlyCommunications: true,
  },
  {
    memberNumber: JOHN,
    firstName: 'John',
    lastName: 'Miller',
    email: DEMO_ACCOUNTS.john,
    addressLine1: '1450 Lakeshore Drive',
    addressLine2: 'Apt 12B',
    mobilePhone: '+1 312 555 0148',
    homePhone: '+1 312 555 0199',
    city: 'Chicago',
    state: 'IL',
    postalCode: '60611',
    country: 'US',
    resortName: 'The Grand Bliss',
    affiliation: 'Vida Club Gold',
    allCommunications: false,
    monthlyCommunications: true,
  },
  {
    memberNumber: LINK_MEMBER_ID,
    firstName: 'Lucía',
    lastName: 'Navarro',
    email: DEMO_ACCOUNTS.link,
    addressLine1: 'Calle Morelos 118',
    city: 'Guadalajara',
    state: 'Jalisco',
    postalCode: '44100',
    country: 'MX',
    resortName: 'Mayan Palace',
    affiliation: 'Vida Club Classic',
  },
];

const VERIFIED = { day: -400 };

/**
 * Ana and John are members; the guest has no membership; the pending account never confirmed its address;
 * the disabled one was switched off; the link account must confirm its member id at its first sign-in.
 */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: DEMO_ACCOUNTS.ana,
    firstName: 'Ana',
    lastName: 'García',
    language: 'es',
    verified: VERIFIED,
    member: ANA,
  },
  {
    email: DEMO_ACCOUNTS.john,
    firstName: 'John',
    lastName: 'Miller',
    language: 'en',
    verified: VERIFIED,
    member: JOHN,
  },
  { email: DEMO_ACCOUNTS.guest, firstName: 'Grace', lastName: 'Visitor', language: 'en', verified: VERIFIED },
  { email: DEMO_ACCOUNTS.pending, firstName: 'Pedro', lastName: 'Ramírez', language: 'es' },
  {
    email: DEMO_ACCOUNTS.disabled,
    firstName: 'Diana',
    lastName: 'Ortiz',
    language: 'en',
    verified: VERIFIED,
    disabled: { day: -30 },
  },
  {
    email: DEMO_ACCOUNTS.link,
    firstName: 'Lucía',
    lastName: 'Navarro',
    language: 'en',
    verified: VERIFIED,
    memberIdRequired: true,
  },
];

/** Ana: three partners the portal shows plus VIDA LIFESTYLE; John: five plus The Registry Collection. */
export const DEMO_EXCHANGE_MEMBERSHIPS: readonly DemoExchangeMemberships[] = [
  {
    member: ANA,
    memberships: [
      ['RCI', '4471-20938'],
      ['Interval', '3318-7742-01'],
      ['SFX', 'SFX-559120'],
      ['VIDA LIFESTYLE', null],
    ],
  },
  {
    member: JOHN,
    memberships: [
      ['RCI', '4471-66120'],
      ['Interval', '3318-9051-02'],
      ['DAE', 'DAE-208817'],
      ['ICE Gallery', 'ICE-77314'],
      ['ThirdHome International', 'TH-40962'],
      ['The Registry Collection', 'TRC-11853'],
    ],
  },
];
