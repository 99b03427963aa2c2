import type { Language } from '@vida/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';

/** Contract statuses whose open items count as payments due (spec section 4). */
const PAYABLE = sql.raw(`('Active', 'Pending', 'Blocked')`);

/**
 * The whole profile in one round trip: PostgreSQL builds the JSON (user and club record, contracts with
 * their open payment items and recent payments, counts, guests, FAQs in the language asked). The profile
 * is read on every page load, so this avoids N+1 queries and any per-row work in JavaScript; every join
 * and filter runs on an index (see db/schema).
 *
 * Answers the JSON text of the Profile (`ProfileSchema`), or undefined when the user does not exist.
 */
export function createProfileRepo(db: Db) {
  return {
    async profileJson(userId: number, language: Language): Promise<string | undefined> {
      const question = language === 'es' ? sql.raw('f.question_es') : sql.raw('f.question_en');
      const answer = language === 'es' ? sql.raw('f.answer_es') : sql.raw('f.answer_en');
      const [row] = await queryRows<{ profile: string }>(
        db,
        sql`
with me as (
  select u.id, u.email, u.first_name, u.last_name, u.language, u.member_id, m.member_number,
         m.address_line_1, m.address_line_2, m.mobile_phone, m.home_phone, m.all_communications,
         m.monthly_communications, m.resort_name, m.country, m.affiliation, m.state, m.city, m.postal_code
  from users u left join members m on m.id = u.member_id
  where u.id = ${userId}
),
today as (select (now() at time zone 'UTC')::date as d),
c as (
  select c.*,
         c.status in ${PAYABLE} and exists(
           select 1 from payment_items pi
           where pi.contract_id = c.id and pi.paid_at is null and pi.due_date <= (select d from today)
         ) as has_due
  from contracts c
  where c.member_id = (select member_id from me)
)
select json_build_object(
  'user_id', me.id,
  'vida_member_id', me.member_number,
  'first_name', me.first_name,
  'last_name', me.last_name,
  'email', me.email,
  'address_line_1', me.address_line_1,
  'address_line_2', me.address_line_2,
  'mobile_phone', me.mobile_phone,
  'home_phone', me.home_phone,
  'all_communications', coalesce(me.all_communications, false),
  'monthly_communications', coalesce(me.monthly_communications, false),
  'language_id', me.language,
  'resort_name', me.resort_name,
  'contracts', coalesce((
    select json_agg(json_build_object(
      'contract_id', c.id,
      'contract_number', c.contract_number,
      'contract_status', c.status,
      'resort', c.resort,
      'user_id', me.id,
      'affiliation', c.affiliation,
      'currency_id', c.currency_id,
      'balance', c.balance,
      'finance', c.finance,
      'loan_payment_amount', c.loan_payment_amount,
      'pay_in_full', c.pay_in_full,
      'maintenance_fee', c.maintenance_fee,
      'room_type', c.room_type,
      'contract_date', extract(epoch from c.contract_date::timestamp)::bigint,
      'total_weeks', c.total_weeks,
      'used_weeks', c.used_weeks,
      'weeks_available', greatest(c.total_weeks - c.used_weeks, 0),
      'payment_types', json_build_object(
        'down', coalesce(items.down, '[]'::json),
        'monthly', coalesce(items.monthly, '[]'::json),
        'cash_out', coalesce(items.cash_out, '[]'::json),
        'other_fees', coalesce(items.other_fees, '[]'::json)
      ),
      'payments', coalesce(history.list, '[]'::json)
    ) order by c.has_due desc, c.id)
    from c
    left join lateral (
      select
        json_agg(i.item order by i.due_date, i.id) filter (where i.category = 'down') as down,
        json_agg(i.item order by i.due_date, i.id) filter (where i.category = 'monthly') as monthly,
        json_agg(i.item order by i.due_date, i.id) filter (where i.category = 'cash_out') as cash_out,
        json_agg(i.item order by i.due_date, i.id) filter (where i.category = 'other_fees') as other_fees
      from (
        select pi.id, pi.category, pi.due_date, json_build_object(
          'id', pi.id,
          'amount_due', pi.amount_due,
          'closing_cost', pi.closing_cost,
          'late_fee', pi.late_fee,
          'invoice_amount', pi.invoice_amount,
          'due_date', to_char(pi.due_date, 'YYYY-MM-DD'),
          'fee_type', pi.fee_type
        ) as item
        from payment_items pi
        where pi.contract_id = c.id and pi.paid_at is null
      ) i
    ) items on true
    left join lateral (
      select json_agg(json_build_object(
        'id', ph.id,
        'uuid', ph.uuid,
        'created_at', to_char(ph.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        'status', ph.status,
        'payment_type', ph.payment_type,
        'amount', ph.amount,
        'currency', ph.currency,
        'last_four', ph.last_four
      ) order by ph.id desc) as list
      from payment_history ph
      where ph.contract_id = c.id and ph.status in (2, 3) and ph.created_at > now() - interval '730 days'
    ) history on true
  ), '[]'::json),
  'faqs', coalesce((
    select json_agg(json_build_object('id', f.id, 'question', ${question}, 'answer', ${answer})
                    order by f.sort_order, f.id)
    from faqs f
  ), '[]'::json),
  'unread_messages', (select count(*)::int from messages ms where ms.user_id = me.id and ms.read_at is null),
  'guests', coalesce((
    select json_agg(json_build_object(
      'id', g.id, 'first_name', g.first_name, 'last_name', g.last_name, 'email', g.email, 'age', g.age
    ) order by g.id)
    from guests g where g.user_id = me.id
  ), '[]'::json),
  'country', me.country,
  'payments', (
    select count(*)::int
    from c join payment_items pi on pi.contract_id = c.id
    where c.status in ${PAYABLE} and pi.paid_at is null and pi.due_date <= (select d from today)
  ),
  'affiliation', me.affiliation,
  'states', me.state,
  'city', me.city,
  'postal_code', me.postal_code
)::text as profile
from me`,
      );
      return row?.profile;
    },
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
