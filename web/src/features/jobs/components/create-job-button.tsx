import { allows } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { PlusIcon } from '../../../components/icons.tsx';
import { canAddGroup } from '../../../components/job-form/can-add-group.ts';
import { lazyNamed, OnDemand } from '../../../components/on-demand.tsx';
import { useSessionUser } from '../../../lib/auth.ts';
import { useCreateJobData } from '../api/create-job-data.ts';

const CreateJobDialog = lazyNamed(() => import('./create-job-dialog.tsx'), 'CreateJobDialog');

interface CreateJobButtonProps {
  locationShortName: string;
  /** The first active department, where a new job starts. */
  departmentShortName: string | undefined;
  /** Told the new job's id once it is created. */
  onCreated?: (jobAdminId: string) => void;
}

/** 'Create Job' and its dialog (loaded on the first press). The lists the form needs load with the page. */
export function CreateJobButton({ locationShortName, departmentShortName, onCreated }: CreateJobButtonProps) {
  const { t } = useTranslation('jobs');
  const [isOpen, setOpen] = useState(false);
  const { permissions } = useSessionUser();
  useCreateJobData();

  return (
    <>
      <Button variant="primary" onPress={() => setOpen(true)} isDisabled={!allows(permissions.jobinformation, 'write')}>
        <PlusIcon />
        {t('create.title')}
      </Button>
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
