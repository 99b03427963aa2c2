import { type SQL, sql } from 'drizzle-orm';

/** The SQLSTATE `abort_statement` raises (migration 0025). */
const ABORTED = 'VPABT';

/**
 * SQL that undoes the whole statement evaluating it, `reason` (a text expression) being what `abortReason`
 * answers: a single statement whose parts must all stand, or none, decides so itself instead of costing a
 * transaction's two more round trips to roll back.
 */
export const abortStatement = (reason: SQL) => sql`abort_statement(${reason})`;

/** The reason of a statement undone by `abortStatement`, or undefined for any other error. */
export function abortReason(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if ('code' in current && current.code === ABORTED) return current.message;
    current = current.cause;
  }
  return undefined;
}
