import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { hotStatement } from '../db/prepared.ts';
import { throttleCounters } from '../db/schema/index.ts';
import { queryRows } from '../db/sql.ts';
import type { DbOrTx } from '../db/tx.ts';
import { HttpError } from './http-error.ts';

/** At most `max` hits per `key` in a window of `windowSeconds` that starts at the first hit. */
export interface ThrottleRule {
  scope: string;
  max: number;
  windowSeconds: number;
}

/** Every limit of the API in one place (README "Security" lists them). */
export const THROTTLES = {
  /** Failed sign-ins from one address (issue 12: the 6th failure within a minute is refused). */
  loginIp: { scope: 'login:ip', max: 5, windowSeconds: 60 },
  /**
   * Failed sign-ins on one account from any address, counted only once a captcha was solved; the member is
   * mailed when it trips. Past it wrong passwords answer 429, the right one still signs in.
   */
  loginAccount: { scope: 'login:account', max: 100, windowSeconds: 3600 },
  registerIp: { scope: 'register:ip', max: 10, windowSeconds: 3600 },
  forgotEmail: { scope: 'forgot:email', max: 3, windowSeconds: 900 },
  forgotIp: { scope: 'forgot:ip', max: 20, windowSeconds: 900 },
  resendEmail: { scope: 'resend:email', max: 3, windowSeconds: 900 },
  resendIp: { scope: 'resend:ip', max: 20, windowSeconds: 900 },
  resetIp: { scope: 'reset:ip', max: 30, windowSeconds: 900 },
  /**
   * Every signed-in request of one member, the reads answered in one statement with their session check
   * (lib/member-reads/member-answer.ts) included: generous, against runaway clients and stolen tokens.
   */
  apiMember: { scope: 'api:user', max: 600, windowSeconds: 60 },
  /** Failed add-reservation lookups (hotel, number, day, last name): guessing numbers stays hopeless. */
  attachUser: { scope: 'attach:user', max: 10, windowSeconds: 3600 },
  attachIp: { scope: 'attach:ip', max: 10, windowSeconds: 3600 },
  /** Member actions that send mail (issue 12): per account, and per IP for many accounts on one address. */
  requestUser: { scope: 'request:user', max: 5, windowSeconds: 3600 },
  requestIp: { scope: 'request:ip', max: 20, windowSeconds: 3600 },
  messageUser: { scope: 'message:user', max: 10, windowSeconds: 3600 },
  messageIp: { scope: 'message:ip', max: 30, windowSeconds: 3600 },
  confirmationUser: { scope: 'confirmation:user', max: 10, windowSeconds: 3600 },
  confirmationIp: { scope: 'confirmation:ip', max: 30, windowSeconds: 3600 },
  /**
   * Guessing the current password of a signed-in account stays slow: the profile's password check and
   * `POST /reauthenticate` share these counters.
   */
  profilePassword: { scope: 'profile-password:user', max: 10, windowSeconds: 900 },
  profilePasswordIp: { scope: 'profile-password:ip', max: 30, windowSeconds: 900 },
  /** Wrong passwords in a row on `POST /reauthenticate` before the sign-in ends (a right one starts over). */
  reauthenticateSession: { scope: 'reauthenticate:session', max: 5, windowSeconds: 86_400 },
  /** E-mail-change confirmation mails cost the recipient. */
  profileEmail: { scope: 'profile-email:user', max: 5, windowSeconds: 3600 },
} as const satisfies Record<string, ThrottleRule>;

export interface ThrottleHit {
  /** Hits in the current window, this one included. */
  hits: number;
  allowed: boolean;
  /** Seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit and answers whether it is within the limit. Count and check are one statement (an upsert
 * that returns the new count), so concurrent requests, in one process or many, each see a distinct count
 * and never all pass. An expired window restarts at 1 in the same statement.
 */
export async function hit(db: DbOrTx, rule: ThrottleRule, key: string): Promise<ThrottleHit> {
  const t = throttleCounters;
  const expired = sql`${t.expiresAt} <= now()`;
  const [row] = await queryRows<{ hits: number; retry_after: number }>(
    db,
    sql`insert into ${t} (scope, key, hits, expires_at)
          values (${rule.scope}, ${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
        on conflict (scope, key) do update set
          hits = case when ${expired} then 1 else ${t.hits} + 1 end,
          expires_at = case when ${expired} then excluded.expires_at else ${t.expiresAt} end
        returning hits, greatest(1, ceil(extract(epoch from (expires_at - now()))))::int as retry_after`,
  );
  if (!row) throw new Error('throttle upsert answered no row');
  // A rare sweep keeps the table to live windows (any process may do it; deleting twice is harmless).
  if (Math.random() < 0.01) await db.delete(t).where(sql`${t.expiresAt} < now()`);
  return { hits: row.hits, allowed: row.hits <= rule.max, retryAfterSeconds: row.retry_after };
}

interface Waiting {
  resolve: (hit: ThrottleHit) => void;
  reject: (error: unknown) => void;
}

type CountRow = { key: string; hits: number; retry_after: number };

/**
 * `hit` for a rule whose keys are ids (the per-member ceiling), coalesced: the hits that arrive while a count
 * is running are counted together next, in one statement that adds each key's hits at once, taking the keys
 * in sorted order, and hands every request its own place in the count. Every signed-in request counts, the
 * hottest reads included: one ordinary statement per request cost those reads about 85% of their throughput
 * on PGlite.
 *
 * On PGlite (one session on this thread) the count is a prepared statement in the hot reads' batches
 * (db/prepared.ts). On PostgreSQL it runs as a statement of its own: in a batch, which is one transaction,
 * the counters would stay locked until the batch commits and the counts of the next batches wait for it
 * (reads at less than half their throughput; and one upsert per request in the batches deadlocked). Sorted
 * keys keep concurrent counts, in any number of processes, from deadlocking.
 */
export function coalescedHits(database: Database, rule: ThrottleRule): (id: number) => Promise<ThrottleHit> {
  if (!/^[a-z:-]+$/.test(rule.scope) || !Number.isSafeInteger(rule.windowSeconds)) {
    throw new Error(`bad throttle rule ${rule.scope}`);
  }
  const upsert = (source: string) => `insert into throttle_counters as t (scope, key, hits, expires_at)
       select '${rule.scope}', a.key::text, a.added, now() + make_interval(secs => ${rule.windowSeconds})
         from ${source}
        order by a.key
     on conflict (scope, key) do update set
       hits = case when t.expires_at <= now() then excluded.hits else t.hits + excluded.hits end,
       expires_at = case when t.expires_at <= now() then excluded.expires_at else t.expires_at end
     returning key, hits, greatest(1, ceil(extract(epoch from (expires_at - now()))))::int as retry_after`;
  const name = `hits_${rule.scope.replaceAll(/[:-]/g, '_')}`;
  let run: (ids: number[], added: number[]) => Promise<CountRow[]>;
  if (database.raw.kind === 'pglite') {
    run = hotStatement<CountRow, ['ints', 'ints']>(
      database,
      name,
      ['ints', 'ints'],
      upsert('unnest($1, $2) as a(key, added)'),
    );
  } else {
    const { pool } = database.raw;
    // Named: node-postgres prepares it once per connection.
    const text = upsert('unnest($1::bigint[], $2::bigint[]) as a(key, added)');
    run = async (ids, added) => (await pool.query<CountRow>({ name, text, values: [ids, added] })).rows;
  }
  let pending = new Map<number, Waiting[]>();
  let running = false;

  async function count(batch: Map<number, Waiting[]>): Promise<void> {
    try {
      const rows = await run(
        [...batch.keys()],
        [...batch.values()].map((waiting) => waiting.length),
      );
      for (const row of rows) {
        const id = Number(row.key);
        const waiting = batch.get(id) ?? [];
        // The key's requests in arrival order take the counts this statement added, the last one `hits`.
        waiting.forEach((request, i) => {
          const hits = row.hits - waiting.length + 1 + i;
          request.resolve({ hits, allowed: hits <= rule.max, retryAfterSeconds: row.retry_after });
        });
        batch.delete(id);
      }
      if (batch.size > 0) throw new Error('throttle upsert answered fewer rows than keys');
    } catch (error) {
      for (const waiting of batch.values()) for (const request of waiting) request.reject(error);
    }
  }

  async function drain(): Promise<void> {
    running = true;
    try {
      while (pending.size > 0) {
        const batch = pending;
        pending = new Map();
        await count(batch);
      }
    } finally {
      running = false;
    }
  }

  return (id) =>
    new Promise<ThrottleHit>((resolve, reject) => {
      const waiting = pending.get(id);
      if (waiting) waiting.push({ resolve, reject });
      else pending.set(id, [{ resolve, reject }]);
      if (!running) void drain();
    });
}

/** Gives back a hit that turned out not to count (a sign-in that succeeded). */
export async function refund(db: DbOrTx, rule: ThrottleRule, key: string): Promise<void> {
  await db.execute(
    sql`update ${throttleCounters} set hits = greatest(hits - 1, 0)
        where scope = ${rule.scope} and key = ${key} and expires_at > now()`,
  );
}

/** Forgets a key's count (the account's owner proved who they are). */
export async function reset(db: DbOrTx, rule: ThrottleRule, key: string): Promise<void> {
  await db.execute(sql`delete from ${throttleCounters} where scope = ${rule.scope} and key = ${key}`);
}

export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'too_many_attempts', {
    code: 'too_many_attempts',
    values: { seconds: retryAfterSeconds },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/** Counts the request against each rule in turn; the first rule over its limit answers 429 with Retry-After. */
export async function throttle(db: DbOrTx, checks: Array<[ThrottleRule, string]>): Promise<void> {
  for (const [rule, key] of checks) {
    const result = await hit(db, rule, key);
    if (!result.allowed) throw tooManyAttempts(result.retryAfterSeconds);
  }
}

/**
 * A preHandler for a signed-in member's route that sends mail: the request counts per account and per IP
 * (after validation, so a refused form costs nothing).
 */
export function perMemberAndIp(userRule: ThrottleRule, ipRule: ThrottleRule) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.user) return;
    await throttle(request.server.db, [
      [userRule, String(request.user.id)],
      [ipRule, request.ip],
    ]);
  };
}
