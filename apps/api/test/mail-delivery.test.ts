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
