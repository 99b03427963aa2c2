import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteForDrizzle } from '../src/db/pglite-for-drizzle.ts';

const ROW = sql`select '2026-11-29 10:00:00+00'::timestamptz as at, '2026-11-29'::date as day,
  '1 day'::interval as span, '{1.50,2}'::numeric[] as amounts, 42::int as n, '{"a":1}'::json as doc`;

describe('pgliteForDrizzle', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  it('gives Drizzle the rows its own parsers would, in and out of a transaction, without passing them', async () => {
    const calls: unknown[] = [];
    const query = client.query.bind(client);
    client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
      calls.push(options?.parsers);
      return query(text, params, options);
    }) as PGlite['query'];
    const db = drizzle({ client: pgliteForDrizzle(client) });
    const expected = {
      at: '2026-11-29 10:00:00+00',
      day: '2026-11-29',
      span: '1 day',
      amounts: '{1.50,2}',
      n: 42,
      doc: { a: 1 },
    };
    expect((await db.execute(ROW)).rows).toEqual([expected]);
    expect(await db.transaction(async (tx) => (await tx.execute(ROW)).rows)).toEqual([expected]);
    expect(calls).toEqual([undefined]);
  });
});
