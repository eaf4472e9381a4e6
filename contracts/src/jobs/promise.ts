import { addDays, dayOf, instantInZone } from '../dates.ts';
import type { Department } from '../settings/dto.ts';
import { activeInOrder } from '../settings/rules.ts';
import type { StoredHold } from './holds.ts';
import { goalHours } from './metrics.ts';

/**
 * The expected completion of an open job (docs/metrics.md "Promise date"): the rule lives here alone, so the board,
 * the folder, the terminal and the {PromiseDate} message tag cannot disagree.
 */

/** Where a job is, as its board card and its jobs document both tell it. */
export interface PromiseJob {
  jobAdminId: string;
  jobAdminInt: number;
  departmentId: string;
  departmentEnteredAt: string;
  jobClassId: string;
  priority: number;
  scheduledOut: string | null;
  hold: StoredHold | null;
}

/** Each job ahead of this one in its department adds this share of its goal there. */
export const queueShare = 0.25;
/** Ahead of Scheduled Out by less than this share of the work still to do is at risk. */
export const riskShare = 0.25;

export type PromiseVerdict = 'onTime' | 'atRisk' | 'late';

/** Why the date is where it is, as data: the screens put it in words. Hours are rounded to the minute. */
export type PromiseCause =
  | { kind: 'held'; reason: string; hours: number }
  | { kind: 'overGoal'; department: string; hours: number }
  | { kind: 'queue'; department: string; jobs: number; hours: number }
  | { kind: 'ahead'; departments: number; hours: number };

export interface JobPromise {
  /** The instant the job is expected to be complete (ISO). */
  expectedAt: string;
  /** The end of its Scheduled Out day in the location's time zone, and the verdict against it; null without one. */
  dueAt: string | null;
  verdict: PromiseVerdict | null;
  /** Hours of work still expected from now: what is left of the current goal, the queue, the goals ahead. */
  workHours: number;
  causes: PromiseCause[];
}

const hourMs = 3_600_000;
const toMinute = (hours: number) => Math.round(hours * 60) / 60;

/**
 * Board order within a department (spec 1 section 9): prioritised jobs (priority above 0) first by ascending
 * priority, then by time in the department (earliest first), then by job number.
 */
function isAhead(other: PromiseJob, job: PromiseJob): boolean {
  const rank = (j: PromiseJob) => (j.priority > 0 ? j.priority : Number.MAX_SAFE_INTEGER);
  if (rank(other) !== rank(job)) return rank(other) < rank(job);
  if (other.departmentEnteredAt !== job.departmentEnteredAt) return other.departmentEnteredAt < job.departmentEnteredAt;
  return other.jobAdminInt < job.jobAdminInt;
}

/**
 * How many open jobs are ahead of each job in its department, by job id. A held job is not being worked, so it
 * holds no one up and is not counted. One pass per department: sorted once, each job's count is its place.
 */
export function jobsAheadByJob(openJobs: readonly PromiseJob[]): Map<string, number> {
  const byDepartment = new Map<string, PromiseJob[]>();
  for (const job of openJobs) {
    const list = byDepartment.get(job.departmentId);
    if (list) list.push(job);
    else byDepartment.set(job.departmentId, [job]);
  }
  const ahead = new Map<string, number>();
  for (const list of byDepartment.values()) {
    list.sort((a, b) => (isAhead(a, b) ? -1 : isAhead(b, a) ? 1 : 0));
    let working = 0;
    for (const job of list) {
      ahead.set(job.jobAdminId, working);
      if (!job.hold) working += 1;
    }
  }
  return ahead;
}

export interface PromiseInput {
  job: PromiseJob;
  /** The location's departments, as saved (inactive and deleted ones are left out here). */
  departments: readonly Department[];
  /** Open jobs ahead of it in its department (`jobsAheadByJob`). */
  jobsAhead: number;
  /** The time it is computed at, in ms. */
  now: number;
  /** The location's time zone: Scheduled Out is a day there. */
  timeZone: string;
}

/**
 * The job's expected completion from where it is now, or null for a job with no work department ahead of it
 * (waiting for pickup in a department after the last work department). Only the active work-in-progress
 * departments count; a department without a goal for the job's class counts as none.
 */
export function promiseOf({ job, departments, jobsAhead, now, timeZone }: PromiseInput): JobPromise | null {
  const active = activeInOrder(departments);
  const at = active.findIndex((d) => d.departmentId === job.departmentId);
  const current = at >= 0 ? active[at] : undefined;
  const work = active.slice(at >= 0 ? at : 0).filter((d) => d.isWip);
  if (work.length === 0) return null;

  const goalOf = (d: Department) => {
    const cycle = d.jobClassCycles.find((c) => c.jobClassId === job.jobClassId);
    return cycle ? goalHours(cycle) : 0;
  };
  const causes: PromiseCause[] = [];
  let workHours = 0;

  // The current hold: the job is not progressing, so the time held is not time worked, and the work left starts
  // again only when it is released (taken as now: the hold's end is not known).
  const hold = job.hold;
  const entered = Date.parse(job.departmentEnteredAt);
  const heldSince = hold ? Math.max(Date.parse(hold.heldAt), entered) : now;
  if (hold)
    causes.push({
      kind: 'held',
      reason: hold.reason,
      hours: toMinute(Math.max(0, now - Date.parse(hold.heldAt)) / hourMs),
    });

  if (current?.isWip) {
    const goal = goalOf(current);
    const spent = Math.max(0, Math.min(now, heldSince) - entered) / hourMs;
    if (goal > 0 && spent > goal)
      causes.push({ kind: 'overGoal', department: current.name, hours: toMinute(spent - goal) });
    workHours += Math.max(0, goal - spent);
    const queue = jobsAhead * queueShare * goal;
    if (queue > 0) {
      causes.push({ kind: 'queue', department: current.name, jobs: jobsAhead, hours: toMinute(queue) });
      workHours += queue;
    }
  }
  const ahead = work.filter((d) => d !== current);
  const aheadHours = ahead.reduce((sum, d) => sum + goalOf(d), 0);
  if (aheadHours > 0) causes.push({ kind: 'ahead', departments: ahead.length, hours: toMinute(aheadHours) });
  workHours += aheadHours;

  const expected = now + workHours * hourMs;
  const out = job.scheduledOut;
  const due = out ? instantInZone(`${addDays(dayOf(out), 1)}T00:00:00`, timeZone).getTime() : null;
  return {
    expectedAt: new Date(Math.round(expected)).toISOString(),
    dueAt: due === null ? null : new Date(due).toISOString(),
    verdict: due === null ? null : verdictOf(expected, due, workHours),
    workHours: toMinute(workHours),
    causes,
  };
}

/** Late past the end of the Scheduled Out day; at risk when what is left before it is under `riskShare` of the work. */
function verdictOf(expected: number, due: number, workHours: number): PromiseVerdict {
  if (expected > due) return 'late';
  return due - expected < riskShare * workHours * hourMs ? 'atRisk' : 'onTime';
}
