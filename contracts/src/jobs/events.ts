import type { JobFields } from './job-fields.ts';

/** Facts about a job, stream `job-{jobAdminId}`. Past tense, in the shop's words. */
export interface JobEvents {
  JobCreated: JobFields & {
    jobAdminId: string;
    jobAdminInt: number;
    departmentShortName: string;
    departmentId: string;
    roState: number;
  };
  JobMovedToDepartment: {
    jobAdminId: string;
    fromDepartmentShortName: string;
    toDepartmentShortName: string;
    toDepartmentId: string;
    subdepartmentShortName: string | null;
  };
  JobInformationChanged: { jobAdminId: string; changes: Partial<Omit<JobFields, 'scheduledOut'>> };
  JobScheduledOutChanged: { jobAdminId: string; scheduledOut: string | null };
  JobPrioritised: { jobAdminId: string; priority: number };
  BadgeStateChanged: { jobAdminId: string; badgeId: string; state: number };
  JobArchived: { jobAdminId: string; closeDate: string };
  JobVoided: { jobAdminId: string; closeDate: string };
  JobReopened: { jobAdminId: string };
}

export type JobEventType = keyof JobEvents;
export type JobEvent = { [K in JobEventType]: { type: K; data: JobEvents[K] } }[JobEventType];

/** Job numbers are handed out per location from stream `jobnumbers-{location}`. */
export interface JobNumberEvents {
  JobNumberAssigned: { jobAdminId: string; jobAdminInt: number };
}
