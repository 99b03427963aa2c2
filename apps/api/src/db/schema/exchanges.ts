import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/** A member's memberships in exchange programmes (RCI, Interval, …), part of the club record. */
export const exchangeMemberships = pgTable(
  'exchange_memberships',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    membershipType: text('membership_type').notNull(),
    membershipNumber: text('membership_number'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  // Leads with member_id: also the index of the member's list.
  (t) => [unique('exchange_memberships_member_type_key').on(t.memberId, t.membershipType)],
);
