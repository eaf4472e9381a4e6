import type { DeliveredTotals } from './figures.ts';

/**
 * The documents of the reports read model (projection-service `reports` projector), as the query service reads
 * them (types, not interfaces: a document is a plain record). What each holds and why: docs/metrics.md "How the figures are kept".
 */

/** A job as the reports read it. */
export type ReportJob = {
  id: string;
  jobAdminId: string;
  jobAdminInt: number;
  locationShortName: string;
  hat: string;
  clientName: string;
  clientCellular: string;
  clientEmail: string;
  year: number;
  make: string;
  model: string;
  color: string;
  hours: number;
  refinish: number;
  subTotal: number;
  jobClassId: string;
  groupShortName: string | null;
  scheduledIn: string | null;
  scheduledOut: string | null;
  dateTowIn: string | null;
  repairStart: string | null;
  dateReady: string | null;
  datePickup: string | null;
  roState: number;
  departmentId: string;
  /** The days the indexes find the job by ('YYYY-MM-DD' of the job's dates). */
  deliveredOn: string | null;
  arrivedOn: string | null;
  /** Job Complete: ready hours are read by it. */
  readyOn: string | null;
  scheduledInOn: string | null;
  scheduledOutOn: string | null;
  /** Open and not delivered: what the inventory, WIP and forecast count (docs/metrics.md). */
  inventory: boolean;
  /** Key-to-key days, for the grids' cycle time. */
  k2k: number | null;
  badges: { badgeId: string; state: number }[];
  assignees: { jobAssignmentId: string; departmentId: string; contactId: string }[];
  /** When the stay in `departmentId` began; null when the job is archived or voided. */
  stayIn: string | null;
  /** Departments whose hours were credited: a job is credited once per department. */
  credited: string[];
};

/** A department stay that ended (docs/metrics.md "Department cycle time"). */
export type ReportStay = {
  id: string;
  locationShortName: string;
  jobAdminId: string;
  departmentId: string;
  jobClassId: string;
  groupShortName: string | null;
  /** The day it ended in the location's time zone. */
  day: string;
  dateTimeIn: string;
  dateTimeOut: string;
  hours: number;
  roState: number;
  /** `{badgeId}:{state}` of the job's badges when the stay ended. */
  badges: string[];
  /** The department's assignees on the job when the stay ended. */
  assignees: string[];
};

/**
 * Sums kept per location and day, and per location and month. Each entry is a key and its sums, in the order the
 * keys first came (arrays, not records keyed by ids: a record's keys would make each document a new shape to
 * store). Keys are `{departmentId}|{jobClassId}|{groupShortName}` (credits by assignee are prefixed `{contactId}|`,
 * '' for none); sums are counts and hundredths of hours, whole numbers so that adding them up in any order is
 * exact: `stays` [stays, hours], `credits` and `assigneeCredits` [jobs, hours, refinish] of the job when credited.
 */
export type ReportSums = {
  id: string;
  locationShortName: string;
  stays: [key: string, stays: number, hours: number][];
};

/** A stay that ended: department, job class, hundredths of hours, when it ended and its `reportStays` id. */
export type EndedStay = [departmentId: string, jobClassId: string, hours: number, dateTimeOut: string, id: string];

/** A location's day: its stays and credits added up, and each stay that ended (percentiles need every one). */
export type ReportDay = ReportSums & {
  day: string;
  credits: [key: string, jobs: number, hours: number, refinish: number][];
  assigneeCredits: [key: string, jobs: number, hours: number, refinish: number][];
  /** In the order they ended. */
  ended: EndedStay[];
};

/**
 * A location's month ('YYYY-MM'): its days' stays added up, and the jobs delivered in it (by their Delivered day)
 * added up by `{jobClassId}|{groupShortName}|{roState}` (`DeliveredTotals` after the key), so that a long range
 * reads a document per month and only its first and last months' days or jobs. A job's part follows it: when its
 * Delivered date, class, group, state or figures change it is taken off its month and added again. Credits are not
 * kept by month: a department's hours are its labour percent of each day's sums, rounded per day (docs/metrics.md
 * "Reports"), which a month's sum would round otherwise.
 */
export type ReportMonth = ReportSums & { month: string; delivered: [key: string, ...totals: DeliveredTotals][] };
