/**
 * The login form's validation: the API's own LoginRequestSchema (one schema, two sides). Loaded on the
 * member's first interaction with the form, which keeps zod out of the login page's initial JavaScript.
 */
import { LoginRequestSchema } from '@vida/shared';
import type * as z from 'zod';
import { isLoginField, type LoginErrors, type LoginValues } from './login-fields.ts';

export type ValidLogin = z.output<typeof LoginRequestSchema>;

export type LoginValidation = { ok: true; data: ValidLogin } | { ok: false; errors: LoginErrors };

/**
 * The first message key per field, or the parsed request (trimmed, empty member id dropped). Once the server
 * asked for the member id (the field is revealed), it is required.
 */
export function validateLogin(values: LoginValues, memberIdRequired = false): LoginValidation {
  const result = LoginRequestSchema.safeParse(values);
  const errors: LoginErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && isLoginField(field)) errors[field] ??= issue.message;
    }
  }
  if (memberIdRequired && !values.vida_member_id.trim()) errors.vida_member_id ??= 'validation_required';
  if (result.success && Object.keys(errors).length === 0) return { ok: true, data: result.data };
  return { ok: false, errors };
}
