import { z } from 'zod';
import { addBusinessDays, addDays, daysBetween, weekdayOf } from '../dates.ts';
import { RoState } from '../job-state.ts';
import { filterMessages } from '../reports/filters.ts';
import { calendarDaySchema, leaderboardMessages } from '../reports/leaderboard.ts';
import { capacityByWeekday, type JobClass } from '../settings/dto.ts';
import { whenFieldsPass } from '../validation.ts';
import type { BoardCard } from './dto.ts';
import { dateMessages } from './job-dates.ts';
import { capacityPercent } from './metrics.ts';

/** A job class as the schedule groups by it: its name, colour and capacity Sunday..Saturday (spec 2 section 3). */
export interface ScheduleJobClass {
  jobClassId: string;
  name: string;
  displayColor: string;
  /** Sunday..Saturday, in jobs a day. */
  capacityByWeekday: number[];
  allowOvercapacity: boolean;
  serviceDays: number;
  /** False for a class no longer offered that still has jobs in the range. */
  isActive: boolean;
}

/** One job class on one day: its jobs scheduled in that day against its capacity for the weekday. */
export interface ScheduleClassDay {
  jobClassId: string;
  count: number;
  capacity: number;
  /** count / capacity × 100, rounded; 0 when the capacity is 0 (spec 1 section 9). */
  percent: number;
}

export interface ScheduleDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** One entry per class of the schedule, in its order. */
  classes: ScheduleClassDay[];
}

/**
 * GET JobAdmins/schedule: the days from startDate to endDate, each with its figures per job class, and the jobs
 * scheduled in on them as the board's cards show them (voided jobs left out), by day, class and job number.
 */
export interface Schedule {
  startDate: string;
  endDate: string;
  jobClasses: ScheduleJobClass[];
  days: ScheduleDay[];
  jobs: BoardCard[];
}

/** The longest range one read covers: a month's grid of six weeks. */
export const maxScheduleDays = 42;

export const scheduleMessages = {
  tooLong: 'A schedule covers at most 42 days',
  dayFull: 'This job class is at capacity on that day',
  scheduledIn: 'Scheduled In must be a date (YYYY-MM-DD)',
  recalculate: 'Whether to recalculate the scheduled out date must be true or false',
} as const;

/** startDate and endDate of a schedule read: real days, the end not before the start, six weeks at most. */
export const scheduleRangeSchema = z
  .object({
    startDate: calendarDaySchema(leaderboardMessages.startDate),
    endDate: calendarDaySchema(leaderboardMessages.endDate),
  })
  .superRefine(
    (range, ctx) => {
      const span = daysBetween(range.startDate, range.endDate);
      if (span < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: filterMessages.endBeforeStart });
      else if (span >= maxScheduleDays)
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: scheduleMessages.tooLong });
    },
    whenFieldsPass('startDate', 'endDate'),
  );

export type ScheduleRange = z.output<typeof scheduleRangeSchema>;

/**
 * PUT jobadmins/{jobAdminId}/scheduledin: a job moved to another day on the schedule; the answer to 'Would you
 * like to recalculate the scheduled out date?' (spec 1 section 4) comes with it.
 */
export const rescheduleSchema = z.object({
  scheduledIn: calendarDaySchema(scheduleMessages.scheduledIn),
  recalculateScheduledOut: z.boolean({ error: scheduleMessages.recalculate }),
});

export type Reschedule = z.output<typeof rescheduleSchema>;

/** The class as the schedule shows it. */
export function scheduleClassOf(jobClass: JobClass): ScheduleJobClass {
  return {
    jobClassId: jobClass.jobClassId,
    name: jobClass.name,
    displayColor: jobClass.displayColor,
    capacityByWeekday: capacityByWeekday(jobClass),
    allowOvercapacity: jobClass.allowOvercapacity,
    serviceDays: jobClass.serviceDays,
    isActive: jobClass.isActive && !jobClass.deletedAt,
  };
}

/** Scheduled out recalculated from scheduled in (spec 1 section 4): the class's service days, in business days. */
export function scheduledOutFor(scheduledIn: string, jobClass: Pick<JobClass, 'serviceDays'>): string {
  return addBusinessDays(scheduledIn, jobClass.serviceDays);
}

/** The days of a range, first to last. */
export function daysOf(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Whether a job takes a place on its scheduled-in day: every job but a voided one. */
export const takesAPlace = (job: Pick<BoardCard, 'roState'>) => job.roState !== RoState.void;

/**
 * Each day's figures per class: the jobs that take a place (`takesAPlace`) scheduled in that day, against the
 * class's capacity for the weekday.
 */
export function scheduleDays(
  startDate: string,
  endDate: string,
  jobClasses: readonly Pick<ScheduleJobClass, 'jobClassId' | 'capacityByWeekday'>[],
  jobs: readonly Pick<BoardCard, 'jobClassId' | 'scheduledIn' | 'roState'>[],
): ScheduleDay[] {
  const counts = new Map<string, number>();
  for (const job of jobs) {
    if (!job.scheduledIn || !takesAPlace(job)) continue;
    const key = `${job.scheduledIn.slice(0, 10)}/${job.jobClassId}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return daysOf(startDate, endDate).map((date) => ({
    date,
    classes: jobClasses.map((jobClass) => {
      const count = counts.get(`${date}/${jobClass.jobClassId}`) ?? 0;
      const capacity = jobClass.capacityByWeekday[weekdayOf(date)] ?? 0;
      return { jobClassId: jobClass.jobClassId, count, capacity, percent: capacityPercent(count, capacity) };
    }),
  }));
}

/**
 * How full a class's day is: open below its capacity, full at it, over above it; closed on a weekday the class
 * takes no jobs and has none.
 */
export type DayLoad = 'open' | 'full' | 'over' | 'closed';

export function dayLoad(day: Pick<ScheduleClassDay, 'count' | 'capacity'>): DayLoad {
  if (day.count > day.capacity) return 'over';
  if (day.capacity === 0) return 'closed';
  return day.count === day.capacity ? 'full' : 'open';
}

/**
 * Why a job of `jobClass` cannot be moved to `day`, where `booked` other jobs of the class take a place: the class
 * takes no jobs on that weekday (spec 1 section 5), or the day is at capacity and the class does not allow going
 * over it (spec 2, allowOvercapacity). Undefined when it can.
 */
export function rescheduleIssue(
  jobClass: Pick<ScheduleJobClass, 'capacityByWeekday' | 'allowOvercapacity'>,
  day: string,
  booked: number,
): string | undefined {
  const capacity = jobClass.capacityByWeekday[weekdayOf(day)] ?? 0;
  if (!(capacity > 0)) return dateMessages.scheduledInNoCapacity;
  if (booked >= capacity && !jobClass.allowOvercapacity) return scheduleMessages.dayFull;
  return undefined;
}
