import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Password-recovery requests. The token (in the URL) and the 6-digit code (in the e-mail) are stored only
 * as hashes. Rows for unknown e-mails have no user: they answer like any other and never reset anything.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** Fingerprint of the password hash when the code was issued: a changed password kills the code. */
    passwordFingerprint: text('password_fingerprint'),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('password_resets_user_idx').on(t.userId),
    index('password_resets_expires_idx').on(t.expiresAt),
  ],
);
