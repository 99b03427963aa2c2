import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Club, ClubSchema } from '@vida/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The club's configuration (name, site, where its media are). Same key and shape as the contact page's, so
 * the screens share one request.
 */
export function clubQueryOptions() {
  return queryOptions({
    queryKey: ['club'] as const,
    queryFn: ({ signal }): Promise<Club> =>
      apiRequest('/club', { parse: (data) => ClubSchema.parse(data), signal }),
    staleTime: 60 * 60_000,
  });
}

export function useClub() {
  return useQuery(clubQueryOptions());
}
