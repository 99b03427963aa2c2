import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './client.ts';

declare const digestBrand: unique symbol;
/**
 * A SHA-256 digest as 64 lowercase hex characters — what the hot statements look sessions up by. Only
 * `toDigest` (and `lib/tokens.ts`' `hashToken`, which produces one) make a value of this type.
 */
export type Sha256Hex = string & { readonly [digestBrand]: true };

const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The value as a digest; throws for anything else (a digest never needs quoting, whatever the settings). */
export function toDigest(value: string): Sha256Hex {
  if (!SHA256_HEX.test(value)) throw new TypeError('not a SHA-256 hex digest');
  return value as Sha256Hex;
}

/** The database did not answer a hot read in time, or too many were waiting already: answered as 503. */
export class DatabaseBusyError extends Error {
  override name = 'DatabaseBusyError';
}

export interface StatementLimits {
  /** Calls waiting or running per database before new ones are refused at once. */
  maxPending: number;
  /** How long one call may wait and run, in milliseconds. */
  timeoutMs: number;
}

/**
 * Sized for the bench's 50 connections with room to spare; a backlog beyond it would only answer after
 * clients gave up. The timeout is far above a healthy p99 (a few ms) and below a proxy's usual 30 s.
 */
export const DEFAULT_LIMITS: StatementLimits = { maxPending: 512, timeoutMs: 5_000 };

type Run = (name: string, text: string, digest: Sha256Hex, timeoutMs: number) => Promise<unknown[]>;

/** PGlite has no bound parameters for EXECUTE: the statement is prepared once, the digest written as a literal. */
function pgliteRunner(client: PGlite): Run {
  const prepared = new Map<string, Promise<unknown>>();
  return async (name, text, digest) => {
    let ready = prepared.get(name);
    if (!ready) {
      ready = client.exec(`prepare ${name} (text) as ${text}`);
      prepared.set(name, ready);
      ready.catch(() => prepared.delete(name));
    }
    await ready;
    // Checked again at run time (a type is no guarantee): 64 hex characters are the same literal under any
    // standard_conforming_strings or escape setting, so nothing here needs quoting.
    const { rows } = await client.query(`execute ${name} ('${toDigest(digest)}')`);
    return rows;
  };
}

/**
 * node-postgres named statements: parsed and planned once per connection, the digest sent as a bound
 * parameter. `query_timeout` makes the pool drop the connection of a call that overruns (the server then
 * cancels its statement), rather than hand out a busy one.
 */
function postgresRunner(pool: pg.Pool): Run {
  return async (name, text, digest, timeoutMs) => {
    const config: pg.QueryConfig<[string]> & { query_timeout: number } = {
      name,
      text,
      values: [digest],
      query_timeout: timeoutMs,
    };
    const { rows } = await pool.query(config);
    return rows;
  };
}

interface Gate {
  pending: number;
  run: Run;
}
const gates = new WeakMap<object, Gate>();

function gateOf(database: Database): Gate {
  const key = database.raw.kind === 'pglite' ? database.raw.client : database.raw.pool;
  let gate = gates.get(key);
  if (!gate) {
    const run =
      database.raw.kind === 'pglite' ? pgliteRunner(database.raw.client) : postgresRunner(database.raw.pool);
    gate = { pending: 0, run };
    gates.set(key, gate);
  }
  return gate;
}

/**
 * A read-only statement for the hot paths (every authenticated request), looked up by a token digest and
 * prepared once: planning the profile query costs more than running it (~2 ms against ~0.3 ms on PGlite).
 * Calls past `maxPending` or `timeoutMs` fail with `DatabaseBusyError` instead of queueing without end.
 * Each call is its own statement (its own snapshot under READ COMMITTED); nothing is batched.
 *
 * `text` takes the digest as `$1` (type text).
 */
export function digestStatement<Row>(
  database: Database,
  name: string,
  text: string,
  limits: StatementLimits = DEFAULT_LIMITS,
): (digest: Sha256Hex) => Promise<Row[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad statement name ${name}`);
  const gate = gateOf(database);
  return async (digest) => {
    if (gate.pending >= limits.maxPending) throw new DatabaseBusyError(`${name}: too many calls waiting`);
    gate.pending++;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DatabaseBusyError(`${name}: no answer in ${limits.timeoutMs} ms`)),
        limits.timeoutMs,
      );
    });
    // A call that timed out keeps its place until the database has really finished it, so the bound
    // counts the work the database still has, not only the callers still waiting.
    const work = gate.run(name, text, digest, limits.timeoutMs).finally(() => {
      gate.pending--;
    });
    try {
      return (await Promise.race([work, timeout])) as Row[];
    } finally {
      clearTimeout(timer);
      work.catch(() => {});
    }
  };
}
