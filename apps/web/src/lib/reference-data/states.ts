import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Language, type StateOption, StateOptionSchema } from '@vida/shared';
import { z } from 'zod';
import { apiRequest } from '../api-client.ts';

const StateListSchema = z.array(StateOptionSchema);

/** The states of the US or the provinces of Canada (spec section 9: other countries take free text). */
export function statesQueryOptions(language: Language, country: 'US' | 'CA') {
  return queryOptions({
    queryKey: ['states', language, country] as const,
    queryFn: ({ signal }): Promise<StateOption[]> =>
      apiRequest(`/states?country=${country}`, { parse: (data) => StateListSchema.parse(data), signal }),
    staleTime: 60 * 60_000,
  });
}

/** The list for a country that has one; empty while loading, on failure, or for any other country. */
export function useStates(language: Language, country: string): StateOption[] {
  const listed = country === 'US' || country === 'CA' ? country : null;
  return useQuery({ ...statesQueryOptions(language, listed ?? 'US'), enabled: listed !== null }).data ?? [];
}
