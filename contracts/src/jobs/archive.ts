import { type JobDates, jobDateFields, jobDateLabels } from './job-fields.ts';

export const archiveMessages = {
  confirm: 'Are you sure you want to archive this job?',
  blocked: 'Please correct the following issues before archiving the job:',
  voidConfirm: 'Are you sure you want to void this job?',
} as const;

export interface ArchiveFacts extends JobDates {
  hours: number;
  subTotal: number;
  outstandingTasks: number;
}

/** What stands in the way of archiving (spec 1 section 4), in the order the dialog lists it; [] when none. */
export function archiveIssues(job: ArchiveFacts): string[] {
  const issues: string[] = [];
  if (job.outstandingTasks > 0)
    issues.push(`${job.outstandingTasks} outstanding task${job.outstandingTasks === 1 ? '' : 's'}`);
  if (!job.hours) issues.push('Labor hours are zero');
  if (!job.subTotal) issues.push('Total is zero');
  for (const field of jobDateFields) if (!job[field]) issues.push(`${jobDateLabels[field]} date is empty`);
  return issues;
}
