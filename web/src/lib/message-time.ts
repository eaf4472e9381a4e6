import { dayInZone, daysBetween } from '@bayline/contracts';
import i18n from 'i18next';
import { formatter } from './format.ts';

/** Where a text's time is shown: the folder's thread writes older days in full, the drawer only month and day. */
export type MessageTimePlace = 'thread' | 'drawer';

/** Texts an hour or more apart get a timestamp between them (spec 1 "Job folder dialog"). */
export const timestampGapMs = 60 * 60 * 1000;

/**
 * A text's time as the spec writes it (section 9): the time today, 'Yesterday' and the time, the weekday within
 * 6 days, else month and day (the full date in the folder's thread), in the user's language, on the location's
 * clock (`timeZone`; the browser's until the location's settings are read).
 */
export function messageTime(at: Date, now: Date, place: MessageTimePlace, timeZone: string | undefined): string {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const format = (kind: string, options: Intl.DateTimeFormatOptions) =>
    formatter(`message-${kind}|${zone}`, (tag) => new Intl.DateTimeFormat(tag, { ...options, timeZone: zone })).format(
      at,
    );
  const time = format('time', { hour: 'numeric', minute: '2-digit' });
  const days = daysBetween(dayInZone(at, zone), dayInZone(now, zone));
  if (days <= 0) return time;
  if (days === 1) return i18n.t('common:messageTime.yesterday', { time });
  if (days <= 6) {
    const weekday = format('weekday', { weekday: 'long' });
    return place === 'thread' ? i18n.t('common:messageTime.weekday', { weekday, time }) : weekday;
  }
  if (place === 'drawer') return format('monthDay', { month: 'short', day: 'numeric' });
  return format('full', { dateStyle: 'full', timeStyle: 'short' });
}

/** Whether a timestamp goes before a text: the first one, and any an hour or more after the text before it. */
export function showsTimestamp(previous: Date | undefined, current: Date): boolean {
  return previous === undefined || current.getTime() - previous.getTime() >= timestampGapMs;
}
