import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsService } from './payments.service.ts';

export interface Reconciler {
  /** Settles what is pending now (start-up), then every interval. */
  start(): void;
  stop(): Promise<void>;
}

/**
 * Keeps asking the provider about attempts whose charge had no answer (a timeout, a crash between the charge
 * and the commit) until each is settled: one run at a time per process; several processes may run it, since
 * settling locks the attempt and changes only a pending one.
 */
export function createReconciler(
  service: PaymentsService,
  intervalSeconds: number,
  log: FastifyBaseLogger,
): Reconciler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= service
      .reconcilePending()
      .then((count) => {
        if (count > 0)
          log.info({ event: 'payments_reconciled', count }, 'pending payments checked with the provider');
      })
      .catch((error: unknown) => log.error({ err: error }, 'payment reconciliation failed'))
      .finally(() => {
        running = undefined;
      });
  };
  return {
    start() {
      if (timer) return;
      run();
      timer = setInterval(run, intervalSeconds * 1000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
