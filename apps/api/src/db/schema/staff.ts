import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { languageCheck, languageColumn } from './language-column.ts';

/**
 * Customer-care staff (issue 16): accounts of their own, never a member account with a flag, so nothing a
 * member can change makes them staff. Created by an operator (`npm run staff:create`).
 */
export const staff = pgTable(
  'staff',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-cased. */
    email: text().notNull().unique(),
    name: text().notNull(),
    role: text().notNull(),
    language: languageColumn().notNull().default('en'),
    /** argon2id; null until the set-password link is used. */
    passwordHash: text('password_hash'),
    /** SHA-256 of the set-password link's token, and when the link stops working. */
    passwordTokenHash: text('password_token_hash').unique(),
    passwordTokenExpiresAt: timestamp('password_token_expires_at', { withTimezone: true }),
    /** The TOTP secret, AES-256-GCM encrypted with STAFF_SECRET_KEY; never sent after enrolment. */
    totpSecret: text('totp_secret'),
    /** Set once the first code was verified: from then on every sign-in needs a code. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code works once (replay protection). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('staff_role', sql`${t.role} in ('agent', 'admin')`),
    languageCheck('staff_language', t.language),
    check('staff_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Staff sign-ins, apart from members' `sessions`: a member token is never found here and a staff token
 * never there. `stage` is `second_factor` between the password and the code, then `active`.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    stage: text().notNull(),
    /** Wrong codes against this second-factor token; it dies at the limit. */
    failedCodes: integer('failed_codes').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text(),
  },
  (t) => [
    check('staff_sessions_stage', sql`${t.stage} in ('second_factor', 'active')`),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/** One-time recovery codes, stored as SHA-256 hashes (they are random, so no slow hash is needed). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/**
 * Every staff action: who, what, when, before and after. Written in the action's transaction; the API only
 * ever reads it (admins, `GET /api/v1/care/audit`).
 */
export const careAuditLog = pgTable(
  'care_audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** null for an operator's command line (then `actor` names the operator). Staff are disabled, never deleted. */
    staffId: integer('staff_id').references(() => staff.id),
    actor: text().notNull(),
    action: text().notNull(),
    /** `thread:12`, `profile_change:3`, `stay_request:5`, `user:7`. */
    target: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('care_audit_log_created_idx').on(t.createdAt)],
);
