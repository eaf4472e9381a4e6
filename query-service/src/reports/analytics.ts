import {
  addDays,
  type CycleTimeAnalytics,
  type CycleTimeJobsQuery,
  type CycleTimeStay,
  type DateRange,
  efficiency,
  type ReportJob,
  type ReportStay,
  stayFigures,
  weekOf,
  weeksOf,
} from '@bayline/contracts';
import type { ReadStore } from '@bayline/platform/read-store/port';
import { type ReportLookups, reportLookups, staysIn } from './read.ts';

type WeekStart = CycleTimeAnalytics['weekStart'];

function groupBy<T, K>(items: readonly T[], key: (item: T) => K) {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** The stays of the range at the location, of one job class when asked, each with its goal. */
async function staysWithGoals(readStore: ReadStore, location: string, range: DateRange, jobClass?: string) {
  const lookups = await reportLookups(readStore, location);
  const stays = (await staysIn(readStore, location, range)).filter((s) => !jobClass || s.jobClassId === jobClass);
  return { lookups, stays: stays.map((s) => ({ ...s, goal: lookups.goal(s.departmentId, s.jobClassId) })) };
}

/**
 * GET analytics/cycletime: per department, its stays that ended in the range against the department's goals, by
 * job class and week by week (docs/metrics.md "Cycle-time analytics").
 */
export async function cycleTimeAnalytics(
  readStore: ReadStore,
  location: string,
  range: DateRange,
  weekStart: WeekStart,
  jobClass?: string,
): Promise<CycleTimeAnalytics> {
  const { lookups, stays } = await staysWithGoals(readStore, location, range, jobClass);
  const weeks = weeksOf(range, weekStart);
  const departments = [...groupBy(stays, (s) => s.departmentId)]
    .sort(([a], [b]) => lookups.departmentOrder(a) - lookups.departmentOrder(b))
    .map(([departmentId, ofDepartment]) => {
      const department = lookups.departmentById(departmentId);
      const byWeek = groupBy(ofDepartment, (s) => weekOf(s.day, weekStart));
      return {
        departmentId,
        departmentName: department?.name ?? '',
        departmentColor: department?.displayColor ?? '',
        ...stayFigures(ofDepartment),
        byJobClass: [...groupBy(ofDepartment, (s) => s.jobClassId)]
          .sort(([a], [b]) => classOrder(lookups, a) - classOrder(lookups, b))
          .map(([jobClassId, ofClass]) => ({
            jobClassId,
            jobClassName: lookups.jobClass(jobClassId)?.name ?? '',
            ...stayFigures(ofClass),
          })),
        trend: weeks.map((week) => ({ week, ...stayFigures(byWeek.get(week) ?? []) })),
      };
    });
  return { range, weekStart, departments };
}

const classOrder = (lookups: ReportLookups, id: string) => lookups.jobClass(id)?.sortOrder ?? Number.MAX_SAFE_INTEGER;

/** At most this many stays in a drill-down. */
export const maxDrillDown = 500;

/**
 * GET analytics/cycletime/jobs: the stays behind a figure of the analytics (a department, a job class, a week),
 * longest first, with their jobs.
 */
export async function cycleTimeStays(
  readStore: ReadStore,
  location: string,
  range: DateRange,
  weekStart: WeekStart,
  query: CycleTimeJobsQuery,
): Promise<CycleTimeStay[]> {
  const { lookups, stays } = await staysWithGoals(readStore, location, range, query.jobClass);
  const week = query.week ? weekOf(query.week, weekStart) : undefined;
  const chosen = stays
    .filter((s) => !query.department || s.departmentId === query.department)
    .filter((s) => !week || (s.day >= week && s.day <= addDays(week, 6)))
    .sort((a, b) => b.hours - a.hours || a.dateTimeOut.localeCompare(b.dateTimeOut))
    .slice(0, maxDrillDown);
  const ids = [...new Set(chosen.map((s) => s.jobAdminId))];
  const jobs = new Map(
    ((await readStore.find('reportJobs', { id: { $in: ids } })) as unknown as ReportJob[]).map((j) => [j.id, j]),
  );
  return chosen.map((stay: ReportStay & { goal: number | null }) => {
    const job = jobs.get(stay.jobAdminId);
    return {
      jobAdminId: stay.jobAdminId,
      jobAdminInt: job?.jobAdminInt ?? 0,
      hat: job?.hat ?? '',
      clientName: job?.clientName ?? '',
      vehicle: job ? [job.year || '', job.make, job.model].filter(Boolean).join(' ') : '',
      jobClassName: lookups.jobClass(stay.jobClassId)?.name ?? '',
      departmentName: lookups.departmentById(stay.departmentId)?.name ?? '',
      dateTimeIn: stay.dateTimeIn,
      dateTimeOut: stay.dateTimeOut,
      day: stay.day,
      hours: stay.hours,
      goal: stay.goal,
      efficiency: efficiency(stay.goal, stay.hours),
    };
  });
}
