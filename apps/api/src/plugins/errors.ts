import {
  type ApiError,
  formatLongDay,
  isIsoDate,
  isMessageKey,
  type Language,
  type MessageKey,
  NOT_FOUND_CODE,
  translateMessage,
} from '@vida/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DatabaseBusyError } from '../db/prepared.ts';
import { isDatabaseUnavailable, isStorageFull } from '../db/unavailable.ts';
import { HttpError, type HttpErrorOptions } from '../lib/http-error.ts';
import { requestLanguage } from './i18n.ts';

/** A message's values with each `YYYY-MM-DD` day named in the caller's language, as the shared rules' days are. */
function namedDays(
  values: Record<string, string | number> | undefined,
  lang: Language,
): Record<string, string | number> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' && isIsoDate(value) ? formatLongDay(value, lang) : value,
    ]),
  );
}

/** Sends the error envelope `{ message, errors?, code? }` in the caller's language. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  key: MessageKey,
  options: HttpErrorOptions = {},
): FastifyReply {
  const lang = requestLanguage(request);
  const values = namedDays(options.values, lang);
  const body: ApiError = { message: translateMessage(lang, key, values) };
  if (options.errors) {
    body.errors = Object.fromEntries(
      Object.entries(options.errors).map(([field, keys]) => [
        field,
        keys.map((k) => translateMessage(lang, k, values)),
      ]),
    );
  }
  body.code = options.code ?? key;
  if (options.headers) reply.headers(options.headers);
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Field name from a JSON pointer: `/email` → `email`, `/travelers/0/email` → `travelers.0.email`. */
function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path || (context === 'querystring' ? 'query' : 'body');
}

/** The value at an issue's path in what the client sent (`undefined` when it is missing). */
function sentValue(input: unknown, issue: ValidationIssue): unknown {
  let value = input;
  for (const part of (issue.instancePath ?? '').split('/').filter(Boolean)) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * What a shared rule puts into its message (`params` of a custom issue, which the zod provider nests under
 * `params.params`): a day (`date`, `YYYY-MM-DD`) is named in the caller's language.
 */
function ruleValues(issue: ValidationIssue, lang: Language): Record<string, string> | undefined {
  const params = issue.params?.params;
  if (typeof params !== 'object' || params === null) return undefined;
  const date = (params as Record<string, unknown>).date;
  return typeof date === 'string' && isIsoDate(date) ? { date: formatLongDay(date, lang) } : undefined;
}

/** The message key of one zod issue: the shared rules carry keys as messages; anything else is mapped. */
function keyOf(
  issue: ValidationIssue,
  field: string,
  sent: unknown,
  lang: Language,
): { key: MessageKey; values?: Record<string, string | number> | undefined } {
  const message = issue.message ?? '';
  // A value of the wrong kind (a number for a name, a list for an e-mail) is not a missing one.
  if (issue.keyword === 'invalid_type' && sent !== undefined && sent !== null)
    return { key: 'validation_type' };
  if (isMessageKey(message)) {
    // The widget's payload is the one "field" a person cannot type: ask them to complete the check.
    if (message === 'validation_required' && field === 'captcha_response')
      return { key: 'validation_captcha' };
    return { key: message, values: ruleValues(issue, lang) };
  }
  const params = issue.params ?? {};
  // zod 4 does not report the input; a missing field reads "…, received undefined".
  if (issue.keyword === 'invalid_type' && /received undefined$/.test(message))
    return { key: 'validation_required' };
  if (issue.keyword === 'too_big' && typeof params.maximum === 'number' && params.origin === 'string') {
    return { key: 'validation_too_long', values: { max: params.maximum } };
  }
  return { key: 'validation_invalid' };
}

/** A zod issue as nested in a union's issue (`params.errors`): its path is relative to the union's. */
interface NestedIssue {
  code?: string;
  path?: PropertyKey[];
  message?: string;
  [param: string]: unknown;
}

/**
 * A union none of whose options matched answers the issues of the option that came closest (fewest issues;
 * the first on a tie), so the fields are named (an unknown one, a missing code) rather than the body as a
 * whole being "invalid".
 */
function withUnionsOpened(issues: ValidationIssue[]): ValidationIssue[] {
  return issues.flatMap((issue) => {
    const options = issue.params?.errors;
    if (issue.keyword !== 'invalid_union' || !Array.isArray(options) || options.length === 0) return [issue];
    const closest = (options as NestedIssue[][]).reduce((best, option) =>
      option.length < best.length ? option : best,
    );
    if (closest.length === 0) return [issue];
    return withUnionsOpened(
      closest.map(({ code, path, message, ...params }) => ({
        keyword: code,
        instancePath: `${(issue.instancePath ?? '').replace(/\/$/, '')}${(path ?? []).map((part) => `/${String(part)}`).join('')}`,
        message,
        params,
      })),
    );
  });
}

function validationBody(
  request: FastifyRequest,
  issues: ValidationIssue[],
  context: string | undefined,
): ApiError {
  const lang = requestLanguage(request);
  // A Map, not an object: field names come from the client ("constructor", "__proto__").
  const byField = new Map<string, string[]>();
  const add = (field: string, text: string) => {
    const list = byField.get(field) ?? [];
    if (!list.includes(text)) list.push(text);
    byField.set(field, list);
  };
  const input =
    context === 'querystring' ? request.query : context === 'params' ? request.params : request.body;
  for (const issue of withUnionsOpened(issues)) {
    const field = fieldOf(issue, context);
    // Fields the endpoint does not take (bodies are strict): each is named.
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      const prefix = field === 'body' || field === 'query' ? '' : `${field}.`;
      for (const key of issue.params.keys)
        add(`${prefix}${String(key)}`, translateMessage(lang, 'validation_unknown_field'));
      continue;
    }
    const { key, values } = keyOf(issue, field, sentValue(input, issue), lang);
    add(field, translateMessage(lang, key, values));
  }
  const errors: Record<string, string[]> = Object.fromEntries(byField);
  return { message: translateMessage(lang, 'validation_failed'), errors, code: 'validation_failed' };
}

/** Fastify's own client errors (body parsing, limits) mapped to our messages; anything else is ours or a 500. */
const FRAMEWORK_ERRORS: Record<string, { status: number; key: MessageKey; code?: number }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'malformed_body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'malformed_body' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'malformed_body' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupported_media_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'payload_too_large' },
  // A path that cannot be decoded names nothing we serve.
  FST_ERR_BAD_URL: { status: 404, key: 'not_found', code: NOT_FOUND_CODE },
  // A path parameter longer than any id we issue names nothing either (Fastify would say 414).
  FST_ERR_MAX_PARAM_LENGTH: { status: 404, key: 'not_found', code: NOT_FOUND_CODE },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, key: 'generic_error' },
};

/** The driver's error code of an error or of the error it wraps. */
function errorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  if ('code' in error && error.code !== undefined) return String(error.code);
  return errorCode(error.cause);
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) {
    return sendError(request, reply, error.statusCode, error.messageKey, error.options);
  }
  if (error instanceof DatabaseBusyError) {
    request.log.warn({ err: error }, 'database busy');
    return sendError(request, reply, 503, 'service_unavailable', { code: 'service_unavailable' });
  }
  if (isStorageFull(error)) {
    // The operator must act (free or add space); the member is told nothing was saved.
    request.log.error({ code: errorCode(error) }, 'database storage full');
    return sendError(request, reply, 507, 'storage_full', { code: 'storage_full' });
  }
  if (isDatabaseUnavailable(error)) {
    // Not a bug of ours: PostgreSQL is down or restarting. One line each, without the query.
    request.log.warn({ code: errorCode(error) }, 'database unavailable');
    reply.header('retry-after', '5');
    return sendError(request, reply, 503, 'service_unavailable', { code: 'service_unavailable' });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply
      .code(400)
      .type('application/json; charset=utf-8')
      .send(validationBody(request, error.validation, error.validationContext));
  }
  if (isFastifyError(error)) {
    const known = FRAMEWORK_ERRORS[error.code];
    if (known)
      return sendError(request, reply, known.status, known.key, known.code ? { code: known.code } : {});
    // A JSON.parse failure inside the body parser carries a 400 but no Fastify code.
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return sendError(request, reply, 400, 'malformed_body');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'client error');
      return sendError(request, reply, status, status === 404 ? 'not_found' : 'generic_error', {
        code: status === 404 ? NOT_FOUND_CODE : 'client_error',
      });
    }
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendError(request, reply, 500, 'generic_error', { code: 'internal_error' });
}

export function registerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => handleError(error, request, reply));
}
