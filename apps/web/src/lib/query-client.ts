import { QueryClient } from '@tanstack/react-query';
import { isApiRequestError } from './api-client.ts';
import { requestScope } from './request-scope.ts';

/** Client errors (4xx) will not change by asking again; network trouble and 5xx get one retry. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** The cache of the page being rendered on the server, or the browser's one. */
export function activeQueryClient(): QueryClient {
  return requestScope()?.queryClient ?? queryClient;
}
