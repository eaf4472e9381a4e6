import type {
  forgotSchema,
  inviteSchema,
  messageSchema,
  RegisterInput,
  ResetPasswordInput,
  registerSchema,
  resetPasswordSchema,
  sessionUserSchema,
} from '@bayline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { setSession } from '../../../lib/auth.ts';
import { loginMutationKey } from '../../../lib/query-keys.ts';

/** A wrong or late link answers 401 like bad credentials: the form's to show, not a lost session. */
const publicForm = { mutationKey: loginMutationKey };

/** POST users/invite: mails an invitation to the location the user is at. */
export function useInvite() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post<typeof messageSchema, typeof inviteSchema>('identity', 'users/invite', { email }),
  });
}

/** POST users/register: the invited user's account, signed in at once. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    ...publicForm,
    mutationFn: (input: RegisterInput) =>
      api.post<typeof sessionUserSchema, typeof registerSchema>('identity', 'users/register', input),
    onSuccess: (user) => setSession(queryClient, user),
  });
}

/** POST users/forgot: asks for a reset link (the answer is the same for any address). */
export function useForgot() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post<typeof messageSchema, typeof forgotSchema>('identity', 'users/forgot', { email }),
  });
}

/** POST users/reset: the new password, with the link's token. */
export function useResetPassword() {
  return useMutation({
    ...publicForm,
    mutationFn: (input: ResetPasswordInput) =>
      api.post<typeof messageSchema, typeof resetPasswordSchema>('identity', 'users/reset', input),
  });
}
