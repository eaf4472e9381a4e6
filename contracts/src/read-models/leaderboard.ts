import type { LaborFlag } from '../reports/leaderboard.ts';
import { defineReadModel } from './define.ts';
import type { StoredAssignment } from './jobs.ts';

/** A department the job has left: when it first did, and the hours of its stays there that have ended. */
export interface LeftDepartment {
  departmentId: string;
  dateTimeOut: string;
  cycleHours: number;
}

/** What the leaderboard knows of a job: its hours, where it is since when, who is assigned, what it has left. */
export type LaborJob = {
  id: string;
  locationShortName: string;
  jobAdminInt: number;
  hat: string;
  hours: number;
  refinish: number;
  jobClassId: string;
  roState: number;
  /** Job Complete and Delivered ('YYYY-MM-DDT00:00:00'): the ready and delivered hours of a range. */
  dateReady: string | null;
  datePickup: string | null;
  departmentId: string;
  /** When the stay in `departmentId` began (a move between its subdepartments goes on with it). */
  enteredAt: string;
  assignments: StoredAssignment[];
  left: LeftDepartment[];
};

export const laborJobsModel = defineReadModel<LaborJob>({
  collection: 'laborJobs',
  indexes: [
    ['locationShortName', 'dateReady'],
    ['locationShortName', 'datePickup'],
  ],
});

/** The labour flags, one per job and department left, read by location and the instant the job left. */
export const laborFlagsModel = defineReadModel<LaborFlag>({
  collection: 'laborFlags',
  indexes: [['locationShortName', 'dateTimeOut']],
});
