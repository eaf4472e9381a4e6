import { addDays, weekdayOf } from '../dates.ts';
import { type CycleDates, cycleDays, round2 } from '../jobs/metrics.ts';
import { type DateRange, inRange, monthOf } from './filters.ts';
import type { ForecastRow, StayFigures } from './rows.ts';

/**
 * The report figures of docs/metrics.md "Reports", as pure functions: the query service answers with them and the
 * tests recompute with them from raw events. Sums and averages are rounded to 2 decimals once, at the end.
 */

/** What the delivered figures read of a job. */
export interface FigureJob extends CycleDates {
  hours: number;
  refinish: number;
  subTotal: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const mean = (values: readonly number[]) => (values.length ? round2(sum(values) / values.length) : 0);
const defined = (values: readonly (number | null)[]) => values.filter((v): v is number => v !== null);

/**
 * What the delivered figures add up over jobs, in whole numbers (cents, hundredths of hours, days), so that sums of
 * jobs, days and months are the same in any order and a job's part can be taken off again: the count, totals, hours
 * and refinish hours; each span's days and jobs (lead, production, lag, key to key); and the hours and days of the
 * jobs with a production and with a key-to-key span (a same-day span counting as 1 day), for the touch times.
 */
export type DeliveredTotals = [
  count: number,
  subTotal: number,
  hours: number,
  refinish: number,
  lead: number,
  leadJobs: number,
  production: number,
  productionJobs: number,
  lag: number,
  lagJobs: number,
  k2k: number,
  k2kJobs: number,
  productionTouchHours: number,
  productionTouchDays: number,
  touchHours: number,
  touchDays: number,
];

export const emptyDeliveredTotals = (): DeliveredTotals => [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];

/** One delivered job's part of the totals. */
export function deliveredTotals(job: FigureJob): DeliveredTotals {
  const { lead, production, lag, k2k } = cycleDays(job);
  const hours = hundredths(job.hours);
  const span = (days: number | null) => (days === null ? [0, 0] : [days, 1]);
  // A negative span (dates out of order) counts in the averages, not in the touch times.
  const touch = (days: number | null) => (days === null || days < 0 ? [0, 0] : [hours, Math.max(1, days)]);
  return [
    1,
    Math.round(job.subTotal * 100),
    hours,
    hundredths(job.refinish),
    ...span(lead),
    ...span(production),
    ...span(lag),
    ...span(k2k),
    ...touch(production),
    ...touch(k2k),
  ] as DeliveredTotals;
}

/** `totals` with `more` added (`sign` -1: taken off), in place. */
export function addDelivered(totals: DeliveredTotals, more: readonly number[], sign = 1): DeliveredTotals {
  // A figure `more` lacks adds nothing.
  totals.forEach((total, i) => {
    totals[i] = total + sign * (more[i] ?? 0);
  });
  return totals;
}

/** The delivered figures of the Report Card from the totals of the jobs delivered in its range (docs/metrics.md). */
export function deliveredFiguresOf(totals: Readonly<DeliveredTotals>) {
  const [
    count,
    subTotal,
    hours,
    refinish,
    lead,
    leadJobs,
    production,
    productionJobs,
    lag,
    lagJobs,
    k2k,
    k2kJobs,
    productionTouchHours,
    productionTouchDays,
    touchHours,
    touchDays,
  ] = totals;
  const average = (days: number, jobs: number) => (jobs ? round2(days / jobs) : 0);
  // Hundredths over days, in hundredths: whole numbers, so a half rounds up whatever the order of the sums.
  const touch = (hours: number, days: number) => (days ? Math.round(hours / days) / 100 : 0);
  return {
    deliveredCount: count,
    subTotal: subTotal / 100,
    avgSeverity: count ? Math.round(subTotal / count) / 100 : 0,
    totalHours: hours / 100,
    totalRefinish: refinish / 100,
    leadCycle: average(lead, leadJobs),
    productionCycle: average(production, productionJobs),
    lagCycle: average(lag, lagJobs),
    k2kCycle: average(k2k, k2kJobs),
    productionTouchTime: touch(productionTouchHours, productionTouchDays),
    touchTime: touch(touchHours, touchDays),
  };
}

/** The delivered figures over the jobs delivered in the range. */
export const deliveredFigures = (jobs: readonly FigureJob[]) =>
  deliveredFiguresOf(jobs.reduce((totals, job) => addDelivered(totals, deliveredTotals(job)), emptyDeliveredTotals()));

/**
 * Hours of the jobs whose date is in the range: ready hours with Job Complete (`dateReady`, the leaderboard's
 * 'Total Hours for Completed Jobs'), delivered hours with Delivered (`datePickup`).
 */
export function hoursDoneIn(
  jobs: readonly (FigureJob & { roState?: number })[],
  range: DateRange,
  date: 'dateReady' | 'datePickup',
): number {
  return round2(sum(jobs.filter((j) => j.roState !== 4 && inRange(j[date], range)).map((j) => j.hours)));
}

/** Average key-to-key days of the jobs that have both dates (0 without any). */
export const averageK2k = (jobs: readonly CycleDates[]) => mean(defined(jobs.map((j) => cycleDays(j).k2k)));

/** Overall touch time (hours per key-to-key day) of delivered jobs. */
export const overallTouchTime = (jobs: readonly FigureJob[]) => deliveredFigures(jobs).touchTime;

/** Nearest-rank percentile (p from 0 to 100) of values; null without values. */
export function percentile(values: readonly number[], p: number): number | null {
  return rank(Float64Array.from(values).sort(), p);
}

/** Nearest-rank percentile of values sorted ascending. */
function rank(sorted: ArrayLike<number>, p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1] ?? null;
}

/** Hours in hundredths, a whole number: how stay hours are added up, so that any order of sums gives the same. */
export const hundredths = (hours: number) => Math.round(hours * 100);

/**
 * Stays added up: what per-day and per-month documents keep, so that a range is a sum of them. Hours and goals (whole
 * hundredths of an hour, `goalHours`) are kept in hundredths, whole numbers, so that the figures do not depend on the
 * order of the sums (the same stays read from days, months or one by one give the same figures, halves rounded up).
 */
export interface StayTotals {
  stays: number;
  hundredths: number;
  /** Stays of a job class the department has a goal for, their goals and their hours (hundredths). */
  goalStays: number;
  goalSum: number;
  goalHundredths: number;
}

export const emptyStayTotals = (): StayTotals => ({
  stays: 0,
  hundredths: 0,
  goalStays: 0,
  goalSum: 0,
  goalHundredths: 0,
});

/** Adds `stays` stays of `hours` hundredths in all, whose department goal for their job class is `goal` (null: none). */
export function addStays(totals: StayTotals, stays: number, hours: number, goal: number | null): StayTotals {
  totals.stays += stays;
  totals.hundredths += hours;
  if (goal !== null && goal > 0) {
    totals.goalStays += stays;
    totals.goalSum += hundredths(goal) * stays;
    totals.goalHundredths += hours;
  }
  return totals;
}

/** Average, mean goal and efficiency of stay totals (percentiles and the share within goal need the stays). */
export function totalsFigures(totals: StayTotals): Omit<StayFigures, 'p50' | 'p90' | 'withinGoal'> {
  const { stays, goalStays, goalSum, goalHundredths } = totals;
  return {
    stays,
    average: stays ? Math.round(totals.hundredths / stays) / 100 : null,
    goal: goalStays ? Math.round(goalSum / goalStays) / 100 : null,
    efficiency: goalHundredths > 0 ? Math.round((goalSum * 100) / goalHundredths) : null,
  };
}

/** Stays gathered one at a time for every figure of `stayFigures` (the percentiles need each one's hours). */
export interface StayGroup {
  totals: StayTotals;
  hours: number[];
  /** Stays with a goal that ended within it. */
  withinGoal: number;
}

export const emptyStayGroup = (): StayGroup => ({ totals: emptyStayTotals(), hours: [], withinGoal: 0 });

/** Adds a stay of `hours` hundredths whose department goal for its job class is `goal` (hours; null: none). */
export function addStay(group: StayGroup, hours: number, goal: number | null): StayGroup {
  addStays(group.totals, 1, hours, goal);
  group.hours.push(hours);
  if (goal !== null && goal > 0 && hours / 100 <= goal) group.withinGoal++;
  return group;
}

export function groupFigures(group: StayGroup): StayFigures {
  const sorted = Float64Array.from(group.hours).sort();
  const p = (n: number) => {
    const at = rank(sorted, n);
    return at === null ? null : at / 100;
  };
  const { goalStays } = group.totals;
  return {
    ...totalsFigures(group.totals),
    p50: p(50),
    p90: p(90),
    withinGoal: goalStays ? Math.round((group.withinGoal / goalStays) * 100) : null,
  };
}

/** Every figure of a set of stays, each with its hours and its goal (hours, null when the department has none). */
export function stayFigures(stays: readonly { hours: number; goal: number | null }[]): StayFigures {
  const group = emptyStayGroup();
  for (const stay of stays) addStay(group, hundredths(stay.hours), stay.goal);
  return groupFigures(group);
}

/** The hours between two instants, rounded to 2 decimals: a department stay's length. */
export const stayHours = (from: string, to: string) => round2((Date.parse(to) - Date.parse(from)) / 3_600_000);

/**
 * The hours a department does on a job (its flagged hours): the job's hours (its refinish hours in a Refinish
 * department, `laborType` 1) times the department's labour percent, to 2 decimals; a department with no labour
 * percent (0) does none. The folder's Assignments tab, the reports and the leaderboard all count with this.
 */
export function departmentHours(
  job: { hours: number; refinish: number },
  department: { laborType: number; laborPercent: number },
): number {
  const base = department.laborType === 1 ? job.refinish : job.hours;
  return Math.round(base * department.laborPercent) / 100;
}

/** The first day of the week a day is in: Sunday or Monday first (the user's display preference). */
export function weekOf(day: string, weekStart: 'sunday' | 'monday' = 'sunday'): string {
  const first = weekStart === 'monday' ? 1 : 0;
  return addDays(day, -((weekdayOf(day) - first + 7) % 7));
}

/** Every week from the range's first to its last day, by their first days. */
export function weeksOf(range: { start: string; end: string }, weekStart: 'sunday' | 'monday'): string[] {
  const weeks: string[] = [];
  for (let week = weekOf(range.start, weekStart); week <= range.end; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/**
 * Whether a range covers only part of a period (a month or week of a chart): a first period the range starts
 * within, or a last one it ends within, holds fewer days than the others and would read as a drop.
 */
export const isPartialPeriod = (period: DateRange, range: DateRange) =>
  range.start > period.start || range.end < period.end;

/** Whether a range covers only part of a month ('YYYY-MM'). */
export const isPartialMonth = (month: string, range: DateRange) => isPartialPeriod(monthOf(`${month}-01`), range);

/** Whether a range covers only part of the week starting on `week`. */
export const isPartialWeek = (week: string, range: DateRange) =>
  isPartialPeriod({ start: week, end: addDays(week, 6) }, range);

/** Every month from the range's first to its last day, as 'YYYY-MM'. */
export function monthsOf(range: { start: string; end: string }): string[] {
  const months: string[] = [];
  for (let day = `${range.start.slice(0, 7)}-01`; day <= range.end; day = `${addDays(day, 31).slice(0, 7)}-01`)
    months.push(day.slice(0, 7));
  return months;
}

/**
 * The forecast of a month: what was delivered in it against what is projected, the delivered plus the open jobs
 * not yet delivered that are due out by the month's last day. Percent is delivered over projected, 0 to 100.
 */
export function forecastRows(
  delivered: readonly { hours: number; subTotal: number }[],
  due: readonly { hours: number; subTotal: number }[],
): ForecastRow[] {
  const row = (measure: ForecastRow['measure'], of: (j: { hours: number; subTotal: number }) => number) => {
    const done = round2(sum(delivered.map(of)));
    const projected = round2(done + sum(due.map(of)));
    return { measure, delivered: done, projected, percent: projected > 0 ? Math.round((done / projected) * 100) : 0 };
  };
  return [row('count', () => 1), row('hours', (j) => j.hours), row('total', (j) => j.subTotal)];
}
