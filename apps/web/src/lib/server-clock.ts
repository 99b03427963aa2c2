/**
 * The server's clock as the browser last read it. Rules that depend on the day (the earliest arrival the
 * API accepts) must be judged on the server's clock, and a phone's clock can be minutes or days off. Every
 * API answer carries a `Date` header (and none is cached: the API sends `no-store`), so the skew is learnt
 * for free from the answers the page loads anyway, without a call of its own. It imports nothing: the API
 * client (on the login page too) carries it.
 */
/**
 * The header counts whole seconds and the answer took time to arrive: a skew under this is the header's own
 * rounding, not a wrong clock, and the browser's finer clock is kept.
 */
const NOISE_MS = 2_000;

let skewMs = 0;

/** Records the `Date` header of an answer that has just arrived (`receivedAt` by the browser's clock). */
export function noteServerDate(header: string | null, receivedAt: number = Date.now()): void {
  if (!header) return;
  const server = Date.parse(header);
  if (Number.isNaN(server)) return;
  const skew = server - receivedAt;
  skewMs = Math.abs(skew) < NOISE_MS ? 0 : skew;
}

/** Now, on the server's clock as far as the browser knows it. */
export function serverNow(): Date {
  return new Date(Date.now() + skewMs);
}
