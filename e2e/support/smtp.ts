import { type CaughtMail, startSmtpServer as startCatcher } from '@vida/test-kit/smtp';
import { simpleParser } from 'mailparser';

export interface ReceivedMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** The attached files (a receipt's PDF), decoded. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** Decodes a received message with `mailparser` (headers, encoded words, multipart, transfer encodings). */
async function parseMail(mail: CaughtMail): Promise<ReceivedMail> {
  const parsed = await simpleParser(mail.raw);
  return {
    to: mail.to,
    subject: parsed.subject ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    text: parsed.text ?? '',
    attachments: parsed.attachments.map((file) => ({
      filename: file.filename ?? '',
      contentType: file.contentType,
      content: file.content,
    })),
  };
}

export interface TestSmtpServer {
  url: string;
  /** How many messages have arrived: `since` for the next `waitFor`. */
  readonly received: { readonly length: number };
  /** Waits for the next message to this address after `since` (an index into `received`), decoded. */
  waitFor(to: string, since: number, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** The test kit's SMTP catcher (packages/test-kit), with the messages decoded as a mail client shows them. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const catcher = await startCatcher();
  return {
    url: catcher.url,
    received: catcher.received,
    waitFor: async (to, since, timeoutMs) => parseMail(await catcher.waitFor(to, since, timeoutMs)),
    close: () => catcher.close(),
  };
}
