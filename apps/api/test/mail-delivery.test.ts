import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { useTestApp } from './support/harness.ts';
import { lastMailTo, startSmtpServer } from './support/mail.ts';

// With SMTP_URL: a real SMTP server on localhost receives what the worker sends.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const env: Record<string, string> = { MAIL_FROM: 'Vida Test <no-reply@vida.test>' };
beforeAll(async () => {
  smtp = await startSmtpServer();
  env.SMTP_URL = smtp.url;
});
const ctx = useTestApp(env);
afterAll(async () => {
  await smtp?.close();
});

const message = (to: string) => ({
  to,
  language: 'es' as const,
  subject: 'Prueba de envío',
  html: '<p>Hola <b>mundo</b></p>',
  text: 'Hola mundo',
});

async function makeDue(id: number) {
  await ctx.database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, id));
}

describe('delivery over SMTP', () => {
  it('queues, then the worker sends with MAIL_FROM, HTML and text parts', async () => {
    smtp.setReject(false);
    await ctx.app.mail.enqueue(message('deliver@example.com'));
    const queued = await lastMailTo(ctx.database.db, 'deliver@example.com');
    expect(queued?.status).toBe('queued');
    expect(await ctx.app.mail.deliverDue()).toBe(1);
    const sent = await lastMailTo(ctx.database.db, 'deliver@example.com');
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent?.sentAt).not.toBeNull();
    const received = smtp.received.find((m) => m.to.includes('deliver@example.com'));
    expect(received?.from).toBe('no-reply@vida.test');
    expect(received?.raw).toContain('Content-Type: text/html');
    expect(received?.raw).toContain('Content-Type: text/plain');
    expect(received?.raw).toContain('Content-Language: es');
    // Sent rows are not sent again.
    expect(await ctx.app.mail.deliverDue()).toBe(0);
  });

  it('logs a failure, retries later with backoff and delivers once the server takes it', async () => {
    smtp.setReject(true);
    await ctx.app.mail.enqueue(message('retry@example.com'));
    const warn = ctx.app.log.warn;
    const warnings: unknown[] = [];
    ctx.app.log.warn = ((obj: unknown) => {
      warnings.push(obj);
    }) as typeof warn;
    try {
      expect(await ctx.app.mail.deliverDue()).toBe(1);
    } finally {
      ctx.app.log.warn = warn;
    }
    const failed = await lastMailTo(ctx.database.db, 'retry@example.com');
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failed?.lastError).toContain('mailbox unavailable');
    expect(new Date(failed?.nextAttemptAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(warnings).toEqual([expect.objectContaining({ event: 'mail_failed', attempts: 1 })]);
    // Not due yet: nothing happens.
    expect(await ctx.app.mail.deliverDue()).toBe(0);

    smtp.setReject(false);
    await makeDue(failed?.id ?? 0);
    expect(await ctx.app.mail.deliverDue()).toBe(1);
    expect(await lastMailTo(ctx.database.db, 'retry@example.com')).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
  });

  it('delivers on its own once the worker runs', async () => {
    smtp.setReject(false);
    ctx.app.mail.startWorker();
    await ctx.app.mail.enqueue(message('worker@example.com'));
    const delivered = await smtp.waitFor('worker@example.com', 0, 10_000);
    expect(delivered.to).toEqual(['worker@example.com']);
  });
});

describe('attachments drawn when the message leaves', () => {
  const drawn: unknown[] = [];
  beforeAll(async () => {
    // Each attempt is this test's own call, not the worker's.
    await ctx.app.mail.stopWorker();
    ctx.app.mail.drawAttachmentsWith('test-note', async (input) => {
      drawn.push(input);
      return Buffer.from(`note for ${(input as { name: string }).name}`);
    });
  });

  it('draws the file from its queued facts once, keeps it with the row and sends it', async () => {
    smtp.setReject(true);
    await ctx.app.mail.enqueue({
      ...message('drawn@example.com'),
      attachments: [
        {
          filename: 'note.txt',
          contentType: 'text/plain',
          drawnFrom: { kind: 'test-note', input: { name: 'Ana' } },
        },
      ],
    });
    const queued = await lastMailTo(ctx.database.db, 'drawn@example.com');
    expect(queued?.attachments?.[0]?.content).toBeUndefined();

    // A refused first attempt keeps the drawn file: the retry sends those bytes without drawing again.
    expect(await ctx.app.mail.deliverDue()).toBe(1);
    const kept = await lastMailTo(ctx.database.db, 'drawn@example.com');
    expect(Buffer.from(kept?.attachments?.[0]?.content ?? '', 'base64').toString()).toBe('note for Ana');
    expect(kept?.attachments?.[0]?.drawnFrom).toBeUndefined();

    smtp.setReject(false);
    await makeDue(kept?.id ?? 0);
    expect(await ctx.app.mail.deliverDue()).toBe(1);
    expect(drawn).toEqual([{ name: 'Ana' }]);
    const received = smtp.received.find((m) => m.to.includes('drawn@example.com'));
    expect(received?.raw).toContain('filename=note.txt');
    expect(received?.raw).toContain(Buffer.from('note for Ana').toString('base64'));
  });

  it('retries a message whose file cannot be drawn, naming the attachment, and sends nothing meanwhile', async () => {
    smtp.setReject(false);
    await ctx.app.mail.enqueue({
      ...message('undrawable@example.com'),
      attachments: [
        { filename: 'lost.pdf', contentType: 'application/pdf', drawnFrom: { kind: 'unknown', input: {} } },
      ],
    });
    const warn = ctx.app.log.warn;
    ctx.app.log.warn = (() => undefined) as typeof warn;
    try {
      expect(await ctx.app.mail.deliverDue()).toBe(1);
    } finally {
      ctx.app.log.warn = warn;
    }
    const row = await lastMailTo(ctx.database.db, 'undrawable@example.com');
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row?.lastError).toContain('lost.pdf');
    expect(smtp.received.some((m) => m.to.includes('undrawable@example.com'))).toBe(false);
  });
});
