import { daysBetween } from '../dates.ts';

/** The dates the cycle figures are read from (spec 1 section 4; formulas in docs/metrics.md). */
export interface CycleDates {
  dateTowIn: string | null;
  repairStart: string | null;
  dateReady: string | null;
  datePickup: string | null;
}

const span = (from: string | null, to: string | null) => (from && to ? daysBetween(from, to) : null);
const round2 = (n: number) => Math.round(n * 100) / 100;

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

/** Goal over actual, as a rounded percentage: above 100 means faster than the goal. */
export function efficiency(goalHours: number | null, actualHours: number): number | null {
  if (goalHours === null || goalHours <= 0 || actualHours <= 0) return null;
  return Math.round((goalHours / actualHours) * 100);
}

/** Capacity percentage (spec 1 section 9): value over total, rounded; 0 when the total is 0. */
export function capacityPercent(value: number, total: number): number {
  return total === 0 ? 0 : Math.round((value / total) * 100);
}

/** A department's cycle goal in hours from its days, hours and minutes. */
export function goalHours(goal: { days: number; hours: number; minutes: number }): number {
  return round2(goal.days * 24 + goal.hours + goal.minutes / 60);
}
