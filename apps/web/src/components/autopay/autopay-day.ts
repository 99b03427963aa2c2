import type { Language } from '@vida/shared';
import { formatLongDate } from '../../lib/format.ts';

/** A club day (`YYYY-MM-DD`) as a long date, the same day whatever the browser's time zone. */
export const autopayDay = (day: string, language: Language) =>
  formatLongDate(new Date(`${day}T12:00:00Z`), language, 'UTC');
