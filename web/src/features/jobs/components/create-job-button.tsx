import { allows } from '@bayline/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { PlusIcon } from '../../../components/icons.tsx';
import { canAddGroup } from '../../../components/job-form/can-add-group.ts';
import type { JobNeed } from '../../../components/job-form/job-needs.ts';
import { lazyNamed, OnDemand } from '../../../components/on-demand.tsx';
import { useSessionUser } from '../../../lib/auth.ts';
import { useCreateJobData } from '../api/create-job-data.ts';
import * as styles from './create-job-button.css.ts';

const CreateJobDialog = lazyNamed(() => import('./create-job-dialog.tsx'), 'CreateJobDialog');

interface CreateJobButtonProps {
  locationShortName: string;
  /** The first active department, where a new job starts. */
  departmentShortName: string | undefined;
  /** Told the new job's id once it is created. */
  onCreated?: (jobAdminId: string) => void;
  /** What the location lacks for a job (a new location): the button is off and says why. */
  missing?: readonly JobNeed[];
}

/** 'Create Job' and its dialog (loaded on the first press). The lists the form needs load with the page. */
export function CreateJobButton({
  locationShortName,
  departmentShortName,
  onCreated,
  missing = [],
}: CreateJobButtonProps) {
  const { t } = useTranslation('jobs');
  const [isOpen, setOpen] = useState(false);
  const { permissions } = useSessionUser();
  const whyId = useId();
  useCreateJobData();
  const mayCreate = allows(permissions.jobinformation, 'write');
  // A form with no department to start in or no job class could never be submitted: say so instead of opening it.
  const [need, ...otherNeeds] = missing;
  const cannotYet = mayCreate && need !== undefined;

  return (
    <>
      <Button
        variant="primary"
        onPress={() => setOpen(true)}
        isDisabled={!mayCreate || cannotYet}
        aria-describedby={cannotYet ? whyId : undefined}
      >
        <PlusIcon />
        {t('create.title')}
      </Button>
      {cannotYet && (
        <span id={whyId} className={styles.why}>
          {t(otherNeeds.length > 0 ? 'create.needsBoth' : `create.needs.${need}`)}
        </span>
      )}
      <OnDemand isOpen={isOpen}>
        <CreateJobDialog
          isOpen={isOpen}
          onClose={() => setOpen(false)}
          departmentShortName={departmentShortName}
          locationShortName={locationShortName}
          canAddGroup={canAddGroup(permissions)}
          onCreated={onCreated}
        />
      </OnDemand>
    </>
  );
}
