import { SMTPServer } from 'smtp-server';
import { freePort } from './server.ts';

export interface ReceivedMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  raw: string;
}

function decodeQuotedPrintable(input: string): Buffer {
  const soft = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i] ?? '';
    const hex = soft.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string): string {
  const e = encoding.toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  return body;
}

/** `=?UTF-8?Q?…?=` / `=?UTF-8?B?…?=` words of a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

/** Just enough MIME for the portal's messages: multipart/alternative with a text and an HTML part. */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const mail: ReceivedMail = { to, subject: decodeHeader(headers.subject ?? ''), html: '', text: '', raw };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const at = part.search(/\r?\n\r?\n/);
    const h = headersOf(part.slice(0, at).replace(/^\r?\n/, ''));
    const content = decodeBody(
      part.slice(at).replace(/^\r?\n\r?\n/, ''),
      h['content-transfer-encoding'] ?? '7bit',
    );
    if ((h['content-type'] ?? '').startsWith('text/html')) mail.html = content;
    else if ((h['content-type'] ?? '').startsWith('text/plain')) mail.text = content;
  }
  return mail;
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
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
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
