/**
 * Which reminder an open item is owed on a given day. Each kind has a window rather than a single day, so a
 * day the scheduler missed (the portal was down) is caught up the next day; the key per item and kind makes
 * each go once.
 */
export const REMINDER_KINDS = ['due_7', 'due_1', 'overdue', 'autopay_3'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Looked at from the club's day: items due up to a week ahead, and those overdue up to this many days. */
export const EARLY_DAYS = 7;
export const LATE_DAYS = 3;

/**
 * The reminder due for an item `daysLeft` days before its due date (negative once overdue), if any: 7 days
 * before (until 2 days before), 1 day before (and on the due date itself), and once overdue. An item under
 * AutoPay gets only the notice of its charge, 3 days before (and until its due date).
 */
export function reminderFor(
  daysLeft: number,
  onAutoPay: boolean,
  sent: readonly ReminderKind[],
): ReminderKind | undefined {
  let kind: ReminderKind | undefined;
  if (onAutoPay) kind = daysLeft >= 0 && daysLeft <= 3 ? 'autopay_3' : undefined;
  else if (daysLeft < 0 && daysLeft >= -LATE_DAYS) kind = 'overdue';
  else if (daysLeft >= 0 && daysLeft <= 1) kind = 'due_1';
  else if (daysLeft >= 2 && daysLeft <= EARLY_DAYS) kind = 'due_7';
  // A reminder that came later in the item's life already said more than an earlier one would.
  const later: Record<ReminderKind, ReminderKind[]> = {
    due_7: ['due_7', 'due_1', 'overdue'],
    due_1: ['due_1', 'overdue'],
    overdue: ['overdue'],
    autopay_3: ['autopay_3'],
  };
  return kind && !later[kind].some((k) => sent.includes(k)) ? kind : undefined;
}
