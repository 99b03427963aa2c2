// The payment scenarios of `npm run drill payments` (scripts/drill.mjs): demo members pay their open items
// through the built API while the card provider (apps/card-sandbox, its own process and store) or the API
// misbehaves, retrying as the payment form does (the same Idempotency-Key after a lost answer, a new one
// after any answer). Afterwards the sandbox's own record of charges is compared with the portal's database:
// every item is charged (approved) at the provider exactly when the portal shows it paid by exactly one
// approved payment, no item is charged twice, and no approved charge is missing from the portal.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runAutoPayScenario } from './autopay-drill.mjs';
import { apiRequire, freePort, REPO, signIn, sleep, startServer } from './bench-kit.mjs';
import { API_ENV, PASSWORD, startProxy } from './load-kit.mjs';

/** @type {typeof import('pg')} */
const pg = apiRequire('pg');

/** The demo members with saved cards and open items (apps/api/src/db/seed/data/demo-accounts.ts). */
export const PAYERS = ['ana.garcia@example.com', 'john.miller@example.com'];
/** Contract statuses a member may pay (VISIBLE_CONTRACT_STATUSES in @vida/shared). */
export const PAYABLE = new Set(['Active', 'Pending', 'Blocked']);
/** How long a member keeps at her items before the scenario gives up on her. */
const MEMBER_SECONDS = Number(process.env.DRILL_PAYMENT_SECONDS ?? 60);
/** A browser waits this long for an answer before calling it lost. */
const ANSWER_TIMEOUT_MS = 40_000;
/**
 * Settings that let the reconciler settle an unknown outcome within seconds rather than minutes; a charge the
 * provider's search does not find is taken as never made after 10 s (longer than any charge here takes, and
 * than every scenario's PAYMENT_TIMEOUT_MS, as the API requires).
 */
export const RECONCILE_ENV = {
  PAYMENT_RECONCILE_AFTER_SECONDS: '2',
  PAYMENT_RECONCILE_INTERVAL_SECONDS: '1',
  PAYMENT_NOT_FOUND_AFTER_SECONDS: '10',
};

/**
 * @typedef {import('./bench-kit.mjs').Server} Server
 * @typedef {{ url: string, dataDir: string, kill: (signal: NodeJS.Signals) => void, stop: () => Promise<void> }} Sandbox
 * @typedef {{ contract_id: number, paymentType: string, monthlyType?: string, multiplePayment?: number[],
 *   fee_type?: string, items: number[], cents: number }} Unit
 * @typedef {{ answers: Map<string, number>, inflight: Set<number>, unfinished: string[] }} Tally
 * @typedef {{ servers: Server[], sandbox: () => Sandbox, restartSandbox: () => Promise<void>,
 *   restartApi: (i: number) => Promise<void>, tally: Tally, saw: (text: string) => void }} Stage
 * @typedef {{ name: string, what: string, timeoutMs: number, delayMs: number, searchDelayMs: number,
 *   apis: 1 | 2, tabs: number, hosted?: boolean, autopay?: boolean, killJobs?: boolean,
 *   during?: (stage: Stage) => Promise<void> }} Scenario
 */

/**
 * The sandbox provider as its own process on `port` with its store in `dataDir` (kept across a restart).
 * @param {{ port: number, dataDir: string, delayMs: number, searchDelayMs: number, logFile: string }} options
 * @returns {Promise<Sandbox>}
 */
export async function startSandbox({ port, dataDir, delayMs, searchDelayMs, logFile }) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: join(REPO, 'apps/card-sandbox'),
    env: {
      ...process.env,
      SANDBOX_PORT: String(port),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_CHARGE_DELAY_MS: String(delayMs),
      SANDBOX_SEARCH_DELAY_MS: String(searchDelayMs),
      SANDBOX_MERCHANT_POST_URL: 'off',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  /** @param {NodeJS.Signals} signal */
  const kill = (signal) => {
    if (child.pid !== undefined && !gone()) process.kill(-child.pid, signal);
  };
  const exited = new Promise((done) => child.once('exit', done));
  const url = `http://127.0.0.1:${port}`;
  const sandbox = {
    url,
    dataDir,
    kill,
    stop: async () => {
      kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      kill('SIGKILL');
    },
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !gone()) {
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return sandbox;
    await sleep(200);
  }
  kill('SIGKILL');
  throw new Error(`the card sandbox did not start on port ${port} (its output: ${logFile})`);
}

/** @param {string} url */
export async function sandboxCharges(url) {
  const body = /** @type {{ charges: { id: string, reference: string, status: string }[] }} */ (
    await (await fetch(`${url}/sandbox/charges`)).json()
  );
  return body.charges;
}

/**
 * What a member can pay, one form submission per unit: each open instalment on its own (`multiple`, one
 * month), each fee type, and the down payment and cash-out as they come.
 * @param {{ contract_id: number, contract_status: string, payment_types: Record<string, { id: number,
 *   amount_due: number, late_fee: number, closing_cost: number, fee_type: string | null }[]> }[]} contracts
 * @returns {Unit[]}
 */
function unitsOf(contracts) {
  const cents = (/** @type {number} */ n) => Math.round(n * 100);
  /** @type {Unit[]} */
  const units = [];
  for (const c of contracts) {
    if (!PAYABLE.has(c.contract_status)) continue;
    const open = c.payment_types;
    for (const item of open.monthly ?? []) {
      units.push({
        contract_id: c.contract_id,
        paymentType: 'monthly',
        monthlyType: 'multiple',
        multiplePayment: [item.id],
        items: [item.id],
        cents: cents(item.amount_due) + cents(item.late_fee),
      });
    }
    for (const type of ['down', 'cash_out']) {
      const items = open[type] ?? [];
      if (items.length === 0) continue;
      units.push({
        contract_id: c.contract_id,
        paymentType: type,
        items: items.map((i) => i.id),
        cents: items.reduce(
          (t, i) =>
            t + cents(i.amount_due) + cents(i.late_fee) + (type === 'down' ? cents(i.closing_cost) : 0),
          0,
        ),
      });
    }
    const fees = open.other_fees ?? [];
    for (const feeType of new Set(fees.map((i) => i.fee_type))) {
      const items = fees.filter((i) => i.fee_type === feeType);
      units.push({
        contract_id: c.contract_id,
        paymentType: 'other_fees',
        fee_type: feeType ?? '',
        items: items.map((i) => i.id),
        cents: items.reduce((t, i) => t + cents(i.amount_due) + cents(i.late_fee), 0),
      });
    }
  }
  return units;
}

/**
 * One member paying every open item she has, unit after unit, each unit from `tabs` browser tabs at once.
 * A tab submits with a key made when its form opens; after a lost answer (no HTTP answer at all) it sends
 * the same key again, after any answer it takes a new one, and it stops once the items are no longer open.
 * With `hosted`, every submission pays with a new card on the provider's hosted page instead (see hostedSale).
 * @param {{ baseUrl: string, email: string, n: number, tabs: number, until: number, tally: Tally,
 *   hosted?: boolean, sandboxUrl?: string }} options
 * @returns {Promise<number[]>} the item ids she set out to pay
 */
async function payer({ baseUrl, email, n, tabs, until, tally, hosted = false, sandboxUrl = '' }) {
  const ip = { 'x-forwarded-for': `10.250.0.${n}` };
  const session = await signIn(baseUrl, { email, password: PASSWORD }, ip);
  const headers = { ...ip, authorization: `Bearer ${session.access_token}`, 'accept-language': 'en' };
  /** @param {string} path */
  const get = async (path) => {
    while (Date.now() < until) {
      const response = await fetch(`${baseUrl}${path}`, { headers }).catch(() => undefined);
      if (response?.ok) return /** @type {{ data: any }} */ (await response.json());
      await sleep(500);
    }
    throw new Error(`${email}: GET ${path} never answered`);
  };
  const cards = /** @type {{ id: number, status: number }[]} */ ((await get('/api/v1/credit_cards')).data);
  const card = cards.find((c) => c.status === 1);
  if (!card) throw new Error(`${email} has no active card`);
  const units = unitsOf((await get('/api/v1/user_contracts')).data);
  /** @param {Unit} unit */
  const stillOpen = async (unit) => {
    // Past the scenario's end the tab gives up as it is (counted unfinished unless the items got paid).
    const answer = await get('/api/v1/user_contracts').catch(() => undefined);
    if (!answer) return true;
    const contracts = /** @type {Parameters<typeof unitsOf>[0]} */ (answer.data);
    const open = new Set(
      contracts.flatMap((c) => Object.values(c.payment_types).flatMap((items) => items.map((i) => i.id))),
    );
    return unit.items.some((id) => open.has(id));
  };
  /** @param {Unit} unit */
  const tab = async (unit) => {
    const { items: _items, cents, ...choice } = unit;
    const body = JSON.stringify({
      ...choice,
      order_amount: (cents / 100).toFixed(2),
      paymentTypeIds: unit.items,
      card_id: card.id,
      cvv: '123',
    });
    let key = randomUUID();
    // Every third unit's first reply is lost (see hostedSale).
    let loseReply = units.indexOf(unit) % 3 === 2;
    while (Date.now() < until) {
      if (hosted) {
        const status = await hostedSale({ baseUrl, sandboxUrl, headers, unit, key, loseReply, tally });
        loseReply = false;
        if (status === 'paid') return;
        key = randomUUID();
        await sleep(1000);
        if (!(await stillOpen(unit))) return;
        continue;
      }
      const sent = Date.now();
      tally.inflight.add(sent);
      let answer = 'no answer';
      let status = 0;
      try {
        const response = await fetch(`${baseUrl}/api/v1/payment`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': key },
          body,
          signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
        });
        status = response.status;
        const json = /** @type {{ code?: string }} */ (await response.json().catch(() => ({})));
        answer = `${status}${json.code ? ` ${json.code}` : ''}`;
      } catch {
        // No answer: the request may or may not have reached the API.
      } finally {
        tally.inflight.delete(sent);
      }
      tally.answers.set(answer, (tally.answers.get(answer) ?? 0) + 1);
      if (status === 201) return;
      if (status === 0) {
        await sleep(500);
        continue;
      }
      key = randomUUID();
      await sleep(1000);
      if (!(await stillOpen(unit))) return;
    }
    tally.unfinished.push(`${email} items ${unit.items.join('+')}`);
  };
  for (const unit of units) await Promise.all(Array.from({ length: tabs }, () => tab(unit)));
  return units.flatMap((u) => u.items);
}

/**
 * One payment with a new card as a browser makes it: `POST /payment/hosted`, the signed fields posted to the
 * sandbox's `/pay`, a card typed on its page, and its signed reply delivered twice at once, as the browser's copy
 * and as the Merchant POST. With `loseReply` neither copy arrives: the reconciler must find the sale at the
 * provider by the order (meanwhile the member's next try finds the items taken, 409 payment_in_progress). 'paid' once the portal answered the browser's copy with the receipt.
 * @param {{ baseUrl: string, sandboxUrl: string, headers: Record<string, string>, unit: Unit, key: string,
 *   loseReply: boolean, tally: Tally }} options
 */
async function hostedSale({ baseUrl, sandboxUrl, headers, unit, key, loseReply, tally }) {
  const { items: _items, cents, ...choice } = unit;
  const count = (/** @type {string} */ answer) =>
    tally.answers.set(answer, (tally.answers.get(answer) ?? 0) + 1);
  const started = await fetch(`${baseUrl}/api/v1/payment/hosted`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ ...choice, order_amount: (cents / 100).toFixed(2), paymentTypeIds: unit.items }),
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  }).catch(() => undefined);
  if (!started?.ok) {
    const json = /** @type {{ code?: string }} */ (await started?.json().catch(() => ({})));
    count(started ? `hosted ${started.status}${json?.code ? ` ${json.code}` : ''}` : 'hosted no answer');
    return 'again';
  }
  const { fields } = /** @type {{ data: { fields: Record<string, string> } }} */ (await started.json()).data;
  const page = await (
    await fetch(`${sandboxUrl}/pay`, { method: 'POST', body: new URLSearchParams(fields) })
  ).text();
  const checkout = /action="\/checkout\/([\w-]+)"/.exec(page)?.[1];
  if (!checkout) throw new Error('the sandbox showed no card form for a signed sale');
  const replyPage = await (
    await fetch(`${sandboxUrl}/checkout/${checkout}`, {
      method: 'POST',
      body: new URLSearchParams({
        card_type: '001',
        card_number: '4111111111111111',
        card_expiry_month: '08',
        card_expiry_year: String(new Date().getFullYear() + 3),
        card_cvn: '123',
      }),
    })
  ).text();
  if (loseReply) {
    count('hosted reply lost');
    return 'again';
  }
  // The sandbox escapes attribute values as numeric character references (apps/card-sandbox/src/pages.ts).
  const attribute = (/** @type {string} */ v) =>
    v.replaceAll(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)));
  const reply = new URLSearchParams(
    Object.fromEntries(
      [...replyPage.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
        attribute(m[1] ?? ''),
        attribute(m[2] ?? ''),
      ]),
    ),
  );
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const [browser] = await Promise.all([
    fetch(`${baseUrl}/api/v1/card-checkout/receipt`, { method: 'POST', headers: form, body: reply }),
    fetch(`${baseUrl}/api/v1/card-checkout/merchant-post`, { method: 'POST', headers: form, body: reply }),
  ]);
  const onward = (await browser.text()).match(/url=([^"]+)"/)?.[1] ?? '';
  count(`hosted reply ${browser.status} ${onward.split('/')[1] ?? ''}`);
  return onward.startsWith('/success-payment/') ? 'paid' : 'again';
}

/**
 * Reads the portal's database: PostgreSQL while the API runs, PGlite (one process at a time) once it stopped.
 * @param {{ url?: string, dataDir?: string }} db
 * @param {(q: (text: string, params?: unknown[]) => Promise<any[]>) => Promise<T>} work
 * @template T
 */
export async function readDatabase(db, work) {
  if (db.url) {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      return await work(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import(pathToFileURL(apiRequire.resolve('@electric-sql/pglite')).href);
  const client = await PGlite.create({ dataDir: db.dataDir });
  try {
    return await work(async (text, params) => (await client.query(text, params)).rows);
  } finally {
    await client.close();
  }
}

/**
 * The verdict: per item, approved charges at the provider against the portal's approved payments and paid
 * mark; approved charges the portal does not show; attempts still pending.
 * @param {{ url?: string, dataDir?: string }} db @param {string} sandboxUrl @param {number[]} itemIds
 * @param {Date} since
 */
export async function compare(db, sandboxUrl, itemIds, since) {
  const charges = await sandboxCharges(sandboxUrl);
  const { payments, items } = await readDatabase(db, async (q) => ({
    payments:
      /** @type {{ uuid: string, status: string, transaction_id: string | null, item_ids: number[] }[]} */ (
        await q(
          `select uuid::text as uuid, status, transaction_id,
                (select array_agg((e->>'id')::int) from jsonb_array_elements(items) e) as item_ids
           from payments where created_at >= $1`,
          [since.toISOString()],
        )
      ),
    items: /** @type {{ id: number, paid: boolean }[]} */ (
      await q('select id, paid_at is not null as paid from payment_items where id = any($1::int[])', [
        itemIds,
      ])
    ),
  }));
  const approvedCharges = charges.filter((c) => c.status === 'AUTHORIZED');
  const paymentOf = new Map(payments.map((p) => [p.uuid, p]));
  const paid = new Map(items.map((i) => [i.id, i.paid]));
  const rows = itemIds.map((id) => {
    const mine = payments.filter((p) => p.item_ids?.includes(id));
    const refs = new Set(mine.map((p) => p.uuid));
    const charged = approvedCharges.filter((c) => refs.has(c.reference)).length;
    const recorded = mine.filter((p) => p.status === 'approved').length;
    const isPaid = paid.get(id) === true;
    const ok = (charged === 1 && recorded === 1 && isPaid) || (charged === 0 && recorded === 0 && !isPaid);
    return { id, charged, recorded, isPaid, ok };
  });
  // An approved charge must be the transaction of an approved payment under its reference.
  const unrecorded = approvedCharges.filter((c) => {
    const p = paymentOf.get(c.reference);
    return p?.status !== 'approved' || p.transaction_id !== c.id;
  });
  return {
    rows,
    charges: charges.length,
    approved: approvedCharges.length,
    unrecorded: unrecorded.length,
    pending: payments.filter((p) => p.status === 'pending').length,
    byStatus: [...new Set(payments.map((p) => p.status))]
      .map((s) => `${s} ×${payments.filter((p) => p.status === s).length}`)
      .join(', '),
  };
}

/** Waits until `check` is true or `ms` passed. @param {() => boolean} check @param {number} ms */
async function until(check, ms) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await sleep(50);
  return check();
}

/** A POST /payment sent at least `ms` ago and still unanswered (its charge is likely at the provider). */
const chargeInFlight = (/** @type {Tally} */ tally, ms = 300) =>
  until(() => [...tally.inflight].some((sent) => Date.now() - sent >= ms), 20_000);

/** @type {Scenario[]} */
export const SCENARIOS = [
  {
    name: 'slow provider',
    what: 'every charge takes 3 s, the API waits 1 s, a made charge is searchable 1 s later (PAYMENT_TIMEOUT_MS=1000, SANDBOX_CHARGE_DELAY_MS=3000, SANDBOX_SEARCH_DELAY_MS=1000)',
    timeoutMs: 1000,
    delayMs: 3000,
    searchDelayMs: 1000,
    apis: 1,
    tabs: 1,
  },
  {
    name: 'provider down mid-charge',
    what: 'the sandbox gets kill -9 twice while a charge is in flight and is started again on its port and store',
    timeoutMs: 5000,
    delayMs: 1500,
    searchDelayMs: 0,
    apis: 1,
    tabs: 1,
    during: async ({ tally, sandbox, restartSandbox, saw }) => {
      for (let round = 0; round < 2; round++) {
        if (!(await chargeInFlight(tally))) return saw('no charge in flight to interrupt');
        saw(`kill -9 the sandbox (${tally.inflight.size} payment requests in flight)`);
        sandbox().kill('SIGKILL');
        await sleep(2000);
        await restartSandbox();
        saw('sandbox started again on the same port and store');
        await sleep(3000);
      }
    },
  },
  {
    name: 'API killed mid-charge',
    what: 'an API process gets kill -9 while its charge is at the provider (charged, never recorded), then starts again',
    timeoutMs: 5000,
    delayMs: 1500,
    searchDelayMs: 0,
    apis: 1,
    tabs: 1,
    during: async ({ tally, servers, restartApi, saw }) => {
      if (!(await chargeInFlight(tally))) return saw('no charge in flight to interrupt');
      saw(`kill -9 API process ${servers[0]?.pid} (${tally.inflight.size} payment requests in flight)`);
      servers[0]?.kill('SIGKILL');
      await sleep(1000);
      await restartApi(0);
      saw('API process started again');
    },
  },
  {
    name: 'new card (hosted sale)',
    what: 'each unit paid with a new card on the sandbox’s hosted /pay, its reply delivered as the browser’s copy and the Merchant POST at once; every third unit’s first reply lost, left to the reconciler',
    timeoutMs: 5000,
    delayMs: 0,
    searchDelayMs: 0,
    apis: 1,
    tabs: 1,
    hosted: true,
  },
  {
    name: 'autopay, slow provider',
    what: 'the jobs command charges the AutoPay instalments as of their due date, every charge taking 3 s against the API’s 1 s, runs again at once, the reconciler settles, a week of daily runs follows (autopay-drill.mjs)',
    timeoutMs: 1000,
    delayMs: 3000,
    searchDelayMs: 1000,
    apis: 1,
    tabs: 1,
    autopay: true,
  },
  {
    name: 'autopay, jobs killed mid-charge',
    what: 'the jobs command charging the AutoPay instalments gets kill -9 while a charge is at the provider, runs again once its lease expired, the reconciler settles, a week of daily runs follows',
    timeoutMs: 5000,
    delayMs: 1500,
    searchDelayMs: 0,
    apis: 1,
    tabs: 1,
    autopay: true,
    killJobs: true,
  },
  {
    name: 'two API processes',
    what: 'two processes behind the proxy, each member paying every unit from two tabs at once, charges slower than the timeout (1.5 s against 1 s)',
    timeoutMs: 1000,
    delayMs: 1500,
    searchDelayMs: 0,
    apis: 2,
    tabs: 2,
  },
];

/**
 * Runs one scenario on one engine and judges it.
 * @param {Scenario} scenario
 * @param {{ engine: 'pglite' | 'postgres', databaseUrl?: string, judge: (name: string, ok: boolean, detail: string) => void,
 *   saw: (text: string) => void, logDir?: string, logLevel: string }} options
 */
async function runScenario(scenario, { engine, databaseUrl, judge, saw, logDir, logLevel }) {
  const label = `payments/${engine}: ${scenario.name}`;
  console.log(`\n-- ${label}: ${scenario.what}`);
  const dir = mkdtempSync(join(tmpdir(), 'vida-drill-pay-'));
  const logs = logDir ?? dir;
  const slug = `pay-${engine}-${scenario.name.replaceAll(/\W+/g, '-')}`;
  const sandboxPort = await freePort();
  const sandboxDir = join(dir, 'sandbox');
  const sandboxLog = join(logs, `${slug}-sandbox.log`);
  let sandbox = await startSandbox({
    port: sandboxPort,
    dataDir: sandboxDir,
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
  /** @param {number} [port] */
  const startApi = (port) =>
    startServer({
      ...(db.url ? { databaseUrl: db.url } : { dataDir: db.dataDir }),
      env,
      logFile: join(logs, `${slug}-api-${started++}.log`),
      ...(port ? { port } : {}),
    });
  /** @type {Server[]} */
  const servers = [];
  /** @type {import('./load-kit.mjs').Proxy | undefined} */
  let proxy;
  try {
    for (let i = 0; i < scenario.apis; i++) servers.push(await startApi());
    proxy = await startProxy(() => servers.map((s) => s.baseUrl));
    const since = new Date(Date.now() - 1000);
    /** @type {Tally} */
    const tally = { answers: new Map(), inflight: new Set(), unfinished: [] };
    const deadline = Date.now() + MEMBER_SECONDS * 1000;
    /** @type {Stage} */
    const stage = {
      servers,
      sandbox: () => sandbox,
      restartSandbox: async () => {
        sandbox = await startSandbox({
          port: sandboxPort,
          dataDir: sandboxDir,
          delayMs: scenario.delayMs,
          searchDelayMs: scenario.searchDelayMs,
          logFile: sandboxLog,
        });
      },
      restartApi: async (i) => {
        const old = servers[i];
        await old?.stop();
        servers[i] = await startApi(old?.port);
      },
      tally,
      saw,
    };
    const baseUrl = proxy.url;
    const [paying] = await Promise.all([
      Promise.all(
        PAYERS.map((email, i) =>
          payer({
            baseUrl,
            email,
            n: i + 1,
            tabs: scenario.tabs,
            until: deadline,
            tally,
            hosted: scenario.hosted === true,
            sandboxUrl: sandbox.url,
          }),
        ),
      ),
      scenario.during?.(stage),
    ]);
    const itemIds = paying.flat();
    saw(
      `answers to POST /payment: ${[...tally.answers]
        .sort((a, b) => b[1] - a[1])
        .map(([a, n]) => `${a} ×${n}`)
        .join(', ')}`,
    );
    // The reconciler settles what is still pending (PAYMENT_RECONCILE_* above). PGlite is read once its one
    // process has stopped: there the API gets a few seconds, stops, and starts again while any is pending.
    // A charge the sandbox is still making (its delay) shows in its record only once made.
    await sleep(scenario.delayMs + 1000);
    const settleUntil = Date.now() + 60_000;
    const settled = async () => {
      for (;;) {
        if (!db.url) {
          await sleep(4000);
          await Promise.all(servers.map((s) => s.stop()));
        }
        const seen = await compare(db, sandbox.url, itemIds, since);
        if (seen.pending === 0 || Date.now() > settleUntil) return seen;
        if (db.url) await sleep(500);
        else servers[0] = await startApi(servers[0]?.port);
      }
    };
    const result = await settled();
    const twice = result.rows.filter((r) => r.charged > 1);
    const wrong = result.rows.filter((r) => !r.ok);
    const paidOnce = result.rows.filter((r) => r.ok && r.isPaid).length;
    saw(
      `provider: ${result.charges} charges (${result.approved} approved); portal: payments ${result.byStatus || 'none'}`,
    );
    for (const r of wrong) {
      saw(
        `item ${r.id}: ${r.charged} approved charges at the provider, ${r.recorded} approved payments, ${r.isPaid ? 'paid' : 'open'} in the portal`,
      );
    }
    judge(
      `${label}: charges = recorded payments`,
      wrong.length === 0 && result.unrecorded === 0 && result.pending === 0,
      `${result.rows.length} items: ${paidOnce} charged once and paid once, ${wrong.length} not matching` +
        ` (${twice.length} charged twice or more); ${result.unrecorded} approved charges the portal does not show;` +
        ` ${result.pending} attempts still pending`,
    );
    judge(
      `${label}: every member got her items paid`,
      tally.unfinished.length === 0 && result.rows.every((r) => r.isPaid),
      tally.unfinished.length === 0
        ? `${result.rows.filter((r) => r.isPaid).length} of ${result.rows.length} items paid`
        : `after ${MEMBER_SECONDS} s ${tally.unfinished.length} form submissions still unpaid (${tally.unfinished.slice(0, 3).join('; ')}${tally.unfinished.length > 3 ? '; …' : ''})`,
    );
  } finally {
    await proxy?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await sandbox.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Every scenario on each engine: PGlite (one API process: its data directory can be open in one process
 * only, so "two API processes" is PostgreSQL's alone) and PostgreSQL (a database of its own per scenario
 * on the given cluster).
 * @param {{ engines: ('pglite' | 'postgres')[], postgresUrl?: () => Promise<string>,
 *   judge: (name: string, ok: boolean, detail: string) => void, saw: (text: string) => void,
 *   logDir?: string, logLevel: string }} options
 */
export async function drillPayments({ engines, postgresUrl, judge, saw, logDir, logLevel }) {
  for (const engine of engines) {
    for (const scenario of SCENARIOS) {
      // DRILL_PAYMENT_SCENARIOS narrows the run to scenarios whose name contains one of its words.
      const only = process.env.DRILL_PAYMENT_SCENARIOS?.split(',').filter(Boolean);
      if (only && !only.some((word) => scenario.name.includes(word))) continue;
      if (engine === 'pglite' && scenario.apis > 1) {
        saw(`payments/pglite: ${scenario.name}: PostgreSQL only (a PGlite directory is one process's)`);
        continue;
      }
      const databaseUrl = engine === 'postgres' ? await postgresUrl?.() : undefined;
      await (scenario.autopay ? runAutoPayScenario : runScenario)(scenario, {
        engine,
        ...(databaseUrl ? { databaseUrl } : {}),
        judge,
        saw,
        ...(logDir ? { logDir } : {}),
        logLevel,
      });
    }
  }
}
