import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The first answer to each `Idempotency-Key` (lib/idempotency.ts): a retry with the same key gets it again
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
  },
  (t) => [
    uniqueIndex('idempotency_keys_key_idx').on(t.principal, t.route, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
