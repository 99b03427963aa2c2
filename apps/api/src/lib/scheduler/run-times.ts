import { addDays, dayIn } from '@vida/shared';

/** When a job runs: every so many seconds, or once a day at a wall-clock time of a time zone. */
export type JobTiming = { everySeconds: number } | { dailyAt: string; timeZone: string };

const DAILY_AT = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Milliseconds `timeZone`'s clock is ahead of UTC at `instant`. */
function offsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant `day` (`YYYY-MM-DD`) at `hh:mm` on `timeZone`'s clock. */
export function zonedInstant(day: string, hhmm: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${hhmm}:00Z`);
  const first = wall - offsetMs(new Date(wall), timeZone);
  // Near a daylight-saving change the offset at the guess differs from the offset at the answer.
  return new Date(wall - offsetMs(new Date(first), timeZone));
}

export function checkTiming(name: string, timing: JobTiming): void {
  if ('everySeconds' in timing) {
    if (!(timing.everySeconds > 0)) throw new Error(`job ${name}: everySeconds must be positive`);
  } else if (!DAILY_AT.test(timing.dailyAt)) {
    throw new Error(`job ${name}: dailyAt must be HH:MM (24-hour clock)`);
  }
}

/** The first run strictly after `now`. */
export function nextRunAfter(timing: JobTiming, now: Date): Date {
  if ('everySeconds' in timing) return new Date(now.getTime() + timing.everySeconds * 1000);
  const today = dayIn(now, timing.timeZone);
  const candidate = zonedInstant(today, timing.dailyAt, timing.timeZone);
  return candidate > now ? candidate : zonedInstant(addDays(today, 1), timing.dailyAt, timing.timeZone);
}

/** How the timing reads in the operator's list ("every 30 s", "daily 06:00 America/Cancun"). */
export function describeTiming(timing: JobTiming): string {
  return 'everySeconds' in timing
    ? `every ${timing.everySeconds} s`
    : `daily ${timing.dailyAt} ${timing.timeZone}`;
}
