import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { REDACTED_TEXT } from '../src/lib/mail/mail.repo.ts';
import { MAX_ATTEMPTS } from '../src/lib/mail/mailer.ts';
import { createMailSweeper, MAIL_RETENTION_DAYS } from '../src/lib/mail/retention.ts';
import { createEmailConfirmLink } from '../src/lib/signed-links.ts';
import { createAccountMailer } from '../src/modules/accounts/account-mails.ts';
import { newResetCode } from '../src/modules/accounts/password-reset.ts';
import { createProfileMailer } from '../src/modules/profile-update/profile-mails.ts';
import { createStaffAccount } from '../src/modules/staff/staff-accounts.ts';
import { createStaffAuthRepo } from '../src/modules/staff/staff-auth.repo.ts';
import { useTestApp } from './support/harness.ts';
import { lastMailTo, type OutboxRow, startSmtpServer } from './support/mail.ts';

// Issue 12: delivered mail keeps no one-time link or code, and sent mail goes after the retention period.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const env: Record<string, string> = {};
beforeAll(async () => {
  smtp = await startSmtpServer();
  env.SMTP_URL = smtp.url;
});
const ctx = useTestApp(env);
afterAll(async () => {
  await smtp?.close();
});

const recipient = (email: string) => ({ id: 4242, email, firstName: 'Ana', language: 'en' as const });

/** The signature of the first signed link in a queued message's text. */
async function signatureIn(email: string): Promise<string> {
  const text = (await lastMailTo(ctx.database.db, email))?.text ?? '';
  const signature = /signature=([0-9a-f]{64})/.exec(text)?.[1];
  if (!signature) throw new Error(`no signed link mailed to ${email}`);
  return signature;
}

async function queueResetCode(): Promise<{ to: string; secret: string }> {
  const to = 'reset@example.com';
  const code = newResetCode();
  const mailer = createAccountMailer(ctx.app.mail, ctx.config, ctx.database.db);
  await mailer.sendResetCode({ email: to, language: 'es' }, code, ctx.database.db);
  return { to, secret: code };
}

/** Every template that carries a one-time secret: queues it, answers the address and the secret in it. */
const secretMails: Record<string, () => Promise<{ to: string; secret: string }>> = {
  'account verification link': async () => {
    const to = 'verify@example.com';
    await createAccountMailer(ctx.app.mail, ctx.config, ctx.database.db).sendVerification(recipient(to));
    return { to, secret: await signatureIn(to) };
  },
  'password reset code': queueResetCode,
  'new e-mail confirmation link': async () => {
    const to = 'new-address@example.com';
    const link = createEmailConfirmLink(ctx.config.linkSigningKey, ctx.config.publicUrl, {
      changeId: 7,
      userId: 4242,
      email: to,
    });
    await createProfileMailer(ctx.app.mail, ctx.config.club).sendEmailConfirmation(recipient(to), link);
    return { to, secret: await signatureIn(to) };
  },
  'staff set-password link': async () => {
    const to = 'new.agent@club.example';
    const deps = {
      db: ctx.database.db,
      repo: createStaffAuthRepo(ctx.database.db),
      mail: ctx.app.mail,
      config: ctx.config,
      operator: 'retention test',
    };
    const { link } = await createStaffAccount(deps, {
      email: to,
      name: 'New Agent',
      role: 'agent',
      language: 'en',
    });
    return { to, secret: link.split('#token=')[1] ?? 'no token in the link' };
  },
};

const rowText = (row: OutboxRow | undefined) => JSON.stringify(row ?? null);

describe('a delivered message that carried a one-time secret', () => {
  for (const [name, queue] of Object.entries(secretMails)) {
    it(`keeps no trace of the ${name} once sent`, async () => {
      smtp.setReject(false);
      const { to, secret } = await queue();
      expect(secret.length).toBeGreaterThanOrEqual(6);
      const queued = await lastMailTo(ctx.database.db, to);
      // Before delivery the worker needs it: the secret is in the row.
      expect(queued).toMatchObject({ status: 'queued', carriesSecret: true });
      expect(rowText(queued)).toContain(secret);

      expect(await ctx.app.mail.deliverDue()).toBe(1);
      expect(smtp.received.some((m) => m.to.includes(to))).toBe(true);
      const sent = await lastMailTo(ctx.database.db, to);
      expect(sent).toMatchObject({ status: 'sent', to, subject: queued?.subject, text: REDACTED_TEXT });
      expect(sent?.sentAt).not.toBeNull();
      expect(rowText(sent)).not.toContain(secret);
    });
  }

  it('keeps no trace of it either once delivery is given up', async () => {
    smtp.setReject(true);
    const { to, secret } = await queueResetCode();
    await ctx.database.db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.to, to));
    expect(await ctx.app.mail.deliverDue()).toBe(1);
    smtp.setReject(false);
    const failed = await lastMailTo(ctx.database.db, to);
    expect(failed).toMatchObject({ status: 'failed', text: REDACTED_TEXT });
    expect(rowText(failed)).not.toContain(secret);
  });

  it('while other messages keep their content once sent', async () => {
    smtp.setReject(false);
    const plain = {
      to: 'plain@example.com',
      language: 'en' as const,
      subject: 'Hi',
      html: '<p>Body</p>',
      text: 'Body',
    };
    await ctx.app.mail.enqueue(plain);
    expect(await ctx.app.mail.deliverDue()).toBe(1);
    expect(await lastMailTo(ctx.database.db, plain.to)).toMatchObject({
      status: 'sent',
      carriesSecret: false,
      html: plain.html,
      text: plain.text,
    });
  });
});

describe('the outbox sweep', () => {
  /** A row as it would be `days` ago (sent then, when sent). */
  async function rowFrom(to: string, status: string, days: number) {
    const then = sql`now() - make_interval(days => ${days})`;
    await ctx.database.db.insert(mailOutbox).values({
      to,
      language: 'en',
      subject: 'Old news',
      html: '<p>x</p>',
      text: 'x',
      status,
      createdAt: then,
      nextAttemptAt: then,
      sentAt: status === 'sent' ? then : null,
    });
  }

  async function remaining(): Promise<string[]> {
    const rows = await ctx.database.db.select({ to: mailOutbox.to }).from(mailOutbox).orderBy(mailOutbox.to);
    return rows.map((r) => r.to);
  }

  async function seedAges() {
    const past = MAIL_RETENTION_DAYS + 1;
    await rowFrom('old-sent@example.com', 'sent', past);
    await rowFrom('old-failed@example.com', 'failed', past);
    await rowFrom('recent-sent@example.com', 'sent', MAIL_RETENTION_DAYS - 1);
    // Not delivered yet, or kept for the developers' mailbox (no SMTP): never the sweep's business.
    await rowFrom('old-queued@example.com', 'queued', past);
    await rowFrom('old-kept@example.com', 'kept', past);
    await rowFrom('recent-kept@example.com', 'kept', 0);
  }

  const survivors = [
    'old-kept@example.com',
    'old-queued@example.com',
    'recent-kept@example.com',
    'recent-sent@example.com',
  ];

  it(`deletes sent and failed messages older than ${MAIL_RETENTION_DAYS} days, and nothing else`, async () => {
    await seedAges();
    expect(await ctx.app.mailSweeper.sweep()).toBe(2);
    expect(await remaining()).toEqual(survivors);
    expect(await ctx.app.mailSweeper.sweep()).toBe(0);
  });

  it('runs safely in several processes at once: each old message goes once', async () => {
    await seedAges();
    const other = createMailSweeper(ctx.database.db, ctx.app.log);
    const counts = await Promise.all([ctx.app.mailSweeper.sweep(), other.sweep(), other.sweep()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await remaining()).toEqual(survivors);
  });
});
