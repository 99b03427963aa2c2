import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { paymentItems } from './contracts.ts';

/**
 * Reminders mailed about an instalment or fee (modules/reminders): written in the transaction that queues
 * the mail, with one key per item and kind, so a rerun, a second process or a run that crashed halfway never
 * mails the same reminder twice.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => paymentItems.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    /** The item's due date the reminder spoke of. */
    dueDate: date('due_date').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.kind] }),
    check('reminders_sent_kind', sql`${t.kind} in ('due_7', 'due_1', 'overdue', 'autopay_3')`),
  ],
);
