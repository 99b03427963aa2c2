import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per background job of the scheduler (lib/scheduler): when it runs next and how its last run went.
 * A run claims the row with one conditional update (due, and no live lease), so with several API processes on
 * one database each run happens once; a process that dies mid-run leaves a lease that expires, and another
 * process picks the job up again.
 */
export const jobs = pgTable(
  'jobs',
  {
    name: text().primaryKey(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    /** Who holds the run (a token per claim) and until when; null when nobody runs the job. */
    leaseToken: text('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
    lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
    lastResult: text('last_result'),
    /** What the run reported ("3 sent") or the error it failed with. */
    lastSummary: text('last_summary'),
    runs: integer().notNull().default(0),
    failures: integer().notNull().default(0),
  },
  (t) => [check('jobs_last_result', sql`${t.lastResult} is null or ${t.lastResult} in ('ok', 'failed')`)],
);
