import { addDays } from '@vida/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { paymentItems, reservations } from '../src/db/schema/index.ts';
import { DEMO_PAYMENT_ITEMS } from '../src/db/seed/data/demo-contracts.ts';
import { DEMO_RESERVATIONS } from '../src/db/seed/data/demo-reservations.ts';
import { resetDemoData } from '../src/db/seed/seed-database.ts';
import { openTestDatabase } from './support/harness.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

it("counts the demo's days from the club's today, also in the hours the UTC day is already tomorrow", async () => {
  // 02:00 UTC on the 28th is 21:00 on the 27th in Cancún: the AutoPay and reminder jobs, and every money
  // screen, call the 27th today, so "due in 20 days" is the 17th of next month, not the 18th.
  await resetDemoData(database.db, new Date('2026-11-28T02:00:00Z'));
  const clubToday = '2026-11-27';
  const sorted = (days: string[]) => [...days].sort();

  const due = await database.db.select({ day: paymentItems.dueDate }).from(paymentItems);
  expect(sorted(due.map((row) => row.day))).toEqual(
    sorted(DEMO_PAYMENT_ITEMS.map((item) => addDays(clubToday, item.dueDay))),
  );
  const stays = await database.db.select({ day: reservations.arrivingDate }).from(reservations);
  expect(sorted(stays.map((row) => row.day))).toEqual(
    expect.arrayContaining(sorted(DEMO_RESERVATIONS.map((stay) => addDays(clubToday, stay.arrivalDay)))),
  );
});
