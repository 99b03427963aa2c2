import { and, asc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  autopayCharges,
  autopayEnrolments,
  contracts,
  creditCards,
  paymentItems,
  payments,
  users,
} from '../../db/schema/index.ts';
import type { DbOrTx, Tx } from '../../db/tx.ts';

export type EnrolmentRow = typeof autopayEnrolments.$inferSelect;
export type ChargeRow = typeof autopayCharges.$inferSelect;

/** Every member-scoped query takes the user id: another member's contract or card is never found. */
export function createAutoPayRepo(db: Db) {
  return {
    db,

    async member(userId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async contract(userId: number, contractId: number) {
      const [row] = await db
        .select({
          id: contracts.id,
          number: contracts.contractNumber,
          status: contracts.status,
          currencyId: contracts.currencyId,
        })
        .from(contracts)
        .innerJoin(users, eq(users.memberId, contracts.memberId))
        .where(and(eq(users.id, userId), eq(contracts.id, contractId)))
        .limit(1);
      return row;
    },

    /** The contract's monthly instalments still open, the earliest due first. */
    openInstalments(contractId: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(paymentItems)
        .where(
          and(
            eq(paymentItems.contractId, contractId),
            eq(paymentItems.category, 'monthly'),
            isNull(paymentItems.paidAt),
          ),
        )
        .orderBy(asc(paymentItems.dueDate), asc(paymentItems.id));
    },

    async item(id: number, tx: DbOrTx = db) {
      const [row] = await tx.select().from(paymentItems).where(eq(paymentItems.id, id)).limit(1);
      return row;
    },

    async activeCard(userId: number, cardId: number, tx: DbOrTx = db) {
      const [card] = await tx
        .select()
        .from(creditCards)
        .where(and(eq(creditCards.id, cardId), eq(creditCards.userId, userId), eq(creditCards.status, 1)))
        .limit(1);
      return card;
    },

    /** A card whatever its status (the one being deleted, for the mail that says AutoPay is off). */
    async card(id: number, tx: DbOrTx = db) {
      const [card] = await tx.select().from(creditCards).where(eq(creditCards.id, id)).limit(1);
      return card;
    },

    async contractNumber(id: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ number: contracts.contractNumber })
        .from(contracts)
        .where(eq(contracts.id, id))
        .limit(1);
      return row?.number;
    },

    async running(contractId: number, tx: DbOrTx = db): Promise<EnrolmentRow | undefined> {
      const [row] = await tx
        .select()
        .from(autopayEnrolments)
        .where(and(eq(autopayEnrolments.contractId, contractId), isNull(autopayEnrolments.endedAt)))
        .limit(1);
      return row;
    },

    async enrolment(id: number, tx: DbOrTx = db): Promise<EnrolmentRow | undefined> {
      const [row] = await tx.select().from(autopayEnrolments).where(eq(autopayEnrolments.id, id)).limit(1);
      return row;
    },

    /** Null when another request turned it on for the contract at the same moment (one running per contract). */
    async insertEnrolment(tx: Tx, values: typeof autopayEnrolments.$inferInsert) {
      const [row] = await tx.insert(autopayEnrolments).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async moveCard(tx: Tx, id: number, cardId: number) {
      await tx
        .update(autopayEnrolments)
        .set({ cardId, cardChangedAt: sql`now()` })
        .where(and(eq(autopayEnrolments.id, id), isNull(autopayEnrolments.endedAt)));
    },

    /**
     * Ends the running enrolments that match (one contract's, or those charging a card) and cancels their
     * charges waiting for a try; a try already with the provider settles as it will. Answers the rows ended.
     */
    async end(
      tx: Tx,
      userId: number,
      match: { contractId: number } | { cardId: number },
      reason: 'member' | 'card_removed',
    ): Promise<EnrolmentRow[]> {
      const ended = await tx
        .update(autopayEnrolments)
        .set({ endedAt: sql`now()`, endReason: reason })
        .where(
          and(
            eq(autopayEnrolments.userId, userId),
            isNull(autopayEnrolments.endedAt),
            'contractId' in match
              ? eq(autopayEnrolments.contractId, match.contractId)
              : eq(autopayEnrolments.cardId, match.cardId),
          ),
        )
        .returning();
      if (ended.length > 0) {
        await tx
          .update(autopayCharges)
          .set({ state: 'cancelled', updatedAt: sql`now()` })
          .where(
            and(
              inArray(
                autopayCharges.enrolmentId,
                ended.map((row) => row.id),
              ),
              eq(autopayCharges.state, 'charging'),
              eq(autopayCharges.outcomeHandled, 1),
            ),
          );
      }
      return ended;
    },

    /** The member's running enrolments with the card each charges. */
    runningOf(userId: number) {
      return db
        .select({ enrolment: autopayEnrolments, card: creditCards, number: contracts.contractNumber })
        .from(autopayEnrolments)
        .innerJoin(creditCards, eq(creditCards.id, autopayEnrolments.cardId))
        .innerJoin(contracts, eq(contracts.id, autopayEnrolments.contractId))
        .where(and(eq(autopayEnrolments.userId, userId), isNull(autopayEnrolments.endedAt)))
        .orderBy(asc(autopayEnrolments.contractId));
    },

    /** Declined AutoPay charges of items still open: tried again later, or stopped. */
    noticesOf(userId: number) {
      return db
        .select({ charge: autopayCharges, item: paymentItems, contract: contracts })
        .from(autopayCharges)
        .innerJoin(autopayEnrolments, eq(autopayEnrolments.id, autopayCharges.enrolmentId))
        .innerJoin(paymentItems, eq(paymentItems.id, autopayCharges.paymentItemId))
        .innerJoin(contracts, eq(contracts.id, paymentItems.contractId))
        .where(
          and(
            eq(autopayEnrolments.userId, userId),
            isNull(paymentItems.paidAt),
            or(
              eq(autopayCharges.state, 'stopped'),
              and(eq(autopayCharges.state, 'charging'), sql`${autopayCharges.declines} > 0`),
            ),
          ),
        )
        .orderBy(asc(paymentItems.dueDate));
    },

    /**
     * The instalments AutoPay has to start charging on `today`: open, due from the enrolment's first day up to
     * today, with no AutoPay charge yet (a day the job did not run is caught up on the next).
     */
    dueToStart(today: string) {
      return db
        .select({ enrolment: autopayEnrolments, item: paymentItems })
        .from(autopayEnrolments)
        .innerJoin(paymentItems, eq(paymentItems.contractId, autopayEnrolments.contractId))
        .leftJoin(
          autopayCharges,
          and(
            eq(autopayCharges.paymentItemId, paymentItems.id),
            eq(autopayCharges.dueDate, paymentItems.dueDate),
          ),
        )
        .where(
          and(
            isNull(autopayEnrolments.endedAt),
            eq(paymentItems.category, 'monthly'),
            isNull(paymentItems.paidAt),
            gte(paymentItems.dueDate, autopayEnrolments.startsOn),
            lte(paymentItems.dueDate, today),
            isNull(autopayCharges.id),
          ),
        )
        .orderBy(asc(paymentItems.dueDate), asc(paymentItems.id));
    },

    /** Another run may have written it first: the unique (item, due date) keeps one. */
    async startCharge(enrolmentId: number, itemId: number, dueDate: string, today: string) {
      await db
        .insert(autopayCharges)
        .values({ enrolmentId, paymentItemId: itemId, dueDate, nextTryOn: today })
        .onConflictDoNothing();
    },

    /** Charges whose next try is due: not waiting for an outcome, not finished. */
    triesDue(today: string) {
      return db
        .select()
        .from(autopayCharges)
        .where(
          and(
            eq(autopayCharges.state, 'charging'),
            eq(autopayCharges.outcomeHandled, 1),
            lte(autopayCharges.nextTryOn, today),
          ),
        )
        .orderBy(asc(autopayCharges.id));
    },

    /** Tries whose attempt has been settled (by the run itself or later by the reconciler) but not acted on. */
    outcomesToHandle() {
      return db
        .select({ id: autopayCharges.id })
        .from(autopayCharges)
        .innerJoin(payments, eq(payments.id, autopayCharges.paymentId))
        .where(and(eq(autopayCharges.outcomeHandled, 0), ne(payments.status, 'pending')))
        .orderBy(asc(autopayCharges.id));
    },

    async attemptByKey(userId: number, key: string) {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)))
        .limit(1);
      return row;
    },

    /**
     * Ties a try's attempt to its charge, once: only the run that finds the charge at try `tries` does (a twin
     * that lost the attempt's key, or a run after a crash between the attempt and this line, ties the same one).
     */
    async linkTry(id: number, tries: number, paymentId: number): Promise<boolean> {
      const linked = await db
        .update(autopayCharges)
        .set({ tries: tries + 1, paymentId, outcomeHandled: 0, updatedAt: sql`now()` })
        .where(
          and(
            eq(autopayCharges.id, id),
            eq(autopayCharges.tries, tries),
            eq(autopayCharges.outcomeHandled, 1),
          ),
        )
        .returning({ id: autopayCharges.id });
      return linked.length > 0;
    },

    async setState(id: number, state: ChargeRow['state'], tx: DbOrTx = db) {
      await tx.update(autopayCharges).set({ state, updatedAt: sql`now()` }).where(eq(autopayCharges.id, id));
    },

    /** Locks a charge whose try's outcome is still to be acted on; undefined when another run acted on it. */
    async lockUnhandled(tx: Tx, id: number) {
      const [row] = await tx
        .select({ charge: autopayCharges, payment: payments })
        .from(autopayCharges)
        .innerJoin(payments, eq(payments.id, autopayCharges.paymentId))
        .where(and(eq(autopayCharges.id, id), eq(autopayCharges.outcomeHandled, 0)))
        .for('update', { of: autopayCharges })
        .limit(1);
      return row;
    },

    async recordOutcome(
      tx: Tx,
      id: number,
      values: Pick<ChargeRow, 'state' | 'declines' | 'nextTryOn' | 'reasonCode'>,
    ) {
      await tx
        .update(autopayCharges)
        .set({
          state: values.state,
          declines: values.declines,
          nextTryOn: values.nextTryOn,
          reasonCode: values.reasonCode,
          outcomeHandled: 1,
          updatedAt: sql`now()`,
        })
        .where(eq(autopayCharges.id, id));
    },
  };
}

export type AutoPayRepo = ReturnType<typeof createAutoPayRepo>;
