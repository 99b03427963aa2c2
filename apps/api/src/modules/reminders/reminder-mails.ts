import { currencyOf } from '@vida/shared';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/tx.ts';
import { renderMail } from '../../lib/mail/layout.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { type TextKey, textsIn } from '../../lib/texts.ts';
import { formatDay, formatMoney } from '../payments/index.ts';
import type { ReminderKind } from './reminder-kinds.ts';
import type { ReminderCandidate } from './reminders.repo.ts';

const FEE_TYPES: Record<string, TextKey> = {
  'Usage Fee': 'receipt.feeTypes.usage',
  'Renovation Fee': 'receipt.feeTypes.renovation',
  'Renewal Fee': 'receipt.feeTypes.renewal',
};

/** The item as the receipts name it: an instalment, a named fee, or its kind of payment. */
function itemName(item: ReminderCandidate, t: ReturnType<typeof textsIn>): string {
  if (item.category === 'monthly') return t('receipt.instalment');
  const fee = item.feeType ? FEE_TYPES[item.feeType] : undefined;
  return fee ? t(fee) : t(`receipt.types.${item.category}`);
}

/** The portal's Payments page (the web's PATHS.payments), where the member pays. */
const PAYMENTS_PATH = '/my-vida-vacations-payments';

/**
 * A reminder about one instalment or fee, in the member's language: the amount in the contract's currency,
 * the contract and the due date, and a Pay link to the Payments page (AutoPay's notice links to it too,
 * to see or stop the charge). Queued in the transaction that records it as sent.
 */
export async function queueReminder(
  mail: Pick<Mailer, 'enqueue'>,
  tx: Tx,
  config: Pick<Config, 'club' | 'publicUrl'>,
  item: ReminderCandidate,
  kind: ReminderKind,
): Promise<void> {
  const { language } = item;
  const t = textsIn(language);
  const values = {
    item: itemName(item, t),
    amount: formatMoney(item.amount, currencyOf(item.currencyId), language),
    contract: item.contractNumber,
    resort: item.resort,
    date: formatDay(item.dueDate, language),
  };
  const [subject, body] =
    kind === 'overdue'
      ? (['reminders.overdueSubject', 'reminders.overdueBody'] as const)
      : kind === 'autopay_3'
        ? (['reminders.autopaySubject', 'reminders.autopayBody'] as const)
        : (['reminders.dueSubject', 'reminders.dueBody'] as const);
  const rendered = renderMail({
    language,
    club: config.club,
    title: t(subject, values),
    paragraphs: [t('mail.greeting', { name: item.firstName }), t(body, values)],
    action: {
      label: t(kind === 'autopay_3' ? 'reminders.viewAction' : 'reminders.payAction'),
      url: `${config.publicUrl}${PAYMENTS_PATH}`,
    },
    after: [...(kind === 'autopay_3' ? [] : [t('reminders.paidAlready')]), t('reminders.why')],
  });
  await mail.enqueue({ to: item.email, language, ...rendered }, tx);
}
