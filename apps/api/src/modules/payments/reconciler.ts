import type { JobDefinition } from '../../lib/scheduler/index.ts';
import type { PaymentsService } from './payments.service.ts';

/**
 * Keeps asking the provider about attempts whose charge had no answer (a timeout, a crash between the charge
 * and the commit) until each is settled, as a job of the scheduler (at once when new, then every interval).
 * A run that dies halfway repeats nothing when taken up again: settling locks the attempt and changes only a
 * pending one.
 */
export function paymentsReconcilerJob(service: PaymentsService, intervalSeconds: number): JobDefinition {
  return {
    name: 'payments-reconciler',
    timing: { everySeconds: intervalSeconds },
    async run({ log }) {
      const count = await service.reconcilePending();
      if (count > 0)
        log.info({ event: 'payments_reconciled', count }, 'pending payments checked with the provider');
      return `${count} checked`;
    },
  };
}
