import {
  averageK2k,
  type ChartRow,
  type DateRange,
  deliveredFiguresOf,
  filterValues,
  forecastRows,
  hundredths,
  isPartialMonth,
  type JobPreset,
  type LeaderboardRow,
  matchesJobPreset,
  monthOf,
  monthsOf,
  overallTouchTime,
  type ReportCardRow,
  type ReportData,
  type ReportDataRow,
  type ReportJob,
  round2,
  type SavedReport,
  totalsFigures,
  touchTime,
  type UpcomingRange,
} from '@bayline/contracts';
import { locationSettingsModel } from '@bayline/contracts/read-models/identity';
import type { ReadStore } from '@bayline/platform/read-store/port';
import {
  creditsFrom,
  daySumsServe,
  daysIn,
  deliveredTotalsIn,
  inventoryOf,
  jobMatches,
  jobsAfter,
  jobsOn,
  type ReportLookups,
  reportLookups,
  type StayCount,
  stayMatches,
  staySumsIn,
  staysIn,
  stayTotalsByDepartment,
  sumsStayCounts,
  type Values,
} from './read.ts';

/** Who is asking and where: the report card reads every location the user has. */
export interface ReportAsk {
  readStore: ReadStore;
  location: string;
  /** The locations the user has (the report card's pages). */
  locations: readonly string[];
  today: string;
  range: DateRange;
}

const sum = (jobs: readonly ReportJob[], of: (job: ReportJob) => number) =>
  round2(jobs.reduce((total, job) => total + of(job), 0));

/** A job as a grid row. */
function jobRow(job: ReportJob, lookups: ReportLookups): ReportDataRow {
  const space = job.clientName.indexOf(' ');
  return {
    jobAdminId: job.jobAdminId,
    hat: job.hat,
    jobAdminInt: job.jobAdminInt,
    year: job.year,
    color: job.color,
    make: job.make,
    model: job.model,
    hours: job.hours,
    refinish: job.refinish,
    subTotal: job.subTotal,
    cycleTime: job.k2k,
    touchTime: job.datePickup ? touchTime(job.hours, job.k2k) : null,
    dateTowIn: job.dateTowIn,
    datePickup: job.datePickup,
    scheduledIn: job.scheduledIn,
    scheduledOut: job.scheduledOut,
    departmentName: lookups.departmentById(job.departmentId)?.name ?? '',
    jobClassName: lookups.jobClass(job.jobClassId)?.name ?? '',
    firstName: space < 0 ? job.clientName : job.clientName.slice(0, space),
    lastName: space < 0 ? '' : job.clientName.slice(space + 1),
    clientName: job.clientName,
    clientCellular: job.clientCellular,
    clientEmail: job.clientEmail,
    groupName: lookups.group(job.groupShortName)?.name ?? '',
    roState: job.roState,
    arrived: Boolean(job.dateTowIn),
    delivered: Boolean(job.datePickup),
  };
}

/** Jobs in order of the day the report is about, then by number. */
const byDay = (field: keyof ReportJob) => (a: ReportJob, b: ReportJob) =>
  String(a[field] ?? '').localeCompare(String(b[field] ?? '')) || a.jobAdminInt - b.jobAdminInt;

const unique = (jobs: ReportJob[]) => [...new Map(jobs.map((j) => [j.id, j])).values()];

/**
 * Jobs scheduled in or out (or in the inventory) by a job preset: today, past due (from the inventory: a job past
 * due is still open and not delivered), upcoming (after today), or in the range.
 */
async function scheduled(ask: ReportAsk, field: 'scheduledInOn' | 'scheduledOutOn', values: Values) {
  const preset = (values.job?.[0] ?? 'all') as JobPreset;
  const upcoming = (values.upcoming?.[0] ?? 'all') as UpcomingRange;
  const { readStore, location, today } = ask;
  const date = field === 'scheduledInOn' ? 'scheduledIn' : 'scheduledOut';
  const done = (job: ReportJob) => Boolean(field === 'scheduledInOn' ? job.dateTowIn : job.datePickup);
  const jobs =
    preset === 'all'
      ? await jobsOn(readStore, location, field, ask.range)
      : preset === 'today'
        ? await jobsOn(readStore, location, field, { start: today, end: today })
        : preset === 'pastDue'
          ? await inventoryOf(readStore, location)
          : await jobsAfter(readStore, location, field, today);
  return jobs.filter((job) => matchesJobPreset(preset, upcoming, job[date], done(job), today));
}

/** The jobs a grid or job chart lists, before the job filters. */
export async function jobsOf(report: SavedReport, ask: ReportAsk, values: Values): Promise<ReportJob[]> {
  const { readStore, location, range, today } = ask;
  switch (report.setType) {
    case 'customerInfo':
      return jobsOn(readStore, location, 'arrivedOn', range);
    case 'inboundVehicle':
      return scheduled(ask, 'scheduledInOn', values);
    case 'outboundVehicle':
      return scheduled(ask, 'scheduledOutOn', values);
    case 'inventory':
    case 'inventoryByDepartments':
    case 'inventoryByJobClass': {
      const preset = (values.job?.[0] ?? 'all') as JobPreset;
      const upcoming = (values.upcoming?.[0] ?? 'all') as UpcomingRange;
      return (await inventoryOf(readStore, location)).filter((job) =>
        matchesJobPreset(preset, upcoming, job.scheduledOut, false, today),
      );
    }
    case 'forecast': {
      const month = monthOf(today);
      const [delivered, inventory] = await Promise.all([
        jobsOn(readStore, location, 'deliveredOn', month),
        inventoryOf(readStore, location),
      ]);
      return unique([...delivered, ...inventory.filter((j) => (j.scheduledOutOn ?? '9999') <= month.end)]);
    }
    default:
      return jobsOn(readStore, location, 'deliveredOn', range);
  }
}

const sortField: Partial<Record<SavedReport['setType'], keyof ReportJob>> = {
  customerInfo: 'arrivedOn',
  inboundVehicle: 'scheduledInOn',
  outboundVehicle: 'scheduledOutOn',
  inventory: 'scheduledOutOn',
  forecast: 'scheduledOutOn',
};

/** The months of the range with their jobs (delivered in them); a month the range covers in part says so. */
function byMonth(jobs: ReportJob[], range: DateRange) {
  const months = new Map(monthsOf(range).map((m) => [m, [] as ReportJob[]]));
  for (const job of jobs) months.get(job.deliveredOn!.slice(0, 7))?.push(job);
  return [...months].map(([month, list]) => ({ month, list, partial: isPartialMonth(month, range) }));
}

/** A group's name as the charts show it: 'No Group' for a job without one. */
export const groupNameOf = (lookups: ReportLookups, group: string | null) =>
  lookups.group(group || null)?.name ?? 'No Group';

function groupBy<K>(jobs: ReportJob[], key: (job: ReportJob) => K) {
  const groups = new Map<K, ReportJob[]>();
  for (const job of jobs) {
    const group = groups.get(key(job));
    if (group) group.push(job);
    else groups.set(key(job), [job]);
  }
  return groups;
}

const counted = (jobs: ReportJob[]) => ({
  total: jobs.length,
  hours: sum(jobs, (j) => j.hours),
  subTotal: sum(jobs, (j) => j.subTotal),
});

/** Job classes in their order, with their jobs. */
function byJobClass(jobs: ReportJob[], lookups: ReportLookups) {
  const classes = groupBy(jobs, (j) => j.jobClassId);
  const order = (id: string) => lookups.jobClass(id)?.sortOrder ?? Number.MAX_SAFE_INTEGER;
  return [...classes.entries()]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([id, list]) => ({
      id,
      jobs: list,
      jobClassName: lookups.jobClass(id)?.name ?? '',
      jobClassColor: lookups.jobClass(id)?.displayColor ?? '',
    }));
}

/** The chart rows of a chart over jobs. */
function jobChart(report: SavedReport, jobs: ReportJob[], range: DateRange, lookups: ReportLookups): ChartRow[] {
  switch (report.setType) {
    case 'deliveredByRo': {
      const classes = byJobClass(jobs, lookups);
      return byMonth(jobs, range).flatMap(({ month, list, partial }) =>
        classes.map(({ id, jobClassName, jobClassColor }) => ({
          datePickupMonth: month,
          month,
          partial,
          jobClassName,
          jobClassColor,
          ...counted(list.filter((j) => j.jobClassId === id)),
        })),
      );
    }
    case 'sales':
    case 'throughput':
      return byMonth(jobs, range).map(({ month, list, partial }) => ({ month, partial, ...counted(list) }));
    case 'touchTime':
      return byMonth(jobs, range).map(({ month, list, partial }) => ({
        month,
        partial,
        total: list.length,
        average: overallTouchTime(list),
      }));
    case 'cycleByRo':
      return byMonth(jobs, range).map(({ month, list, partial }) => ({
        month,
        partial,
        total: list.length,
        average: averageK2k(list),
      }));
    case 'cycleTimeByJobClass':
      return byJobClass(jobs, lookups).map(({ jobClassName, jobClassColor, jobs: list }) => ({
        jobClassName,
        jobClassColor,
        total: list.length,
        average: averageK2k(list),
      }));
    case 'customerInfo':
      return [...groupBy(jobs, (j) => j.groupShortName ?? '')]
        .map(([group, list]) => ({ groupName: groupNameOf(lookups, group), ...counted(list) }))
        .sort((a, b) => b.total - a.total || a.groupName.localeCompare(b.groupName));
    case 'inventoryByDepartments': {
      const classes = byJobClass(jobs, lookups);
      return [...groupBy(jobs, (j) => j.departmentId)]
        .sort(([a], [b]) => lookups.departmentOrder(a) - lookups.departmentOrder(b))
        .flatMap(([departmentId, list]) =>
          classes.map(({ id, jobClassName, jobClassColor }) => ({
            departmentName: lookups.departmentById(departmentId)?.name ?? '',
            departmentColor: lookups.departmentById(departmentId)?.displayColor ?? '',
            jobClassName,
            jobClassColor,
            ...counted(list.filter((j) => j.jobClassId === id)),
          })),
        );
    }
    default:
      return byJobClass(jobs, lookups).map(({ jobClassName, jobClassColor, jobs: list }) => ({
        jobClassName,
        jobClassColor,
        ...counted(list),
      }));
  }
}

/** The stays that ended in the range, counted by department and job class, as the department cycle adds them. */
export async function stayCounts(ask: ReportAsk, values: Values): Promise<Iterable<StayCount>> {
  const { readStore, location, range } = ask;
  // Filters the sums do not keep are answered from the stays themselves.
  return daySumsServe(values)
    ? sumsStayCounts(await staySumsIn(readStore, location, range), values)
    : (await staysIn(readStore, location, range)).filter(stayMatches(values)).map((s) => ({
        departmentId: s.departmentId,
        jobClassId: s.jobClassId,
        stays: 1,
        hundredths: hundredths(s.hours),
      }));
}

/** Goal, cycle time and efficiency per department of the stays that ended in the range. */
async function departmentCycle(ask: ReportAsk, values: Values, lookups: ReportLookups): Promise<ChartRow[]> {
  const totals = stayTotalsByDepartment(await stayCounts(ask, values), lookups);
  return [...totals.entries()]
    .sort(([a], [b]) => lookups.departmentOrder(a) - lookups.departmentOrder(b))
    .map(([departmentId, t]) => {
      const figures = totalsFigures(t);
      const department = lookups.departmentById(departmentId);
      return {
        departmentName: department?.name ?? '',
        departmentColor: department?.displayColor ?? '',
        total: figures.stays,
        cycleTime: figures.average ?? 0,
        cycleGoal: figures.goal,
        efficiency: figures.efficiency,
      };
    });
}

/** Assignees or departments by the hours they finished in the range, most first. */
async function leaderboard(ask: ReportAsk, values: Values, lookups: ReportLookups, byAssignee: boolean) {
  const credits = creditsFrom(await daysIn(ask.readStore, ask.location, ask.range), values, lookups, byAssignee);
  const rows: LeaderboardRow[] = [...credits].map(([id, { jobs, hours }]) => {
    const name = byAssignee
      ? id === ''
        ? 'Unassigned'
        : (lookups.contact(id)?.name ?? '')
      : (lookups.departmentById(id)?.name ?? '');
    const space = name.indexOf(' ');
    return {
      id,
      name,
      firstName: byAssignee && space > 0 ? name.slice(0, space) : name,
      lastName: byAssignee && space > 0 ? name.slice(space + 1) : '',
      displayColor: byAssignee ? '' : (lookups.departmentById(id)?.displayColor ?? ''),
      hours,
      jobs,
    };
  });
  return rows.sort((a, b) => b.hours - a.hours || a.name.localeCompare(b.name));
}

/** The departments whose jobs are work in progress (WIP Count). */
export const wipDepartments = (lookups: ReportLookups) =>
  new Set(lookups.departments.filter((d) => d.isWip && !d.deletedAt).map((d) => d.departmentId));

/** One location's page of the report card. */
async function reportCardRow(ask: ReportAsk, location: string, values: Values): Promise<ReportCardRow> {
  const { readStore, range } = ask;
  const matches = jobMatches(values);
  const [lookups, delivered, inventory, settings] = await Promise.all([
    reportLookups(readStore, location),
    // Its filters (job class and group) are what the months' delivered totals are kept by.
    deliveredTotalsIn(readStore, location, range, values),
    inventoryOf(readStore, location),
    readStore.collection(locationSettingsModel).get(location),
  ]);
  const inShop = inventory.filter(matches);
  const wip = wipDepartments(lookups);
  return {
    locationShortName: location,
    locationName: settings?.name ?? location,
    alias: settings?.alias ?? '',
    ...deliveredFiguresOf(delivered),
    wipCount: inShop.filter((j) => wip.has(j.departmentId)).length,
    inventoryCount: inShop.length,
  };
}

/**
 * The report card's filters at another location: a job class or group of the asking location stands for the one
 * of the same name there (ids are each location's own).
 */
export function sameNamed(values: Values, here: ReportLookups, there: ReportLookups): Values {
  /** The ids at `there` of the items named like the ones `ids` name here. */
  const rename = <T>(
    ids: string[] | undefined,
    nameHere: (id: string) => string | undefined,
    items: T[],
    name: (item: T) => string,
    id: (item: T) => string,
  ) => {
    if (!ids) return undefined;
    const wanted = new Set(ids.map((i) => (nameHere(i) ?? '').toLowerCase()));
    return items.filter((item) => wanted.has(name(item).toLowerCase())).map(id);
  };
  return {
    ...values,
    jobClass: rename(
      values.jobClass,
      (id) => here.jobClass(id)?.name,
      there.jobClasses,
      (c) => c.name,
      (c) => c.jobClassId,
    ),
    group: rename(
      values.group,
      (id) => here.group(id)?.name,
      there.groups,
      (g) => g.name,
      (g) => g.shortName,
    ),
  };
}

/** The report's data (GET reports/data/{reportOptionId}). */
export async function reportData(report: SavedReport, ask: ReportAsk): Promise<ReportData> {
  const values = filterValues(report.filters);
  const lookups = await reportLookups(ask.readStore, ask.location);
  const head = {
    reportOptionId: report.reportOptionId,
    name: report.name,
    setType: report.setType,
    chartType: report.chartType,
  };
  const isChart = report.chartType !== 'report';
  const { setType } = report;

  if (setType === 'reportCard') {
    const rows = await Promise.all(
      [...ask.locations].map(async (location) =>
        reportCardRow(
          ask,
          location,
          location === ask.location ? values : sameNamed(values, lookups, await reportLookups(ask.readStore, location)),
        ),
      ),
    );
    rows.sort((a, b) => a.locationName.localeCompare(b.locationName, undefined, { sensitivity: 'base' }));
    return { kind: 'reportCard', ...head, range: ask.range, rows };
  }
  if (setType === 'assigneeLeaderboard' || setType === 'jobAdminLeaderboard')
    return {
      kind: 'leaderboard',
      ...head,
      range: ask.range,
      rows: await leaderboard(ask, values, lookups, setType === 'assigneeLeaderboard'),
    };
  if (setType === 'deptCycleByRo')
    return { kind: 'chart', ...head, range: ask.range, rows: await departmentCycle(ask, values, lookups) };

  const jobs = (await jobsOf(report, ask, values)).filter(jobMatches(values));
  const inventoryRange = { start: ask.today, end: ask.today };
  const range = setType.startsWith('inventory')
    ? inventoryRange
    : setType === 'forecast'
      ? monthOf(ask.today)
      : ask.range;
  if (setType === 'forecast' && isChart) {
    const delivered = jobs.filter((j) => j.deliveredOn && j.deliveredOn >= range.start && j.deliveredOn <= range.end);
    const due = jobs.filter((j) => !delivered.includes(j));
    return { kind: 'forecast', ...head, range, rows: forecastRows(delivered, due) };
  }
  if (isChart) return { kind: 'chart', ...head, range, rows: jobChart(report, jobs, range, lookups) };
  const rows = jobs.sort(byDay(sortField[setType] ?? 'deliveredOn')).map((job) => jobRow(job, lookups));
  return {
    kind: 'jobs',
    ...head,
    range,
    rows,
    counts: {
      jobs: rows.length,
      arrived: rows.filter((r) => r.arrived).length,
      delivered: rows.filter((r) => r.delivered).length,
    },
  };
}
