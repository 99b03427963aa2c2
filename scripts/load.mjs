#!/usr/bin/env node
// `npm run load`: 200 simulated members (LOAD_MEMBERS) for 60 s (LOAD_SECONDS) against two API processes on
// the PostgreSQL of DATABASE_URL behind a local round-robin proxy. Each member signs in (captcha solved, its
// own client address in X-Forwarded-For, so the per-address login limits see 200 people, not one), then
// walks dashboard → messages → a thread → reply → reservations → request a stay → contracts → payment
// history until the time is up, replying and requesting stays within a member's hourly allowances (the run
// starts those afresh for its own members). Prints p50/p99 per step (reported, not judged: they follow the
// machine's load), errors (budget: 0) and lost or doubled writes
// (budget: 0; every accepted reply and stay request is looked up in the database afterwards). Sends traffic
// to 127.0.0.1 only. Not part of `npm test`.
import { loadavg } from 'node:os';
import {
  checkWrites,
  crossProcessChecks,
  ensureMembers,
  resetAllowances,
  runMembers,
  startApis,
  startProxy,
  stepTable,
} from './load-kit.mjs';

const MEMBERS = Number(process.env.LOAD_MEMBERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('set DATABASE_URL to a PostgreSQL database (it gets synthetic members)');
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  console.log(
    `load: ${MEMBERS} members for ${SECONDS} s, two API processes behind a proxy; load average ${load()}`,
  );
  await ensureMembers(databaseUrl, MEMBERS);
  await resetAllowances(databaseUrl);
  const servers = await startApis(databaseUrl, 2);
  const proxy = await startProxy(() => servers.map((s) => s.baseUrl));
  try {
    const started = Date.now();
    const since = new Date(started - 1000);
    const tally = await runMembers({ baseUrl: proxy.url, members: MEMBERS, seconds: SECONDS });
    const elapsed = (Date.now() - started) / 1000;
    const writes = await checkWrites(databaseUrl, tally.writes, since);
    const shared = await crossProcessChecks(servers, databaseUrl);
    report({ tally, writes, shared, elapsed, served: proxy.served, load: load() });
  } finally {
    await proxy.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

/**
 * @param {{ tally: import('./load-kit.mjs').Tally, writes: Awaited<ReturnType<typeof checkWrites>>,
 *   shared: Awaited<ReturnType<typeof crossProcessChecks>>, elapsed: number, served: number[], load: string }} figures
 */
export function report({ tally, writes, shared, elapsed, served, load }) {
  const steps = stepTable(tally.samples);
  console.log(
    `\n  ${tally.samples.length} requests in ${elapsed.toFixed(0)} s (${(tally.samples.length / elapsed).toFixed(0)}/s); per API process: ${served.join(' / ')}; load average ${load}`,
  );
  console.log(
    `  ${'step'.padEnd(42)} ${'count'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  for (const s of steps) {
    console.log(
      `  ${s.step.padEnd(42)} ${String(s.count).padStart(7)} ${s.p50.toFixed(1).padStart(8)} ${s.p99.toFixed(1).padStart(8)}`,
    );
  }
  const kinds = new Map();
  for (const e of tally.errors)
    kinds.set(
      `${e.step} → ${e.status} ${e.detail.slice(0, 80)}`,
      (kinds.get(`${e.step} → ${e.status} ${e.detail.slice(0, 80)}`) ?? 0) + 1,
    );
  for (const [kind, count] of kinds) console.log(`  error ×${count}: ${kind}`);
  console.log(`  retries (502/503/409 or no answer, same key): ${tally.retries}`);
  console.log(
    `  answers lost (409 idempotency_answer_lost; the write is checked below): ${tally.answersLost}`,
  );
  const verdicts = [
    [tally.errors.length === 0, `errors: ${tally.errors.length} (budget 0)`],
    [
      writes.lost === 0,
      `lost writes: ${writes.lost} of ${writes.replies} replies and ${writes.stays} stay requests (budget 0)`,
    ],
    [writes.doubled === 0, `doubled writes: ${writes.doubled} (budget 0)`],
    [shared.idempotency.ok, `one Idempotency-Key across both processes: ${shared.idempotency.detail}`],
    [shared.keptAnswers.ok, `kept answers across both processes: ${shared.keptAnswers.detail}`],
    [shared.loginLimit.ok, `login limit across both processes: ${shared.loginLimit.detail}`],
  ];
  for (const [ok, text] of verdicts) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${text}`);
  process.exitCode = verdicts.every(([ok]) => ok) ? 0 : 1;
}

if (import.meta.filename === process.argv[1]) {
  main().catch((error) => {
    console.error(`load: ${error instanceof Error ? error.stack : String(error)}`);
    process.exitCode = 1;
  });
}
