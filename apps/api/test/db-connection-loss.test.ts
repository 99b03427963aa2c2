import { expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';

// PostgreSQL ending a connection the API holds between two of its queries (pg_ctl stop, a failover: FATAL
// 57P01) must fail that connection's queries, not the process: the drill that restarts PostgreSQL under
// load lost one of its two API processes this way now and then.
it.skipIf(!process.env.DATABASE_URL)(
  'a checked-out connection terminated by the server fails its next query and the process goes on',
  async () => {
    const database = await openDatabase({
      databaseUrl: process.env.DATABASE_URL ?? '',
      dataDir: null,
      poolSize: 2,
    });
    if (database.raw.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const { pool } = database.raw;
    try {
      const held = await pool.connect();
      const pid = (await held.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      // Terminated from another connection while `held` is idle but checked out (no query of its own).
      await pool.query('select pg_terminate_backend($1)', [pid]);
      await new Promise((r) => setTimeout(r, 500));
      await expect(held.query('select 1')).rejects.toThrow();
      held.release(true);
      expect((await pool.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
    } finally {
      await database.close();
    }
  },
);
