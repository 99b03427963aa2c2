import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counter per limited thing (`login:ip` + address, `login:account` + e-mail, `register:ip`, …) and its
 * current window. In the database so every API process shares it; `lib/throttle.ts` counts and checks in
 * one statement, so concurrent requests cannot overshoot the limit.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    scope: text().notNull(),
    key: text().notNull(),
    hits: integer().notNull(),
    /** The window ends here; the next hit after it starts a new window at 1. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('throttle_counters_expires_idx').on(t.expiresAt)],
);
