import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isRefusal } from './api.ts';
import { setSession } from './auth.ts';
import { loginMutationKey, queryKeys } from './query-keys.ts';

function shouldRetry(failureCount: number, error: Error): boolean {
  return !isRefusal(error) && failureCount < 2;
}

/** The session ended elsewhere (expired, signed out in another tab): show the login page. */
function endSessionOn401(error: Error) {
  if (error instanceof ApiError && error.status === 401) setSession(queryClient, null);
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.queryKey[0] !== queryKeys.session[0]) endSessionOn401(error);
    },
  }),
  // Signing in is answered 401 for bad credentials: that is the login form's to show, not a lost session.
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.options.mutationKey?.[0] !== loginMutationKey[0]) endSessionOn401(error);
    },
  }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
