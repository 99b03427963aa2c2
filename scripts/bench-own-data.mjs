// The "time to own data" part of `npm run bench` (scripts/bench.mjs, issue 27): for each signed-in route, the
// time from navigation start until the page shows text only the member's own data can produce (their member id,
// a contract number, a reservation number, a message subject), as a member on a phone feels it. A paint says
// nothing about that: Lighthouse's largest paint on these pages was the boot shell's decorative hero, drawn
// seconds before the member's data. Measured in Chromium through playwright-core: a throttled phone (devtools
// throttling through a CDP session: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower, 412×823 at
// 2.625× with touch) and an unthrottled desktop (1334×900), median of 5 runs per route. The member signs in
// through the login page as a member does (so the bench works with whatever session the web app keeps),
// every route is then visited once, and each measured run opens a fresh page in that browser context: a
// member coming back has the app's hashed files in the HTTP cache, but no page state.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@vida/test-kit/chromium';
import { e2eRequire, REPO, signIn, startServer, WITH_CARD_PROVIDER } from './bench-kit.mjs';

/** The issue's budgets: the member's data on screen within 1.5 s on the phone, 300 ms on a desktop. */
export const OWN_DATA_BUDGET = { phoneMs: 1500, desktopMs: 300 };
/** Five: on the 2-core machine one desktop run differs from the next by up to ±100 ms; a median of 3 flapped. */
const RUNS = Number(process.env.BENCH_OWN_DATA_RUNS ?? 5);
/** Long enough for the slowest page on the throttled phone several times over; a run past it counts as unseen. */
const RUN_TIMEOUT_MS = 30_000;
/** How long a run waits, once the data is shown, for the page's load event (the last paints, the LCP). */
const SETTLE_TIMEOUT_MS = 15_000;

/**
 * The throttled phone of issue 27 (Chromium devtools' own throttling, applied per page through CDP; the
 * throughputs are bytes per second) and the unthrottled desktop.
 * @typedef {{ latencyMs: number, downloadBytesPerSecond: number, uploadBytesPerSecond: number,
 *   cpuSlowdown: number }} Throttling
 * @typedef {{ name: 'phone' | 'desktop', userAgent: string | null,
 *   headers: Record<string, string>, viewport: { width: number, height: number },
 *   deviceScaleFactor: number, isMobile: boolean, hasTouch: boolean, throttling: Throttling | null }} Profile
 * @type {Profile[]}
 */
export const PROFILES = [
  {
    name: 'phone',
    // A phone's browser says it is one, and the server draws the page for a phone (apps/api page-render.ts):
    // Lighthouse's phone's user agent, and the client hint Chrome on Android sends (Chromium keeps sending
    // its own `?0` under a user agent set by hand).
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    headers: { 'sec-ch-ua-mobile': '?1' },
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    throttling: {
      latencyMs: 150,
      downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
      uploadBytesPerSecond: (750 * 1024) / 8,
      cpuSlowdown: 4,
    },
  },
  {
    name: 'desktop',
    userAgent: null,
    headers: {},
    viewport: { width: 1334, height: 900 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    throttling: null,
  },
];

/** The member whose pages are measured, as in the rest of the bench. */
const JOHN = { email: 'john.miller@example.com', password: 'Vacation#2026' };

/**
 * @typedef {{ data?: unknown }} Answer
 * @typedef {{ name: string, what: string, source: string, pick: (answer: Answer) => string[],
 *   params?: (answer: Answer) => Record<string, string> }} OwnDataRoute
 */

/** @param {Answer} answer @returns {Record<string, unknown>[]} */
const listOf = (answer) =>
  Array.isArray(answer.data) ? /** @type {Record<string, unknown>[]} */ (answer.data) : [];

/** @param {unknown} value @returns {value is string} */
const isText = (value) => typeof value === 'string' && value.trim() !== '';

/** @param {Record<string, unknown>[]} items @param {string} key */
const textsOf = (items, key) => items.map((item) => item[key]).filter(isText);

/** The member id their profile answers with. @param {Answer} answer */
const memberId = (answer) => {
  const profile = /** @type {Record<string, unknown> | undefined} */ (answer.data);
  return [profile?.vida_member_id].filter(isText);
};

/** The member's latest thread with a subject: the one a care reply's e-mail links to. @param {Answer} answer */
const latestThread = (answer) => listOf(answer).find((message) => isText(message.subject));

/** Contracts the pages list: every one but the cancelled. @param {Record<string, unknown>[]} contracts */
const contractNumbers = (contracts) =>
  textsOf(
    contracts.filter((c) => c.contract_status !== 'Cancelled'),
    'contract_number',
  );

/**
 * Each signed-in route a member hits, by its name in `PATHS` (apps/web/src/lib/paths.ts), with the API answer
 * its own text is read from and how: any of the texts `pick` answers counts, the first one shown (a carousel
 * or a folded list shows some, not all). A path with parameters (a thread's `:id`) takes them from the same
 * answer (`params`), so the page measured is one of the member's own.
 * @type {OwnDataRoute[]}
 */
export const OWN_DATA_ROUTES = [
  { name: 'dashboard', what: 'member id', source: '/api/v1/profile', pick: memberId },
  {
    name: 'contracts',
    what: 'contract number',
    source: '/api/v1/user_contracts',
    pick: (answer) => contractNumbers(listOf(answer)),
  },
  {
    name: 'payments',
    what: 'contract number',
    source: '/api/v1/profile',
    pick: (answer) => {
      const profile = /** @type {{ contracts?: unknown } | undefined} */ (answer.data);
      return contractNumbers(listOf({ data: profile?.contracts }));
    },
  },
  {
    name: 'paymentsHistory',
    what: 'contract number',
    source: '/api/v1/payment_history',
    pick: (answer) => contractNumbers(listOf(answer)),
  },
  {
    name: 'myReservations',
    what: 'reservation number',
    source: '/api/v1/user_reservations/all',
    pick: (answer) => textsOf(listOf(answer), 'reservation_number'),
  },
  {
    name: 'messagesCenter',
    what: 'message subject',
    source: '/api/v1/messages',
    pick: (answer) => textsOf(listOf(answer), 'subject'),
  },
  {
    name: 'readMessage',
    what: 'message subject',
    source: '/api/v1/messages',
    params: (answer) => {
      const id = latestThread(answer)?.id;
      /** @type {Record<string, string>} */
      const params = {};
      if (id !== undefined) params.id = String(id);
      return params;
    },
    pick: (answer) => [latestThread(answer)?.subject].filter(isText),
  },
  { name: 'myAccount', what: 'member id', source: '/api/v1/profile', pick: memberId },
  { name: 'editProfile', what: 'member id', source: '/api/v1/profile', pick: memberId },
];

/**
 * What John pays to have a receipt to open: 1.00 of the first open monthly instalment of an active contract
 * (an amount the instalment always has left), with his first saved card. Throws when he has neither.
 * @param {Answer} profile his `/api/v1/profile` answer @param {Answer} cards his `/api/v1/credit_cards` answer
 */
export function receiptPayment(profile, cards) {
  const contracts = listOf({
    data: /** @type {{ contracts?: unknown } | undefined} */ (profile.data)?.contracts,
  });
  const contract = contracts.find((c) => {
    const types = /** @type {{ monthly?: unknown } | undefined} */ (c.payment_types);
    return c.contract_status === 'Active' && listOf({ data: types?.monthly }).length > 0;
  });
  const card = listOf(cards)[0];
  if (!contract || !card)
    throw new Error('John has no active contract with an open instalment, or no saved card');
  return {
    contract_id: contract.contract_id,
    card_id: card.id,
    cvv: '123',
    order_amount: '1.00',
    paymentType: 'monthly',
    monthlyType: 'monthly',
  };
}

/**
 * One of John's receipts, the page the provider's return opens after a hosted sale (`/success-payment/{order}`,
 * a page load like the others): he pays with his saved card at the sandbox provider beside the server
 * (`WITH_CARD_PROVIDER`), and the receipt's number is the text looked for.
 * @param {string} baseUrl @param {Record<string, string>} headers his bearer token (and language)
 * @param {Record<string, string>} paths
 * @returns {Promise<{ name: string, path: string, what: string, texts: string[] }>}
 */
export async function paidReceipt(baseUrl, headers, paths) {
  const profile = await answerOf(baseUrl, '/api/v1/profile', headers);
  const payment = receiptPayment(profile, await answerOf(baseUrl, '/api/v1/credit_cards', headers));
  const paid = await fetch(`${baseUrl}/api/v1/payment`, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      'idempotency-key': `bench-receipt-${Date.now()}`,
    },
    body: JSON.stringify(payment),
  });
  const order = /** @type {{ data?: { id?: unknown } }} */ (await paid.json()).data?.id;
  if (paid.status !== 201 || typeof order !== 'string')
    throw new Error(`POST /api/v1/payment answered ${paid.status}`);
  const receipt = await answerOf(baseUrl, `/api/v1/orders/${order}/receipt`, headers);
  const number = /** @type {{ number?: unknown } | undefined} */ (receipt.data)?.number;
  if (!isText(number)) throw new Error(`the receipt of ${order} has no number`);
  const pattern = paths.successPayment;
  if (!pattern) throw new Error('PATHS has no route named successPayment');
  return {
    name: 'successPayment',
    path: pattern.replace(':order', order),
    what: 'receipt number',
    texts: [number],
  };
}

/** A member's answer, or an error naming the request. @param {string} baseUrl @param {string} source @param {Record<string, string>} headers */
export async function answerOf(baseUrl, source, headers) {
  const response = await fetch(`${baseUrl}${source}`, { headers });
  if (response.status !== 200) throw new Error(`GET ${source} answered ${response.status}`);
  return /** @type {Answer} */ (await response.json());
}

/**
 * The route table of the web app: `PATHS`' names and paths, read from its source (these scripts run on plain
 * Node, which cannot load TypeScript).
 * @param {string} source the text of apps/web/src/lib/paths.ts
 * @returns {Record<string, string>}
 */
export function pathsOf(source) {
  const body = source.match(/export const PATHS = \{([\s\S]*?)\n\}/)?.[1];
  if (!body) throw new Error('no `export const PATHS = { … }` in paths.ts');
  return Object.fromEntries([...body.matchAll(/^\s*(\w+): '([^']*)',?$/gm)].map((m) => [m[1], m[2]]));
}

/**
 * The texts to look for on each route, from the member's own answers; a route whose answer holds none cannot
 * show the member's data, so the bench stops rather than time something else.
 * @param {OwnDataRoute[]} routes @param {Record<string, string>} paths
 * @param {Record<string, Answer>} answers by source path
 * @returns {{ name: string, path: string, what: string, texts: string[] }[]}
 */
export function textsPerRoute(routes, paths, answers) {
  return routes.map((route) => {
    const pattern = paths[route.name];
    if (!pattern) throw new Error(`PATHS has no route named ${route.name}`);
    const answer = answers[route.source];
    const params = answer && route.params ? route.params(answer) : {};
    const path = pattern.replace(/:(\w+)\??/g, (whole, name) => params[name] ?? whole);
    if (path.includes(':'))
      throw new Error(`${route.source} gives no ${path.slice(path.indexOf(':'))} for ${pattern}`);
    const texts = answer ? route.pick(answer) : [];
    if (texts.length === 0) throw new Error(`${route.source} holds no ${route.what} for ${path}`);
    return { name: route.name, path, what: route.what, texts: [...new Set(texts)] };
  });
}

/** The middle value of the finite ones (the upper middle of an even count); NaN when there is none. @param {number[]} values */
export function median(values) {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  return finite[Math.floor(finite.length / 2)] ?? Number.NaN;
}

/**
 * What one run saw, all times in ms from navigation start; `ownDataMs` is null when the member's text never
 * showed (e.g. the page went back to the login form).
 * @typedef {{ tag: string, url: string, text: string, size: number, startTime: number }} LcpEntry
 * @typedef {{ ownDataMs: number | null, ownDataText: string | null, fcpMs: number | null,
 *   lcp: LcpEntry | null, path: string }} Run
 */

/**
 * A file's name as built, without the hash Vite adds (…/resort-hero-horizon-Bt7D1H3H.svg?v=1 →
 * resort-hero-horizon.svg): what the picture is, the same from build to build.
 * @param {string} url
 */
export function builtFileName(url) {
  if (url.startsWith('data:')) return 'inline data';
  return (url.split(/[?#]/)[0]?.split('/').pop() ?? '').replace(/-\w{8}(\.\w+)$/, '$1');
}

/**
 * A run with its data's time no earlier than the first contentful paint: the page measures the end of the frame
 * that shows the data on its main thread, the paint entry when that frame reached the screen, a few ms later
 * (up to a few hundred on the throttled phone), and the data cannot be on screen before anything is.
 * @param {Run} run @returns {Run}
 */
export function onScreen(run) {
  if (run.ownDataMs === null || run.fcpMs === null) return run;
  return { ...run, ownDataMs: Math.max(run.ownDataMs, run.fcpMs) };
}

/**
 * The LCP element in a few words: an image by its file name, text by its first words; marked when it is the
 * member's own text.
 * @param {LcpEntry | null} lcp @param {string[]} texts the route's own texts
 */
export function describeLcp(lcp, texts) {
  if (!lcp) return '—';
  if (lcp.url) return `image (${lcp.tag}) ${builtFileName(lcp.url)}`;
  const text = lcp.text.replace(/\s+/g, ' ').trim();
  const short = text.length > 40 ? `${text.slice(0, 39)}…` : text;
  const own = texts.some((t) => text.includes(t)) ? ', own data' : '';
  return `text (${lcp.tag}${own}) "${short}"`;
}

/**
 * @typedef {{ path: string, what: string, texts: string[], phone: Run[], desktop: Run[] }} RouteRuns
 * @typedef {{ path: string, what: string, fcpMs: number, phoneMs: number, lcpMs: number, lcpElement: string,
 *   desktopMs: number, unseen: string[], ok: boolean, misses: string[] }} RouteFigures
 */

/** @param {Run[]} runs */
const ownDataTimes = (runs) => runs.map((r) => r.ownDataMs ?? Number.NaN);

/**
 * Medians of a route's runs and its verdict: a miss of either budget, or a run that never showed the data,
 * fails it. The LCP element is the one of the phone run whose LCP time is the median.
 * @param {RouteRuns} route @returns {RouteFigures}
 */
export function figuresOf(route) {
  const phoneMs = median(ownDataTimes(route.phone));
  const desktopMs = median(ownDataTimes(route.desktop));
  const lcpMs = median(route.phone.map((r) => r.lcp?.startTime ?? Number.NaN));
  const lcpRun = route.phone.find((r) => r.lcp?.startTime === lcpMs);
  /** @type {string[]} */
  const unseen = [];
  for (const [name, runs] of /** @type {const} */ ([
    ['phone', route.phone],
    ['desktop', route.desktop],
  ])) {
    const missing = runs.filter((r) => r.ownDataMs === null);
    if (missing.length > 0) {
      unseen.push(
        `${name}: not shown in ${missing.length} of ${runs.length} runs (ended on ${[...new Set(missing.map((r) => r.path))].join(', ')})`,
      );
    }
  }
  const misses = [
    ...unseen,
    !(phoneMs <= OWN_DATA_BUDGET.phoneMs) &&
      `phone ${seconds(phoneMs)} > ${seconds(OWN_DATA_BUDGET.phoneMs)}`,
    !(desktopMs <= OWN_DATA_BUDGET.desktopMs) &&
      `desktop ${millis(desktopMs)} > ${millis(OWN_DATA_BUDGET.desktopMs)}`,
  ].filter((miss) => typeof miss === 'string');
  return {
    path: route.path,
    what: route.what,
    fcpMs: median(route.phone.map((r) => r.fcpMs ?? Number.NaN)),
    phoneMs,
    lcpMs,
    lcpElement: describeLcp(lcpRun?.lcp ?? null, route.texts),
    desktopMs,
    unseen,
    ok: misses.length === 0,
    misses,
  };
}

/** @param {number} ms */
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');
/** @param {number} ms */
const millis = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '—');

/**
 * The section of docs/performance.md (and of the bench's output): the table and how it was measured.
 * @param {RouteFigures[]} rows @param {{ runs: number, when: string, load: string }} about
 */
export function ownDataTable(rows, { runs, when, load }) {
  const b = OWN_DATA_BUDGET;
  return [
    '### Time to own data (signed-in pages)',
    '',
    `From navigation start until the page shows text only John's own data produces (the column says which), ` +
      `median of ${runs} runs per route (${when} UTC, load average ${load}). Phone: Chromium's devtools throttling ` +
      'through CDP, 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower, 412×823 at 2.625× with touch and a phone’s user agent; ' +
      'desktop: 1334×900, no throttling. Signed in through the login page, every route visited once, then each ' +
      "run in a fresh page of that browser: the HTTP cache warm with the app's files, as for a member coming back. " +
      '"Shown" is the end of the first animation frame in which an element holding the text is in the DOM with ' +
      'a box and neither hidden nor transparent (not before the first contentful paint); first contentful paint and the largest contentful paint (LCP, with what ' +
      `it is) are the phone's. Budgets: ≤ ${seconds(b.phoneMs)} on the phone, ≤ ${millis(b.desktopMs)} on the desktop.`,
    '',
    '| route | own text | first contentful paint | own data shown, phone | LCP, phone | LCP element | own data shown, desktop | verdict |',
    '|---|---|---:|---:|---:|---|---:|---|',
    ...rows.map(
      (r) =>
        `| \`${r.path}\` | ${r.what} | ${seconds(r.fcpMs)} | ${seconds(r.phoneMs)} | ${seconds(r.lcpMs)} | ${r.lcpElement.replaceAll('|', '\\|')} | ${millis(r.desktopMs)} | ${r.ok ? 'PASS' : `FAIL (${r.misses.join('; ')})`} |`,
    ),
  ].join('\n');
}

/**
 * Runs in every measured page before its own scripts (`addInitScript`): records when one of `texts` is first
 * shown, and every largest-contentful-paint candidate. A mutation schedules one look at the next animation
 * frame; text that is in the DOM but not shown yet (a transition, a style still loading) is looked for again
 * every frame until it is. Kept as source text: these scripts are type-checked without the DOM's types.
 */
const IN_PAGE = `(texts) => {
  const state = { ownDataMs: null, ownDataText: null, lcp: null };
  Object.defineProperty(window, '__vidaOwnData', { value: state });
  const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
  const holders = (element, text, found) => {
    let deeper = false;
    for (const child of element.children) {
      if (SKIP.has(child.tagName) || !child.textContent.includes(text)) continue;
      deeper = true;
      holders(child, text, found);
    }
    if (!deeper && !SKIP.has(element.tagName)) found.push(element);
    return found;
  };
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 &&
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  };
  let scheduled = false;
  let done = false;
  const look = () => {
    scheduled = false;
    const body = document.body;
    if (done || !body) return;
    const all = body.textContent;
    let present = false;
    for (const text of texts) {
      if (!all.includes(text)) continue;
      const found = holders(body, text, []);
      if (found.length > 0) present = true;
      if (found.some(shown)) {
        observer.disconnect();
        done = true;
        // This animation frame is the first to show it: the time is taken once the frame is painted, by a
        // message posted now, which runs after the frame's style, layout and paint.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          state.ownDataMs = performance.now();
          state.ownDataText = text;
        };
        channel.port2.postMessage(null);
        return;
      }
    }
    if (present) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(look);
  };
  const observer = new MutationObserver(schedule);
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element;
      state.lcp = {
        tag: element ? element.tagName.toLowerCase() : '?',
        url: entry.url || '',
        text: element && !entry.url ? (element.textContent || '').trim().slice(0, 200) : '',
        size: entry.size,
        startTime: entry.startTime,
      };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}`;

/** Whether the page has shown its own data yet (run in the page). */
const shownYet = () =>
  /** @type {{ __vidaOwnData?: { ownDataMs: number | null } }} */ (/** @type {unknown} */ (globalThis))
    .__vidaOwnData?.ownDataMs != null;

/** Read once the data is shown and the page has settled. */
const READ_RUN = `(() => {
  const state = window.__vidaOwnData;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    ownDataMs: state ? state.ownDataMs : null,
    ownDataText: state ? state.ownDataText : null,
    lcp: state ? state.lcp : null,
    fcpMs: fcp ? fcp.startTime : null,
    path: location.pathname,
  };
})()`;

/**
 * @typedef {import('playwright-core').Browser} Browser
 * @typedef {import('playwright-core').BrowserContext} BrowserContext
 */

/**
 * A browser context for a profile with John signed in through the login form (whatever session the web app
 * keeps, it is the one a member has), answering the language the app shows him.
 * @param {Browser} browser @param {Profile} profile @param {string} baseUrl
 */
async function signedInContext(browser, profile, baseUrl) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: profile.isMobile,
    hasTouch: profile.hasTouch,
    ...(profile.userAgent ? { userAgent: profile.userAgent } : {}),
    extraHTTPHeaders: profile.headers,
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').waitFor();
  // The once-only notice a first-time visitor gets (loaded lazily, so it may open a moment later) covers the
  // form: closed as a member closes it.
  const notice = page.locator('dialog[open]');
  await notice
    .waitFor({ timeout: 5_000 })
    .then(async () => {
      await page.keyboard.press('Escape');
      await notice.waitFor({ state: 'detached' });
    })
    .catch(() => undefined);
  await page.locator('input[autocomplete="username"]').fill(JOHN.email);
  await page.locator('input[autocomplete="current-password"]').fill(JOHN.password);
  // The form waits for its captcha widget to solve its challenge before it sends.
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  const language = (await page.locator('html').getAttribute('lang')) ?? 'en';
  return { context, page, language: language.slice(0, 2) };
}

/**
 * One measured navigation in a fresh page of the signed-in context.
 * @param {BrowserContext} context @param {Profile} profile @param {string} path @param {string[]} texts
 * @returns {Promise<Run>}
 */
async function measureOnce(context, profile, path, texts) {
  const page = await context.newPage();
  try {
    const throttling = profile.throttling;
    if (throttling) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: throttling.latencyMs,
        downloadThroughput: throttling.downloadBytesPerSecond,
        uploadThroughput: throttling.uploadBytesPerSecond,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
    }
    await page.addInitScript({ content: `(${IN_PAGE})(${JSON.stringify(texts)});` });
    await page.goto(path, { waitUntil: 'commit' });
    // Polled rarely: on the throttled phone every look costs the page four times its CPU.
    // A function, not source text: the portal's CSP refuses the eval a text predicate needs.
    await page
      .waitForFunction(shownYet, undefined, { timeout: RUN_TIMEOUT_MS, polling: 250 })
      .catch(() => undefined);
    // The largest paint can come after the data (an image still loading): wait for the page's load event.
    await page.waitForLoadState('load', { timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined);
    await page.waitForTimeout(300);
    return onScreen(/** @type {Run} */ (await page.evaluate(READ_RUN)));
  } finally {
    await page.close();
  }
}

/**
 * Measures every route on both profiles and judges each against the budgets.
 * @param {{ judge: (name: string, ok: boolean, detail: string) => void, note: (text: string) => void,
 *   load: () => string }} options
 * @returns {Promise<string>} the Markdown section for docs/performance.md
 */
export async function benchOwnData({ judge, note, load }) {
  const paths = pathsOf(readFileSync(join(REPO, 'apps/web/src/lib/paths.ts'), 'utf8'));
  const server = await startServer(WITH_CARD_PROVIDER);
  /** @type {typeof import('playwright-core')} */
  const { chromium } = e2eRequire('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const sessions = [];
    for (const profile of PROFILES)
      sessions.push({ profile, ...(await signedInContext(browser, profile, server.baseUrl)) });
    note('signed in as John through the login page (phone and desktop)');

    // The texts come from John's own answers, in the language his pages show.
    const token = (await signIn(server.baseUrl, JOHN)).access_token;
    const headers = { authorization: `Bearer ${token}`, 'accept-language': sessions[0]?.language ?? 'en' };
    /** @type {Record<string, Answer>} */
    const answers = {};
    // The receipt first: the payment changes what the other pages show.
    const receipt = await paidReceipt(server.baseUrl, headers, paths);
    note(`John paid for a receipt to open: ${receipt.path}`);
    for (const source of new Set(OWN_DATA_ROUTES.map((r) => r.source)))
      answers[source] = await answerOf(server.baseUrl, source, headers);
    const routes = textsPerRoute(OWN_DATA_ROUTES, paths, answers);
    routes.splice(routes.findIndex((r) => r.name === 'paymentsHistory') + 1, 0, receipt);

    // Every route once, so its files are in the HTTP cache as for a member coming back.
    for (const { page } of sessions) {
      for (const route of routes) await page.goto(route.path, { waitUntil: 'networkidle' });
      await page.close();
    }
    note('every route visited once (HTTP cache warm)');

    /** @type {RouteRuns[]} */
    const measured = routes.map((r) => ({
      path: r.path,
      what: r.what,
      texts: r.texts,
      phone: [],
      desktop: [],
    }));
    // Rounds over all routes rather than one route's runs back to back, so a moment of load on the shared
    // machine weighs on every route alike.
    for (let round = 1; round <= RUNS; round++) {
      for (const route of measured) {
        for (const { profile, context } of sessions) {
          const run = await measureOnce(context, profile, route.path, route.texts);
          route[profile.name].push(run);
          note(
            `${route.path} ${profile.name} run ${round}: own data ${run.ownDataMs === null ? `not shown (on ${run.path})` : millis(run.ownDataMs)}, ` +
              `FCP ${millis(run.fcpMs ?? Number.NaN)}, LCP ${millis(run.lcp?.startTime ?? Number.NaN)}`,
          );
        }
      }
    }
    const rows = measured.map(figuresOf);
    for (const r of rows) {
      judge(
        `own data on ${r.path}`,
        r.ok,
        r.ok
          ? `phone ${seconds(r.phoneMs)} (≤ ${seconds(OWN_DATA_BUDGET.phoneMs)}), desktop ${millis(r.desktopMs)} (≤ ${millis(OWN_DATA_BUDGET.desktopMs)})`
          : r.misses.join('; '),
      );
    }
    const table = ownDataTable(rows, {
      runs: RUNS,
      when: new Date().toISOString().slice(0, 16),
      load: load(),
    });
    console.log(`\n${table}\n`);
    return table;
  } finally {
    await browser.close();
    await server.stop();
  }
}
