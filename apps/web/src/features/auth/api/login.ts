import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, Token } from '@vida/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { isToken } from '../../../lib/session.ts';

function parseToken(data: unknown): Token {
  if (!isToken(data)) throw new TypeError('The login answer is not a token pair.');
  return data;
}

/** POST /login: 201 with the token pair; 400/403/409/429 arrive as ApiRequestError with the server's text. */
export function login(body: LoginRequest): Promise<Token> {
  return apiRequest('/login', { method: 'POST', body, auth: false, parse: parseToken });
}

export function useLoginMutation() {
  return useMutation({ mutationKey: ['login'], mutationFn: login });
}
