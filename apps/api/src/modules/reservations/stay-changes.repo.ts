import { and, eq, sql } from 'drizzle-orm';
import { reservations, stayChangeRequests, users } from '../../db/schema/index.ts';
import type { Tx } from '../../db/tx.ts';

/** The member's side of stay changes: every query takes the user id, so another member's stay is not found. */
export const stayChangesRepo = {
  /**
   * The member's stay, locked until the transaction ends: two requests for one stay wait for each other, so
   * the second sees the first's open request.
   */
  async lockStay(tx: Tx, userId: number, reservationId: number) {
    const [row] = await tx
      .select({
        id: reservations.id,
        status: reservations.status,
        arrivingDate: reservations.arrivingDate,
        departingDate: reservations.departingDate,
        roomType: reservations.roomType,
        language: users.language,
      })
      .from(reservations)
      .innerJoin(users, eq(users.id, reservations.userId))
      .where(and(eq(reservations.id, reservationId), eq(reservations.userId, userId)))
      .for('update', { of: reservations });
    return row;
  },

  async hasOpen(tx: Tx, reservationId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: stayChangeRequests.id })
      .from(stayChangeRequests)
      .where(and(eq(stayChangeRequests.reservationId, reservationId), eq(stayChangeRequests.status, 'open')));
    return row !== undefined;
  },

  async create(tx: Tx, values: typeof stayChangeRequests.$inferInsert): Promise<number> {
    // The open-request index is the last word: a request racing past the lock check is refused there.
    const [row] = await tx
      .insert(stayChangeRequests)
      .values(values)
      .onConflictDoNothing({
        target: stayChangeRequests.reservationId,
        where: sql`${stayChangeRequests.status} = 'open'`,
      })
      .returning({ id: stayChangeRequests.id });
    return row?.id ?? 0;
  },
};
