import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';

/**
 * A page's route loader that fetches the page's queries alongside its code (decision 007). The page then
 * renders once, with its data, instead of rendering empty and again as each answer lands: an answer that
 * lands after a render re-renders synchronously (queries are external stores), one long task each on a
 * phone. A failed query is left to the page, which shows its own error state (`prefetchQuery` never throws);
 * a cached answer costs nothing.
 */
export function pageData(prefetch: (client: QueryClient) => Promise<unknown>[]): () => Promise<null> {
  return async () => {
    await Promise.all(prefetch(queryClient));
    return null;
  };
}
