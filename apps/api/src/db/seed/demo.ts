/**
 * Loads the demo world (./data/demo-*.ts: made-up members, contracts, payments, cards, reservations and
 * messages; no real person's data) into a database that has the reference lists. Rows name each other by
 * what a reader sees; each name is resolved here, and a name that matches nothing stops the seed with that
 * name (the transaction around it leaves the database as it was). Dates are days from `now`.
 */
import { randomUUID } from 'node:crypto';
import { addDays, clubDay } from '@vida/shared';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import { formatReceiptNumber, receiptYear, SYNC_RECEIPT_COUNTERS_SQL } from '../receipt-numbers.ts';
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
import {
  DEMO_EXCHANGE_MEMBERSHIPS,
  DEMO_MEMBERS,
  DEMO_PASSWORD,
  DEMO_STAFF,
  DEMO_USERS,
} from './data/demo-accounts.ts';
import { DEMO_CARDS } from './data/demo-cards.ts';
import {
  DEMO_CONTRACTS,
  DEMO_PAYMENT_HISTORY,
  DEMO_PAYMENT_ITEMS,
  DEMO_PORTAL_ORDERS,
} from './data/demo-contracts.ts';
import { DEMO_MESSAGES } from './data/demo-messages.ts';
import { DEMO_GUESTS, DEMO_RESERVATIONS } from './data/demo-reservations.ts';
import type { DayOffset, DemoMessage, DemoMoment } from './data/demo-types.ts';
import { seedLegacyDemo } from './legacy-demo.ts';

// The tests, journeys and scripts take the demo's accounts from here, with the seed they describe.
export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAFF, LINK_MEMBER_ID } from './data/demo-accounts.ts';
export { UNATTACHED_RESERVATIONS } from './data/demo-reservations.ts';

let demoHash: Promise<string> | undefined;

/** argon2 is slow on purpose: hash the shared demo password once per process. */
export function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

const DAY_MS = 86_400_000;

/** Looks up `name` among `rows`, or stops the seed naming what the data file got wrong. */
function lookup<K, V>(rows: ReadonlyMap<K, V>, what: string, name: K): V {
  const found = rows.get(name);
  if (found === undefined) throw new Error(`demo data: no ${what} ${String(name)}`);
  return found;
}

export async function seedDemoData(db: DbOrTx, now: Date = new Date()): Promise<void> {
  const passwordHash = await demoPasswordHash();
  // Due dates and contract days count from the club's today, the day every money screen and the AutoPay and
  // reminder jobs judge them by: from 7 pm in Cancún the UTC day is already tomorrow's.
  const day = (offset: DayOffset) => addDays(clubDay(now), offset);
  const at = ({ day: offset, hour = 10 }: DemoMoment) => {
    const d = new Date(now.getTime() + offset * DAY_MS);
    d.setUTCHours(hour, 0, 0, 0);
    return d;
  };

  const memberRows = await db
    .insert(members)
    .values([...DEMO_MEMBERS])
    .returning({ id: members.id, number: members.memberNumber });
  const memberId = new Map(memberRows.map((row) => [row.number, row.id]));

  const userRows = await db
    .insert(users)
    .values(
      DEMO_USERS.map(({ member, verified, disabled, ...user }) => ({
        ...user,
        passwordHash,
        ...(verified ? { verifiedAt: at(verified) } : {}),
        ...(disabled ? { disabledAt: at(disabled) } : {}),
        ...(member ? { memberId: lookup(memberId, 'member', member) } : {}),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userId = new Map(userRows.map((row) => [row.email, row.id]));

  const contractRows = await db
    .insert(contracts)
    .values(
      DEMO_CONTRACTS.map(({ member, contractDay, ...contract }) => ({
        ...contract,
        memberId: lookup(memberId, 'member', member),
        contractDate: day(contractDay),
      })),
    )
    .returning({ id: contracts.id, number: contracts.contractNumber });
  const contractId = new Map(contractRows.map((row) => [row.number, row.id]));

  const itemRows = await db
    .insert(paymentItems)
    .values(
      DEMO_PAYMENT_ITEMS.map(({ contract, dueDay, paidAt, ...item }) => ({
        ...item,
        contractId: lookup(contractId, 'contract', contract),
        dueDate: day(dueDay),
        paidAt: paidAt ? at(paidAt) : null,
      })),
    )
    .returning({ id: paymentItems.id, contractId: paymentItems.contractId, dueDate: paymentItems.dueDate });
  const itemId = new Map(itemRows.map((row) => [`${row.contractId} ${row.dueDate}`, row.id]));

  // The orders' uuids before the history rows that name them; the orders themselves need the cards.
  const orderUuid = new Map(DEMO_PORTAL_ORDERS.map((order) => [order.key, randomUUID()]));
  await db.insert(paymentHistory).values(
    DEMO_PAYMENT_HISTORY.map(({ contract, at: moment, order, ...row }) => ({
      ...row,
      contractId: lookup(contractId, 'contract', contract),
      createdAt: at(moment),
      ...(order ? { orderUuid: lookup(orderUuid, 'portal order', order) } : {}),
    })),
  );

  const hotelRows = await db.select({ id: hotels.id, name: hotels.name }).from(hotels);
  const hotelId = new Map(hotelRows.map((row) => [row.name, row.id]));
  await db.insert(reservations).values(
    DEMO_RESERVATIONS.map(({ user, hotel, arrivalDay, nights, ...stay }) => ({
      ...stay,
      userId: user === null ? null : lookup(userId, 'user', user),
      hotelId: lookup(hotelId, 'hotel', hotel),
      arrivingDate: day(arrivalDay),
      departingDate: day(arrivalDay + nights),
    })),
  );
  await db
    .insert(guests)
    .values(DEMO_GUESTS.map(({ user, ...guest }) => ({ ...guest, userId: lookup(userId, 'user', user) })));

  const reasonRows = await db.select({ id: contactReasons.id, key: contactReasons.key }).from(contactReasons);
  await seedMessages(db, DEMO_MESSAGES, {
    at,
    userId,
    reasonId: new Map(reasonRows.map((row) => [row.key, row.id])),
  });

  const cardRows = await db
    .insert(creditCards)
    .values(
      DEMO_CARDS.map(({ user, expYearOffset, ...card }) => ({
        ...card,
        userId: lookup(userId, 'user', user),
        expYear: now.getUTCFullYear() + expYearOffset,
      })),
    )
    .returning({
      id: creditCards.id,
      userId: creditCards.userId,
      lastFour: creditCards.lastFour,
      cardType: creditCards.cardType,
    });
  const card = new Map(cardRows.map((row) => [`${row.userId} ${row.lastFour}`, row]));

  await db.insert(exchangeMemberships).values(
    DEMO_EXCHANGE_MEMBERSHIPS.flatMap(({ member, memberships }) =>
      memberships.map(([membershipType, membershipNumber], i) => ({
        memberId: lookup(memberId, 'member', member),
        membershipType,
        membershipNumber,
        sortOrder: i + 1,
      })),
    ),
  );

  // The approved orders behind the portal payments, as `POST /payment` leaves them: the order (its receipt
  // numbered in approval order within the club's year), then its instalment held and closed by it.
  const given = new Map<number, number>();
  const receiptNumbers = new Map(
    [...DEMO_PORTAL_ORDERS]
      .sort((a, b) => at(a.at).getTime() - at(b.at).getTime())
      .map((order) => {
        const year = receiptYear(at(order.at));
        const n = (given.get(year) ?? 0) + 1;
        given.set(year, n);
        return [order.key, formatReceiptNumber(year, n)] as const;
      }),
  );
  const orders = DEMO_PORTAL_ORDERS.map((order) => {
    const user = lookup(userId, 'user', order.user);
    const contract = lookup(contractId, 'contract', order.contract);
    const dueDate = day(order.itemDueDay);
    return {
      order,
      user,
      contract,
      item: { id: lookup(itemId, 'instalment (contract id, due date)', `${contract} ${dueDate}`), dueDate },
      card: lookup(card, 'card (user id, last four)', `${user} ${order.card}`),
    };
  });
  const orderRows = await db
    .insert(payments)
    .values(
      orders.map(({ order, user, contract, item, card }) => ({
        uuid: lookup(orderUuid, 'portal order', order.key),
        userId: user,
        contractId: contract,
        cardId: card.id,
        idempotencyKey: order.idempotencyKey,
        requestHash: 'demo',
        paymentType: 'monthly',
        monthlyType: 'monthly',
        items: [{ id: item.id, dueDate: item.dueDate, feeType: null, amount: Number(order.amount) }],
        amount: order.amount,
        currency: order.currency,
        cardType: card.cardType,
        lastFour: card.lastFour,
        language: order.language,
        status: 'approved',
        transactionId: order.transactionId,
        createdAt: at(order.at),
        completedAt: at(order.at),
        receiptNumber: lookup(receiptNumbers, 'receipt number', order.key),
      })),
    )
    .returning({ id: payments.id, uuid: payments.uuid });
  await db.execute(sql.raw(SYNC_RECEIPT_COUNTERS_SQL));
  const paymentId = new Map(orderRows.map((row) => [row.uuid, row.id]));
  for (const { order, item } of orders) {
    const id = lookup(paymentId, 'portal order', lookup(orderUuid, 'portal order', order.key));
    await db.update(paymentItems).set({ paymentId: id }).where(eq(paymentItems.id, item.id));
  }

  await seedLegacyDemo(db);
  await db.insert(staff).values(Object.values(DEMO_STAFF).map((member) => ({ ...member, passwordHash })));
}

/**
 * Messages in their order, so ids follow it. A reply needs its parent's id: rows go in as few inserts as
 * that allows (a new insert starts at the first reply to a message of the current one).
 */
async function seedMessages(
  db: DbOrTx,
  rows: readonly DemoMessage[],
  names: {
    at: (moment: DemoMoment) => Date;
    userId: ReadonlyMap<string, number>;
    reasonId: ReadonlyMap<string, number>;
  },
): Promise<void> {
  const messageId = new Map<string, number>();
  let start = 0;
  while (start < rows.length) {
    const pending = new Set<string>();
    let end = start;
    for (; end < rows.length; end++) {
      const row = rows[end];
      if (!row || (row.parent !== undefined && pending.has(row.parent))) break;
      if (row.key !== undefined) pending.add(row.key);
    }
    const batch = rows.slice(start, end);
    const inserted = await db
      .insert(messages)
      .values(
        batch.map(({ key: _key, parent, user, reason, createdAt, readAt, ...message }) => ({
          ...message,
          userId: lookup(names.userId, 'user', user),
          ...(parent !== undefined ? { parentId: lookup(messageId, 'message', parent) } : {}),
          ...(reason !== undefined ? { reasonId: lookup(names.reasonId, 'contact reason', reason) } : {}),
          createdAt: names.at(createdAt),
          ...(readAt ? { readAt: names.at(readAt) } : {}),
        })),
      )
      .returning({ id: messages.id });
    batch.forEach((row, i) => {
      const id = inserted[i]?.id;
      if (row.key !== undefined && id !== undefined) messageId.set(row.key, id);
    });
    start = end;
  }
}
