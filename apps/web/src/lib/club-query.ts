/**
 * The club's configuration from GET /club (name, customer care's phone, e-mail and hours, pre-check-in,
 * site and media URLs). Several features show parts of it, so one query serves them all; it is public
 * configuration and rarely changes.
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Club, ClubSchema } from '@vida/shared';
import { apiRequest } from './api-client.ts';

export type { Club };
export { ClubSchema };

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

/**
 * Whether members can pay through the portal (the API's PAYMENTS_ENABLED, spec section 9); undefined until the
 * club's settings are in. Screens invite a payment only on `true`: with payments off (the production default)
 * nothing offers what would end on "not available".
 */
export function usePaymentsEnabled(): boolean | undefined {
  return useClub().data?.payments_enabled;
}
