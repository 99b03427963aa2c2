import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CountryOption, CountryOptionSchema, type Language } from '@vida/shared';
import { z } from 'zod';
import { apiRequest } from '../api-client.ts';
import { currentLanguage } from '../i18n.ts';

const CountryListSchema = z.array(CountryOptionSchema);

/** GET /countries is public: the registration form asks before anyone is signed in. */
export function getCountries(signal?: AbortSignal): Promise<CountryOption[]> {
  return apiRequest('/countries', { auth: false, parse: (data) => CountryListSchema.parse(data), signal });
}

/** The country choice (249 per language); names come in the request language. */
export function countriesQueryOptions(language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: ['countries', language] as const,
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: 60 * 60_000,
  });
}

/** Spec section 8: a failed list shows as empty. `enabled: false` skips the request (members need none). */
export function useCountries(language: Language = currentLanguage(), enabled = true): CountryOption[] {
  return useQuery({ ...countriesQueryOptions(language), enabled }).data ?? [];
}
