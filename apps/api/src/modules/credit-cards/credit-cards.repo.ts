import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditCards } from '../../db/schema/index.ts';

/** Every query takes the user id: another member's cards are never found. `card_token` is never read here. */
export function createCreditCardsRepo(db: Db) {
  const active = (userId: number) => and(eq(creditCards.userId, userId), eq(creditCards.status, 1));
  return {
    activePage: (userId: number, limit: number, offset: number) =>
      db
        .select({
          id: creditCards.id,
          status: creditCards.status,
          isDefault: creditCards.isDefault,
          cardType: creditCards.cardType,
          lastFour: creditCards.lastFour,
          expMonth: creditCards.expMonth,
          expYear: creditCards.expYear,
          cardHolderName: creditCards.cardHolderName,
          firstName: creditCards.firstName,
          lastName: creditCards.lastName,
          address: creditCards.address,
          country: creditCards.country,
          state: creditCards.state,
          city: creditCards.city,
          postCode: creditCards.postCode,
        })
        .from(creditCards)
        .where(active(userId))
        .orderBy(desc(creditCards.isDefault), asc(creditCards.id))
        .limit(limit)
        .offset(offset),

    async activeCount(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(creditCards).where(active(userId));
      return row?.n ?? 0;
    },
  };
}

export type CreditCardsRepo = ReturnType<typeof createCreditCardsRepo>;
