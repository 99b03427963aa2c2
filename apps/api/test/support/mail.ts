import { createServer } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
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

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A real SMTP server on localhost that keeps what it receives; `reject` makes it refuse messages. */
export async function startSmtpServer(): Promise<{
  url: string;
  received: ReceivedMail[];
  setReject(reject: boolean): void;
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  let reject = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (reject) {
          callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 450 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    setReject(value) {
      reject = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
