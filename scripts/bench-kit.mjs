// Pieces `npm run bench`, `npm run load` and the drills share: a production-mode API process on a free port,
// the captcha solved in Node, sign-in, closed-loop (autocannon) and evenly paced open-loop load, throwaway
// PostgreSQL databases. Everything
// talks to 127.0.0.1 only.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { solveCaptcha as solveChallenge } from '@vida/test-kit/captcha';
import { CLUB_CONTACT } from '@vida/test-kit/club-contact';
import { startPortal } from '@vida/test-kit/portal';
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

export { freePort };

/** @type {typeof import('pg')} */
const pg = apiRequire('pg');

/**
 * A fresh database on an existing PostgreSQL cluster (each scenario starts from the demo seed).
 * @param {string} clusterUrl any database's URL on the cluster @param {string} name
 */
export async function createDatabase(clusterUrl, name) {
  const admin = new URL(clusterUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops a database `createDatabase` made, whoever is still connected to it.
 * @param {string} clusterUrl any database's URL on the cluster @param {string} name
 */
export async function dropDatabase(clusterUrl, name) {
  const admin = new URL(clusterUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** @param {number} ms */
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The settings startServer gives the API (production, this run's secrets) with `env` on top: also what a built
 * command (`apps/api/dist/cli/*.js`) needs to act on that server's database as the server would.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {NodeJS.ProcessEnv}
 */
export function serverEnv(env = {}) {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Secrets production insists on; throwaway values are fine for a throwaway server.
    CAPTCHA_HMAC_KEY: SECRETS.captcha,
    LINK_SIGNING_KEY: SECRETS.links,
    STAFF_SECRET_KEY: SECRETS.staff,
    ...CLUB_CONTACT,
    // Never a real card provider: the sandbox, when one is started beside the API (`WITH_CARD_PROVIDER`).
    PAYMENT_PROVIDER: 'sandbox',
    ...env,
  };
}

/**
 * `startServer`'s options for a server a member can pay on: the sandbox card provider beside it, answering at once
 * (its time is not the page's).
 */
export const WITH_CARD_PROVIDER = {
  sandbox: true,
  sandboxEnv: { SANDBOX_CHARGE_DELAY_MS: '0' },
  env: { PAYMENTS_ENABLED: 'true' },
};

/**
 * Starts the API as `npm start` would (node with apps/api's start arguments, production settings) with a fresh
 * embedded database (or the given `dataDir`), or on the given PostgreSQL database, through the test kit's
 * starter (the browser journeys' too). `env` adds or overrides settings. Its output goes to a file removed when
 * it stops, or to `logFile`, appended to and kept (a drill's evidence). `sandbox` starts the sandbox card
 * provider beside it (`sandboxEnv` its settings).
 * @param {{ databaseUrl?: string, dataDir?: string, env?: NodeJS.ProcessEnv, port?: number, logFile?: string,
 *   sandbox?: boolean, sandboxEnv?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<Server>}
 */
export async function startServer(options = {}) {
  const portal = await startPortal({ label: 'bench', ...options, env: serverEnv(options.env) });
  return {
    baseUrl: portal.baseUrl,
    port: portal.port,
    pid: portal.pid,
    logPath: portal.logPath,
    stop: () => portal.stop(),
    kill: portal.kill,
    exited: portal.exited,
  };
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
 * @param {number} [overallRate] @param {number} [connections]
 */
export async function cannon(url, headers, duration, overallRate, connections = CONNECTIONS) {
  const result = await autocannon({
    url,
    headers,
    connections,
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
 * @param {number} [warmup] @param {number} [connections]
 */
export function paced(url, headers, rate, seconds, warmup = WARMUP_S, connections = CONNECTIONS) {
  return pacedLoad(url, headers, rate, seconds, warmup, connections);
}
