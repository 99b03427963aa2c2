import { type Language, roomTypeName } from '@vida/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatShortDay, localeOf } from '../../../lib/format.ts';

/** Dates and hours in the staff member's language (Intl), dense enough for desk lists. */
export function useDeskFormat() {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'es' ? 'es' : 'en';
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
