import { NOT_FOUND_CODE } from '@vida/shared';
import { z } from 'zod';
import { HttpError } from './http-error.ts';

/**
 * The row id a path segment (or an operator's argument) spells: 1 to 9 digits, so it fits the `integer`
 * columns; anything else is 0, which names no row.
 */
export function pathId(raw: string): number {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

/**
 * A numeric id in a path. A malformed one is not a 400: it reads as 0 and the route answers it as it answers
 * an id that is not there or not the caller's (a 404, or the 401 first where the session is checked inside
 * the lookup), so a caller learns nothing from the difference.
 */
export const PathIdSchema = z.string().transform(pathId);

/** The params of a route under `/:id`. */
export const IdParamsSchema = z.object({ id: PathIdSchema });

/** The id, or a 404 `not_found` for a malformed one, where a route answers before any lookup. */
export function knownPathId(id: number): number {
  if (id === 0) throw new HttpError(404, 'not_found', { code: NOT_FOUND_CODE });
  return id;
}
