import { noLocationsMessage } from '@bayline/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { EulaAgreement } from '../../features/auth/components/eula-agreement.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { accessOf, takeAttemptedUrl, useSession } from '../../lib/auth.ts';
import { tMessage } from '../../lib/messages.ts';

/**
 * / and /login: signs the user in, asks for the licence agreement when it is not signed, warns a user
 * without locations, and otherwise goes on to the page first asked for (or production).
 */
export function LoginRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const left = useRef(false);
  // The stored user only speeds up signed-in pages; here the server's answer decides.
  const user = session.isPlaceholderData ? undefined : session.data;
  const access = user === undefined ? undefined : accessOf(user);

  useEffect(() => {
    if (access !== 'ready' || left.current) return;
    left.current = true;
    navigate(takeAttemptedUrl(), { replace: true });
  }, [access, navigate]);

  if (user === undefined && !session.isError) return <Loading />;
  if (access === 'eula') return <EulaAgreement />;
  if (access === 'ready') return <Loading />;
  return <LoginForm warning={access === 'no-locations' ? tMessage(noLocationsMessage) : undefined} />;
}
