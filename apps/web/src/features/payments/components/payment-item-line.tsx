import { type Contract, FEE_TYPE_KEYS, type PaymentCategory, type PaymentItem } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { Pill } from '../../../components/ui/status-pill.tsx';
import { clubToday } from '../../../lib/amount-due.ts';
import { formatMoney, formatShortDay } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { contractCurrency } from '../lib/payment-form.ts';

/** One item to pay: what it is, its amount, what is added to it, and whether it is late (by the club's day). */
export function PaymentItemLine({
  item,
  type,
  contract,
}: {
  item: PaymentItem;
  type: PaymentCategory;
  contract: Contract;
}) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const money = (amount: number) => formatMoney(amount, contractCurrency(contract), language);
  const extras = [
    type === 'down' && item.closing_cost > 0
      ? t('pay.closingCost', { amount: money(item.closing_cost) })
      : null,
    item.late_fee > 0 ? t('pay.lateFee', { amount: money(item.late_fee) }) : null,
  ].filter(Boolean);
  const date = formatShortDay(item.due_date, language);
  const label = item.fee_type
    ? t(`pay.feeTypes.${FEE_TYPE_KEYS[item.fee_type]}`)
    : type === 'monthly'
      ? t('pay.instalment', { date })
      : `${t(`pay.types.${type}`)} (${t('pay.due', { date })})`;
  return (
    <>
      {label}
      {' · '}
      {money(item.amount_due)}
      {extras.length > 0 ? ` (+ ${extras.join(', ')})` : ''}
      {item.due_date < clubToday() ? (
        <>
          {' '}
          <Pill tone="error">{t('pay.badges.overdue')}</Pill>
        </>
      ) : null}
    </>
  );
}
