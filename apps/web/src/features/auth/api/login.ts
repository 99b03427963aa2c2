import { useMutation } from '@tanstack/react-query';
import type { CookieSession, LoginRequest } from '@vida/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { isSession } from '../../../lib/session.ts';

function parseSession(data: unknown): CookieSession {
  if (!isSession(data)) throw new TypeError('The login answer is not a cookie session.');
  return data;
}

/**
 * POST /login: 201 sets the session cookies and answers when they run out; 400/403/409/429 arrive as
 * ApiRequestError with the server's text.
 */
export function login(body: LoginRequest): Promise<CookieSession> {
  return apiRequest('/login', { method: 'POST', body, auth: false, parse: parseSession });
}

export function useLoginMutation() {
  return useMutation({ mutationKey: ['login'], mutationFn: login });
}
