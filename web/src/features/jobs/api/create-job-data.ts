import type { Group, JobClass } from '@bayline/contracts';
import { useGroups } from '../../../components/job-form/api/get-groups.ts';
import { useJobClasses } from '../../../components/job-form/api/get-job-classes.ts';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';

/** What the form needs from the server before it can open. */
export interface JobFormData {
  jobClasses: JobClass[];
  groups: Group[];
  /** Today at the location. */
  today: string;
}

/** The lists the Create Job form needs; they load with the page so the dialog opens at once. */
export function useCreateJobData() {
  const jobClasses = useJobClasses();
  const groups = useGroups();
  const settings = useLocationSettings();
  const data: JobFormData | undefined =
    jobClasses.data && groups.data && settings.data
      ? { jobClasses: jobClasses.data, groups: groups.data, today: settings.data.today }
      : undefined;
  return { data, failure: jobClasses.error ?? groups.error ?? settings.error ?? undefined };
}
