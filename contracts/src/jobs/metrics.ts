import { daysBetween } from '../dates.ts';

/** The dates the cycle figures are read from (spec 1 section 4; formulas in docs/metrics.md). */
export interface CycleDates {
  dateTowIn: string | null;
  repairStart: string | null;
  dateReady: string | null;
  datePickup: string | null;
}

const span = (from: string | null, to: string | null) => (from && to ? daysBetween(from, to) : null);
/** Rounded to 2 decimals, the rounding of every figure (spec 3 section 9). */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Lead: arrival to job start. Production: job start to job complete. Lag: complete to delivered. K2K: arrival to delivered. */
export function cycleDays(job: CycleDates) {
  return {
    lead: span(job.dateTowIn, job.repairStart),
    production: span(job.repairStart, job.dateReady),
    lag: span(job.dateReady, job.datePickup),
    k2k: span(job.dateTowIn, job.datePickup),
  };
}

/** Hours per day over a span of days, a same-day span counting as 1 day, rounded to 2 decimals. */
export function touchTime(hours: number, days: number | null): number | null {
  if (days === null || days < 0) return null;
  return round2(hours / Math.max(1, days));
}

/**
 * Goal over actual, as a rounded percentage: above 100 means faster than the goal. While the job is still in the
 * department (`inProgress`) the final figure is unknown and can only fall, so none is given until the time spent
 * reaches the goal; from then on goal over time so far is at most 100 and an upper bound of the final figure
 * (docs/metrics.md). Goal over a few minutes would read thousands of percent for a job that has just come in.
 */
export function efficiency(goalHours: number | null, cycleHours: number, inProgress = false): number | null {
  if (goalHours === null || goalHours <= 0 || cycleHours <= 0) return null;
  if (inProgress && cycleHours < goalHours) return null;
  return Math.round((goalHours / cycleHours) * 100);
}

/** Whether the job is in the department now: one of its stays there has no time out yet. */
export function isInDepartment(
  cycles: readonly { departmentId: string; dateTimeOut: string | null }[],
  departmentId: string,
): boolean {
  return cycles.some((c) => c.departmentId === departmentId && c.dateTimeOut === null);
}

/** Capacity percentage (spec 1 section 9, spec 3 section 2.4): value over total, rounded; 0 when the total is 0. */
export function capacityPercent(value: number, total: number): number {
  return total === 0 ? 0 : Math.round((value / total) * 100);
}

/** A department's cycle goal in hours from its days, hours and minutes. */
export function goalHours(goal: { days: number; hours: number; minutes: number }): number {
  return round2(goal.days * 24 + goal.hours + goal.minutes / 60);
}
