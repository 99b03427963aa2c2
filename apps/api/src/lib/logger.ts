import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/** Secrets never reach the log, wherever they appear in a logged object (one or two levels deep). */
const SECRET_KEYS = [
  'password',
  'current_password',
  'new_password',
  'new_password_confirmation',
  'password_confirmation',
  'passwordHash',
  'access_token',
  'refresh_token',
  'token',
  'captcha_response',
  'cvv',
  // The device-fingerprint session of a charge (the payment's body, the gateway's request).
  'device_fingerprint_id',
  'fingerprintSessionId',
  'card_number',
  'cardNumber',
  'payment_token',
  'card_token',
  'signature',
  // The care desk's second factor (issue 16).
  'second_factor_token',
  'recovery_code',
  'totpSecret',
  'secret',
];

/** Header names whose values are credentials, wherever a `headers` object is logged. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie'];

const CENSORED = new Set([...SECRET_KEYS, ...SECRET_HEADERS]);
const CENSOR = '[redacted]';
/** How deep secrets are looked for: a key of the logged object, of its values, and of theirs. */
const CENSOR_DEPTH = 3;

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The logged object with every secret key's value replaced, copied only where something changes (the caller's
 * object is never altered). Only plain objects and arrays are searched: a request, a reply or an error goes to
 * its serializer, which keeps only safe fields. This runs for each line written, not for each request: pino's
 * path-based `redact` also ran on every request's child logger, a quarter of all a request allocated.
 */
export function censorSecrets<T>(value: T, depth = CENSOR_DEPTH): T {
  if (depth === 0) return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => censorSecrets(item, depth - 1));
    return (items.some((item, i) => item !== value[i]) ? items : value) as T;
  }
  if (!isPlain(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, field] of Object.entries(value)) {
    const censored = CENSORED.has(key) && field !== undefined ? CENSOR : censorSecrets(field, depth - 1);
    if (censored === field) continue;
    copy ??= { ...value };
    copy[key] = censored;
  }
  return (copy ?? value) as T;
}

/** Paths whose tail is a credential: the signed verification link and the password-reset token. */
const SECRET_PATH = /^((?:\/api\/v1)?\/(?:account\/verify|users\/passwords)\/).+$/;

/**
 * A URL as the log may show it: without its query string (signed links, e-mail confirmations and filters
 * carry expiries, signatures and personal data there) and with the credential part of a secret path cut.
 */
export function loggableUrl(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(SECRET_PATH, '$1[redacted]');
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
}

/**
 * Errors as the log may show them. Drizzle's "Failed query" errors carry the query's parameters (in
 * `params` and in the message, hence also in the stack), and PostgreSQL errors describe row values in
 * `detail` and `where`: only the type, the message up to the parameters, the code, the call sites and the
 * cause (likewise) are kept.
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[non-error value]', stack: '' };
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const code = (error as { code?: unknown }).code;
  let message = error.message.split('\nparams:')[0] ?? '';
  // PostgreSQL quotes the offending value at the end of some messages (`invalid input syntax for type
  // integer: "…"`); data exceptions (SQLSTATE class 22) are about a value, so only their first clause stays.
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    message = message.replace(/: ".*"$/s, ': "[redacted]"');
    if (code.startsWith('22')) message = message.split(':')[0] ?? '';
  }
  const out: LoggedError = { type: error.name, message, stack: frames.join('\n') };
  if (typeof code === 'string') out.code = code;
  if (error.cause !== undefined && depth < 3) out.cause = loggableError(error.cause, depth + 1);
  return out;
}

/** What pino writes log lines to. */
export interface LogStream {
  write(line: string): unknown;
}

/** Pino options for Fastify; `stream` replaces stdout (tests read the log). */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: LogStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    formatters: { log: censorSecrets },
    serializers: {
      // Headers stay out (authorization, cookies); code may also log a plain object as `req`.
      req: (request: Partial<Pick<FastifyRequest, 'method' | 'url' | 'ip'>>) => ({
        method: request.method,
        url: loggableUrl(request.url ?? ''),
        remoteAddress: request.ip,
      }),
      err: loggableError,
    },
    ...(stream ? { stream } : {}),
  };
}
