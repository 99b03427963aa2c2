import type { Language } from '@vida/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { type MailAttachment, mailOutbox } from '../../db/schema/index.ts';
import { queryRows } from '../../db/sql.ts';
import type { DbOrTx } from '../../db/tx.ts';

export type MailStatus = 'queued' | 'sent' | 'failed' | 'kept';

export interface OutgoingMail {
  to: string;
  language: Language;
  subject: string;
  html: string;
  text: string;
  /** Files sent with the message (an invoice), kept with the row. */
  attachments?: MailAttachment[] | null;
  /** The body carries a one-time link or code (see `REDACTED_TEXT`). */
  carriesSecret?: boolean;
}

export interface ClaimedMail extends OutgoingMail {
  id: number;
  attempts: number;
}

export interface MailboxRow {
  id: number;
  to: string;
  language: Language;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** How long a claimed row is left to its worker before another may take it (a crashed process). */
const LEASE_SECONDS = 300;

/**
 * What is left of a message that carried a one-time link or code once it has left the outbox (delivered, or
 * given up): the database keeps no usable secret, while recipient, subject, status and times stay for audit.
 */
export const REDACTED_TEXT =
  'Content removed: this message carried a one-time link or code, and the outbox keeps no copy of it once the message has been delivered or given up.\n';
const REDACTED_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><p>${REDACTED_TEXT.trim()}</p></body></html>`;

/** Replaces the body of a secret-bearing row, in the statement that records that it has left. */
const redactSecret = {
  html: sql`case when ${mailOutbox.carriesSecret} then ${REDACTED_HTML} else ${mailOutbox.html} end`,
  text: sql`case when ${mailOutbox.carriesSecret} then ${REDACTED_TEXT} else ${mailOutbox.text} end`,
};

export function createMailRepo(db: DbOrTx) {
  return {
    async insert(mail: OutgoingMail, status: MailStatus): Promise<number> {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...mail, status })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('outbox insert returned nothing');
      return row.id;
    },

    /**
     * Takes up to `limit` due rows. `for update skip locked` lets several API processes share the outbox;
     * the lease (next_attempt_at pushed forward) keeps a row away from the others while it is being sent,
     * without holding a transaction open over the SMTP conversation.
     */
    async claimDue(limit: number): Promise<ClaimedMail[]> {
      const rows = await queryRows<{
        id: string | number;
        to: string;
        language: Language;
        subject: string;
        html: string;
        text: string;
        attachments: MailAttachment[] | null;
        attempts: number;
      }>(
        db,
        sql`update ${mailOutbox}
            set next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
            where id in (
              select id from ${mailOutbox}
              where status = 'queued' and next_attempt_at <= now()
              order by next_attempt_at, id
              limit ${limit}
              for update skip locked)
            returning id, "to", language, subject, html, text, attachments, attempts`,
      );
      return rows.map((r) => ({ ...r, id: Number(r.id) }));
    },

    /** Keeps the files drawn for a claimed row, so that a retry sends the same bytes. */
    async storeAttachments(id: number, attachments: MailAttachment[]): Promise<void> {
      await db.update(mailOutbox).set({ attachments }).where(eq(mailOutbox.id, id));
    },

    async markSent(id: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null, ...redactSecret })
        .where(eq(mailOutbox.id, id));
    },

    async markRetry(id: number, error: string, delaySeconds: number, giveUp: boolean): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? 'failed' : 'queued',
          lastError: error.slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
          ...(giveUp ? redactSecret : {}),
        })
        .where(eq(mailOutbox.id, id));
    },

    /** The sender's state for the scheduler's list: what waits, what failed for good, the last delivery. */
    async deliveryState(): Promise<{ queued: number; failed: number; lastSentAt: Date | null }> {
      const [row] = await queryRows<{ queued: number; failed: number; last_sent_at: string | Date | null }>(
        db,
        sql`select count(*) filter (where status = 'queued')::int as queued,
                   count(*) filter (where status = 'failed')::int as failed,
                   max(sent_at) as last_sent_at
            from mail_outbox`,
      );
      return {
        queued: row?.queued ?? 0,
        failed: row?.failed ?? 0,
        lastSentAt: row?.last_sent_at ? new Date(row.last_sent_at) : null,
      };
    },

    /**
     * Deletes the messages that left the outbox more than `days` ago: sent ones by their sending time,
     * failed ones by their creation. Queued and kept rows are never touched. One statement, so several
     * processes may run it at once: each row goes once, the others find nothing. Answers how many went.
     */
    async deleteLeftBefore(days: number): Promise<number> {
      const [row] = await queryRows<{ deleted: number }>(
        db,
        sql`with gone as (
              delete from ${mailOutbox}
              where (status = 'sent' and sent_at < now() - make_interval(days => ${days}))
                 or (status = 'failed' and created_at < now() - make_interval(days => ${days}))
              returning 1)
            select count(*)::int as deleted from gone`,
      );
      return row?.deleted ?? 0;
    },

    async list(limit: number): Promise<MailboxRow[]> {
      return db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          language: mailOutbox.language,
          subject: mailOutbox.subject,
          status: mailOutbox.status,
          attempts: mailOutbox.attempts,
          lastError: mailOutbox.lastError,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
        })
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
    },

    async find(id: number) {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      return row;
    },

    /** The newest message to an address (tests and the mailbox). */
    async lastTo(to: string) {
      const [row] = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, to.toLowerCase()))
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      return row;
    },
  };
}

export type MailRepo = ReturnType<typeof createMailRepo>;
