// The AutoPay scenarios of `npm run drill payments` (see payment-drill.mjs): the demo members turn AutoPay on
// for their contracts through the API, then the built jobs command charges the instalments "as of" their due
// date while the sandbox provider answers later than the portal waits, or while the command itself gets
// kill -9 with a charge at the provider; it runs again, the reconciler settles what no answer settled, and a
// week of daily runs follows. The sandbox's charges are then compared with the portal's database as for the
// members' own payments: every instalment on AutoPay charged once and paid once, no charge the portal lacks.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, REPO, serverEnv, signIn, sleep, startServer } from './bench-kit.mjs';
import { API_ENV, PASSWORD } from './load-kit.mjs';
import {
  compare,
  PAYABLE,
  PAYERS,
  RECONCILE_ENV,
  readDatabase,
  sandboxCharges,
  startSandbox,
} from './payment-drill.mjs';

/** The day `n` days after `day` (YYYY-MM-DD). @param {string} day @param {number} n */
const addDays = (day, n) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Each demo member turns AutoPay on, with her active card and the consent version she is shown, for every
 * payable contract that has an instalment still to come (those already due are never AutoPay's).
 * @param {string} baseUrl @param {(text: string) => void} saw
 * @returns {Promise<string>} the day by which every enrolled contract has an instalment due
 */
async function enrol(baseUrl, saw) {
  /** @type {string[]} */
  const dues = [];
  for (const [n, email] of PAYERS.entries()) {
    const ip = { 'x-forwarded-for': `10.250.1.${n + 1}` };
    const session = await signIn(baseUrl, { email, password: PASSWORD }, ip);
    const headers = { ...ip, authorization: `Bearer ${session.access_token}`, 'accept-language': 'en' };
    /** @param {string} path */
    const get = async (path) => {
      const response = await fetch(`${baseUrl}${path}`, { headers });
      if (!response.ok) throw new Error(`${email}: GET ${path} answered ${response.status}`);
      return /** @type {{ data: any }} */ (await response.json()).data;
    };
    const card = /** @type {{ id: number, status: number }[]} */ (await get('/api/v1/credit_cards')).find(
      (c) => c.status === 1,
    );
    if (!card) throw new Error(`${email} has no active card`);
    const contracts = /** @type {{ contract_id: number, contract_status: string }[]} */ (
      await get('/api/v1/user_contracts')
    );
    for (const contract of contracts.filter((c) => PAYABLE.has(c.contract_status))) {
      const path = `/api/v1/autopay/contracts/${contract.contract_id}`;
      const view = /** @type {{ contract_number: string, consent: { version: string },
        next_charge: { due_date: string } | null }} */ (await get(path));
      if (!view.next_charge) continue;
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ card_id: card.id, consent_version: view.consent.version }),
      });
      if (response.status !== 200)
        throw new Error(`${email}: AutoPay on ${view.contract_number} answered ${response.status}`);
      dues.push(view.next_charge.due_date);
    }
  }
  const last = dues.sort().at(-1);
  if (!last) throw new Error('no demo contract has an instalment to come: nothing for AutoPay to charge');
  saw(
    `AutoPay turned on for ${dues.length} contracts (next instalments due ${[...new Set(dues)].join(', ')})`,
  );
  return last;
}

/**
 * The built jobs command (`npm run jobs -- …`) on the scenario's database, as its own process group (so
 * kill -9 ends it mid-charge). `done` resolves with the lines it printed (one per run) and how it ended.
 * @param {string[]} args @param {{ env: NodeJS.ProcessEnv, db: { url?: string, dataDir?: string }, logFile: string }} options
 */
function startJobs(args, { env, db, logFile }) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const childEnv = { ...process.env, ...serverEnv(env) };
  if (db.url) childEnv.DATABASE_URL = db.url;
  else {
    delete childEnv.DATABASE_URL;
    childEnv.DATA_DIR = db.dataDir;
  }
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/cli/jobs.js', ...args], {
    cwd: join(REPO, 'apps/api'),
    env: childEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr.pipe(log);
  /** @type {Promise<{ lines: string[], ended: string }>} */
  const done = new Promise((resolve) =>
    child.once('close', (code, signal) => {
      log.end();
      resolve({ lines: out.split('\n').filter(Boolean), ended: signal ?? `exit ${code}` });
    }),
  );
  return {
    done,
    kill: () => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    },
  };
}

/**
 * Charge requests the sandbox received whose charge it has not made yet (its log counts the requests).
 * @param {string} sandboxUrl @param {string} sandboxLog
 */
async function chargesInFlight(sandboxUrl, sandboxLog) {
  const requests = readFileSync(sandboxLog, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"msg":"incoming request"') && line.includes('/pts/v2/payments')).length;
  return requests - (await sandboxCharges(sandboxUrl)).length;
}

/**
 * One AutoPay scenario on one engine, judged as the members' payments are.
 * @param {import('./payment-drill.mjs').Scenario} scenario
 * @param {{ engine: 'pglite' | 'postgres', databaseUrl?: string, judge: (name: string, ok: boolean, detail: string) => void,
 *   saw: (text: string) => void, logDir?: string, logLevel: string }} options
 */
export async function runAutoPayScenario(scenario, { engine, databaseUrl, judge, saw, logDir, logLevel }) {
  const label = `payments/${engine}: ${scenario.name}`;
  console.log(`\n-- ${label}: ${scenario.what}`);
  const dir = mkdtempSync(join(tmpdir(), 'vida-drill-autopay-'));
  const logs = logDir ?? dir;
  const slug = `pay-${engine}-${scenario.name.replaceAll(/\W+/g, '-')}`;
  const sandboxLog = join(logs, `${slug}-sandbox.log`);
  const sandbox = await startSandbox({
    port: await freePort(),
    dataDir: join(dir, 'sandbox'),
    delayMs: scenario.delayMs,
    searchDelayMs: scenario.searchDelayMs,
    logFile: sandboxLog,
  });
  const db = databaseUrl ? { url: databaseUrl } : { dataDir: join(dir, 'db') };
  const env = {
    ...API_ENV,
    ...RECONCILE_ENV,
    LOG_LEVEL: logLevel,
    PAYMENTS_ENABLED: 'true',
    PAYMENT_REST_ENDPOINT: sandbox.url,
    PAYMENT_ENDPOINT: sandbox.url,
    PAYMENT_TIMEOUT_MS: String(scenario.timeoutMs),
  };
  let started = 0;
  const startApi = () =>
    startServer({
      ...(db.url ? { databaseUrl: db.url } : { dataDir: db.dataDir }),
      env,
      logFile: join(logs, `${slug}-api-${started++}.log`),
    });
  let runs = 0;
  /** Runs the jobs command to its end; its lines are the drill's evidence. @param {string[]} args */
  const jobs = async (args, during = async (/** @type {() => void} */ _kill) => {}) => {
    const run = startJobs(args, { env, db, logFile: join(logs, `${slug}-jobs-${runs++}.log`) });
    await during(run.kill);
    const { lines, ended } = await run.done;
    // One line per run ("<instant>  autopay: ok (as of <instant>: 3 charged, …)"), then the jobs' table.
    const days = lines.flatMap((line) => {
      const m = /^(\d{4}-\d\d-\d\d)T\S*\s+autopay: (\w+) \(as of \S+ (.*)\)$/.exec(line);
      if (m) return [`${m[1]} ${m[2]}: ${m[3]}`];
      return /^\d{4}-\S+\s+autopay: /.test(line) ? [line] : [];
    });
    saw(`jobs ${args.join(' ')} (${ended}): ${days.join('; ') || 'no run finished'}`);
  };
  /** @type {import('./bench-kit.mjs').Server | undefined} */
  let api;
  try {
    // With PGlite every step below has the data directory to itself: the API stops before the jobs run.
    api = await startApi();
    const asOf = await enrol(api.baseUrl, saw);
    await api.stop();
    api = undefined;
    const since = new Date(Date.now() - 1000);
    const itemIds = await readDatabase(db, async (q) =>
      (
        await q(
          `select i.id from payment_items i
           join autopay_enrolments e on e.contract_id = i.contract_id and e.ended_at is null
           where i.category = 'monthly' and i.paid_at is null and i.due_date >= e.starts_on
             and i.due_date <= $1::date
           order by i.id`,
          [asOf],
        )
      ).map((r) => /** @type {number} */ (r.id)),
    );
    saw(`${itemIds.length} instalments on AutoPay due by ${asOf}`);
    const day = ['--as-of', asOf, '--job', 'autopay'];
    await jobs(day, async (kill) => {
      if (!scenario.killJobs) return;
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline && (await chargesInFlight(sandbox.url, sandboxLog)) < 1) await sleep(100);
      // Well within the provider's delay: the charge is made, its answer never read.
      await sleep(Math.min(300, scenario.delayMs / 2));
      const inFlight = await chargesInFlight(sandbox.url, sandboxLog);
      saw(`kill -9 the jobs process (${inFlight} charges in flight at the provider)`);
      kill();
    });
    const afterRuns = async () =>
      readDatabase(db, async (q) => {
        const rows = await q(
          `select status, count(*)::int as n from payments
           where created_at >= $1 and initiator = 'autopay' group by status order by status`,
          [since.toISOString()],
        );
        return /** @type {{ status: string, n: number }[]} */ (rows);
      });
    if (scenario.killJobs) {
      // The dead run's lease would stop every run for 10 minutes: the drill lets it expire now.
      await readDatabase(db, (q) =>
        q(`update jobs set lease_until = now() - interval '1 second' where name = 'autopay'`),
      );
      saw('the killed run’s lease expired (as it does after 10 minutes)');
    }
    await jobs(day);
    const unsettled = await afterRuns();
    saw(
      `after the runs, before the reconciler: AutoPay payments ${unsettled.map((r) => `${r.status} ×${r.n}`).join(', ') || 'none'}`,
    );
    // The reconciler settles what no answer did, in the API's scheduler (PGlite: one process at a time).
    await sleep(scenario.delayMs + 1000);
    const settleUntil = Date.now() + 60_000;
    for (;;) {
      const pending = (await afterRuns()).find((r) => r.status === 'pending')?.n ?? 0;
      if (pending === 0 || Date.now() > settleUntil) break;
      api = await startApi();
      await sleep(4000);
      await api.stop();
      api = undefined;
    }
    // A week of daily runs acts on the settled outcomes; no retry may charge an instalment again.
    await jobs(['--as-of', asOf, '--through', addDays(asOf, 7), '--job', 'autopay']);
    const result = await compare(db, sandbox.url, itemIds, since);
    const states = await readDatabase(
      db,
      async (q) =>
        /** @type {{ state: string, n: number }[]} */ (
          await q(
            `select state, count(*)::int as n from autopay_charges
           where payment_item_id = any($1::int[]) group by state order by state`,
            [itemIds],
          )
        ),
    );
    const wrong = result.rows.filter((r) => !r.ok);
    saw(
      `provider: ${result.charges} charges (${result.approved} approved); portal: payments ${result.byStatus || 'none'}; AutoPay charges ${states.map((s) => `${s.state} ×${s.n}`).join(', ') || 'none'}`,
    );
    for (const r of wrong) {
      saw(
        `item ${r.id}: ${r.charged} approved charges at the provider, ${r.recorded} approved payments, ${r.isPaid ? 'paid' : 'open'} in the portal`,
      );
    }
    const gaveUp = unsettled.filter((r) => r.status !== 'pending' && r.status !== 'approved');
    judge(
      `${label}: an unknown answer stays pending`,
      gaveUp.length === 0,
      gaveUp.length === 0
        ? `${unsettled.find((r) => r.status === 'pending')?.n ?? 0} attempts pending for the reconciler, none failed`
        : `${gaveUp.map((r) => `${r.n} ${r.status}`).join(', ')} before the reconciler looked`,
    );
    judge(
      `${label}: charges = recorded payments`,
      wrong.length === 0 && result.unrecorded === 0 && result.pending === 0,
      `${result.rows.length} items: ${result.rows.filter((r) => r.ok && r.isPaid).length} charged once and paid once, ${wrong.length} not matching` +
        ` (${result.rows.filter((r) => r.charged > 1).length} charged twice or more); ${result.unrecorded} approved charges the portal does not show;` +
        ` ${result.pending} attempts still pending`,
    );
    const paidCharges = states.find((s) => s.state === 'paid')?.n ?? 0;
    judge(
      `${label}: every instalment on AutoPay paid`,
      itemIds.length > 0 && result.rows.every((r) => r.isPaid) && paidCharges === itemIds.length,
      `${result.rows.filter((r) => r.isPaid).length} of ${itemIds.length} instalments paid, ${paidCharges} AutoPay charges recorded paid`,
    );
  } finally {
    await api?.stop();
    await sandbox.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
