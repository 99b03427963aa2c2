import { isLanguage } from '@vida/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { receiptNumberSql } from '../../db/receipt-numbers.ts';
import { contracts, members, payments, users } from '../../db/schema/index.ts';
import { queryRows } from '../../db/sql.ts';
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

/** The approving statement's answer (approveWithNumber): the number, then the receipt's facts. */
interface ApprovalRow {
  number: string;
  completed_ms: number | string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  language: string | null;
  member_number: string | null;
  contract_number: string | null;
  resort: string | null;
  next_due_date: string | null;
  next_amount: string | null;
}

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
     * Approves the order in `tx` with the next number of `year`, in one statement that also answers the rest
     * of its receipt's facts: who paid, for which contract, and that contract's next open instalment once this
     * transaction's payment is applied. The counter's row stays locked until `tx` ends, so concurrent approvals
     * (any number of API processes) queue for it and a rolled-back approval gives its number back: the caller
     * makes this its transaction's last work but the receipt's e-mail. The facts are null when there is no
     * such order; the number is taken all the same.
     */
    async approveWithNumber(tx: Tx, paymentId: number, year: number, transactionId: string) {
      const [row] = await queryRows<ApprovalRow>(
        tx,
        sql`with counter as (
              insert into receipt_counters (year, last) values (${year}, 1)
              on conflict (year) do update set last = receipt_counters.last + 1
              returning last
            ), numbered as (
              select ${sql.raw(receiptNumberSql(String(year), 'last'))} as number from counter
            ), approved as (
              update payments
              set status = 'approved', transaction_id = ${transactionId}, completed_at = now(),
                  receipt_number = numbered.number
              from numbered where payments.id = ${paymentId}
              returning payments.completed_at
            )
            select numbered.number,
                   (select extract(epoch from completed_at) * 1000 from approved)::float8 as completed_ms,
                   u.email, u.first_name, u.last_name, u.language, m.member_number,
                   c.contract_number, c.resort,
                   next.due_date as next_due_date, next.amount_due as next_amount
            from numbered
            left join payments p on p.id = ${paymentId}
            left join users u on u.id = p.user_id
            left join contracts c on c.id = p.contract_id
            left join members m on m.id = u.member_id
            left join lateral (${nextInstalmentOf(sql`p.contract_id`)}) next on true`,
      );
      if (!row) throw new Error('receipt counter not returned');
      const facts =
        row.completed_ms === null || row.email === null || row.contract_number === null
          ? null
          : {
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
            };
      return { number: row.number, facts };
    },
  };
}

export type ReceiptsRepo = ReturnType<typeof createReceiptsRepo>;
