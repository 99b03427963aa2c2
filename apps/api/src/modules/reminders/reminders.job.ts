import { CLUB_TIME_ZONE, clubDay } from '@vida/shared';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/tx.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { JobDefinition } from '../../lib/scheduler/index.ts';
import { EARLY_DAYS, LATE_DAYS, reminderFor } from './reminder-kinds.ts';
import { queueReminder } from './reminder-mails.ts';
import { createRemindersRepo } from './reminders.repo.ts';

/**
 * Which of these open items AutoPay will charge on their due date (`now` is the run's "as of" time). The
 * autopay module answers it from its enrolments; until it does, no item is on AutoPay.
 */
export type AutopayItems = (
  db: DbOrTx,
  items: ReadonlyArray<{ itemId: number; contractId: number }>,
  now: Date,
) => Promise<ReadonlySet<number>>;

export interface RemindersJobDeps {
  mail: Pick<Mailer, 'enqueue' | 'kick'>;
  config: Pick<Config, 'club' | 'publicUrl'>;
  autopayItems?: AutopayItems;
}

const noAutopay: AutopayItems = async () => new Set();

/**
 * Mails, each morning at the club, the reminders owed as of the club's day (`reminderFor`): each in its own
 * transaction with its `reminders_sent` row, so a run that dies halfway, a rerun or a second process sends
 * none twice, and none for an item paid or taken by a payment in flight meanwhile.
 */
export function remindersJob({ mail, config, autopayItems = noAutopay }: RemindersJobDeps): JobDefinition {
  return {
    name: 'payment-reminders',
    timing: { dailyAt: '09:00', timeZone: CLUB_TIME_ZONE },
    async run({ now, db, log }) {
      const repo = createRemindersRepo(db);
      const candidates = await repo.candidates(clubDay(now), EARLY_DAYS, LATE_DAYS);
      const onAutoPay = await autopayItems(db, candidates, now);
      let sent = 0;
      for (const item of candidates) {
        const kind = reminderFor(item.daysLeft, onAutoPay.has(item.itemId), item.sent);
        if (!kind) continue;
        const queued = await db.transaction(async (tx) => {
          if (!(await createRemindersRepo(tx).record(tx, item.itemId, kind, item.dueDate))) return false;
          await queueReminder(mail, tx, config, item, kind);
          return true;
        });
        if (queued) {
          sent++;
          log.info({ event: 'reminder_queued', itemId: item.itemId, kind }, 'payment reminder queued');
        }
      }
      mail.kick();
      return `${sent} sent`;
    },
  };
}
