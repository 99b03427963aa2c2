import {
  type Contract,
  FEE_TYPE_KEYS,
  type Language,
  type PaymentCategory,
  type PaymentItem,
} from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatShortDay } from '../../../lib/format.ts';
import { contractCurrency } from '../lib/payment-form.ts';

/** One item to pay: what it is, its amount and what is added to it. */
export function PaymentItemLine({
  item,
  type,
  contract,
}: {
  item: PaymentItem;
  type: PaymentCategory;
  contract: Contract;
}) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language as Language;
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
    </>
  );
}
