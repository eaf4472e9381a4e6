import type { DateRange } from '@bayline/contracts';
import {
  addMonths,
  addWeeks,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/** A calendar day as reports send it: 'YYYY-MM-DD'. */
export type Day = string;

export type { DateRange };

export const dayOf = (date: Date): Day => format(date, 'yyyy-MM-dd');

/** The day a 'YYYY-MM-DD' (or a longer ISO date) names, at local midnight; undefined when it names none. */
export function dateOf(day: string | null | undefined): Date | undefined {
  if (!day) return undefined;
  const date = parseISO(day.slice(0, 10));
  return isValid(date) ? date : undefined;
}

/** The end date cannot be earlier than the start date (spec 3 section 5). */
export function isRangeValid(range: DateRange): boolean {
  const start = dateOf(range.start);
  const end = dateOf(range.end);
  return Boolean(start && end && end >= start);
}

export type WeekStart = 'sunday' | 'monday';
const weekStartsOn = (weekStart: WeekStart) => (weekStart === 'monday' ? 1 : 0);

/** The week holding `day` (the display preferences' week start, Sunday by default): its first and last day. */
export function weekOf(day: Date, weekStart: WeekStart = 'sunday'): DateRange {
  const options = { weekStartsOn: weekStartsOn(weekStart) } as const;
  return { start: dayOf(startOfWeek(day, options)), end: dayOf(endOfWeek(day, options)) };
}

/** The 'Week of' picker's buttons: the prior or next week, the prior or next month (spec 3 section 2.8). */
export type WeekStep = 'priorMonth' | 'priorWeek' | 'nextWeek' | 'nextMonth';

/** The week `step` moves to from the week starting `start`. A month step keeps the day of month where it can. */
export function stepWeek(start: Day, step: WeekStep, weekStart: WeekStart = 'sunday'): DateRange {
  const from = dateOf(start) ?? new Date();
  const moved = {
    priorMonth: () => addMonths(from, -1),
    priorWeek: () => addWeeks(from, -1),
    nextWeek: () => addWeeks(from, 1),
    nextMonth: () => addMonths(from, 1),
  }[step]();
  return weekOf(moved, weekStart);
}

/**
 * The month view of the picker: the weeks that show any day of `month`, each its seven days, the first column
 * the week's first day.
 */
export function monthWeeks(month: Date, weekStart: WeekStart = 'sunday'): Date[][] {
  const options = { weekStartsOn: weekStartsOn(weekStart) } as const;
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(month), options),
    end: endOfWeek(endOfMonth(month), options),
  });
  const weeks: Date[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** The year view: the twelve months of `year`, each its first day. */
export function yearMonths(year: number): Date[] {
  return Array.from({ length: 12 }, (_, month) => new Date(year, month, 1));
}

/**
 * The years view: the decade holding `year` with a year either side, twelve in all, as the picker lays them out
 * (the first and the last belong to the decades around it).
 */
export function decadeYears(year: number): number[] {
  const decade = Math.floor(year / 10) * 10;
  return Array.from({ length: 12 }, (_, i) => decade - 1 + i);
}

/** Whether `day` falls inside `range` (both ends included). */
export function isInRange(day: Date, range: DateRange): boolean {
  const d = dayOf(day);
  return d >= range.start && d <= range.end;
}
