import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';
import { setSession } from './auth.ts';
import { queryKeys } from './query-keys.ts';

/** A refusal will not change by asking again; only lost connections and server faults are retried. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      // The session ended elsewhere (expired, signed out in another tab): show the login page.
      if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== queryKeys.session[0]) {
        setSession(queryClient, null);
      }
    },
  }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
