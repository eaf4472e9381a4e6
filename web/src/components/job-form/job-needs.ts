import type { JobClass } from '@bayline/contracts';
import { defaultJobClass } from './job-form.ts';

/** What a location must have before a job can be created there. */
export type JobNeed = 'departments' | 'jobClasses';

/**
 * What the location lacks for a job: a department to start in (the board's departments) and an active job class
 * (the form's class is required). A new location has neither until they are set up in Settings.
 */
export function missingForJobs(departments: readonly unknown[], jobClasses: readonly JobClass[]): JobNeed[] {
  const missing: JobNeed[] = [];
  if (departments.length === 0) missing.push('departments');
  if (defaultJobClass(jobClasses) === undefined) missing.push('jobClasses');
  return missing;
}
