import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Hotel, HotelSchema, type Language } from '@vida/shared';
import { z } from 'zod';
import { apiRequest } from '../api-client.ts';
import { currentLanguage } from '../i18n.ts';

const HotelListSchema = z.array(HotelSchema);

export function getHotels(signal?: AbortSignal): Promise<Hotel[]> {
  return apiRequest('/reservation_hotels', { parse: (data) => HotelListSchema.parse(data), signal });
}

export function hotelsQueryOptions(language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: ['reservation-hotels', language] as const,
    queryFn: ({ signal }) => getHotels(signal),
    staleTime: 30 * 60_000,
  });
}

/** Spec section 8: a failed list shows as empty. */
export function useHotels(language: Language = currentLanguage()): Hotel[] {
  return useQuery(hotelsQueryOptions(language)).data ?? [];
}
