import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cardCheckouts, creditCards, sessions, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/tx.ts';

export type CheckoutRow = typeof cardCheckouts.$inferSelect;
export type NewCheckout = typeof cardCheckouts.$inferInsert;
export type NewCard = typeof creditCards.$inferInsert;

const LISTED = {
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
};
export type CardRow = { [K in keyof typeof LISTED]: (typeof LISTED)[K]['_']['data'] };

/**
 * Every query takes the user id: another member's cards and checkouts are never found. `card_token` is read
 * only to sign an update request for the provider, never answered to a client.
 */
export function createCreditCardsRepo(db: Db) {
  const active = (userId: number) => and(eq(creditCards.userId, userId), eq(creditCards.status, 1));
  return {
    db,
    activePage: (userId: number, limit: number, offset: number) =>
      db
        .select(LISTED)
        .from(creditCards)
        .where(active(userId))
        .orderBy(desc(creditCards.isDefault), asc(creditCards.id))
        .limit(limit)
        .offset(offset),

    async activeCount(userId: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(creditCards).where(active(userId));
      return row?.n ?? 0;
    },

    async activeCard(userId: number, cardId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ ...LISTED, cardToken: creditCards.cardToken })
        .from(creditCards)
        .where(and(active(userId), eq(creditCards.id, cardId)))
        .limit(1);
      return row;
    },

    /** Makes one active card the default (the partial unique index allows one per member). */
    async setDefault(tx: DbOrTx, userId: number, cardId: number): Promise<void> {
      await tx
        .update(creditCards)
        .set({ isDefault: false })
        .where(and(active(userId), ne(creditCards.id, cardId), eq(creditCards.isDefault, true)));
      await tx
        .update(creditCards)
        .set({ isDefault: true })
        .where(and(active(userId), eq(creditCards.id, cardId)));
    },

    /** Status 0, no longer default: gone from the list, kept for the payment history. */
    async deactivate(tx: DbOrTx, userId: number, cardId: number): Promise<void> {
      await tx
        .update(creditCards)
        .set({ status: 0, isDefault: false })
        .where(and(active(userId), eq(creditCards.id, cardId)));
    },

    /** The member's oldest active card, to become the default when the default one is removed. */
    async oldestActiveId(tx: DbOrTx, userId: number): Promise<number | undefined> {
      const [row] = await tx
        .select({ id: creditCards.id })
        .from(creditCards)
        .where(active(userId))
        .orderBy(asc(creditCards.id))
        .limit(1);
      return row?.id;
    },

    async insertCard(tx: DbOrTx, card: NewCard): Promise<number> {
      const [row] = await tx.insert(creditCards).values(card).returning({ id: creditCards.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async updateCard(tx: DbOrTx, userId: number, cardId: number, changes: Partial<NewCard>): Promise<void> {
      await tx
        .update(creditCards)
        .set(changes)
        .where(and(eq(creditCards.userId, userId), eq(creditCards.id, cardId)));
    },

    /** Who gets the notice e-mails, in their language. */
    async recipient(userId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          language: users.language,
          passwordHash: users.passwordHash,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async markReauthenticated(sessionId: number, userId: number): Promise<Date> {
      const [row] = await db
        .update(sessions)
        .set({ reauthenticatedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ at: sessions.reauthenticatedAt });
      return row?.at ?? new Date();
    },

    /** Whether the session confirmed its password within the last `minutes`, by the database's clock. */
    async reauthenticatedWithin(sessionId: number, minutes: number): Promise<boolean> {
      const [row] = await db
        .select({
          ok: sql<boolean>`${sessions.reauthenticatedAt} > now() - make_interval(mins => ${minutes})`,
        })
        .from(sessions)
        .where(eq(sessions.id, sessionId))
        .limit(1);
      return row?.ok === true;
    },

    async insertCheckout(checkout: NewCheckout): Promise<void> {
      await db.insert(cardCheckouts).values(checkout);
    },

    /** The checkout a reply names, locked until the transaction ends (the two copies of a reply queue here). */
    async checkoutForUpdate(tx: DbOrTx, reference: string): Promise<CheckoutRow | undefined> {
      const [row] = await tx
        .select()
        .from(cardCheckouts)
        .where(eq(cardCheckouts.reference, reference))
        .for('update')
        .limit(1);
      return row;
    },

    async completeCheckout(
      tx: DbOrTx,
      id: number,
      result: Pick<CheckoutRow, 'decision' | 'reasonCode' | 'message' | 'transactionId' | 'resultCardId'>,
    ): Promise<void> {
      await tx
        .update(cardCheckouts)
        .set({ ...result, completedAt: sql`now()` })
        .where(and(eq(cardCheckouts.id, id), isNull(cardCheckouts.completedAt)));
    },
  };
}

export type CreditCardsRepo = ReturnType<typeof createCreditCardsRepo>;
