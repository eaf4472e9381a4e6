import {
  addDays,
  addDelivered,
  addStays,
  type DateRange,
  type Department,
  deliveredTotals,
  departmentHours,
  emptyDeliveredTotals,
  emptyStayTotals,
  type FilterKey,
  goalHours,
  type ReportDay,
  type ReportJob,
  type ReportStay,
  type ReportSums,
  RoState,
  round2,
  type StayTotals,
} from '@bayline/contracts';
import {
  reportDaysModel,
  reportJobsModel,
  reportMonthsModel,
  reportStaysModel,
} from '@bayline/contracts/read-models/reports';
import type { ReadStore } from '@bayline/platform/read-store/port';
import { lookupsFor } from '../production/lookups.ts';

/** How the reports read their read model (docs/metrics.md "How the figures are kept"): by index, never whole. */

export type Values = Partial<Record<FilterKey, string[]>>;

/** The location's settings a report is read with, with departments and goals by id. */
export async function reportLookups(readStore: ReadStore, location: string) {
  const lookups = await lookupsFor(readStore, location);
  const departmentById = new Map<string, Department>();
  for (const d of lookups.departments)
    if (!departmentById.has(d.departmentId) || !d.deletedAt) departmentById.set(d.departmentId, d);
  const order = [...lookups.departments].sort((a, b) => a.sortOrder - b.sortOrder).map((d) => d.departmentId);
  return {
    ...lookups,
    departmentById: (id: string) => departmentById.get(id),
    /** A department's place in the flow, for ordering rows. */
    departmentOrder: (id: string) => {
      const at = order.indexOf(id);
      return at < 0 ? order.length : at;
    },
    /** The department's goal for a job class, hours; null without one. */
    goal: (departmentId: string, jobClassId: string) => {
      const cycle = departmentById.get(departmentId)?.jobClassCycles.find((c) => c.jobClassId === jobClassId);
      const hours = cycle ? goalHours(cycle) : 0;
      return hours > 0 ? hours : null;
    },
  };
}
export type ReportLookups = Awaited<ReturnType<typeof reportLookups>>;

type DayField = 'deliveredOn' | 'arrivedOn' | 'scheduledInOn' | 'scheduledOutOn';

/** Jobs whose day of `field` is in the range (both ends included). */
export async function jobsOn(readStore: ReadStore, location: string, field: DayField, range: DateRange) {
  return readStore.collection(reportJobsModel).find({
    locationShortName: location,
    [field]: { $gte: range.start, $lte: range.end },
  });
}

/** Jobs with a day of `field` after `day` (the future is small: what is scheduled ahead). */
export async function jobsAfter(readStore: ReadStore, location: string, field: DayField, day: string) {
  return readStore.collection(reportJobsModel).find({
    locationShortName: location,
    [field]: { $gt: day },
  });
}

/** The inventory: open jobs not yet delivered. */
export async function inventoryOf(readStore: ReadStore, location: string) {
  return readStore.collection(reportJobsModel).find({
    locationShortName: location,
    inventory: true,
  });
}

export async function staysIn(readStore: ReadStore, location: string, range: DateRange) {
  return readStore.collection(reportStaysModel).find({
    locationShortName: location,
    day: { $gte: range.start, $lte: range.end },
  });
}

export async function daysIn(readStore: ReadStore, location: string, range: DateRange) {
  return readStore.collection(reportDaysModel).find({
    locationShortName: location,
    day: { $gte: range.start, $lte: range.end },
  });
}

/** The month documents from `from` up to, not including, `until` ('YYYY-MM'). */
async function monthsIn(readStore: ReadStore, location: string, from: string, until: string) {
  return readStore.collection(reportMonthsModel).find({
    locationShortName: location,
    month: { $gte: from, $lt: until },
  });
}

/** The first day of the month after the one `day` is in. */
const nextMonth = (day: string) => `${addDays(`${day.slice(0, 7)}-01`, 31).slice(0, 7)}-01`;

/**
 * A range as the months wholly in it ('YYYY-MM', from `from` up to, not including, `until`) and the days of the rest
 * (of its first and last months); no months when none is wholly in it.
 */
function byMonths(range: DateRange) {
  const from = range.start.endsWith('-01') ? range.start : nextMonth(range.start);
  const dayAfter = addDays(range.end, 1);
  const until = dayAfter.endsWith('-01') ? dayAfter : `${range.end.slice(0, 7)}-01`;
  if (from >= until) return { edges: [range] };
  const edges: DateRange[] = [];
  if (range.start < from) edges.push({ start: range.start, end: addDays(from, -1) });
  if (until <= range.end) edges.push({ start: until, end: range.end });
  return { months: { from: from.slice(0, 7), until: until.slice(0, 7) }, edges };
}

/**
 * The stay sums of a range: a month's document for each month wholly in it, and the days of the rest, so that years
 * read dozens of documents rather than hundreds.
 */
export async function staySumsIn(readStore: ReadStore, location: string, range: DateRange): Promise<ReportSums[]> {
  const { months, edges } = byMonths(range);
  const read = await Promise.all([
    months ? monthsIn(readStore, location, months.from, months.until) : [],
    ...edges.map((edge) => daysIn(readStore, location, edge)),
  ]);
  return read.flat();
}

/**
 * The totals of the jobs delivered in a range that pass the job class, group and state filters (what the months'
 * delivered totals are kept by): the months wholly in it from their documents, the jobs of the rest one by one.
 */
export async function deliveredTotalsIn(readStore: ReadStore, location: string, range: DateRange, values: Values) {
  const { months, edges } = byMonths(range);
  const [ofMonths, ...ofEdges] = await Promise.all([
    months ? monthsIn(readStore, location, months.from, months.until) : [],
    ...edges.map((edge) => jobsOn(readStore, location, 'deliveredOn', edge)),
  ]);
  const totals = emptyDeliveredTotals();
  for (const month of ofMonths)
    for (const [key, ...sums] of month.delivered) {
      const [jobClassId = '', group = '', roState] = key.split('|');
      if (has(values.jobClass, jobClassId) && has(values.group, group) && stateMatches(values, Number(roState)))
        addDelivered(totals, sums);
    }
  const matches = jobMatches(values);
  for (const job of ofEdges.flat()) if (matches(job)) addDelivered(totals, deliveredTotals(job));
  return totals;
}

const has = (values: string[] | undefined, value: string) => values === undefined || values.includes(value);

/** Whether a badge list (`{badgeId, state}`) matches the badge and state filters. */
function badgesMatch(badges: { badgeId: string; state: number }[], values: Values) {
  if (!values.badge && !values.state) return true;
  return badges.some((b) => has(values.badge, b.badgeId) && has(values.state, String(b.state)));
}

/** The roState filter: a voided job only when asked for. */
const stateMatches = (values: Values, roState: number) =>
  values.roState ? values.roState.includes(String(roState)) : roState !== RoState.void;

/**
 * The job filters (docs/metrics.md "Filters"): values of one key are alternatives, keys all apply; without a
 * roState filter a voided job is left out.
 */
export function jobMatches(values: Values) {
  return (job: ReportJob) =>
    has(values.jobClass, job.jobClassId) &&
    has(values.group, job.groupShortName ?? '') &&
    stateMatches(values, job.roState) &&
    (!values.assignee || job.assignees.some((a) => values.assignee!.includes(a.contactId))) &&
    badgesMatch(job.badges, values);
}

/** The same filters on a stay, as its job was when the stay ended. */
export function stayMatches(values: Values) {
  return (stay: ReportStay) =>
    has(values.jobClass, stay.jobClassId) &&
    has(values.group, stay.groupShortName ?? '') &&
    has(values.roState, String(stay.roState)) &&
    (!values.assignee || stay.assignees.some((a) => values.assignee!.includes(a))) &&
    badgesMatch(
      stay.badges.map((b) => {
        const at = b.lastIndexOf(':');
        return { badgeId: b.slice(0, at), state: Number(b.slice(at + 1)) };
      }),
      values,
    );
}

/** Whether the per-day sums can answer the filters (they are kept by department, job class and group only). */
export const daySumsServe = (values: Values, extra: FilterKey[] = []) =>
  (Object.keys(values) as FilterKey[]).every((k) => ['jobClass', 'group', 'start', 'end', ...extra].includes(k));

/** A key of the sums: `{departmentId}|{jobClassId}|{group}`, credits by assignee `{contactId}|…`. */
export function splitKey(key: string, withContact = false) {
  const parts = key.split('|');
  // Every key the projector writes has all its parts (an empty group is written as '').
  const [contactId = '', departmentId = '', jobClassId = '', group = ''] = withContact ? parts : ['', ...parts];
  return { contactId, departmentId, jobClassId, group };
}

/** `splitKey` remembering its answers: the same few keys come back in every day of a range. */
function keySplitter(withContact = false) {
  const known = new Map<string, ReturnType<typeof splitKey>>();
  return (key: string) => {
    let parts = known.get(key);
    if (!parts) {
      parts = splitKey(key, withContact);
      known.set(key, parts);
    }
    return parts;
  };
}

/** Stays counted together: a department, a job class, how many, their hours (hundredths). */
export interface StayCount {
  departmentId: string;
  jobClassId: string;
  stays: number;
  hundredths: number;
}

/** The stay counts of sums (of days or months) that pass the job class and group filters. */
export function* sumsStayCounts(sums: ReportSums[], values: Values): Iterable<StayCount> {
  const split = keySplitter();
  for (const doc of sums)
    for (const [key, stays, hours] of doc.stays) {
      const { departmentId, jobClassId, group } = split(key);
      if (has(values.jobClass, jobClassId) && has(values.group, group))
        yield { departmentId, jobClassId, stays, hundredths: hours };
    }
}

/** Stay totals by department, each stay against its department's goal for its job class. */
export function stayTotalsByDepartment(counts: Iterable<StayCount>, lookups: ReportLookups) {
  const totals = new Map<string, StayTotals>();
  for (const { departmentId, jobClassId, stays, hundredths } of counts) {
    const t = totals.get(departmentId) ?? emptyStayTotals();
    totals.set(departmentId, addStays(t, stays, hundredths, lookups.goal(departmentId, jobClassId)));
  }
  return totals;
}

/** Hours finished (credited) from the day sums, by assignee (`byAssignee`) or by department. */
export function creditsFrom(days: ReportDay[], values: Values, lookups: ReportLookups, byAssignee: boolean) {
  const credits = new Map<string, { jobs: number; hours: number }>();
  const split = keySplitter(byAssignee);
  for (const day of days)
    for (const [key, jobs, hours, refinish] of byAssignee ? day.assigneeCredits : day.credits) {
      const { contactId, departmentId, jobClassId, group } = split(key);
      if (!has(values.jobClass, jobClassId) || !has(values.group, group)) continue;
      if (byAssignee && !has(values.assignee, contactId)) continue;
      const department = lookups.departmentById(departmentId);
      const done = department
        ? departmentHours({ hours: hours / 100, refinish: refinish / 100 }, department)
        : hours / 100;
      const id = byAssignee ? contactId : departmentId;
      const current = credits.get(id) ?? { jobs: 0, hours: 0 };
      credits.set(id, { jobs: current.jobs + jobs, hours: current.hours + done });
    }
  for (const [id, c] of credits) credits.set(id, { ...c, hours: round2(c.hours) });
  return credits;
}
