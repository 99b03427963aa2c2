import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The requested values of a profile change, only the keys the member changed (null empties a field). */
export type ProfileChangeFields = Partial<{
  address_line_1: string;
  address_line_2: string | null;
  email: string;
  home_phone: string | null;
  mobile_phone: string | null;
}>;

/**
 * Membership-data changes (address, phones, e-mail) waiting for customer care, who verify them within 1–3
 * days with `npm run care:profile-changes`. A user has at most one open request: a new one merges into it.
 */
export const profileChangeRequests = pgTable(
  'profile_change_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().notNull().default('open'),
    fields: jsonb().$type<ProfileChangeFields>().notNull(),
    /** Set when the member opened the link mailed to the requested e-mail; reset when that e-mail changes. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** The latest request merged into this one. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Who approved or rejected it (the operator's login name on the CLI). */
    decidedBy: text('decided_by'),
    /** Why customer care rejected it; mailed to the member. */
    rejectReason: text('reject_reason'),
  },
  (t) => [
    check('profile_change_requests_status', sql`${t.status} in ('open', 'approved', 'rejected')`),
    // The profile query looks the open request up on every page load: one row by index.
    uniqueIndex('profile_change_requests_open_idx').on(t.userId).where(sql`${t.status} = 'open'`),
    index('profile_change_requests_user_idx').on(t.userId),
  ],
);
