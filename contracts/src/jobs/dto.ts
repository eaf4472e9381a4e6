import type { JobHold } from './holds.ts';
import type { JobFields } from './job-fields.ts';

export interface JobBadge {
  badgeId: string;
  state: number;
  sortOrder: number;
  description: string;
  iconName: string;
}

/** A stay of the job in one department: the raw material of cycle-time reports. */
export interface DepartmentCycle {
  departmentCycleId: string;
  departmentId: string;
  departmentShortName: string;
  subdepartmentShortName: string | null;
  dateTimeIn: string;
  dateTimeOut: string | null;
  /** Hours spent, set when the job leaves the department. */
  cycleTime: number | null;
}

export interface JobAssignment {
  jobAssignmentId: string;
  departmentId: string;
  contactId: string;
  name: string;
  doNotify: boolean;
  notifyOnly: boolean;
}

/** A job as the board, search and folder read it (spec 1 section 3). */
export interface JobAdmin extends JobFields {
  jobAdminId: string;
  jobAdminInt: number;
  locationShortName: string;
  departmentShortName: string;
  departmentId: string;
  departmentName: string;
  subdepartmentShortName: string | null;
  /** When the job entered its current department: the card's elapsed timer starts here. */
  departmentEnteredAt: string;
  jobClassName: string;
  jobClass: { displayColor: string };
  group: { shortName: string; name: string; isActive: boolean; deletedAt: string | null } | null;
  roState: number;
  priority: number;
  closeDate: string | null;
  grandTotal: number;
  fileName: string;
  badges: JobBadge[];
  jobAssignments: JobAssignment[];
  departmentCycle: DepartmentCycle[];
  /** The hold the job is on now, if any. */
  hold: JobHold | null;
  createdAt: string;
  /** Stream version, sent back as If-Match on edits. */
  version: number;
}

export type JobFolder = JobAdmin & { jobId: string };

/** The job fields a board card shows or orders by, stored as the board read model holds them. */
export const boardCardFields = [
  'jobAdminId',
  'jobAdminInt',
  'locationShortName',
  'hat',
  'roState',
  'version',
  'clientName',
  'year',
  'make',
  'model',
  'color',
  'vin',
  'description',
  'groupShortName',
  'jobClassId',
  'hours',
  'refinish',
  'subTotal',
  'scheduledIn',
  'scheduledOut',
  'departmentShortName',
  'departmentId',
  'subdepartmentShortName',
  'departmentEnteredAt',
  'priority',
  'hold',
] as const satisfies readonly (keyof JobAdmin)[];

/** Who works on the job in a department, as its card names them. */
export interface BoardAssignee {
  departmentId: string;
  name: string;
}

/**
 * A job as its card on the board needs it (GET JobAdmins/open, GET JobAdmins/open/{id}): the JobAdmin fields the
 * card shows or orders by, under the same names, with the location's names, colours and badge details. Tasks,
 * assignment rows, department stays and the customer's contact details stay in the folder. `version` is the
 * job's stream version when its card last changed.
 */
export interface BoardCard
  extends Pick<
    JobAdmin,
    (typeof boardCardFields)[number] | 'departmentName' | 'jobClassName' | 'jobClass' | 'group' | 'badges'
  > {
  /** The person assigned in each department that has one (notify-only entries and 'No Assignee' left out). */
  assignees: BoardAssignee[];
}
