import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/tx.ts';
import { createMailRepo } from './mail.repo.ts';

/** Days a sent (or failed) message stays in the outbox before the sweep deletes it (issue 12). */
export const MAIL_RETENTION_DAYS = 30;
/** How often each API process sweeps (and once at start-up). */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface MailSweeper {
  /** Deletes what is past the retention period now; answers how many messages went. */
  sweep(): Promise<number>;
  /** Sweeps now, then every hour. */
  start(): void;
  stop(): Promise<void>;
}

/**
 * Deletes sent and failed messages older than `MAIL_RETENTION_DAYS`. Every API process runs it: the delete
 * is one idempotent statement, so concurrent sweeps never clash. Queued and kept (no SMTP) messages stay.
 */
export function createMailSweeper(db: DbOrTx, log: FastifyBaseLogger): MailSweeper {
  const repo = createMailRepo(db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  async function sweep(): Promise<number> {
    const deleted = await repo.deleteLeftBefore(MAIL_RETENTION_DAYS);
    if (deleted > 0)
      log.info({ event: 'mail_purged', count: deleted }, 'old sent e-mails deleted from the outbox');
    return deleted;
  }

  const run = () => {
    running ??= sweep()
      .catch((error: unknown) => log.error({ err: error }, 'outbox sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };

  return {
    sweep,
    start() {
      if (timer) return;
      run();
      timer = setInterval(run, SWEEP_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
