import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiRequestError } from '../../../lib/api-client.ts';

/**
 * Puts a 400's field messages under their fields (those the form has) and answers the message for the form's
 * alert: the server's text (already in the member's language) or `generic_error`.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string {
  if (!isApiRequestError(error)) return 'generic_error';
  for (const [field, messages] of Object.entries(error.errors)) {
    const known = fields.find((f) => f === field);
    if (known && messages[0]) setError(known, { type: 'server', message: messages[0] });
  }
  return error.displayMessage;
}
