// Pieces `npm run bench`, `npm run load` and the drills share: a production-mode API process on a free port,
// the captcha solved in Node, sign-in, closed-loop (autocannon) and evenly paced open-loop load. Everything
// talks to 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { solveCaptcha as solveChallenge } from '@vida/test-kit/captcha';
import { CLUB_CONTACT } from '@vida/test-kit/club-contact';
import { freePort } from '@vida/test-kit/ports';
import { pacedLoad } from './paced-load.mjs';

export const REPO = resolve(import.meta.dirname, '..');
export const API_DIR = join(REPO, 'apps/api');

export const CONNECTIONS = 50;
export const WARMUP_S = 3;
/** Throwaway secrets, one set per run: every API process of a run (load, drills) signs alike. */
const SECRETS = {
  captcha: randomBytes(32).toString('hex'),
  links: randomBytes(32).toString('hex'),
  staff: randomBytes(32).toString('hex'),
};

// The load generator and browser driver belong to the e2e workspace; resolve them from there.
export const e2eRequire = createRequire(join(REPO, 'e2e/package.json'));
export const apiRequire = createRequire(join(API_DIR, 'package.json'));

/**
 * @typedef {{ average: number, mean: number, p50?: number, p99?: number }} Histogram
 * @typedef {{ requests: Histogram, latency: Histogram & { p99: number }, non2xx: number, errors: number,
 *   timeouts: number, '2xx': number }} CannonResult
 * @typedef {(opts: Record<string, unknown>) => Promise<CannonResult>} Autocannon
 * @typedef {{ baseUrl: string, port: number, pid: number | undefined, logPath: string,
 *   stop: () => Promise<void>, kill: (signal: NodeJS.Signals) => void, exited: () => boolean }} Server
 */

/** @type {Autocannon} */
const autocannon = e2eRequire('autocannon');

/**
 * The arguments `npm start` gives node in apps/api (its package.json is the one place they are written): the
 * measured server runs with the production V8 settings, the young generation's size among them.
 */
const API_START_ARGS = (() => {
  const pkg = /** @type {{ scripts: { start: string } }} */ (
    JSON.parse(readFileSync(join(API_DIR, 'package.json'), 'utf8'))
  );
  const [command, ...args] = pkg.scripts.start.split(/\s+/);
  if (command !== 'node') throw new Error(`apps/api's start script does not run node: ${pkg.scripts.start}`);
  return args;
})();

export { freePort };

/** @param {number} ms */
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the API as `npm start` would (node with apps/api's start arguments, production settings) with a fresh embedded database (or the
 * given `dataDir`), or on the given PostgreSQL database. `env` adds or overrides settings. Its output goes to
 * a file removed when it stops, or to `logFile`, appended to and kept (a drill's evidence).
 * @param {{ databaseUrl?: string, dataDir?: string, env?: NodeJS.ProcessEnv, port?: number, logFile?: string }} [options]
 * @returns {Promise<Server>}
 */
export async function startServer(options = {}) {
  const port = options.port ?? (await freePort());
  const tmp = await mkdtemp(join(tmpdir(), 'vida-bench-'));
  const logPath = options.logFile ?? join(tmp, 'server.log');
  const log = createWriteStream(logPath, { flags: 'a' });
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir ?? join(tmp, 'db'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Secrets production insists on; throwaway values are fine for a throwaway server.
    CAPTCHA_HMAC_KEY: SECRETS.captcha,
    LINK_SIGNING_KEY: SECRETS.links,
    STAFF_SECRET_KEY: SECRETS.staff,
    ...CLUB_CONTACT,
    // The benchmark never reaches a card provider.
    PAYMENT_PROVIDER: 'sandbox',
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, API_START_ARGS, {
    cwd: API_DIR,
    env,
    detached: true,
    stdio: 'pipe',
  });
  // Two sources into one file: neither may end it (stdout's end would make stderr's last lines, a crash's
  // among them, a "write after end" that kills the caller); stop() ends it.
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (child.pid !== undefined && !gone()) {
      process.kill(-child.pid, 'SIGTERM');
      for (let i = 0; i < 100 && !gone(); i++) await sleep(100);
      if (!gone()) process.kill(-child.pid, 'SIGKILL');
    }
    child.stdout.unpipe(log).resume();
    child.stderr.unpipe(log).resume();
    log.end();
    await rm(tmp, { recursive: true, force: true });
  };
  /** @param {NodeJS.Signals} signal */
  const kill = (signal) => {
    if (child.pid !== undefined && !gone()) process.kill(-child.pid, signal);
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (gone()) break;
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { baseUrl, port, pid: child.pid, logPath, stop, kill, exited: gone };
    await sleep(250);
  }
  const output = (await readFile(logPath, 'utf8').catch(() => '')).split('\n').slice(-30).join('\n');
  await stop();
  throw new Error(`the API did not become healthy. Its output:\n${output}`);
}

/**
 * Solves the server's ALTCHA challenge the way the widget does, and returns the payload it would submit.
 * @param {string} baseUrl @param {Record<string, string>} [headers]
 */
export async function solveCaptcha(baseUrl, headers = {}) {
  const challenge = await (await fetch(`${baseUrl}/api/v1/captcha/challenge`, { headers })).json();
  return solveChallenge(challenge);
}

/**
 * Signs in through the API as the given demo member; answers the token pair the web app would store.
 * @param {string} baseUrl @param {{ email: string, password: string }} account
 * @param {Record<string, string>} [headers] e.g. the X-Forwarded-For of a simulated member
 * @returns {Promise<{ access_token: string, expires_at: string, refresh_token: string }>}
 */
export async function signIn(baseUrl, account, headers = {}) {
  const response = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, captcha_response: await solveCaptcha(baseUrl, headers) }),
  });
  const body =
    /** @type {{ data?: { access_token?: unknown, expires_at?: unknown, refresh_token?: unknown } }} */ (
      await response.json()
    );
  const data = body.data;
  if (
    response.status !== 201 ||
    typeof data?.access_token !== 'string' ||
    typeof data.expires_at !== 'string' ||
    typeof data.refresh_token !== 'string'
  ) {
    throw new Error(`login as ${account.email} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return { access_token: data.access_token, expires_at: data.expires_at, refresh_token: data.refresh_token };
}

/**
 * @param {string} url @param {Record<string, string>} headers @param {number} duration
 * @param {number} [overallRate]
 */
export async function cannon(url, headers, duration, overallRate) {
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration,
    ...(overallRate ? { overallRate } : {}),
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) {
    throw new Error(
      `${url}: ${failures} of ${result['2xx'] + failures} requests failed ` +
        `(${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts); figures would be meaningless`,
    );
  }
  return result;
}

/**
 * Open-loop load at a steady rate on CONNECTIONS keep-alive connections (see paced-load.mjs); the first
 * `warmup` seconds open the connections and warm the JIT and are not counted.
 * @param {string} url @param {Record<string, string>} headers @param {number} rate @param {number} seconds
 */
export function paced(url, headers, rate, seconds, warmup = WARMUP_S) {
  return pacedLoad(url, headers, rate, seconds, warmup, CONNECTIONS);
}
