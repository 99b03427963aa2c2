/** `GET /user_contracts`: every contract of the member, payments due first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Contract, ContractListSchema } from '@vida/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { contractKeys } from '../../../lib/query-keys.ts';

export function fetchUserContracts(signal?: AbortSignal): Promise<Contract[]> {
  return apiRequest('/user_contracts', { parse: (data) => ContractListSchema.parse(data), signal });
}

export function userContractsQueryOptions() {
  return queryOptions({
    queryKey: contractKeys.all,
    queryFn: ({ signal }) => fetchUserContracts(signal),
    staleTime: 60_000,
  });
}

export function useUserContracts() {
  return useQuery(userContractsQueryOptions());
}
