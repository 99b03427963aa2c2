import Fastify from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createMailer, type Mailer } from '../lib/mail/mailer.ts';

/** A command's mailer: it only queues, and the API's delivery worker sends what the command leaves in the outbox. */
export function queueOnlyMailer(db: Db, config: Config): Mailer {
  return createMailer({ db, config, log: Fastify({ logger: false }).log, transport: null });
}
