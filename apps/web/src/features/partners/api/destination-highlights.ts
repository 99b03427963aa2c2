/** `GET /destination_highlights` and `GET /destination_highlights/:id`: fetchers, query options, hooks. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type DestinationHighlight,
  DestinationHighlightListSchema,
  DestinationHighlightSchema,
  type Language,
} from '@vida/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export const destinationKeys = {
  all: ['destination-highlights'] as const,
  list: (language: Language) => ['destination-highlights', 'list', language] as const,
  one: (id: string, language: Language) => ['destination-highlights', 'one', id, language] as const,
};

/**
 * The list sits one level down (`data.data`). A failed request reads as no destinations: the dashboard
 * simply goes without its carousel rather than showing an error for decoration.
 */
export async function fetchDestinationHighlights(signal?: AbortSignal): Promise<DestinationHighlight[]> {
  try {
    return await apiRequest('/destination_highlights', {
      parse: (data) => DestinationHighlightListSchema.parse(data).data,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export function destinationHighlightsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: destinationKeys.list(language),
    queryFn: ({ signal }) => fetchDestinationHighlights(signal),
    staleTime: 5 * 60_000,
  });
}

export function destinationHighlightQueryOptions(id: string, language: Language) {
  return queryOptions({
    queryKey: destinationKeys.one(id, language),
    queryFn: ({ signal }): Promise<DestinationHighlight> =>
      apiRequest(`/destination_highlights/${encodeURIComponent(id)}`, {
        parse: (data) => DestinationHighlightSchema.parse(data),
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

export function useDestinationHighlights() {
  return useQuery(destinationHighlightsQueryOptions(useLanguage()));
}

export function useDestinationHighlight(id: string) {
  return useQuery(destinationHighlightQueryOptions(id, useLanguage()));
}
