import type { Language } from '@vida/shared';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/tx.ts';
import type { WatchedLoop } from '../scheduler/index.ts';
import { type ClaimedMail, createMailRepo, type MailStatus, type OutgoingMail } from './mail.repo.ts';

export interface MailMessage {
  to: string;
  language: Language;
  subject: string;
  html: string;
  text: string;
  /**
   * Files sent with it (a receipt), kept with the outbox row so a retry sends the same. One given as
   * `drawnFrom` is drawn when the message first leaves, by the drawer registered for its kind.
   */
  attachments?: MailAttachment[];
  /** A one-time link or code in the body: the row keeps only a notice once the message has left. */
  carriesSecret?: boolean;
}

/** A message as its outbox row is written: its address as kept, and its status. */
export type OutboxRow = OutgoingMail & { status: MailStatus };

/** Draws an attachment's file from the facts it was queued with (`MailAttachment.drawnFrom.input`). */
export type AttachmentDrawer = (input: unknown) => Promise<Buffer>;

export interface MailTransport {
  send(mail: OutgoingMail, from: string): Promise<void>;
  close(): void;
}

export interface Mailer {
  /**
   * Queues a message and answers its outbox row's id; never waits for delivery and never fails because of
   * it. Pass the business write's transaction so that the write and its mail commit together (or neither
   * does); the worker is woken once the request has been answered (`kick`), when the row is visible.
   */
  enqueue(mail: MailMessage, tx?: DbOrTx): Promise<number>;
  /**
   * Queues a message as `enqueue` does in a transaction, the row written by `write`: a statement of the
   * caller's that inserts it among that transaction's other work. Answers what `write` answers.
   */
  enqueueWith<T extends { mailId: number }>(
    mail: MailMessage,
    write: (row: OutboxRow) => Promise<T>,
  ): Promise<T>;
  /** Wakes the worker if a message was queued inside a transaction since the last kick. */
  kick(): void;
  /**
   * Registers how files queued as `drawnFrom: { kind }` are drawn: a file that would cost a request tens of
   * milliseconds of CPU (a PDF) is drawn by the sender instead, after the request has answered.
   */
  drawAttachmentsWith(kind: string, draw: AttachmentDrawer): void;
  /** The attachments with every file drawn (the sender's step before SMTP; the tests' view of a kept row). */
  drawAttachments(attachments: readonly MailAttachment[]): Promise<DrawnAttachment[]>;
  /** Sends what is due now (the worker's tick; tests call it directly). Answers how many were tried. */
  deliverDue(): Promise<number>;
  startWorker(): void;
  stopWorker(): Promise<void>;
  /** Whether messages leave the server (SMTP_URL) or stay in the outbox. */
  readonly delivering: boolean;
  /** The sender as the scheduler lists it: it keeps its own loop (see `mailSenderLoop`). */
  readonly loop: WatchedLoop;
}

export type DrawnAttachment = MailAttachment & { content: string };

const BATCH = 10;
const POLL_MS = 2_000;
/** After this many failed attempts a message is marked failed (it stays in the outbox, logged as an error). */
export const MAX_ATTEMPTS = 10;

/** 30 s, 1 min, 2 min … capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail, from) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: { 'Content-Language': mail.language },
        attachments: (mail.attachments ?? []).map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content ?? '', 'base64'),
        })),
      });
    },
    close: () => transporter.close(),
  };
}

export interface MailerDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** Tests may pass a transport of their own; otherwise SMTP when `SMTP_URL` is set. */
  transport?: MailTransport | null;
}

export function createMailer({ db, config, log, transport }: MailerDeps): Mailer {
  const repo = createMailRepo(db);
  const smtp = transport ?? (config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : null);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let again = false;
  /** A message was queued inside a transaction that may not have committed yet. */
  let queuedInTransaction = false;
  const drawers = new Map<string, AttachmentDrawer>();

  async function drawAttachments(attachments: readonly MailAttachment[]): Promise<DrawnAttachment[]> {
    return Promise.all(
      attachments.map(async ({ drawnFrom, ...file }) => {
        if (file.content !== undefined) return { ...file, content: file.content };
        const draw = drawnFrom && drawers.get(drawnFrom.kind);
        if (!draw) throw new Error(`no drawer for the attachment ${file.filename}`);
        return { ...file, content: (await draw(drawnFrom.input)).toString('base64') };
      }),
    );
  }

  /** The message with its files drawn; stored first, so a retry sends the same bytes and does not draw again. */
  async function ready(mail: ClaimedMail): Promise<ClaimedMail> {
    if (!mail.attachments?.some((file) => file.content === undefined)) return mail;
    const attachments = await drawAttachments(mail.attachments);
    await repo.storeAttachments(mail.id, attachments);
    return { ...mail, attachments };
  }

  function wake() {
    if (stopped) return;
    if (running) again = true;
    else schedule(0);
  }

  async function deliverBatch(): Promise<number> {
    if (!smtp) return 0;
    const due = await repo.claimDue(BATCH);
    for (const mail of due) {
      try {
        await smtp.send(await ready(mail), config.mail.from);
        await repo.markSent(mail.id);
        log.info({ event: 'mail_sent', mailId: mail.id, attempts: mail.attempts }, 'e-mail delivered');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = mail.attempts >= MAX_ATTEMPTS;
        const delay = retryDelaySeconds(mail.attempts);
        await repo.markRetry(mail.id, message, delay, giveUp);
        const fields = { event: 'mail_failed', mailId: mail.id, attempts: mail.attempts, error: message };
        if (giveUp) log.error(fields, 'e-mail delivery failed for good: left in the outbox as failed');
        else log.warn({ ...fields, retryInSeconds: delay }, 'e-mail delivery failed: will retry');
      }
    }
    return due.length;
  }

  /** One run at a time per process; a kick during a run is picked up by the next tick. */
  function deliverDue(): Promise<number> {
    running ??= deliverBatch().finally(() => {
      running = undefined;
    });
    return running;
  }

  /** One timer at most: a tick schedules the next one when it ends (at once if a message came meanwhile). */
  function schedule(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
  }

  function tick() {
    timer = undefined;
    deliverDue()
      .catch((error: unknown) => log.error({ err: error }, 'outbox worker: a run failed'))
      .finally(() => {
        const now = again;
        again = false;
        if (!stopped && timer === undefined) schedule(now ? 0 : POLL_MS);
      });
  }

  /** What `enqueue` and `enqueueWith` share: the row as the outbox keeps it, then the log or the kick. */
  async function queue<T extends { mailId: number }>(
    mail: MailMessage,
    inTransaction: boolean,
    write: (row: OutboxRow) => Promise<T>,
  ): Promise<T> {
    const row: OutboxRow = { ...mail, to: mail.to.trim().toLowerCase(), status: smtp ? 'queued' : 'kept' };
    const written = await write(row);
    if (!smtp) {
      log.info(
        { event: 'mail_kept', mailId: written.mailId, to: row.to, language: row.language },
        `e-mail kept in the outbox (no SMTP_URL): "${row.subject}" to ${row.to}`,
      );
      return written;
    }
    // Deliver promptly rather than at the next poll; errors are the worker's business. A row written in
    // a transaction is not visible before it commits: the kick after the answer picks it up.
    if (inTransaction) queuedInTransaction = true;
    else wake();
    return written;
  }

  return {
    delivering: smtp !== null,

    // Not a scheduler job: a queued message leaves as soon as its request has answered (the kick) and every
    // process sends its share at once (rows are claimed with SKIP LOCKED). A job would hand the outbox to one
    // process at a time and add a claim of its row to every batch (docs/operations.md, "Background jobs").
    loop: {
      name: 'mail-sender',
      timing: smtp ? `own loop: every ${POLL_MS / 1000} s and on each queued mail` : 'off (no SMTP_URL)',
      async status() {
        const state = await repo.deliveryState();
        return {
          lastFinishedAt: state.lastSentAt,
          lastResult: state.failed > 0 ? 'failed' : state.lastSentAt ? 'ok' : null,
          lastSummary: `${state.queued} queued, ${state.failed} failed for good`,
        };
      },
    },

    enqueue: async (mail, tx) => {
      const write = async (row: OutboxRow) => ({
        mailId: await (tx ? createMailRepo(tx) : repo).insert(row, row.status),
      });
      return (await queue(mail, tx !== undefined, write)).mailId;
    },

    enqueueWith: (mail, write) => queue(mail, true, write),

    kick() {
      if (!queuedInTransaction) return;
      queuedInTransaction = false;
      wake();
    },

    drawAttachmentsWith(kind, draw) {
      drawers.set(kind, draw);
    },

    drawAttachments,

    deliverDue,

    startWorker() {
      if (!smtp || !stopped) return;
      stopped = false;
      schedule(0);
    },

    async stopWorker() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => 0);
      smtp?.close();
    },
  };
}
