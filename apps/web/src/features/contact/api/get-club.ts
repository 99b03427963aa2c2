import { queryOptions } from '@tanstack/react-query';
import { type Club, ClubSchema } from '@vida/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** The club's name, toll-free phone and opening hours: configuration, so it rarely changes. */
export function clubQueryOptions() {
  return queryOptions({
    queryKey: ['club'] as const,
    queryFn: ({ signal }): Promise<Club> =>
      apiRequest('/club', { parse: (data) => ClubSchema.parse(data), signal }),
    staleTime: 60 * 60_000,
  });
}
