import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row per token pair; tokens are stored only as SHA-256 hashes. Refreshing revokes the row (marking it
 * rotated) and adds a new one in the same family: a sign-in and every refresh that follows it. A rotated
 * refresh token presented again means it was copied, and the whole family is revoked.
 */
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
    /** The sign-in this pair descends from; what the member sees and ends on My Account. */
    familyId: text('family_id').notNull().default(sql`gen_random_uuid()::text`),
    /** The family's absolute end (SESSION_MAX_DAYS or SESSION_MAX_HOURS after the sign-in): refreshing never moves it. */
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    /** Set when a refresh replaced this pair (as opposed to a sign-out). */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    /** The last time the member confirmed their password in this session (cards need it within 5 minutes). */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_family_id_idx').on(t.familyId),
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
