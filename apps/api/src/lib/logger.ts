import type { FastifyServerOptions } from 'fastify';
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
    ...(stream ? { stream } : {}),
  };
}
