/**
 * The login form's validation: the API's own LoginRequestSchema (one schema, two sides). Loaded on the
 * member's first interaction with the form, which keeps zod out of the login page's initial JavaScript.
 */
import { LoginRequestSchema } from '@vida/shared';
import type * as z from 'zod';
import { isLoginField, type LoginErrors, type LoginValues } from './login-fields.ts';

export type ValidLogin = z.output<typeof LoginRequestSchema>;

export type LoginValidation = { ok: true; data: ValidLogin } | { ok: false; errors: LoginErrors };

/** The first message key per field, or the parsed request (trimmed, empty member id dropped). */
export function validateLogin(values: LoginValues): LoginValidation {
  const result = LoginRequestSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isLoginField(field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
