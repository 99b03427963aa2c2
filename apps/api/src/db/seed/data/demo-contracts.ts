/**
 * The demo's contracts and money. Ana: an Active MXN contract with instalments due (two overdue) and a
 * usage fee, a Pending USD one, a Cancelled one and a paid-off Active one. John: four Active/Blocked
 * contracts in USD and MXN. One instalment each was paid through the portal (an order with its invoice).
 */

import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import type {
  DayOffset,
  DemoContract,
  DemoHistoryRow,
  DemoPaymentItem,
  DemoPortalOrder,
} from './demo-types.ts';

const ANA = '100200300';
const JOHN = '100200301';
const ANA_ACTIVE = 'GLX-2021-004512';
const ANA_PENDING = 'TGB-2025-010877';
const ANA_CANCELLED = 'MP-2016-001209';
const JOHN_BLISS = 'TGB-2019-007731';
const JOHN_MAYAN = 'MP-2020-003318';
const JOHN_ESTATES = 'TE-2017-000954';
const JOHN_SEA = 'SG-2022-012046';

/** Inserted in this order, which gives their ids. */
export const DEMO_CONTRACTS: readonly DemoContract[] = [
  {
    member: ANA,
    contractNumber: ANA_ACTIVE,
    status: 'Active',
    resort: 'Grand Luxxe',
    affiliation: 'Vida Club Platinum',
    currencyId: 1,
    balance: '186450.00',
    finance: '240000.00',
    loanPaymentAmount: '5180.00',
    payInFull: '181270.00',
    maintenanceFee: '18900.00',
    roomType: 'Grand Luxxe Spa Suite',
    contractDay: -4 * 365,
    totalWeeks: 35,
    usedWeeks: 12,
  },
  {
    member: ANA,
    contractNumber: ANA_PENDING,
    status: 'Pending',
    resort: 'The Grand Bliss',
    affiliation: 'Vida Club Platinum',
    currencyId: 2,
    balance: '24900.00',
    finance: '22410.00',
    loanPaymentAmount: '0.00',
    payInFull: '24900.00',
    maintenanceFee: '1450.00',
    roomType: 'Two Bedroom Suite',
    contractDay: -20,
    totalWeeks: 20,
    usedWeeks: 0,
  },
  {
    member: ANA,
    contractNumber: ANA_CANCELLED,
    status: 'Cancelled',
    resort: 'Mayan Palace',
    affiliation: null,
    currencyId: 1,
    balance: '0.00',
    finance: '96000.00',
    loanPaymentAmount: '0.00',
    payInFull: '0.00',
    maintenanceFee: '9800.00',
    roomType: 'Master Room',
    contractDay: -9 * 365,
    totalWeeks: 10,
    usedWeeks: 6,
  },
  {
    member: JOHN,
    contractNumber: JOHN_BLISS,
    status: 'Active',
    resort: 'The Grand Bliss',
    affiliation: 'Vida Club Gold',
    currencyId: 2,
    balance: '18320.50',
    finance: '32000.00',
    loanPaymentAmount: '610.35',
    payInFull: '17990.00',
    maintenanceFee: '1290.00',
    roomType: 'One Bedroom Suite',
    contractDay: -6 * 365,
    totalWeeks: 30,
    usedWeeks: 14,
  },
  {
    member: JOHN,
    contractNumber: JOHN_MAYAN,
    status: 'Active',
    resort: 'Mayan Palace',
    affiliation: 'Vida Club Gold',
    currencyId: 1,
    balance: '64200.00',
    finance: '110000.00',
    loanPaymentAmount: '2140.00',
    payInFull: '62900.00',
    maintenanceFee: '11200.00',
    roomType: 'Master Room',
    contractDay: -5 * 365,
    totalWeeks: 25,
    usedWeeks: 9,
  },
  {
    member: JOHN,
    contractNumber: JOHN_ESTATES,
    status: 'Blocked',
    resort: 'The Estates',
    affiliation: 'Vida Club Gold',
    currencyId: 2,
    balance: '41750.00',
    finance: '75000.00',
    loanPaymentAmount: '1390.00',
    payInFull: '40800.00',
    maintenanceFee: '2380.00',
    roomType: 'Three Bedroom Residence',
    contractDay: -8 * 365,
    totalWeeks: 40,
    usedWeeks: 22,
  },
  {
    member: JOHN,
    contractNumber: JOHN_SEA,
    status: 'Active',
    resort: 'Sea Garden',
    affiliation: 'Vida Club Gold',
    currencyId: 2,
    balance: '9600.00',
    finance: '12000.00',
    loanPaymentAmount: '0.00',
    payInFull: '9600.00',
    maintenanceFee: '890.00',
    roomType: 'Studio',
    contractDay: -3 * 365,
    totalWeeks: 12,
    usedWeeks: 3,
  },
  // Ana's third visible contract (issue 4: three fill the My Account rotator); last, so the ids of
  // the contracts above stay as they were.
  {
    member: ANA,
    contractNumber: 'TGM-2023-006214',
    status: 'Active',
    resort: 'The Grand Mayan',
    affiliation: 'Vida Club Platinum',
    currencyId: 2,
    balance: '0.00',
    finance: '15800.00',
    loanPaymentAmount: '0.00',
    payInFull: '0.00',
    maintenanceFee: '1120.00',
    roomType: 'One Bedroom Suite',
    contractDay: -2 * 365,
    totalWeeks: 15,
    usedWeeks: 4,
  },
];

/** A monthly instalment; a paid one was paid on its due day. */
function monthly(
  contract: string,
  dueDay: DayOffset,
  amount: string,
  { lateFee = '0.00', paid = false }: { lateFee?: string; paid?: boolean } = {},
): DemoPaymentItem {
  return {
    contract,
    category: 'monthly',
    amountDue: amount,
    lateFee,
    invoiceAmount: amount,
    dueDay,
    paidAt: paid ? { day: dueDay } : null,
  };
}

export const DEMO_PAYMENT_ITEMS: readonly DemoPaymentItem[] = [
  monthly(ANA_ACTIVE, -70, '5180.00', { paid: true }),
  monthly(ANA_ACTIVE, -40, '5180.00', { lateFee: '350.00' }),
  monthly(ANA_ACTIVE, -10, '5180.00', { lateFee: '150.00' }),
  monthly(ANA_ACTIVE, 20, '5180.00'),
  monthly(ANA_ACTIVE, 50, '5180.00'),
  {
    contract: ANA_ACTIVE,
    category: 'other_fees',
    amountDue: '6450.00',
    invoiceAmount: '6450.00',
    dueDay: -3,
    feeType: 'Usage Fee',
  },
  {
    contract: ANA_ACTIVE,
    category: 'other_fees',
    amountDue: '3200.00',
    invoiceAmount: '3200.00',
    dueDay: 75,
    feeType: 'Renovation Fee',
  },
  {
    contract: ANA_PENDING,
    category: 'down',
    amountDue: '2490.00',
    closingCost: '350.00',
    invoiceAmount: '2840.00',
    dueDay: 12,
  },
  // Open but on a cancelled contract: never counted as due.
  {
    contract: ANA_CANCELLED,
    category: 'other_fees',
    amountDue: '9800.00',
    invoiceAmount: '9800.00',
    dueDay: -30,
    feeType: 'Renewal Fee',
  },
  monthly(JOHN_BLISS, -2, '610.35', { lateFee: '25.00' }),
  monthly(JOHN_BLISS, 28, '610.35'),
  monthly(JOHN_MAYAN, 25, '2140.00'),
  {
    contract: JOHN_ESTATES,
    category: 'other_fees',
    amountDue: '2380.00',
    lateFee: '75.00',
    invoiceAmount: '2380.00',
    dueDay: -60,
    feeType: 'Renovation Fee',
  },
  {
    contract: JOHN_SEA,
    category: 'cash_out',
    amountDue: '9600.00',
    invoiceAmount: '9600.00',
    dueDay: 90,
  },
  // John's down payment (the journey pays it with a declined card, then a good one): not yet due, so
  // his pending-payments count and the order of his contracts stay as they were.
  {
    contract: JOHN_SEA,
    category: 'down',
    amountDue: '1200.00',
    closingCost: '150.00',
    invoiceAmount: '1350.00',
    dueDay: 15,
  },
  // Paid through the portal five days ago (his invoice in the history; see DEMO_PORTAL_ORDERS).
  monthly(JOHN_MAYAN, -5, '2140.00', { paid: true }),
];

/** Two instalments paid through the portal, one each for Ana and John. */
export const DEMO_PORTAL_ORDERS: readonly DemoPortalOrder[] = [
  {
    key: 'ana-monthly',
    user: DEMO_ACCOUNTS.ana,
    card: '4242',
    language: 'es',
    contract: ANA_ACTIVE,
    itemDueDay: -70,
    at: { day: -70 },
    amount: '5180.00',
    currency: 'MXN',
    idempotencyKey: 'demo-order-1',
    transactionId: 'DEMO000000000000000001',
  },
  {
    key: 'john-monthly',
    user: DEMO_ACCOUNTS.john,
    card: '1881',
    language: 'en',
    contract: JOHN_MAYAN,
    itemDueDay: -5,
    at: { day: -5 },
    amount: '2140.00',
    currency: 'MXN',
    idempotencyKey: 'demo-order-2',
    transactionId: 'DEMO000000000000000002',
  },
];

/** Oldest first, so ids follow dates (the history lists by id, newest first). */
export const DEMO_PAYMENT_HISTORY: readonly DemoHistoryRow[] = [
  {
    contract: ANA_ACTIVE,
    at: { day: -100 },
    status: 2,
    paymentType: 'monthly',
    amount: '5180.00',
    currency: 'MXN',
    lastFour: '4242',
  },
  {
    contract: ANA_ACTIVE,
    at: { day: -70 },
    order: 'ana-monthly',
    status: 3,
    paymentType: 'monthly',
    amount: '5180.00',
    currency: 'MXN',
    lastFour: '4242',
  },
  // Declined, and older than 730 days: both left out of the profile.
  {
    contract: ANA_ACTIVE,
    at: { day: -20 },
    status: 4,
    paymentType: 'monthly',
    amount: '5180.00',
    currency: 'MXN',
    lastFour: '0005',
  },
  {
    contract: ANA_ACTIVE,
    at: { day: -800 },
    status: 3,
    paymentType: 'down',
    amount: '24000.00',
    currency: 'MXN',
    lastFour: '4242',
  },
  {
    contract: JOHN_BLISS,
    at: { day: -32 },
    status: 3,
    paymentType: 'monthly',
    amount: '610.35',
    currency: 'USD',
    lastFour: '1881',
  },
  {
    contract: JOHN_MAYAN,
    at: { day: -5 },
    order: 'john-monthly',
    status: 2,
    paymentType: 'monthly',
    amount: '2140.00',
    currency: 'MXN',
    lastFour: '1881',
  },
];
