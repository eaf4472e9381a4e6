import '../../../features/reports/catalogues.ts';
import { allows } from '@bayline/contracts';
import { DashboardScreen } from '../../../features/reports/components/dashboard-screen.tsx';
import { NoDashAccess } from '../../../features/reports/components/no-dash-access.tsx';
import { useSessionUser } from '../../../lib/auth.ts';

/** /dashboard (spec 3 section 2.9): the pinned charts, for users with the dash right. */
export function Component() {
  const { permissions } = useSessionUser();
  return allows(permissions.dash, 'read') ? <DashboardScreen /> : <NoDashAccess page="dashboard" />;
}
