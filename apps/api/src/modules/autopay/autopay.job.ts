import { CLUB_TIME_ZONE } from '@vida/shared';
import type { JobDefinition } from '../../lib/scheduler/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import type { AutoPayMails } from './autopay-mails.ts';
import { runAutoPay } from './autopay-run.ts';

/**
 * AutoPay on the scheduler: each morning at the club, the instalments due that day (and the retries due) are
 * charged. Before the reminders (09:00), so a charge declined today is not also announced as coming.
 */
export function autopayJob(deps: {
  payments: Pick<PaymentsService, 'createMerchantAttempt' | 'chargeAttempt'>;
  mails: AutoPayMails;
}): JobDefinition {
  return {
    name: 'autopay',
    timing: { dailyAt: '07:00', timeZone: CLUB_TIME_ZONE },
    async run({ now, db, log }) {
      const result = await runAutoPay({ now, db, log, ...deps });
      return `${result.charged} charged, ${result.settled} settled, ${result.cancelled} cancelled`;
    },
  };
}
