import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api.ts';
import { setSession } from '../../../lib/auth.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE login: ends the session and clears the cookie. */
export function logout(): Promise<void> {
  return api.delete('identity', 'login');
}

/** Signs out, forgets everything read for the user and goes to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Nobody is signed in first, through the session query the signed-in pages watch: they give way to the
      // login page at once. Clearing the cache first took that query from under them, so a screen still showing
      // read the user as missing and threw (issue 9: 'context must be used inside provider', React error #520).
      setSession(queryClient, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
      navigate('/login', { replace: true });
    },
  });
}
