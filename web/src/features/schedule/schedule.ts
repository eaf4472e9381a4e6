import {
  type Appointment,
  addDays,
  appointmentLastDay,
  type BoardCard,
  type DayLoad,
  type DisplayPreferences,
  dateMessages,
  dayLoad,
  isClosed,
  reportDay,
  rescheduleIssue,
  type Schedule,
  type ScheduleClassDay,
  type ScheduleJobClass,
  scheduleDays,
  takesAPlace,
  toWireDate,
  weekdayOf,
} from '@bayline/contracts';

type WeekStart = DisplayPreferences['weekStart'];

/** The schedule's two views (spec 3 section 2.1, /schedule). */
export const scheduleViews = ['week', 'month'] as const;
export type ScheduleView = (typeof scheduleViews)[number];

/** What the page shows: a view and a day within it, kept in the URL (?view=&date=) so a reload or a job keeps it. */
export interface SchedulePlace {
  view: ScheduleView;
  /** A day of the week or month shown, 'YYYY-MM-DD'. */
  date: string;
}

/** The place a URL asks for; the week, or the day `today`, for what it does not say (or says wrong). */
export function placeFromParams(params: URLSearchParams, today: string): SchedulePlace {
  const view = params.get('view') ?? '';
  const date = params.get('date') ?? '';
  return {
    view: (scheduleViews as readonly string[]).includes(view) ? (view as ScheduleView) : 'week',
    date: reportDay(date) ?? today,
  };
}

/** The first day of the week `day` is in, the week starting on Sunday or Monday (Display Preferences). */
export function weekStartOf(day: string, weekStart: WeekStart): string {
  const first = weekStart === 'monday' ? 1 : 0;
  return addDays(day, -((weekdayOf(day) - first + 7) % 7));
}

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/**
 * The days a view shows: a week, or the whole weeks that hold the month of `date` (five or six of them, at most
 * the 42 days one read takes).
 */
export function rangeOf(place: SchedulePlace, weekStart: WeekStart): { startDate: string; endDate: string } {
  if (place.view === 'week') {
    const startDate = weekStartOf(place.date, weekStart);
    return { startDate, endDate: addDays(startDate, 6) };
  }
  const first = firstOfMonth(place.date);
  const last = addDays(firstOfMonth(addDays(first, 31)), -1);
  const startDate = weekStartOf(first, weekStart);
  const endDate = addDays(weekStartOf(last, weekStart), 6);
  return { startDate, endDate };
}

/** The prior (-1) or next (1) week or month. */
export function shiftPlace(place: SchedulePlace, step: -1 | 1): SchedulePlace {
  if (place.view === 'week') return { ...place, date: addDays(place.date, 7 * step) };
  const first = firstOfMonth(place.date);
  return { ...place, date: step === 1 ? firstOfMonth(addDays(first, 31)) : firstOfMonth(addDays(first, -1)) };
}

/** Whether a day of a month's grid belongs to the month shown (the others are the weeks' edges). */
export const inMonth = (day: string, place: SchedulePlace) => day.slice(0, 7) === place.date.slice(0, 7);

/** The jobs of each day and class: `jobsOn(day, jobClassId)`, in the order the server listed them. */
export function jobsByDay(jobs: readonly BoardCard[]) {
  const byKey = new Map<string, BoardCard[]>();
  for (const job of jobs) {
    if (!job.scheduledIn) continue;
    const key = `${job.scheduledIn.slice(0, 10)}/${job.jobClassId}`;
    const list = byKey.get(key);
    if (list) list.push(job);
    else byKey.set(key, [job]);
  }
  return (day: string, jobClassId: string): readonly BoardCard[] => byKey.get(`${day}/${jobClassId}`) ?? [];
}

/** Whether a job can be dragged to another day: an open or estimate job (a closed one cannot change). */
export const canReschedule = (job: Pick<BoardCard, 'roState'>) => !isClosed(job.roState);

/**
 * Why `job` cannot go to `day`, in the server's words, checked before asking anything: a past day, a weekday its
 * class takes no jobs, or a day its class's other jobs fill (unless the class allows going over). Undefined when
 * it can (the server checks again).
 */
export function dropIssue(schedule: Schedule, job: BoardCard, day: string, today: string): string | undefined {
  if (day < today) return dateMessages.scheduledInPast;
  const jobClass = schedule.jobClasses.find((c) => c.jobClassId === job.jobClassId);
  if (!jobClass) return undefined;
  const booked = schedule.jobs.filter(
    (other) =>
      other.jobAdminId !== job.jobAdminId &&
      other.jobClassId === job.jobClassId &&
      other.scheduledIn?.startsWith(day) &&
      takesAPlace(other),
  ).length;
  return rescheduleIssue(jobClass, day, booked);
}

/** The schedule once a job is on another day (shown at once, before the server answers), its figures counted again. */
export function withJobRescheduled(schedule: Schedule, jobAdminId: string, day: string): Schedule {
  const jobs = schedule.jobs.map((job) =>
    job.jobAdminId === jobAdminId ? { ...job, scheduledIn: toWireDate(day) } : job,
  );
  return {
    ...schedule,
    jobs,
    days: scheduleDays(schedule.startDate, schedule.endDate, schedule.jobClasses, jobs),
  };
}

/** A class's figures on a day, and how full it is. */
export interface ClassFigures extends ScheduleClassDay {
  load: DayLoad;
}

export function figuresOf(day: ScheduleClassDay): ClassFigures {
  return { ...day, load: dayLoad(day) };
}

/**
 * The classes a month's day lists: those that take jobs that day or have some on it; the week lists every class
 * on every day, so each row of figures reads across.
 */
export function classesShown(
  view: ScheduleView,
  jobClasses: readonly ScheduleJobClass[],
  classes: readonly ScheduleClassDay[],
): { jobClass: ScheduleJobClass; figures: ClassFigures }[] {
  return jobClasses.flatMap((jobClass) => {
    const day = classes.find((c) => c.jobClassId === jobClass.jobClassId);
    if (!day) return [];
    if (view === 'month' && day.capacity === 0 && day.count === 0) return [];
    return [{ jobClass, figures: figuresOf(day) }];
  });
}

/** The appointments on a day (from their start's day to the day they end on), in the order given. */
export function appointmentsOn(appointments: readonly Appointment[], day: string): Appointment[] {
  return appointments.filter(
    (appointment) =>
      appointment.startDateTime.slice(0, 10) <= day &&
      appointmentLastDay(appointment.startDateTime, appointment.endDateTime) >= day,
  );
}
