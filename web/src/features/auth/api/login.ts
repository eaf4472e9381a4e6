import type { LoginInput, loginSchema, SessionUser, sessionUserSchema } from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setSession } from '../../../lib/auth.ts';
import { loginMutationKey } from '../../../lib/query-keys.ts';

/** POST login: the session cookie and the signed-in user. */
export function login(credentials: LoginInput): Promise<SessionUser> {
  return api.post<typeof sessionUserSchema, typeof loginSchema>('identity', 'login', credentials);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: loginMutationKey,
    mutationFn: login,
    onSuccess: (user) => setSession(queryClient, user),
  });
}
