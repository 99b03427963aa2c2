import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests counted against a limit (registration per IP, password-recovery and verification mails per
 * e-mail and per IP). In the database, so every API process sees the same counts.
 */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What is limited and by what: `forgot:email`, `forgot:ip`, `register:ip`, … */
    scope: text().notNull(),
    key: text().notNull(),
    hitAt: timestamp('hit_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('throttle_hits_lookup_idx').on(t.scope, t.key, t.hitAt)],
);
