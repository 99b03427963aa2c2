import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Accounts of the club's previous mobile app (`npm run import:legacy -- FILE.csv`). Such a person signs in
 * with the app password: the first sign-in creates the portal account and sends the activation link; once
 * verified, the bcrypt hash is replaced by argon2id at the next sign-in.
 */
export const legacyAccounts = pgTable('legacy_accounts', {
  /** Lower-cased. */
  email: text().primaryKey(),
  memberNumber: text('member_number'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** bcrypt (`$2a$`/`$2b$`/`$2y$`) as the app stored it. */
  passwordHash: text('password_hash').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  /** The portal account created from this row at the first sign-in. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
});
