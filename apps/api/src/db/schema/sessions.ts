import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One row per sign-in; tokens are stored only as SHA-256 hashes. Refreshing revokes the row and adds a new one. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessHash: text('access_hash').notNull().unique(),
    refreshHash: text('refresh_hash').notNull().unique(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_refresh_expires_idx').on(t.refreshExpiresAt),
  ],
);

/** Signatures of captcha challenges already used, kept until the challenge expires, so a payload works once. */
export const captchaUsed = pgTable(
  'captcha_used',
  {
    signature: text().primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_used_expires_idx').on(t.expiresAt)],
);
