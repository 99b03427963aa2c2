import { CLUB_TIME_ZONE, type Language } from '@vida/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { PaidItem } from '../../db/schema/index.ts';
import { queryRows } from '../../db/sql.ts';

/**
 * One item of the contract as it stands (a partly paid one with its remainder: decision 016), with the club day
 * it was closed on (null while open).
 */
export interface StatementItemRow {
  id: number;
  category: string;
  amount_due: number;
  late_fee: number;
  closing_cost: number;
  due_date: string;
  fee_type: string | null;
  paid_day: string | null;
}

/** An approved portal order: its club day, amount and card, and how it split over the items. */
export interface StatementOrderRow {
  uuid: string;
  day: string;
  amount: number;
  payment_type: string;
  monthly_type: string | null;
  last_four: string;
  items: PaidItem[];
}

/** A portal payment still being confirmed with the provider: not a payment yet. */
export interface StatementPendingRow {
  day: string;
  amount: number;
}

export interface StatementRows {
  contract: { number: string; resort: string; currency_id: number };
  member: { name: string; email: string; member_number: string | null; language: Language };
  items: StatementItemRow[];
  orders: StatementOrderRow[];
  pending: StatementPendingRow[];
}

/** An instant's day on the club's calendar (Cancún), as `YYYY-MM-DD`. */
const clubDaySql = (column: string) => `(${column} at time zone '${CLUB_TIME_ZONE}')::date`;

/**
 * Everything a statement of one of the member's contracts needs, in one member-scoped query (the contract is
 * found through the member's own user row, so another member's contract reads as none): the contract and
 * member, its items with the day each was closed, its approved portal orders (their split over the items) and
 * its portal payments still pending. All of them, whatever the period: an item due after the period may have
 * been paid in it, and a contract holds tens of items, not thousands.
 */
export function createStatementRepo(database: Database) {
  const db = database.db;
  return {
    async rows(userId: number, contractId: number): Promise<StatementRows | undefined> {
      const [row] = await queryRows<{ doc: StatementRows }>(
        db,
        sql`select json_build_object(
          'contract', json_build_object(
            'number', c.contract_number, 'resort', c.resort, 'currency_id', c.currency_id),
          'member', json_build_object(
            'name', u.first_name || ' ' || u.last_name, 'email', u.email,
            'member_number', m.member_number, 'language', u.language),
          'items', coalesce((
            select json_agg(json_build_object(
              'id', i.id, 'category', i.category, 'amount_due', i.amount_due::float8,
              'late_fee', i.late_fee::float8, 'closing_cost', i.closing_cost::float8,
              'due_date', to_char(i.due_date, 'YYYY-MM-DD'), 'fee_type', i.fee_type,
              'paid_day', to_char(${sql.raw(clubDaySql('i.paid_at'))}, 'YYYY-MM-DD')
            ) order by i.due_date, i.id)
            from payment_items i where i.contract_id = c.id
          ), '[]'::json),
          'orders', coalesce((
            select json_agg(json_build_object(
              'uuid', p.uuid, 'day', to_char(${sql.raw(clubDaySql('coalesce(p.completed_at, p.created_at)'))}, 'YYYY-MM-DD'),
              'amount', p.amount::float8, 'payment_type', p.payment_type, 'monthly_type', p.monthly_type,
              'last_four', p.last_four, 'items', p.items
            ) order by coalesce(p.completed_at, p.created_at), p.id)
            from payments p where p.user_id = u.id and p.contract_id = c.id and p.status = 'approved'
          ), '[]'::json),
          'pending', coalesce((
            select json_agg(json_build_object(
              'day', to_char(${sql.raw(clubDaySql('p.created_at'))}, 'YYYY-MM-DD'), 'amount', p.amount::float8
            ) order by p.created_at)
            from payments p where p.user_id = u.id and p.contract_id = c.id and p.status = 'pending'
          ), '[]'::json)
        ) as doc
        from users u
        join contracts c on c.member_id = u.member_id
        left join members m on m.id = u.member_id
        where u.id = ${userId} and c.id = ${contractId}`,
      );
      return row?.doc;
    },
  };
}

export type StatementRepo = ReturnType<typeof createStatementRepo>;
