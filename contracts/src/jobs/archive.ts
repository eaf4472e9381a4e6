import { type JobDates, jobDateFields, jobDateLabels } from './job-fields.ts';

export const archiveMessages = {
  confirm: 'Are you sure you want to archive this job?',
  blocked: 'Please correct the following issues before archiving the job:',
  voidConfirm: 'Are you sure you want to void this job?',
  outstandingTasks: (n: number) => `${n} outstanding task${n === 1 ? '' : 's'}`,
  noHours: 'Labor hours are zero',
  noTotal: 'Total is zero',
  dateEmpty: (label: string) => `${label} date is empty`,
} as const;

export interface ArchiveFacts extends JobDates {
  hours: number;
  subTotal: number;
  outstandingTasks: number;
}

/** What stands in the way of archiving (spec 1 section 4), in the order the dialog lists it; [] when none. */
export function archiveIssues(job: ArchiveFacts): string[] {
  const issues: string[] = [];
  if (job.outstandingTasks > 0) issues.push(archiveMessages.outstandingTasks(job.outstandingTasks));
  if (!job.hours) issues.push(archiveMessages.noHours);
  if (!job.subTotal) issues.push(archiveMessages.noTotal);
  for (const field of jobDateFields) if (!job[field]) issues.push(archiveMessages.dateEmpty(jobDateLabels[field]));
  return issues;
}
