import { isCurrency, localeOf } from '@vida/shared';
import { formatDateTime, formatMoney, formatShortDay } from '../../../lib/format.ts';
import { roomTypeName } from '../../../lib/room-type.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** Dates and hours in the staff member's language (Intl), dense enough for desk lists. */
export function useDeskFormat() {
  const language = useLanguage();
  const locale = localeOf(language);
  return {
    language,
    dateTime: (iso: string) => formatDateTime(new Date(iso), language),
    /** A stay's `YYYY-MM-DD` day as the portal shows raw dates. */
    day: (isoDay: string) => formatShortDay(isoDay, language),
    /** A room type named as a unit type, in the staff member's language (product names as they are). */
    roomType: (name: string) => roomTypeName(name, language),
    /** A decimal amount as the club's records keep it ("186450.00"), as money in the staff member's language. */
    money: (amount: string | null, currency: string) => {
      const value = amount === null ? Number.NaN : Number(amount);
      if (!isCurrency(currency) || !Number.isFinite(value))
        return amount === null ? '—' : `${currency} ${amount}`;
      return formatMoney(value, currency, language);
    },
    hours: (value: number) =>
      new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Math.abs(value)),
  };
}
