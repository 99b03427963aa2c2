#!/usr/bin/env node
// `npm run drill [kill|postgres|disk|payments]` (all four by default): faults under load, each printing what
// it saw and PASS/FAIL. Everything runs on this machine; PostgreSQL is a throwaway cluster of its own (the
// machine's initdb/pg_ctl, as .ci/run; as root it runs as `nobody`). Not part of `npm test`.
// DRILL_LOG_DIR keeps every API process's output (and the sandbox's, and PostgreSQL's) there, at
// DRILL_LOG_LEVEL (default warn; info logs every request and payment event).
//  - kill:     two API processes behind the proxy, members walking; one process gets kill -9. The other keeps
//              serving, the client retries GETs and keyed writes; no accepted write is lost or doubled.
//  - postgres: PostgreSQL is stopped for a few seconds under load and started again. Meanwhile the API
//              answers 503 service_unavailable; afterwards it serves again without being restarted.
//  - disk:     the embedded database's DATA_DIR on a tiny tmpfs that fills up. Writes fail with a clear
//              error; once space returns, every write the API accepted is still there.
//  - payments: demo members pay their open items while the card provider is slower than the API's timeout,
//              is killed mid-charge, or an API process is killed mid-charge, and with two API processes
//              (scripts/payment-drill.mjs), and AutoPay's job charging instalments while the provider is
//              slow or the job is killed mid-charge (scripts/autopay-drill.mjs); the sandbox's own record of
//              charges must match the portal's database item by item. PGlite and PostgreSQL (DRILL_PAYMENT_ENGINES narrows it).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, freePort, signIn, sleep, startServer } from './bench-kit.mjs';
import {
  checkWrites,
  ensureMembers,
  memberEmail,
  PASSWORD,
  runMembers,
  startApis,
  startProxy,
} from './load-kit.mjs';
import { drillPayments } from './payment-drill.mjs';

const MEMBERS = Number(process.env.DRILL_MEMBERS ?? 50);
const SECONDS = Number(process.env.DRILL_SECONDS ?? 30);
const PG_BIN = process.env.PG_BIN ?? '/usr/local/bin';
/** DRILL_LOG_DIR: every API process's output is kept there (`<drill>-<n>.log`), at DRILL_LOG_LEVEL (warn). */
const LOG_DIR = process.env.DRILL_LOG_DIR;
const LOG_LEVEL = process.env.DRILL_LOG_LEVEL ?? 'warn';
/** @param {string} drill */
const apiLogs = (drill) => ({
  env: { LOG_LEVEL },
  ...(LOG_DIR ? { logFile: (/** @type {number} */ i) => join(LOG_DIR, `${drill}-${i}.log`) } : {}),
});
// The disk drill's replies, all by one member within her hourly allowance (THROTTLES.messageUser in
// apps/api/src/lib/throttle.ts: 10): past it she would be answered 429 before the disk is ever touched.
const REPLIES_BEFORE = 4;
const REPLIES_WHILE_FULL = 5;

/** @type {{ name: string, ok: boolean, detail: string }[]} */
const verdicts = [];
if (LOG_DIR) mkdirSync(LOG_DIR, { recursive: true });
/** @param {string} name @param {boolean} ok @param {string} detail */
function judge(name, ok, detail) {
  verdicts.push({ name, ok, detail });
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
}
const startedAt = Date.now();
/** @param {string} text */
const saw = (text) =>
  console.log(`  [${((Date.now() - startedAt) / 1000).toFixed(1).padStart(6)} s] ${text}`);

/** A throwaway PostgreSQL cluster on a free port; as root it belongs to `nobody` (PostgreSQL refuses root). */
async function throwawayPostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'vida-drill-pg-'));
  const root = process.getuid?.() === 0;
  const user = root ? 'nobody' : (process.env.USER ?? 'postgres');
  if (root) execFileSync('chown', ['nobody', dir]);
  execFileSync('chmod', ['755', dir]);
  /** @param {string} command */
  const as = (command) =>
    root
      ? execFileSync('su', ['-s', '/bin/sh', 'nobody', '-c', command], { stdio: 'pipe' })
      : execFileSync('/bin/sh', ['-c', command], { stdio: 'pipe' });
  const port = await freePort();
  as(`'${PG_BIN}/initdb' -D '${dir}/data' -U ${user} --auth=trust --encoding=UTF8 --locale=C.UTF-8`);
  const start = () =>
    as(
      `'${PG_BIN}/pg_ctl' -D '${dir}/data' -l '${dir}/postgres.log' -w -t 60 -o "-h 127.0.0.1 -p ${port} -k '${dir}' -c max_connections=100 -c fsync=off" start`,
    );
  const stop = () => as(`'${PG_BIN}/pg_ctl' -D '${dir}/data' -m fast -w stop`);
  start();
  as(`psql -h 127.0.0.1 -p ${port} -U ${user} -d postgres -qc 'create database vida'`);
  return {
    url: `postgres://${user}@127.0.0.1:${port}/vida`,
    start,
    stop,
    remove: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      if (LOG_DIR) copyFileSync(join(dir, 'postgres.log'), join(LOG_DIR, `postgres-${port}.log`));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Not errors: the write committed and the portal tells the member to reload; the write check looks for it.
 * @param {import('./load-kit.mjs').Tally} tally
 */
const answersLost = (tally) => `${tally.answersLost} answers lost (409 idempotency_answer_lost)`;

/** @param {import('./load-kit.mjs').Tally} tally */
function errorSummary(tally) {
  /** @type {Map<string, number>} */
  const kinds = new Map();
  for (const e of tally.errors) {
    const kind = `${e.step} → ${e.status} ${e.detail.slice(0, 100)}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  for (const [kind, count] of kinds) saw(`error ×${count}: ${kind}`);
}

/** @param {Awaited<ReturnType<typeof checkWrites>>} writes */
function accepted(writes) {
  return (
    `${writes.replies} replies and ${writes.stays} stay requests accepted` +
    (writes.answerLost ? ` (${writes.answerLost} without their answer, found by member and content)` : '') +
    `; ${writes.lost} lost, ${writes.doubled} doubled` +
    (writes.misattributed
      ? ` (${writes.misattributed} stays made by a walker that did not know its user id)`
      : '')
  );
}

/** Each write the check did not find once, with what every attempt of it was answered. @param {Awaited<ReturnType<typeof checkWrites>>} writes */
function writeSummary(writes) {
  for (const [what, list] of /** @type {const} */ ([
    ['lost', writes.lostWrites],
    ['doubled', writes.doubledWrites],
  ])) {
    for (const w of list) {
      const which =
        w.kind === 'reply'
          ? `reply "${w.text}"`
          : `stay ${w.number ?? '(answer lost)'} arriving ${w.arriving}`;
      saw(`${what}: ${which} by user ${w.userId}; attempts answered ${w.trail}`);
    }
  }
}

async function drillKill() {
  console.log('\n== Drill: kill -9 one of two API processes under load ==');
  const postgres = await throwawayPostgres();
  try {
    await ensureMembers(postgres.url, MEMBERS);
    const servers = await startApis(postgres.url, 2, apiLogs('kill'));
    const proxy = await startProxy(() => servers.map((s) => s.baseUrl));
    try {
      const since = new Date(Date.now() - 1000);
      const tally = await runMembers({
        baseUrl: proxy.url,
        members: MEMBERS,
        seconds: SECONDS,
        during: async () => {
          await sleep((SECONDS * 1000) / 3);
          saw(`kill -9 API process ${servers[0]?.pid} (served ${proxy.served[0] ?? 0} requests so far)`);
          servers[0]?.kill('SIGKILL');
          const before = proxy.served[1] ?? 0;
          await sleep(3000);
          saw(`3 s later: the other process served ${(proxy.served[1] ?? 0) - before} more requests`);
        },
      });
      const writes = await checkWrites(postgres.url, tally.writes, since);
      saw(
        `${tally.samples.length} answers, ${tally.retries} retries, ${proxy.refused} connections refused and rerouted by the proxy; ${answersLost(tally)}`,
      );
      errorSummary(tally);
      writeSummary(writes);
      judge('kill: no errors after retries', tally.errors.length === 0, `${tally.errors.length} errors`);
      judge(
        'kill: the other process kept serving',
        (proxy.served[1] ?? 0) > (proxy.served[0] ?? 0),
        `served ${proxy.served.join(' / ')}`,
      );
      judge('kill: no write lost or doubled', writes.lost === 0 && writes.doubled === 0, accepted(writes));
    } finally {
      await proxy.close();
      await Promise.all(servers.map((s) => s.stop()));
    }
  } finally {
    postgres.remove();
  }
}

async function drillPostgres() {
  console.log('\n== Drill: restart PostgreSQL under load ==');
  const postgres = await throwawayPostgres();
  try {
    await ensureMembers(postgres.url, MEMBERS);
    const servers = await startApis(postgres.url, 2, apiLogs('postgres'));
    const proxy = await startProxy(() => servers.map((s) => s.baseUrl));
    try {
      const ip = { 'x-forwarded-for': '10.254.0.1' };
      const token = (await signIn(proxy.url, { email: memberEmail(1), password: PASSWORD }, ip)).access_token;
      /** @type {Map<string, number>} */
      const during = new Map();
      let message = '';
      const since = new Date(Date.now() - 1000);
      const tally = await runMembers({
        baseUrl: proxy.url,
        members: MEMBERS,
        seconds: SECONDS,
        during: async () => {
          await sleep((SECONDS * 1000) / 3);
          saw('pg_ctl stop -m fast');
          postgres.stop();
          const downUntil = Date.now() + 5000;
          while (Date.now() < downUntil) {
            const response = await fetch(`${proxy.url}/api/v1/profile`, {
              headers: { ...ip, authorization: `Bearer ${token}`, 'accept-language': 'en' },
            });
            const body = await response.text();
            during.set(String(response.status), (during.get(String(response.status)) ?? 0) + 1);
            if (response.status === 503) message = body;
            await sleep(200);
          }
          saw(`while down, GET /profile answered ${[...during].map(([s, n]) => `${s} ×${n}`).join(', ')}`);
          if (message) saw(`503 body: ${message}`);
          saw('pg_ctl start');
          postgres.start();
        },
      });
      const after = await fetch(`${proxy.url}/api/v1/profile`, {
        headers: { ...ip, authorization: `Bearer ${token}` },
      });
      await after.arrayBuffer();
      const writes = await checkWrites(postgres.url, tally.writes, since);
      saw(
        `${tally.samples.length} answers, ${tally.retries} retries (members retry 503 with the same key); ${answersLost(tally)}`,
      );
      errorSummary(tally);
      writeSummary(writes);
      const codes = [...during.keys()];
      judge(
        'postgres: 503 with a clear message while down',
        codes.length > 0 && codes.every((c) => c === '503') && message.includes('service_unavailable'),
        `answers while down: ${codes.join(', ')}`,
      );
      judge(
        'postgres: serves again without an API restart',
        after.status === 200,
        `GET /profile → ${after.status}`,
      );
      judge(
        'postgres: no accepted write lost or doubled',
        writes.lost === 0 && writes.doubled === 0,
        accepted(writes),
      );
      judge(
        'postgres: no member saw an error after retries',
        tally.errors.length === 0,
        `${tally.errors.length} errors`,
      );
    } finally {
      await proxy.close();
      await Promise.all(servers.map((s) => s.stop()));
    }
  } finally {
    postgres.remove();
  }
}

async function drillDisk() {
  console.log('\n== Drill: the embedded database’s disk fills up ==');
  if (process.getuid?.() !== 0) {
    judge('disk: drill', false, 'needs root to mount a small tmpfs for DATA_DIR');
    return;
  }
  const mount = mkdtempSync(join(tmpdir(), 'vida-drill-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256m', 'tmpfs', mount]);
  const dataDir = join(mount, 'db');
  const filler = join(mount, 'filler');
  /** @type {import("./bench-kit.mjs").Server | undefined} */
  let server;
  try {
    server = await startServer({ dataDir });
    const token = (await signIn(server.baseUrl, { email: 'ana.garcia@example.com', password: PASSWORD }))
      .access_token;
    const auth = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-language': 'en',
    };
    const threads = /** @type {{ data: { id: number, message_type: string }[] }} */ (
      await (await fetch(`${server.baseUrl}/api/v1/messages`, { headers: auth })).json()
    );
    const thread = threads.data.find((t) => t.message_type === 'support');
    if (!thread) throw new Error('Ana has no support thread to reply to');
    /** @type {string[]} */
    const accepted = [];
    /** @param {string} text */
    const reply = async (text) => {
      const response = await fetch(`${server?.baseUrl}/api/v1/messages/${thread.id}`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ message: text }),
      }).catch((error) => ({ status: 0, text: async () => String(error) }));
      return { status: response.status, body: await response.text() };
    };
    for (let i = 0; i < REPLIES_BEFORE; i++) {
      const r = await reply(`before the disk filled ${i}`);
      if (r.status === 201) accepted.push(`before the disk filled ${i}`);
    }
    saw(`${accepted.length} replies stored; filling the file system`);
    try {
      execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=1M', 'count=1024'], { stdio: 'pipe' });
    } catch {
      // dd stops at "No space left on device": that is the point.
    }
    saw(`df: ${execFileSync('df', ['-h', mount]).toString().split('\n')[1]}`);
    /** @type {Map<string, number>} */
    const answers = new Map();
    let sample = '';
    for (let i = 0; i < REPLIES_WHILE_FULL && !server.exited(); i++) {
      // Incompressible, so every reply takes new pages (TOAST) rather than fitting a compressed row in a
      // page the table already has.
      const text = `while full ${i} ${randomBytes(3000).toString('base64')}`;
      const r = await reply(text);
      answers.set(String(r.status), (answers.get(String(r.status)) ?? 0) + 1);
      if (r.status === 201) accepted.push(text);
      else sample ||= r.body.slice(0, 300);
    }
    saw(
      `while full: ${[...answers].map(([s, n]) => `${s} ×${n}`).join(', ')}; process ${server.exited() ? 'exited' : 'running'}`,
    );
    if (sample) saw(`a refused write answered: ${sample}`);
    rmSync(filler, { force: true });
    saw('space returned (filler removed)');
    if (server.exited()) {
      saw('the API had exited: starting it again on the same DATA_DIR');
      await server.stop().catch(() => {});
      server = await startServer({ dataDir });
    }
    await sleep(500);
    const after = await reply('after space returned');
    if (after.status === 201) accepted.push('after space returned');
    // Reopened from its files, as after a restart: a corrupted data directory would fail here.
    saw('restarting the API on the same DATA_DIR to read everything back from disk');
    await server.stop();
    server = await startServer({ dataDir });
    const token2 = (await signIn(server.baseUrl, { email: 'ana.garcia@example.com', password: PASSWORD }))
      .access_token;
    const opened = /** @type {{ data?: { conversations: { message: string }[] } }} */ (
      await (
        await fetch(`${server.baseUrl}/api/v1/messages/${thread.id}`, {
          headers: { authorization: `Bearer ${token2}` },
        })
      ).json()
    );
    const stored = new Set((opened.data?.conversations ?? []).map((c) => c.message));
    const missing = accepted.filter((text) => !stored.has(text));
    judge(
      'disk: a clear error while full',
      answers.has('507') && sample.includes('storage_full'),
      `answers ${[...answers.keys()].join(', ')}`,
    );
    judge('disk: writes work again once space returns', after.status === 201, `reply → ${after.status}`);
    judge(
      'disk: nothing accepted was lost or corrupted',
      missing.length === 0,
      `${accepted.length} accepted, ${missing.length} missing after space returned and a restart`,
    );
  } finally {
    await server?.stop().catch(() => {});
    execFileSync('umount', ['-l', mount]);
    rmSync(mount, { recursive: true, force: true });
  }
}

async function drillPaymentScenarios() {
  console.log('\n== Drill: payments while the provider or the API fails ==');
  const engines = /** @type {('pglite' | 'postgres')[]} */ (
    (process.env.DRILL_PAYMENT_ENGINES ?? 'pglite,postgres')
      .split(',')
      .filter((e) => e === 'pglite' || e === 'postgres')
  );
  /** @type {Awaited<ReturnType<typeof throwawayPostgres>> | undefined} */
  let postgres;
  let databases = 0;
  try {
    await drillPayments({
      engines,
      postgresUrl: async () => {
        postgres ??= await throwawayPostgres();
        return createDatabase(postgres.url, `pay_${++databases}`);
      },
      judge,
      saw,
      ...(LOG_DIR ? { logDir: LOG_DIR } : {}),
      logLevel: LOG_LEVEL,
    });
  } finally {
    postgres?.remove();
  }
}

async function main() {
  const which = process.argv.slice(2);
  const all = which.length === 0;
  console.log(
    `drills: ${all ? 'kill, postgres, disk, payments' : which.join(', ')}; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  if (all || which.includes('kill')) await drillKill();
  if (all || which.includes('postgres')) await drillPostgres();
  if (all || which.includes('disk')) await drillDisk();
  if (all || which.includes('payments')) await drillPaymentScenarios();
  const failed = verdicts.filter((v) => !v.ok);
  console.log(`\n== Drills: ${verdicts.length - failed.length} passed, ${failed.length} failed ==`);
  for (const v of verdicts) console.log(`  ${v.ok ? 'PASS' : 'FAIL'}  ${v.name}: ${v.detail}`);
  process.exitCode = failed.length > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(`drill: ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 1;
});
