import type { JobsByDepartment } from './locations/metrics.ts';

/**
 * Notifications (spec 2 preferences and departments): the shop's staff told about a job by text, on the location's
 * stream `notifications-{location}`. The customer's status text is a text of the job's (see messaging.ts).
 */
export const notificationsStream = (locationShortName: string) => `notifications-${locationShortName}`;

/** The queue job the notifications process manager sets off for one event; the command side's worker does it. */
export const notificationJob = 'notify';
export type NotificationJob = {
  eventId: string;
  /** The event's place in the log. */
  position: number;
  /** The job's stream version at the event: the job is read as it was then, so a replay tells what it told. */
  version: number;
  /** When the event happened: a notification long after it tells nobody anything useful. */
  at: string;
  locationShortName: string;
  jobAdminId: string;
} & (
  | { kind: 'departmentEntered'; departmentId: string }
  | { kind: 'badgeStateChanged'; badgeId: string; state: number }
  | { kind: 'assigned'; contactId: string; departmentId: string }
  /**
   * A change of what WIP and inventory count (a job created, moved to another department, delivered, closed…), with
   * the location's jobs counted per department once the metrics read model held the event: the process manager
   * reads them, so the command side decides on this and the location's streams alone.
   */
  | { kind: 'capacity'; jobsByDepartment: JobsByDepartment }
);

/**
 * The queue job that looks, every `jobNotifyPeriod` minutes, for a location's open jobs: done on the projection side
 * (it reads the jobs read model), which queues a `CycleGoalJob` for each. One scheduler per location, named
 * `cycles-{location}`.
 */
export const cycleCheckJob = 'notify-cycles';
export interface CycleCheckJob {
  locationShortName: string;
}

/**
 * A job's stay in its department: since the event that brought it there (its id names the stay); a move between
 * the department's subdepartments does not end it.
 */
export interface DepartmentStay {
  stayId: string;
  departmentId: string;
  since: string;
}

/**
 * An open job a cycle check found, with its stay as the jobs read model had it. The command side's worker confirms
 * it on the job's own stream (still open, still in that stay) before it tells anyone the job is over its goal.
 */
export const cycleGoalJob = 'notify-cycle-goal';
export type CycleGoalJob = DepartmentStay & { locationShortName: string; jobAdminId: string };

/**
 * What a staff member is told about: a job entering their department, a badge state, an assignment, WIP or
 * inventory, a job over its cycle goal in a department.
 */
export type StaffNoticeKind = 'departmentEntered' | 'badgeStateChanged' | 'assigned' | 'capacity' | 'cycle';

/** Why a notification was not sent, in the shop's words. */
export type NoticeSkipReason =
  | 'messagingOff'
  | 'noCellular'
  | 'notANotifyDay'
  | 'outsideNotifyHours'
  | 'tooSoon'
  | 'dailyMaximumReached';

/**
 * `notificationId` is `{round}-{contactId}`: one notice per contact for each event that set one off (its round),
 * however often asked. It is also the text's id at the SMS port, which never texts one id twice.
 */
type NoticeOf = {
  notificationId: string;
  round: string;
  kind: StaffNoticeKind;
  contactId: string;
  jobAdminId: string | null;
};

export interface NotificationEvents {
  StaffNotified: NoticeOf & { to: string; from: string; text: string };
  StaffNotificationSkipped: NoticeOf & { reason: NoticeSkipReason };
  /** The provider refused a notice decided sent, for good or after the last try, in its words: it is not sent again. */
  StaffNotificationFailed: NoticeOf & { reason: string };
}

/** The texts staff receive (in English, as the shop's texts are sent). */
export const staffNoticeMessages = {
  departmentEntered: (job: string, customer: string, department: string) =>
    `Job ${job} (${customer}) entered ${department}`,
  badgeState: (job: string, badge: string, state: string) => `Job ${job}: ${badge} is now ${state}`,
  assigned: (job: string, customer: string, department: string) =>
    `Job ${job} (${customer}) was assigned to you in ${department}`,
  wip: (count: number, max: number) => `WIP is at ${count} of ${max}`,
  inventory: (count: number, max: number) => `Inventory is at ${count} of ${max}`,
  cycleGoal: (job: string, customer: string, department: string, hours: number) =>
    `Job ${job} (${customer}) has been in ${department} longer than its cycle goal of ${hours} h`,
} as const;
