import type { Page, Request } from 'playwright-core';

const inFlight = new WeakMap<Page, Set<Request>>();

/** The page's requests still loading, counted from the moment this is first called for the page. */
export function trackRequests(page: Page): Set<Request> {
  let open = inFlight.get(page);
  if (!open) {
    const requests = new Set<Request>();
    page.on('request', (request) => requests.add(request));
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
    inFlight.set(page, requests);
    open = requests;
  }
  return open;
}

const QUIET_MS = 500;
const POLL_MS = 50;

/**
 * Waits until the page has had no request in flight for half a second: what Playwright's 'networkidle' means,
 * but counted from now. That load state belongs to the last document load: after the app moves to another
 * route without one, it was either long reached (and waited for nothing) or, when the login page never fell
 * quiet on a busy machine, never came. On timeout the error names what is still loading. A video's media
 * request is left out: Chromium may keep it open while it buffers.
 */
export async function waitForQuietNetwork(page: Page, timeoutMs = 15_000): Promise<void> {
  const open = trackRequests(page);
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  for (;;) {
    const loading = [...open].filter((request) => request.resourceType() !== 'media');
    if (loading.length > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    if (Date.now() > deadline) {
      throw new Error(
        `the page was still loading after ${timeoutMs} ms: ${loading.map((r) => r.url()).join(', ')}`,
      );
    }
    await page.waitForTimeout(POLL_MS);
  }
}
