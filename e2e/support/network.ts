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
 * Requests that are not the network's: the captcha widget starts its solver workers from `blob:` URLs, and a
 * worker ended before its script loaded leaves a request that never finishes (seen on a busy machine); a video's
 * media request may stay open while Chromium buffers.
 */
function isLocalOrStreaming(request: Request): boolean {
  return /^(blob|data):/.test(request.url()) || request.resourceType() === 'media';
}

/**
 * Waits until the page has had no request in flight for half a second: what Playwright's 'networkidle' means,
 * but counted from now and blind to the requests above. That load state belongs to the last document load:
 * after the app moves to another route without one, it was either long reached (and waited for nothing) or
 * never came (the guest dashboard's screenshot timed out so on a busy machine, most likely held by such a
 * worker request). On timeout the error names what is still loading.
 */
export async function waitForQuietNetwork(page: Page, timeoutMs = 15_000): Promise<void> {
  const open = trackRequests(page);
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  for (;;) {
    const loading = [...open].filter((request) => !isLocalOrStreaming(request));
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
