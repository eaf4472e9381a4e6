import type { Estimate } from './folder.ts';
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
  /** Schema version 2 (event-versions.ts): version 1 named `toSubdepartmentShortName` `subdepartmentShortName`. */
  JobMovedToDepartment: {
    jobAdminId: string;
    fromDepartmentShortName: string;
    toDepartmentShortName: string;
    toDepartmentId: string;
    toSubdepartmentShortName: string | null;
  };
  JobInformationChanged: { jobAdminId: string; changes: Partial<Omit<JobFields, 'scheduledOut'>> };
  JobScheduledOutChanged: { jobAdminId: string; scheduledOut: string | null };
  JobPrioritised: { jobAdminId: string; priority: number };
  /** Carries the badge's and state's names so the System note can be told without a lookup. */
  BadgeStateChanged: {
    jobAdminId: string;
    badgeId: string;
    state: number;
    badgeDescription: string;
    stateDescription: string;
  };
  JobBadgeAdded: { jobAdminId: string; badgeId: string };
  JobBadgeRemoved: { jobAdminId: string; badgeId: string };
  TaskAddedToJob: { jobAdminId: string; jobTodoId: string; todoId: string; description: string; sortOrder: number };
  TaskRemovedFromJob: { jobAdminId: string; jobTodoId: string };
  JobTasksReordered: { jobAdminId: string; order: { jobTodoId: string; sortOrder: number }[] };
  TaskCompleted: {
    jobAdminId: string;
    jobTodoId: string;
    departmentId: string;
    completedById: string;
    completedOn: string;
  };
  TaskReopened: { jobAdminId: string; jobTodoId: string };
  JobAssigned: {
    jobAdminId: string;
    jobAssignmentId: string;
    departmentId: string;
    contactId: string;
    doNotify: boolean;
    notifyOnly: boolean;
  };
  JobAssignmentChanged: {
    jobAdminId: string;
    jobAssignmentId: string;
    changes: Partial<{ contactId: string; doNotify: boolean; notifyOnly: boolean; departmentId: string }>;
  };
  JobUnassigned: { jobAdminId: string; jobAssignmentId: string };
  JobNoteAdded: { jobAdminId: string; jobHistoryId: string; notes: string; noteCategoryId: string };
  EstimateLinked: { jobAdminId: string; estimateId: string };
  /**
   * Put on hold with one of the location's delay reasons (`holdId` names this hold until its release). The reason's
   * description travels with it, so the hold stays readable when the reason is renamed, made inactive or deleted.
   */
  JobHeld: { jobAdminId: string; holdId: string; delayId: string; reason: string; note: string };
  /**
   * The hold `holdId` ended: released by a person, or ended with the job when it was voided. Its reason and start
   * travel with it, so the History tells the whole hold from this one fact.
   */
  JobReleased: { jobAdminId: string; holdId: string; reason: string; heldAt: string };
  JobArchived: { jobAdminId: string; closeDate: string };
  JobVoided: { jobAdminId: string; closeDate: string };
  JobReopened: { jobAdminId: string };
}

/**
 * Job numbers per location, stream `jobnumbers-{location}`: each command process reserves a block of numbers and
 * hands them out itself. Stores written before blocks hold one `JobNumberAssigned` per job; numbering goes on after them.
 */
export interface JobNumberEvents {
  JobNumbersReserved: { from: number; to: number };
  JobNumberAssigned: { jobAdminId: string; jobAdminInt: number };
}

/**
 * Places on a day for a job class that does not allow going over its capacity, stream
 * `schedule-{location}-{jobClassId}-{yyyy-mm-dd}`: a job reserves its place before its own stream says it is scheduled
 * in that day. A reservation counts while the job's stream confirms the day and class (or for a short while after it
 * is made, its job's append being under way), so a crash between the two appends books no place.
 */
export interface ScheduleEvents {
  PlaceReserved: { jobAdminId: string };
  PlaceReleased: { jobAdminId: string };
}

/**
 * The jobs that may hold a priority in a department, stream `priorities-{location}_{department}` (a location's short
 * name has no '_'): a job is recorded before its own stream is given a priority there, and an entry counts only while
 * the job's stream confirms it (see command-service/src/jobs/priorities.ts).
 */
export interface DepartmentPriorityEvents {
  /** `jobAdminIds` are being given a priority now; `dropped` no longer hold one there. */
  PrioritiesRecorded: { jobAdminIds: string[]; dropped: string[] };
}

/**
 * The jobs of a location given a cell phone, stream `cellphone-{location}-{digits}`, appended before the job's own
 * event that sets it: a customer's reply finds their open job by it. An entry counts only while the job's stream
 * still has that cell phone.
 */
export interface CellPhoneEvents {
  CellPhoneGiven: { jobAdminId: string };
}

/** The estimates a location keeps, stream `estimates-{location}`. */
export interface EstimateEvents {
  /** Which job links it is the jobs' to tell (EstimateLinked), not the estimate's. */
  EstimateReceived: { estimate: Omit<Estimate, 'linkedJobAdminId'> };
  EstimateDeleted: { estimateId: string };
}
