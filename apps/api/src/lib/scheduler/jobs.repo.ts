import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/sql.ts';
import type { DbOrTx } from '../../db/tx.ts';

export interface JobRow {
  name: string;
  nextRunAt: Date;
  leaseUntil: Date | null;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  lastResult: 'ok' | 'failed' | null;
  lastSummary: string | null;
  runs: number;
  failures: number;
}

interface RawJobRow {
  name: string;
  next_run_at: string | Date;
  lease_until: string | Date | null;
  last_started_at: string | Date | null;
  last_finished_at: string | Date | null;
  last_result: 'ok' | 'failed' | null;
  last_summary: string | null;
  runs: number;
  failures: number;
}

const at = (value: string | Date | null): Date | null => (value === null ? null : new Date(value));
const ts = (value: Date) => sql`${value.toISOString()}::timestamptz`;

export function createJobsRepo(db: DbOrTx) {
  return {
    /**
     * The job's row, made on first sight with its first run at `firstRun`. An existing row keeps its schedule
     * unless it lies beyond `latestNext` (the interval was shortened since), and moves to `firstRun` only when
     * no run has started since `processStart`: a process's start-up run is for what earlier processes left
     * (a charge a crashed process never recorded), not a repeat of a run a sibling process has just made.
     */
    async ensure(name: string, firstRun: Date, latestNext: Date, processStart: Date): Promise<void> {
      await db.execute(sql`
        insert into jobs (name, next_run_at) values (${name}, ${ts(firstRun)})
        on conflict (name) do update set next_run_at = least(
          jobs.next_run_at,
          ${ts(latestNext)},
          case when jobs.last_started_at is null or jobs.last_started_at < ${ts(processStart)}
            then excluded.next_run_at else jobs.next_run_at end)`);
    },

    /**
     * Takes the job's run when it is due at `now` (or `force`d) and nobody holds a live lease: one statement,
     * so of several processes trying at once, the row lock lets one through and the others find the lease
     * taken when they re-read the row. `wallNow` judges leases, which live in real time even in an "as of" run.
     */
    async claim(
      name: string,
      token: string,
      now: Date,
      wallNow: Date,
      leaseUntil: Date,
      force: boolean,
    ): Promise<boolean> {
      const rows = await queryRows<{ name: string }>(
        db,
        sql`update jobs set lease_token = ${token}, lease_until = ${ts(leaseUntil)}, last_started_at = ${ts(wallNow)}
            where name = ${name}
              and (${force ? sql`true` : sql`false`} or next_run_at <= ${ts(now)})
              and (lease_until is null or lease_until < ${ts(wallNow)})
            returning name`,
      );
      return rows.length === 1;
    },

    /** Records the run's end, if the lease is still this run's (another process may have taken over). */
    async finish(
      name: string,
      token: string,
      outcome: { ok: boolean; summary: string; finishedAt: Date; nextRunAt: Date | null },
    ): Promise<void> {
      const next = outcome.nextRunAt ? ts(outcome.nextRunAt) : sql`next_run_at`;
      await db.execute(sql`
        update jobs set lease_token = null, lease_until = null, last_finished_at = ${ts(outcome.finishedAt)},
          last_result = ${outcome.ok ? 'ok' : 'failed'}, last_summary = ${outcome.summary.slice(0, 500)},
          runs = runs + 1, failures = failures + ${outcome.ok ? 0 : 1}, next_run_at = ${next}
        where name = ${name} and lease_token = ${token}`);
    },

    /** Jobs due at `now` that nobody is running. */
    async due(now: Date, wallNow: Date): Promise<string[]> {
      const rows = await queryRows<{ name: string }>(
        db,
        sql`select name from jobs where next_run_at <= ${ts(now)}
            and (lease_until is null or lease_until < ${ts(wallNow)}) order by name`,
      );
      return rows.map((row) => row.name);
    },

    async list(): Promise<JobRow[]> {
      const rows = await queryRows<RawJobRow>(
        db,
        sql`select name, next_run_at, lease_until, last_started_at, last_finished_at, last_result, last_summary,
                   runs, failures
            from jobs order by name`,
      );
      return rows.map((row) => ({
        name: row.name,
        nextRunAt: new Date(row.next_run_at),
        leaseUntil: at(row.lease_until),
        lastStartedAt: at(row.last_started_at),
        lastFinishedAt: at(row.last_finished_at),
        lastResult: row.last_result,
        lastSummary: row.last_summary,
        runs: Number(row.runs),
        failures: Number(row.failures),
      }));
    },
  };
}
