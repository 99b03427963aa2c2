import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './server.ts';

export interface ReceivedMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
}

/** Decodes a received message with `mailparser` (headers, encoded words, multipart, transfer encodings). */
async function parseMail(raw: Buffer, to: string[]): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  return {
    to,
    subject: parsed.subject ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    text: parsed.text ?? '',
  };
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Waits for the next message to this address after `since` (an index into `received`). */
  waitFor(to: string, since: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on localhost (the `smtp-server` package) that keeps every message it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        parseMail(Buffer.concat(chunks), to).then(
          (mail) => {
            received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(to, since, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = received.slice(since).find((m) => m.to.includes(to.toLowerCase()));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no e-mail to ${to} within ${timeoutMs / 1000} s`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
