import {
  addStays,
  averageK2k,
  cycleDays,
  type DrillDown,
  type DrillDownQuery,
  type DrillDownRow,
  type DrillSlice,
  deliveredFigures,
  drillFigureRule,
  drillMessages,
  drillSlices,
  drillsDown,
  emptyStayTotals,
  filterValues,
  invalid,
  maxDrillDownRows,
  overallTouchTime,
  type ReportJob,
  type ReportStay,
  round2,
  type SavedReport,
  slicesBy,
  totalsFigures,
} from '@bayline/contracts';
import { reportJobsModel } from '@bayline/contracts/read-models/reports';
import { groupNameOf, jobsOf, type ReportAsk, sameNamed, stayCounts, wipDepartments } from './data.ts';
import { inventoryOf, jobMatches, jobsOn, type ReportLookups, reportLookups, stayMatches, staysIn } from './read.ts';

/**
 * GET reports/drilldown/{reportOptionId}: the jobs behind one figure of a chart or of the Report Card, read from
 * the reports read model as the figure itself is (docs/metrics.md "Drill-down"). The figure is computed again over
 * the same jobs in the same way, so it is the one the report shows; the rows are what each job adds to it.
 */

/** A row before the job's own fields are read: the job and what it adds. */
interface Counted {
  jobAdminId: string;
  /** The department it is listed with (a stay's), when not where the job is now. */
  departmentId?: string;
  day: string | null;
  /** Orders rows of the same value and day: the job's number, a stay's end. */
  tie: number;
  value: number;
  over: number | null;
}

type Figure = { value: number | null; counted: Counted[] };

const sumOf = (jobs: readonly ReportJob[], of: (job: ReportJob) => number) =>
  round2(jobs.reduce((total, job) => total + of(job), 0));

/** The day a job is counted on by the report: the one its read found it by. */
function dayOf(setType: string, job: ReportJob): string | null {
  if (setType === 'customerInfo') return job.arrivedOn;
  if (setType.startsWith('inventory')) return null;
  return job.deliveredOn;
}

/** Each job with a value (one a count, its field for a sum). */
const eachJob = (jobs: readonly ReportJob[], setType: string, of: (job: ReportJob) => number): Counted[] =>
  jobs.map((job) => ({
    jobAdminId: job.id,
    day: dayOf(setType, job),
    tie: job.jobAdminInt,
    value: of(job),
    over: null,
  }));

/** The jobs that have a span of days (lead, production, lag, key to key), with it. */
const withSpan = (jobs: readonly ReportJob[], setType: string, span: (job: ReportJob) => number | null) =>
  jobs.flatMap((job) => {
    const days = span(job);
    return days === null ? [] : [{ job, days, day: dayOf(setType, job) }];
  });

/** Hours per day: each job with a span (not negative) adds its hours over its days, a same-day span 1 day. */
const touch = (jobs: readonly ReportJob[], setType: string, span: (job: ReportJob) => number | null) =>
  withSpan(jobs, setType, span)
    .filter((j) => j.days >= 0)
    .map(({ job, days, day }) => ({
      jobAdminId: job.id,
      day,
      tie: job.jobAdminInt,
      value: job.hours,
      over: Math.max(1, days),
    }));

const averageDays = (jobs: readonly ReportJob[], setType: string, span: (job: ReportJob) => number | null) =>
  withSpan(jobs, setType, span).map(({ job, days, day }) => ({
    jobAdminId: job.id,
    day,
    tie: job.jobAdminInt,
    value: days,
    over: null,
  }));

/** A chart's figure over the jobs of its point (the chart's own sums and averages over the same list). */
function jobChartFigure(setType: string, figure: string, jobs: readonly ReportJob[]): Figure {
  switch (figure) {
    case 'hours':
      return { value: sumOf(jobs, (j) => j.hours), counted: eachJob(jobs, setType, (j) => j.hours) };
    case 'subTotal':
      return { value: sumOf(jobs, (j) => j.subTotal), counted: eachJob(jobs, setType, (j) => j.subTotal) };
    case 'average':
      return setType === 'touchTime'
        ? { value: overallTouchTime(jobs), counted: touch(jobs, setType, (j) => cycleDays(j).k2k) }
        : { value: averageK2k(jobs), counted: averageDays(jobs, setType, (j) => cycleDays(j).k2k) };
    default:
      return { value: jobs.length, counted: eachJob(jobs, setType, () => 1) };
  }
}

const spans = {
  leadCycle: 'lead',
  productionCycle: 'production',
  lagCycle: 'lag',
  k2kCycle: 'k2k',
  productionTouchTime: 'production',
  touchTime: 'k2k',
} as const;

/** A figure of the report card's page of `location`: its delivered jobs, WIP or inventory. */
async function reportCardFigure(ask: ReportAsk, location: string, figure: string, report: SavedReport) {
  const { readStore, range } = ask;
  const values = filterValues(report.filters);
  const [here, there] = await Promise.all([reportLookups(readStore, ask.location), reportLookups(readStore, location)]);
  const matches = jobMatches(location === ask.location ? values : sameNamed(values, here, there));
  if (figure === 'wipCount' || figure === 'inventoryCount') {
    const wip = wipDepartments(there);
    const jobs = (await inventoryOf(readStore, location))
      .filter(matches)
      .filter((j) => figure === 'inventoryCount' || wip.has(j.departmentId));
    return { lookups: there, figure: { value: jobs.length, counted: eachJob(jobs, 'inventory', () => 1) }, jobs };
  }
  const jobs = (await jobsOn(readStore, location, 'deliveredOn', range)).filter(matches);
  const value = deliveredFigures(jobs)[figure as keyof ReturnType<typeof deliveredFigures>];
  const of = (f: keyof ReportJob) => eachJob(jobs, 'delivered', (j) => Number(j[f]));
  const counted =
    figure === 'deliveredCount'
      ? eachJob(jobs, 'delivered', () => 1)
      : figure === 'subTotal' || figure === 'avgSeverity'
        ? of('subTotal')
        : figure === 'totalHours'
          ? of('hours')
          : figure === 'totalRefinish'
            ? of('refinish')
            : figure === 'productionTouchTime' || figure === 'touchTime'
              ? touch(jobs, 'delivered', (j) => cycleDays(j)[spans[figure]])
              : averageDays(jobs, 'delivered', (j) => cycleDays(j)[spans[figure as keyof typeof spans]]);
  return { lookups: there, figure: { value, counted }, jobs };
}

/** A figure of the department cycle: the stays of the department(s) of that name, as the chart adds them. */
async function departmentCycleFigure(ask: ReportAsk, report: SavedReport, figure: string, name?: string) {
  const values = filterValues(report.filters);
  const lookups = await reportLookups(ask.readStore, ask.location);
  const named = (departmentId: string) =>
    name === undefined || (lookups.departmentById(departmentId)?.name ?? '') === name;
  const totals = emptyStayTotals();
  for (const c of await stayCounts(ask, values))
    if (named(c.departmentId)) addStays(totals, c.stays, c.hundredths, lookups.goal(c.departmentId, c.jobClassId));
  const figures = totalsFigures(totals);
  const stays = (await staysIn(ask.readStore, ask.location, ask.range))
    .filter(stayMatches(values))
    .filter((s) => named(s.departmentId))
    .map((s) => ({ stay: s, goal: lookups.goal(s.departmentId, s.jobClassId) }));
  const withGoal = stays.filter((s) => s.goal !== null);
  const row = ({ stay }: { stay: ReportStay }, value: number, over: number | null = null): Counted => ({
    jobAdminId: stay.jobAdminId,
    departmentId: stay.departmentId,
    day: stay.day,
    tie: Date.parse(stay.dateTimeOut),
    value,
    over,
  });
  const result: Figure =
    figure === 'cycleTime'
      ? { value: figures.average, counted: stays.map((s) => row(s, s.stay.hours)) }
      : figure === 'cycleGoal'
        ? { value: figures.goal, counted: withGoal.map((s) => row(s, s.goal!)) }
        : figure === 'efficiency'
          ? { value: figures.efficiency, counted: withGoal.map((s) => row(s, s.goal!, s.stay.hours)) }
          : { value: figures.stays, counted: stays.map((s) => row(s, 1)) };
  return { lookups, figure: result };
}

/** Most first, then by day (the undated last), number (a stay's end) and id. */
const byValue = (a: Counted, b: Counted) =>
  b.value - a.value ||
  (a.day ?? '9999').localeCompare(b.day ?? '9999') ||
  a.tie - b.tie ||
  a.jobAdminId.localeCompare(b.jobAdminId);

/**
 * The jobs behind a figure of `report` at `location` (the report card's page; else the selected location). The
 * figure must be one of the report's, each slice one it is divided by (400 naming the field otherwise).
 */
export async function drillDown(
  report: SavedReport,
  ask: ReportAsk,
  location: string,
  query: DrillDownQuery,
): Promise<DrillDown> {
  const rule = drillFigureRule(report.setType, query.figure);
  if (!rule || !drillsDown(report.setType)) throw invalid([{ field: 'figure', message: drillMessages.figure }]);
  const setType = report.setType;
  const sliced = drillSlices.filter(
    (s): s is Exclude<DrillSlice, 'location'> => s !== 'location' && query[s] !== undefined,
  );
  const wrong = sliced.filter((s) => !slicesBy(setType, s));
  if (wrong.length) throw invalid(wrong.map((field) => ({ field, message: drillMessages.slice })));

  let lookups: ReportLookups;
  let figure: Figure;
  let known: ReportJob[] = [];
  if (setType === 'reportCard') {
    ({ lookups, figure, jobs: known } = await reportCardFigure(ask, location, query.figure, report));
  } else if (setType === 'deptCycleByRo') {
    ({ lookups, figure } = await departmentCycleFigure(ask, report, query.figure, query.departmentName));
  } else {
    lookups = await reportLookups(ask.readStore, ask.location);
    const values = filterValues(report.filters);
    const l = lookups;
    const keys: Record<(typeof sliced)[number], (job: ReportJob) => string> = {
      month: (j) => j.deliveredOn?.slice(0, 7) ?? '',
      jobClassName: (j) => l.jobClass(j.jobClassId)?.name ?? '',
      departmentName: (j) => l.departmentById(j.departmentId)?.name ?? '',
      groupName: (j) => groupNameOf(l, j.groupShortName),
    };
    known = (await jobsOf(report, ask, values))
      .filter(jobMatches(values))
      .filter((job) => sliced.every((s) => keys[s](job) === query[s]));
    figure = jobChartFigure(setType, query.figure, known);
  }

  const listed = figure.counted;
  const chosen = [...listed].sort(byValue).slice(0, maxDrillDownRows);
  const jobs = new Map(known.map((j) => [j.id, j]));
  // Stays name their jobs: only those of the rows listed are read.
  const missing = [...new Set(chosen.map((c) => c.jobAdminId))].filter((id) => !jobs.has(id));
  if (missing.length)
    for (const job of await ask.readStore.collection(reportJobsModel).find({ id: { $in: missing } }))
      jobs.set(job.id, job);
  const rows = chosen.map((c): DrillDownRow => {
    const job = jobs.get(c.jobAdminId);
    return {
      jobAdminId: c.jobAdminId,
      jobAdminInt: job?.jobAdminInt ?? 0,
      hat: job?.hat ?? '',
      clientName: job?.clientName ?? '',
      jobClassName: job ? (lookups.jobClass(job.jobClassId)?.name ?? '') : '',
      departmentName: lookups.departmentById(c.departmentId ?? job?.departmentId ?? '')?.name ?? '',
      day: c.day,
      value: c.value,
      over: c.over,
    };
  });
  return {
    reportOptionId: report.reportOptionId,
    name: report.name,
    setType,
    figure: query.figure,
    aggregate: rule.aggregate,
    unit: rule.unit,
    overUnit: rule.overUnit ?? null,
    locationShortName: location,
    // The inventory is counted now.
    range: setType.startsWith('inventory') ? { start: ask.today, end: ask.today } : ask.range,
    value: figure.value,
    count: listed.length,
    rows,
  };
}
