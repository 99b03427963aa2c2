/**
 * The hot reads of every authenticated request (session check, profile, the member's lists) and of the
 * reference lists, prepared once and batched: calls that arrive while the database is busy go together as one
 * string of `execute name ('digest', 42)`. Why this
 * and not one bound-parameter call per request, and what keeps it safe: docs/decisions/010-batched-hot-reads.md.
 */
import type { PGlite } from '@electric-sql/pglite';
import { LANGUAGES, type Language } from '@vida/shared';
import type pg from 'pg';
import type { Database } from './client.ts';

declare const digestBrand: unique symbol;
/**
 * A SHA-256 digest as 64 lowercase hex characters, the only value these statements take. Only `toDigest`
 * makes one (`hashToken` in lib/tokens.ts goes through it).
 */
export type Sha256Hex = string & { readonly [digestBrand]: true };

const SHA256_HEX = /^[0-9a-f]{64}$/;
/**
 * A client's opaque token (an `Idempotency-Key`): letters, digits and `_.:-`, up to 200. None of these is
 * ever quoted or escaped in SQL, so between single quotes it is its own literal too.
 */
export const SAFE_TOKEN_RE = /^[A-Za-z0-9_.:-]{1,200}$/;

/**
 * The value as a digest; throws for anything else. A digest is its own SQL literal between single quotes,
 * read the same under any `standard_conforming_strings` or escape setting: nothing is ever quoted here.
 */
export function toDigest(value: string): Sha256Hex {
  if (!SHA256_HEX.test(value)) throw new TypeError('not a SHA-256 hex digest');
  return value as Sha256Hex;
}

/** The database did not answer a hot read in time, or too many were waiting already: answered as 503. */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
}

export interface StatementLimits {
  /** Calls queued or running per database before new ones are refused at once. */
  maxPending: number;
  /** How long one call may wait and run, in milliseconds. */
  timeoutMs: number;
}

/**
 * Sized for the bench's 50 connections with room to spare: a backlog beyond it would only answer after its
 * clients gave up. The timeout is far above a healthy p99 (a few ms) and below a proxy's usual 30 s.
 */
export const DEFAULT_LIMITS: StatementLimits = { maxPending: 512, timeoutMs: 5_000 };

interface Statement {
  name: string;
  /** `prepare name (text) as …` */
  prepare: string;
}

interface Pending {
  statement: Statement;
  /** `execute name ('digest', 42)` */
  sql: string;
  timeoutMs: number;
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
}

/** Runs the `execute`s in one round trip and answers the rows of each, in order. */
type RunBatch = (items: readonly Pending[]) => Promise<unknown[][]>;

interface Executor {
  queue: Pending[];
  /** Calls queued or running: what `maxPending` bounds. */
  pending: number;
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

/** PGlite is one session on this thread: one batch at a time, statements prepared once. */
function pgliteExecutor(client: PGlite): Executor {
  const prepared = new Set<string>();
  return {
    queue: [],
    pending: 0,
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
    pending: 0,
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
        // An overrunning batch fails here and its connection is dropped below (the server then ends it),
        // rather than going back to the pool busy.
        const batch: pg.QueryConfig & { query_timeout: number } = {
          text: items.map((item) => item.sql).join(';\n'),
          query_timeout: Math.max(...items.map((item) => item.timeoutMs)),
        };
        const result: unknown = await client.query(batch);
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
 * The values a hot read may take, each written into its `execute` as a literal that needs no quoting (decision
 * 010): `digest` a `Sha256Hex` between single quotes (SQL type text), `int` a non-negative safe integer in
 * decimal digits (SQL type bigint), e.g. a path id or a page's limit and offset, `ints` a list of those
 * (`'{1,2}'`, SQL type bigint[]), `token` a string of `SAFE_TOKEN_RE` between single quotes (SQL type text).
 */
export type HotParam = 'digest' | 'int' | 'ints' | 'token';
export type HotArgs<P extends readonly HotParam[]> = {
  [K in keyof P]: P[K] extends 'digest'
    ? Sha256Hex
    : P[K] extends 'ints'
      ? readonly number[]
      : P[K] extends 'token'
        ? string
        : number;
};

const SQL_TYPE: Record<HotParam, string> = { digest: 'text', int: 'bigint', ints: 'bigint[]', token: 'text' };

function intLiteral(value: unknown): string {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new TypeError('not a non-negative safe integer');
  }
  return String(value);
}

/** The literal of one value; throws for anything that is not what its parameter takes. */
function literalOf(type: HotParam, value: unknown): string {
  if (type === 'digest') return `'${toDigest(String(value))}'`;
  if (type === 'token') {
    if (typeof value !== 'string' || !SAFE_TOKEN_RE.test(value)) throw new TypeError('not a safe token');
    return `'${value}'`;
  }
  if (type === 'ints') {
    if (!Array.isArray(value)) throw new TypeError('not a list of integers');
    return `'{${value.map(intLiteral).join(',')}}'`;
  }
  return intLiteral(value);
}

/**
 * A statement prepared once, taking only the values `params` names (see `HotParam`; none at all for public
 * reference lists): planning costs more than running these small reads (~2 ms against ~0.3 ms for the profile
 * on PGlite). Calls are batched (see the top of this file); a batch is one implicit transaction, but each
 * statement in it takes its own snapshot under READ COMMITTED, as separate calls would. They are reads, but
 * for the per-member request count on PGlite (lib/throttle.ts `talliedHits`): a write here holds its rows
 * until the whole batch commits, which on PostgreSQL makes concurrent batches wait and can deadlock. Calls past
 * `maxPending` or `timeoutMs` fail with `DatabaseBusyError` instead of waiting without end; a call that timed
 * out still counts as pending until the database is done with it.
 *
 * `text` takes the values as `$1`, `$2`, … in the order of `params`.
 */
export function hotStatement<Row, const P extends readonly HotParam[]>(
  database: Database,
  name: string,
  params: P,
  text: string,
  limits: StatementLimits = DEFAULT_LIMITS,
): (...args: HotArgs<P>) => Promise<Row[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad statement name ${name}`);
  const types = params.length > 0 ? ` (${params.map((p) => SQL_TYPE[p]).join(', ')})` : '';
  const statement: Statement = { name, prepare: `prepare ${name}${types} as ${text}` };
  const executor = executorOf(database);
  return async (...args) => {
    // Checked at run time too: a type is no guarantee (a cast, a value read from elsewhere).
    if (args.length !== params.length) throw new TypeError(`${name} takes ${params.length} values`);
    const values = params.map((type, i) => literalOf(type, args[i]));
    const sql = values.length > 0 ? `execute ${name} (${values.join(', ')})` : `execute ${name}`;
    if (executor.pending >= limits.maxPending) {
      throw new DatabaseBusyError(`${name}: ${executor.pending} calls pending`);
    }
    executor.pending++;
    const done = new Promise<unknown[]>((resolve, reject) => {
      executor.queue.push({ statement, sql, timeoutMs: limits.timeoutMs, resolve, reject });
      if (executor.running < executor.maxRunning) void drain(executor);
    }).finally(() => {
      executor.pending--;
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DatabaseBusyError(`${name}: no answer in ${limits.timeoutMs} ms`)),
        limits.timeoutMs,
      );
    });
    try {
      return (await Promise.race([done, timeout])) as Row[];
    } finally {
      clearTimeout(timer);
      // The answer of a call that timed out arrives later and is dropped.
      done.catch(() => {});
    }
  };
}

/** A hot read looked up by a digest alone (`$1`, type text): the session check, the profile. */
export function digestStatement<Row>(
  database: Database,
  name: string,
  text: string,
  limits: StatementLimits = DEFAULT_LIMITS,
): (digest: Sha256Hex) => Promise<Row[]> {
  return hotStatement<Row, ['digest']>(database, name, ['digest'], text, limits);
}

/** One statement (or anything) per language, for answers whose texts are in the request language. */
export function perLanguage<T>(make: (lang: Language) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Record<Language, T>;
}
