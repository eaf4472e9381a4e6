import type { SessionUser } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setSession } from '../../../lib/auth.ts';
import { browserEvents } from '../../../lib/live-hub.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT locations/select/{shortName}: the location the user works in from now on. */
export function selectLocation(shortName: string): Promise<SessionUser> {
  return api.put<SessionUser>('identity', `locations/select/${encodeURIComponent(shortName)}`);
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
