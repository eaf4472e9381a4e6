import { addDays, type DisplayPreferences } from '@bayline/contracts';
import { formatter } from '../../lib/format.ts';
import type { SchedulePlace } from './schedule.ts';

/** A calendar day's UTC midnight: read from its digits, so no time zone moves it to another day. */
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** A day as the schedule names it (its column's header, the drag announcements): 'Mon, 03/02' in English. */
export function dayLabel(day: string): string {
  return formatter(
    'scheduleDay',
    (tag) => new Intl.DateTimeFormat(tag, { weekday: 'short', month: '2-digit', day: '2-digit', timeZone: 'UTC' }),
  ).format(utc(day));
}

/** The weekdays in the order the week starts with (Display Preferences), short. */
export function weekdayNames(weekStart: DisplayPreferences['weekStart']): string[] {
  const format = formatter(
    'scheduleWeekday',
    (tag) => new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }),
  );
  // 2026-03-01 is a Sunday, the 2nd a Monday.
  const first = weekStart === 'monday' ? '2026-03-02' : '2026-03-01';
  return [0, 1, 2, 3, 4, 5, 6].map((n) => format.format(utc(addDays(first, n))));
}

/** What the view shows: a week's first and last day, or the month. */
export function rangeLabel(place: SchedulePlace, range: { startDate: string; endDate: string }): string {
  if (place.view === 'month')
    return formatter(
      'scheduleMonth',
      (tag) => new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    ).format(utc(place.date));
  return formatter(
    'scheduleWeek',
    (tag) => new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  ).formatRange(utc(range.startDate), utc(range.endDate));
}

/** A wall-clock time ('YYYY-MM-DDTHH:mm:ss', the location's clock) as the user's language writes it: '9:30 AM'. */
export function wallTimeLabel(wall: string): string {
  return formatter(
    'scheduleTime',
    (tag) => new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  ).format(new Date(`${wall}Z`));
}
