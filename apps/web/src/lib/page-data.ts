import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';
import { isSessionActive } from './session.ts';

/**
 * A page's route loader that fetches the page's queries alongside its code (decision 007). The page then
 * renders once, with its data, instead of rendering empty and again as each answer lands: an answer that
 * lands after a render re-renders synchronously (queries are external stores), one long task each on a
 * phone. A failed query is left to the page, which shows its own error state (`prefetchQuery` never throws);
 * a cached answer costs nothing. Without a session it fetches nothing: the signed-in guard, which runs beside
 * it, sends the visitor home (and a loader run while a session ends would only collect 401s).
 */
export function pageData(prefetch: (client: QueryClient) => Promise<unknown>[]): () => Promise<null> {
  return async () => {
    if (!isSessionActive()) return null;
    await Promise.all(prefetch(queryClient));
    return null;
  };
}
