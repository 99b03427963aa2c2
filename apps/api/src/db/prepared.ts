import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './client.ts';

export type SqlValue = string | number;

/** A SQL literal; values are numbers or strings only, so this is the whole of quoting. */
function literal(value: SqlValue): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('non-finite number in a prepared statement');
    return String(value);
  }
  // standard_conforming_strings is on (the default): only the quote needs doubling.
  return `'${value.replaceAll("'", "''")}'`;
}

interface Statement {
  name: string;
  /** `prepare name (types) as text` */
  prepare: string;
}

interface Pending {
  statement: Statement;
  sql: string;
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
}

/** Runs `execute` statements in one round trip and answers the rows of each, in order. */
type RunBatch = (items: readonly Pending[]) => Promise<unknown[][]>;

interface Executor {
  queue: Pending[];
  running: number;
  maxRunning: number;
  runBatch: RunBatch;
}

const MAX_BATCH = 64;
const executors = new WeakMap<object, Executor>();

function rowsOf(result: unknown): unknown[] {
  return typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)
    ? result.rows
    : [];
}

/** PGlite is one session on this thread: one call at a time, statements prepared once. */
function pgliteExecutor(client: PGlite): Executor {
  const prepared = new Set<string>();
  return {
    queue: [],
    running: 0,
    maxRunning: 1,
    runBatch: async (items) => {
      for (const { statement } of items) {
        if (prepared.has(statement.name)) continue;
        await client.exec(statement.prepare);
        prepared.add(statement.name);
      }
      const results = await client.exec(items.map((item) => item.sql).join(';\n'));
      return results.map(rowsOf);
    },
  };
}

/**
 * PostgreSQL: a pooled connection per batch, statements prepared once per connection. One connection is
 * left for everything else (logins, writes), so hot reads never starve them.
 */
function postgresExecutor(pool: pg.Pool): Executor {
  const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
  return {
    queue: [],
    running: 0,
    maxRunning: Math.max(1, (pool.options.max ?? 10) - 1),
    runBatch: async (items) => {
      const client = await pool.connect();
      let broken = false;
      try {
        const prepared = preparedOn.get(client) ?? new Set<string>();
        preparedOn.set(client, prepared);
        const prepares = [...new Map(items.map((i) => [i.statement.name, i.statement])).values()].filter(
          (s) => !prepared.has(s.name),
        );
        for (const statement of prepares) {
          await client.query(statement.prepare);
          prepared.add(statement.name);
        }
        const result: unknown = await client.query(items.map((item) => item.sql).join(';\n'));
        return Array.isArray(result) ? result.map(rowsOf) : [rowsOf(result)];
      } catch (error) {
        broken = true;
        throw error;
      } finally {
        // A connection that failed mid-way may have lost its prepared statements: do not reuse it.
        client.release(broken);
      }
    },
  };
}

function executorOf(database: Database): Executor {
  const key = database.raw.kind === 'pglite' ? database.raw.client : database.raw.pool;
  let executor = executors.get(key);
  if (!executor) {
    executor =
      database.raw.kind === 'pglite'
        ? pgliteExecutor(database.raw.client)
        : postgresExecutor(database.raw.pool);
    executors.set(key, executor);
  }
  return executor;
}

async function runBatch(executor: Executor, batch: Pending[]): Promise<void> {
  try {
    const results = await executor.runBatch(batch);
    if (results.length !== batch.length) throw new Error('batch answered a different number of results');
    batch.forEach((item, i) => {
      item.resolve(results[i] ?? []);
    });
  } catch (error) {
    if (batch.length === 1) {
      batch[0]?.reject(error);
      return;
    }
    // One failing statement fails the whole string (one implicit transaction): run each alone so that
    // every caller gets its own answer.
    for (const item of batch) await runBatch(executor, [item]);
  }
}

async function drain(executor: Executor): Promise<void> {
  executor.running++;
  try {
    while (executor.queue.length > 0) {
      await runBatch(executor, executor.queue.splice(0, MAX_BATCH));
      // Let the event loop read the requests that arrived meanwhile, so they join the next batch.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  } finally {
    executor.running--;
  }
}

/**
 * A read-only statement for hot paths: prepared once, so the server only executes it (planning the
 * profile query cost more than running it: ~2 ms against ~0.3 ms on PGlite), and batched — requests that
 * arrive while the database is busy go together in one round trip of `execute`s with the values as
 * literals. On PGlite, which runs on this thread, one call costs far more than its statement when the
 * HTTP work in between has made the caches cold; on PostgreSQL every round trip wakes a backend process.
 * Statements in one batch share a snapshot.
 *
 * `text` uses $1, $2… placeholders; `types` are their PostgreSQL types.
 */
export function preparedStatement<Row>(
  database: Database,
  name: string,
  types: readonly string[],
  text: string,
): (values: readonly SqlValue[]) => Promise<Row[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad statement name ${name}`);
  const statement: Statement = { name, prepare: `prepare ${name} (${types.join(', ')}) as ${text}` };
  const executor = executorOf(database);
  return (values) => {
    if (values.length !== types.length) {
      return Promise.reject(new Error(`${name}: expected ${types.length} values`));
    }
    const sql = `execute ${name} (${values.map(literal).join(', ')})`;
    return new Promise<Row[]>((resolve, reject) => {
      executor.queue.push({ statement, sql, resolve: (rows) => resolve(rows as Row[]), reject });
      if (executor.running < executor.maxRunning) void drain(executor);
    });
  };
}
