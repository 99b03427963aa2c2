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
  'card_number',
  'cardNumber',
  'payment_token',
  'card_token',
  'signature',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
  ...SECRET_KEYS.map((k) => `*.*.${k}`),
];

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
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
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
