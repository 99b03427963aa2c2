import { CARD_TYPES } from '@vida/shared';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Sha256Hex } from '../../db/prepared.ts';
import { cardCheckouts, creditCards, members, sessions, users } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/tx.ts';
import { keptMemberAnswer } from '../../lib/member-reads/kept-member-answer.ts';
import { maskCardNumber } from './card-mask.ts';

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
/**
 * `GET /credit_cards` as `CreditCardList` JSON (the default card first, masked numbers as maskCardNumber
 * writes them, types outside CARD_TYPES shown as `visa` like toCard): `$2` is per_page, `$3` the page.
 */
export const CARD_LIST_SQL = `json_build_object(
  'data', coalesce((
    select json_agg(json_build_object(
      'id', c.id,
      'status', c.status,
      'is_default', c.is_default,
      'card_type', case when c.card_type in (${CARD_TYPES.map((t) => `'${t}'`).join(', ')}) then c.card_type else 'visa' end,
      'card_number', '${maskCardNumber('')}' || c.last_four,
      'exp_month', c.exp_month,
      'exp_year', c.exp_year,
      'card_holder_name', c.card_holder_name,
      'first_name', c.first_name,
      'last_name', c.last_name,
      'address', c.address,
      'country', c.country,
      'state', c.state,
      'city', c.city,
      'post_code', c.post_code
    ) order by c.is_default desc, c.id)
    from (
      select * from credit_cards c
      where c.user_id = s.user_id and c.status = 1
      order by c.is_default desc, c.id
      limit $2 offset ($3 - 1) * $2
    ) c
  ), '[]'::json),
  'meta', json_build_object(
    'page', $3,
    'per_page', $2,
    'total', (select count(*)::int from credit_cards c where c.user_id = s.user_id and c.status = 1)
  )
)`;

export function createCreditCardsRepo(database: Database) {
  const db = database.db;
  const listAnswer = keptMemberAnswer(database, 'member_credit_cards', ['int', 'int'], CARD_LIST_SQL);
  const active = (userId: number) => and(eq(creditCards.userId, userId), eq(creditCards.status, 1));
  return {
    db,
    /** The bearer check and one page of the member's active cards, as the answer's JSON text. */
    listForToken: (accessHash: Sha256Hex, page: number, perPage: number) =>
      listAnswer(accessHash, perPage, page),
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

    /** The member's name and profile address: a hosted sale's billing details (the add-card form starts with them). */
    async profileBilling(userId: number) {
      const [row] = await db
        .select({
          forename: users.firstName,
          surname: users.lastName,
          line1: members.addressLine1,
          city: members.city,
          country: members.country,
          state: members.state,
          postalCode: members.postalCode,
        })
        .from(users)
        .leftJoin(members, eq(members.id, users.memberId))
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
