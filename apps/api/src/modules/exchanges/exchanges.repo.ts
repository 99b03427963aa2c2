import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchangeMemberships, users } from '../../db/schema/index.ts';

export function createExchangesRepo(db: Db) {
  return {
    /** The user's club record id, or null for a non-member. */
    async memberIdOf(userId: number): Promise<number | null> {
      const [row] = await db.select({ memberId: users.memberId }).from(users).where(eq(users.id, userId));
      return row?.memberId ?? null;
    },
    memberships: (memberId: number) =>
      db
        .select({
          membershipType: exchangeMemberships.membershipType,
          membershipNumber: exchangeMemberships.membershipNumber,
        })
        .from(exchangeMemberships)
        .where(eq(exchangeMemberships.memberId, memberId))
        .orderBy(asc(exchangeMemberships.sortOrder), asc(exchangeMemberships.id)),
  };
}

export type ExchangesRepo = ReturnType<typeof createExchangesRepo>;
