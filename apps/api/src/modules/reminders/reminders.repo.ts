import type { Language } from '@vida/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/sql.ts';
import type { DbOrTx, Tx } from '../../db/tx.ts';
import type { ReminderKind } from './reminder-kinds.ts';

/** An open item due soon or lately, with what its reminder says and whom it goes to. */
export interface ReminderCandidate {
  itemId: number;
  category: 'down' | 'monthly' | 'cash_out' | 'other_fees';
  feeType: string | null;
  dueDate: string;
  /** Whole days from the club's day to the due date (negative once overdue). */
  daysLeft: number;
  amount: number;
  contractId: number;
  contractNumber: string;
  resort: string;
  currencyId: number;
  email: string;
  firstName: string;
  language: Language;
  /** Reminders already sent about the item. */
  sent: ReminderKind[];
}

interface CandidateRow {
  item_id: number;
  category: ReminderCandidate['category'];
  fee_type: string | null;
  due_date: string;
  days_left: number;
  amount: string;
  contract_id: number;
  contract_number: string;
  resort: string;
  currency_id: number;
  email: string;
  first_name: string;
  language: Language;
  sent: ReminderKind[] | string;
}

/** Postgres arrays arrive as arrays from node-postgres and as `{a,b}` text from some paths: read both. */
const kinds = (value: ReminderKind[] | string): ReminderKind[] =>
  Array.isArray(value) ? value : (value.replace(/[{}]/g, '').split(',').filter(Boolean) as ReminderKind[]);

export function createRemindersRepo(db: DbOrTx) {
  return {
    /**
     * Open items (not paid, no payment in flight) of payable contracts due from `lateDays` before `day` to
     * `earlyDays` after it, whose member has a confirmed, enabled account with due reminders on.
     */
    async candidates(day: string, earlyDays: number, lateDays: number): Promise<ReminderCandidate[]> {
      const rows = await queryRows<CandidateRow>(
        db,
        sql`select pi.id as item_id, pi.category, pi.fee_type, pi.due_date::text as due_date,
                   (pi.due_date - ${day}::date) as days_left,
                   (pi.amount_due + pi.late_fee
                     + case when pi.category = 'down' then pi.closing_cost else 0 end)::text as amount,
                   c.id as contract_id, c.contract_number, c.resort, c.currency_id,
                   u.email, u.first_name, u.language,
                   coalesce((select array_agg(r.kind order by r.kind) from reminders_sent r where r.item_id = pi.id),
                            '{}') as sent
            from payment_items pi
            join contracts c on c.id = pi.contract_id and c.status in ('Active', 'Pending', 'Blocked')
            join users u on u.member_id = c.member_id
            where pi.paid_at is null and pi.payment_id is null
              and pi.due_date between ${day}::date - ${lateDays}::int and ${day}::date + ${earlyDays}::int
              and u.due_reminders and u.verified_at is not null and u.disabled_at is null
            order by pi.due_date, pi.id`,
      );
      return rows
        .map((row) => ({
          itemId: Number(row.item_id),
          category: row.category,
          feeType: row.fee_type,
          dueDate: row.due_date,
          daysLeft: Number(row.days_left),
          amount: Number(row.amount),
          contractId: Number(row.contract_id),
          contractNumber: row.contract_number,
          resort: row.resort,
          currencyId: Number(row.currency_id),
          email: row.email,
          firstName: row.first_name,
          language: row.language,
          sent: kinds(row.sent),
        }))
        .filter((row) => row.amount > 0);
    },

    /**
     * Records the reminder in the caller's transaction if the item is still open (locked against a payment
     * taking it meanwhile) and this reminder was not sent yet; answers whether the caller should mail it.
     */
    async record(tx: Tx, itemId: number, kind: ReminderKind, dueDate: string): Promise<boolean> {
      const open = await queryRows<{ id: number }>(
        tx,
        sql`select id from payment_items where id = ${itemId} and paid_at is null and payment_id is null for update`,
      );
      if (open.length === 0) return false;
      const inserted = await queryRows<{ item_id: number }>(
        tx,
        sql`insert into reminders_sent (item_id, kind, due_date) values (${itemId}, ${kind}, ${dueDate}::date)
            on conflict do nothing returning item_id`,
      );
      return inserted.length === 1;
    },
  };
}
