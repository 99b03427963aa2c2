import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '@vida/test-kit/ports';
import { type MemberPool, seedMemberPool } from './members.ts';

const REPO = resolve(import.meta.dirname, '../..');
const SANDBOX_DIR = join(REPO, 'apps/card-sandbox');
const STARTUP_TIMEOUT_MS = 120_000;

export interface RunningServer {
  baseUrl: string;
  /** The sandbox card provider the portal sends card journeys to. */
  sandboxUrl: string;
  /** The members and guest accounts seeded for journeys that change an account (`memberPool`), none otherwise. */
  pool: Pick<MemberPool, 'members' | 'guests'>;
  /** Stops both processes; `inspect` may read the data folder (database, server.log) before it is removed. */
  stop(inspect?: (dataDir: string) => Promise<void>): Promise<void>;
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}

async function tail(path: string): Promise<string> {
  const text = await readFile(path, 'utf8').catch(() => '');
  return text.split('\n').slice(-40).join('\n');
}

/**
 * Starts the built API as `npm start` does (`npm run start -w @vida/api`: `dist/server.js` with the
 * production V8 settings) on a free port with a fresh embedded database, and waits until /api/health
 * answers 200. The first start migrates and seeds the demo data, which takes a few seconds.
 */
export async function startServer(
  options: { env?: Record<string, string>; memberPool?: number } = {},
): Promise<RunningServer> {
  for (const built of [
    'apps/web/dist/index.html',
    'apps/api/dist/server.js',
    'apps/card-sandbox/dist/server.js',
  ]) {
    if (!existsSync(join(REPO, built))) {
      throw new Error(`${built} is missing: build the portal first (npm run test:e2e does).`);
    }
  }
  const port = await freePort();
  const sandboxPort = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'vida-e2e-'));
  const logPath = join(dataDir, 'server.log');
  const log = createWriteStream(logPath);
  const baseUrl = `http://127.0.0.1:${port}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  // The sandbox card provider, as `npm start` runs it beside the portal: its own process and storage.
  const sandbox = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: SANDBOX_DIR,
    env: {
      ...process.env,
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DATA_DIR: join(dataDir, 'card-sandbox'),
      PUBLIC_URL: baseUrl,
      SANDBOX_QUIET: 'true',
    },
    detached: true,
    stdio: 'pipe',
  });
  sandbox.stdout?.pipe(log, { end: false });
  sandbox.stderr?.pipe(log, { end: false });
  // Seeded before the API opens the database: one data directory is never open in two processes.
  const pool = options.memberPool
    ? await seedMemberPool(REPO, join(dataDir, 'db'), options.memberPool)
    : { members: [], guests: [] };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    // info: every request is logged, and the log is searched for card data after the suite.
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: join(dataDir, 'db'),
    PUBLIC_URL: baseUrl,
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_ENDPOINT: sandboxUrl,
    // A journey may point its own portal at a test SMTP server (SMTP_URL) and the like.
    ...options.env,
  };
  // The browser suite always runs on the embedded database; PostgreSQL is exercised by the API suite.
  delete env.DATABASE_URL;
  const child = spawn('npm', ['run', '--silent', 'start', '-w', '@vida/api'], {
    cwd: REPO,
    env,
    detached: true,
    stdio: 'pipe',
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });

  const stop = async (inspect?: (dir: string) => Promise<void>) => {
    for (const proc of [child, sandbox]) {
      if (proc.pid !== undefined && !exited(proc)) {
        // The whole process group: npm runs the server in a child process of its own.
        process.kill(-proc.pid, 'SIGTERM');
        if (!(await waitForExit(proc, 10_000))) process.kill(-proc.pid, 'SIGKILL');
      }
    }
    log.end();
    try {
      await inspect?.(dataDir);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  };

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited(child) || exited(sandbox)) {
      const output = await tail(logPath);
      await stop();
      throw new Error(`The API or the card sandbox exited during start-up. Their output:\n${output}`);
    }
    try {
      const [api, provider] = await Promise.all([
        fetch(`${baseUrl}/api/health`),
        fetch(`${sandboxUrl}/health`),
      ]);
      if (api.ok && provider.ok) return { baseUrl, sandboxUrl, pool, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const output = await tail(logPath);
  await stop();
  throw new Error(
    `The API did not answer /api/health within ${STARTUP_TIMEOUT_MS / 1000} s. Its output:\n${output}`,
  );
}
