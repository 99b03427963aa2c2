import {
  CLUB_TIME_ZONE,
  type Currency,
  dayIn,
  FEE_TYPE_KEYS,
  fromCents,
  isFeeType,
  type Language,
  localeOf,
  type MonthlyType,
  type PaymentCategory,
  type ReceiptItem,
} from '@vida/shared';
import type { PaidItem } from '../../db/schema/index.ts';
import { textsIn } from '../../lib/texts.ts';

/** What the receipt of an approved order says, in the PDF and the e-mail alike. */
export interface ReceiptData {
  number: string;
  order: string;
  transactionId: string | null;
  paidAt: Date;
  /** Charged by AutoPay on the stored card (the e-mail says so), not paid on the form. */
  autopay?: boolean;
  language: Language;
  member: { name: string; email: string; memberNumber: string | null };
  contract: { number: string; resort: string };
  paymentType: PaymentCategory;
  monthlyType: MonthlyType | null;
  items: ReceiptItem[];
  amount: number;
  currency: Currency;
  card: { type: string; lastFour: string };
  nextInstalment: { dueDate: string; amount: number } | null;
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};
export const cardBrand = (type: string) => CARD_BRANDS[type] ?? type;

const cents = (amount: number) => Math.round(amount * 100);

/**
 * The items of an order with their parts apart. Orders recorded before the parts were (`PaidItem`) stored
 * only each item's total: their late fee and closing cost stay inside `amount` (0 apart), so the sum is
 * always the charge. Paying in full charged the contract's remaining balance, not the instalments it closed
 * (the attempt records each at its amount due, which never sum to the balance): those are included in the
 * balance's one line and carry no amount of their own, for orders old and new alike.
 */
export const receiptItems = (items: readonly PaidItem[], paidInFull: boolean): ReceiptItem[] =>
  items.map((item) => {
    if (paidInFull)
      return {
        id: item.id,
        due_date: item.dueDate,
        fee_type: item.feeType,
        amount: 0,
        closing_cost: 0,
        late_fee: 0,
        paid_off: true,
        included: true,
      };
    const lateFee = item.lateFee ?? 0;
    const closingCost = item.closingCost ?? 0;
    return {
      id: item.id,
      due_date: item.dueDate,
      fee_type: item.feeType,
      amount: fromCents(cents(item.amount) - cents(lateFee) - cents(closingCost)),
      closing_cost: closingCost,
      late_fee: lateFee,
      paid_off: item.settles !== false,
      included: false,
    };
  });

/**
 * Intl's formatters, made once per language (and currency): building one costs more than formatting with it,
 * and a receipt formats a dozen amounts inside the payment's approving transaction.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();
const clubTimeFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * "USD 1,350.00" / "MXN 5,180.00": the code first, as the portal's pages write money, with a plain space
 * (Intl's no-break space would not match what a member types into a mail or PDF search).
 */
export function formatMoney(amount: number, currency: string, language: Language): string {
  const key = `${language} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount).replace(/\s/g, ' ');
}

/** Spec section 9: DD-MM-YYYY in Spanish, YYYY-MM-DD otherwise; `day` is `YYYY-MM-DD`. */
export function formatDay(day: string, language: Language): string {
  if (language !== 'es') return day;
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y}`;
}

/** The instant's day and time of day on the club's clock: "2026-11-27 10:31 AM (Cancún time)". */
export function formatClubTime(at: Date, language: Language): string {
  let format = clubTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      timeZone: CLUB_TIME_ZONE,
      hour: 'numeric',
      minute: '2-digit',
    });
    clubTimeFormats.set(language, format);
  }
  const time = format.format(at);
  return textsIn(language)('receipt.clubTime', {
    time: `${formatDay(dayIn(at, CLUB_TIME_ZONE), language)} ${time}`,
  });
}

/**
 * An item's name in the member's language: the fee, the instalment, the down payment or the cash out, and
 * whether this payment covered only part of it.
 */
export function itemLabel(item: ReceiptItem, paymentType: PaymentCategory, language: Language): string {
  const t = textsIn(language);
  const name = itemName(item, paymentType, language);
  return item.paid_off ? name : t('receipt.partial', { item: name });
}

function itemName(item: ReceiptItem, paymentType: PaymentCategory, language: Language): string {
  const t = textsIn(language);
  // Fee types are stored as the club's English names; the member reads them in their language.
  if (item.fee_type)
    return isFeeType(item.fee_type) ? t(`receipt.feeTypes.${FEE_TYPE_KEYS[item.fee_type]}`) : item.fee_type;
  return paymentType === 'monthly' ? t('receipt.instalment') : t(`receipt.types.${paymentType}`);
}

/**
 * One line of "what was paid", as the PDF and the e-mail print it: an item (or paying in full's one line, the
 * remaining balance) with its due day, or a part of the line above it (`part`: its closing costs, its late fee,
 * an instalment the balance included). `value` is the line's money, already written, or a word ("Included",
 * "None charged") where the line adds nothing to the total.
 */
export interface ReceiptLine {
  label: string;
  due: string | null;
  value: string;
  part: boolean;
}

export function receiptLines(data: ReceiptData): ReceiptLine[] {
  const t = textsIn(data.language);
  const money = (amount: number) => formatMoney(amount, data.currency, data.language);
  const due = (item: ReceiptItem) => formatDay(item.due_date, data.language);
  if (data.monthlyType === 'full')
    return [
      { label: t('receipt.balance'), due: null, value: money(data.amount), part: false },
      ...data.items.map((item) => ({
        label: itemLabel(item, data.paymentType, data.language),
        due: due(item),
        value: t('receipt.included'),
        part: true,
      })),
      { label: t('receipt.lateFeesTotal'), due: null, value: t('receipt.lateFeesNoneCharged'), part: true },
    ];
  return data.items.flatMap((item) => [
    {
      label: itemLabel(item, data.paymentType, data.language),
      due: due(item),
      value: money(item.amount),
      part: false,
    },
    ...(item.closing_cost > 0
      ? [{ label: t('receipt.closingCost'), due: null, value: money(item.closing_cost), part: true }]
      : []),
    ...(item.late_fee > 0
      ? [{ label: t('receipt.lateFee'), due: null, value: money(item.late_fee), part: true }]
      : []),
  ]);
}

/** The figures under the items: their own sum, the late fees and the closing costs, each when there are any. */
export function receiptTotals(items: readonly ReceiptItem[]) {
  const sum = (pick: (item: ReceiptItem) => number) =>
    fromCents(items.reduce((total, item) => total + cents(pick(item)), 0));
  return {
    items: sum((item) => item.amount),
    lateFees: sum((item) => item.late_fee),
    closingCosts: sum((item) => item.closing_cost),
  };
}

/** The PDF's file name in the member's language: `payment-receipt-VP-2026-000123.pdf`. */
export const receiptFileName = (number: string, language: Language) =>
  `${textsIn(language)('receipt.fileName', { number })}.pdf`;
