import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { activeQueryClient } from './query-client.ts';
import { isSessionActive } from './session.ts';

/**
 * A page's route loader that fetches the page's queries alongside its code (decision 007). The page then
 * renders once, with its data, instead of rendering empty and again as each answer lands: an answer that
 * lands after a render re-renders synchronously (queries are external stores), one long task each on a
 * phone. A failed query is left to the page, which shows its own error state (`prefetchQuery` never throws);
 * a cached answer costs nothing. Without a session it fetches nothing: the signed-in guard, which runs beside
 * it, sends the visitor home (and a loader run while a session ends would only collect 401s). On the server the
 * same loaders fill the page's cache before it is drawn (decision 017): a query a page reads that its loader
 * does not fetch is drawn as loading there, so every page's loader fetches what the page shows.
 */
export function pageData(
  prefetch: (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>[],
): (args: LoaderFunctionArgs) => Promise<null> {
  return async (args) => {
    if (!isSessionActive()) return null;
    await Promise.all(prefetch(activeQueryClient(), args));
    return null;
  };
}
