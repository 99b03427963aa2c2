import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { languageCheck, languageColumn } from './language-column.ts';
import { members } from './members.ts';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Always stored lower-cased, so the unique constraint is case-insensitive in effect. */
    email: text().notNull().unique(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    language: languageColumn().notNull().default('en'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The club record this account belongs to; null for non-members. */
    memberId: integer('member_id')
      .unique()
      .references(() => members.id, { onDelete: 'set null' }),
    /** Set for accounts that must confirm their member id at the next login (spec: missing member id). */
    memberIdRequired: boolean('member_id_required').notNull().default(false),
    /** Contact data given at registration (a member's club record has its own). */
    homePhone: text('home_phone'),
    mobilePhone: text('mobile_phone'),
    country: varchar({ length: 2 }),
    /**
     * Communication preferences of an account without a club record (a member's club record holds its own):
     * everyone can opt in or out of the club's mail.
     */
    allCommunications: boolean('all_communications').notNull().default(false),
    monthlyCommunications: boolean('monthly_communications').notNull().default(false),
    /** Mails before an instalment or fee is due and when it is overdue: the account's, on unless turned off. */
    dueReminders: boolean('due_reminders').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    languageCheck('users_language', t.language),
    // A member record's accounts: the profile-version triggers look them up on every member write.
    index('users_member_id_idx').on(t.memberId),
  ],
);
