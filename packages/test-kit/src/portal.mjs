// The one way tests and scripts start the portal (the browser journeys, the bench, the load runs and drills):
// the built API as `npm start` runs it, optionally with the sandbox card provider beside it, on free ports
// with a throwaway folder, ready once /api/health answers, and stopped with its whole process group. Types in
// portal.d.mts.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { finished } from 'node:stream/promises';
import { freePort } from './ports.mjs';

const REPO = resolve(import.meta.dirname, '../../..');
const POLL_MS = 250;
const STOP_GRACE_MS = 10_000;

/**
 * The arguments a workspace's `start` script gives node (its package.json is the one place they are written):
 * the server runs with its production V8 settings, without npm in between, so a signal reaches it.
 * @param {string} dir
 */
function nodeStartArgs(dir) {
  const pkg = /** @type {{ scripts?: { start?: string } }} */ (
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  );
  const [command, ...args] = (pkg.scripts?.start ?? '').split(/\s+/);
  if (command !== 'node') throw new Error(`${dir}'s start script does not run node: ${pkg.scripts?.start}`);
  return args;
}

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** @param {import('node:child_process').ChildProcess} child */
const exited = (child) => child.exitCode !== null || child.signalCode !== null;

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} ms
 * @returns {Promise<boolean>} whether it exited in time
 */
function waitForExit(child, ms) {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}

/**
 * Whether `url` answers 2xx; a server that accepts but never answers must not hold the wait past its deadline.
 * @param {string} url
 */
const answers = (url) =>
  fetch(url, { signal: AbortSignal.timeout(POLL_MS * 20) }).then(
    (r) => r.ok,
    () => false,
  );

/**
 * @param {import('./portal.d.mts').PortalOptions} [options]
 * @returns {Promise<import('./portal.d.mts').Portal>}
 */
export async function startPortal(options = {}) {
  const apiDir = options.apiDir ?? join(REPO, 'apps/api');
  const sandboxDir = options.sandboxDir ?? join(REPO, 'apps/card-sandbox');
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const sandboxPort = options.sandbox ? await freePort() : undefined;
  const sandboxUrl = sandboxPort ? `http://127.0.0.1:${sandboxPort}` : undefined;
  const folder = await mkdtemp(join(tmpdir(), `vida-${options.label ?? 'portal'}-`));
  const dataDir = options.dataDir ?? join(folder, 'db');
  const logPath = options.logFile ?? join(folder, 'server.log');
  const log = createWriteStream(logPath, { flags: 'a' });

  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  /** @param {string} dir @param {NodeJS.ProcessEnv} env */
  const launch = (dir, env) => {
    // Its own process group (detached), so stop() ends it with anything it starts.
    const child = spawn(process.execPath, nodeStartArgs(dir), {
      cwd: dir,
      env,
      detached: true,
      stdio: 'pipe',
    });
    // Two sources into one file: neither may end it (stdout's end would turn stderr's last lines, a crash's
    // among them, into a "write after end" that kills the caller); stop() ends it.
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    children.push(child);
    return child;
  };

  /** @param {(folder: string) => Promise<void>} [inspect] */
  const stop = async (inspect) => {
    for (const child of children) {
      if (child.pid !== undefined && !exited(child)) {
        process.kill(-child.pid, 'SIGTERM');
        if (!(await waitForExit(child, STOP_GRACE_MS))) process.kill(-child.pid, 'SIGKILL');
      }
      child.stdout?.unpipe(log).resume();
      child.stderr?.unpipe(log).resume();
    }
    log.end();
    await finished(log).catch(() => {});
    try {
      await inspect?.(folder);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  };
  const failStart = async (/** @type {string} */ why) => {
    const output = (await readFile(logPath, 'utf8').catch(() => '')).split('\n').slice(-40).join('\n');
    await stop();
    return new Error(`${why}. Output:\n${output}`);
  };

  // The sandbox first: it starts while `beforeStart` works on the database.
  const sandbox =
    sandboxPort === undefined
      ? undefined
      : launch(sandboxDir, {
          ...process.env,
          SANDBOX_PORT: String(sandboxPort),
          SANDBOX_DATA_DIR: join(folder, 'card-sandbox'),
          PUBLIC_URL: baseUrl,
          SANDBOX_QUIET: 'true',
          ...options.sandboxEnv,
        });
  try {
    await options.beforeStart?.(dataDir);
  } catch (error) {
    await stop();
    throw error;
  }
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    ...(sandboxUrl ? { PAYMENT_ENDPOINT: sandboxUrl } : {}),
    ...options.env,
  };
  // Only the caller picks the database: a DATABASE_URL in the shell must not turn a PGlite run into another.
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const api = launch(apiDir, env);

  const timeoutMs = options.startupTimeoutMs ?? 180_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(api) || (sandbox && exited(sandbox))) {
      throw await failStart(
        sandbox ? 'The API or the card sandbox exited during start-up' : 'The API exited during start-up',
      );
    }
    const [apiUp, sandboxUp] = await Promise.all([
      answers(`${baseUrl}/api/health`),
      sandboxUrl ? answers(`${sandboxUrl}/health`) : true,
    ]);
    if (apiUp && sandboxUp) {
      return {
        baseUrl,
        port,
        pid: api.pid,
        ...(sandboxUrl ? { sandboxUrl } : {}),
        logPath,
        exited: () => exited(api),
        kill: (signal) => {
          if (api.pid !== undefined && !exited(api)) process.kill(-api.pid, signal);
        },
        stop,
      };
    }
    await sleep(POLL_MS);
  }
  throw await failStart(`The portal did not answer its health checks within ${timeoutMs / 1000} s`);
}
