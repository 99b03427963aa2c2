#!/usr/bin/env node
// `npm run bench` (after `npm run build`): the performance budgets, measured from one run.
//  - throughput of the authenticated GET /api/v1/profile as a ratio to a trivial route on the same server
//    (autocannon, closed loop), and its p99 latency at half of its peak rate (an evenly paced open-loop
//    generator; see `paced`): on the embedded PGlite and, when DATABASE_URL is set, on PostgreSQL. Ratios
//    rather than absolute figures, because the machine running this varies.
//  - the gzip size of all JavaScript the login page loads (measured in Chromium, as a visitor gets it), and
//    of the largest lazily loaded chunk.
//  - Lighthouse (mobile, simulated throttling, median of 3) on the login page and the signed-in pages
//    (scripts/bench-lighthouse.mjs).
// Exits non-zero when a budget is missed. Not part of `npm test`: timings make poor pass/fail tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { benchLighthouse } from './bench-lighthouse.mjs';

const REPO = resolve(import.meta.dirname, '..');
const API_DIR = join(REPO, 'apps/api');
const DIST = join(REPO, 'apps/web/dist');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 3;
const BUDGET = {
  ratioPglite: 0.1,
  ratioPostgres: 0.3,
  p99Ms: 20,
  loginJsKb: 200,
  lazyChunkKb: 60,
};
const ANA = { email: 'ana.garcia@example.com', password: 'Vacation#2026' };
/** The member whose pages Lighthouse measures (contracts, reservations and messages in the demo data). */
const JOHN = { email: 'john.miller@example.com', password: 'Vacation#2026' };

// The load generator and browser driver belong to the e2e workspace; resolve them from there.
const e2eRequire = createRequire(join(REPO, 'e2e/package.json'));
const apiRequire = createRequire(join(API_DIR, 'package.json'));

/**
 * @typedef {{ average: number, mean: number, p50?: number, p99?: number }} Histogram
 * @typedef {{ requests: Histogram, latency: Histogram & { p99: number }, non2xx: number, errors: number,
 *   timeouts: number, '2xx': number }} CannonResult
 * @typedef {(opts: Record<string, unknown>) => Promise<CannonResult>} Autocannon
 * @typedef {{ name: string, ok: boolean, detail: string }} Verdict
 */

/** @type {Autocannon} */
const autocannon = e2eRequire('autocannon');

/** @type {Verdict[]} */
const verdicts = [];
const startedAt = Date.now();

/** @param {string} text */
function note(text) {
  console.log(`  [${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${text}`);
}

/** @param {string} name @param {boolean} ok @param {string} detail */
function judge(name, ok, detail) {
  verdicts.push({ name, ok, detail });
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((done, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the API as `npm start` would (`node --import tsx`, production settings) with a fresh embedded database, or on the
 * given PostgreSQL database.
 * @param {string | undefined} databaseUrl
 * @returns {Promise<{ baseUrl: string, stop: () => Promise<void> }>}
 */
async function startServer(databaseUrl) {
  const port = await freePort();
  const tmp = await mkdtemp(join(tmpdir(), 'vida-bench-'));
  const logPath = join(tmp, 'server.log');
  const log = createWriteStream(logPath);
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: join(tmp, 'db'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Secrets production insists on; throwaway values are fine for a throwaway server.
    CAPTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
    LINK_SIGNING_KEY: randomBytes(32).toString('hex'),
    // The benchmark never reaches a card provider.
    PAYMENT_PROVIDER: 'sandbox',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env,
    detached: true,
    stdio: 'pipe',
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (child.pid !== undefined && !gone()) {
      process.kill(-child.pid, 'SIGTERM');
      for (let i = 0; i < 100 && !gone(); i++) await sleep(100);
      if (!gone()) process.kill(-child.pid, 'SIGKILL');
    }
    log.end();
    await rm(tmp, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (gone()) break;
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { baseUrl, stop };
    await sleep(250);
  }
  const output = (await readFile(logPath, 'utf8').catch(() => '')).split('\n').slice(-30).join('\n');
  await stop();
  throw new Error(`the API did not become healthy. Its output:\n${output}`);
}

/**
 * Solves the server's ALTCHA challenge the way the widget does, and returns the payload it would submit.
 * @param {string} baseUrl
 */
async function solveCaptcha(baseUrl) {
  const challenge =
    /** @type {{ parameters?: { algorithm?: string }, signature?: string, _version?: number }} */ (
      await (await fetch(`${baseUrl}/api/v1/captcha/challenge`)).json()
    );
  const altcha = await import(pathToFileURL(apiRequire.resolve('altcha-lib')).href);
  const algorithm = String(challenge.parameters?.algorithm ?? '');
  const family = algorithm.startsWith('PBKDF2')
    ? 'pbkdf2'
    : algorithm.startsWith('SHA')
      ? 'sha'
      : algorithm.startsWith('ARGON2')
        ? 'argon2id'
        : 'scrypt';
  const { deriveKey } = await import(
    pathToFileURL(apiRequire.resolve(`altcha-lib/algorithms/${family}`)).href
  );
  const solveChallenge = altcha.solveChallenge ?? altcha.default?.solveChallenge;
  const counterMode = challenge._version === 1 ? 'string' : 'uint32';
  const solution = await solveChallenge({ challenge, deriveKey, counterMode });
  if (!solution) throw new Error('could not solve the captcha challenge');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/**
 * Signs in through the API as the given demo member; answers the token pair the web app would store.
 * @param {string} baseUrl @param {{ email: string, password: string }} account
 * @returns {Promise<{ access_token: string, expires_at: string, refresh_token: string }>}
 */
async function signIn(baseUrl, account) {
  const response = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, captcha_response: await solveCaptcha(baseUrl) }),
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
async function cannon(url, headers, duration, overallRate) {
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
 * Open-loop load at a steady rate: request i is due at start + i/rate and its latency counts from then, so
 * time spent waiting for a free connection (up to CONNECTIONS) is included, as a real client would feel it.
 * autocannon's `overallRate` instead lets every connection fire back to back until its per-second quota is
 * used and then pause, so "half of peak" becomes bursts at full speed: its p99 reflects saturation.
 * The first `WARMUP_S` seconds open the connections and warm the JIT; they are not counted.
 * @param {string} url @param {Record<string, string>} headers @param {number} rate @param {number} seconds
 * @returns {Promise<{ p50: number, p99: number, max: number, sent: number, failed: number, achieved: number }>}
 */
function paced(url, headers, rate, seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const total = Math.round(rate * (seconds + WARMUP_S));
  const countFrom = Math.round(rate * WARMUP_S);
  /** @type {number[]} */
  const latencies = [];
  let issued = 0;
  let settled = 0;
  let failed = 0;
  const start = performance.now();
  return new Promise((done) => {
    const finish = () => {
      agent.destroy();
      const sorted = latencies.sort((a, b) => a - b);
      /** @param {number} q */
      const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
      const elapsed = (performance.now() - start) / 1000;
      done({ p50: at(0.5), p99: at(0.99), max: at(1), sent: total, failed, achieved: total / elapsed });
    };
    /** @param {number} due */
    const fire = (due) => {
      const req = request(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) failed++;
          else if (due >= start + (countFrom * 1000) / rate) latencies.push(performance.now() - due);
          if (++settled === total) finish();
        });
      });
      req.on('error', () => {
        failed++;
        if (++settled === total) finish();
      });
      req.end();
    };
    const tick = () => {
      const now = performance.now();
      const dueCount = Math.min(total, Math.floor(((now - start) / 1000) * rate) + 1);
      while (issued < dueCount) fire(start + (issued++ * 1000) / rate);
      if (issued < total) setTimeout(tick, 1);
    };
    tick();
  });
}

/** @param {string} engine @param {string | undefined} databaseUrl */
async function benchApi(engine, databaseUrl) {
  console.log(`\n== API on ${engine} (${CONNECTIONS} connections, ${DURATION_S} s per run) ==`);
  const server = await startServer(databaseUrl);
  note('server healthy');
  try {
    const token = (await signIn(server.baseUrl, ANA)).access_token;
    note('signed in as Ana (captcha solved in Node)');
    const ping = `${server.baseUrl}/api/v1/ping`;
    const profile = `${server.baseUrl}/api/v1/profile`;
    const auth = { authorization: `Bearer ${token}`, 'accept-language': 'es' };
    const check = await fetch(profile, { headers: auth });
    if (check.status !== 200) throw new Error(`GET /api/v1/profile answered ${check.status}`);
    const pingCheck = await fetch(ping);
    if (pingCheck.status !== 200) throw new Error(`GET /api/v1/ping answered ${pingCheck.status}`);

    await cannon(ping, {}, WARMUP_S);
    await cannon(profile, auth, WARMUP_S);
    note('warmed up');
    const pingPeak = (await cannon(ping, {}, DURATION_S)).requests.average;
    const profilePeak = (await cannon(profile, auth, DURATION_S)).requests.average;
    const ratio = profilePeak / pingPeak;
    const halfRate = Math.max(1, Math.floor(profilePeak / 2));
    const bursty = await cannon(profile, auth, DURATION_S, halfRate);
    const steady = await paced(profile, auth, halfRate, DURATION_S);
    if (steady.failed > 0)
      throw new Error(`${steady.failed} of ${steady.sent} paced profile requests failed`);
    const p99 = Math.round(steady.p99 * 10) / 10;
    // The same pacing on the trivial route: the latency floor of this machine, load generator included.
    const floor = await paced(ping, {}, halfRate, DURATION_S);

    console.log(`  GET /api/v1/ping     peak ${pingPeak.toFixed(0).padStart(7)} req/s`);
    console.log(`  GET /api/v1/profile  peak ${profilePeak.toFixed(0).padStart(7)} req/s`);
    console.log(`  profile / ping ratio      ${ratio.toFixed(3)}`);
    console.log(
      `  profile at ${halfRate} req/s (half of peak), evenly paced: p50 ${steady.p50.toFixed(1)} ms, ` +
        `p99 ${steady.p99.toFixed(1)} ms, max ${steady.max.toFixed(1)} ms, achieved ${steady.achieved.toFixed(0)} req/s`,
    );
    console.log(
      `  (same pacing on /api/v1/ping: p50 ${floor.p50.toFixed(1)} ms, p99 ${floor.p99.toFixed(1)} ms — ` +
        'the floor of this machine and load generator; not judged)',
    );
    console.log(
      `  (autocannon overallRate ${halfRate}, per-second bursts: p50 ${bursty.latency.p50 ?? '?'} ms, ` +
        `p99 ${bursty.latency.p99} ms; for reference, not judged)`,
    );
    const minimum = databaseUrl ? BUDGET.ratioPostgres : BUDGET.ratioPglite;
    judge(`profile/ping ratio on ${engine}`, ratio >= minimum, `${ratio.toFixed(3)} (budget ≥ ${minimum})`);
    judge(
      `profile p99 at half of peak on ${engine}`,
      p99 <= BUDGET.p99Ms,
      `${p99} ms (budget ≤ ${BUDGET.p99Ms} ms)`,
    );
  } finally {
    await server.stop();
    note('server stopped');
  }
}

/** @param {Buffer | string} data */
const gzipKb = (data) => gzipSync(data, { level: 9 }).length / 1024;

/** JavaScript the login page loads, as Chromium fetches it, until the network is idle. */
async function benchLoginJs() {
  console.log('\n== JavaScript of the login page (gzip -9 of each script the browser loaded) ==');
  const server = await startServer(undefined);
  /** @type {typeof import('playwright-core')} */
  const { chromium } = e2eRequire('playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    /** @type {Promise<{ url: string, kb: number }>[]} */
    const scripts = [];
    page.on(
      'response',
      /** @param {import('playwright-core').Response} response */ (response) => {
        // Workers the captcha widget starts from blob: URLs reuse code it already downloaded.
        if (!response.url().startsWith('http')) return;
        const type = response.headers()['content-type'] ?? '';
        if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
        scripts.push(
          response.body().then((body) => ({ url: new URL(response.url()).pathname, kb: gzipKb(body) })),
        );
      },
    );
    // A first-time visitor: the once-only password notice is part of what the page loads.
    await page.goto(`${server.baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts.splice(0));
    for (const s of loaded.sort((a, b) => b.kb - a.kb))
      console.log(`  ${s.kb.toFixed(1).padStart(7)} KB  ${s.url}`);
    const total = loaded.reduce((sum, s) => sum + s.kb, 0);
    console.log(`  ${total.toFixed(1).padStart(7)} KB  total on load, ${loaded.length} files`);

    // What starts loading once the visitor uses the form (the captcha widget, loaded lazily): reported,
    // not judged — the budget is about the page's first load.
    await page.keyboard.press('Escape');
    await page
      .getByLabel(/^E-mail/)
      .first()
      .focus();
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    const later = await Promise.all(scripts.splice(0));
    const laterKb = later.reduce((sum, s) => sum + s.kb, 0);
    console.log(
      `  +${laterKb.toFixed(1)} KB once the form is used (${later.map((s) => s.url).join(', ') || 'nothing'})`,
    );
    judge(
      'login page JavaScript',
      total <= BUDGET.loginJsKb,
      `${total.toFixed(1)} KB gzip on load (budget ≤ ${BUDGET.loginJsKb} KB); +${laterKb.toFixed(1)} KB when the form is used`,
    );
    return new Set([...loaded, ...later].map((s) => s.url));
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * The largest chunk loaded on demand: Vite's dynamic entries from its manifest (build.manifest), else any
 * built script the login page did not load.
 * @param {Set<string>} loginScripts
 */
function benchLazyChunks(loginScripts) {
  console.log('\n== Largest lazily loaded chunk (gzip -9) ==');
  const manifestPath = join(DIST, '.vite/manifest.json');
  /** @type {string[]} */
  let files;
  let source;
  if (existsSync(manifestPath)) {
    /** @type {Record<string, { file: string, isDynamicEntry?: boolean }>} */
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    files = Object.values(manifest)
      .filter((chunk) => chunk.isDynamicEntry && chunk.file.endsWith('.js'))
      .map((chunk) => chunk.file);
    source = 'dynamic entries of .vite/manifest.json';
  } else {
    const assets = join(DIST, 'assets');
    files = readdirSync(assets)
      .filter((name) => name.endsWith('.js') && !loginScripts.has(`/assets/${name}`))
      .map((name) => `assets/${name}`);
    source = 'scripts in dist/assets the login page did not load (no Vite manifest)';
  }
  if (files.length === 0) {
    judge('largest lazy chunk', false, `no lazy chunks found (${source}): is the app split per route?`);
    return;
  }
  const sized = files
    .map((file) => ({ file, kb: gzipKb(readFileSync(join(DIST, file))) }))
    .sort((a, b) => b.kb - a.kb);
  for (const s of sized.slice(0, 5)) console.log(`  ${s.kb.toFixed(1).padStart(7)} KB  ${s.file}`);
  console.log(`  (${sized.length} chunks; ${source})`);
  const largest = sized[0];
  if (!largest) return;
  judge(
    'largest lazy chunk',
    largest.kb <= BUDGET.lazyChunkKb,
    `${largest.kb.toFixed(1)} KB gzip, ${largest.file} (budget ≤ ${BUDGET.lazyChunkKb} KB each)`,
  );
}

/** Lighthouse on the login page and, signed in as John, the pages members spend their time on. */
async function benchPages() {
  console.log('\n== Lighthouse: login page and signed-in pages ==');
  const server = await startServer(undefined);
  try {
    const session = await signIn(server.baseUrl, JOHN);
    note('signed in as John (captcha solved in Node)');
    await benchLighthouse({ baseUrl: server.baseUrl, session, judge, note });
  } finally {
    await server.stop();
  }
}

async function main() {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm run bench does).');
  }
  console.log(
    `Node ${process.version}, ${cpus().length} CPUs; the server runs with NODE_ENV=production, LOG_LEVEL=warn`,
  );
  const only = process.env.BENCH_ONLY || undefined; // 'api', 'postgres', 'web' or 'lighthouse', to rerun a part
  if (only === undefined || only === 'api' || only === 'postgres') {
    if (only !== 'postgres') await benchApi('PGlite (embedded)', undefined);
    if (process.env.DATABASE_URL) await benchApi('PostgreSQL', process.env.DATABASE_URL);
    else console.log('\n(DATABASE_URL is not set: skipping the PostgreSQL run)');
  }
  if (only === undefined || only === 'web') {
    const loginScripts = await benchLoginJs();
    benchLazyChunks(loginScripts);
  }
  if (only === undefined || only === 'lighthouse') await benchPages();

  const failed = verdicts.filter((v) => !v.ok);
  console.log(`\n== Budgets: ${verdicts.length - failed.length} passed, ${failed.length} failed ==`);
  for (const v of verdicts) console.log(`  ${v.ok ? 'PASS' : 'FAIL'}  ${v.name}: ${v.detail}`);
  process.exitCode = failed.length > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
