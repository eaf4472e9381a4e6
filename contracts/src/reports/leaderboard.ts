import { z } from 'zod';
import { addDays, dayInZone, instantInZone } from '../dates.ts';
import { RoState } from '../job-state.ts';
import { goalHours } from '../jobs/metrics.ts';
import { whenFieldsPass } from '../validation.ts';
import { departmentHours } from './figures.ts';
import { rangeIssue, reportDay } from './filters.ts';
import type { ReportJob } from './read-model.ts';

/**
 * The leaderboard's figures (spec 3 sections 2.10 and 3; definitions and a worked example in docs/metrics.md,
 * "Leaderboard"). The `leaderboard` projector keeps one labour flag per job and department the job has left; the
 * query rates the flags of a range with the department settings of now and adds them up here.
 */

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A job's departure from a department, as the `leaderboard` read model keeps it (one per job and department). */
export interface LaborFlag {
  /** `{jobAdminId}:{departmentId}`. */
  id: string;
  locationShortName: string;
  jobAdminId: string;
  jobAdminInt: number;
  hat: string;
  departmentId: string;
  /** The department's assignee on the job now; null when nobody is. */
  contactId: string | null;
  /** When the job first left the department (ISO instant): the day the hours are earned. */
  dateTimeOut: string;
  /** Hours the job spent in the department, over every stay there that has ended. */
  cycleHours: number;
  /** The job's hours, refinish hours and class now. */
  hours: number;
  refinish: number;
  jobClassId: string;
}

/** What a flag is rated with: its department as the settings hold it now. */
export interface LaborDepartment {
  departmentId: string;
  name: string;
  displayColor: string;
  laborType: number;
  laborPercent: number;
  jobClassCycles: { jobClassId: string; days: number; hours: number; minutes: number }[];
}

export interface RatedFlag extends LaborFlag {
  flaggedHours: number;
  /** The department's cycle goal for the job's class, in hours; null without one. */
  goalHours: number | null;
}

/** Rates the flags of a range; a flag that earns no hours (its department has no labour percent) is left out. */
export function rateFlags(flags: readonly LaborFlag[], departments: readonly LaborDepartment[]): RatedFlag[] {
  const byId = new Map(departments.map((d) => [d.departmentId, d]));
  const rated: RatedFlag[] = [];
  for (const flag of flags) {
    const department = byId.get(flag.departmentId);
    if (!department) continue;
    const hours = departmentHours(flag, department);
    if (hours <= 0) continue;
    const goal = department.jobClassCycles.find((c) => c.jobClassId === flag.jobClassId);
    // Field by field: a spread that adds fields cost V8 some microseconds a flag, and a year has thousands.
    rated.push({
      id: flag.id,
      locationShortName: flag.locationShortName,
      jobAdminId: flag.jobAdminId,
      jobAdminInt: flag.jobAdminInt,
      hat: flag.hat,
      departmentId: flag.departmentId,
      contactId: flag.contactId,
      dateTimeOut: flag.dateTimeOut,
      cycleHours: flag.cycleHours,
      hours: flag.hours,
      refinish: flag.refinish,
      jobClassId: flag.jobClassId,
      flaggedHours: hours,
      goalHours: goal ? goalHours(goal) : null,
    });
  }
  return rated;
}

/** Goal over time spent, as a percentage to 2 decimals, over the flags that have a goal; null when none has. */
export function flagsEfficiency(flags: readonly RatedFlag[]): LeaderboardEfficiency {
  let goal = 0;
  let cycle = 0;
  for (const flag of flags)
    if (flag.goalHours !== null && flag.goalHours > 0 && flag.cycleHours > 0) {
      goal += flag.goalHours;
      cycle += flag.cycleHours;
    }
  return {
    efficiency: cycle > 0 ? round2((goal / cycle) * 100) : null,
    goalHours: round2(goal),
    cycleHours: round2(cycle),
  };
}

export interface LeaderboardEfficiency {
  efficiency: number | null;
  goalHours: number;
  cycleHours: number;
}

/** One row of the Assignees or the Departments list. */
export interface LeaderboardEntry {
  /** The assignee's contactId or the department's id; null for the Unassigned row. */
  id: string | null;
  name: string;
  displaycolor: string | null;
  flaggedLaborTotal: number;
  /** Goal over time spent, %; null when none of its flags has a goal. */
  efficiency: number | null;
}

/** GET Leaderboard/GetLeaderboardTotals (spec 3 section 3, "Leaderboard totals"). */
export interface LeaderboardTotals {
  startDate: string;
  endDate: string;
  flaggedLaborTotal: number;
  readyLaborTotal: number;
  deliveredLaborTotal: number;
  efficiency: LeaderboardEfficiency;
  assignees: LeaderboardEntry[];
  departments: LeaderboardEntry[];
}

/** The name of the row of flags no assignee is credited with. */
export const unassignedName = 'Unassigned';

export interface Names {
  /** An assignee's name by contactId (undefined for one the contacts list no longer has). */
  assignee(contactId: string): string | undefined;
  department(departmentId: string): { name: string; displayColor: string } | undefined;
}

const sumHours = (items: readonly { hours: number }[]) => round2(items.reduce((sum, item) => sum + item.hours, 0));

/** Flags by a key, in the order the keys first come. */
function groupBy(flags: readonly RatedFlag[], keyOf: (flag: RatedFlag) => string | null) {
  const groups = new Map<string | null, RatedFlag[]>();
  for (const flag of flags) {
    const key = keyOf(flag);
    const group = groups.get(key);
    if (group) group.push(flag);
    else groups.set(key, [flag]);
  }
  return groups;
}

const totalFlagged = (flags: readonly RatedFlag[]) => round2(flags.reduce((sum, f) => sum + f.flaggedHours, 0));

/** Groups rated flags by a key into entries, the most hours first (then by name). */
function entriesBy(
  flags: readonly RatedFlag[],
  keyOf: (flag: RatedFlag) => string | null,
  describe: (key: string | null) => { name: string; displaycolor: string | null },
): LeaderboardEntry[] {
  return [...groupBy(flags, keyOf)]
    .map(([id, group]) => ({
      id,
      ...describe(id),
      flaggedLaborTotal: totalFlagged(group),
      efficiency: flagsEfficiency(group).efficiency,
    }))
    .sort((a, b) => b.flaggedLaborTotal - a.flaggedLaborTotal || a.name.localeCompare(b.name));
}

/** The rank view's figures from the rated flags of the range and the jobs completed and delivered in it. */
export function leaderboardTotals(
  range: { startDate: string; endDate: string },
  flags: readonly RatedFlag[],
  ready: readonly { hours: number }[],
  delivered: readonly { hours: number }[],
  names: Names,
): LeaderboardTotals {
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    flaggedLaborTotal: totalFlagged(flags),
    readyLaborTotal: sumHours(ready),
    deliveredLaborTotal: sumHours(delivered),
    efficiency: flagsEfficiency(flags),
    assignees: entriesBy(
      flags,
      (f) => f.contactId,
      (id) => ({ name: (id && names.assignee(id)) || unassignedName, displaycolor: null }),
    ),
    departments: entriesBy(
      flags,
      (f) => f.departmentId,
      (id) => {
        const department = names.department(id ?? '');
        return { name: department?.name ?? '', displaycolor: department?.displayColor ?? null };
      },
    ),
  };
}

/** One line of the Flagged Hours Report (spec 3 section 3, "Flagged-hours entry"). */
export interface FlaggedHoursEntry {
  jobAdminId: string;
  hat: string;
  jobAdminInt: number;
  /** The department's name. */
  description: string;
  flaggedHours: number;
  dateTimeOut: string;
  /** The day of dateTimeOut at the location, 'YYYY-MM-DD'. */
  date: string;
}

/** An assignee's flags in the range; assignees with no flagged hours are not listed. */
export interface AssigneeLaborFlags {
  contactId: string | null;
  name: string;
  totalFlagged: number;
  flags: FlaggedHoursEntry[];
}

/** GET Leaderboard/GetLaborFlagsByAssignee: each assignee's flags by date, assignees by name, Unassigned last. */
export function laborFlagsByAssignee(
  flags: readonly RatedFlag[],
  names: Names,
  timeZone: string,
): AssigneeLaborFlags[] {
  return [...groupBy(flags, (f) => f.contactId)]
    .map(([contactId, group]) => ({
      contactId,
      name: (contactId && names.assignee(contactId)) || unassignedName,
      totalFlagged: totalFlagged(group),
      flags: [...group]
        .sort((a, b) => (a.dateTimeOut < b.dateTimeOut ? -1 : a.dateTimeOut > b.dateTimeOut ? 1 : 0))
        .map((f) => ({
          jobAdminId: f.jobAdminId,
          hat: f.hat,
          jobAdminInt: f.jobAdminInt,
          description: names.department(f.departmentId)?.name ?? '',
          flaggedHours: f.flaggedHours,
          dateTimeOut: f.dateTimeOut,
          date: dayInZone(new Date(f.dateTimeOut), timeZone),
        })),
    }))
    .filter((a) => a.totalFlagged > 0)
    .sort((a, b) => Number(a.contactId === null) - Number(b.contactId === null) || a.name.localeCompare(b.name));
}

/** A job of the rank view's Departures or Arrivals list (spec 3 section 2.10). */
export interface MovingJob {
  jobAdminId: string;
  jobAdminInt: number;
  hat: string;
  clientName: string;
  jobClass: { name: string; displayColor: string };
  hours: number;
  /** The day it is scheduled out (a departure) or in (an arrival), 'YYYY-MM-DD'; null without one. */
  scheduledOn: string | null;
  /** The day it was delivered (a departure) or arrived (an arrival); null while it has not. */
  doneOn: string | null;
}

/** GET Leaderboard/GetDeparturesArrivals: the jobs leaving and coming in a range of days. */
export interface DeparturesArrivals {
  startDate: string;
  endDate: string;
  departures: MovingJob[];
  arrivals: MovingJob[];
}

/** The days a departure is found by (scheduled out, delivered) and an arrival's (scheduled in, arrived). */
const movingDays = {
  departures: (job: ReportJob) => ({ scheduledOn: job.scheduledOutOn, doneOn: job.deliveredOn }),
  arrivals: (job: ReportJob) => ({ scheduledOn: job.scheduledInOn, doneOn: job.arrivedOn }),
} as const;

/**
 * The jobs of one list: those scheduled or done on a day of the range, each once, voided ones left out, in order
 * of the day they leave or come (the day done, else the day scheduled), then by number.
 */
export function movingJobs(
  way: keyof typeof movingDays,
  jobs: readonly ReportJob[],
  range: { startDate: string; endDate: string },
  jobClassOf: (jobClassId: string) => { name: string; displayColor: string } | undefined,
): MovingJob[] {
  const inRange = (day: string | null) => day !== null && day >= range.startDate && day <= range.endDate;
  const unique = new Map<string, ReportJob>();
  for (const job of jobs) if (job.roState !== RoState.void) unique.set(job.jobAdminId, job);
  return [...unique.values()]
    .map((job) => ({ job, ...movingDays[way](job) }))
    .filter(({ scheduledOn, doneOn }) => inRange(scheduledOn) || inRange(doneOn))
    .map(({ job, scheduledOn, doneOn }) => {
      const jobClass = jobClassOf(job.jobClassId);
      return {
        jobAdminId: job.jobAdminId,
        jobAdminInt: job.jobAdminInt,
        hat: job.hat,
        clientName: job.clientName,
        jobClass: { name: jobClass?.name ?? '', displayColor: jobClass?.displayColor ?? '' },
        hours: job.hours,
        scheduledOn,
        doneOn,
      };
    })
    .sort((a, b) => {
      const dayA = a.doneOn ?? a.scheduledOn ?? '';
      const dayB = b.doneOn ?? b.scheduledOn ?? '';
      return dayA < dayB ? -1 : dayA > dayB ? 1 : a.jobAdminInt - b.jobAdminInt;
    });
}

/** The instant a calendar day begins in a time zone (the first instant of it, where midnight is skipped). */
export function dayStartInZone(day: string, timeZone: string): Date {
  return instantInZone(`${day}T00:00:00`, timeZone);
}

/** The instants a range of calendar days spans at a location: [from, to). */
export function rangeInstants(range: { startDate: string; endDate: string }, timeZone: string) {
  return {
    from: dayStartInZone(range.startDate, timeZone).toISOString(),
    to: dayStartInZone(addDays(range.endDate, 1), timeZone).toISOString(),
  };
}

export const leaderboardMessages = {
  startDate: 'Start date must be a date (YYYY-MM-DD)',
  endDate: 'End date must be a date (YYYY-MM-DD)',
};

/** A calendar day 'YYYY-MM-DD' that exists (a job date 'YYYY-MM-DDT00:00:00' is read as its day, `reportDay`). */
export const calendarDaySchema = (message: string) =>
  z
    .string({ error: message })
    .max(30, { error: message })
    .transform((value, ctx) => {
      const day = reportDay(value);
      if (day === undefined) ctx.addIssue({ code: 'custom', message });
      return day ?? value;
    });

/** startDate and endDate of a leaderboard read: real days, the end not before the start, ten years at most. */
export const leaderboardRangeSchema = z
  .object({
    startDate: calendarDaySchema(leaderboardMessages.startDate),
    endDate: calendarDaySchema(leaderboardMessages.endDate),
  })
  .superRefine(
    (range, ctx) => {
      const issue = rangeIssue(range.startDate, range.endDate);
      if (issue) ctx.addIssue({ code: 'custom', path: ['endDate'], message: issue });
    },
    whenFieldsPass('startDate', 'endDate'),
  );

export type LeaderboardRange = z.output<typeof leaderboardRangeSchema>;
