import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The newest message in the outbox to this address, if any. */
export async function lastMailTo(db: Db, email: string): Promise<OutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email.toLowerCase()))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

export async function mailsTo(db: Db, email: string, status?: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(
      status
        ? and(eq(mailOutbox.to, email.toLowerCase()), eq(mailOutbox.status, status))
        : eq(mailOutbox.to, email.toLowerCase()),
    )
    .orderBy(desc(mailOutbox.id));
}

/** The verification link of the newest mail to this address (its path and query, without the origin). */
export async function verifyLinkTo(db: Db, email: string): Promise<string> {
  const mail = await lastMailTo(db, email);
  const match = /https?:\/\/[^/\s]+(\/account\/verify\/[^\s"<]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no verification link mailed to ${email}`);
  return match[1];
}

/** The 6-digit code of the newest mail to this address. */
export async function resetCodeTo(db: Db, email: string): Promise<string> {
  const mail = await lastMailTo(db, email);
  const match = /^(\d{6})$/m.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no reset code mailed to ${email}`);
  return match[1];
}

/** The one SMTP catcher of the API tests, the browser journeys and the scripts. */
export { startSmtpServer } from '@vida/test-kit/smtp';
