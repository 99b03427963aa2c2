import { isLanguage, type Language } from '@vida/shared';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { CONTRACT_JOINS_SQL, contractJsonSql, paymentHistoryJsonSql } from '../../db/contract-json-sql.ts';
import { hotStatement, type Sha256Hex } from '../../db/prepared.ts';
import { type PaidItem, paymentItems, payments, users } from '../../db/schema/index.ts';
import { queryRows } from '../../db/sql.ts';
import { abortReason, abortStatement } from '../../db/statement-abort.ts';
import type { Tx } from '../../db/tx.ts';
import type { AttemptLimits } from '../../lib/card-attempts.ts';
import { keptMemberAnswer } from '../../lib/member-reads/kept-member-answer.ts';
import { countsInTurn, refusalOf, sweepSometimes } from '../../lib/throttle.ts';
import { type ReceiptFacts, type ReceiptFactsRow, receiptFactsOf, receiptFactsSql } from './receipts.repo.ts';

export type PaymentRow = typeof payments.$inferSelect;
/** Pending attempts looked up per query by the reconciler. */
export const PENDING_PAGE = 100;

export interface NewAttempt {
  userId: number;
  contractId: number;
  /** Null for a hosted sale: the card is typed on the provider's page. */
  cardId: number | null;
  idempotencyKey: string;
  requestHash: string;
  paymentType: string;
  monthlyType: string | null;
  items: PaidItem[];
  /**
   * What each item owed when the amount was applied to it: it is reserved only if it still owes that. A
   * partly paid item stays open, so without this a request that read it before another payment settled
   * would take it again and apply its amount to what that payment already paid.
   */
  owed: ItemOwed[];
  amount: string;
  currency: string;
  cardType: string;
  lastFour: string;
  language: Language;
  /** `autopay` for AutoPay's merchant-initiated charges; the payment form's are `member` (the default). */
  initiator?: 'member' | 'autopay';
}

export interface ItemOwed {
  id: number;
  amountDue: number;
  lateFee: number;
  closingCost: number;
}

/**
 * `{"data": PaymentHistoryContract[]}` for the session's member (`s.user_id`, lib/member-reads/member-answer.ts):
 * their contracts but Cancelled (by `contracts_member_id_idx`), each with its history rows as the profile's
 * contracts list them (paymentHistoryJsonSql: by contract and date, with whether each row has an invoice), so
 * its cost follows the member's own rows, not the table's 2,000,000 (test/query-plans.test.ts checks the plan).
 * Kept per member version like the contracts (lib/member-reads/kept-member-answer.ts; `payments` bumps it, migration 0016).
 */
export const HISTORY_SQL = `json_build_object('data', coalesce((
  select json_agg(json_build_object(
    'contract_id', c.id, 'contract_number', c.contract_number, 'resort', c.resort,
    'contract_status', c.status,
    'payments', ${paymentHistoryJsonSql('u.id')}
  ) order by c.id)
  from users u join contracts c on c.member_id = u.member_id
  where u.id = s.user_id and c.status <> 'Cancelled'
), '[]'::json))`;

/**
 * What a payment reads before its attempt, in one prepared statement (`$1` the user, `$2` the contract, `$3`
 * the card, `$4` the Idempotency-Key): the member, the attempt already made with that key, the contract's
 * document (contractJsonSql, as the contracts list shows it) and the active card. No row: no such user.
 */
const PAYMENT_PRECHECK_SQL = `select u.language, twin.id as twin_id, doc.doc,
    card.id as card_id, card.card_token, card.card_type, card.last_four
  from users u
  left join payments twin on twin.user_id = u.id and twin.idempotency_key = $4
  left join lateral (
    select ${contractJsonSql('u.id')}::text as doc
    from contracts c ${CONTRACT_JOINS_SQL}
    where c.member_id = u.member_id and c.id = $2
  ) doc on true
  left join credit_cards card on card.id = $3 and card.user_id = u.id and card.status = 1
  where u.id = $1`;

interface PrecheckRow {
  language: string;
  twin_id: number | null;
  doc: string | null;
  card_id: number | null;
  card_token: string | null;
  card_type: string | null;
  last_four: string | null;
}

/** A saved card a payment may charge: what the attempt records and the provider is sent. */
interface ChargeableCard {
  id: number;
  cardToken: string;
  cardType: string;
  lastFour: string;
}

/** Every member-scoped query takes the user id: another member's contract, card or order is never found. */
export function createPaymentsRepo(database: Database) {
  const db = database.db;
  const historyAnswer = keptMemberAnswer(database, 'member_payment_history', [], HISTORY_SQL);
  const precheck = hotStatement<PrecheckRow, ['int', 'int', 'int', 'token']>(
    database,
    'payment_precheck',
    ['int', 'int', 'int', 'token'],
    PAYMENT_PRECHECK_SQL,
  );
  return {
    db,

    /**
     * The member's language, the id of the attempt already made with `key` (a repeat), the contract's document
     * and the active card, all the member's own; undefined when there is no such user.
     */
    async beforeAttempt(userId: number, contractId: number, cardId: number, key: string) {
      const [row] = await precheck(userId, contractId, cardId, key);
      if (!row) return undefined;
      const card: ChargeableCard | undefined =
        row.card_id === null || row.card_token === null || row.card_type === null || row.last_four === null
          ? undefined
          : {
              id: Number(row.card_id),
              cardToken: row.card_token,
              cardType: row.card_type,
              lastFour: row.last_four,
            };
      return {
        language: isLanguage(row.language) ? row.language : ('en' as const),
        twinId: row.twin_id === null ? undefined : Number(row.twin_id),
        doc: row.doc ?? undefined,
        card,
      };
    },

    async contractDoc(userId: number, contractId: number): Promise<string | undefined> {
      const [row] = await queryRows<{ doc: string }>(
        db,
        sql`select ${sql.raw(contractJsonSql('u.id'))}::text as doc
            from users u join contracts c on c.member_id = u.member_id
            ${sql.raw(CONTRACT_JOINS_SQL)}
            where u.id = ${userId} and c.id = ${contractId}`,
      );
      return row?.doc;
    },

    async member(userId: number) {
      const [row] = await db
        .select({ id: users.id, language: users.language })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async byKey(userId: number, key: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)))
        .limit(1);
      return row;
    },

    /**
     * Writes the pending attempt, holds its items and counts it against `limits`, in one statement, before
     * any charge. Answers null when a twin with this key already did (the unique index serialises them), and
     * 'busy' when another attempt holds one of the items (another tab), or an item is no longer open or no
     * longer owes what the amount was applied to (another payment settled in between); throws `limits`' 429
     * past them. The limits count each key once however many copies race in, and only an attempt that is
     * written: one refused by them or left busy undoes the whole statement, its counts included.
     */
    async createAttempt(
      attempt: NewAttempt,
      limits: AttemptLimits | null,
    ): Promise<PaymentRow | null | 'busy'> {
      const { owed, ...values } = attempt;
      const written = db.$with('written').as(
        db
          .insert(payments)
          .values(values)
          .onConflictDoNothing({ target: [payments.userId, payments.idempotencyKey] })
          .returning(),
      );
      const isWritten = sql`exists (select from ${written})`;
      const held = db.$with('held').as(
        db
          .update(paymentItems)
          .set({ paymentId: sql`(select ${written.id} from ${written})` })
          .where(
            and(
              isWritten,
              or(
                ...owed.map((item) =>
                  and(
                    eq(paymentItems.id, item.id),
                    eq(paymentItems.amountDue, item.amountDue.toFixed(2)),
                    eq(paymentItems.lateFee, item.lateFee.toFixed(2)),
                    eq(paymentItems.closingCost, item.closingCost.toFixed(2)),
                  ),
                ),
              ),
              eq(paymentItems.contractId, attempt.contractId),
              isNull(paymentItems.paidAt),
              isNull(paymentItems.paymentId),
            ),
          )
          .returning({ id: paymentItems.id }),
      );
      const counts = countsInTurn(limits?.checks ?? [], isWritten);
      const counted = counts.ctes.map(([name, statement]) =>
        db.$with(name, { hits: sql<number>`hits`.as('hits') }).as(statement),
      );
      // Evaluated for the written row only: a twin's statement writes nothing and answers no row. The limits
      // are judged first, as when they were counted before the hold.
      const verdict = sql`case
          when ${counts.refusal} is not null then ${abortStatement(sql`'refused:' || ${counts.refusal}`)}
          when (select count(*) from ${held}) <> ${owed.length} then ${abortStatement(sql`'busy'`)}
          else 0 end`;
      try {
        const [row] = await db
          .with(written, held, ...counted)
          .select({ ...written._.selectedFields, verdict: sql<number>`${verdict}` })
          .from(written);
        if (limits) await sweepSometimes(db);
        if (!row) return null;
        const { verdict: _verdict, ...payment } = row;
        return payment;
      } catch (error) {
        const reason = abortReason(error);
        if (reason === 'busy') return 'busy';
        if (limits && reason?.startsWith('refused:'))
          throw limits.refused(refusalOf(reason.slice('refused:'.length)).retryAfterSeconds);
        throw error;
      }
    },

    /** The card that paid a hosted sale, written on its attempt while it is still pending. */
    async attachCard(tx: Tx, id: number, card: { id: number | null; type: string; lastFour: string }) {
      await tx
        .update(payments)
        .set({ cardId: card.id, cardType: card.type, lastFour: card.lastFour })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
    },

    /** Locks a pending attempt for settling; undefined when another settler got there first. */
    async lockPending(tx: Tx, id: number): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
        .for('update')
        .limit(1);
      return row;
    },

    /**
     * What an approved charge paid, in one statement: the items it paid off close, a partly paid one keeps
     * what the charge did not cover (decision 016), the balance falls by the principal paid, the history gets
     * its row. Answers what the receipt says besides the order (undefined: no such order). The order itself is
     * approved with its receipt's number last (receipts.repo.ts: approveWithNumber).
     */
    async recordPaid(tx: Tx, payment: PaymentRow): Promise<ReceiptFacts | undefined> {
      const amount = (value: number) => sql`${value.toFixed(2)}::numeric`;
      const partly = payment.items
        .filter((paid) => paid.settles === false)
        .map((paid) => {
          const lateFee = paid.lateFee ?? 0;
          const closingCost = paid.closingCost ?? 0;
          const amountDue = Math.round((paid.amount - lateFee - closingCost) * 100) / 100;
          return { id: paid.id, lateFee, closingCost, amountDue };
        });
      const paidOff = payment.items.filter((paid) => paid.settles !== false).map((paid) => paid.id);
      // What the partly paid items' principal fell by: known here. The items paid off add what they owed.
      const partlyPrincipal = partly.reduce((cents, item) => cents + Math.round(item.amountDue * 100), 0);
      const reduced = partly.length
        ? sql`update payment_items i
                set late_fee = i.late_fee - p.late_fee, closing_cost = i.closing_cost - p.closing_cost,
                    amount_due = i.amount_due - p.amount_due, payment_id = null
              from (values ${sql.join(
                partly.map(
                  (item) =>
                    sql`(${item.id}::int, ${amount(item.lateFee)}, ${amount(item.closingCost)}, ${amount(item.amountDue)})`,
                ),
                sql`, `,
              )}) as p(id, late_fee, closing_cost, amount_due)
              where i.id = p.id and i.payment_id = ${payment.id}
              returning i.id, i.amount_due`
        : sql`select null::int as id, null::numeric as amount_due where false`;
      const closed = paidOff.length
        ? sql`update payment_items set paid_at = now()
              where payment_id = ${payment.id} and id in (${sql.join(
                paidOff.map((id) => sql`${id}`),
                sql`, `,
              )})
              returning id, amount_due`
        : sql`select null::int as id, 0::numeric as amount_due where false`;
      const balance =
        payment.monthlyType === 'full'
          ? sql`0`
          : sql`greatest(balance - ${amount(partlyPrincipal / 100)} - coalesce((select sum(amount_due) from closed), 0), 0)`;
      const [facts] = await queryRows<ReceiptFactsRow>(
        tx,
        sql`with reduced as (${reduced}), closed as (${closed}),
              balance as (update contracts set balance = ${balance} where id = ${payment.contractId}),
              history as (
                insert into payment_history (contract_id, status, payment_type, amount, currency, last_four, order_uuid)
                values (${payment.contractId}, 2, ${payment.paymentType}, ${payment.amount}::numeric,
                        ${payment.currency}, ${payment.lastFour}, ${payment.uuid}::uuid))
            ${receiptFactsSql(payment.id)}`,
      );
      return facts && receiptFactsOf(facts);
    },

    /** A charge that took no money: the items are free again. */
    async recordNotCharged(
      tx: Tx,
      payment: PaymentRow,
      status: 'declined' | 'failed',
      details: { transactionId: string | null; reasonCode: string; message: string },
    ): Promise<void> {
      await tx.update(paymentItems).set({ paymentId: null }).where(eq(paymentItems.paymentId, payment.id));
      await tx
        .update(payments)
        .set({ status, ...details, completedAt: sql`now()` })
        .where(eq(payments.id, payment.id));
    },

    async byId(id: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row;
    },

    /** A page of the pending attempts older than `seconds`, by id after `afterId`. */
    async pendingOlderThan(seconds: number, afterId = 0): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'pending'),
            gt(payments.id, afterId),
            lte(payments.createdAt, sql`now() - make_interval(secs => ${seconds})`),
          ),
        )
        .orderBy(payments.id)
        .limit(PENDING_PAGE);
    },

    /** Spec section 9, with the bearer check: the answer's JSON text (HISTORY_SQL). */
    historyForToken: (accessHash: Sha256Hex) => historyAnswer(accessHash),
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
