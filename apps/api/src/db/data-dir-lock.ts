import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The data directory is held by another live portal process (the command-line tools print just this). */
export class DataDirInUseError extends Error {}

/** When the process started (clock ticks since boot, /proc/<pid>/stat field 22); null without /proc. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether the lock's pid is still the process that wrote it. A pid is reused once its process dies, so a
 * live pid is not enough: with /proc, its start time must be the one recorded (a lock without one, from an
 * older version, needs a Node.js command line); without /proc, a live pid counts.
 */
function isLockOwner(pid: number, startTime: string | undefined): boolean {
  if (!isRunning(pid)) return false;
  const current = startTimeOf(pid);
  if (current === null) return true;
  if (startTime !== undefined) return current === startTime;
  try {
    return /(^|\/)node[^/\0]*\0/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * PGlite has no protection against two processes opening one data directory, and that corrupts it
 * (STACK-NOTES). A pid file in the directory stops the second process with a clear message.
 * Answers the function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'vida-api.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid} ${startTimeOf(process.pid) ?? ''}`.trim());
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const [pidText = '', startTime] = readFileSync(file, 'utf8').trim().split(' ');
      const owner = Number.parseInt(pidText, 10);
      if (Number.isInteger(owner) && owner !== process.pid && isLockOwner(owner, startTime)) {
        throw new DataDirInUseError(
          `The embedded database in ${dataDir} is in use by process ${owner}. Stop that process first ` +
            '(two processes must never open one PGlite directory), or set DATA_DIR / DATABASE_URL.',
        );
      }
      // Left behind by a process that died (its pid free, or now another process's): take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
