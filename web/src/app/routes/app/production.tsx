import { allows } from '@bayline/contracts';
import { Loading } from '../../../components/loading.tsx';
import { useDepartments } from '../../../features/board/api/get-departments.ts';
import { ProductionBoard } from '../../../features/board/components/production-board.tsx';
import { CreateJobButton } from '../../../features/jobs/components/create-job-button.tsx';
import { selectedLocation, useSessionUser } from '../../../lib/auth.ts';
import * as styles from './production.css.ts';

/** /production: the board of the selected location and Create Job. */
export function ProductionRoute() {
  const user = useSessionUser();
  const location = selectedLocation(user);
  const departments = useDepartments();
  if (!location) return <Loading />;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>Production</h1>
        <CreateJobButton
          locationShortName={location.shortName}
          departmentShortName={departments.data?.[0]?.shortName}
        />
      </div>
      <div className={styles.board}>
        <ProductionBoard locationShortName={location.shortName} canMove={allows(user.permissions.board, 'write')} />
      </div>
    </div>
  );
}
