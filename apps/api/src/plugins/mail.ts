import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createMailer, type Mailer, type MailTransport } from '../lib/mail/mailer.ts';
import { createMailSweeper, type MailSweeper } from '../lib/mail/retention.ts';
import { mailboxRoutes } from './mailbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox: `await app.mail.enqueue({ to, language, subject, html, text })`. */
    mail: Mailer;
    /** Deletes old sent mail from the outbox (the scheduler's `mail-retention` job). */
    mailSweeper: MailSweeper;
  }
}

/**
 * Decorates `app.mail` and `app.mailSweeper`. server.ts starts the delivery worker (app.ts puts the sweep on
 * the scheduler); closing the app stops it. Tests deliver with `app.mail.deliverDue()`, sweep with `app.mailSweeper.sweep()`, or
 * read the outbox directly.
 */
export async function registerMail(
  app: FastifyInstance,
  options: { db: Db; config: Config; transport?: MailTransport | null },
): Promise<Mailer> {
  const mailer = createMailer({
    db: options.db,
    config: options.config,
    log: app.log,
    transport: options.transport,
  });
  app.decorate('mail', mailer);
  const sweeper = createMailSweeper(options.db, app.log);
  app.decorate('mailSweeper', sweeper);
  // Answered requests have committed: what they queued in their transactions can leave now.
  app.addHook('onResponse', async () => {
    mailer.kick();
  });
  app.addHook('onClose', async () => {
    await mailer.stopWorker();
  });
  if (options.config.env !== 'production') await app.register(mailboxRoutes, { db: options.db });
  return mailer;
}
