import {
  type ForgotPasswordRequest,
  type ForgotPasswordResult,
  ForgotPasswordResultSchema,
  type RegisterRequest,
  type RegisterResult,
  RegisterResultSchema,
  type ResetPasswordRequest,
  type VerifyResult,
  VerifyResultSchema,
} from '@vida/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /users: 201 `pre_existing_account`; 400 with field messages, 429 throttled. */
export function register(body: RegisterRequest, idempotencyKey?: string): Promise<RegisterResult> {
  return apiRequest('/users', {
    method: 'POST',
    body,
    idempotencyKey,
    auth: false,
    parse: (d) => RegisterResultSchema.parse(d),
  });
}

/**
 * PUT /account/verify/{id}/{hash}?expires&signature: 200 (saying whether the account came from the previous
 * app), or 400 with a code saying why not.
 */
export function verifyEmail(id: string, hash: string, search: string): Promise<VerifyResult> {
  const query = new URLSearchParams(search);
  const params = new URLSearchParams();
  for (const key of ['expires', 'signature']) {
    const value = query.get(key);
    if (value !== null) params.set(key, value);
  }
  const path = `/account/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`;
  return apiRequest(`${path}${params.size ? `?${params}` : ''}`, {
    method: 'PUT',
    auth: false,
    parse: (d) => VerifyResultSchema.parse(d),
  });
}

/** POST /account/verify/resend-validation: 204. */
export function resendVerification(email: string): Promise<unknown> {
  return apiRequest('/account/verify/resend-validation', { method: 'POST', body: { email }, auth: false });
}

/** POST /users/passwords: 201 with the token of the reset URL. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<ForgotPasswordResult> {
  return apiRequest('/users/passwords', {
    method: 'POST',
    body,
    auth: false,
    parse: (d) => ForgotPasswordResultSchema.parse(d),
  });
}

/** PUT /users/passwords/{token}: 204. */
export function resetPassword(token: string, body: ResetPasswordRequest): Promise<unknown> {
  return apiRequest(`/users/passwords/${encodeURIComponent(token)}`, { method: 'PUT', body, auth: false });
}
