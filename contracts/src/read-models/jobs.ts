import type { boardCardFields, JobAdmin } from '../jobs/dto.ts';
import type { JobEvents } from '../jobs/events.ts';
import type { JobTask } from '../jobs/folder.ts';
import type { StoredHold } from '../jobs/holds.ts';
import type { JobFields } from '../jobs/job-fields.ts';
import { defineReadModel } from './define.ts';

/** A badge on a job: its id and the state it is in; names and colours come from the settings when read. */
export type StoredBadge = { badgeId: string; state: number };
/** An assignment row as the job's events tell it; the assignee's name comes from the settings when read. */
export type StoredAssignment = Omit<JobEvents['JobAssigned'], 'jobAdminId'>;
/** A task on a job; the department's and completer's names come from the settings and users when read. */
export type StoredTask = Omit<JobTask, 'departmentName' | 'completedByName'>;

/** A job document as the jobs read model stores it. */
export type JobDoc = JobFields &
  Pick<
    JobAdmin,
    | 'jobAdminId'
    | 'jobAdminInt'
    | 'locationShortName'
    | 'departmentShortName'
    | 'departmentId'
    | 'subdepartmentShortName'
    | 'departmentEnteredAt'
    | 'roState'
    | 'priority'
    | 'closeDate'
    | 'grandTotal'
    | 'fileName'
    | 'departmentCycle'
    | 'createdAt'
    | 'version'
  > & {
    id: string;
    badges: StoredBadge[];
    jobTodos: StoredTask[];
    jobAssignments: StoredAssignment[];
    estimateId: string | null;
    hold: StoredHold | null;
  };

/** The `jobs` read model: one document per job with everything the board, search and folder show. */
export const jobsModel = defineReadModel<JobDoc>({
  collection: 'jobs',
  // The open board (location, state), the search (location, then by state and number), priorities (location);
  // the terminal's arrivals and departures of a day (location, scheduled in or out).
  indexes: [
    ['locationShortName', 'roState', 'jobAdminInt'],
    ['locationShortName', 'scheduledIn'],
    ['locationShortName', 'scheduledOut'],
  ],
});

/** A card document: the fields its card shows or orders by, its badges and who is assigned. */
export type CardDoc = Pick<JobAdmin, Exclude<(typeof boardCardFields)[number], 'hold'>> & {
  id: string;
  hold: StoredHold | null;
  badges: StoredBadge[];
  assignments: StoredAssignment[];
};

/**
 * The `boardCards` read model: one small document per job with only what its card on the board shows or is
 * ordered by (GET JobAdmins/open), so a board of hundreds of jobs reads and travels light.
 */
export const boardCardsModel = defineReadModel<CardDoc>({
  collection: 'boardCards',
  // A location's open cards; the schedule's cards of a range of days (location, scheduled in).
  indexes: [
    ['locationShortName', 'roState'],
    ['locationShortName', 'scheduledIn'],
  ],
});
