import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/tx.ts';
import type { JobDefinition } from '../scheduler/index.ts';
import { createMailRepo } from './mail.repo.ts';

/** Days a sent (or failed) message stays in the outbox before the sweep deletes it (issue 12). */
export const MAIL_RETENTION_DAYS = 30;
/** How often the outbox is swept (and at once when the job is new). */
const SWEEP_INTERVAL_SECONDS = 60 * 60;

export interface MailSweeper {
  /** Deletes what is past the retention period now; answers how many messages went. */
  sweep(): Promise<number>;
}

/**
 * Deletes sent and failed messages older than `MAIL_RETENTION_DAYS`. The delete is one idempotent statement,
 * so concurrent sweeps never clash. Queued and kept (no SMTP) messages stay.
 */
export function createMailSweeper(db: DbOrTx, log: FastifyBaseLogger): MailSweeper {
  const repo = createMailRepo(db);
  return {
    async sweep(): Promise<number> {
      const deleted = await repo.deleteLeftBefore(MAIL_RETENTION_DAYS);
      if (deleted > 0)
        log.info({ event: 'mail_purged', count: deleted }, 'old sent e-mails deleted from the outbox');
      return deleted;
    },
  };
}

/** The sweep as the scheduler's hourly job. */
export function mailRetentionJob(sweeper: MailSweeper): JobDefinition {
  return {
    name: 'mail-retention',
    timing: { everySeconds: SWEEP_INTERVAL_SECONDS },
    run: async () => `${await sweeper.sweep()} deleted`,
  };
}
