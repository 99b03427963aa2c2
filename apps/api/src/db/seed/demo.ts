/**
 * Demo data: made-up members, contracts, reservations and messages (no real person's data). The README,
 * the tests and the e2e journeys rely on these accounts. Dates are relative to `now`, so upcoming stays
 * upcoming and overdue stays overdue whenever the seed runs.
 */
import { randomUUID } from 'node:crypto';
import { DEMO_CARD_TOKENS } from '@vida/shared';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import {
  contactReasons,
  contracts,
  creditCards,
  exchangeMemberships,
  guests,
  hotels,
  members,
  messages,
  paymentHistory,
  paymentItems,
  payments,
  reservations,
  staff,
  users,
} from '../schema/index.ts';
import type { DbOrTx } from '../tx.ts';
import { seedLegacyDemo } from './legacy-demo.ts';

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
  admin: { email: 'admin@vida-portal.example', name: 'Alma Torres', role: 'admin', language: 'en' },
} as const;

/** The member id `link.member@example.com` must confirm at its first sign-in. */
export const LINK_MEMBER_ID = '100200302';

let demoHash: Promise<string> | undefined;

/** argon2 is slow on purpose: hash the shared demo password once per process. */
export function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

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

const DAY_MS = 86_400_000;

export async function seedDemoData(db: DbOrTx, now: Date = new Date()): Promise<void> {
  const passwordHash = await demoPasswordHash();
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  const at = (offset: number, hour = 10) => {
    const d = new Date(now.getTime() + offset * DAY_MS);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };

  const [ana, john, link] = await db
    .insert(members)
    .values([
      {
        memberNumber: '100200300',
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
        memberNumber: '100200301',
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
    ])
    .returning({ id: members.id });
  if (!ana || !john || !link) throw new Error('demo members not inserted');

  const verifiedAt = at(-400);
  const [anaUser, johnUser] = await db
    .insert(users)
    .values([
      {
        email: DEMO_ACCOUNTS.ana,
        passwordHash,
        firstName: 'Ana',
        lastName: 'García',
        language: 'es',
        verifiedAt,
        memberId: ana.id,
      },
      {
        email: DEMO_ACCOUNTS.john,
        passwordHash,
        firstName: 'John',
        lastName: 'Miller',
        language: 'en',
        verifiedAt,
        memberId: john.id,
      },
      {
        email: DEMO_ACCOUNTS.guest,
        passwordHash,
        firstName: 'Grace',
        lastName: 'Visitor',
        language: 'en',
        verifiedAt,
      },
      { email: DEMO_ACCOUNTS.pending, passwordHash, firstName: 'Pedro', lastName: 'Ramírez', language: 'es' },
      {
        email: DEMO_ACCOUNTS.disabled,
        passwordHash,
        firstName: 'Diana',
        lastName: 'Ortiz',
        language: 'en',
        verifiedAt,
        disabledAt: at(-30),
      },
      {
        email: DEMO_ACCOUNTS.link,
        passwordHash,
        firstName: 'Lucía',
        lastName: 'Navarro',
        language: 'en',
        verifiedAt,
        memberIdRequired: true,
      },
    ])
    .returning({ id: users.id });
  if (!anaUser || !johnUser) throw new Error('demo users not inserted');

  // Contracts. Ana: Active MXN with instalments due (two overdue) and a usage fee, Pending USD, Cancelled.
  // John: four Active/Blocked contracts in USD and MXN.
  const contractRows = await db
    .insert(contracts)
    .values([
      {
        memberId: ana.id,
        contractNumber: 'GLX-2021-004512',
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
        contractDate: day(-4 * 365),
        totalWeeks: 35,
        usedWeeks: 12,
      },
      {
        memberId: ana.id,
        contractNumber: 'TGB-2025-010877',
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
        contractDate: day(-20),
        totalWeeks: 20,
        usedWeeks: 0,
      },
      {
        memberId: ana.id,
        contractNumber: 'MP-2016-001209',
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
        contractDate: day(-9 * 365),
        totalWeeks: 10,
        usedWeeks: 6,
      },
      {
        memberId: john.id,
        contractNumber: 'TGB-2019-007731',
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
        contractDate: day(-6 * 365),
        totalWeeks: 30,
        usedWeeks: 14,
      },
      {
        memberId: john.id,
        contractNumber: 'MP-2020-003318',
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
        contractDate: day(-5 * 365),
        totalWeeks: 25,
        usedWeeks: 9,
      },
      {
        memberId: john.id,
        contractNumber: 'TE-2017-000954',
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
        contractDate: day(-8 * 365),
        totalWeeks: 40,
        usedWeeks: 22,
      },
      {
        memberId: john.id,
        contractNumber: 'SG-2022-012046',
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
        contractDate: day(-3 * 365),
        totalWeeks: 12,
        usedWeeks: 3,
      },
      // Ana's third visible contract (issue 4: three fill the My Account rotator); last, so the ids of
      // the contracts above stay as they were.
      {
        memberId: ana.id,
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
        contractDate: day(-2 * 365),
        totalWeeks: 15,
        usedWeeks: 4,
      },
    ])
    .returning({ id: contracts.id, number: contracts.contractNumber });
  const contractId = (number: string) => {
    const row = contractRows.find((c) => c.number === number);
    if (!row) throw new Error(`demo contract ${number} missing`);
    return row.id;
  };
  const anaActive = contractId('GLX-2021-004512');
  const anaPending = contractId('TGB-2025-010877');
  const anaCancelled = contractId('MP-2016-001209');
  const johnBliss = contractId('TGB-2019-007731');
  const johnMayan = contractId('MP-2020-003318');
  const johnEstates = contractId('TE-2017-000954');
  const johnSea = contractId('SG-2022-012046');

  type Item = typeof paymentItems.$inferInsert;
  const monthly = (
    contract: number,
    offset: number,
    amount: string,
    lateFee = '0.00',
    paid = false,
  ): Item => ({
    contractId: contract,
    category: 'monthly',
    amountDue: amount,
    lateFee,
    invoiceAmount: amount,
    dueDate: day(offset),
    paidAt: paid ? at(offset) : null,
  });
  const itemRows = await db
    .insert(paymentItems)
    .values([
      monthly(anaActive, -70, '5180.00', '0.00', true),
      monthly(anaActive, -40, '5180.00', '350.00'),
      monthly(anaActive, -10, '5180.00', '150.00'),
      monthly(anaActive, 20, '5180.00'),
      monthly(anaActive, 50, '5180.00'),
      {
        contractId: anaActive,
        category: 'other_fees',
        amountDue: '6450.00',
        invoiceAmount: '6450.00',
        dueDate: day(-3),
        feeType: 'Usage Fee',
      },
      {
        contractId: anaActive,
        category: 'other_fees',
        amountDue: '3200.00',
        invoiceAmount: '3200.00',
        dueDate: day(75),
        feeType: 'Renovation Fee',
      },
      {
        contractId: anaPending,
        category: 'down',
        amountDue: '2490.00',
        closingCost: '350.00',
        invoiceAmount: '2840.00',
        dueDate: day(12),
      },
      // Open but on a cancelled contract: never counted as due.
      {
        contractId: anaCancelled,
        category: 'other_fees',
        amountDue: '9800.00',
        invoiceAmount: '9800.00',
        dueDate: day(-30),
        feeType: 'Renewal Fee',
      },
      monthly(johnBliss, -2, '610.35', '25.00'),
      monthly(johnBliss, 28, '610.35'),
      monthly(johnMayan, 25, '2140.00'),
      {
        contractId: johnEstates,
        category: 'other_fees',
        amountDue: '2380.00',
        lateFee: '75.00',
        invoiceAmount: '2380.00',
        dueDate: day(-60),
        feeType: 'Renovation Fee',
      },
      {
        contractId: johnSea,
        category: 'cash_out',
        amountDue: '9600.00',
        invoiceAmount: '9600.00',
        dueDate: day(90),
      },
      // John's down payment (the journey pays it with a declined card, then a good one): not yet due, so
      // his pending-payments count and the order of his contracts stay as they were.
      {
        contractId: johnSea,
        category: 'down',
        amountDue: '1200.00',
        closingCost: '150.00',
        invoiceAmount: '1350.00',
        dueDate: day(15),
      },
      // Paid through the portal five days ago (his invoice in the history; see seedPortalOrders).
      monthly(johnMayan, -5, '2140.00', '0.00', true),
    ])
    .returning({
      id: paymentItems.id,
      contractId: paymentItems.contractId,
      dueDate: paymentItems.dueDate,
      paidAt: paymentItems.paidAt,
    });

  // Two instalments paid through the portal (one each for Ana and John): the item closed, the history row
  // and the order its invoice is made from (inserted with the cards, which the orders name).
  const paidItem = (contract: number) => {
    const item = itemRows.find((row) => row.contractId === contract && row.paidAt !== null);
    if (!item) throw new Error('demo paid item missing');
    return item;
  };
  const portalOrders: PortalOrder[] = [
    {
      userId: anaUser.id,
      card: 'ana',
      language: 'es',
      contractId: anaActive,
      item: paidItem(anaActive),
      uuid: randomUUID(),
      at: at(-70),
      amount: '5180.00',
      currency: 'MXN',
      lastFour: '4242',
    },
    {
      userId: johnUser.id,
      card: 'john',
      language: 'en',
      contractId: johnMayan,
      item: paidItem(johnMayan),
      uuid: randomUUID(),
      at: at(-5),
      amount: '2140.00',
      currency: 'MXN',
      lastFour: '1881',
    },
  ];
  const [anaOrder, johnOrder] = portalOrders;

  await db.insert(paymentHistory).values([
    // Oldest first, so ids follow dates (the history lists by id, newest first).
    {
      contractId: anaActive,
      createdAt: at(-100),
      status: 2,
      paymentType: 'monthly',
      amount: '5180.00',
      currency: 'MXN',
      lastFour: '4242',
    },
    {
      contractId: anaActive,
      createdAt: at(-70),
      orderUuid: anaOrder?.uuid,
      status: 3,
      paymentType: 'monthly',
      amount: '5180.00',
      currency: 'MXN',
      lastFour: '4242',
    },
    // Declined, and older than 730 days: both left out of the profile.
    {
      contractId: anaActive,
      createdAt: at(-20),
      status: 4,
      paymentType: 'monthly',
      amount: '5180.00',
      currency: 'MXN',
      lastFour: '0005',
    },
    {
      contractId: anaActive,
      createdAt: at(-800),
      status: 3,
      paymentType: 'down',
      amount: '24000.00',
      currency: 'MXN',
      lastFour: '4242',
    },
    {
      contractId: johnBliss,
      createdAt: at(-32),
      status: 3,
      paymentType: 'monthly',
      amount: '610.35',
      currency: 'USD',
      lastFour: '1881',
    },
    {
      contractId: johnMayan,
      createdAt: at(-5),
      orderUuid: johnOrder?.uuid,
      status: 2,
      paymentType: 'monthly',
      amount: '2140.00',
      currency: 'MXN',
      lastFour: '1881',
    },
  ]);

  const hotelRows = await db.select({ id: hotels.id, name: hotels.name }).from(hotels);
  const hotel = (name: string) => {
    const row = hotelRows.find((h) => h.name === name) ?? hotelRows[0];
    if (!row) throw new Error('hotels must be seeded before the demo data');
    return row.id;
  };
  type Reservation = typeof reservations.$inferInsert;
  const stay = (
    userId: number | null,
    reservationNumber: string,
    status: number,
    hotelName: string,
    arrive: number,
    nights: number,
    extra: Partial<Reservation> = {},
  ): Reservation => ({
    userId,
    reservationNumber,
    status,
    hotelId: hotel(hotelName),
    arrivingDate: day(arrive),
    departingDate: day(arrive + nights),
    adults: 2,
    children: 0,
    guest: 'Ana García',
    roomType: 'One Bedroom Suite',
    ...extra,
  });
  const U = UNATTACHED_RESERVATIONS;
  await db.insert(reservations).values([
    stay(anaUser.id, 'VP-YKMHZZS7', 2, 'Grand Luxxe Nuevo Vallarta', 21, 7, {
      children: 1,
      roomType: 'Grand Luxxe Spa Suite',
    }),
    stay(anaUser.id, 'VP-J9FT3N9R', 1, 'The Estates Riviera Maya', 75, 5),
    stay(anaUser.id, 'VP-6LCTNSKV', 3, 'Mayan Palace Acapulco', -160, 7, { roomType: 'Master Room' }),
    stay(anaUser.id, 'VP-2FMSJ3FY', 7, 'Sea Garden Mazatlán', -400, 5, { adults: 4 }),
    stay(anaUser.id, 'VP-6AW3SB5L', 5, 'The Grand Mayan Los Cabos', 40, 5),
    stay(anaUser.id, 'VP-ZX98PS3D', 9, 'The Grand Bliss Joya', -30, 4),
    stay(johnUser.id, 'VP-AGFKGF2E', 2, 'The Grand Bliss Nuevo Vallarta', 45, 7, { guest: 'John Miller' }),
    stay(johnUser.id, 'VP-VLGEJRL3', 3, 'Mayan Palace Puerto Vallarta', -220, 6, { guest: 'John Miller' }),
    // Booked by phone and not yet added to any profile.
    stay(null, U.lucia.number, 2, U.lucia.hotel, U.lucia.arrivalOffset, U.lucia.nights, {
      guest: 'Lucía Navarro',
    }),
    stay(null, U.john.number, 2, U.john.hotel, U.john.arrivalOffset, U.john.nights, {
      guest: 'John Miller',
      children: 1,
      roomType: 'Two Bedroom Suite',
    }),
    stay(null, U.ana.number, 1, U.ana.hotel, U.ana.arrivalOffset, U.ana.nights, { roomType: 'Master Room' }),
  ]);

  await db.insert(guests).values([
    {
      userId: anaUser.id,
      firstName: 'Carlos',
      lastName: 'Hernández',
      email: 'carlos.hernandez@example.com',
      age: 'adult',
    },
    { userId: anaUser.id, firstName: 'Sofía', lastName: 'Hernández García', email: null, age: 'child' },
  ]);

  const reasons = await db.select({ id: contactReasons.id, key: contactReasons.key }).from(contactReasons);
  const reservationsReason = reasons.find((r) => r.key === 'reservations')?.id ?? null;
  const care = 'Atención a Socios Vida';
  await db.insert(messages).values([
    {
      userId: anaUser.id,
      subject: 'Tienes pagos vencidos',
      fromName: care,
      message:
        'Hola Ana, tu contrato GLX-2021-004512 tiene mensualidades vencidas. Puedes pagarlas desde la sección Pagos del portal.',
      messageType: 'alert',
      createdAt: at(-1, 9),
    },
    {
      userId: anaUser.id,
      subject: 'Escápate a Riviera Maya con 20% de descuento',
      fromName: care,
      message: 'Reserva antes de fin de mes y obtén 20% de descuento en tu próxima estancia en Riviera Maya.',
      messageType: 'marketing',
      createdAt: at(-3, 12),
    },
    {
      userId: anaUser.id,
      subject: 'Nuevas experiencias en Nuevo Vallarta',
      fromName: care,
      message: 'Conoce las nuevas actividades para toda la familia en Nuevo Vallarta.',
      messageType: 'marketing',
      createdAt: at(-40, 12),
      readAt: at(-39, 18),
    },
    {
      userId: anaUser.id,
      subject: 'Tu reservación VP-6LCTNSKV está confirmada',
      fromName: care,
      message: 'Tu estancia en Mayan Palace Acapulco está confirmada. ¡Buen viaje!',
      messageType: 'alert',
      createdAt: at(-170, 8),
      readAt: at(-170, 20),
    },
  ]);
  const [thread] = await db
    .insert(messages)
    .values({
      userId: anaUser.id,
      reasonId: reservationsReason,
      subject: 'Cambio de fechas de mi reservación',
      fromName: 'Ana García',
      message: '¿Puedo mover mi reservación VP-YKMHZZS7 una semana después? Gracias.',
      messageType: 'support',
      replied: true,
      fromMember: true,
      createdAt: at(-6, 16),
      readAt: at(-6, 16),
    })
    .returning({ id: messages.id });
  if (!thread) throw new Error('demo thread not inserted');
  const paymentsReason = reasons.find((r) => r.key === 'payments_and_fees')?.id ?? null;
  const johnReason = reasons.find((r) => r.key === 'contract_and_membership')?.id ?? reservationsReason;
  // A longer conversation (four messages, all read) and John's question that care has just answered.
  const [longThread, johnThread] = await db
    .insert(messages)
    .values([
      {
        userId: anaUser.id,
        reasonId: paymentsReason,
        subject: 'Domiciliación de mensualidades',
        fromName: 'Ana García',
        message: 'Hola, quiero que mis mensualidades se carguen automáticamente a mi tarjeta. ¿Es posible?',
        messageType: 'support',
        replied: true,
        fromMember: true,
        createdAt: at(-30, 15),
        readAt: at(-30, 15),
      },
      {
        userId: johnUser.id,
        reasonId: johnReason,
        subject: 'Adding my daughter to the membership',
        fromName: 'John Miller',
        message: 'Hello, can my daughter use one of my weeks at The Grand Bliss next spring on her own?',
        messageType: 'support',
        replied: true,
        fromMember: true,
        createdAt: at(-4, 14),
        readAt: at(-4, 14),
      },
    ])
    .returning({ id: messages.id });
  if (!longThread || !johnThread) throw new Error('demo threads not inserted');
  await db.insert(messages).values([
    {
      userId: anaUser.id,
      parentId: thread.id,
      reasonId: reservationsReason,
      subject: 'Re: Cambio de fechas de mi reservación',
      fromName: care,
      message:
        'Hola Ana, revisamos la disponibilidad y podemos mover tu estancia una semana. Confírmanos por este medio y hacemos el cambio.',
      messageType: 'support',
      createdAt: at(-5, 11),
    },
    {
      userId: anaUser.id,
      parentId: longThread.id,
      reasonId: paymentsReason,
      subject: 'Re: Domiciliación de mensualidades',
      fromName: care,
      message: 'Claro, Ana. Guarda tu tarjeta en Editar perfil y márcala como predeterminada.',
      messageType: 'support',
      createdAt: at(-29, 10),
      readAt: at(-29, 12),
    },
    {
      userId: anaUser.id,
      parentId: longThread.id,
      reasonId: paymentsReason,
      subject: 'Re: Domiciliación de mensualidades',
      fromName: 'Ana García',
      message: 'Listo, ya la guardé. ¿El cargo se hace el mismo día del vencimiento?',
      messageType: 'support',
      fromMember: true,
      createdAt: at(-28, 18),
      readAt: at(-28, 18),
    },
    {
      userId: anaUser.id,
      parentId: longThread.id,
      reasonId: paymentsReason,
      subject: 'Re: Domiciliación de mensualidades',
      fromName: care,
      message: 'Sí, el cargo se aplica en la fecha de vencimiento de cada mensualidad. ¡Gracias!',
      messageType: 'support',
      createdAt: at(-27, 9),
      readAt: at(-27, 13),
    },
    {
      userId: johnUser.id,
      parentId: johnThread.id,
      reasonId: johnReason,
      subject: 'Re: Adding my daughter to the membership',
      fromName: 'Vida Member Care',
      message:
        'Hi John, yes: add her as a guest when you request the reservation and we will issue the certificate in her name.',
      messageType: 'support',
      createdAt: at(-1, 11),
    },
    {
      userId: johnUser.id,
      subject: 'Summer savings at Sea Garden',
      fromName: 'Vida Member Care',
      message: 'Book a summer stay at Sea Garden before the end of the month and save 15%.',
      messageType: 'marketing',
      createdAt: at(-2, 12),
    },
    {
      userId: johnUser.id,
      subject: 'Your contract TE-2017-000954 is blocked',
      fromName: 'Vida Member Care',
      message: 'Please contact the Contact Center about the overdue renovation fee on your contract.',
      messageType: 'alert',
      createdAt: at(-50, 9),
      readAt: at(-49, 10),
    },
  ]);
  const cards = await seedMemberHomeDemo(db, now, {
    anaUser: anaUser.id,
    johnUser: johnUser.id,
    anaMember: ana.id,
    johnMember: john.id,
  });
  await seedPortalOrders(db, portalOrders, cards);
  await seedLegacyDemo(db);
  await db.insert(staff).values(Object.values(DEMO_STAFF).map((member) => ({ ...member, passwordHash })));
}

/**
 * Saved cards (Ana: a default Visa and a Mastercard; John: one Visa; the guest none) and exchange
 * memberships (Ana: three partners the portal shows plus VIDA LIFESTYLE; John: five plus The Registry
 * Collection). Card tokens stand for the payment provider's: no card number or CVV is ever stored.
 */
async function seedMemberHomeDemo(
  db: DbOrTx,
  now: Date,
  ids: { anaUser: number; johnUser: number; anaMember: number; johnMember: number },
): Promise<Record<PortalOrder['card'], number>> {
  const year = now.getUTCFullYear();
  const cardRows = await db
    .insert(creditCards)
    .values([
      {
        userId: ids.anaUser,
        isDefault: true,
        cardType: 'visa',
        lastFour: '4242',
        expMonth: 8,
        expYear: year + 3,
        cardHolderName: 'Ana García',
        firstName: 'Ana',
        lastName: 'García',
        address: 'Av. Paseo de la Reforma 250, piso 8',
        country: 'MX',
        state: 'CDMX',
        city: 'Ciudad de México',
        postCode: '06600',
        cardToken: DEMO_CARD_TOKENS[0].token,
      },
      {
        userId: ids.anaUser,
        isDefault: false,
        cardType: 'mastercard',
        lastFour: '5454',
        expMonth: 3,
        expYear: year + 1,
        cardHolderName: 'Ana García',
        firstName: 'Ana',
        lastName: 'García',
        address: 'Av. Paseo de la Reforma 250, piso 8',
        country: 'MX',
        state: 'CDMX',
        city: 'Ciudad de México',
        postCode: '06600',
        cardToken: DEMO_CARD_TOKENS[1].token,
      },
      // Deactivated: kept for the payment history, never listed.
      {
        userId: ids.anaUser,
        status: 0,
        isDefault: false,
        cardType: 'visa',
        lastFour: '0005',
        expMonth: 1,
        expYear: year - 1,
        cardHolderName: 'Ana García',
        firstName: 'Ana',
        lastName: 'García',
        address: 'Av. Paseo de la Reforma 250, piso 8',
        country: 'MX',
        state: 'CDMX',
        city: 'Ciudad de México',
        postCode: '06600',
        cardToken: DEMO_CARD_TOKENS[2].token,
      },
      {
        userId: ids.johnUser,
        isDefault: true,
        cardType: 'visa',
        lastFour: '1881',
        expMonth: 11,
        expYear: year + 2,
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
    ])
    .returning({ id: creditCards.id, userId: creditCards.userId, lastFour: creditCards.lastFour });

  const memberships = (memberId: number, list: ReadonlyArray<readonly [string, string | null]>) =>
    list.map(([membershipType, membershipNumber], i) => ({
      memberId,
      membershipType,
      membershipNumber,
      sortOrder: i + 1,
    }));
  await db.insert(exchangeMemberships).values([
    ...memberships(ids.anaMember, [
      ['RCI', '4471-20938'],
      ['Interval', '3318-7742-01'],
      ['SFX', 'SFX-559120'],
      ['VIDA LIFESTYLE', null],
    ]),
    ...memberships(ids.johnMember, [
      ['RCI', '4471-66120'],
      ['Interval', '3318-9051-02'],
      ['DAE', 'DAE-208817'],
      ['ICE Gallery', 'ICE-77314'],
      ['ThirdHome International', 'TH-40962'],
      ['The Registry Collection', 'TRC-11853'],
    ]),
  ]);
  const cardOf = (userId: number, lastFour: string) => {
    const card = cardRows.find((row) => row.userId === userId && row.lastFour === lastFour);
    if (!card) throw new Error('demo card missing');
    return card.id;
  };
  return { ana: cardOf(ids.anaUser, '4242'), john: cardOf(ids.johnUser, '1881') };
}

/** A monthly instalment the demo shows as paid through the portal. */
interface PortalOrder {
  userId: number;
  card: 'ana' | 'john';
  language: 'es' | 'en';
  contractId: number;
  item: { id: number; dueDate: string };
  uuid: string;
  at: Date;
  amount: string;
  currency: string;
  lastFour: string;
}

/**
 * The approved orders behind the demo's portal payments, as `POST /payment` leaves them: the order, its
 * item held and closed, and the history row naming the order (written above), so each has its invoice.
 */
async function seedPortalOrders(
  db: DbOrTx,
  orders: PortalOrder[],
  cards: Record<PortalOrder['card'], number>,
): Promise<void> {
  const rows = await db
    .insert(payments)
    .values(
      orders.map((order, i) => ({
        uuid: order.uuid,
        userId: order.userId,
        contractId: order.contractId,
        cardId: cards[order.card],
        idempotencyKey: `demo-order-${i + 1}`,
        requestHash: 'demo',
        paymentType: 'monthly',
        monthlyType: 'monthly',
        items: [
          { id: order.item.id, dueDate: order.item.dueDate, feeType: null, amount: Number(order.amount) },
        ],
        amount: order.amount,
        currency: order.currency,
        cardType: 'visa',
        lastFour: order.lastFour,
        language: order.language,
        status: 'approved',
        transactionId: `DEMO${String(i + 1).padStart(18, '0')}`,
        createdAt: order.at,
        completedAt: order.at,
      })),
    )
    .returning({ id: payments.id, uuid: payments.uuid });
  for (const order of orders) {
    const row = rows.find((r) => r.uuid === order.uuid);
    if (!row) throw new Error('demo order missing');
    await db.update(paymentItems).set({ paymentId: row.id }).where(eq(paymentItems.id, order.item.id));
  }
}
