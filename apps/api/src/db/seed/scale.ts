import { CLUB_TODAY_SQL } from '@vida/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { receiptNumberSql, receiptYearSql, SYNC_RECEIPT_COUNTERS_SQL } from '../receipt-numbers.ts';
import { queryRows } from '../sql.ts';
import { demoPasswordHash } from './demo.ts';

/** The synthetic stays are placed around the club's today, as the demo's are. */
const clubToday = sql.raw(CLUB_TODAY_SQL);

/**
 * Synthetic members for measuring at scale (`npm run db:seed -- --scale N`): per member one verified
 * account (`scale-member-<n>@example.com`, the demo password), 3 contracts, 20 payment-history rows, a
 * saved card, 2 portal payments (the newest instalment of each non-cancelled contract, paid by card: the
 * order, its closed item and the history row naming it, as `POST /payment` leaves them), 5 messages in 2
 * threads (one answered by customer care) and 3 reservations. 100,000 members make 300,000 contracts,
 * 2,000,000 payment-history rows, 100,000 cards, 200,000 orders and paid items, 500,000 messages and
 * 300,000 reservations.
 *
 * Each table is filled by one `insert … select … generate_series` statement, so PostgreSQL does the work
 * without a round trip per row. The profile-version triggers (migration 0006) are switched off meanwhile:
 * they tell cached profiles of existing accounts to rebuild, and these accounts are new, with nothing
 * cached. Members 1…N already present are kept (the command can be rerun to grow the set).
 */
export const SCALE_EMAIL = (n: number) => `scale-member-${n}@example.com`;

const TRIGGER_TABLES = [
  'contracts',
  'payment_items',
  'payment_history',
  'messages',
  'reservations',
  'credit_cards',
  'payments',
] as const;

export interface ScaleReport {
  members: number;
  added: number;
  seconds: Record<string, number>;
}

export async function seedScale(db: Db, members: number, log: (line: string) => void): Promise<ScaleReport> {
  if (!Number.isSafeInteger(members) || members < 1) throw new Error('--scale takes a positive number');
  const hash = await demoPasswordHash();
  const [existing] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from members where member_number like 'SC%'`,
  );
  const from = (existing?.n ?? 0) + 1;
  const seconds: Record<string, number> = {};
  if (from > members) return { members, added: 0, seconds };
  const step = async (on: Pick<Db, 'execute'>, name: string, query: SQL) => {
    const started = performance.now();
    await on.execute(query);
    seconds[name] = Math.round((performance.now() - started) / 100) / 10;
    log(`  ${name}: ${seconds[name]} s`);
  };

  await db.transaction(async (tx) => {
    for (const table of TRIGGER_TABLES)
      await tx.execute(sql.raw(`alter table ${table} disable trigger user`));
    const run = (name: string, query: SQL) => step(tx, name, query);
    // Sequential numbers, so every later table can find "its" members by number range.
    await run(
      'members',
      sql`insert into members (member_number, first_name, last_name, email, country, resort_name, affiliation)
          select 'SC' || lpad(g::text, 7, '0'), 'Member', 'Scale ' || g, 'scale-member-' || g || '@example.com',
                 'MX', 'Grand Luxxe', 'Vida Vacations'
          from generate_series(${from}::int, ${members}::int) g`,
    );
    await run(
      'users',
      sql`insert into users (email, password_hash, first_name, last_name, language, verified_at, member_id)
          select m.email, ${hash}, m.first_name, m.last_name, case when m.id % 2 = 0 then 'es' else 'en' end,
                 now(), m.id
          from members m
          where m.member_number between ${`SC${String(from).padStart(7, '0')}`} and ${`SC${String(members).padStart(7, '0')}`}`,
    );
    await tx.execute(sql`create temporary table scale_new on commit drop as
      select u.id as user_id, m.id as member_id, substr(m.member_number, 3)::int as n
      from members m join users u on u.member_id = m.id
      where m.member_number between ${`SC${String(from).padStart(7, '0')}`} and ${`SC${String(members).padStart(7, '0')}`}`);
    // Paying off early costs a little less than the balance left, as on the demo's contracts (the portal
    // refuses a pay in full above the total due: balance plus open items).
    await run(
      'contracts',
      sql`insert into contracts (member_id, contract_number, status, resort, affiliation, currency_id, balance,
                                 finance, loan_payment_amount, pay_in_full, maintenance_fee, room_type,
                                 contract_date, total_weeks, used_weeks)
          select s.member_id, 'SC-' || s.n || '-' || k, case when k = 3 then 'Cancelled' else 'Active' end,
                 'Grand Luxxe', 'Vida Vacations', 1 + (k % 2), 1000 * k, 500, 250, 980 * k, 1200, 'Two bedroom',
                 date '2020-01-01' + (s.n % 1500), 4, k
          from scale_new s cross join generate_series(1, 3) k`,
    );
    await run(
      'cards',
      sql`insert into credit_cards (user_id, is_default, card_type, last_four, exp_month, exp_year,
                                    card_holder_name, first_name, last_name, address, country, state, city,
                                    post_code, card_token)
          select s.user_id, true, 'visa', '4242', 1 + s.n % 12, extract(year from now())::int + 2,
                 'Member Scale ' || s.n, 'Member', 'Scale ' || s.n, 'Av. Escala ' || s.n, 'MX', 'JAL',
                 'Guadalajara', '44100', 'scale-token-' || s.n
          from scale_new s`,
    );
    // The portal payments: ids drawn from the identity sequences up front, so the order, its item and its
    // history row can name one another while each table still gets a single insert. The date and amount
    // are those of the contract's newest history row below (k = 1).
    await tx.execute(sql`create temporary table scale_orders on commit drop as
      select c.id as contract_id, s.user_id, card.id as card_id,
             case when c.currency_id = 1 then 'MXN' else 'USD' end as currency,
             case when s.member_id % 2 = 0 then 'es' else 'en' end as language,
             nextval(pg_get_serial_sequence('payments', 'id')) as payment_id,
             nextval(pg_get_serial_sequence('payment_items', 'id')) as item_id,
             gen_random_uuid() as uuid,
             now() - make_interval(days => 30 + (c.id % 30)) as paid_at
      from scale_new s join contracts c on c.member_id = s.member_id and c.status <> 'Cancelled'
      join credit_cards card on card.user_id = s.user_id`);
    await run(
      'portal orders',
      sql`insert into payments (id, uuid, user_id, contract_id, card_id, idempotency_key, request_hash,
                                payment_type, monthly_type, items, amount, currency, card_type, last_four,
                                language, status, transaction_id, created_at, completed_at, receipt_number)
          overriding system value
          select o.payment_id, o.uuid, o.user_id, o.contract_id, o.card_id, 'scale-' || o.payment_id, 'scale',
                 'monthly', 'monthly',
                 jsonb_build_array(jsonb_build_object('id', o.item_id, 'dueDate', to_char(o.paid_at, 'YYYY-MM-DD'),
                                                      'feeType', null, 'amount', 107)),
                 107, o.currency, 'visa', '4242', o.language, 'approved',
                 'SCALE' || lpad(o.payment_id::text, 17, '0'), o.paid_at, o.paid_at,
                 ${sql.raw(receiptNumberSql('o.year', 'coalesce(rc.last, 0) + row_number() over (partition by o.year order by o.paid_at, o.payment_id)'))}
          from (select *, ${sql.raw(receiptYearSql('paid_at'))} as year from scale_orders) o
          left join receipt_counters rc on rc.year = o.year`,
    );
    await run('receipt counters', sql.raw(SYNC_RECEIPT_COUNTERS_SQL));
    await run(
      'paid items',
      sql`insert into payment_items (id, contract_id, category, amount_due, invoice_amount, due_date, paid_at,
                                     payment_id)
          overriding system value
          select o.item_id, o.contract_id, 'monthly', 107, 107, o.paid_at::date, o.paid_at, o.payment_id
          from scale_orders o`,
    );
    // 20 per member: 7 + 7 + 6 over its three contracts, about one a month going back; the newest of each
    // non-cancelled contract is its portal order's. Numbered oldest first, as real rows are (the history lists
    // a contract's rows newest first by id), and spread over the table by date as months of real rows are.
    await run(
      'payment history',
      sql`insert into payment_history (contract_id, created_at, status, payment_type, amount, currency, last_four,
                                       order_uuid)
          select c.id, now() - make_interval(days => 30 * k + (c.id % 30)), 2 + (k % 2), 'monthly',
                 100 + (k * 7) % 400, case when c.currency_id = 1 then 'MXN' else 'USD' end, '4242', o.uuid
          from scale_new s join contracts c on c.member_id = s.member_id
          cross join lateral generate_series(1, case when c.contract_number like '%-3' then 6 else 7 end) k
          left join scale_orders o on o.contract_id = c.id and k = 1
          order by 2, c.id`,
    );
    // Two threads each: a question answered twice (read) and an unread notice with the member's reply.
    await run(
      'messages (threads)',
      sql`insert into messages (user_id, subject, from_name, message, message_type, from_member, read_at, created_at)
          select s.user_id, case when k = 1 then 'About my contract' else 'Your next stay' end,
                 case when k = 1 then 'Member Scale' else 'Vida Vacations' end,
                 'Hello, this is message ' || k || ' of member ' || s.n || '.', case when k = 1 then 'support' else 'alert' end,
                 k = 1, case when k = 1 then now() - interval '9 days' end, now() - make_interval(days => 10 * k)
          from scale_new s cross join generate_series(1, 2) k`,
    );
    await run(
      'messages (replies)',
      sql`insert into messages (user_id, parent_id, subject, from_name, message, message_type, from_member, read_at, created_at)
          select r.user_id, r.id, r.subject, case when k = 2 then 'Member Scale' else 'Vida Vacations' end,
                 'Reply ' || k || '.', r.message_type, k = 2, r.created_at + make_interval(hours => k),
                 r.created_at + make_interval(hours => k)
          from scale_new s join messages r on r.user_id = s.user_id and r.parent_id is null
          cross join generate_series(1, 2) k
          where r.message_type = 'support' or k = 2`,
    );
    await run(
      'reservations',
      sql`insert into reservations (user_id, reservation_number, status, hotel_id, arriving_date, departing_date,
                                    adults, children, guest, room_type)
          select s.user_id, 'SC' || s.n || 'R' || k, case when k = 3 then 3 else 2 end,
                 h.ids[1 + (s.n + k) % cardinality(h.ids)],
                 ${clubToday} + (k - 2) * 120 + (s.n % 60), ${clubToday} + (k - 2) * 120 + (s.n % 60) + 7,
                 2, k - 1, 'Member Scale ' || s.n, 'Two bedroom'
          from scale_new s cross join generate_series(1, 3) k
          cross join (select array_agg(id order by id) as ids from hotels) h`,
    );
    for (const table of TRIGGER_TABLES) await tx.execute(sql.raw(`alter table ${table} enable trigger user`));
  });
  // Fresh statistics, or the planner may still think the tables are tiny.
  await step(db, 'analyze', sql`analyze`);
  return { members, added: members - from + 1, seconds };
}
