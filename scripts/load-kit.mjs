// The machinery of `npm run load` and the drills (scripts/drill.mjs): two API processes on PostgreSQL
// behind a small round-robin proxy, and simulated members walking through the portal. Everything runs on
// this machine and talks to 127.0.0.1 only.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, request } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { API_DIR, freePort, signIn, sleep, solveCaptcha, startServer } from './bench-kit.mjs';

const apiRequire = createRequire(join(API_DIR, 'package.json'));
/** @type {typeof import('pg')} */
const pg = apiRequire('pg');

export const PASSWORD = 'Vacation#2026';
/** The accounts `npm run db:seed -- --scale N` makes (apps/api/src/db/seed/scale.ts). */
export const memberEmail = (/** @type {number} */ n) => `scale-member-${n}@example.com`;
/** Every synthetic member's address, as an SQL `like` pattern. */
const MEMBER_EMAILS_LIKE = 'scale-member-%@example.com';

/**
 * Adds synthetic members to the database until it has `count` (a no-op when it has them already).
 * @param {string} databaseUrl @param {number} count
 */
export function ensureMembers(databaseUrl, count) {
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, ['dist/cli/seed.js', '--scale', String(count)], {
      cwd: API_DIR,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.resume();
    child.on('exit', (code) =>
      code === 0 ? done(undefined) : reject(new Error(`db:seed --scale exited ${code}`)),
    );
  });
}

/**
 * A member's hourly allowances for writes that send mail (THROTTLES.messageUser and requestUser in
 * apps/api/src/lib/throttle.ts: 10 replies, 5 stay requests). A walker stays within them, as a person would,
 * however fast the API answers. One of each is left over: a write whose process was killed after it was
 * counted is counted again when its retry runs (the kill drill), and the load run's cross-process check
 * sends one more reply as member 2.
 */
const REPLIES_PER_MEMBER = 9;
const STAYS_PER_MEMBER = 4;

/**
 * Starts the synthetic members' (and their 10.x addresses') hourly allowances afresh, so that a second run
 * within the hour measures the API rather than the first run's counters. Nobody else's counters are touched.
 * @param {string} databaseUrl
 */
export async function resetAllowances(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `delete from throttle_counters
       where scope in ('message:user', 'message:ip', 'request:user', 'request:ip')
         and (key like '10.%' or key in (select u.id::text from users u where u.email like $1))`,
      [MEMBER_EMAILS_LIKE],
    );
  } finally {
    await client.end();
  }
}

/**
 * @typedef {import('./bench-kit.mjs').Server} Server
 * @typedef {{ port: number, url: string, close: () => Promise<void>, served: number[], refused: number }} Proxy
 */

/**
 * The settings every API process of a load run or drill shares: the proxy trusted for X-Forwarded-For
 * (`TRUSTED_PROXIES`), so each member's address reaches the per-address limits, and a cheap captcha.
 */
export const API_ENV = {
  TRUSTED_PROXIES: '127.0.0.1',
  // The members' browsers solve the proof of work, not the server: a cheap one keeps 200 sign-ins from
  // measuring this load generator's CPU instead of the API.
  CAPTCHA_COST: '10',
  CAPTCHA_COUNTER_MAX: '50',
};

/**
 * Two (or more) API processes on one PostgreSQL, with the settings every process of a deployment shares
 * (the secrets come from bench-kit, one set per run; API_ENV, and `env` on top). With `logFile`, process i
 * writes its output to `logFile(i)` and keeps it.
 * @param {string} databaseUrl @param {number} count
 * @param {{ env?: NodeJS.ProcessEnv, logFile?: (i: number) => string | undefined }} [options]
 * @returns {Promise<Server[]>}
 */
export async function startApis(databaseUrl, count = 2, options = {}) {
  /** @type {Server[]} */
  const servers = [];
  for (let i = 0; i < count; i++) {
    const logFile = options.logFile?.(i);
    servers.push(
      await startServer({
        databaseUrl,
        env: { ...API_ENV, ...options.env },
        ...(logFile ? { logFile } : {}),
      }),
    );
  }
  return servers;
}

/**
 * A round-robin HTTP proxy in front of the API processes, as a load balancer would be. It appends the
 * caller's address to X-Forwarded-For. A backend that refuses the connection (a dead process: nothing was
 * sent) is skipped for 2 s and the request goes to the next one; any other failure answers 502, and it is
 * the client's business to retry what is safe to retry.
 * @param {() => string[]} backends base URLs, read on every request (a drill may replace one)
 * @returns {Promise<Proxy>}
 */
export async function startProxy(backends) {
  let next = 0;
  /** @type {Map<string, number>} */
  const downUntil = new Map();
  /** @type {number[]} */
  const served = [];
  const proxy = { refused: 0 };
  const server = createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
      const attempt = (/** @type {number} */ tries) => {
        const list = backends();
        const now = Date.now();
        let index = next++ % list.length;
        for (let k = 0; k < list.length && (downUntil.get(list[index] ?? '') ?? 0) > now; k++) {
          index = (index + 1) % list.length;
        }
        const target = new URL(req.url ?? '/', list[index]);
        const upstream = request(
          target,
          { method: req.method, headers: { ...req.headers, 'x-forwarded-for': forwarded }, agent: false },
          (answer) => {
            served[index] = (served[index] ?? 0) + 1;
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
          if (error.code === 'ECONNREFUSED' && tries < list.length) {
            proxy.refused++;
            downUntil.set(list[index] ?? '', Date.now() + 2000);
            attempt(tries + 1);
            return;
          }
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: `proxy: ${error.code ?? error.message}`, code: 'bad_gateway' }));
        });
        upstream.end(body);
      };
      attempt(1);
    });
  });
  const port = await freePort();
  await new Promise((done) => server.listen(port, '127.0.0.1', () => done(undefined)));
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    served,
    get refused() {
      return proxy.refused;
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done(undefined));
      }),
  };
}

/**
 * A write the API accepted, and who made it (`email`: the walker's account, known even when its profile read
 * failed). `answerLost`: the API said 409 idempotency_answer_lost, so the walker never saw its answer (a stay
 * without its number).
 * @typedef {{ step: string, ms: number, status: number }} Sample
 * @typedef {{ kind: 'reply', userId: number, email: string, thread: number, text: string, answerLost: boolean,
 *   trail?: string } | { kind: 'stay', userId: number, email: string, arriving: string, number: string | null,
 *   trail?: string }} Write
 * @typedef {{ samples: Sample[], errors: { step: string, status: number, detail: string }[], writes: Write[],
 *   retries: number, answersLost: number }} Tally
 */

/** GETs and keyed writes may be sent again; these answers mean "try again" (a dying or busy process). */
const RETRYABLE = new Set([0, 502, 503, 409]);
/**
 * The write committed but its answer is gone for good (apps/api/src/plugins/idempotency.ts): the portal tells
 * the member to reload the page, so the walker takes the write as accepted and the write check looks for it.
 */
const ANSWER_LOST = 'idempotency_answer_lost';

/**
 * One simulated member: signs in (captcha solved), then walks dashboard → messages → a thread → reply →
 * reservations → request a stay → contracts → payment history, with a short pause between steps, until
 * `until`. Writes carry an Idempotency-Key and are retried with the same key; GETs are retried as they are.
 * @param {{ baseUrl: string, n: number, until: number, tally: Tally }} options
 */
export async function member({ baseUrl, n, until, tally }) {
  const email = memberEmail(n);
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const ipHeader = { 'x-forwarded-for': ip };
  /** What each attempt of the last call answered (a write's evidence when the check misses it). */
  /** @type {string[]} */
  let lastTrail = [];
  /**
   * @param {string} step @param {string} method @param {string} path @param {unknown} [body]
   * @param {Record<string, string>} [headers]
   * @returns {Promise<{ data?: unknown, answerLost?: true } | undefined>} undefined: an error
   */
  const call = async (step, method, path, body, headers = {}) => {
    const key = method === 'GET' ? undefined : randomUUID();
    lastTrail = [];
    for (let attempt = 1; ; attempt++) {
      const started = performance.now();
      let status = 0;
      let text = '';
      let retryAfterS = 0;
      try {
        const response = await fetch(`${baseUrl}${path}`, {
          method,
          headers: {
            ...ipHeader,
            ...headers,
            'accept-language': n % 2 ? 'en' : 'es',
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(key ? { 'idempotency-key': key } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
          signal: AbortSignal.timeout(15_000),
        });
        status = response.status;
        retryAfterS = Number(response.headers.get('retry-after')) || 0;
        text = await response.text();
      } catch (error) {
        text = error instanceof Error ? error.message : String(error);
      }
      const ms = performance.now() - started;
      lastTrail.push(`${status}${status === 409 || status === 0 ? `(${text.slice(0, 60)})` : ''}`);
      if (status === 409 && text.includes(`"code":"${ANSWER_LOST}"`)) {
        tally.samples.push({ step, ms, status });
        tally.answersLost++;
        return { answerLost: true };
      }
      if (RETRYABLE.has(status) && attempt < 8 && Date.now() < until + 30_000) {
        tally.retries++;
        // As a browser tab would: back off, and wait as long as the API asks (503 while PostgreSQL is
        // away says 5 s), so a few seconds' outage costs a wait rather than an error.
        await sleep(Math.max(100 * attempt, Math.min(retryAfterS, 10) * 1000));
        continue;
      }
      tally.samples.push({ step, ms, status });
      if (status < 200 || status >= 300) {
        tally.errors.push({ step, status, detail: text.slice(0, 200) });
        return undefined;
      }
      return text ? JSON.parse(text) : {};
    }
  };

  const started = performance.now();
  let session;
  for (let attempt = 1; !session; attempt++) {
    try {
      session = await signIn(baseUrl, { email, password: PASSWORD }, ipHeader);
      tally.samples.push({ step: 'sign in', ms: performance.now() - started, status: 201 });
    } catch (error) {
      // Members arriving during an outage (the postgres drill on a busy machine) try again a little later,
      // as a person would, rather than leaving at the first 503.
      if (attempt < 8 && Date.now() < until) {
        tally.retries++;
        await sleep(1000 * attempt);
        continue;
      }
      tally.errors.push({
        step: 'sign in',
        status: 0,
        detail: error instanceof Error ? error.message : String(error),
      });
      return;
    }
  }
  const auth = { authorization: `Bearer ${session.access_token}` };
  let round = 0;
  // Known once a profile read succeeds; a round whose read failed keeps the last one.
  let userId = 0;
  let replies = 0;
  let stays = 0;
  while (Date.now() < until) {
    round++;
    const profile = /** @type {{ data?: { user_id?: number } } | undefined} */ (
      await call('dashboard: profile', 'GET', '/api/v1/profile', undefined, auth)
    );
    userId = profile?.data?.user_id ?? userId;
    await call('dashboard: unread count', 'GET', '/api/v1/messages/unread-count', undefined, auth);
    await sleep(50 + Math.random() * 100);
    const threads = /** @type {{ data?: { id: number, message_type: string }[] } | undefined} */ (
      await call('messages', 'GET', '/api/v1/messages', undefined, auth)
    );
    const support = threads?.data?.find((t) => t.message_type === 'support');
    if (support) {
      await call('a message', 'GET', `/api/v1/messages/${support.id}`, undefined, auth);
      if (round % 2 === 1 && replies < REPLIES_PER_MEMBER) {
        replies++;
        const text = `Load reply ${randomUUID()}`;
        const sent = await call('reply', 'POST', `/api/v1/messages/${support.id}`, { message: text }, auth);
        if (sent) {
          const answerLost = sent.answerLost === true;
          const trail = lastTrail.join(' ');
          tally.writes.push({ kind: 'reply', userId, email, thread: support.id, text, answerLost, trail });
        }
      }
    }
    await sleep(50 + Math.random() * 100);
    await call('reservations', 'GET', '/api/v1/user_reservations/all', undefined, auth);
    if (round % 3 === 1 && stays < STAYS_PER_MEMBER) {
      stays++;
      // A day of its own per member and round, so a doubled request would show as two rows for it; a member's
      // stays (a round in three, five nights) six days apart, as one of them may not overlap another.
      const arriving = new Date(Date.UTC(2098, 0, 1) + (n * 50 + round * 2) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const departing = new Date(Date.parse(arriving) + 5 * 86_400_000).toISOString().slice(0, 10);
      const stay = /** @type {{ data?: { reservation_number?: string }, answerLost?: true } | undefined} */ (
        await call(
          'request a stay',
          'POST',
          '/api/v1/reservation_requested',
          {
            is_member: true,
            destination: 1,
            arriving_date: arriving,
            departing_date: departing,
            guests: 2,
            unit_type: 'two_bedroom',
          },
          auth,
        )
      );
      const number = stay?.answerLost ? null : stay?.data?.reservation_number;
      if (number !== undefined) {
        tally.writes.push({ kind: 'stay', userId, email, arriving, number, trail: lastTrail.join(' ') });
      }
    }
    await sleep(50 + Math.random() * 100);
    await call('contracts', 'GET', '/api/v1/user_contracts', undefined, auth);
    await sleep(50 + Math.random() * 100);
    await call('payment history', 'GET', '/api/v1/payment_history', undefined, auth);
    await sleep(50 + Math.random() * 100);
  }
}

/**
 * Every accepted write is in the database exactly once: replies by their member, thread and unique text; stay
 * requests by the number the API answered, and doubled when their member has another request for the same
 * arrival day made since `since` (the run's start; an earlier run may have used the same days; the day is
 * unique per request in a run). The member is the stored row's, not the walker's idea of it: a walker whose
 * profile read failed does not know its user id (`misattributed` counts those; keyed on them, the check used
 * to call such stays lost). A stay whose answer was lost has no number: it is found by its member's account
 * and arrival day. `answerLost` counts the writes accepted without their answer.
 * @param {string} databaseUrl @param {Write[]} writes @param {Date} since
 */
export async function checkWrites(databaseUrl, writes, since) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const replies = writes.filter((w) => w.kind === 'reply');
    const stays = writes.filter((w) => w.kind === 'stay');
    const numbered = stays.filter((w) => w.number !== null);
    const unnumbered = stays.filter((w) => w.number === null);
    const counted = await client.query(
      `select w.text as message, count(m.id)::int as n
         from unnest($1::text[], $2::int[], $3::text[]) as w(text, thread, email)
         join users u on u.email = w.email
         left join messages m on m.message = w.text and m.parent_id = w.thread and m.user_id = u.id
        group by w.text`,
      [replies.map((w) => w.text), replies.map((w) => w.thread), replies.map((w) => w.email)],
    );
    const replyCounts = new Map(counted.rows.map((r) => [r.message, r.n]));
    const unnumberedCounted = await client.query(
      `select w.email, w.arriving::text as arriving, count(r.id)::int as n
         from unnest($1::text[], $2::date[]) as w(email, arriving)
         join users u on u.email = w.email
         left join reservations r on r.user_id = u.id and r.arriving_date = w.arriving and r.created_at >= $3
        group by w.email, w.arriving`,
      [unnumbered.map((w) => w.email), unnumbered.map((w) => w.arriving), since],
    );
    const unnumberedCounts = new Map(unnumberedCounted.rows.map((r) => [`${r.email} ${r.arriving}`, r.n]));
    const stayRows = await client.query(
      `select r.reservation_number as number, r.user_id,
              (select count(*)::int from reservations d
                where d.user_id = r.user_id and d.arriving_date = r.arriving_date and d.created_at >= $2) as n
         from reservations r where r.reservation_number = any($1::text[])`,
      [numbered.map((w) => w.number), since],
    );
    const stayRowOf = new Map(stayRows.rows.map((r) => [r.number, r]));
    let misattributed = 0;
    /** @type {Write[]} */
    const lostWrites = [];
    /** @type {Write[]} */
    const doubledWrites = [];
    for (const w of replies) {
      const n = replyCounts.get(w.text) ?? 0;
      if (n === 0) lostWrites.push(w);
      if (n > 1) doubledWrites.push(w);
    }
    for (const w of numbered) {
      const row = stayRowOf.get(w.number);
      if (!row) lostWrites.push(w);
      else if (row.n > 1) doubledWrites.push(w);
      if (row && row.user_id !== w.userId) misattributed++;
    }
    for (const w of unnumbered) {
      const n = unnumberedCounts.get(`${w.email} ${w.arriving}`) ?? 0;
      if (n === 0) lostWrites.push(w);
      if (n > 1) doubledWrites.push(w);
    }
    return {
      replies: replies.length,
      stays: stays.length,
      answerLost: replies.filter((w) => w.answerLost).length + unnumbered.length,
      lost: lostWrites.length,
      doubled: doubledWrites.length,
      misattributed,
      lostWrites,
      doubledWrites,
    };
  } finally {
    await client.end();
  }
}

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/** p50/p99 per step, in the order steps first appeared. @param {Sample[]} samples */
export function stepTable(samples) {
  /** @type {Map<string, number[]>} */
  const byStep = new Map();
  for (const s of samples) byStep.set(s.step, [...(byStep.get(s.step) ?? []), s.ms]);
  return [...byStep].map(([step, list]) => {
    const sorted = list.sort((a, b) => a - b);
    return { step, count: sorted.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
  });
}

/**
 * 200 members (or `members`) for `seconds` through the proxy; `during` runs alongside (a drill's fault).
 * @param {{ baseUrl: string, members: number, seconds: number, during?: () => Promise<void> }} options
 */
export async function runMembers({ baseUrl, members, seconds, during }) {
  /** @type {Tally} */
  const tally = { samples: [], errors: [], writes: [], retries: 0, answersLost: 0 };
  const until = Date.now() + seconds * 1000;
  const walkers = [];
  for (let n = 1; n <= members; n++) {
    walkers.push(member({ baseUrl, n, until, tally }));
    // Members arrive over the first seconds, not all in the same millisecond.
    await sleep(Math.min(20, (seconds * 1000) / 20 / members));
  }
  await Promise.all([...walkers, during?.()]);
  return tally;
}

/**
 * The shared state lives in PostgreSQL, not in a process: one keyed reply sent to each process in turn is
 * stored once (the second answers `Idempotent-Replayed: true`), the other process's kept thread shows it, and wrong passwords for one account from one
 * address, alternating between the processes, reach the login limit (429) as they would on one process.
 * @param {Server[]} servers @param {string} databaseUrl
 */
export async function crossProcessChecks(servers, databaseUrl) {
  const [a, b] = servers;
  if (!a || !b) throw new Error('two API processes expected');
  const ip = { 'x-forwarded-for': '10.253.0.1' };
  const token = (await signIn(a.baseUrl, { email: memberEmail(2), password: PASSWORD }, ip)).access_token;
  const auth = { ...ip, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const threads = /** @type {{ data: { id: number, message_type: string }[] }} */ (
    await (await fetch(`${a.baseUrl}/api/v1/messages`, { headers: auth })).json()
  );
  const thread = threads.data.find((t) => t.message_type === 'support');
  const key = randomUUID();
  const text = `Cross-process reply ${key}`;
  /** @param {Server} server */
  const send = (server) =>
    fetch(`${server.baseUrl}/api/v1/messages/${thread?.id}`, {
      method: 'POST',
      headers: { ...auth, 'idempotency-key': key },
      body: JSON.stringify({ message: text }),
    });
  // Each process keeps the member's answers (apps/api/src/lib/member-reads/kept-member-answer.ts): B keeps the
  // thread from before the reply A stores, and must not answer that copy afterwards.
  const threadOnB = async () =>
    /** @type {{ data?: { conversations?: { message: string }[] } }} */ (
      await (await fetch(`${b.baseUrl}/api/v1/messages/${thread?.id}`, { headers: auth })).json()
    );
  await threadOnB();
  await threadOnB();
  const first = await send(a);
  const second = await send(b);
  const seenOnB = (await threadOnB()).data?.conversations?.some((m) => m.message === text) === true;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const stored = (await client.query('select count(*)::int as n from messages where message = $1', [text]))
    .rows[0]?.n;
  await client.end();
  const replayed = second.headers.get('idempotent-replayed') === 'true';

  const wrongIp = { 'x-forwarded-for': '10.253.0.2', 'content-type': 'application/json' };
  /** @type {number[]} */
  const statuses = [];
  for (let i = 0; i < 7; i++) {
    const server = i % 2 === 0 ? a : b;
    const captcha = await solveCaptcha(server.baseUrl, wrongIp);
    const response = await fetch(`${server.baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: wrongIp,
      body: JSON.stringify({ email: memberEmail(3), password: 'Wrong#password1', captcha_response: captcha }),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return {
    idempotency: {
      ok: first.status === 201 && second.status === 201 && replayed && stored === 1,
      detail: `process A ${first.status}, process B ${second.status}${replayed ? ' (replayed)' : ''}; ${stored} row stored`,
    },
    keptAnswers: {
      ok: seenOnB,
      detail: seenOnB
        ? 'process B answered the reply process A stored, not the thread it had kept'
        : 'process B answered its kept thread without the reply process A stored',
    },
    loginLimit: {
      ok: statuses.includes(429),
      detail: `wrong passwords alternating A/B from one address: ${statuses.join(', ')}`,
    },
  };
}
