import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiRequestError } from './api-client.ts';

/**
 * Puts a 400's field messages under the form's own fields (the first one gets focus) and answers what is
 * left for the form's alert: the server's general text, or null when every message found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  if (!isApiRequestError(error)) return 'generic_error';
  let placed = 0;
  let first = true;
  for (const [name, messages] of Object.entries(error.errors)) {
    const field = fields.find((f) => f === name);
    const message = messages[0];
    if (!field || !message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
    placed += 1;
  }
  const unplaced = Object.keys(error.errors).length - placed;
  if (placed > 0 && unplaced === 0) return error.message || null;
  return error.displayMessage;
}
