import { type SQL, sql } from 'drizzle-orm';
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
  /** Asking care to change or cancel a stay (a mail to the member, a task for the desk). */
  stayChangeUser: { scope: 'stay-change:user', max: 5, windowSeconds: 3600 },
  stayChangeIp: { scope: 'stay-change:ip', max: 20, windowSeconds: 3600 },
  /** Turning AutoPay on, moving it or turning it off (a mail each time). */
  autopayUser: { scope: 'autopay:user', max: 10, windowSeconds: 3600 },
  autopayIp: { scope: 'autopay:ip', max: 30, windowSeconds: 3600 },
  /**
   * Guessing the current password of a signed-in account stays slow: the profile's password check and
   * `POST /reauthenticate` share these counters.
   */
  profilePassword: { scope: 'profile-password:user', max: 10, windowSeconds: 900 },
  profilePasswordIp: { scope: 'profile-password:ip', max: 30, windowSeconds: 900 },
  /** Wrong passwords in a row on `POST /reauthenticate` before the sign-in ends (a right one starts over). */
  reauthenticateSession: { scope: 'reauthenticate:session', max: 5, windowSeconds: 86_400 },
  /**
   * Card testing through a stolen session: every new payment attempt (a saved card, whose CVV the provider
   * checks, or a card typed on the provider's hosted page) counts before the provider is called, and a
   * declined one once more (lib/card-attempts.ts). A retry of an attempt's Idempotency-Key is no new attempt.
   * The maxima here and below are defaults: PAYMENT_ATTEMPTS_PER_MEMBER and PAYMENT_ATTEMPTS_PER_IP set both.
   */
  paymentUser: { scope: 'payment:user', max: 10, windowSeconds: 900 },
  paymentIp: { scope: 'payment:ip', max: 30, windowSeconds: 900 },
  /** Hosted card checkouts started to add or replace a saved card (the provider checks the card typed). */
  cardCheckoutUser: { scope: 'card-checkout:user', max: 10, windowSeconds: 900 },
  cardCheckoutIp: { scope: 'card-checkout:ip', max: 30, windowSeconds: 900 },
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

/** A counter's upsert: one more hit, or 1 in a window restarted when the last one expired. */
function upsertHit(rule: ThrottleRule, key: string, onlyIf?: SQL) {
  const t = throttleCounters;
  const expired = sql`${t.expiresAt} <= now()`;
  return sql`insert into ${t} (scope, key, hits, expires_at)
      select ${rule.scope}, ${key}, 1, now() + make_interval(secs => ${rule.windowSeconds})
      ${onlyIf ? sql`where ${onlyIf}` : sql``}
    on conflict (scope, key) do update set
      hits = case when ${expired} then 1 else ${t.hits} + 1 end,
      expires_at = case when ${expired} then excluded.expires_at else ${t.expiresAt} end
    returning hits, greatest(1, ceil(extract(epoch from (expires_at - now()))))::int as retry_after`;
}

/**
 * A rare sweep keeps the table to live windows (any process may do it; deleting twice is harmless), after a
 * statement that counted.
 */
export async function sweepSometimes(db: DbOrTx): Promise<void> {
  if (Math.random() < 0.01)
    await db.delete(throttleCounters).where(sql`${throttleCounters.expiresAt} < now()`);
}

/**
 * Counts one hit and answers whether it is within the limit. Count and check are one statement (an upsert
 * that returns the new count), so concurrent requests, in one process or many, each see a distinct count
 * and never all pass. An expired window restarts at 1 in the same statement.
 */
export async function hit(db: DbOrTx, rule: ThrottleRule, key: string): Promise<ThrottleHit> {
  const [row] = await queryRows<{ hits: number; retry_after: number }>(db, upsertHit(rule, key));
  if (!row) throw new Error('throttle upsert answered no row');
  await sweepSometimes(db);
  return { hits: row.hits, allowed: row.hits <= rule.max, retryAfterSeconds: row.retry_after };
}

/**
 * `hit` for each check in turn, as CTEs `c0`, `c1`, … of a statement the caller writes: a check is counted only
 * while `onlyIf` holds and every check before it was within its limit, as one `hit` after another would, and in
 * that order (so concurrent callers lock the counters alike). `refusal` is that statement's text naming the
 * first check over its limit, its count and its window's seconds left (`refusalOf` reads it), null when there
 * is none.
 */
export function countsInTurn(
  checks: ReadonlyArray<readonly [ThrottleRule, string]>,
  onlyIf?: SQL,
): { ctes: Array<[name: string, statement: SQL]>; refusal: SQL } {
  const within = (i: number) => sql`(select hits from ${sql.raw(`c${i}`)}) <= ${checks[i]?.[0].max}`;
  const ctes = checks.map(([rule, key], i): [string, SQL] => {
    const conditions = [...(onlyIf ? [onlyIf] : []), ...checks.slice(0, i).map((_, j) => within(j))];
    return [`c${i}`, upsertHit(rule, key, conditions.length ? sql.join(conditions, sql` and `) : undefined)];
  });
  if (checks.length === 0) return { ctes: [], refusal: sql`null::text` };
  const refusal = sql`case ${sql.join(
    checks.map(
      ([rule], i) =>
        sql`when (select hits from ${sql.raw(`c${i}`)}) > ${rule.max}
              then (select ${`${i}:`} || hits || ':' || retry_after from ${sql.raw(`c${i}`)})`,
    ),
    sql` `,
  )} end`;
  return { ctes, refusal };
}

/** A refusal as `countsInTurn` words it: the check over its limit (its index), its count, its window's seconds left. */
export function refusalOf(text: string): ThrottleHit {
  const [check, hits, seconds] = text.split(':').map(Number);
  if (![check, hits, seconds].every(Number.isSafeInteger)) throw new Error(`bad refusal ${text}`);
  return { hits: Number(hits), allowed: false, retryAfterSeconds: Number(seconds) };
}

/**
 * `countsInTurn` in a statement of its own. Answers the first check over its limit, or undefined when all were
 * within theirs.
 */
export async function firstRefusal(
  db: DbOrTx,
  checks: ReadonlyArray<readonly [ThrottleRule, string]>,
): Promise<ThrottleHit | undefined> {
  const { ctes, refusal } = countsInTurn(checks);
  const [row] = await queryRows<{ refusal: string | null }>(
    db,
    sql`with ${sql.join(
      ctes.map(([name, statement]) => sql`${sql.raw(name)} as (${statement})`),
      sql`, `,
    )} select ${refusal} as refusal`,
  );
  await sweepSometimes(db);
  if (!row) throw new Error('throttle counts answered no row');
  if (row.refusal === null) return undefined;
  return refusalOf(row.refusal);
}

type CountRow = { key: string; hits: number; expires_in_ms: number };

/** What one process knows of a key's count: the shared count at its last write, and its own hits since. */
interface Tally {
  /** The shared count the last write answered (every process's hits), valid until `expiresAt`. */
  shared: number;
  expiresAt: number;
  /** Hits counted here and being written now, then those not written yet. */
  writing: number;
  unwritten: number;
}

/** How long a process gathers its hits before it writes them to the shared counter. */
export const TALLY_WRITE_MS = 50;

export interface TalliedHits {
  /** Counts a hit and answers at once from what this process knows; the write follows within TALLY_WRITE_MS. */
  hit: (id: number) => ThrottleHit;
  /** Resolves once every hit counted so far is written. */
  written: () => Promise<void>;
  /** Drops what this process knows, for a database emptied under it (tests). */
  forget: () => void;
  stop: () => void;
}

/**
 * `hit` for a rule whose keys are ids (the per-member ceiling), answered without waiting for the database: a
 * request is judged on the shared count as of this process's last write plus its own hits since, and the
 * process writes its hits every TALLY_WRITE_MS in one statement that adds each key's hits at once (keys in
 * sorted order, so processes never deadlock on each other's counters) and answers the new shared counts.
 * In one process the count is exact; across processes a member may overshoot by what the others counted
 * since their last write, a few dozen requests at most, which a ceiling against runaway clients and stolen
 * tokens can afford. Waiting for the count made every hot read a database round trip longer and cost
 * PostgreSQL's peak a third on those reads; one ordinary statement per request cost them about 85%.
 *
 * On PGlite (one session on this thread) the write is a prepared statement in the hot reads' batches
 * (db/prepared.ts); on PostgreSQL a statement of its own, outside the reads' batches, which would hold the
 * counters to their commit.
 */
export function talliedHits(database: Database, rule: ThrottleRule): TalliedHits {
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
     returning key, hits, (extract(epoch from (expires_at - now())) * 1000)::float8 as expires_in_ms`;
  const name = `tally_${rule.scope.replaceAll(/[:-]/g, '_')}`;
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

  const tallies = new Map<number, Tally>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<boolean> | undefined;
  let stopped = false;

  /** Writes the hits not written yet; false when the database refused them (they wait for the next write). */
  async function write(): Promise<boolean> {
    const ids: number[] = [];
    const added: number[] = [];
    const now = Date.now();
    for (const [id, tally] of tallies) {
      if (tally.unwritten > 0) {
        ids.push(id);
        added.push(tally.unwritten);
        tally.writing = tally.unwritten;
        tally.unwritten = 0;
      } else if (tally.writing === 0 && tally.expiresAt <= now) {
        tallies.delete(id);
      }
    }
    if (ids.length === 0) return true;
    try {
      const rows = await run(ids, added);
      const answered = Date.now();
      for (const row of rows) {
        const tally = tallies.get(Number(row.key));
        if (!tally) continue;
        tally.shared = row.hits;
        tally.expiresAt = answered + row.expires_in_ms;
        tally.writing = 0;
      }
      return true;
    } catch {
      // The database is away (a restart, a full disk): the hits stay here and go with the next write.
      for (const id of ids) {
        const tally = tallies.get(id);
        if (tally) {
          tally.unwritten += tally.writing;
          tally.writing = 0;
        }
      }
      return false;
    }
  }

  const unwritten = () => [...tallies.values()].some((tally) => tally.unwritten > 0);

  /** One write at a time, so a key's `writing` is always the hits of the write in flight. */
  function startWrite(): Promise<boolean> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    writing ??= write().finally(() => {
      writing = undefined;
      if (unwritten()) schedule();
    });
    return writing;
  }

  function schedule(): void {
    if (timer || writing || stopped) return;
    timer = setTimeout(startWrite, TALLY_WRITE_MS);
    // Counting never keeps a process alive.
    timer.unref();
  }

  return {
    hit(id) {
      const now = Date.now();
      let tally = tallies.get(id);
      if (!tally) {
        tally = { shared: 0, expiresAt: 0, writing: 0, unwritten: 0 };
        tallies.set(id, tally);
      }
      const live = tally.expiresAt > now;
      tally.unwritten += 1;
      const hits = (live ? tally.shared : 0) + tally.writing + tally.unwritten;
      schedule();
      const retryAfterSeconds = live
        ? Math.max(1, Math.ceil((tally.expiresAt - now) / 1000))
        : rule.windowSeconds;
      return { hits, allowed: hits <= rule.max, retryAfterSeconds };
    },
    async written() {
      while (writing || unwritten()) {
        if (!(await startWrite())) throw new Error(`${rule.scope}: the counts could not be written`);
      }
    },
    forget() {
      tallies.clear();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
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
  const refused = await firstRefusal(db, checks);
  if (refused) throw tooManyAttempts(refused.retryAfterSeconds);
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
