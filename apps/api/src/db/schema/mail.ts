import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { languageCheck, languageColumn } from './language-column.ts';

/**
 * Every e-mail the portal sends. A request only inserts a row; the delivery worker sends it (SMTP_URL) or,
 * without SMTP, the row stays `kept` for developers to read at /dev/mailbox. Once delivered (or given up),
 * a message that carried a one-time link or code keeps only a notice in place of its body; sent and failed
 * messages are deleted after the retention period (lib/mail/retention.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    language: languageColumn().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    /**
     * Files sent with the message (a receipt PDF), base64; kept with the row so a retry sends the same. A file
     * too slow to draw inside the request that queues it is stored as what to draw it from, and drawn when the
     * message first leaves (lib/mail/mailer.ts).
     */
    attachments: jsonb().$type<MailAttachment[]>(),
    /** The body carries a one-time link or code: it is removed from the row once the message has left. */
    carriesSecret: boolean('carries_secret').notNull().default(false),
    status: text().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status', sql`${t.status} in ('queued', 'sent', 'failed', 'kept')`),
    languageCheck('mail_outbox_language', t.language),
    // The worker's query: due queued rows, oldest first.
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('mail_outbox_to_idx').on(t.to, t.id),
  ],
);

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64; absent until a file queued as `drawnFrom` has been drawn. */
  content?: string;
  /** The facts to draw the file from, by a drawer the mailer knows by `kind` (`Mailer.drawAttachmentsWith`). */
  drawnFrom?: { kind: string; input: unknown };
}
