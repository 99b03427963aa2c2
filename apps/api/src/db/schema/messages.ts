import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { contactReasons } from './reference.ts';
import { staff } from './staff.ts';
import { users } from './users.ts';

/** The member's inbox: alerts and marketing from the club, and support threads (replies point at `parent_id`). */
export const messages = pgTable(
  'messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => messages.id, { onDelete: 'cascade' }),
    reasonId: integer('reason_id').references(() => contactReasons.id, { onDelete: 'set null' }),
    subject: text().notNull(),
    fromName: text('from_name').notNull(),
    message: text().notNull(),
    messageType: text('message_type').notNull().default('support'),
    replied: boolean().notNull().default(false),
    /** Written by the member (a contact message or a reply) rather than by the club; born read. */
    fromMember: boolean('from_member').notNull().default(false),
    /** Contact details the member left with a contact message, for customer care to call back. */
    phone: text(),
    email: text(),
    needToContactMe: boolean('need_to_contact_me').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** On a thread's first message: customer care closed the thread (a later member message reopens it). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** On a club message: the staff account that wrote it (null for the club's automatic messages). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('messages_type', sql`${t.messageType} in ('alert', 'marketing', 'support')`),
    index('messages_user_id_idx').on(t.userId, t.createdAt),
    index('messages_parent_id_idx').on(t.parentId),
    index('messages_reason_id_idx').on(t.reasonId),
    // The unread badge is read on every profile load.
    index('messages_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
