import { isAllPowerful, type Permissions } from '@bayline/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AppLayout } from '../../../components/layouts/app-layout.tsx';
import { Loading } from '../../../components/loading.tsx';
import { accessOf, rememberAttemptedUrl, selectedLocation, useSession } from '../../../lib/auth.ts';
import { useLiveHub } from '../../../lib/live-hub.ts';
import { isMenuValid, menuFor, mobileMenuOf } from '../../menu.tsx';
import { TopBarActions } from './top-bar-actions.tsx';

/** Signed-in pages: without a session, a signed licence agreement and a location, the user goes to /login. */
export function AppRoot() {
  const session = useSession();
  if (session.data === undefined && !session.isError) return <Loading />;
  if (!session.data || accessOf(session.data) !== 'ready') return <RedirectToLogin />;
  return (
    <SignedIn
      locationShortName={selectedLocation(session.data)?.shortName}
      permissions={session.data.permissions}
      operations={isAllPowerful(session.data.roles)}
    />
  );
}

function SignedIn({
  locationShortName,
  permissions,
  operations,
}: {
  locationShortName: string | undefined;
  permissions: Permissions;
  /** Owners and support run Bayline: they get the Operations page. */
  operations: boolean;
}) {
  useLiveHub(locationShortName);
  const { t } = useTranslation('shell');
  const menu = useMemo(() => menuFor(permissions, t, { operations }), [permissions, t, operations]);
  return (
    <AppLayout menu={menu} mobileMenu={mobileMenuOf(menu)} menuIsValid={isMenuValid(menu)} actions={<TopBarActions />}>
      {/* No scroll restoration (saving it on every page hide cost the next page's load): the layout puts each
          new page at its top. */}
      <Outlet />
    </AppLayout>
  );
}

/** Keeps the page asked for, to go there after signing in. */
function RedirectToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberAttemptedUrl(`${location.pathname}${location.search}${location.hash}`);
    navigate('/login', { replace: true });
  }, [location, navigate]);
  return null;
}
