import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/sql.ts';
import { memberAnswerSql } from '../src/lib/member-reads/member-answer.ts';
import { CONTRACT_LIST_SQL, CONTRACT_SQL } from '../src/modules/contracts/contracts.repo.ts';
import { CARD_LIST_SQL } from '../src/modules/credit-cards/credit-cards.repo.ts';
import { EXCHANGES_SQL } from '../src/modules/exchanges/exchanges.repo.ts';
import { threadBodySql, threadListBodySql, UNREAD_COUNT_SQL } from '../src/modules/messages/messages.repo.ts';
import { HISTORY_SQL } from '../src/modules/payments/payments.repo.ts';
import { orderQuery } from '../src/modules/payments/receipts.repo.ts';
import { PROFILE_SQL } from '../src/modules/profile/profile.repo.ts';
import { RESERVATION_LIST_SQL } from '../src/modules/reservations/reservations.repo.ts';
import { overlappingStayQuery } from '../src/modules/reservations/stay-request.ts';
import { useTestApp } from './support/harness.ts';

const ctx = useTestApp();

/**
 * Tables that grow with the number of members: a member's page must reach its rows through an index on
 * the member (or session, or contract), never by reading the table. The demo tables are tiny, so the
 * planner would rightly scan them; with `enable_seqscan = off` it picks an index whenever one can serve the
 * filter, and a "Seq Scan" left in the plan means there is none — what 100,000 members would feel.
 */
const MEMBER_TABLES = [
  'sessions',
  'users',
  'members',
  'contracts',
  'payment_items',
  'payment_history',
  'messages',
  'reservations',
  'guests',
  'payments',
  'credit_cards',
  'exchange_memberships',
  'profile_change_requests',
  'profile_versions',
];

/**
 * EXPLAIN of a statement with `$n` parameters, prepared as the API prepares it, without sequential scans.
 * Without `types` PostgreSQL infers the parameters' types from the statement (drizzle's bound parameters).
 */
async function planOf(text: string, types: string[], values: string[]): Promise<string> {
  return ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const declared = types.length > 0 ? ` (${types.join(', ')})` : '';
    await tx.execute(sql.raw(`prepare plan_check${declared} as ${text}`));
    try {
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql.raw(`explain execute plan_check (${values.join(', ')})`),
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await tx.execute(sql`deallocate plan_check`);
    }
  });
}

function expectIndexesOnly(plan: string) {
  const scanned = MEMBER_TABLES.filter((table) => new RegExp(`Seq Scan on ${table}\\b`).test(plan));
  expect(scanned, plan).toEqual([]);
}

const HASH = `'${'ab'.repeat(32)}'`;

/** A drizzle statement's text and its parameters as SQL literals, for planOf. */
function bound(query: { sql: string; params: unknown[] }): [string, string[]] {
  return [query.sql, query.params.map((p) => (typeof p === 'number' ? String(p) : `'${String(p)}'`))];
}

describe('member-scoped queries use indexes', () => {
  it('the profile (with the bearer check)', async () => {
    expectIndexesOnly(await planOf(PROFILE_SQL, ['text'], [HASH]));
  });

  it('the thread list (with the bearer check)', async () => {
    expectIndexesOnly(
      await planOf(memberAnswerSql(threadListBodySql('es', 'Atención a socios')), ['text'], [HASH]),
    );
  });

  it('the unread count (with the bearer check)', async () => {
    expectIndexesOnly(await planOf(UNREAD_COUNT_SQL, ['text'], [HASH]));
  });

  it('the reservation list (with the bearer check)', async () => {
    expectIndexesOnly(await planOf(memberAnswerSql(RESERVATION_LIST_SQL), ['text'], [HASH]));
  });

  it('the overlap check of a stay request (the member’s stays by arrival)', async () => {
    const [text, values] = bound(
      overlappingStayQuery(ctx.database.db, 1, '2031-03-01', '2031-03-05', 7).toSQL(),
    );
    const plan = await planOf(text, [], values);
    expectIndexesOnly(plan);
    expect(plan).toMatch(/reservations_user_id_idx/);
  });

  it('the payment history (with the bearer check; contracts, then each one’s rows of the last 730 days)', async () => {
    const plan = await planOf(memberAnswerSql(HISTORY_SQL), ['text'], [HASH]);
    expectIndexesOnly(plan);
    expect(plan).toMatch(/payment_history_contract_id_idx/);
  });

  it('an invoice’s order (by its uuid, the member’s only)', async () => {
    const [text, values] = bound(
      orderQuery(ctx.database.db, 1, '00000000-0000-4000-8000-000000000000').toSQL(),
    );
    const plan = await planOf(text, [], values);
    expectIndexesOnly(plan);
    expect(plan).toMatch(/Index Scan using \w+ on payments\b/);
  });

  it('one thread (with the bearer check)', async () => {
    expectIndexesOnly(
      await planOf(memberAnswerSql(threadBodySql('en', 'Member care')), ['text', 'bigint'], [HASH, '7']),
    );
  });

  it('a page of cards (with the bearer check)', async () => {
    expectIndexesOnly(
      await planOf(memberAnswerSql(CARD_LIST_SQL), ['text', 'bigint', 'bigint'], [HASH, '10', '1']),
    );
  });

  it('the contracts and one contract (with the bearer check)', async () => {
    expectIndexesOnly(await planOf(memberAnswerSql(CONTRACT_LIST_SQL), ['text'], [HASH]));
    expectIndexesOnly(await planOf(memberAnswerSql(CONTRACT_SQL), ['text', 'bigint'], [HASH, '4']));
  });

  it('the exchange memberships (with the bearer check)', async () => {
    expectIndexesOnly(await planOf(memberAnswerSql(EXCHANGES_SQL), ['text'], [HASH]));
  });

  it.each([
    ['a thread’s messages', 'select * from messages where user_id = $1 and (id = $2 or parent_id = $2)'],
    ['cards', 'select * from credit_cards where user_id = $1 and status = $2'],
    ['exchanges', 'select * from exchange_memberships where member_id = $1 and $2 > 0'],
    ['a contract’s payment history', 'select * from payment_history where contract_id = $1 and status = $2'],
    ['guests', 'select * from guests where user_id = $1 and $2 > 0'],
  ])('%s', async (_name, text) => {
    expectIndexesOnly(await planOf(text, ['int', 'int'], ['1', '1']));
  });

  it('finds a sequential scan where there is no index (the check can fail)', async () => {
    const plan = await planOf('select * from messages where subject = $1', ['text'], [`'x'`]);
    expect(plan).toMatch(/Seq Scan on messages/);
  });
});
