import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '../..');
const API_DIR = join(REPO, 'apps/api');
const TSX = join(REPO, 'node_modules/.bin/tsx');
const STARTUP_TIMEOUT_MS = 120_000;

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
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
 * Starts `tsx src/server.ts` in apps/api (what `npm run start -w @vida/api` runs) on a free port with a fresh
 * embedded database, and waits until /api/health answers 200. The first start migrates and seeds the demo
 * data, which takes a few seconds.
 */
export async function startServer(options: { env?: Record<string, string> } = {}): Promise<RunningServer> {
  if (!existsSync(join(REPO, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist/index.html is missing: build the web app first (npm run test:e2e does).');
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'vida-e2e-'));
  const logPath = join(dataDir, 'server.log');
  const log = createWriteStream(logPath);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: join(dataDir, 'db'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // A journey may point its own portal at a test SMTP server (SMTP_URL) and the like.
    ...options.env,
  };
  // The browser suite always runs on the embedded database; PostgreSQL is exercised by the API suite.
  delete env.DATABASE_URL;
  const child = spawn(TSX, ['src/server.ts'], { cwd: API_DIR, env, detached: true, stdio: 'pipe' });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.pid !== undefined && !exited(child)) {
      // The whole process group: tsx runs the server in a child process of its own.
      process.kill(-child.pid, 'SIGTERM');
      if (!(await waitForExit(child, 10_000))) process.kill(-child.pid, 'SIGKILL');
    }
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited(child)) {
      const output = await tail(logPath);
      await stop();
      throw new Error(`The API exited during start-up (code ${child.exitCode}). Its output:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { baseUrl, stop };
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
