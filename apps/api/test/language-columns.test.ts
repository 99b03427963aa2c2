/**
 * Every stored language is one of the portal's languages, and the database says so: the schema types the
 * columns as `Language`, so a read is never narrowed again, and a CHECK refuses anything else from any writer.
 * Migration 0019 added the checks the older tables lacked, mapping what was stored before as `languageFrom` does.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { MIGRATIONS_FOLDER } from '../src/db/migrate-database.ts';
import { queryRows } from '../src/db/sql.ts';
import { openTestDatabase } from './support/harness.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const outboxRow = (language: string) =>
  sql`insert into mail_outbox ("to", language, subject, html, text)
      values ('someone@example.com', ${language}, 's', '<p>b</p>', 'b') returning id`;

describe('stored languages', () => {
  it('every language column has a check that allows only en and es', async () => {
    const columns = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'language' order by table_name`,
    );
    const checks = await queryRows<{ table_name: string; definition: string }>(
      database.db,
      sql`select conrelid::regclass::text as table_name, pg_get_constraintdef(oid) as definition
          from pg_constraint where contype = 'c' and pg_get_constraintdef(oid) like '%language%'`,
    );
    expect(columns.length).toBeGreaterThanOrEqual(5);
    for (const { table_name } of columns) {
      const check = checks.find((c) => c.table_name.replace(/"/g, '') === table_name);
      expect(check?.definition, table_name).toMatch(/'en'.*'es'/);
    }
  });

  it('refuses a language the portal does not speak', async () => {
    await expect(database.db.execute(outboxRow('fr'))).rejects.toThrow();
    const [kept] = await queryRows<{ id: number | string }>(database.db, outboxRow('es'));
    expect(Number(kept?.id)).toBeGreaterThan(0);
  });

  it('migration 0019 maps older rows as languageFrom does (es* Spanish, anything else English)', async () => {
    const file = await readFile(join(MIGRATIONS_FOLDER, '0019_language_checks.sql'), 'utf8');
    await database.db
      .transaction(async (tx) => {
        for (const table of ['mail_outbox', 'payments', 'reservation_requests'])
          await tx.execute(sql.raw(`alter table ${table} drop constraint ${table}_language`));
        const [spanish] = await queryRows<{ id: number }>(tx, outboxRow('ES'));
        const [other] = await queryRows<{ id: number }>(tx, outboxRow('fr'));
        for (const statement of file.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
        const rows = await queryRows<{ id: number; language: string }>(
          tx,
          sql`select id, language from mail_outbox where id in (${spanish?.id}, ${other?.id}) order by id`,
        );
        expect(rows.map((r) => r.language)).toEqual(['es', 'en']);
        tx.rollback();
      })
      .catch((error: unknown) => {
        // The checks dropped for the test come back with the rollback.
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
  });
});
