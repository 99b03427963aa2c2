/**
 * The real server process, started as operators start it: `npm start` under any NODE_ENV, a SIGTERM after
 * its log reader has gone, and PostgreSQL with a pool of one connection.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CLUB_CONTACT } from '@vida/test-kit/club-contact';
import { freePort } from '@vida/test-kit/ports';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseUrlFor } from './support/global-setup.ts';

const API_DIR = resolve(import.meta.dirname, '..');
const REPO = resolve(API_DIR, '../..');
/** What `npm run start -w @vida/api` runs. */
const SERVER = [process.execPath, '--import', 'tsx', 'src/server.ts'];
/** server.ts' grace period, plus room for a loaded machine. */
const EXIT_WITHIN_MS = 10_000 + 3_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Started {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** The exit code of the process started (npm, when started through npm). */
  exited: Promise<number | null>;
  /** Every process that held its stdout and stderr has gone (npm's children included). */
  closed: Promise<void>;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vida-server-test-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Spawns `command` in its own process group (npm → sh → tsx → node) and waits for /api/health. */
async function start(command: string[], cwd: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const base: NodeJS.ProcessEnv = { ...process.env };
  // The test runner's own settings must not leak into the server.
  delete base.DATABASE_URL;
  delete base.NODE_ENV;
  delete base.VITEST;
  const [program, ...args] = command;
  if (!program) throw new Error('empty command');
  const child = spawn(program, args, {
    cwd,
    env: { ...base, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const closed = new Promise<void>((done) => child.once('close', () => done()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  cleanups.push(async () => {
    if (child.pid !== undefined && !gone()) {
      process.kill(-child.pid, 'SIGKILL');
      await exited;
    }
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline && !gone()) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, baseUrl, output: () => log, exited, closed };
    await sleep(250);
  }
  throw new Error(`the server did not become healthy:\n${log.split('\n').slice(-30).join('\n')}`);
}

/** Resolves with what `done` resolves with, or rejects when it has not resolved after `ms`. */
async function within<T>(done: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still running ${ms} ms after SIGTERM`)), ms);
  });
  try {
    return await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}

const productionSecrets = () => ({
  CAPTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
  LINK_SIGNING_KEY: randomBytes(32).toString('hex'),
  STAFF_SECRET_KEY: randomBytes(32).toString('hex'),
  PAYMENT_PROVIDER: 'sandbox',
  ...CLUB_CONTACT,
});

// The web build and the embedded database: nothing to do with PostgreSQL, run in the PGlite pass only.
describe.skipIf(process.env.DATABASE_URL)('npm start', () => {
  it('refuses to start production with the club contact placeholders, one line naming each', () => {
    const { CLUB_ADDRESS: _address, ...contact } = productionSecrets();
    const run = spawnSync(SERVER[0] ?? process.execPath, SERVER.slice(1), {
      cwd: API_DIR,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', ...contact },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'Invalid configuration:',
      "  CLUB_ADDRESS is required in production: set the club's street address (the privacy notice names it), not a placeholder",
    ]);
  });

  // Under development, the NODE_ENV a laptop's shell is likeliest to hold (the browser journeys start the
  // built server under test; a second full build here cost the suite half a minute).
  it.each(['development'])(
    'builds the production bundle and serves it with NODE_ENV=%s',
    async (nodeEnv) => {
      const dir = await tempDir();
      const dist = join(dir, 'dist');
      const server = await start(['npm', 'start'], REPO, {
        NODE_ENV: nodeEnv,
        DATA_DIR: join(dir, 'db'),
        // A build of its own, so that browser journeys running meanwhile keep theirs.
        WEB_DIST_DIR: dist,
      });
      const page = await fetch(`${server.baseUrl}/login`);
      expect(page.status).toBe(200);
      const html = await page.text();
      const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
      expect(entry).toBeDefined();
      expect((await fetch(`${server.baseUrl}${entry}`)).status).toBe(200);
      expect(existsSync(join(dist, 'index.html.br'))).toBe(true);
      // What a process manager does: SIGTERM to npm and everything it started.
      if (server.child.pid !== undefined) process.kill(-server.child.pid, 'SIGTERM');
      await within(server.closed, EXIT_WITHIN_MS);
      const output = server.output();
      expect(output.includes('"msg":"stopped"'), output.slice(-2000)).toBe(true);
    },
    240_000,
  );
});

describe.skipIf(process.env.DATABASE_URL)('shutdown', () => {
  // A log reader that stopped reading leaves a full pipe; one that exited leaves a closed one (EPIPE).
  it.each(['stops reading', 'closes the pipe'])(
    'exits within the grace period on SIGTERM after its log reader %s, and frees the data directory',
    async (reader) => {
      const dir = await tempDir();
      const env = { NODE_ENV: 'production', DATA_DIR: join(dir, 'db'), ...productionSecrets() };
      const server = await start(SERVER, API_DIR, env);
      if (reader === 'stops reading') server.child.stdout?.pause();
      else server.child.stdout?.destroy();
      // Each request logs two lines at info: far more than a pipe holds (64 KiB on Linux).
      for (let i = 0; i < 400; i++) await fetch(`${server.baseUrl}/api/v1/nowhere-${i}`);
      server.child.kill('SIGTERM');
      await within(server.exited, EXIT_WITHIN_MS);
      expect(existsSync(join(dir, 'db', 'vida-api.lock'))).toBe(false);

      // A restart on the same directory works.
      const again = await start(SERVER, API_DIR, env);
      again.child.kill('SIGTERM');
      expect(await within(again.exited, EXIT_WITHIN_MS), again.output()).toBe(0);
    },
    120_000,
  );
});

const databaseUrl = process.env.DATABASE_URL;
describe.skipIf(!databaseUrl)('PostgreSQL with DATABASE_POOL_SIZE=1', () => {
  it('migrates, seeds, serves and stops', async () => {
    if (!databaseUrl) return;
    const name = `vida_pool_one_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const dir = await tempDir();
    const server = await start(SERVER, API_DIR, {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrlFor(databaseUrl, name),
      DATABASE_POOL_SIZE: '1',
      DATA_DIR: join(dir, 'state'),
      ...productionSecrets(),
    });
    expect(server.output()).toContain('seeded');
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(await health.json()).toEqual({ data: { status: 'ok', database: 'up' } });
    // A read that needs the connection while the hot-read executor may hold it.
    const countries = await fetch(`${server.baseUrl}/api/v1/countries`);
    expect(countries.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await within(server.exited, EXIT_WITHIN_MS)).toBe(0);
  }, 180_000);
});
