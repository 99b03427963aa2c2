// The writes a member makes, timed by `npm run bench` (alone: `BENCH_ONLY=writes node scripts/bench.mjs`): a
// reply to a message, a stay request, a profile change and a payment with a saved card, charged at the sandbox
// card provider with its delay at zero. For each: its peak (closed loop), then its p95/p99 evenly paced at half
// of that, and for the payment the provider's share of each request (the sandbox's own response time, from its
// request log) apart from the portal's. Every request is a new write (its own Idempotency-Key and input), made
// by bench members seeded for it, each from its own address and within its hourly allowance, so the limits
// stay on as in production. Any answer other than 2xx fails the write's row: a bench that times refusals
// measures nothing.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { CLUB_CONTACT } from '@vida/test-kit/club-contact';
import { startPortal } from '@vida/test-kit/portal';
import {
  API_DIR,
  apiRequire,
  CONNECTIONS,
  createDatabase,
  dropDatabase,
  REPO,
  signIn,
} from './bench-kit.mjs';
import { writeSection } from './bench-report.mjs';
import { memberEmail, PASSWORD, API_ENV as PROXIED_ENV } from './load-kit.mjs';
import { closedRequests, pacedRequests, quantile, requestBytes } from './paced-load.mjs';

/** @type {typeof import('@electric-sql/pglite')} */
const { PGlite } = apiRequire('@electric-sql/pglite');
/** @type {typeof import('pg')} */
const pg = apiRequire('pg');

const REPORT = join(REPO, 'docs/performance.md');
/** The same rounds as the read routes' (`BENCH_DURATION`, `BENCH_PACED_DURATION`), 1 s of warm-up before each. */
const ROUND_S = Number(process.env.BENCH_DURATION ?? 4);
const PACED_S = Number(process.env.BENCH_PACED_DURATION ?? 3 * ROUND_S);
const WARMUP_S = 1;
/** The issue's budget: p99 of the portal's own share at half of each write's peak. */
export const BUDGET_P99_MS = 20;
/**
 * Members seeded for the bench (`db:seed --scale`); only as many as the writes' allowances need are signed in.
 * The stay requests need the most: 5 an hour each, so a peak of P a second costs about (5 P + 6.5 P) / 5.
 */
const MEMBERS_SEEDED = 1500;
/** Sign-ins at once (each solves a captcha and runs argon2 on the server). */
const SIGN_IN_CONCURRENCY = 6;
const ANA = 'ana.garcia@example.com';
/** Far ahead, so the arrival rule never refuses a day; each member's stays get days of their own. */
const FIRST_ARRIVAL = Date.UTC(2097, 0, 1);
const DAY_MS = 86_400_000;

/**
 * A bench member: the ids its writes name, its address (each member its own, behind the trusted proxy, so the
 * per-address limits count one member) and how many of each write it has made.
 * @typedef {{ index: number, email: string, thread: number, contract: number, card: number, ip: string,
 *   token?: string, used: Record<string, number> }} BenchMember
 * @typedef {{ members: BenchMember[], signedIn: number, hotel: number, sent: number }} Pool
 *   `sent`: requests made so far, whatever the write (a profile change's number is new every time)
 * @typedef {{ key: string, label: string, method: string, path: (m: BenchMember) => string,
 *   body: (m: BenchMember, n: number, pool: Pool) => unknown, allowance: number, provider?: boolean }} WriteSpec
 */

/**
 * The four writes. `allowance`: how many one member may make in an hour (apps/api/src/lib/throttle.ts:
 * THROTTLES.messageUser 10 replies and requestUser 5 stay requests; the per-address limits, 30 and 20, are
 * never reached with one address per member). A profile change has no limit of its own. A payment gets 5: the
 * card attempt limits (PAYMENT_ATTEMPTS_PER_MEMBER, 10 in 15 minutes, and _PER_IP, 30) stay at their defaults
 * and are never reached.
 * @type {WriteSpec[]}
 */
export const WRITES = [
  {
    key: 'reply',
    label: 'reply to a message',
    method: 'POST',
    path: (m) => `/api/v1/messages/${m.thread}`,
    body: (_m, n) => ({ message: `Bench reply number ${n}: thank you for the answer.` }),
    allowance: 10,
  },
  {
    key: 'stay',
    label: 'stay request',
    method: 'POST',
    path: () => '/api/v1/reservation_requested',
    body: (m, _n, pool) => {
      // Six days apart (five nights each): a member's stays may not overlap.
      const arriving = FIRST_ARRIVAL + (m.index * 40 + (m.used.stay ?? 0) * 6) * DAY_MS;
      return {
        is_member: true,
        destination: pool.hotel,
        arriving_date: new Date(arriving).toISOString().slice(0, 10),
        departing_date: new Date(arriving + 5 * DAY_MS).toISOString().slice(0, 10),
        guests: 2,
        unit_type: 'two_bedroom',
      };
    },
    allowance: 5,
  },
  {
    key: 'profile',
    label: 'profile change (mobile phone)',
    method: 'PUT',
    path: () => '/api/v1/profile',
    // A new number every time: always a change (an unchanged profile answers 400), recorded for customer care.
    body: (_m, n) => {
      const digits = String(n).padStart(8, '0');
      return { mobile_phone: `+52 33 ${digits.slice(0, 4)} ${digits.slice(4)}` };
    },
    allowance: Number.POSITIVE_INFINITY,
  },
  {
    key: 'payment',
    label: 'payment, saved card (sandbox, delay 0)',
    method: 'POST',
    path: () => '/api/v1/payment',
    // 1.00 of the member's open instalment each time: an amount the item always has left.
    body: (m) => ({
      contract_id: m.contract,
      card_id: m.card,
      cvv: '123',
      order_amount: '1.00',
      paymentType: 'monthly',
      monthlyType: 'monthly',
    }),
    allowance: 5,
    provider: true,
  },
];
/**
 * The p-quantiles of the portal's own share of each request: its time less the provider's for that request.
 * @param {{ ms: number, providerMs: number }[]} requests
 */
export function shares(requests) {
  const provider = Float64Array.from(requests, (r) => r.providerMs).sort();
  const portal = Float64Array.from(requests, (r) => r.ms - r.providerMs).sort();
  return {
    providerP99: quantile(provider, 0.99),
    portalP95: quantile(portal, 0.95),
    portalP99: quantile(portal, 0.99),
  };
}

/**
 * The provider's time per merchant reference, from the sandbox's request log (pino lines, one JSON object
 * each, the API's among them): its `token charge` line names the reference and the request id, the
 * `request completed` line of that request id in the same process gives the response time.
 * @param {string} log
 * @returns {Map<string, number>}
 */
export function providerTimes(log) {
  /** @type {Map<string, string>} */
  const referenceOf = new Map();
  /** @type {Map<string, number>} */
  const responseTime = new Map();
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue;
    /** @type {{ msg?: string, pid?: number, reqId?: string, reference?: string, responseTime?: number }} */
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    const id = `${entry.pid} ${entry.reqId}`;
    if (entry.msg === 'token charge' && typeof entry.reference === 'string')
      referenceOf.set(id, entry.reference);
    else if (entry.msg === 'request completed' && typeof entry.responseTime === 'number')
      responseTime.set(id, entry.responseTime);
  }
  /** @type {Map<string, number>} */
  const times = new Map();
  for (const [id, reference] of referenceOf) {
    const ms = responseTime.get(id);
    if (ms !== undefined) times.set(reference, ms);
  }
  return times;
}

/**
 * @typedef {{ key: string, label: string, path: string, peak: number, rate: number, p95: number, p99: number,
 *   max: number, providerP99?: number, portalP99: number, cpuMs: number, pass: boolean, error?: string }} WriteFigure
 *   `cpuMs`: the API process's CPU time per request in the paced round, which the machine's load does not inflate
 *   as it does latencies
 */

/** Clock ticks a second of /proc's CPU times. */
const TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * A process's CPU time so far (user and system), in ms, from /proc (Linux); NaN elsewhere.
 * @param {number | undefined} pid
 */
export function cpuTimeMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces, inside parentheses): utime and stime are the
    // 14th and 15th of the line, the 12th and 13th after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
  } catch {
    return Number.NaN;
  }
}

/** @param {number} n @param {number} digits */
const fixed = (n, digits) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

/**
 * The writes' section of docs/performance.md (scripts/bench-report.mjs keeps it between its markers: a run of
 * the writes alone replaces it, the other parts keep it).
 * @param {WriteFigure[]} figures @param {{ engine: string, when: string, load: string, members: number }} meta
 */
export function writeTable(figures, meta) {
  return [
    `## Member writes on ${meta.engine}`,
    '',
    `\`BENCH_ONLY=writes node scripts/bench.mjs\`, ${meta.when} UTC: each write's peak (closed loop, ${CONNECTIONS} connections, ` +
      `${ROUND_S} s after ${WARMUP_S} s of warm-up), then ${PACED_S} s evenly paced at half of it. Every request a new write ` +
      `(its own Idempotency-Key and input) by one of ${meta.members} bench members, each from its own address and within its hourly ` +
      `allowance. The payment charges a saved card at the sandbox card provider (its delay 0); its provider share is the sandbox's ` +
      `own response time for that request, and the portal's share is each request's time less it. The API's CPU per write is its process's CPU ` +
      `time over the paced round's requests (the sandbox's not included; on PostgreSQL, not the database server's either): what the machine's load does not inflate. Budget: portal share p99 ≤ ${BUDGET_P99_MS} ms. ` +
      `Load average at the end: ${meta.load}.`,
    '',
    '| write | peak req/s | rate used (req/s) | p95 (ms) | p99 (ms) | provider p99 (ms) | portal share p99 (ms) | API CPU per write (ms) | verdict |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...figures.map(
      (f) =>
        `| ${f.label} (\`${f.path}\`) | ${fixed(f.peak, 0)} | ${f.rate || '—'} | ${fixed(f.p95, 1)} | ${fixed(f.p99, 1)} | ` +
        `${f.providerP99 === undefined ? '—' : fixed(f.providerP99, 1)} | ${fixed(f.portalP99, 1)} | ${fixed(f.cpuMs, 1)} | ` +
        `${f.error ? 'FAIL (errors)' : f.pass ? 'PASS' : 'FAIL'} |`,
    ),
    ...(figures.some((f) => f.error)
      ? ['', 'Errors:', ...figures.filter((f) => f.error).map((f) => `- ${f.label}: ${f.error}`)]
      : []),
  ].join('\n');
}

/**
 * The database a run writes to: the embedded one in a fresh folder, or a fresh database on the PostgreSQL server
 * of `DATABASE_URL` (production's engine, whose work is then another process's CPU, not the API's).
 * @typedef {{ engine: string, databaseUrl?: string }} Target
 */

/**
 * Seeds the portal's database before the API opens it: the demo data and MEMBERS_SEEDED synthetic members
 * (the operators' `db:seed --scale`), whose saved Visa takes the token the sandbox knows (the demo Visa's,
 * Ana's) and whose first contract gets an open instalment large enough for every 1.00 payment.
 * @param {{ dataDir: string } | { databaseUrl: string }} database
 * @returns {Promise<Pool>}
 */
async function seedMembers(database) {
  await new Promise((done, reject) => {
    /** @type {NodeJS.ProcessEnv} */
    const env = { ...process.env, NODE_ENV: 'test' };
    delete env.DATABASE_URL;
    if ('dataDir' in database) env.DATA_DIR = database.dataDir;
    else env.DATABASE_URL = database.databaseUrl;
    const child = spawn(process.execPath, ['dist/cli/seed.js', '--scale', String(MEMBERS_SEEDED)], {
      cwd: API_DIR,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? done(undefined) : reject(new Error(`db:seed --scale exited ${code}`)),
    );
  });
  const db = await openClient(database);
  try {
    await db.query(
      `update credit_cards set card_token = (
         select c.card_token from credit_cards c join users u on u.id = c.user_id
          where u.email = $1 and c.last_four = '4242' limit 1)
       where card_token like 'scale-token-%'`,
      [ANA],
    );
    await db.exec(
      `insert into payment_items (contract_id, category, amount_due, late_fee, invoice_amount, due_date)
       select c.id, 'monthly', 5000, 0, 5000, current_date - 20
         from contracts c join members m on m.id = c.member_id
        where m.member_number like 'SC%' and c.contract_number = 'SC-' || substr(m.member_number, 3)::int || '-1'`,
    );
    const rows = await db.query(
      `select substr(m.member_number, 3)::int as n, t.id as thread, c.id as contract, card.id as card
         from members m join users u on u.member_id = m.id
         join messages t on t.user_id = u.id and t.parent_id is null and t.message_type = 'support'
         join contracts c on c.member_id = m.id and c.contract_number = 'SC-' || substr(m.member_number, 3)::int || '-1'
         join credit_cards card on card.user_id = u.id
        where m.member_number like 'SC%' order by 1`,
    );
    const hotel = await db.query('select min(id)::int as id from hotels');
    const members = /** @type {{ n: number, thread: number, contract: number, card: number }[]} */ (
      rows.rows
    ).map((r, index) => ({
      index,
      email: memberEmail(Number(r.n)),
      thread: Number(r.thread),
      contract: Number(r.contract),
      card: Number(r.card),
      ip: `10.${200 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`,
      used: {},
    }));
    return { members, signedIn: 0, sent: 0, hotel: Number(/** @type {{ id: number }} */ (hotel.rows[0]).id) };
  } finally {
    await db.close();
  }
}

/**
 * A client of either engine with the calls the seeding makes.
 * @param {{ dataDir: string } | { databaseUrl: string }} database
 * @returns {Promise<{ query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>,
 *   exec: (text: string) => Promise<unknown>, close: () => Promise<void> }>}
 */
async function openClient(database) {
  if ('dataDir' in database) {
    const db = new PGlite(database.dataDir);
    return {
      query: (text, params) => db.query(text, params),
      exec: (text) => db.exec(text),
      close: () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  return {
    query: (text, params) => client.query(text, params),
    exec: (text) => client.query(text),
    close: () => client.end(),
  };
}

/**
 * How many more of `write` the members signed in may make.
 * @param {Pool} pool @param {WriteSpec} write
 */
const capacity = (pool, write) =>
  pool.members
    .slice(0, pool.signedIn)
    .reduce((sum, m) => sum + Math.max(0, write.allowance - (m.used[write.key] ?? 0)), 0);

/**
 * Signs in members until those signed in have `needed` of `write` left in their allowances (and at least two
 * per connection: a member has one request in flight at a time, as a person does).
 * @param {string} baseUrl @param {Pool} pool @param {WriteSpec} write @param {number} needed
 */
async function ensureCapacity(baseUrl, pool, write, needed) {
  const left = () => capacity(pool, write);
  while (left() < needed || pool.signedIn < 2 * CONNECTIONS) {
    const missing = Number.isFinite(write.allowance)
      ? Math.ceil((needed - left()) / write.allowance)
      : 2 * CONNECTIONS - pool.signedIn;
    const batch = pool.members.slice(pool.signedIn, pool.signedIn + Math.max(missing, 1));
    if (batch.length === 0) {
      throw new Error(`${MEMBERS_SEEDED} bench members allow too few ${write.key} writes (${needed} needed)`);
    }
    let at = 0;
    await Promise.all(
      Array.from({ length: SIGN_IN_CONCURRENCY }, async () => {
        for (let m = batch[at++]; m; m = batch[at++]) {
          const email = m.email;
          m.token = (
            await signIn(baseUrl, { email, password: PASSWORD }, { 'x-forwarded-for': m.ip })
          ).access_token;
        }
      }),
    );
    pool.signedIn += batch.length;
  }
}

/**
 * The requests of one write: members taken in turn, each with one request in flight at most and only while
 * it has allowance left; each request with a new key and new input. Counted payments keep their reference
 * (the answer's order id) and time, to be matched with the provider's.
 * @param {string} baseUrl @param {Pool} pool @param {WriteSpec} write
 */
function writeSource(baseUrl, pool, write) {
  const queue = pool.members
    .slice(0, pool.signedIn)
    .filter((m) => (m.used[write.key] ?? 0) < write.allowance);
  let head = 0;
  /** @type {(BenchMember | undefined)[]} */
  const inFlight = [];
  /** @type {{ reference: string, ms: number }[]} */
  const payments = [];
  const state = { starved: 0, payments };
  const url = new URL(baseUrl);
  /** @type {import('./paced-load.mjs').RequestSource} */
  const source = {
    url: baseUrl,
    ok: (status) => status >= 200 && status < 300,
    next(connection) {
      let member = head < queue.length ? queue[head++] : undefined;
      if (!member) {
        // Out of members: the request still goes (and is refused, or not counted as a distinct write), and the
        // round fails below.
        state.starved++;
        member = queue[queue.length - 1] ?? pool.members[0];
      }
      if (!member) throw new Error('no bench members');
      inFlight[connection] = member;
      const body = JSON.stringify(write.body(member, ++pool.sent, pool));
      member.used[write.key] = (member.used[write.key] ?? 0) + 1;
      return requestBytes(
        write.method,
        new URL(write.path(member), url),
        {
          authorization: `Bearer ${member.token}`,
          'x-forwarded-for': member.ip,
          'accept-language': member.index % 2 ? 'en' : 'es',
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body,
      );
    },
    onAnswer(connection, status, answer, ms) {
      const member = inFlight[connection];
      inFlight[connection] = undefined;
      if (member && (member.used[write.key] ?? 0) < write.allowance) queue.push(member);
      if (write.provider && ms !== undefined && status >= 200 && status < 300) {
        const reference = /"id":"([0-9a-f-]{36})"/.exec(answer.toString('latin1'))?.[1];
        if (reference) payments.push({ reference, ms });
      }
    },
  };
  return { source, state };
}

/** @param {import('./paced-load.mjs').LoadResult} result @param {{ starved: number }} state @param {string} what */
function refusals(result, state, what) {
  const parts = [];
  if (result.failed > 0) {
    const statuses = Object.entries(result.statuses)
      .map(([status, n]) => `${n} × ${status === '0' ? 'no answer' : status}`)
      .join(', ');
    parts.push(`${result.failed} of ${result.sent} ${what} requests failed (${statuses})`);
  }
  if (state.starved > 0) parts.push(`${state.starved} ${what} requests found no member with allowance left`);
  return parts.join('; ');
}

/**
 * @param {{ baseUrl: string, logPath: string, pid: number | undefined }} portal the API and the log the sandbox
 *   writes to @param {Pool} pool @param {WriteSpec} write @param {(text: string) => void} note
 * @returns {Promise<WriteFigure>}
 */
async function measureWrite({ baseUrl, logPath, pid }, pool, write, note) {
  const path = write.path(/** @type {BenchMember} */ (pool.members[0])).replace(/\/\d+$/, '/{id}');
  // The closed loop stops once the members signed in have used their allowances; a round cut short that way
  // is run again with as many more members as its pace asks for (each sign-in costs a captcha and argon2).
  // A member has one request in flight at most, so the last members' allowance is out of reach while they
  // are busy: that much stays unused, or the last requests would find no member (and be refused).
  const unreachable = Number.isFinite(write.allowance) ? CONNECTIONS * (write.allowance - 1) : 0;
  let peak = Number.NaN;
  for (let needed = 2 * CONNECTIONS + unreachable; Number.isNaN(peak); ) {
    await ensureCapacity(baseUrl, pool, write, needed);
    const limit = Math.min(capacity(pool, write) - unreachable, 1_000_000);
    const closed = writeSource(baseUrl, pool, write);
    const started = performance.now();
    const run = await closedRequests(closed.source, ROUND_S, WARMUP_S, CONNECTIONS, limit);
    const problem = refusals(run, closed.state, 'peak');
    if (problem) throw new Error(problem);
    if (!run.cut) peak = run.achieved;
    else {
      const pace = run.sent / ((performance.now() - started) / 1000);
      needed = Math.ceil(pace * (ROUND_S + WARMUP_S) * 1.5) + unreachable;
      note(`${write.label}: ${run.sent} requests at ${pace.toFixed(0)}/s used the allowances; more members`);
    }
  }
  const rate = Math.max(1, Math.floor(peak / 2));
  await ensureCapacity(
    baseUrl,
    pool,
    write,
    Math.ceil(rate * (PACED_S + WARMUP_S)) + CONNECTIONS + unreachable,
  );
  const paced = writeSource(baseUrl, pool, write);
  const cpuBefore = cpuTimeMs(pid);
  const steady = await pacedRequests(paced.source, rate, PACED_S, WARMUP_S, CONNECTIONS);
  const cpuMs = (cpuTimeMs(pid) - cpuBefore) / steady.sent;
  const pacedProblem = refusals(steady, paced.state, 'paced');
  if (pacedProblem) throw new Error(pacedProblem);
  let portalP99 = steady.p99;
  /** @type {number | undefined} */
  let providerP99;
  if (write.provider) {
    const times = await providerLog(logPath, paced.state.payments);
    const matched = paced.state.payments.map((p) => ({ ms: p.ms, providerMs: times.get(p.reference) ?? 0 }));
    ({ providerP99, portalP99 } = shares(matched));
  }
  note(
    `${write.label}: peak ${peak.toFixed(0)}/s, at ${rate}/s p95 ${fixed(steady.p95, 1)} ms, p99 ${fixed(steady.p99, 1)} ms` +
      `${providerP99 === undefined ? '' : `, provider p99 ${fixed(providerP99, 1)} ms, portal share p99 ${fixed(portalP99, 1)} ms`}` +
      `, API CPU ${fixed(cpuMs, 1)} ms a write`,
  );
  return {
    key: write.key,
    label: write.label,
    path,
    peak,
    rate,
    p95: steady.p95,
    p99: steady.p99,
    max: steady.max,
    ...(providerP99 === undefined ? {} : { providerP99 }),
    portalP99,
    cpuMs,
    pass: portalP99 <= BUDGET_P99_MS,
  };
}

/**
 * The sandbox's time for every counted payment; its log lines may trail the answers by a moment, and a
 * payment without one fails the row rather than count as all the portal's.
 * @param {string} logPath @param {{ reference: string }[]} payments
 */
async function providerLog(logPath, payments) {
  for (let attempt = 0; ; attempt++) {
    const times = providerTimes(existsSync(logPath) ? readFileSync(logPath, 'utf8') : '');
    const missing = payments.filter((p) => !times.has(p.reference)).length;
    if (missing === 0) return times;
    if (attempt >= 10) {
      throw new Error(`the sandbox's log has no time for ${missing} of ${payments.length} payments`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The 1, 5 and 15 minute load averages. */
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/**
 * Times the four writes on the embedded database and, when `databaseUrl` names a PostgreSQL server, on a
 * fresh database there too; judges each and writes their tables into docs/performance.md.
 * @param {{ judge: (name: string, ok: boolean, detail: string) => void, note: (text: string) => void,
 *   databaseUrl?: string }} report
 */
export async function benchWrites({ judge, note, databaseUrl }) {
  const tables = [await benchWritesOn({ engine: 'PGlite (embedded)' }, { judge, note })];
  if (databaseUrl) {
    // A database of its own on that server: every run starts from the same seed.
    const name = `vida_bench_writes_${randomBytes(4).toString('hex')}`;
    const url = await createDatabase(databaseUrl, name);
    try {
      tables.push(await benchWritesOn({ engine: 'PostgreSQL', databaseUrl: url }, { judge, note }));
    } finally {
      await dropDatabase(databaseUrl, name);
    }
  } else console.log('\n(DATABASE_URL is not set: the writes are timed on PGlite only)');
  writeSection(REPORT, 'writes', tables.join('\n\n'));
  note(`wrote the writes' tables into ${REPORT}`);
}

/**
 * Times the four writes on a portal of their own (the built API on a fresh database of `target`, the sandbox
 * card provider beside it) and judges each; answers their table.
 * @param {Target} target
 * @param {{ judge: (name: string, ok: boolean, detail: string) => void, note: (text: string) => void }} report
 */
async function benchWritesOn(target, { judge, note }) {
  console.log(
    `\n== Member writes on ${target.engine} (${ROUND_S} s peak and ${PACED_S} s paced rounds per write) ==`,
  );
  /** @type {Pool | undefined} */
  let pool;
  const { databaseUrl } = target;
  const portal = await startPortal({
    label: 'bench-writes',
    sandbox: true,
    sandboxEnv: { SANDBOX_CHARGE_DELAY_MS: '0', SANDBOX_SEARCH_DELAY_MS: '0', SANDBOX_QUIET: 'false' },
    ...(databaseUrl ? { databaseUrl } : {}),
    beforeStart: async (dataDir) => {
      pool = await seedMembers(databaseUrl ? { databaseUrl } : { dataDir });
    },
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      CAPTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
      LINK_SIGNING_KEY: randomBytes(32).toString('hex'),
      STAFF_SECRET_KEY: randomBytes(32).toString('hex'),
      ...CLUB_CONTACT,
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENTS_ENABLED: 'true',
      // Each member's own address reaches the per-address limits; sign-ins pay a cheap captcha.
      ...PROXIED_ENV,
      // Members make a write every few seconds at most here, far under the per-member ceiling; it stays on.
      MEMBER_REQUESTS_PER_MINUTE: '100000000',
    },
  });
  try {
    if (!pool) throw new Error('the bench members were not seeded');
    note(`portal up with ${pool.members.length} bench members seeded`);
    /** @type {WriteFigure[]} */
    const figures = [];
    for (const write of WRITES) {
      try {
        figures.push(await measureWrite(portal, pool, write, note));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        note(`${write.label}: ${reason}`);
        figures.push({
          key: write.key,
          label: write.label,
          path: write.path(/** @type {BenchMember} */ (pool.members[0])).replace(/\/\d+$/, '/{id}'),
          peak: Number.NaN,
          rate: 0,
          p95: Number.NaN,
          p99: Number.NaN,
          max: Number.NaN,
          portalP99: Number.NaN,
          cpuMs: Number.NaN,
          pass: false,
          error: reason,
        });
      }
    }
    note(`${pool.signedIn} bench members signed in`);
    for (const f of figures) {
      judge(
        `${f.label} on ${target.engine}`,
        f.pass,
        f.error ??
          `portal share p99 ${fixed(f.portalP99, 1)} ms at ${f.rate} req/s, half of its peak (≤ ${BUDGET_P99_MS} ms; ` +
            `p95 ${fixed(f.p95, 1)} ms, p99 ${fixed(f.p99, 1)} ms${f.providerP99 === undefined ? '' : `, provider p99 ${fixed(f.providerP99, 1)} ms`})`,
      );
    }
    return writeTable(figures, {
      engine: target.engine,
      when: new Date().toISOString().slice(0, 16).replace('T', ' '),
      load: loadAverage(),
      members: pool.signedIn,
    });
  } finally {
    await portal.stop();
  }
}
