import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { resolveMessage } from '../../../lib/notifications.ts';
import './register-messages.ts';

export type Errors = Record<string, string>;

/** The first message key of each field a shared schema refuses (the API answers with the same keys). */
export function schemaErrors(schema: z.ZodType, values: unknown): Errors | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Texts for keys and the API's own (already translated) messages alike. */
export function useMessageText() {
  const { i18n } = useTranslation();
  return (message: string) => resolveMessage(i18n, message);
}

/** The form-level message and per-field messages of a failed request. */
export function requestErrors(error: unknown): { form: string; fields: Errors } {
  if (!isApiRequestError(error)) return { form: 'generic_error', fields: {} };
  const fields: Errors = {};
  for (const [field, messages] of Object.entries(error.errors)) if (messages[0]) fields[field] = messages[0];
  return { form: error.displayMessage, fields };
}
