import type { eulaSchema, SessionUser, sessionUserSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setSession } from '../../../lib/auth.ts';

/** PUT users/eula: signs the licence agreement. */
export function acceptEula(): Promise<SessionUser> {
  return api.put<typeof sessionUserSchema, typeof eulaSchema>('identity', 'users/eula', { accepted: true });
}

export function useAcceptEula() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptEula,
    onSuccess: (user) => setSession(queryClient, user),
  });
}
