/**
 * Errors that mean "the database cannot be reached or is restarting", not "this request is wrong": the
 * API answers them 503 `service_unavailable` (with Retry-After) and keeps running; `pg`'s pool drops the
 * broken connections and opens new ones once PostgreSQL is back, so nothing needs a restart.
 */
const UNAVAILABLE_CODES = new Set([
  // The socket: refused while PostgreSQL is down, reset when it goes away mid-query.
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  // SQLSTATE class 08 (connection exception) and 57P01–57P03 (shutdown, crash, starting up).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);

const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error/,
  /^timeout exceeded when trying to connect/,
];

/** Whether the error, or an error it wraps (drizzle wraps the driver's as `cause`), is one of those. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = 'code' in current ? String(current.code) : '';
    if (UNAVAILABLE_CODES.has(code)) return true;
    if (
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

/**
 * The database's disk is full (SQLSTATE 53100 disk_full, or the embedded database's file system answering
 * ENOSPC): the write was refused and rolled back, nothing is half-written. Answered 507 `storage_full`.
 */
export function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = 'code' in current ? String(current.code) : '';
    if (code === '53100' || code === 'ENOSPC' || /No space left on device/i.test(current.message))
      return true;
    current = current.cause;
  }
  return false;
}
