import { LIMITS } from '@vida/shared';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests arrays and objects more than `max` deep, by one pass over the text that counts
 * brackets outside strings. It runs before anything parses or walks the body: every walker after the
 * parser (the prototype-poisoning scan, the text check, zod) is recursive, and a few kilobytes of `[[[[…`
 * overflowed the stack (a 500). Malformed text may pass here; the parser refuses it next.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON is the only body type. Parsed as Fastify parses it (prototype-poisoning checks included), except that an empty body
 * counts as no body: clients send `Content-Type: application/json` on every call, including bodiless
 * POSTs such as logout. Bodies nested deeper than `LIMITS.bodyMaxDepth` answer 400 unparsed.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // The API takes JSON only: text/plain and anything else answer 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text, LIMITS.bodyMaxDepth)) {
      done(
        new HttpError(400, 'body_too_deep', {
          code: 'body_too_deep',
          values: { max: LIMITS.bodyMaxDepth },
        }),
      );
      return;
    }
    parseJson(request, text, done);
  });
}
