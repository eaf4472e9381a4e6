import '../../../features/reports/catalogues.ts';
import { allows } from '@bayline/contracts';
import { NoDashAccess } from '../../../features/reports/components/no-dash-access.tsx';
import { ReportsScreen } from '../../../features/reports/components/reports-screen.tsx';
import { useSessionUser } from '../../../lib/auth.ts';

/** /reports (spec 3 section 2.8): the saved reports, for users with the dash right. */
export function Component() {
  const { permissions } = useSessionUser();
  return allows(permissions.dash, 'read') ? <ReportsScreen /> : <NoDashAccess page="reports" />;
}
