import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../src/db/data-dir-lock.ts';

const API_DIR = resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [];
const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vida-lock-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A live process that is not the portal, standing for a pid reused after the portal died. */
function otherProcess(): number {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  return child.pid ?? 0;
}

/** Another portal process holding the directory's lock. */
async function holder(dir: string): Promise<void> {
  const code = `import { lockDataDir } from './src/db/data-dir-lock.ts'; lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setTimeout(() => {}, 30000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((done) => child.stdout?.once('data', () => done()));
}

describe('the data directory lock', () => {
  it('takes over a lock whose pid now belongs to another live process', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'vida-api.lock'), String(otherProcess()));
    lockDataDir(dir)();
    writeFileSync(join(dir, 'vida-api.lock'), `${otherProcess()} 1`);
    lockDataDir(dir)();
  });

  it('refuses while another portal process holds it', async () => {
    const dir = tempDir();
    await holder(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  }, 30_000);

  it('makes a command-line tool print one line, no stack trace', async () => {
    const dir = tempDir();
    await holder(dir);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], {
      cwd: API_DIR,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n').filter((line) => line.trim() !== '' && !/warn/i.test(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/is in use by process \d+/);
  }, 60_000);
});
