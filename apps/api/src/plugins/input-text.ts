import { NOT_FOUND_CODE } from '@vida/shared';
import type { FastifyInstance } from 'fastify';
import { HttpError, validationError } from '../lib/http-error.ts';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Text PostgreSQL cannot store (a NUL character) or that is not Unicode at all (half of a surrogate pair),
 * plus the other C0 controls besides tab and line breaks, which no form field needs.
 */
function isBadText(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i += 1; // a whole pair
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/**
 * The first string in `value` (keys included) with bad text, as a field path such as `travelers.0.email`.
 * Walked with a stack of its own rather than by recursion: no input, however deep, can overflow the call stack.
 */
export function badTextField(value: unknown, path = ''): string | null {
  // Each entry: a value, its field, and the object key that leads to it (checked when the entry is reached).
  const stack: Array<[unknown, string, string | null]> = [[value, path, null]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [item, field, key] = next;
    if (key !== null && isBadText(key)) return field;
    if (typeof item === 'string') {
      if (isBadText(item)) return field;
    } else if (typeof item === 'object' && item !== null) {
      const isArray = Array.isArray(item);
      const entries = isArray ? [...item.entries()] : Object.entries(item);
      // In reverse, so that the first bad field in document order is the one named.
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [name, child] = entries[i] as [string | number, unknown];
        stack.push([child, field ? `${field}.${name}` : String(name), isArray ? null : String(name)]);
      }
    }
  }
  return null;
}

/**
 * Checked once for every route before its schema: such text in the body or query answers 400 on the field
 * (it would otherwise reach PostgreSQL and fail there); in a path parameter it names nothing (404).
 */
export function registerInputText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (badTextField(request.params) !== null) {
      throw new HttpError(404, 'not_found', { code: NOT_FOUND_CODE });
    }
    for (const [part, value] of [
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = badTextField(value);
      if (field !== null) {
        throw validationError({ [field || part]: ['validation_characters'] });
      }
    }
  });
}
