import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import * as schema from '../schema/index.ts';
import { queryRows } from '../sql.ts';
import { seedDemoData } from './demo.ts';
import { seedDestinations, seedReferenceData } from './reference.ts';

const REFERENCE_TABLES = [
  schema.countries,
  schema.states,
  schema.contactReasons,
  schema.faqs,
  schema.hotels,
  schema.destinationHighlights,
];
const DEMO_TABLES = [
  schema.members,
  schema.users,
  schema.throttleCounters,
  schema.passwordResets,
  schema.legacyAccounts,
  schema.contracts,
  schema.paymentItems,
  schema.paymentHistory,
  schema.remindersSent,
  schema.jobs,
  schema.sessions,
  schema.mailOutbox,
  schema.captchaUsed,
  schema.messages,
  schema.reservations,
  schema.reservationRequests,
  schema.stayChangeRequests,
  schema.guests,
  schema.creditCards,
  schema.cardCheckouts,
  schema.payments,
  schema.receiptCounters,
  schema.exchangeMemberships,
  schema.profileChangeRequests,
  schema.staff,
  schema.staffSessions,
  schema.staffRecoveryCodes,
  schema.careAuditLog,
  schema.idempotencyKeys,
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ seeded: boolean }>(
    db,
    sql`select exists(select 1 from ${schema.users}) or exists(select 1 from ${schema.countries}) as seeded`,
  );
  return row?.seeded !== true;
}

/** Reference lists and demo data, in one transaction: a failure leaves the database empty. */
export async function seedAll(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await seedReferenceData(tx);
    await seedDemoData(tx, now);
  });
}

/**
 * Seeds only a database that has neither users nor reference data; answers whether it seeded. A database
 * seeded before a reference list existed gets that list (destination highlights arrived with issue 4).
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) {
    const [row] = await queryRows<{ missing: boolean }>(
      db,
      sql`select not exists(select 1 from ${schema.destinationHighlights}) as missing`,
    );
    if (row?.missing) await seedDestinations(db);
    return false;
  }
  await seedAll(db);
  return true;
}

function truncate(tables: readonly PgTable[]) {
  const names = tables.map((t) => `"${getTableName(t)}"`).join(', ');
  return sql.raw(`truncate table ${names} restart identity cascade`);
}

/** Empties every table and seeds again (`npm run db:seed -- --reset`). */
export async function resetDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(truncate([...DEMO_TABLES, ...REFERENCE_TABLES]));
    await seedReferenceData(tx);
    await seedDemoData(tx);
  });
}

/**
 * Puts the member data back to the demo state and keeps the reference lists (which nothing changes):
 * what tests run between cases.
 */
export async function resetDemoData(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(truncate(DEMO_TABLES));
    await seedDemoData(tx, now);
  });
}
