import { localeOf } from '@vida/shared';
import { formatDateTime, formatShortDay } from '../../../lib/format.ts';
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
    hours: (value: number) =>
      new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(Math.abs(value)),
  };
}
