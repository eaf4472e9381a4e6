import {
  capacityLevel,
  capacityPercent,
  dayInZone,
  type LocationMetrics,
  type LocationSettings,
  type NoticeSkipReason,
  type NotificationEvents,
  notifyDayFields,
  type StaffNoticeKind,
  staffNoticeMessages,
  weekdayOf,
} from '@bayline/contracts';
import type { Aggregate, NewEvent } from '../shared/command.ts';

/** A location's notices as deciding needs them, from stream `notifications-{location}`. */
export interface NoticeBook {
  /** Every notice decided (sent or skipped), by id: the same one is never decided twice. */
  decided: ReadonlyMap<string, NotificationEvents['StaffNotified'] | null>;
  /** When each capacity round was sent: the frequency and the daily maximum count rounds, not contacts. */
  capacityRounds: ReadonlyMap<string, string>;
}

export const noticeBook: Aggregate<NoticeBook> = {
  initial: () => ({ decided: new Map(), capacityRounds: new Map() }),
  evolve(book, e) {
    if (e.type === 'StaffNotified') {
      const notice = e.data as NotificationEvents['StaffNotified'];
      return {
        decided: new Map(book.decided).set(notice.notificationId, notice),
        capacityRounds:
          notice.kind === 'capacity' && !book.capacityRounds.has(notice.round)
            ? new Map(book.capacityRounds).set(notice.round, e.metadata.at)
            : book.capacityRounds,
      };
    }
    if (e.type === 'StaffNotificationSkipped') {
      const { notificationId } = e.data as NotificationEvents['StaffNotificationSkipped'];
      return { ...book, decided: new Map(book.decided).set(notificationId, null) };
    }
    return book;
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

/** Why no round may be sent now, for all its contacts alike; undefined when it may. */
function roundSkipReason(book: NoticeBook, kind: StaffNoticeKind, rules: NoticeRules, now: Date) {
  if (!rules.enableMessaging || !rules.smsSendPhone) return 'messagingOff';
  const today = dayInZone(now, rules.timeZone);
  if (!rules[notifyDayFields[weekdayOf(today)]]) return 'notANotifyDay';
  if (!inNotifyHours(rules, now)) return 'outsideNotifyHours';
  if (kind !== 'capacity') return undefined;
  const sent = [...book.capacityRounds.values()];
  const since = now.getTime() - rules.notifyPeriod * 60_000;
  if (sent.some((at) => Date.parse(at) > since)) return 'tooSoon';
  if (sent.filter((at) => dayInZone(new Date(at), rules.timeZone) === today).length >= rules.notifyMax)
    return 'dailyMaximumReached';
  return undefined;
}

/**
 * The staff of one round told by text, or each skipped with the reason: messaging off, not a notify day (in the
 * location's time zone), outside the notify hours; capacity rounds also no sooner than `notifyPeriod` minutes after
 * the last and at most `notifyMax` a day. Someone without a cell phone is skipped. Decided once per contact and round.
 */
export function decideStaffNotices(book: NoticeBook, notices: StaffNotice[], rules: NoticeRules, now: Date) {
  const events: NewEvent[] = [];
  const fresh = notices.filter((n) => !book.decided.has(noticeId(n.round, n.contactId)));
  for (const notice of new Map(fresh.map((n) => [n.contactId, n])).values()) {
    const { text, cellular, ...of } = notice;
    const base = { notificationId: noticeId(notice.round, notice.contactId), ...of };
    const reason: NoticeSkipReason | undefined =
      roundSkipReason(book, notice.kind, rules, now) ?? (cellular ? undefined : 'noCellular');
    events.push(
      reason
        ? { type: 'StaffNotificationSkipped', data: { ...base, reason } }
        : { type: 'StaffNotified', data: { ...base, to: cellular, from: rules.smsSendPhone!, text } },
    );
  }
  return events;
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
