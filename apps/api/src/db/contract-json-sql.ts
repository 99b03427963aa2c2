import { CLUB_TODAY_SQL, PAYMENT_HISTORY_PENDING } from '@vida/shared';

/**
 * The payment history of contract `c` as a JSON array (`PaymentHistoryItemSchema`), never null: the rows of
 * the last 730 days with status 2 or 3, newest first (spec section 9), read through
 * `payment_history_contract_id_idx` (contract and date), after this user's portal payments still being
 * confirmed with the provider (status 1, PAYMENT_HISTORY_PENDING: not in the spec, which knows only what the
 * club recorded; such a payment has no history row until it is settled, and without this the member would
 * see nothing and pay again). The one definition of a history row, for the profile's and
 * `GET /user_contracts`' contracts (contractJsonSql) and `GET /payment_history`.
 * - `uuid` is the order of a payment made through the portal (what `/orders/{uuid}/download` takes), else the
 *   row's own id. A pending payment's `id` is its attempt's, so `uuid` is the key that is unique in the list.
 * - `invoice` says whether that download answers a PDF: it asks what the invoice's query asks (an approved
 *   order of this user's, by the unique index on `payments.uuid`); payments the club recorded have none.
 * - Days, not instants, bound the window: the profile's document is kept for a day (profile.service.ts), so
 *   both answers list the same rows all day.
 * - Amounts as float8: JSON numbers as JavaScript writes them (5180, not numeric's 5180.00).
 * - Kept answers stay true: `payments` bumps its member's version on every change (migration 0016).
 */
export const paymentHistoryJsonSql = (userIdSql: string): string => `coalesce((
  select json_agg(h.row order by h.pending desc, h.id desc)
  from (
    select p.id, true as pending, json_build_object(
      'id', p.id,
      'uuid', p.uuid,
      'created_at', p.created_at,
      'status', ${PAYMENT_HISTORY_PENDING},
      'payment_type', p.payment_type,
      'amount', p.amount::float8,
      'currency', p.currency,
      'last_four', p.last_four,
      'invoice', false
    ) as row
    from payments p
    where p.status = 'pending' and p.contract_id = c.id and p.user_id = ${userIdSql}
    union all
    select ph.id, false, json_build_object(
      'id', ph.id,
      'uuid', coalesce(ph.order_uuid, ph.uuid),
      'created_at', ph.created_at,
      'status', ph.status,
      'payment_type', ph.payment_type,
      'amount', ph.amount::float8,
      'currency', ph.currency,
      'last_four', ph.last_four,
      'invoice', exists (
        select 1 from payments p
        where p.uuid = ph.order_uuid and p.user_id = ${userIdSql} and p.status = 'approved'
      )
    )
    from payment_history ph
    where ph.contract_id = c.id and ph.status in (2, 3) and ph.created_at >= ${CLUB_TODAY_SQL} - 730
  ) h
), '[]'::json)`;

/**
 * One contract as the API answers it (spec section 3: `ContractSchema`), built by PostgreSQL so that the
 * profile and `GET /user_contracts` read the same document without N+1 queries. The contract is `c`; the
 * open payment items (`i`) come from CONTRACT_JOINS_SQL, which must follow the join of `c`; its history is
 * paymentHistoryJsonSql's.
 */
export const contractJsonSql = (userIdSql: string): string => `json_build_object(
  'contract_id', c.id,
  'contract_number', c.contract_number,
  'contract_status', c.status,
  'resort', c.resort,
  'user_id', ${userIdSql},
  'affiliation', c.affiliation,
  'currency_id', c.currency_id,
  'balance', c.balance,
  'finance', c.finance,
  'loan_payment_amount', c.loan_payment_amount,
  'pay_in_full', c.pay_in_full,
  'maintenance_fee', c.maintenance_fee,
  'room_type', c.room_type,
  'contract_date', extract(epoch from c.contract_date)::bigint,
  'total_weeks', c.total_weeks,
  'used_weeks', c.used_weeks,
  'weeks_available', greatest(c.total_weeks - c.used_weeks, 0),
  'payment_types', json_build_object(
    'down', coalesce(i.down, '[]'::json),
    'monthly', coalesce(i.monthly, '[]'::json),
    'cash_out', coalesce(i.cash_out, '[]'::json),
    'other_fees', coalesce(i.other_fees, '[]'::json)
  ),
  'payments', ${paymentHistoryJsonSql(userIdSql)}
)`;

/** The lateral join contractJsonSql reads: `i` (open items by category and the count due). */
export const CONTRACT_JOINS_SQL = `left join lateral (
  select
    json_agg(x.item order by x.due_date, x.id) filter (where x.category = 'down') as down,
    json_agg(x.item order by x.due_date, x.id) filter (where x.category = 'monthly') as monthly,
    json_agg(x.item order by x.due_date, x.id) filter (where x.category = 'cash_out') as cash_out,
    json_agg(x.item order by x.due_date, x.id) filter (where x.category = 'other_fees') as other_fees,
    count(*) filter (where x.due_date <= ${CLUB_TODAY_SQL}) as due
  from (
    select pi.id, pi.category, pi.due_date, json_build_object(
      'id', pi.id,
      'amount_due', pi.amount_due,
      'closing_cost', pi.closing_cost,
      'late_fee', pi.late_fee,
      'invoice_amount', pi.invoice_amount,
      'due_date', pi.due_date,
      'fee_type', pi.fee_type
    ) as item
    from payment_items pi
    where pi.contract_id = c.id and pi.paid_at is null
  ) x
) i on true`;
