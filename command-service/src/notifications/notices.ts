import {
  type CycleGoalJob,
  capacityLevel,
  capacityPercent,
  type Department,
  type DepartmentStay,
  dayInZone,
  goalHours,
  type JobFields,
  type LocationMetrics,
  type LocationSettings,
  type NoticeSkipReason,
  type NotificationEvent,
  type NotificationEvents,
  notifyDayFields,
  RoState,
  type StaffNoticeKind,
  shownJobId,
  staffNoticeMessages,
  weekdayOf,
} from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import { type JobStreamEvent, job } from '../jobs/job.ts';
import { type Aggregate, fold } from '../shared/command.ts';

/** A location's notices as deciding needs them, from stream `notifications-{location}`. */
export interface NoticeBook {
  /** Every notice decided (sent or skipped), by id: the same one is never decided twice. */
  decided: ReadonlyMap<string, NotificationEvents['StaffNotified'] | null>;
  /** When each capacity round was sent: the frequency and the daily maximum count rounds, not contacts. */
  capacityRounds: ReadonlyMap<string, string>;
}

export const noticeBook: Aggregate<NoticeBook, NotificationEvent> = {
  initial: () => ({ decided: new Map(), capacityRounds: new Map() }),
  evolve(book, e) {
    switch (e.type) {
      case 'StaffNotified': {
        const notice = e.data;
        return {
          decided: new Map(book.decided).set(notice.notificationId, notice),
          capacityRounds:
            notice.kind === 'capacity' && !book.capacityRounds.has(notice.round)
              ? new Map(book.capacityRounds).set(notice.round, e.metadata.at)
              : book.capacityRounds,
        };
      }
      // Skipped, or refused by the provider: decided, and never texted (again).
      case 'StaffNotificationSkipped':
      case 'StaffNotificationFailed':
        return { ...book, decided: new Map(book.decided).set(e.data.notificationId, null) };
      default:
        e satisfies never;
        return book;
    }
  },
};

/** One staff member to tell about one event (the round). */
export interface StaffNotice {
  kind: StaffNoticeKind;
  round: string;
  contactId: string;
  /** Digits, or empty when the assignee has no cell phone. */
  cellular: string;
  jobAdminId: string | null;
  text: string;
}

/** The location settings that say whether and when staff are told. */
export type NoticeRules = Pick<
  LocationSettings,
  | 'enableMessaging'
  | 'smsSendPhone'
  | 'timeZone'
  | 'notifyStart'
  | 'notifyEnd'
  | 'notifyPeriod'
  | 'notifyMax'
  | (typeof notifyDayFields)[number]
>;

/** How long after an event its notifications are still worth sending. */
export const noticeFreshMs = 60 * 60_000;

/**
 * Whether an event is too old to tell anyone about: history written with past times (the demo seed, which a
 * separate projection process may follow while it is written) or a backlog after a long stop.
 */
export const tooOldToTell = (at: string, now: Date) => now.getTime() - Date.parse(at) > noticeFreshMs;

export const noticeId = (round: string, contactId: string) => `${round}-${contactId}`;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether `now` falls in the notify hours, kept as UTC 'HH:mm'; a window past midnight wraps; start = end is all day. */
export function inNotifyHours(rules: Pick<NoticeRules, 'notifyStart' | 'notifyEnd'>, now: Date): boolean {
  const start = minutesOf(rules.notifyStart);
  const end = minutesOf(rules.notifyEnd);
  const at = now.getUTCHours() * 60 + now.getUTCMinutes();
  if (start === end) return true;
  return start < end ? at >= start && at < end : at >= start || at < end;
}

/** Why no notice may be sent at `now` (not a notify day in the location's time zone, outside the notify hours). */
export function notifyTimeSkipReason(rules: NoticeRules, now: Date) {
  const notifyDay = notifyDayFields[weekdayOf(dayInZone(now, rules.timeZone))];
  if (!notifyDay || !rules[notifyDay]) return 'notANotifyDay';
  if (!inNotifyHours(rules, now)) return 'outsideNotifyHours';
  return undefined;
}

/** Why no round may be sent now, for all its contacts alike; undefined when it may. */
function roundSkipReason(book: NoticeBook, kind: StaffNoticeKind, rules: NoticeRules, now: Date) {
  if (!rules.enableMessaging || !rules.smsSendPhone) return 'messagingOff';
  const notNow = notifyTimeSkipReason(rules, now);
  if (notNow) return notNow;
  if (kind !== 'capacity') return undefined;
  const today = dayInZone(now, rules.timeZone);
  const sent = [...book.capacityRounds.values()];
  const since = now.getTime() - rules.notifyPeriod * 60_000;
  if (sent.some((at) => Date.parse(at) > since)) return 'tooSoon';
  if (sent.filter((at) => dayInZone(new Date(at), rules.timeZone) === today).length >= rules.notifyMax)
    return 'dailyMaximumReached';
  return undefined;
}

/**
 * The staff of rounds told by text, or each skipped with the reason: messaging off, not a notify day (in the
 * location's time zone), outside the notify hours; capacity rounds also no sooner than `notifyPeriod` minutes after
 * the last and at most `notifyMax` a day. Someone without a cell phone is skipped. Decided once per contact and round.
 * A cycle notice is not decided outside the notify days and hours: it waits for a check within them.
 */
export function decideStaffNotices(book: NoticeBook, notices: StaffNotice[], rules: NoticeRules, now: Date) {
  const events: NotificationEvent[] = [];
  const fresh = notices.filter((n) => !book.decided.has(noticeId(n.round, n.contactId)));
  for (const notice of new Map(fresh.map((n) => [noticeId(n.round, n.contactId), n])).values()) {
    const { text, cellular, ...of } = notice;
    const base = { notificationId: noticeId(notice.round, notice.contactId), ...of };
    const reason: NoticeSkipReason | undefined =
      roundSkipReason(book, notice.kind, rules, now) ?? (cellular ? undefined : 'noCellular');
    if (notice.kind === 'cycle' && (reason === 'notANotifyDay' || reason === 'outsideNotifyHours')) continue;
    events.push(
      reason
        ? { type: 'StaffNotificationSkipped', data: { ...base, reason } }
        : { type: 'StaffNotified', data: { ...base, to: cellular, from: rules.smsSendPhone!, text } },
    );
  }
  return events;
}

/** A notice decided sent that the provider refused, for good or on the last try: recorded once, never sent again. */
export function decideStaffNoticeFailed(book: NoticeBook, notificationId: string, reason: string): NotificationEvent[] {
  const sent = book.decided.get(notificationId);
  if (!sent) return [];
  const { to, from, text, ...of } = sent;
  return [{ type: 'StaffNotificationFailed', data: { ...of, reason } }];
}

/** An open job as a cycle notice is decided on it, from its own stream: with its stay in its department now. */
export type CycleJob = Pick<JobFields, 'jobClassId' | 'hat' | 'clientName'> & {
  jobAdminId: string;
  jobAdminInt: number;
  stay: DepartmentStay;
};

/**
 * The job's stay in its department after `events` (its stream): from the event that brought it there. A move
 * between the department's subdepartments is no new stay: the job never left.
 */
export function stayAfter(events: readonly RecordedEvent<JobStreamEvent>[]): DepartmentStay | undefined {
  let stay: DepartmentStay | undefined;
  for (const event of events) {
    const departmentId =
      event.type === 'JobCreated'
        ? event.data.departmentId
        : event.type === 'JobMovedToDepartment'
          ? event.data.toDepartmentId
          : undefined;
    if (departmentId && departmentId !== stay?.departmentId)
      stay = { stayId: event.id, departmentId, since: event.metadata.at };
  }
  return stay;
}

/**
 * A job a cycle check found (in a read model, which lags), as its own stream has it now: only while the job is still
 * open at that location and still in the stay the check saw. Moved on, closed, or gone: nothing to tell.
 */
export function confirmedOnStream(found: CycleGoalJob, events: RecordedEvent<JobStreamEvent>[]) {
  const state = fold(job, job.initial(), events);
  const stay = stayAfter(events);
  if (!state.exists || state.locationShortName !== found.locationShortName || state.roState !== RoState.open) return;
  if (!stay || stay.stayId !== found.stayId) return;
  return { ...state.fields, jobAdminId: state.jobAdminId, jobAdminInt: state.jobAdminInt, stay } satisfies CycleJob;
}

/**
 * The jobs longer in their department than their job class's cycle goal there (days, hours and minutes, above
 * zero), where the department sends notifications: one round per stay, named by the event that began it, for the
 * goal's notification contacts.
 */
export function overdueCycleRounds(jobs: readonly CycleJob[], departments: readonly Department[], now: Date) {
  const byId = new Map(departments.map((d) => [d.departmentId, d]));
  return jobs.flatMap((job) => {
    const { stay } = job;
    const department = byId.get(stay.departmentId);
    if (!department?.sendNotification || department.deletedAt) return [];
    const goal = department.jobClassCycles.find((c) => c.jobClassId === job.jobClassId);
    const contactIds = (goal?.notifications ?? []).map((n) => n.contactId);
    const goalMs = goal ? ((goal.days * 24 + goal.hours) * 60 + goal.minutes) * 60_000 : 0;
    if (!goal || goalMs <= 0 || !contactIds.length || now.getTime() - Date.parse(stay.since) <= goalMs) return [];
    return [
      {
        round: `cycle-${stay.stayId}`,
        jobAdminId: job.jobAdminId,
        contactIds,
        text: staffNoticeMessages.cycleGoal(shownJobId(job), job.clientName, department.name, goalHours(goal)),
      },
    ];
  });
}

/**
 * What a capacity notice says: WIP against the release goal and inventory against its maximum, each told once it
 * reaches the threshold percent (the top bar's warning) or goes over; nothing when neither does or has no maximum.
 */
export function capacityNotice(metrics: LocationMetrics): string | undefined {
  const reached = (count: number, max: number) =>
    max > 0 && capacityLevel(capacityPercent(count, max), metrics.thresholdPercent) !== 'normal';
  const parts = [
    reached(metrics.wip, metrics.wipMax) ? staffNoticeMessages.wip(metrics.wip, metrics.wipMax) : '',
    reached(metrics.inventory, metrics.inventoryMax)
      ? staffNoticeMessages.inventory(metrics.inventory, metrics.inventoryMax)
      : '',
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : undefined;
}
