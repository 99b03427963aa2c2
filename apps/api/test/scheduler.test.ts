import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobsCommand } from '../src/cli/jobs-command.ts';
import { queryRows } from '../src/db/sql.ts';
import { createScheduler, type JobDefinition, zonedInstant } from '../src/lib/scheduler/index.ts';
import { useTestApp } from './support/harness.ts';

// Issue 25: one scheduler, each run once across processes, a crashed run taken up again, time injectable.
const ctx = useTestApp();

const at = (iso: string) => new Date(iso);

/** A scheduler as a second API process would have it, on the same database. */
function instance(clock: () => Date, wallClock: () => Date = clock) {
  return createScheduler({ db: ctx.database.db, log: ctx.app.log, clock, wallClock });
}

beforeEach(async () => {
  await ctx.database.db.execute(
    sql`create table if not exists test_job_items (id int primary key, done_at timestamptz)`,
  );
  await ctx.database.db.execute(sql`truncate test_job_items`);
  await ctx.database.db.execute(sql`insert into test_job_items (id) select generate_series(1, 6)`);
});

/**
 * A job that does its items one by one and marks each done in the statement that does it (its work is
 * idempotent per item); `worked` records every item's work, so doing one twice shows.
 */
function itemJob(
  worked: number[],
  options: { failAfter?: number; hold?: Promise<void> } = {},
): JobDefinition {
  return {
    name: 'test-items',
    timing: { everySeconds: 3600 },
    leaseSeconds: 60,
    async run({ db }) {
      await options.hold;
      const open = await queryRows<{ id: number }>(
        db,
        sql`select id from test_job_items where done_at is null order by id`,
      );
      let done = 0;
      for (const { id } of open) {
        if (options.failAfter !== undefined && done === options.failAfter) throw new Error('crashed halfway');
        const marked = await queryRows<{ id: number }>(
          db,
          sql`update test_job_items set done_at = now() where id = ${id} and done_at is null returning id`,
        );
        if (marked.length === 1) worked.push(id);
        done++;
      }
      return `${done} done`;
    },
  };
}

async function jobRow() {
  const [row] = await queryRows<{ next_run_at: string | Date; last_result: string | null; runs: number }>(
    ctx.database.db,
    sql`select next_run_at, last_result, runs from jobs where name = 'test-items'`,
  );
  return row;
}

describe('the scheduler', () => {
  it('runs a job once when two processes try the same run at the same moment', async () => {
    const now = () => at('2027-01-15T12:00:00Z');
    const worked: number[] = [];
    const starts: string[] = [];
    const [a, b] = [instance(now), instance(now)];
    for (const [label, scheduler] of [
      ['a', a],
      ['b', b],
    ] as const) {
      const job = itemJob(worked);
      scheduler.register({
        ...job,
        run: (context) => {
          starts.push(label);
          return job.run(context);
        },
      });
    }
    const [first, second] = await Promise.all([a.runDue(), b.runDue()]);
    expect(starts).toHaveLength(1);
    expect([...first, ...second]).toEqual([{ name: 'test-items', ok: true, summary: '6 done' }]);
    expect(worked).toEqual([1, 2, 3, 4, 5, 6]);
    // The next run is an hour on, for both.
    expect(await a.runDue(at('2027-01-15T12:59:00Z'))).toEqual([]);
    expect(await b.runDue(at('2027-01-15T13:00:00Z'))).toHaveLength(1);
    expect(starts).toHaveLength(2);
  });

  it('does not repeat a run a sibling process made after it started, but runs at once after a restart', async () => {
    const worked: number[] = [];
    const starts: string[] = [];
    let wall = at('2027-01-15T12:00:00Z');
    const labelled = (label: string) => {
      const job = itemJob(worked);
      return {
        ...job,
        run: (context: Parameters<JobDefinition['run']>[0]) => {
          starts.push(label);
          return job.run(context);
        },
      };
    };
    const [a, b] = [instance(() => wall), instance(() => wall)];
    a.register(labelled('a'));
    b.register(labelled('b'));
    expect(await a.runDue()).toHaveLength(1);
    // b registers its job only now, after a's run: the run is not b's to repeat.
    wall = at('2027-01-15T12:00:02Z');
    expect(await b.runDue()).toEqual([]);
    // A process started after that run (a restart) runs the job at once, for what the earlier one left.
    wall = at('2027-01-15T12:10:00Z');
    const restarted = instance(() => wall);
    restarted.register(labelled('restarted'));
    expect(await restarted.runDue()).toHaveLength(1);
    expect(starts).toEqual(['a', 'restarted']);
  });

  it('takes up a run that failed halfway and finishes it without doing an item twice', async () => {
    const worked: number[] = [];
    const failing = instance(() => at('2027-01-15T12:00:00Z'));
    failing.register(itemJob(worked, { failAfter: 3 }));
    expect(await failing.runDue()).toEqual([{ name: 'test-items', ok: false, summary: 'crashed halfway' }]);
    expect(await jobRow()).toMatchObject({ last_result: 'failed' });
    // Tried again five minutes later, not at the next hour.
    const retry = instance(() => at('2027-01-15T12:05:00Z'));
    retry.register(itemJob(worked));
    expect(await retry.runDue()).toEqual([{ name: 'test-items', ok: true, summary: '3 done' }]);
    expect(worked).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await jobRow()).toMatchObject({ last_result: 'ok', runs: 2 });
  });

  it('leaves a run whose process died to its lease, then another process takes the job up', async () => {
    const worked: number[] = [];
    let wall = at('2027-01-15T12:00:00Z');
    const now = () => at('2027-01-15T12:00:00Z');
    // The first process claims the run and never ends it (killed: its promise never settles).
    const dead = instance(now, () => wall);
    dead.register(itemJob(worked, { hold: new Promise<void>(() => {}) }));
    void dead.runDue();
    await expect.poll(async () => (await dead.list())[0]?.running).toBe(true);

    const other = instance(now, () => wall);
    other.register(itemJob(worked));
    expect(await other.runDue()).toEqual([]);
    wall = at('2027-01-15T12:00:59Z');
    expect(await other.runDue()).toEqual([]);
    wall = at('2027-01-15T12:01:01Z');
    expect(await other.runDue()).toEqual([{ name: 'test-items', ok: true, summary: '6 done' }]);
    expect(worked).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('runs daily jobs at their time in the club time zone, and steps through a month as of each day', async () => {
    let now = at('2027-01-01T00:00:00Z');
    const scheduler = instance(() => now);
    const days: string[] = [];
    scheduler.register({
      name: 'test-daily',
      timing: { dailyAt: '06:00', timeZone: 'America/Cancun' },
      run: async ({ now: asOf }) => {
        days.push(asOf.toISOString());
        return undefined;
      },
    });
    // New: waits for 06:00 Cancún (11:00 UTC), then runs once a day.
    expect(await scheduler.runDue()).toEqual([]);
    for (let hour = 1; hour <= 31 * 24; hour++) {
      now = new Date(at('2027-01-01T00:00:00Z').getTime() + hour * 3_600_000);
      await scheduler.runDue();
    }
    expect(days).toHaveLength(31);
    expect(days[0]).toBe('2027-01-01T11:00:00.000Z');
    expect(days.at(-1)).toBe('2027-01-31T11:00:00.000Z');
    expect(zonedInstant('2027-01-15', '06:00', 'America/Cancun').toISOString()).toBe(
      '2027-01-15T11:00:00.000Z',
    );
  });

  it('runs every job "as of" a date without moving its schedule', async () => {
    const scheduler = instance(() => at('2027-01-15T12:00:00Z'));
    const worked: number[] = [];
    scheduler.register(itemJob(worked));
    await scheduler.runDue();
    const before = await jobRow();
    await ctx.database.db.execute(sql`update test_job_items set done_at = null`);
    const runs = await scheduler.runAll(at('2027-03-01T12:00:00Z'));
    expect(runs).toEqual([
      { name: 'test-items', ok: true, summary: 'as of 2027-03-01T12:00:00.000Z: 6 done' },
    ]);
    expect((await jobRow())?.next_run_at).toEqual(before?.next_run_at);
  });

  it('runs due jobs on its own once started, at the pace of a job shorter than the tick, and stops', async () => {
    const scheduler = createScheduler({ db: ctx.database.db, log: ctx.app.log, tickMs: 60_000 });
    let runs = 0;
    scheduler.register({
      name: 'test-often',
      timing: { everySeconds: 0.05 },
      run: async () => {
        runs++;
        return undefined;
      },
    });
    scheduler.start();
    await expect.poll(() => runs, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await scheduler.stop();
    const stopped = runs;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs).toBe(stopped);
  });

  it("lists the app's jobs (the mail sender, the outbox sweep, the reconciler) with their next run and last result", async () => {
    await ctx.app.scheduler.runJob('mail-retention');
    const jobs = await ctx.app.scheduler.list();
    expect(jobs.map((job) => job.name)).toEqual(
      expect.arrayContaining(['mail-retention', 'mail-sender', 'payments-reconciler']),
    );
    expect(jobs.find((job) => job.name === 'mail-retention')).toMatchObject({
      timing: 'every 3600 s',
      lastResult: 'ok',
      lastSummary: expect.stringMatching(/^as of .*: 0 deleted$/),
    });
  });
});

describe('npm run jobs', () => {
  it('lists the jobs, runs them as of each day of a range, and refuses a bad date', async () => {
    const lines: string[] = [];
    const print = (line: string) => lines.push(line);
    expect(await jobsCommand([], ctx.app.scheduler, print)).toBe(0);
    expect(lines.join('\n')).toMatch(/^job +timing +next run/);
    expect(lines.join('\n')).toContain('payments-reconciler');

    lines.length = 0;
    expect(
      await jobsCommand(
        ['--as-of', '2027-01-30', '--through', '2027-02-01', '--job', 'mail-retention'],
        ctx.app.scheduler,
        print,
      ),
      lines.join('\n'),
    ).toBe(0);
    expect(lines.slice(0, 3)).toEqual([
      '2027-01-30T17:00:00.000Z  mail-retention: ok (as of 2027-01-30T17:00:00.000Z: 0 deleted)',
      '2027-01-31T17:00:00.000Z  mail-retention: ok (as of 2027-01-31T17:00:00.000Z: 0 deleted)',
      '2027-02-01T17:00:00.000Z  mail-retention: ok (as of 2027-02-01T17:00:00.000Z: 0 deleted)',
    ]);

    lines.length = 0;
    expect(await jobsCommand(['--as-of', '2027-02-30x'], ctx.app.scheduler, print)).toBe(2);
    expect(await jobsCommand(['--job', 'nope'], ctx.app.scheduler, print)).toBe(2);
    expect(lines.join('\n')).toContain('No job is named nope');
  });
});
