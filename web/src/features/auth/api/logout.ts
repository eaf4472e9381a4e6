import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api.ts';
import { setSession } from '../../../lib/auth.ts';

/** DELETE login: ends the session and clears the cookie. */
export function logout(): Promise<void> {
  return api.delete<void>('identity', 'login');
}

/** Signs out, forgets everything read for the user and goes to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      navigate('/login', { replace: true });
      queryClient.clear();
      setSession(queryClient, null);
    },
  });
}
