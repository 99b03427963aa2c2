import { CLUB_CONTACT } from '@vida/test-kit/club-contact';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo.ts';
import { renderMail } from '../src/lib/mail/layout.ts';
import { retryDelaySeconds } from '../src/lib/mail/mailer.ts';
import { buildTestApp, login, testConfig, useTestApp } from './support/harness.ts';
import { lastMailTo, mailsTo } from './support/mail.ts';

// Without SMTP_URL (the embedded default): messages are kept in the outbox and shown at /dev/mailbox.
const ctx = useTestApp();

describe('renderMail', () => {
  it('lays out a message in English with the club, care phone and hours in the footer', () => {
    const mail = renderMail({
      language: 'en',
      title: 'Hello <there>',
      paragraphs: ['First & second'],
      action: { label: 'Open', url: 'https://portal.example.com/x?a=1&b=2' },
      club: ctx.config.club,
    });
    expect(mail.subject).toBe('Hello <there>');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('Hello &#60;there&#62;');
    expect(mail.html).toContain('First &#38; second');
    expect(mail.html).toContain('href="https://portal.example.com/x?a=1&#38;b=2"');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Vida Vacations');
      expect(part).toContain('800 000 8432');
      expect(part).toContain('Monday – Friday 9\u00a0AM – 8\u00a0PM CST');
      expect(part).toContain('Saturday 9\u00a0AM – 6\u00a0PM CST');
      expect(part).toContain('Sunday: closed');
    }
    expect(mail.text).toContain('Open: https://portal.example.com/x?a=1&b=2');
    expect(mail.text).not.toMatch(/<\/?(p|a|table|td)\b/);
  });

  it('writes the footer in Spanish', () => {
    const mail = renderMail({ language: 'es', title: 'Hola', paragraphs: ['Texto'], club: ctx.config.club });
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).toContain('Atención a Socios: 800 000 8432');
    expect(mail.text).toMatch(/Lunes – viernes 9\u00a0a\.(\u00a0)?m\. – 8\u00a0p\.(\u00a0)?m\. CST/);
    expect(mail.text).toContain('Domingo: cerrado');
  });
});

describe('outbox without SMTP_URL', () => {
  it('keeps the message, logs a one-line summary and never tries to deliver', async () => {
    await ctx.app.mail.enqueue({
      to: 'Someone@Example.com',
      language: 'es',
      subject: 'Prueba',
      html: '<p>hola</p>',
      text: 'hola',
    });
    const row = await lastMailTo(ctx.database.db, 'someone@example.com');
    expect(row).toMatchObject({ status: 'kept', attempts: 0, language: 'es', subject: 'Prueba' });
    expect(await ctx.app.mail.deliverDue()).toBe(0);
    expect(ctx.app.mail.delivering).toBe(false);
  });

  it('lists messages newest first at /dev/mailbox and shows each one', async () => {
    for (const subject of ['First', 'Second']) {
      await ctx.app.mail.enqueue({
        to: 'box@example.com',
        language: 'en',
        subject,
        html: `<html><body><p>${subject} body</p></body></html>`,
        text: `${subject} text`,
      });
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body.indexOf('Second')).toBeLessThan(list.body.indexOf('First'));

    const [second] = await mailsTo(ctx.database.db, 'box@example.com');
    const view = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/${second?.id}` });
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain('Second body');
    expect(view.body).toContain('box@example.com');
    const text = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/${second?.id}/text` });
    expect(text.body).toBe('Second text');
    expect((await ctx.app.inject({ method: 'GET', url: '/dev/mailbox/999999' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/dev/mailbox/abc' })).statusCode).toBe(404);
  });

  it('has no mailbox in production', async () => {
    const app = await buildTestApp({
      config: testConfig({
        NODE_ENV: 'production',
        CAPTCHA_HMAC_KEY: 'k'.repeat(32),
        LINK_SIGNING_KEY: 'l'.repeat(32),
        PAYMENT_PROVIDER: 'sandbox',
        STAFF_SECRET_KEY: 's'.repeat(32),
        ...CLUB_CONTACT,
        LOG_LEVEL: 'silent',
      }),
      database: ctx.database,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(response.body).not.toContain('Mailbox');
    } finally {
      await app.close();
    }
  });

  it('mails a fresh verification link, in the account language, when an unverified account signs in', async () => {
    for (const lang of ['en', 'es'] as const) {
      const response = await login(ctx.app, DEMO_ACCOUNTS.pending, DEMO_PASSWORD, { lang });
      expect(response.statusCode).toBe(403);
    }
    const mails = await mailsTo(ctx.database.db, DEMO_ACCOUNTS.pending);
    expect(mails).toHaveLength(2);
    // Both in the account's language (Spanish), whatever the request's.
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirma tu correo electrónico',
      'Confirma tu correo electrónico',
    ]);
    expect(mails[0]?.language).toBe('es');
    expect(mails[0]?.text).toMatch(
      /http:\/\/localhost:3000\/account\/verify\/\d+\/[0-9a-f]{40}\?expires=\d+&signature=[0-9a-f]{64}/,
    );
    // A wrong password reveals nothing and sends nothing.
    await login(ctx.app, DEMO_ACCOUNTS.pending, 'Wrong#Pass1');
    expect(await mailsTo(ctx.database.db, DEMO_ACCOUNTS.pending)).toHaveLength(2);
    // Repeated sign-ins do not flood the inbox: they count with the resend requests (3 per 15 minutes).
    for (let i = 0; i < 3; i++) {
      expect((await login(ctx.app, DEMO_ACCOUNTS.pending, DEMO_PASSWORD)).statusCode).toBe(403);
    }
    expect(await mailsTo(ctx.database.db, DEMO_ACCOUNTS.pending)).toHaveLength(3);
  });
});

describe('retry schedule', () => {
  it('backs off from 30 seconds to at most an hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20)).toBe(3600);
  });

  it('keeps kept rows out of the worker query', async () => {
    await ctx.app.mail.enqueue({ to: 'k@example.com', language: 'en', subject: 's', html: 'h', text: 't' });
    await ctx.database.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 hour'` });
    expect(await ctx.app.mail.deliverDue()).toBe(0);
    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'k@example.com'));
    expect(row?.status).toBe('kept');
  });
});
