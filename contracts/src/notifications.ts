/**
 * Notifications (spec 2 preferences and departments): the shop's staff told about a job by text, on the location's
 * stream `notifications-{location}`. The customer's status text is a text of the job's (see messaging.ts).
 */
export const notificationsStream = (locationShortName: string) => `notifications-${locationShortName}`;

/** The queue job the notifications process manager sets off for one event; the command side's worker does it. */
export const notificationJob = 'notify';
export type NotificationJob = {
  eventId: string;
  /** The event's place in the log: what a read model consulted must have passed. */
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
  /** A change of what WIP and inventory count (a job created, moved to another department, delivered, closed…). */
  | { kind: 'capacity' }
);

/**
 * The queue job that looks, every `jobNotifyPeriod` minutes, for jobs of a location over their job class's cycle
 * goal in a department that sends notifications; one scheduler per location, named `cycles-{location}`.
 */
export const cycleCheckJob = 'notify-cycles';
export interface CycleCheckJob {
  locationShortName: string;
}

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
