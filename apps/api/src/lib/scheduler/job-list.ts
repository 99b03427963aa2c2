import type { JobStatus } from './scheduler.ts';

const when = (value: Date | null) => (value ? value.toISOString().replace('.000Z', 'Z') : '-');

/** The operator's table of jobs (the `jobs` command), one line per job. */
export function formatJobList(statuses: JobStatus[]): string {
  const rows = statuses.map((job) => [
    job.name,
    job.timing,
    job.running ? 'running now' : job.nextRunAt ? when(job.nextRunAt) : 'continuous',
    job.lastResult ?? '-',
    when(job.lastFinishedAt),
    job.runs === null ? '-' : `${job.runs} (${job.failures} failed)`,
    job.lastSummary ?? '',
  ]);
  const header = ['job', 'timing', 'next run', 'last', 'finished', 'runs', 'summary'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
