/**
 * `Idempotency-Key`: the first answer to a key is kept, so a client that lost an answer can retry and get
 * it again instead of writing twice. Records live in `idempotency_keys`, keyed by who asks, the route and
 * the key; the unique index is the lock (INSERT … ON CONFLICT DO NOTHING): of concurrent requests with one
 * key exactly one runs, and the others wait for its answer.
 */
import { createHmac } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

/** What a client may send: a UUID or any other opaque token of up to 200 safe characters. */
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_.:-]{1,200}$/;
/** A key answers retries for a day; after that it is forgotten (and may be used again). */
export const IDEMPOTENCY_TTL_HOURS = 24;

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
  | { kind: 'running' };

export interface IdempotencyStore {
  claim(scope: IdempotencyScope, requestHash: string): Promise<Claim>;
  complete(id: number, statusCode: number, body: string): Promise<void>;
  /** Forgets a claim whose request did not succeed, so that a retry runs again. */
  release(id: number): Promise<void>;
  /** The body's fingerprint: keyed, because bodies may carry passwords. */
  hash(body: unknown): string;
}

export function createIdempotencyStore(db: Db, secret: string): IdempotencyStore {
  const expired = () =>
    lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`);

  return {
    hash(body) {
      return createHmac('sha256', secret)
        .update(`idempotency:${JSON.stringify(body ?? null)}`)
        .digest('hex');
    },

    async claim(scope, requestHash) {
      // Forget the day-old keys first, so an old key never answers and the table stays small.
      await db.delete(idempotencyKeys).where(expired());
      const [inserted] = await db
        .insert(idempotencyKeys)
        .values({ ...scope, requestHash })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (inserted) return { kind: 'run', id: inserted.id };
      const [existing] = await db
        .select({
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
      if (existing.statusCode === null || existing.responseBody === null) return { kind: 'running' };
      return { kind: 'replay', statusCode: existing.statusCode, body: existing.responseBody };
    },

    async complete(id, statusCode, body) {
      await db
        .update(idempotencyKeys)
        .set({ statusCode, responseBody: body })
        .where(eq(idempotencyKeys.id, id));
    },

    async release(id) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
    },
  };
}
