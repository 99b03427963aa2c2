import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiRequestError } from './api-client.ts';

/**
 * Which of a 400's field messages belong to the form, and under which of its fields: the API's names when
 * the form uses them, or API name → form field when the form names a field otherwise (`arriving_date` →
 * `arrivingDate`, or `root.<name>` for a message shown beside the fields). A message whose field is not
 * here goes to the form's alert.
 */
export type ServerFieldMap<T extends FieldValues> =
  | readonly Path<T>[]
  | Readonly<Record<string, FormErrorName<T>>>;

/** A field of the form, or `root.<name>` for a message the form shows outside its fields. */
type FormErrorName<T extends FieldValues> = Path<T> | `root.${string}`;

function formFieldOf<T extends FieldValues>(
  fields: ServerFieldMap<T>,
  name: string,
): FormErrorName<T> | undefined {
  if (Array.isArray(fields)) return (fields as readonly Path<T>[]).find((f) => f === name);
  return Object.hasOwn(fields, name)
    ? (fields as Readonly<Record<string, FormErrorName<T>>>)[name]
    : undefined;
}

/**
 * Puts a 400's field messages under the form's own fields (the first one gets focus) and answers what is
 * left for the form's alert: the server's general text, or null when every message found its field. What the
 * member typed stays in the form.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ServerFieldMap<T>,
): string | null {
  if (!isApiRequestError(error)) return 'generic_error';
  let placed = 0;
  let first = true;
  for (const [name, messages] of Object.entries(error.errors)) {
    const field = formFieldOf(fields, name);
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
