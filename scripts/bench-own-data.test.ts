/**
 * The pure parts of the bench's "time to own data" table (scripts/bench-own-data.mjs), its place in
 * docs/performance.md (scripts/bench-report.mjs) and Lighthouse's LCP element (scripts/bench-lighthouse.mjs):
 * the texts looked for per route, the medians, the verdicts and the table. The browser part is the bench's own run.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lcpElementOf } from './bench-lighthouse.mjs';
import {
  describeLcp,
  figuresOf,
  median,
  OWN_DATA_ROUTES,
  onScreen,
  ownDataTable,
  pathsOf,
  receiptPayment,
  textsPerRoute,
} from './bench-own-data.mjs';
import { sectionsOf, withSection } from './bench-report.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PATHS_SOURCE = readFileSync(join(ROOT, 'apps/web/src/lib/paths.ts'), 'utf8');

const contract = (contract_number: string, contract_status = 'Active') => ({
  contract_number,
  contract_status,
});

/** John's answers as the API shapes them, trimmed to what the texts are read from. */
const ANSWERS = {
  '/api/v1/profile': {
    data: {
      vida_member_id: '100200301',
      contracts: [
        contract('TGB-2019-007731'),
        contract('OLD-1', 'Cancelled'),
        contract('TE-2017-000954', 'Blocked'),
      ],
    },
  },
  '/api/v1/user_contracts': { data: [contract('OLD-1', 'Cancelled'), contract('MP-2020-003318')] },
  '/api/v1/payment_history': { data: [contract('SG-2022-012046'), contract('OLD-2', 'Cancelled')] },
  '/api/v1/user_reservations/all': {
    data: [{ reservation_number: 'VP-VLGEJRL3' }, { reservation_number: 'VP-AGFKGF2E' }],
  },
  '/api/v1/messages': {
    data: [
      { id: 9, subject: '' },
      { id: 7, subject: 'Adding my daughter to the membership' },
      { id: 13, subject: 'Summer savings at Sea Garden' },
    ],
  },
};

describe('the routes and the texts looked for on them', () => {
  it('names every signed-in route of issue 27 by its PATHS name, plus a thread, My Account and Edit Profile', () => {
    const paths = pathsOf(PATHS_SOURCE);
    expect(OWN_DATA_ROUTES.map((r) => paths[r.name])).toEqual([
      '/dashboard',
      '/my-vida-vacations-contracts',
      '/my-vida-vacations-payments',
      '/my-vida-vacations-payments_history',
      '/my-reservations',
      '/messages-center',
      '/messages/:id',
      '/my-account',
      '/edit-profile',
    ]);
  });

  it('reads the paths from PATHS only', () => {
    expect(
      pathsOf(
        "export const PATHS = {\n  home: '/',\n  readMessage: '/messages/:id',\n} as const;\nconst other = {\n  x: '/x',\n};",
      ),
    ).toEqual({
      home: '/',
      readMessage: '/messages/:id',
    });
    expect(() => pathsOf('export const ROUTES = {};')).toThrow(/PATHS/);
  });

  it("picks the member's own texts from each route's answer, leaving out cancelled contracts and empty values", () => {
    const routes = textsPerRoute(OWN_DATA_ROUTES, pathsOf(PATHS_SOURCE), ANSWERS);
    expect(Object.fromEntries(routes.map((r) => [r.path, r.texts]))).toEqual({
      '/dashboard': ['100200301'],
      '/my-vida-vacations-contracts': ['MP-2020-003318'],
      '/my-vida-vacations-payments': ['TGB-2019-007731', 'TE-2017-000954'],
      '/my-vida-vacations-payments_history': ['SG-2022-012046'],
      '/my-reservations': ['VP-VLGEJRL3', 'VP-AGFKGF2E'],
      '/messages-center': ['Adding my daughter to the membership', 'Summer savings at Sea Garden'],
      '/messages/7': ['Adding my daughter to the membership'],
      '/my-account': ['100200301'],
      '/edit-profile': ['100200301'],
    });
  });

  it('stops when an answer holds nothing of the member to look for, or a route is not in PATHS', () => {
    const paths = pathsOf(PATHS_SOURCE);
    expect(() =>
      textsPerRoute(OWN_DATA_ROUTES, paths, { ...ANSWERS, '/api/v1/messages': { data: [] } }),
    ).toThrow('/api/v1/messages holds no message subject for /messages-center');
    expect(() =>
      textsPerRoute(OWN_DATA_ROUTES, paths, {
        ...ANSWERS,
        '/api/v1/messages': { data: [{ subject: 'Hello' }] },
      }),
    ).toThrow('/api/v1/messages gives no :id for /messages/:id');
    expect(() =>
      textsPerRoute(OWN_DATA_ROUTES, paths, {
        ...ANSWERS,
        '/api/v1/user_contracts': { data: [contract('OLD-1', 'Cancelled')] },
      }),
    ).toThrow(/contract number for \/my-vida-vacations-contracts/);
    expect(() => textsPerRoute(OWN_DATA_ROUTES, { dashboard: '/dashboard' }, ANSWERS)).toThrow(
      'PATHS has no route named contracts',
    );
  });
});

describe('the receipt John pays for', () => {
  const monthly = (...ids: number[]) => ({ monthly: ids.map((id) => ({ id, amount_due: 610.35 })) });
  const profile = {
    data: {
      contracts: [
        { contract_id: 6, contract_status: 'Blocked', payment_types: monthly(13) },
        { contract_id: 5, contract_status: 'Active', payment_types: monthly() },
        { contract_id: 4, contract_status: 'Active', payment_types: monthly(10, 11) },
      ],
    },
  };

  it('is 1.00 of an active contract’s open monthly instalment, with his first saved card', () => {
    expect(receiptPayment(profile, { data: [{ id: 4 }, { id: 9 }] })).toEqual({
      contract_id: 4,
      card_id: 4,
      cvv: '123',
      order_amount: '1.00',
      paymentType: 'monthly',
      monthlyType: 'monthly',
    });
  });

  it('stops when he has nothing open to pay or no saved card', () => {
    expect(() => receiptPayment(profile, { data: [] })).toThrow(/no saved card/);
    expect(() =>
      receiptPayment({ data: { contracts: profile.data.contracts.slice(0, 2) } }, { data: [{ id: 4 }] }),
    ).toThrow(/no active contract with an open instalment/);
  });
});

describe('when the data is on screen', () => {
  it('is never before the first contentful paint, which counts the frame reaching the screen', () => {
    const run = { ownDataText: '100200301', lcp: null, path: '/my-account' };
    expect(onScreen({ ...run, ownDataMs: 3450, fcpMs: 3672 }).ownDataMs).toBe(3672);
    expect(onScreen({ ...run, ownDataMs: 2440, fcpMs: 2016 }).ownDataMs).toBe(2440);
    expect(onScreen({ ...run, ownDataMs: null, fcpMs: 700 }).ownDataMs).toBeNull();
    expect(onScreen({ ...run, ownDataMs: 900, fcpMs: null }).ownDataMs).toBe(900);
  });
});

describe('median', () => {
  it('takes the middle value, leaving out runs that measured nothing', () => {
    expect(median([3100, 900, 1200])).toBe(1200);
    expect(median([Number.NaN, 500, 700])).toBe(700);
    expect(median([])).toBeNaN();
  });
});

const run = (
  ownDataMs: number | null,
  lcp: { startTime: number; url?: string; text?: string } | null = null,
) => ({
  ownDataMs,
  ownDataText: ownDataMs === null ? null : 'TGB-2019-007731',
  fcpMs: 400,
  lcp: lcp
    ? { tag: lcp.url ? 'img' : 'p', url: lcp.url ?? '', text: lcp.text ?? '', size: 1000, ...lcp }
    : null,
  path: ownDataMs === null ? '/login' : '/my-vida-vacations-payments',
});

describe('the LCP element', () => {
  it('names an image by its built file without the hash, and text by its first words, marking own data', () => {
    expect(
      describeLcp(
        {
          tag: 'img',
          url: 'http://127.0.0.1:4000/assets/resort-hero-horizon-Bt7D1H3H.svg?v=1',
          text: '',
          size: 9,
          startTime: 1,
        },
        [],
      ),
    ).toBe('image (img) resort-hero-horizon.svg');
    expect(
      describeLcp({ tag: 'p', url: '', text: '  TGB-2019-007731 ', size: 9, startTime: 1 }, [
        'TGB-2019-007731',
      ]),
    ).toBe('text (p, own data) "TGB-2019-007731"');
    expect(
      describeLcp(
        {
          tag: 'h1',
          url: '',
          text: 'Welcome to the portal of the club,\n where every stay counts',
          size: 9,
          startTime: 1,
        },
        ['TGB-2019-007731'],
      ),
    ).toBe('text (h1) "Welcome to the portal of the club, wher…"');
    expect(describeLcp(null, [])).toBe('—');
  });

  it("from Lighthouse's largest-contentful-paint-element audit", () => {
    const lhr = (details: unknown) => ({ audits: { 'largest-contentful-paint-element': { details } } });
    const image = {
      type: 'node',
      snippet: '<img class="hero" src="/assets/resort-hero-horizon-Bt7D1H3H.svg" alt="">',
      nodeLabel: 'div.MuiBox-root > div.MuiBox-root > img.hero',
    };
    const list = {
      type: 'list',
      items: [
        { type: 'table', items: [{ node: image }] },
        { type: 'table', items: [] },
      ],
    };
    expect(lcpElementOf(lhr(list))).toBe('image (img) resort-hero-horizon.svg');
    const text = { snippet: '<p class="x">', nodeLabel: 'TGB-2019-007731' };
    expect(lcpElementOf(lhr({ type: 'table', items: [{ node: text }] }))).toBe('text (p) "TGB-2019-007731"');
    const art = { snippet: '<div class="art">', nodeLabel: 'main > div.art' };
    expect(lcpElementOf(lhr({ type: 'table', items: [{ node: art }] }))).toBe(
      'div without text (main > div.art)',
    );
    expect(lcpElementOf({ audits: {} })).toBe('—');
  });
});

describe('a route’s figures and verdict', () => {
  const route = { path: '/my-vida-vacations-payments', what: 'contract number', texts: ['TGB-2019-007731'] };

  it('passes within both budgets (≤ 1.5 s on the phone, ≤ 300 ms on the desktop) and reports the median run’s LCP element', () => {
    const figures = figuresOf({
      ...route,
      phone: [
        run(1400, { startTime: 1350, text: 'TGB-2019-007731' }),
        run(1500, { startTime: 900, url: '/assets/scene-payments-BjkGeJtL.svg' }),
        run(1600, { startTime: 2000, text: 'x' }),
      ],
      desktop: [run(250), run(300), run(310)],
    });
    expect(figures).toMatchObject({
      phoneMs: 1500,
      desktopMs: 300,
      lcpMs: 1350,
      fcpMs: 400,
      ok: true,
      misses: [],
    });
    expect(figures.lcpElement).toBe('text (p, own data) "TGB-2019-007731"');
  });

  it('fails a median over either budget', () => {
    const slow = figuresOf({
      ...route,
      phone: [run(1400), run(1600), run(4000)],
      desktop: [run(100), run(100), run(100)],
    });
    expect(slow.ok).toBe(false);
    expect(slow.misses).toEqual(['phone 1.60 s > 1.50 s']);
    const desktop = figuresOf({
      ...route,
      phone: [run(100), run(100), run(100)],
      desktop: [run(301), run(302), run(299)],
    });
    expect(desktop.misses).toEqual(['desktop 301 ms > 300 ms']);
  });

  it('fails a route whose data did not show in a run, even when the other runs are fast', () => {
    const figures = figuresOf({
      ...route,
      phone: [run(900), run(null), run(1000)],
      desktop: [run(100), run(100), run(100)],
    });
    expect(figures.phoneMs).toBe(1000);
    expect(figures.ok).toBe(false);
    expect(figures.misses).toEqual(['phone: not shown in 1 of 3 runs (ended on /login)']);
  });
});

describe('the table', () => {
  it('has a row per route with its figures, LCP element and verdict', () => {
    const pass = figuresOf({
      path: '/dashboard',
      what: 'member id',
      texts: ['100200301'],
      phone: [run(1200, { startTime: 700, url: '/assets/resort-hero-horizon-Bt7D1H3H.svg' })],
      desktop: [run(210)],
    });
    const fail = figuresOf({
      path: '/messages-center',
      what: 'message subject',
      texts: ['a|b'],
      phone: [run(3280)],
      desktop: [run(null)],
    });
    const table = ownDataTable([pass, { ...fail, lcpElement: 'text (p) "a|b"' }], {
      runs: 1,
      when: '2026-11-27T14:00',
      load: '1.0 1.0 1.0',
    });
    const lines = table.split('\n');
    expect(lines[0]).toBe('### Time to own data (signed-in pages)');
    expect(table).toContain('median of 1 runs per route (2026-11-27T14:00 UTC, load average 1.0 1.0 1.0)');
    expect(lines).toContain(
      '| `/dashboard` | member id | 0.40 s | 1.20 s | 0.70 s | image (img) resort-hero-horizon.svg | 210 ms | PASS |',
    );
    expect(lines).toContain(
      '| `/messages-center` | message subject | 0.40 s | 3.28 s | — | text (p) "a\\|b" | — | FAIL (desktop: not shown in 1 of 1 runs (ended on /login); phone 3.28 s > 1.50 s; desktop — > 300 ms) |',
    );
  });
});

describe('sections of docs/performance.md', () => {
  const report = '# API performance\n\n### PGlite\n\n| a |\n';

  it('appends a section once and replaces it in place after, keeping the rest', () => {
    const first = withSection(report, 'own-data', '### Time to own data\n\nold');
    expect(first).toBe(
      `${report}\n<!-- bench:own-data -->\n\n### Time to own data\n\nold\n\n<!-- /bench:own-data -->\n`,
    );
    const withOther = withSection(first, 'writes', 'writes table');
    const second = withSection(withOther, 'own-data', 'new $& $1');
    expect(second).toContain('new $& $1');
    expect(second).not.toContain('old');
    expect(sectionsOf(second)).toEqual([
      '<!-- bench:own-data -->\n\nnew $& $1\n\n<!-- /bench:own-data -->',
      '<!-- bench:writes -->\n\nwrites table\n\n<!-- /bench:writes -->',
    ]);
    expect(second.startsWith(report.trimEnd())).toBe(true);
  });
});
