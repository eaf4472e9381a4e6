import i18n from 'i18next';
import { formatter } from './format.ts';

/** Where a text's time is shown: the folder's thread writes older days in full, the drawer only month and day. */
export type MessageTimePlace = 'thread' | 'drawer';

/** Texts an hour or more apart get a timestamp between them (spec 1 "Job folder dialog"). */
export const timestampGapMs = 60 * 60 * 1000;

const dayStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Whole calendar days from `date` to `now` in the browser's time (0 today, 1 yesterday). */
function daysAgo(date: Date, now: Date): number {
  return Math.round((dayStart(now) - dayStart(date)) / 86_400_000);
}

/**
 * A text's time as the spec writes it (section 9): the time today, 'Yesterday' and the time, the weekday within
 * 6 days, else month and day (the full date in the folder's thread), in the user's language.
 */
export function messageTime(at: Date, now: Date, place: MessageTimePlace): string {
  const format = (kind: string, options: Intl.DateTimeFormatOptions) =>
    formatter(`message-${kind}`, (tag) => new Intl.DateTimeFormat(tag, options)).format(at);
  const time = format('time', { hour: 'numeric', minute: '2-digit' });
  const days = daysAgo(at, now);
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
