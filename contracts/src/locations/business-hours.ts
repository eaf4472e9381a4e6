import { dayInZone, weekdayOf } from '../dates.ts';
import { type LocationPreferences, notifyDayFields } from './settings.ts';

/** What business hours are read from: the location's working days, its notify window (UTC 'HH:mm') and time zone. */
export type BusinessWeek = Pick<LocationPreferences, (typeof notifyDayFields)[number] | 'notifyStart' | 'notifyEnd'> & {
  timeZone: string;
};

const minuteMs = 60_000;
const hourMs = 3_600_000;
const dayMs = 86_400_000;

const msOfDay = (hhmm: string) => (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))) * minuteMs;

/**
 * The hours of [from, to) that fall within the location's business hours (spec 2 preferences).
 *
 * The window opens every day at `notifyStart` and shuts at `notifyEnd`, both UTC. When the end is not after the
 * start the window runs past midnight UTC and shuts the next day (14:00–02:00 is twelve hours); equal times are a
 * whole day. A window belongs to the weekday on which it opens, as the shop's own clock (its time zone) shows that
 * instant: it counts whole or not at all, so a Friday evening that runs past midnight is Friday's work even when
 * Saturday is a day off, and a shop east of UTC whose morning opens on the previous UTC day still opens on its own
 * Monday.
 */
export function businessHours(from: string, to: string, week: BusinessWeek): number {
  const start = Date.parse(from);
  const end = Date.parse(to);
  if (!(end > start)) return 0;
  const opensAt = msOfDay(week.notifyStart);
  const shutsAt = msOfDay(week.notifyEnd);
  const length = shutsAt > opensAt ? shutsAt - opensAt : shutsAt - opensAt + dayMs;
  let ms = 0;
  // A window is at most a day long: the one that opened the UTC day before `from` is the first that may reach it.
  for (let opens = (Math.floor(start / dayMs) - 1) * dayMs + opensAt; opens < end; opens += dayMs) {
    const overlap = Math.min(opens + length, end) - Math.max(opens, start);
    if (overlap <= 0) continue;
    const weekday = weekdayOf(dayInZone(new Date(opens), week.timeZone));
    if (week[notifyDayFields[weekday]!]) ms += overlap;
  }
  return ms / hourMs;
}
