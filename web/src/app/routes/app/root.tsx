import { allows } from '@bayline/contracts';
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { BoardIcon, SettingsIcon } from '../../../components/icons.tsx';
import { AppLayout, type SideMenuItem } from '../../../components/layouts/app-layout.tsx';
import { Loading } from '../../../components/loading.tsx';
import { TopBarActions } from '../../../features/top-bar/components/top-bar-actions.tsx';
import { accessOf, rememberAttemptedUrl, selectedLocation, useSession } from '../../../lib/auth.ts';
import { useLiveHub } from '../../../lib/live-hub.ts';

/** The side menu; Settings is disabled without admin rights (spec 2 section 6). */
const menuFor = (canSeeSettings: boolean): SideMenuItem[] => [
  { to: '/production', label: 'Production', icon: <BoardIcon /> },
  { to: '/settings', label: 'Settings', icon: <SettingsIcon />, isDisabled: !canSeeSettings },
];

/** Signed-in pages: without a session, a signed licence agreement and a location, the user goes to /login. */
export function AppRoot() {
  const session = useSession();
  if (session.data === undefined && !session.isError) return <Loading />;
  if (!session.data || accessOf(session.data) !== 'ready') return <RedirectToLogin />;
  return (
    <SignedIn
      locationShortName={selectedLocation(session.data)?.shortName}
      canSeeSettings={allows(session.data.permissions.admin, 'read')}
    />
  );
}

function SignedIn({
  locationShortName,
  canSeeSettings,
}: {
  locationShortName: string | undefined;
  canSeeSettings: boolean;
}) {
  useLiveHub(locationShortName);
  const menu = useMemo(() => menuFor(canSeeSettings), [canSeeSettings]);
  return (
    <AppLayout menu={menu} actions={<TopBarActions />}>
      {/* No scroll restoration: pages scroll inside the layout, never the window (and saving it on every page
          hide cost the next page's load). */}
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
