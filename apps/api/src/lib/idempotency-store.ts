/**
 * `Idempotency-Key`: the first answer to a key is kept, so a client that lost an answer can retry and get
 * it again instead of writing twice. Records live in `idempotency_keys`, keyed by who asks, the route and
 * the key; the unique index is the lock (INSERT … ON CONFLICT DO NOTHING): of concurrent requests with one
 * key exactly one runs, and the others wait for its answer. A request that holds a key beats a heartbeat, and
 * its transaction marks the key committed. When its process dies the claim falls silent: if nothing had
 * committed, the next retry takes the key over and runs; if the write had committed but its answer was never
 * stored, retries are told so (409 `idempotency_answer_lost`) rather than writing twice.
 */
import { createHmac } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { SAFE_TOKEN_RE } from '../db/prepared.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import type { DbOrTx, InTransaction } from '../db/tx.ts';

/**
 * What a client may send: a UUID or any other opaque token of up to 200 safe characters, which a prepared
 * read may take as it is (db/prepared.ts).
 */
export const IDEMPOTENCY_KEY_RE = SAFE_TOKEN_RE;
/** A key answers retries for a day; after that it is forgotten (and may be used again). */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** How often a running request says it is still alive (`heartbeat`). */
export const IDEMPOTENCY_HEARTBEAT_MS = 5_000;
/**
 * A running claim silent this long belongs to a process that died (kill -9, a crash): a retry takes it over
 * instead of answering 409 until the key expires. Four heartbeats missed, so a slow but live request keeps
 * its key.
 */
export const IDEMPOTENCY_ABANDONED_AFTER_S = 20;
/** The share of claims that also sweep the day-old keys away. */
const SWEEP_CHANCE = 0.01;

/**
 * The transaction a keyed route's service writes in, handed to it by the route (`request.keyedTransaction`).
 * When the request holds an `Idempotency-Key`, the key is marked committed inside the same transaction, after
 * `work`: a retry after a crash can then tell "nothing was written" (take the key over and run) from
 * "written, answer lost" (409 `idempotency_answer_lost`, never a second write). Without a key it is a plain
 * transaction. A write the service makes outside it does not mark the key.
 */
export type KeyedTransaction = InTransaction;

export interface IdempotencyScope {
  principal: string;
  route: string;
  key: string;
}

export type Claim =
  /** This request holds the key: run it, then `complete` (or `release` when it failed). */
  | { kind: 'run'; id: number }
  /** An earlier request with this key and body answered this. */
  | { kind: 'replay'; statusCode: number; body: string }
  /** The key was used with another body. */
  | { kind: 'mismatch' }
  /** The first request with this key is still running. */
  | { kind: 'running' }
  /** The first request's write committed, then its process died before storing the answer. */
  | { kind: 'lost' };

export interface IdempotencyStore {
  claim(scope: IdempotencyScope, requestHash: string): Promise<Claim>;
  complete(id: number, statusCode: number, body: string): Promise<void>;
  /**
   * Forgets a claim whose request did not succeed, so that a retry runs again; one whose transaction
   * committed is kept (the write is done: its retries hear `idempotency_answer_lost` once it falls silent).
   */
  release(id: number): Promise<void>;
  /** The running request holding `id` is alive: its key is not taken over. */
  heartbeat(id: number): Promise<void>;
  /** Inside the claiming request's transaction: its write is done, whatever becomes of its answer. */
  markCommitted(tx: DbOrTx, id: number): Promise<void>;
  /** The transaction of the request holding `id`: `work`, then the key marked committed, in one commit. */
  keyedTransaction(id: number): KeyedTransaction;
  /** The body's fingerprint: keyed, because bodies may carry passwords. */
  hash(body: unknown): string;
}

export function createIdempotencyStore(db: Db, secret: string): IdempotencyStore {
  const expired = () =>
    lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`);
  const abandoned = () =>
    lt(idempotencyKeys.claimedAt, sql`now() - make_interval(secs => ${IDEMPOTENCY_ABANDONED_AFTER_S})`);
  const markCommitted = async (tx: DbOrTx, id: number) => {
    await tx.update(idempotencyKeys).set({ committed: true }).where(eq(idempotencyKeys.id, id));
  };

  return {
    hash(body) {
      return createHmac('sha256', secret)
        .update(`idempotency:${JSON.stringify(body ?? null)}`)
        .digest('hex');
    },

    async claim(scope, requestHash) {
      // The day-old keys are forgotten now and then, so the table stays small (any process may sweep;
      // deleting twice is harmless): every request doing it cost each keyed write a round trip.
      if (Math.random() < SWEEP_CHANCE) await db.delete(idempotencyKeys).where(expired());
      // A day-old row of this very key is taken over as a new claim: an old key never answers.
      const [inserted] = await db
        .insert(idempotencyKeys)
        .values({ ...scope, requestHash })
        .onConflictDoUpdate({
          target: [idempotencyKeys.principal, idempotencyKeys.route, idempotencyKeys.key],
          set: {
            requestHash,
            statusCode: null,
            responseBody: null,
            committed: false,
            createdAt: sql`now()`,
            claimedAt: sql`now()`,
          },
          setWhere: expired(),
        })
        .returning({ id: idempotencyKeys.id });
      if (inserted) return { kind: 'run', id: inserted.id };
      const [existing] = await db
        .select({
          id: idempotencyKeys.id,
          committed: idempotencyKeys.committed,
          abandoned: sql<boolean>`${abandoned()}`,
          requestHash: idempotencyKeys.requestHash,
          statusCode: idempotencyKeys.statusCode,
          responseBody: idempotencyKeys.responseBody,
        })
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.principal, scope.principal),
            eq(idempotencyKeys.route, scope.route),
            eq(idempotencyKeys.key, scope.key),
          ),
        );
      // Released between our insert and this read: the caller tries again.
      if (!existing) return { kind: 'running' };
      if (existing.requestHash !== requestHash) return { kind: 'mismatch' };
      if (existing.statusCode === null || existing.responseBody === null) {
        if (!existing.abandoned) return { kind: 'running' };
        if (existing.committed) return { kind: 'lost' };
        // Guarded again: of two retries racing for a silent key, one takes it over.
        const [taken] = await db
          .update(idempotencyKeys)
          .set({ claimedAt: sql`now()` })
          .where(
            and(
              eq(idempotencyKeys.id, existing.id),
              isNull(idempotencyKeys.statusCode),
              eq(idempotencyKeys.committed, false),
              abandoned(),
            ),
          )
          .returning({ id: idempotencyKeys.id });
        return taken ? { kind: 'run', id: taken.id } : { kind: 'running' };
      }
      return { kind: 'replay', statusCode: existing.statusCode, body: existing.responseBody };
    },

    async complete(id, statusCode, body) {
      await db
        .update(idempotencyKeys)
        .set({ statusCode, responseBody: body })
        .where(eq(idempotencyKeys.id, id));
    },

    async release(id) {
      // A request can fail after its write committed (a read after the insert while PostgreSQL goes away):
      // forgetting its key would let the retry write a second time.
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.committed, false)));
    },

    markCommitted,

    keyedTransaction(id) {
      return (work) =>
        db.transaction(async (tx) => {
          const result = await work(tx);
          await markCommitted(tx, id);
          return result;
        });
    },

    async heartbeat(id) {
      await db
        .update(idempotencyKeys)
        .set({ claimedAt: sql`now()` })
        .where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.statusCode)));
    },
  };
}
