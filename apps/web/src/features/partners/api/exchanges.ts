/** `GET /exchanges`: the member's exchange memberships (the first element of `data`). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ExchangeMembership, ExchangesDataSchema } from '@vida/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const exchangeKeys = { all: ['exchanges'] as const };

export function fetchExchangeMemberships(signal?: AbortSignal): Promise<ExchangeMembership[]> {
  return apiRequest('/exchanges', {
    parse: (data) => ExchangesDataSchema.parse(data)[0] ?? [],
    signal,
  });
}

/** Membership types are not texts: one cache entry whatever the language. */
export function exchangesQueryOptions() {
  return queryOptions({
    queryKey: exchangeKeys.all,
    queryFn: ({ signal }) => fetchExchangeMemberships(signal),
    staleTime: 5 * 60_000,
  });
}

export function useExchangeMemberships() {
  return useQuery(exchangesQueryOptions());
}
