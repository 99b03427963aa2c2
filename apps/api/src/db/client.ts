import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { pgliteForDrizzle } from './pglite-for-drizzle.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers (a union of the two driver types breaks `.returning()`; STACK-NOTES). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Answers a trivial query; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The underlying client, for migrations and tests. */
  raw: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
}

export interface OpenOptions {
  databaseUrl: string | null;
  /** Folder of the embedded database; null keeps it in memory (tests). */
  dataDir: string | null;
  /** A tarball from `dumpDataDir` to start from (tests reuse one migrated image). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Dates and times are compared in UTC everywhere (due dates, expiries). standard_conforming_strings
      // is PostgreSQL's default, pinned so that a server or role configured otherwise cannot change how
      // a string literal in our SQL reads.
      options: '-c TimeZone=UTC -c standard_conforming_strings=on',
    });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', () => {});
    // Nor one checked out between two of its queries (a transaction, a batch) when PostgreSQL ends the
    // connection (a restart: 57P01): the pool drops its own listener while a client is out, and an 'error'
    // event nobody listens to ends the process. The client's queries fail with the error instead (503).
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool, schema }) as Db;
    return {
      db,
      driver: 'postgres',
      raw: { kind: 'postgres', pool },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  let unlock = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await client.exec(`set timezone = 'UTC'; set standard_conforming_strings = on`);
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client: pgliteForDrizzle(client), schema }) as Db;
  let closed = false;
  return {
    db,
    driver: 'pglite',
    raw: { kind: 'pglite', client },
    ping: async () => {
      if (closed) throw new Error('database closed');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
