import {
  type DisplayPreferences,
  displayPreferencesOf,
  type displayPreferencesSchema,
  type SessionUser,
} from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './api.ts';
import { selectedLocation, setSession, useSessionUser } from './auth.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The user's display preferences at the selected location (spec 3 section 2.6). The server keeps them with the
 * user, so they follow the user to any browser; the session user this browser last saw (kept for the first
 * paint) carries them until the session check answers. A session cached before they travelled with it reads as
 * the defaults.
 */
export function useDisplayPreferences(): DisplayPreferences {
  const saved = useSessionUser().displayPreferences;
  return useMemo(() => displayPreferencesOf(saved), [saved]);
}

/** PUT users/displaysettings/{location}: the preferences of the selected location, kept with the session user. */
export function useSaveDisplayPreferences() {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  return useMutation({
    mutationFn: (preferences: DisplayPreferences) =>
      api.put<typeof displayPreferencesSchema, typeof displayPreferencesSchema>(
        'identity',
        `users/displaysettings/${encodeURIComponent(selectedLocation(user)?.shortName ?? '')}`,
        preferences,
      ),
    onSuccess: (saved) => {
      const current = queryClient.getQueryData<SessionUser>(queryKeys.session) ?? user;
      setSession(queryClient, { ...current, displayPreferences: saved });
    },
  });
}
