import { z } from 'zod';
import { idSchema } from '../bounds.ts';
import { type BusinessWeek, businessHours } from '../locations/business-hours.ts';
import { checkRange, type DateRange, optionalId, rangeFieldsPass, reportDaySchema } from './filters.ts';

/**
 * The ledger of waiting (docs/metrics.md "Where Jobs Wait"): a job's department visits and holds as intervals of
 * time, from which every figure is worked out when asked.
 */

/** A stay of the job in a department: from entering it to leaving it (a move elsewhere, archive, void); open while there. */
export interface WaitingVisit {
  departmentId: string;
  departmentShortName: string;
  from: string;
  to: string | null;
}

/** A hold as its two events tell it: the reason's description as carried, who put it on and who released it. */
export interface WaitingHold {
  holdId: string;
  delayId: string;
  reason: string;
  note: string;
  heldAt: string;
  heldById: string;
  releasedAt: string | null;
  releasedById: string | null;
}

/** One job's visits and holds (`id` is its jobAdminId), with what the report groups and lists it by. */
export interface WaitingJob {
  id: string;
  locationShortName: string;
  jobAdminInt: number;
  hat: string;
  clientName: string;
  year: number;
  make: string;
  model: string;
  jobClassId: string;
  groupShortName: string | null;
  /** Where the job is; a reopened job's new visit starts there. */
  departmentId: string;
  departmentShortName: string;
  /** A voided job waited for nothing: the report leaves it out, as the other reports leave out its stays. */
  voided: boolean;
  /** When it was first held, null while never: the report reads only jobs held before its range ends. */
  firstHeldAt: string | null;
  visits: WaitingVisit[];
  holds: WaitingHold[];
}

/** A piece of a hold: the part of it spent in one department visit, as instants (`to` excluded). */
export interface HeldPiece {
  hold: WaitingHold;
  departmentId: string;
  departmentShortName: string;
  from: string;
  to: string;
}

/**
 * The job's holds cut at its department visits and clipped to [from, to): an open hold or visit runs until `to`
 * (the report passes the earlier of its range's end and now). Compared as times, not text: the seed writes instants
 * without milliseconds.
 */
export function heldPieces(job: Pick<WaitingJob, 'visits' | 'holds'>, from: string, to: string): HeldPiece[] {
  const [lower, upper] = [Date.parse(from), Date.parse(to)];
  const pieces: HeldPiece[] = [];
  for (const hold of job.holds)
    for (const visit of job.visits) {
      const start = Math.max(Date.parse(hold.heldAt), Date.parse(visit.from), lower);
      const end = Math.min(Date.parse(hold.releasedAt ?? to), Date.parse(visit.to ?? to), upper);
      if (start < end)
        pieces.push({
          hold,
          departmentId: visit.departmentId,
          departmentShortName: visit.departmentShortName,
          from: new Date(start).toISOString(),
          to: new Date(end).toISOString(),
        });
    }
  return pieces;
}

/** Calendar and business hours side by side. */
export interface WaitHours {
  calendarHours: number;
  businessHours: number;
}

export const hoursOf = (from: string, to: string, week: BusinessWeek): WaitHours => ({
  calendarHours: Math.max(0, Date.parse(to) - Date.parse(from)) / 3_600_000,
  businessHours: businessHours(from, to, week),
});

/** A department visit's time split into held (by reason) and not held, up to `now` while it is open. */
export interface VisitLedger extends WaitHours {
  departmentId: string;
  from: string;
  to: string | null;
  held: WaitHours;
  notHeld: WaitHours;
  byReason: (WaitHours & { delayId: string; reason: string })[];
}

/** Every visit of the job with its time split (hours unrounded: the answer rounds them). */
export function visitLedgers(
  job: Pick<WaitingJob, 'visits' | 'holds'>,
  now: string,
  week: BusinessWeek,
): VisitLedger[] {
  return job.visits.map((visit) => {
    const to = visit.to ?? now;
    const whole = hoursOf(visit.from, to, week);
    const held: WaitHours = { calendarHours: 0, businessHours: 0 };
    const byReason = new Map<string, VisitLedger['byReason'][number]>();
    for (const piece of heldPieces({ visits: [visit], holds: job.holds }, visit.from, to)) {
      const hours = hoursOf(piece.from, piece.to, week);
      const { delayId, reason } = piece.hold;
      const row = byReason.get(delayId) ?? { delayId, reason, calendarHours: 0, businessHours: 0 };
      row.reason = reason;
      row.calendarHours += hours.calendarHours;
      row.businessHours += hours.businessHours;
      byReason.set(delayId, row);
      held.calendarHours += hours.calendarHours;
      held.businessHours += hours.businessHours;
    }
    return {
      departmentId: visit.departmentId,
      from: visit.from,
      to: visit.to,
      ...whole,
      held,
      notHeld: {
        calendarHours: whole.calendarHours - held.calendarHours,
        businessHours: whole.businessHours - held.businessHours,
      },
      byReason: [...byReason.values()].sort((a, b) => b.calendarHours - a.calendarHours),
    };
  });
}

/** GET reports/waiting, its jobs and its holds: a range (by default the 90 days to today) and what to narrow it to. */
export const waitingQuerySchema = z
  .object({
    start: reportDaySchema.optional(),
    end: reportDaySchema.optional(),
    department: optionalId,
    jobClass: optionalId,
    group: optionalId,
    reason: optionalId,
    /** The holds of one job (its drill-down). */
    job: optionalId,
  })
  .superRefine(checkRange, rangeFieldsPass);
export type WaitingQuery = z.output<typeof waitingQuerySchema>;

export const waitingJobParamsSchema = z.object({ jobAdminId: idSchema });

/** A figure of Where Jobs Wait: held hours in the range, and how many holds and jobs they come from. */
export interface WaitFigures extends WaitHours {
  holds: number;
  jobs: number;
}

/** A reason, department, job class or group with its figures (`id` '' is "no group"). */
export interface WaitRow extends WaitFigures {
  id: string;
  name: string;
}

/** GET reports/waiting: held time over a range by reason, department, job class and group, largest first. */
export interface WhereJobsWait {
  range: DateRange;
  total: WaitFigures;
  byReason: WaitRow[];
  byDepartment: WaitRow[];
  byJobClass: WaitRow[];
  byGroup: WaitRow[];
}

/** What a drill-down row names of its job. */
export interface WaitJobNames {
  jobAdminId: string;
  jobAdminInt: number;
  hat: string;
  clientName: string;
  vehicle: string;
  jobClassName: string;
  groupName: string;
}

/** GET reports/waiting/jobs: a job's held hours in the range, largest first. */
export interface WaitJobRow extends WaitJobNames, WaitHours {
  holds: number;
}

/** GET reports/waiting/holds: a hold, its part in the range, and the whole of it so far. */
export interface WaitHoldRow extends WaitJobNames, WaitHours {
  holdId: string;
  delayId: string;
  reason: string;
  note: string;
  departmentNames: string[];
  heldAt: string;
  releasedAt: string | null;
  heldBy: string;
  releasedBy: string | null;
  /** The whole hold, to its release or now, calendar hours. */
  heldHours: number;
}

/** GET reports/waiting/jobs/{jobAdminId}: the job's visits, each split into held by reason and not held. */
export interface WaitJobLedger extends WaitJobNames {
  visits: (Omit<VisitLedger, 'departmentId'> & { departmentName: string })[];
  holds: WaitHoldRow[];
}
