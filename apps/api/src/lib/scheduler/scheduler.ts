import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createJobsRepo } from './jobs.repo.ts';
import { checkTiming, describeTiming, type JobTiming, nextRunAfter } from './run-times.ts';

/** What a job's run receives: the time it runs "as of", the database and a logger. */
export interface JobContext {
  now: Date;
  db: Db;
  log: FastifyBaseLogger;
}

export interface JobDefinition {
  /** Unique, kebab-case: the row in `jobs` and the name in the operator's list. */
  name: string;
  timing: JobTiming;
  /**
   * How long a run may take before another process may assume it died and start the job again (default 10
   * minutes). The job's own work must be idempotent per item anyway: a run can die after any statement.
   */
  leaseSeconds?: number;
  /** Does the work due at `now`; answers a short summary for the list ("3 sent"). Throw to fail the run. */
  run(context: JobContext): Promise<string | undefined>;
}

/** A loop that runs outside the scheduler (the mail sender) and shows in its list. */
export interface WatchedLoop {
  name: string;
  timing: string;
  status(): Promise<{ lastFinishedAt: Date | null; lastResult: 'ok' | 'failed' | null; lastSummary: string }>;
}

export interface JobRun {
  name: string;
  ok: boolean;
  summary: string;
}

export interface JobStatus {
  name: string;
  timing: string;
  /** Null for a watched loop, which runs on its own. */
  nextRunAt: Date | null;
  running: boolean;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  lastResult: 'ok' | 'failed' | null;
  lastSummary: string | null;
  runs: number | null;
  failures: number | null;
}

export interface Scheduler {
  /** Adds a job (before `start`); its row is made on first use. */
  register(job: JobDefinition): void;
  /** Shows a loop that runs on its own in `list`. */
  watch(loop: WatchedLoop): void;
  /** Runs each job due at `now` (default: the clock) that no process is running; answers what ran here. */
  runDue(now?: Date): Promise<JobRun[]>;
  /** Runs every job once "as of" `now`, due or not, leaving its schedule alone (the operator's --as-of). */
  runAll(now: Date): Promise<JobRun[]>;
  /** Runs one job now (or as of `now`), due or not; undefined when another process is running it. */
  runJob(name: string, now?: Date): Promise<JobRun | undefined>;
  /** Every job, its next run and its last result. */
  list(): Promise<JobStatus[]>;
  /** Checks for due jobs now, then every tick. */
  start(): void;
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** The time jobs run as of and are due by; tests step it through a month in seconds. */
  clock?: () => Date;
  /** Real time, for leases (an "as of" run must not hold a job until 2027); tests move it past a lease. */
  wallClock?: () => Date;
  tickMs?: number;
}

const DEFAULT_LEASE_SECONDS = 600;
const DEFAULT_TICK_MS = 5_000;
/** A failed run is tried again this soon (or at the job's interval, when shorter). */
const RETRY_AFTER_SECONDS = 300;

/**
 * One scheduler per API process; every process runs the same jobs, and the `jobs` row of each decides which
 * process runs a given run (lib/scheduler/jobs.repo.ts). A tick asks which jobs are due in one query.
 */
export function createScheduler({
  db,
  log,
  clock = () => new Date(),
  wallClock = () => new Date(),
  tickMs = DEFAULT_TICK_MS,
}: SchedulerOptions): Scheduler {
  const repo = createJobsRepo(db);
  const processStart = wallClock();
  const jobs = new Map<string, JobDefinition>();
  const loops = new Map<string, WatchedLoop>();
  const unsaved = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<unknown> | undefined;
  let stopped = true;

  /** Makes the rows of jobs not saved yet (all of them when `all`: an operator's run finds its row anyway). */
  async function saveNew(now: Date, all = false): Promise<void> {
    for (const name of all ? [...jobs.keys()] : [...unsaved]) {
      const job = jobs.get(name);
      if (!job) continue;
      const next = nextRunAfter(job.timing, now);
      // An interval job runs at once when a process starts (the sweep and the reconciler did at start-up); a
      // daily one waits for its time, so a first start at 3 a.m. does not mail members then.
      await repo.ensure(name, 'everySeconds' in job.timing ? now : next, next, processStart);
      unsaved.delete(name);
    }
  }

  async function runOne(job: JobDefinition, now: Date, force: boolean): Promise<JobRun | undefined> {
    const token = randomUUID();
    const wallNow = wallClock();
    const leaseUntil = new Date(wallNow.getTime() + (job.leaseSeconds ?? DEFAULT_LEASE_SECONDS) * 1000);
    if (!(await repo.claim(job.name, token, now, wallNow, leaseUntil, force))) return undefined;
    const jobLog = log.child({ job: job.name });
    let ok = true;
    let summary: string;
    try {
      summary = (await job.run({ now, db, log: jobLog })) ?? 'done';
    } catch (error) {
      ok = false;
      summary = error instanceof Error ? error.message : String(error);
      jobLog.error({ err: error, event: 'job_failed' }, `job ${job.name} failed`);
    }
    const retry =
      'everySeconds' in job.timing
        ? Math.min(job.timing.everySeconds, RETRY_AFTER_SECONDS)
        : RETRY_AFTER_SECONDS;
    const nextRunAt = force
      ? null
      : ok
        ? nextRunAfter(job.timing, now)
        : new Date(now.getTime() + retry * 1000);
    if (force) summary = `as of ${now.toISOString()}: ${summary}`;
    await repo.finish(job.name, token, { ok, summary, finishedAt: wallClock(), nextRunAt });
    return { name: job.name, ok, summary };
  }

  async function runDue(now = clock()): Promise<JobRun[]> {
    await saveNew(now);
    const runs: JobRun[] = [];
    for (const name of await repo.due(now, wallClock())) {
      const job = jobs.get(name);
      // A job another version of the API registered: not this process's to run.
      if (!job) continue;
      const run = await runOne(job, now, false);
      if (run) runs.push(run);
    }
    return runs;
  }

  function schedule() {
    // A job due more often than the tick (the drill's 1 s reconciler) sets the pace.
    const shortest = Math.min(
      tickMs,
      ...[...jobs.values()].map((job) =>
        'everySeconds' in job.timing ? job.timing.everySeconds * 1000 : tickMs,
      ),
    );
    timer = setTimeout(tick, shortest);
    timer.unref();
  }

  function tick() {
    ticking = runDue()
      .catch((error: unknown) => log.error({ err: error }, 'scheduler: a tick failed'))
      .finally(() => {
        ticking = undefined;
        if (!stopped) schedule();
      });
  }

  return {
    register(job) {
      if (jobs.has(job.name) || loops.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
      checkTiming(job.name, job.timing);
      jobs.set(job.name, job);
      unsaved.add(job.name);
    },

    watch(loop) {
      if (jobs.has(loop.name) || loops.has(loop.name))
        throw new Error(`job ${loop.name} is registered twice`);
      loops.set(loop.name, loop);
    },

    runDue,

    async runAll(now) {
      await saveNew(now, true);
      const runs: JobRun[] = [];
      for (const job of jobs.values()) {
        const run = await runOne(job, now, true);
        runs.push(run ?? { name: job.name, ok: false, summary: 'skipped: another process is running it' });
      }
      return runs;
    },

    async runJob(name, now = clock()) {
      const job = jobs.get(name);
      if (!job) throw new Error(`no job is named ${name}`);
      await saveNew(now, true);
      return runOne(job, now, true);
    },

    async list() {
      await saveNew(clock());
      const rows = new Map((await repo.list()).map((row) => [row.name, row]));
      const wallNow = wallClock();
      const statuses: JobStatus[] = [];
      for (const job of jobs.values()) {
        const row = rows.get(job.name);
        statuses.push({
          name: job.name,
          timing: describeTiming(job.timing),
          nextRunAt: row?.nextRunAt ?? null,
          running: row?.leaseUntil != null && row.leaseUntil > wallNow,
          lastStartedAt: row?.lastStartedAt ?? null,
          lastFinishedAt: row?.lastFinishedAt ?? null,
          lastResult: row?.lastResult ?? null,
          lastSummary: row?.lastSummary ?? null,
          runs: row?.runs ?? 0,
          failures: row?.failures ?? 0,
        });
      }
      for (const loop of loops.values()) {
        const status = await loop.status();
        statuses.push({
          name: loop.name,
          timing: loop.timing,
          nextRunAt: null,
          running: false,
          lastStartedAt: null,
          ...status,
          runs: null,
          failures: null,
        });
      }
      return statuses.sort((a, b) => a.name.localeCompare(b.name));
    },

    start() {
      if (!stopped) return;
      stopped = false;
      tick();
    },

    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await ticking;
    },
  };
}
