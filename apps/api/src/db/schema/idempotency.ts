import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The first answer to each `Idempotency-Key` (lib/idempotency-store.ts): a retry with the same key gets it again
 * instead of writing twice. The unique index is the lock: of concurrent requests with one key, one inserts
 * its row and runs; the others find the row and wait for its answer. Rows older than a day are removed.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Whose key: `user:<id>` on member routes, `anonymous` on public ones. */
    principal: text().notNull(),
    /** Method and route pattern: `POST /api/v1/messages/:id`. */
    route: text().notNull(),
    key: text().notNull(),
    /** HMAC of the validated body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request runs. */
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the request running this key last said it was alive (at its claim, then on every heartbeat).
     * A running claim long silent belongs to a process that died, and the next retry takes it over.
     */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set inside the request's own transaction: its write committed, even if its answer was never stored.
     * Such a key is never taken over (that would write twice).
     */
    committed: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('idempotency_keys_key_idx').on(t.principal, t.route, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
