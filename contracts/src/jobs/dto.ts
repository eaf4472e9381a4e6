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
  createdAt: string;
  /** Stream version, sent back as If-Match on edits. */
  version: number;
}

export type JobFolder = JobAdmin & { jobId: string };
