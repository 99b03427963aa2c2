import { and, eq, gte, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import { autopayCharges, autopayEnrolments, paymentItems } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/tx.ts';

/**
 * Which of these open items AutoPay charges (the reminders job's `autopayItems`: they get no due reminder, only
 * the notice of the coming charge 3 days before): monthly instalments of a contract with AutoPay on, due from
 * the day it was turned on, whose AutoPay charge has not stopped or been given up. Instalments overdue at
 * opt-in, other kinds of items and stopped charges are the member's to pay, and are reminded of as usual.
 */
export async function autopayItems(
  db: DbOrTx,
  items: ReadonlyArray<{ itemId: number; contractId: number }>,
  _now: Date,
): Promise<ReadonlySet<number>> {
  if (items.length === 0) return new Set();
  const rows = await db
    .select({ id: paymentItems.id })
    .from(paymentItems)
    .innerJoin(
      autopayEnrolments,
      and(eq(autopayEnrolments.contractId, paymentItems.contractId), isNull(autopayEnrolments.endedAt)),
    )
    .where(
      and(
        inArray(
          paymentItems.id,
          items.map((item) => item.itemId),
        ),
        eq(paymentItems.category, 'monthly'),
        gte(paymentItems.dueDate, autopayEnrolments.startsOn),
        notExists(
          db
            .select({ one: sql`1` })
            .from(autopayCharges)
            .where(
              and(
                eq(autopayCharges.paymentItemId, paymentItems.id),
                or(eq(autopayCharges.state, 'stopped'), eq(autopayCharges.state, 'cancelled')),
              ),
            ),
        ),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * The contracts with AutoPay on, scoped to one member (`userId`) or one contract (`contractId`), or every
 * running enrolment when neither: monthly instalments due from `startsOn` on are AutoPay's.
 */
export function autoPayContracts(
  db: DbOrTx,
  scope: { userId?: number; contractId?: number } = {},
): Promise<Array<{ contractId: number; userId: number; cardId: number; startsOn: string }>> {
  return db
    .select({
      contractId: autopayEnrolments.contractId,
      userId: autopayEnrolments.userId,
      cardId: autopayEnrolments.cardId,
      startsOn: autopayEnrolments.startsOn,
    })
    .from(autopayEnrolments)
    .where(
      and(
        isNull(autopayEnrolments.endedAt),
        scope.userId === undefined ? undefined : eq(autopayEnrolments.userId, scope.userId),
        scope.contractId === undefined ? undefined : eq(autopayEnrolments.contractId, scope.contractId),
      ),
    );
}
