import { parseArgs } from 'node:util';
import { addDays, CLUB_TIME_ZONE } from '@vida/shared';
import { formatJobList, type JobRun, type Scheduler, zonedInstant } from '../lib/scheduler/index.ts';

export const JOBS_USAGE = `Usage: npm run jobs [-- --as-of <date> [--through <date>] [--job <name>]]
  (no option)       every job, its next run and its last result
  --as-of <date>    run every job once as of that day (noon at the club) or instant (ISO 8601)
  --through <date>  and again as of each following day up to that one (a month of due dates in seconds)
  --job <name>      only that job (with --as-of), or now (without)`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day is its noon at the club (every daily job of that day has run by then); an instant is itself. */
function asOf(text: string): Date | undefined {
  const when = DAY.test(text) ? zonedInstant(text, '12:00', CLUB_TIME_ZONE) : new Date(text);
  return Number.isNaN(when.getTime()) ? undefined : when;
}

function runLine(when: Date, run: JobRun): string {
  return `${when.toISOString()}  ${run.name}: ${run.ok ? 'ok' : 'FAILED'} (${run.summary})`;
}

/**
 * `npm run jobs`: lists the scheduler's jobs, or runs them "as of" a date, as the running API's scheduler
 * would (each run claimed in the `jobs` table, so a running API process never runs it at the same time).
 * Answers the exit code; `print` takes each line.
 */
export async function jobsCommand(
  args: string[],
  scheduler: Scheduler,
  print: (line: string) => void,
): Promise<number> {
  let values: { 'as-of'?: string; through?: string; job?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { 'as-of': { type: 'string' }, through: { type: 'string' }, job: { type: 'string' } },
    }));
  } catch {
    print(JOBS_USAGE);
    return 2;
  }
  const first = values['as-of'] === undefined ? undefined : asOf(values['as-of']);
  const last = values.through === undefined ? undefined : asOf(values.through);
  const badDate = (values['as-of'] !== undefined && !first) || (values.through !== undefined && !last);
  if (badDate || (last && !first) || (first && last && last < first)) {
    print(JOBS_USAGE);
    return 2;
  }
  const names = new Set((await scheduler.list()).map((job) => job.name));
  if (values.job !== undefined && !names.has(values.job)) {
    print(`No job is named ${values.job}. Jobs: ${[...names].join(', ')}`);
    return 2;
  }

  let failed = false;
  const runAt = async (when: Date) => {
    const runs = values.job
      ? [
          (await scheduler.runJob(values.job, when)) ?? {
            name: values.job,
            ok: false,
            summary: 'skipped: running elsewhere',
          },
        ]
      : await scheduler.runAll(when);
    for (const run of runs) {
      failed ||= !run.ok;
      print(runLine(when, run));
    }
  };

  if (first) {
    const from = values['as-of'] ?? '';
    // Day by day when given days (noon at the club each day), else 24 hours apart from the instant.
    for (let i = 0; ; i++) {
      const when = DAY.test(from) ? asOf(addDays(from, i)) : new Date(first.getTime() + i * 86_400_000);
      if (!when || (last ? when > last : i > 0)) break;
      await runAt(when);
    }
  } else if (values.job) {
    await runAt(new Date());
  }
  print(formatJobList(await scheduler.list()));
  return failed ? 1 : 0;
}
