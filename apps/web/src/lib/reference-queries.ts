/** Reference lists any signed-in form may need: countries, and states of the US and Canada. */
import { queryOptions } from '@tanstack/react-query';
import { type CountryOption, CountryOptionSchema, type Language, StateOptionSchema } from '@vida/shared';
import { z } from 'zod';
import { apiRequest } from './api-client.ts';

/** The countries' names change only with the language; the key is the one the other forms use. */
export function countryOptionsQuery(language: Language) {
  return queryOptions({
    queryKey: ['countries', language] as const,
    queryFn: ({ signal }): Promise<CountryOption[]> =>
      apiRequest('/countries', { parse: (data) => z.array(CountryOptionSchema).parse(data), signal }),
    staleTime: 60 * 60_000,
  });
}

/** The states of the US or the provinces of Canada (spec section 9: other countries take free text). */
export function stateOptionsQuery(language: Language, country: 'US' | 'CA') {
  return queryOptions({
    queryKey: ['states', language, country] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/states?country=${country}`, {
        parse: (data) => z.array(StateOptionSchema).parse(data),
        signal,
      }),
    staleTime: 60 * 60_000,
  });
}
