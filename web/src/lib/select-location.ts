import type { SessionUser, sessionUserSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api.ts';
import { setSession } from './auth.ts';
import { browserEvents } from './live-hub.ts';
import { queryKeys } from './query-keys.ts';

/** PUT locations/select/{shortName}: the location the user works in from now on. */
export function selectLocation(shortName: string): Promise<SessionUser> {
  return api.put<typeof sessionUserSchema>('identity', `locations/select/${encodeURIComponent(shortName)}`);
}

/** Selects a location and reads everything again for it. */
export function useSelectLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectLocation,
    onSuccess: async (user) => {
      setSession(queryClient, user);
      window.dispatchEvent(new CustomEvent(browserEvents.updateUserLocation, { detail: user }));
      await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
    },
  });
}
