import type {
  PasswordChangeInput,
  passwordChangeSchema,
  sessionUserSchema,
  UserSettingsInput,
  userSettingsSchema,
} from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { setSession } from '../../lib/auth.ts';

/**
 * User Settings' SAVE: PUT users when the name or language changed (the answer's language is then spoken), then PUT
 * users/password when a password was typed (every other browser of the user is then signed out; this one stays).
 */
export function useSaveUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { settings?: UserSettingsInput; password?: PasswordChangeInput }) => {
      if (change.settings)
        setSession(
          queryClient,
          await api.put<typeof sessionUserSchema, typeof userSettingsSchema>('identity', 'users', change.settings),
        );
      if (change.password)
        await api.put<z.ZodVoid, typeof passwordChangeSchema>('identity', 'users/password', change.password);
    },
  });
}
