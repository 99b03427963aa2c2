/** The member's sessions (My Account): the list and ending one. */
import { queryOptions } from '@tanstack/react-query';
import { type SessionInfo, SessionInfoSchema } from '@vida/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const SessionListSchema = z.array(SessionInfoSchema);

export const sessionKeys = { all: ['sessions'] as const };

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }): Promise<SessionInfo[]> =>
      apiRequest('/sessions', { parse: (data) => SessionListSchema.parse(data), signal }),
  });
}

/** DELETE /sessions/{id}: that device is signed out. */
export function endSession(id: string): Promise<unknown> {
  return apiRequest(`/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
