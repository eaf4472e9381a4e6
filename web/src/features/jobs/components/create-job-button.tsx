import { allows } from '@bayline/contracts';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { PlusIcon } from '../../../components/icons.tsx';
import { useSessionUser } from '../../../lib/auth.ts';
import { useGroups } from '../api/get-groups.ts';
import { useJobClasses } from '../api/get-job-classes.ts';
import { useLocationSettings } from '../api/get-location-settings.ts';
import { CreateJobDialog, type JobFormData } from './create-job-dialog.tsx';

interface CreateJobButtonProps {
  locationShortName: string;
  /** The first active department, where a new job starts. */
  departmentShortName: string | undefined;
}

/** 'Create Job' and its dialog. The lists the form needs load with the page so it opens at once. */
export function CreateJobButton({ locationShortName, departmentShortName }: CreateJobButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const { permissions } = useSessionUser();
  const jobClasses = useJobClasses();
  const groups = useGroups();
  const settings = useLocationSettings();
  const data: JobFormData | undefined =
    jobClasses.data && groups.data && settings.data
      ? { jobClasses: jobClasses.data, groups: groups.data, today: settings.data.today }
      : undefined;
  const failure = jobClasses.error ?? groups.error ?? settings.error ?? undefined;
  // Groups are added on the fly with on-the-fly write access, never without admin access (spec 1 section 6).
  const canAddGroup = allows(permissions.onthefly, 'write') && allows(permissions.admin, 'read');

  return (
    <>
      <Button variant="primary" onPress={() => setOpen(true)} isDisabled={!allows(permissions.jobinformation, 'write')}>
        <PlusIcon />
        Create Job
      </Button>
      <CreateJobDialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        data={data}
        failure={failure}
        departmentShortName={departmentShortName}
        locationShortName={locationShortName}
        canAddGroup={canAddGroup}
      />
    </>
  );
}
