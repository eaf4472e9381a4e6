import {
  addDays,
  addStay,
  type CycleTimeAnalytics,
  type CycleTimeJobsQuery,
  type CycleTimeQuery,
  type CycleTimeStay,
  type DateRange,
  defaultLateHours,
  type EndedStay,
  efficiency,
  emptyStayGroup,
  groupFigures,
  isPartialWeek,
  type StayGroup,
  weekOf,
  weeksOf,
} from '@bayline/contracts';
import { reportJobsModel, reportStaysModel } from '@bayline/contracts/read-models/reports';
import type { ReadStore } from '@bayline/platform/read-store/port';
import { staysOfLateJobs } from './date-entry.ts';
import { daysIn, type ReportLookups, reportLookups } from './read.ts';

type WeekStart = CycleTimeAnalytics['weekStart'];

/** A stay that ended in the range, as its day's document lists it, with the day and its department's goal. */
interface Ended {
  stay: EndedStay;
  day: string;
  goal: number | null;
  late: boolean;
}

/** What to do with the stays of jobs whose dates were entered late, as asked. */
type LateDatesAsked = Pick<CycleTimeQuery, 'lateDates' | 'lateHours'>;

/** The choice asked (include by default), its hours, and the stays of the range it concerns (none to include). */
async function lateDatesOf(readStore: ReadStore, location: string, range: DateRange, asked: LateDatesAsked) {
  const choice = asked.lateDates ?? 'include';
  const hours = asked.lateHours ?? defaultLateHours;
  const stays = choice === 'include' ? new Set<string>() : await staysOfLateJobs(readStore, location, range, hours);
  return { choice, hours, stays };
}

/**
 * Visits the stays that ended in the range at the location, of one job class when asked, each with its day and goal:
 * read from the days' documents, which list them (a year is hundreds of documents rather than thousands of stays).
 * The stays of jobs with dates entered late are left out when asked, else visited marked when flagged.
 */
async function eachEnded(
  readStore: ReadStore,
  location: string,
  range: DateRange,
  asked: LateDatesAsked & { jobClass?: string },
  visit: (stay: EndedStay, day: string, goal: number | null, late: boolean) => void,
) {
  const { jobClass } = asked;
  const [lookups, days, lateDates] = await Promise.all([
    reportLookups(readStore, location),
    daysIn(readStore, location, range),
    lateDatesOf(readStore, location, range, asked),
  ]);
  // Goals by department, then job class: worked out once each.
  const goals = new Map<string, Map<string, number | null>>();
  for (const { day, ended } of days)
    for (const stay of ended) {
      const [departmentId, jobClassId] = stay;
      if (jobClass && jobClassId !== jobClass) continue;
      let ofDepartment = goals.get(departmentId);
      if (!ofDepartment) {
        ofDepartment = new Map();
        goals.set(departmentId, ofDepartment);
      }
      let goal = ofDepartment.get(jobClassId);
      if (goal === undefined) {
        goal = lookups.goal(departmentId, jobClassId);
        ofDepartment.set(jobClassId, goal);
      }
      const late = lateDates.stays.has(stay[4]);
      if (late && lateDates.choice === 'exclude') continue;
      visit(stay, day, goal, late);
    }
  return { lookups, lateDates };
}

/** The group of `key` in `groups`, a new one when it has none yet (groups keep the order keys first came in). */
function groupOf<K>(groups: Map<K, StayGroup>, key: K) {
  let group = groups.get(key);
  if (!group) {
    group = emptyStayGroup();
    groups.set(key, group);
  }
  return group;
}

/** Entries by their ids' place (departments in the flow, job classes by sort order), then by id. */
const byOrder =
  (order: (id: string) => number) =>
  ([a]: [string, unknown], [b]: [string, unknown]) =>
    order(a) - order(b) || a.localeCompare(b);

/**
 * GET analytics/cycletime: per department, its stays that ended in the range against the department's goals, by
 * job class and week by week (docs/metrics.md "Cycle-time analytics").
 */
export async function cycleTimeAnalytics(
  readStore: ReadStore,
  location: string,
  range: DateRange,
  weekStart: WeekStart,
  asked: LateDatesAsked & { jobClass?: string } = {},
): Promise<CycleTimeAnalytics> {
  const departments = new Map<
    string,
    { all: StayGroup; byClass: Map<string, StayGroup>; byWeek: Map<string, StayGroup> }
  >();
  let weekDay = '';
  let week = '';
  let flaggedStays = 0;
  const { lookups, lateDates } = await eachEnded(readStore, location, range, asked, (stay, day, goal, late) => {
    const [departmentId, jobClassId, hours] = stay;
    if (late) flaggedStays++;
    let department = departments.get(departmentId);
    if (!department) {
      department = { all: emptyStayGroup(), byClass: new Map(), byWeek: new Map() };
      departments.set(departmentId, department);
    }
    // The stays come day by day: a day's week is worked out once.
    if (day !== weekDay) {
      weekDay = day;
      week = weekOf(day, weekStart);
    }
    addStay(department.all, hours, goal);
    addStay(groupOf(department.byClass, jobClassId), hours, goal);
    addStay(groupOf(department.byWeek, week), hours, goal);
  });
  const weeks = weeksOf(range, weekStart);
  return {
    range,
    definition: 'departmentVisit',
    lateDates: {
      choice: lateDates.choice,
      hours: lateDates.hours,
      flaggedStays: lateDates.choice === 'flag' ? flaggedStays : 0,
    },
    weekStart,
    departments: [...departments]
      .sort(byOrder(lookups.departmentOrder))
      .map(([departmentId, { all, byClass, byWeek }]) => {
        const department = lookups.departmentById(departmentId);
        return {
          departmentId,
          departmentName: department?.name ?? '',
          departmentColor: department?.displayColor ?? '',
          ...groupFigures(all),
          byJobClass: [...byClass].sort(byOrder((id) => classOrder(lookups, id))).map(([jobClassId, group]) => ({
            jobClassId,
            jobClassName: lookups.jobClass(jobClassId)?.name ?? '',
            ...groupFigures(group),
          })),
          trend: weeks.map((w) => ({
            week: w,
            partial: isPartialWeek(w, range),
            ...groupFigures(byWeek.get(w) ?? emptyStayGroup()),
          })),
        };
      }),
  };
}

const classOrder = (lookups: ReportLookups, id: string) => lookups.jobClass(id)?.sortOrder ?? Number.MAX_SAFE_INTEGER;

/** At most this many stays in a drill-down. */
export const maxDrillDown = 500;

/** Longest first; of the same length, the one that ended first, then by day and id (the stays' index order). */
function longestFirst(a: Ended, b: Ended) {
  const [, , hoursA, outA, idA] = a.stay;
  const [, , hoursB, outB, idB] = b.stay;
  return (
    hoursB - hoursA ||
    outA.localeCompare(outB) ||
    (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) ||
    (idA < idB ? -1 : idA > idB ? 1 : 0)
  );
}

/**
 * GET analytics/cycletime/jobs: the stays behind a figure of the analytics (a department, a job class, a week),
 * longest first, with their jobs. The days' lists choose them; only the chosen stays and their jobs are read.
 */
export async function cycleTimeStays(
  readStore: ReadStore,
  location: string,
  range: DateRange,
  weekStart: WeekStart,
  query: CycleTimeJobsQuery,
): Promise<CycleTimeStay[]> {
  const week = query.week ? weekOf(query.week, weekStart) : undefined;
  const weekEnd = week && addDays(week, 6);
  const ended: Ended[] = [];
  const { lookups, lateDates } = await eachEnded(readStore, location, range, query, (stay, day, goal, late) => {
    if ((!query.department || stay[0] === query.department) && (!week || (day >= week && day <= weekEnd!)))
      ended.push({ stay, day, goal, late });
  });
  const chosen = ended.sort(longestFirst).slice(0, maxDrillDown);
  const stays = new Map(
    (await readStore.collection(reportStaysModel).find({ id: { $in: chosen.map((c) => c.stay[4]) } })).map((s) => [
      s.id,
      s,
    ]),
  );
  const ids = [...new Set([...stays.values()].map((s) => s.jobAdminId))];
  const jobs = new Map((await readStore.collection(reportJobsModel).find({ id: { $in: ids } })).map((j) => [j.id, j]));
  return chosen.flatMap(({ stay: ended, goal, late }) => {
    const stay = stays.get(ended[4]);
    if (!stay) return [];
    const job = jobs.get(stay.jobAdminId);
    return [
      {
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
        goal,
        efficiency: efficiency(goal, stay.hours),
        lateDates: late && lateDates.choice === 'flag',
      },
    ];
  });
}
