import { CLUB_TIME_ZONE, dayIn } from '@vida/shared';

/**
 * Receipt numbers (`VP-2026-000123`): the year of the approval on the club's calendar and its place in that
 * year, six digits at least. Live approvals take theirs from `receipt_counters`
 * (modules/payments/receipts.repo.ts); the seeds number the orders they write with the same format and then
 * move the counters past them, as migration 0021 did for the orders approved before it.
 */
export const RECEIPT_NUMBER_PREFIX = 'VP';

export const formatReceiptNumber = (year: number, n: number): string =>
  `${RECEIPT_NUMBER_PREFIX}-${year}-${String(n).padStart(6, '0')}`;

/** The club's year of an instant (its receipts are numbered per year of its own calendar). */
export const receiptYear = (at: Date): number => Number(dayIn(at, CLUB_TIME_ZONE).slice(0, 4));

/** SQL of the club's year of a timestamp expression. */
export const receiptYearSql = (at: string) =>
  `extract(year from (${at}) at time zone '${CLUB_TIME_ZONE}')::int`;

/** SQL of the `n`-th number of `year` (both SQL expressions), as formatReceiptNumber writes it. */
export const receiptNumberSql = (year: string, n: string) =>
  `'${RECEIPT_NUMBER_PREFIX}-' || (${year}) || '-' || lpad((${n})::text, greatest(6, length((${n})::text)), '0')`;

/** Moves each year's counter past the highest number its orders carry. */
export const SYNC_RECEIPT_COUNTERS_SQL = `insert into receipt_counters (year, last)
  select substr(receipt_number, 4, 4)::int, max(substr(receipt_number, 9)::int)
  from payments where receipt_number is not null group by 1
  on conflict (year) do update set last = greatest(receipt_counters.last, excluded.last)`;
