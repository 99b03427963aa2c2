/**
 * The one scheduler for background work (issue 25): every job, its next run and its last result in one place
 * (`npm run jobs` lists them; `npm run jobs -- --as-of 2027-01-15` runs them all as of a date).
 *
 * Registering a job is one call, in app.ts where the modules are composed:
 *
 *   app.scheduler.register({
 *     name: 'autopay',                                              // kebab-case, unique
 *     timing: { dailyAt: '06:00', timeZone: CLUB_TIME_ZONE },       // or { everySeconds: 60 }
 *     run: async ({ now, db, log }) => `${await chargeDue(now)} charged`,
 *   });
 *
 * Each run happens once across API processes (the job's `jobs` row is claimed with a lease). A process that
 * dies mid-run leaves its lease to expire (`leaseSeconds`, default 10 minutes) and another takes the job up
 * again, so a job's work must be idempotent per item: mark each item done in the transaction that does it
 * (modules/reminders writes `reminders_sent` with the mail's outbox row). `now` is the time the run is "as of":
 * judge due dates by it, never by `new Date()`.
 */

export { formatJobList } from './job-list.ts';
export { type JobTiming, zonedInstant } from './run-times.ts';
export {
  createScheduler,
  type JobContext,
  type JobDefinition,
  type JobRun,
  type JobStatus,
  type Scheduler,
  type WatchedLoop,
} from './scheduler.ts';
