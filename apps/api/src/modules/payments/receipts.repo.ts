import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { contracts, members, paymentItems, payments, receiptCounters, users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';

/** An approved order of the member's with what its receipt shows: found by the order's unique uuid. */
export const orderQuery = (db: Db | Tx, userId: number, uuid: string) =>
  db
    .select({
      payment: payments,
      contractNumber: contracts.contractNumber,
      resort: contracts.resort,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      memberNumber: members.memberNumber,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(contracts, eq(contracts.id, payments.contractId))
    .leftJoin(members, eq(members.id, users.memberId))
    .where(and(eq(payments.uuid, uuid), eq(payments.userId, userId), eq(payments.status, 'approved')))
    .limit(1);

export type ReceiptOrder = Awaited<ReturnType<typeof orderQuery>>[number];

/** Every member-scoped query takes the user id: another member's order is never found. */
export function createReceiptsRepo(database: Database) {
  const db = database.db;
  return {
    async order(userId: number, uuid: string, tx: Db | Tx = db): Promise<ReceiptOrder | undefined> {
      const [row] = await orderQuery(tx, userId, uuid);
      return row;
    },

    /** The contract's earliest monthly instalment still open (the receipt's "next instalment"). */
    async nextInstalment(contractId: number, tx: Db | Tx = db) {
      const [row] = await tx
        .select({ dueDate: paymentItems.dueDate, amount: paymentItems.amountDue })
        .from(paymentItems)
        .where(
          and(
            eq(paymentItems.contractId, contractId),
            eq(paymentItems.category, 'monthly'),
            isNull(paymentItems.paidAt),
          ),
        )
        .orderBy(asc(paymentItems.dueDate))
        .limit(1);
      return row;
    },

    /**
     * The next number of `year` for an order being approved in `tx`: the counter's row stays locked until
     * `tx` ends, so concurrent approvals (any number of API processes) queue for it, and a rolled-back
     * approval gives its number back.
     */
    async takeReceiptNumber(tx: Tx, paymentId: number, year: number, format: (n: number) => string) {
      const [counter] = await tx
        .insert(receiptCounters)
        .values({ year, last: 1 })
        .onConflictDoUpdate({ target: receiptCounters.year, set: { last: sql`${receiptCounters.last} + 1` } })
        .returning({ last: receiptCounters.last });
      if (!counter) throw new Error('receipt counter not returned');
      const number = format(counter.last);
      await tx.update(payments).set({ receiptNumber: number }).where(eq(payments.id, paymentId));
      return number;
    },
  };
}

export type ReceiptsRepo = ReturnType<typeof createReceiptsRepo>;
