/**
 * Payment reminders (issue 25): mails 7 days and 1 day before an instalment or fee is due and once it is
 * overdue, or for an item on AutoPay only a notice 3 days before its charge; each once (`reminders_sent`).
 * app.ts registers `remindersJob` on the scheduler; the autopay module hands in `autopayItems`.
 */
export { REMINDER_KINDS, type ReminderKind, reminderFor } from './reminder-kinds.ts';
export { type AutopayItems, type RemindersJobDeps, remindersJob } from './reminders.job.ts';
