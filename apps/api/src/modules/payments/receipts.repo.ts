import { isLanguage, type Language } from '@vida/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { receiptNumberSql } from '../../db/receipt-numbers.ts';
import { contracts, members, payments, users } from '../../db/schema/index.ts';
import { queryRows } from '../../db/sql.ts';
import type { Tx } from '../../db/tx.ts';
import type { OutboxRow } from '../../lib/mail/mailer.ts';

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

/** The query of a contract's next open monthly instalment (the receipt's last line): its due date and amount. */
const nextInstalmentOf = (
  contractId: SQL,
) => sql`select i.due_date::text as due_date, i.amount_due::text as amount_due
  from payment_items i
  where i.contract_id = ${contractId} and i.category = 'monthly' and i.paid_at is null
  order by i.due_date limit 1`;

/** A contract's next open monthly instalment (the receipt's last line). */
export interface Instalment {
  dueDate: string;
  amount: string;
}

/** What an approval's receipt says besides the order itself: who paid, for which contract, what is due next. */
export interface ReceiptFacts {
  completedAt: Date;
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
  memberNumber: string | null;
  contractNumber: string;
  resort: string;
  next: Instalment | undefined;
}

/** A row of `receiptFactsSql`. */
export interface ReceiptFactsRow {
  completed_ms: number | string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  language: string | null;
  member_number: string | null;
  contract_number: string;
  resort: string | null;
  next_due_date: string | null;
  next_amount: string | null;
}

/**
 * The receipt's facts of the order `paymentId` as its approval leaves them, read by the statement that records
 * the payment (payments.repo.ts: recordPaid), whose CTEs `closed` (`id`: the items it paid off) and `reduced`
 * (`id`, `amount_due`: the items it paid part of, as they now stand) it names: that statement's own changes are
 * not visible to its query, so the next instalment is the first open one it did not close, at what it left
 * owing. `now()` is the transaction's time, which the approval writes as the order's completion.
 */
export const receiptFactsSql = (paymentId: number) => sql`select
    (extract(epoch from now()) * 1000)::float8 as completed_ms,
    u.email, u.first_name, u.last_name, u.language, m.member_number, c.contract_number, c.resort,
    next.due_date as next_due_date, next.amount_due as next_amount
  from payments p
  join users u on u.id = p.user_id
  join contracts c on c.id = p.contract_id
  left join members m on m.id = u.member_id
  left join lateral (
    select i.due_date::text as due_date, coalesce(r.amount_due, i.amount_due)::text as amount_due
    from payment_items i left join reduced r on r.id = i.id
    where i.contract_id = p.contract_id and i.category = 'monthly' and i.paid_at is null
      and not exists (select 1 from closed where closed.id = i.id)
    order by i.due_date limit 1
  ) next on true
  where p.id = ${paymentId}`;

/** The row of `receiptFactsSql` as the receipt uses it. */
export const receiptFactsOf = (row: ReceiptFactsRow): ReceiptFacts => ({
  completedAt: new Date(Number(row.completed_ms)),
  email: row.email,
  firstName: row.first_name ?? '',
  lastName: row.last_name ?? '',
  language: isLanguage(row.language) ? row.language : 'en',
  memberNumber: row.member_number,
  contractNumber: row.contract_number,
  resort: row.resort ?? '',
  next:
    row.next_due_date === null || row.next_amount === null
      ? undefined
      : { dueDate: row.next_due_date, amount: row.next_amount },
});

/** Every member-scoped query takes the user id: another member's order is never found. */
export function createReceiptsRepo(database: Database) {
  const db = database.db;
  return {
    async order(userId: number, uuid: string): Promise<ReceiptOrder | undefined> {
      const [row] = await orderQuery(db, userId, uuid);
      return row;
    },

    /** The contract's earliest monthly instalment still open (the receipt's "next instalment"). */
    async nextInstalment(contractId: number): Promise<Instalment | undefined> {
      const [row] = await queryRows<{ due_date: string; amount_due: string }>(
        db,
        nextInstalmentOf(sql`${contractId}`),
      );
      return row && { dueDate: row.due_date, amount: row.amount_due };
    },

    /**
     * Approves the order in `tx` with the next number of `year`, and writes its receipt's e-mail, drawn with
     * `standIn` where the number goes, with that number: one statement, the transaction's last but its commit.
     * The counter's row stays locked until `tx` ends, so concurrent approvals (any number of API processes)
     * queue for it and a rolled-back approval gives its number back; nothing the process does between
     * statements (drawing the e-mail, a pause of its own) happens while it holds every other approval up.
     * Answers the number, and the e-mail's row: null when there was no such order to approve (the number is
     * taken all the same).
     */
    async approveWithNumber(
      tx: Tx,
      order: { paymentId: number; transactionId: string; year: number },
      mail: OutboxRow,
      standIn: string,
    ): Promise<{ number: string; mailId: number | null }> {
      const numbered = (text: string | null) => sql`replace(${text}::text, ${standIn}, numbered.number)`;
      const attachments = mail.attachments ? JSON.stringify(mail.attachments) : null;
      const [row] = await queryRows<{ number: string; mail_id: number | string | null }>(
        tx,
        sql`with counter as (
              insert into receipt_counters (year, last) values (${order.year}, 1)
              on conflict (year) do update set last = receipt_counters.last + 1
              returning last
            ), numbered as (
              select ${sql.raw(receiptNumberSql(String(order.year), 'last'))} as number from counter
            ), approved as (
              update payments
              set status = 'approved', transaction_id = ${order.transactionId}, completed_at = now(),
                  receipt_number = numbered.number
              from numbered where payments.id = ${order.paymentId}
              returning payments.id
            ), mailed as (
              insert into mail_outbox ("to", language, subject, html, text, attachments, carries_secret, status)
              select ${mail.to}, ${mail.language}, ${numbered(mail.subject)}, ${numbered(mail.html)},
                     ${numbered(mail.text)}, ${numbered(attachments)}::jsonb, ${mail.carriesSecret ?? false},
                     ${mail.status}
              from numbered where exists (select from approved)
              returning id
            )
            select numbered.number, (select id from mailed) as mail_id from numbered`,
      );
      if (!row) throw new Error('receipt counter not returned');
      return { number: row.number, mailId: row.mail_id === null ? null : Number(row.mail_id) };
    },
  };
}

export type ReceiptsRepo = ReturnType<typeof createReceiptsRepo>;
