/**
 * The pure parts of the write bench (scripts/bench-writes.mjs): the portal's share of each payment, the
 * provider's times read back from the sandbox's log, the table, the stays' days and profile changes' numbers,
 * and the CPU time read from /proc.
 */
import { describe, expect, it } from 'vitest';
import { BUDGET_P99_MS, cpuTimeMs, providerTimes, shares, WRITES, writeTable } from './bench-writes.mjs';

describe('shares', () => {
  it('takes the quantiles of each request less its own provider time, not the difference of quantiles', () => {
    // 99 fast requests whose provider was slow, and one slow request whose provider was fast: the portal's
    // slowest share is 45 ms (that request), although total p99 minus provider p99 would say 50 - 40 = 10.
    const requests = [
      ...Array.from({ length: 99 }, () => ({ ms: 42, providerMs: 40 })),
      { ms: 50, providerMs: 5 },
    ];
    expect(shares(requests)).toEqual({ providerP99: 40, portalP95: 2, portalP99: 45 });
  });

  it('answers NaN without requests', () => {
    const empty = shares([]);
    expect(Number.isNaN(empty.portalP99)).toBe(true);
    expect(Number.isNaN(empty.providerP99)).toBe(true);
  });
});

describe('providerTimes', () => {
  const line = (entry: Record<string, unknown>) => JSON.stringify({ level: 30, hostname: 'vm', ...entry });

  it("matches each charge's reference with its request's response time, per process", () => {
    const log = [
      line({ pid: 7, reqId: 'req-1', msg: 'incoming request', req: { url: '/pts/v2/payments' } }),
      line({ pid: 7, reqId: 'req-1', reference: 'ref-a', msg: 'token charge' }),
      // The API's own request ids start at req-1 too: another process's line is not the sandbox's.
      line({ pid: 9, reqId: 'req-1', msg: 'request completed', responseTime: 99 }),
      line({ pid: 7, reqId: 'req-1', msg: 'request completed', responseTime: 1.25 }),
      'not json: the API prints a warning here',
      '{"broken json',
      line({ pid: 7, reqId: 'req-2', reference: 'ref-b', msg: 'token charge' }),
      line({ pid: 7, reqId: 'req-3', msg: 'request completed', responseTime: 0.5 }),
    ].join('\n');
    expect([...providerTimes(log)]).toEqual([['ref-a', 1.25]]);
  });
});

describe('writeTable', () => {
  const meta = { engine: 'PGlite (embedded)', when: '2026-11-27 14:00', load: '1.0 1.1 1.2', members: 321 };
  const base = { max: 30, pass: true, rate: 100, peak: 200.4, p95: 5.04, p99: 9.96, cpuMs: 3.14 };

  it('has a row per write with the provider apart only for the payment, and the budget verdict', () => {
    const table = writeTable(
      [
        {
          ...base,
          key: 'reply',
          label: 'reply to a message',
          path: '/api/v1/messages/{id}',
          portalP99: 9.96,
        },
        {
          ...base,
          key: 'payment',
          label: 'payment',
          path: '/api/v1/payment',
          p99: 30,
          providerP99: 4,
          portalP99: 26.5,
          pass: false,
        },
        {
          key: 'stay',
          label: 'stay request',
          path: '/api/v1/reservation_requested',
          peak: Number.NaN,
          rate: 0,
          p95: Number.NaN,
          p99: Number.NaN,
          max: Number.NaN,
          portalP99: Number.NaN,
          cpuMs: Number.NaN,
          pass: false,
          error: '3 of 10 peak requests failed (3 × 429)',
        },
      ],
      meta,
    );
    const rows = table.split('\n').filter((l) => l.startsWith('| '));
    expect(rows[0]).toContain(
      '| write | peak req/s | rate used (req/s) | p95 (ms) | p99 (ms) | provider p99 (ms) |',
    );
    expect(rows[1]).toBe(
      '| reply to a message (`/api/v1/messages/{id}`) | 200 | 100 | 5.0 | 10.0 | — | 10.0 | 3.1 | PASS |',
    );
    expect(rows[2]).toBe(
      '| payment (`/api/v1/payment`) | 200 | 100 | 5.0 | 30.0 | 4.0 | 26.5 | 3.1 | FAIL |',
    );
    expect(rows[3]).toBe(
      '| stay request (`/api/v1/reservation_requested`) | — | — | — | — | — | — | — | FAIL (errors) |',
    );
    expect(table).toContain('- stay request: 3 of 10 peak requests failed (3 × 429)');
    expect(table).toContain(`portal share p99 ≤ ${BUDGET_P99_MS} ms`);
    expect(table).toContain('321 bench members');
    expect(table.startsWith('## Member writes')).toBe(true);
  });
});

describe('WRITES', () => {
  const member = {
    index: 3,
    email: 'm@example.com',
    thread: 41,
    contract: 7,
    card: 9,
    ip: '10.200.0.3',
    used: {},
  };
  const pool = { members: [], signedIn: 0, sent: 0, hotel: 5 };

  it('makes a new profile change every time and stays on days of their own', () => {
    const profile = WRITES.find((w) => w.key === 'profile');
    const stay = WRITES.find((w) => w.key === 'stay');
    if (!profile || !stay) throw new Error('writes missing');
    expect(profile.body(member, 1, pool)).not.toEqual(profile.body(member, 2, pool));
    expect(profile.body(member, 12_345_678, pool)).toEqual({ mobile_phone: '+52 33 1234 5678' });
    const first = stay.body(member, 1, pool);
    const second = stay.body({ ...member, used: { stay: 1 } }, 2, pool);
    const next = stay.body({ ...member, index: 4 }, 3, pool);
    expect(first).toMatchObject({
      destination: 5,
      arriving_date: '2097-05-01',
      departing_date: '2097-05-06',
    });
    // The member's next stay after the first one's departure: no overlap.
    expect(second).toMatchObject({ arriving_date: '2097-05-07' });
    expect(next).toMatchObject({ arriving_date: '2097-06-10' });
  });
});

describe('cpuTimeMs', () => {
  it('reads a process’s CPU time from /proc, growing as it works', () => {
    const before = cpuTimeMs(process.pid);
    const until = performance.now() + 60;
    while (performance.now() < until) Math.sqrt(Math.random());
    expect(cpuTimeMs(process.pid)).toBeGreaterThanOrEqual(before);
    expect(before).toBeGreaterThan(0);
    expect(Number.isNaN(cpuTimeMs(-1))).toBe(true);
  });
});
