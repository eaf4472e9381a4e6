import { addDays, dayOf, weekdayOf } from '../dates.ts';
import type { FieldError } from '../problem.ts';
import type { JobDateField, JobDates } from './job-fields.ts';

export const dateMessages = {
  scheduledInNotFuture: 'Scheduled In must be after today',
  scheduledInPast: 'Scheduled In cannot be in the past',
  scheduledInNoCapacity: 'Scheduled In must be a day this job class is scheduled',
  arrivalPast: 'Arrival cannot be before today',
  startNeedsArrival: 'Job Start needs Arrival',
  startPast: 'Job Start cannot be before today',
  startBeforeArrival: 'Job Start cannot be before Arrival',
  completeNeeds: 'Job Complete needs Arrival and Job Start',
  completePast: 'Job Complete cannot be before today',
  completeBeforeStart: 'Job Complete cannot be before Job Start',
  deliveredNeedsArrival: 'Delivered needs Arrival',
  deliveredBeforeArrival: 'Delivered cannot be before Arrival',
  deliveredBeforeComplete: 'Delivered cannot be before Job Complete',
  scheduledOutBeforeIn: 'Scheduled Out cannot be before Scheduled In',
  scheduledOutPast: 'Scheduled Out cannot be before today',
} as const;

export interface DateRuleContext {
  /** Today in the location's time zone, 'YYYY-MM-DD'. */
  today: string;
  /** True in the create form, where Scheduled In must be after today. */
  creating: boolean;
  /** The saved values: a date equal to its saved value is not held to the "not before today" rules. */
  saved?: Partial<JobDates>;
  /** The job class's capacity Sunday..Saturday; Scheduled In must fall on a day above 0. */
  capacityByWeekday?: readonly number[];
}

/**
 * The first day from `day` on that a class with this capacity (Sunday..Saturday) is scheduled on: where a job of
 * the class may be scheduled in. A class scheduled on no day has none.
 */
export function scheduledOnOrAfter(capacityByWeekday: readonly number[], day: string): string {
  if (!capacityByWeekday.some((capacity) => capacity > 0)) throw new Error('The job class is scheduled on no day');
  let scheduled = day;
  while (!((capacityByWeekday[weekdayOf(scheduled)] ?? 0) > 0)) scheduled = addDays(scheduled, 1);
  return scheduled;
}

/** The date rules of spec 1 section 5 (and the date chain of section 4), for the form and the server alike. */
export function jobDateErrors(dates: JobDates, ctx: DateRuleContext): FieldError[] {
  const errors: FieldError[] = [];
  const day = (f: JobDateField) => (dates[f] ? dayOf(dates[f]!) : null);
  const changed = (f: JobDateField) => dates[f] !== null && (ctx.saved?.[f] ?? null) !== dates[f];
  const fail = (field: JobDateField, message: string) => {
    if (!errors.some((e) => e.field === field)) errors.push({ field, message });
  };
  const { today } = ctx;
  const scheduledIn = day('scheduledIn');
  const arrival = day('dateTowIn');
  const start = day('repairStart');
  const complete = day('dateReady');
  const delivered = day('datePickup');
  const scheduledOut = day('scheduledOut');

  if (scheduledIn && changed('scheduledIn')) {
    if (ctx.creating && scheduledIn <= today) fail('scheduledIn', dateMessages.scheduledInNotFuture);
    if (!ctx.creating && scheduledIn < today) fail('scheduledIn', dateMessages.scheduledInPast);
    if (ctx.capacityByWeekday && !((ctx.capacityByWeekday[weekdayOf(scheduledIn)] ?? 0) > 0))
      fail('scheduledIn', dateMessages.scheduledInNoCapacity);
  }
  if (arrival && changed('dateTowIn') && arrival < today) fail('dateTowIn', dateMessages.arrivalPast);
  if (start) {
    if (!arrival) fail('repairStart', dateMessages.startNeedsArrival);
    if (changed('repairStart') && start < today) fail('repairStart', dateMessages.startPast);
    if (arrival && start < arrival) fail('repairStart', dateMessages.startBeforeArrival);
  }
  if (complete) {
    if (!arrival || !start) fail('dateReady', dateMessages.completeNeeds);
    if (changed('dateReady') && complete < today) fail('dateReady', dateMessages.completePast);
    if (start && complete < start) fail('dateReady', dateMessages.completeBeforeStart);
  }
  if (delivered) {
    // A job delivered has arrived (spec 1 section 4: Arrived when dateTowIn is set, Delivered when datePickup is).
    if (!arrival) fail('datePickup', dateMessages.deliveredNeedsArrival);
    if (arrival && delivered < arrival) fail('datePickup', dateMessages.deliveredBeforeArrival);
    if (complete && delivered < complete) fail('datePickup', dateMessages.deliveredBeforeComplete);
  }
  if (scheduledOut) {
    if (scheduledIn && scheduledOut < scheduledIn) fail('scheduledOut', dateMessages.scheduledOutBeforeIn);
    if (!scheduledIn && changed('scheduledOut') && scheduledOut < today)
      fail('scheduledOut', dateMessages.scheduledOutPast);
  }
  return errors;
}
