import {
  addDays,
  type ChartRow,
  type CycleTimeAnalytics,
  type CycleTimeStay,
  cycleDays,
  type DateRange,
  type Department,
  type DrillDown,
  dayInZone,
  deliveredFigures,
  departmentHours,
  forecastRows,
  goalHours,
  type LeaderboardRow,
  monthOf,
  type ReportCardRow,
  type ReportData,
  type ReportMonth,
  type SavedReport,
  stayFigures,
  weekOf,
} from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoDepartments, demoLocations, stableId } from './seed/demo-shop.ts';
import { apiClient } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

/**
 * Every report figure recomputed from the raw event history of a seeded shop, on its own, then compared with what
 * the API answers: the job fields, department stays and credits are folded here from the events as docs/metrics.md
 * defines them, never read from the reports read model.
 */

const reports = '/api/reports/v1';
const adminToken = 'reports-test-admin-token';
const production = '/api/production/v1';
const here = 'BAYVIEW';
const timeZone = demoLocations.find((l) => l.shortName === here)!.timeZone;

interface Stay {
  departmentId: string;
  jobClassId: string;
  group: string | null;
  day: string;
  hours: number;
  dateTimeOut: string;
  assignees: string[];
  credit: { hours: number; refinish: number } | null;
}

interface RawJob {
  id: string;
  location: string;
  fields: Record<string, unknown> & {
    hours: number;
    refinish: number;
    subTotal: number;
    jobClassId: string;
    groupShortName: string | null;
    dateTowIn: string | null;
    repairStart: string | null;
    dateReady: string | null;
    datePickup: string | null;
    scheduledIn: string | null;
    scheduledOut: string | null;
  };
  roState: number;
  departmentId: string;
  stayIn: string | null;
  assignments: Map<string, { departmentId: string; contactId: string }>;
  credited: Set<string>;
  stays: Stay[];
}

/** The jobs of the whole log, folded from their events. */
async function foldHistory(events: RecordedEvent[]) {
  const jobs = new Map<string, RawJob>();
  const zones = new Map<string, string>();
  for (const e of events) {
    if (e.type === 'LocationOpened')
      zones.set(e.streamId.slice(9), (e.data as { info: { timeZone: string } }).info.timeZone);
    if (!e.streamId.startsWith('job-')) continue;
    const d = e.data as Record<string, unknown>;
    if (e.type === 'JobCreated') {
      jobs.set(String(d.jobAdminId), {
        id: String(d.jobAdminId),
        location: e.metadata.locationShortName,
        fields: { ...d } as RawJob['fields'],
        roState: Number(d.roState),
        departmentId: String(d.departmentId),
        stayIn: e.metadata.at,
        assignments: new Map(),
        credited: new Set(),
        stays: [],
      });
      continue;
    }
    const job = jobs.get(String(d.jobAdminId));
    if (!job) continue;
    const end = (recorded: boolean) => {
      if (!job.stayIn) return;
      if (recorded) {
        const credit = !job.credited.has(job.departmentId);
        job.credited.add(job.departmentId);
        job.stays.push({
          departmentId: job.departmentId,
          jobClassId: job.fields.jobClassId,
          group: job.fields.groupShortName,
          day: dayInZone(new Date(e.metadata.at), zones.get(job.location)!),
          hours: Math.round(((Date.parse(e.metadata.at) - Date.parse(job.stayIn)) / 3_600_000) * 100) / 100,
          dateTimeOut: e.metadata.at,
          assignees: [...job.assignments.values()]
            .filter((a) => a.departmentId === job.departmentId)
            .map((a) => a.contactId),
          credit: credit ? { hours: job.fields.hours, refinish: job.fields.refinish } : null,
        });
      }
      job.stayIn = null;
    };
    switch (e.type) {
      case 'JobInformationChanged':
        Object.assign(job.fields, d.changes);
        break;
      case 'JobScheduledOutChanged':
        job.fields.scheduledOut = d.scheduledOut as string | null;
        break;
      case 'JobMovedToDepartment':
        if (d.toDepartmentId !== job.departmentId) {
          end(true);
          job.departmentId = String(d.toDepartmentId);
          job.stayIn = e.metadata.at;
        }
        break;
      case 'JobAssigned':
        job.assignments.set(String(d.jobAssignmentId), {
          departmentId: String(d.departmentId),
          contactId: String(d.contactId),
        });
        break;
      case 'JobAssignmentChanged': {
        const a = job.assignments.get(String(d.jobAssignmentId));
        if (a) Object.assign(a, d.changes);
        break;
      }
      case 'JobUnassigned':
        job.assignments.delete(String(d.jobAssignmentId));
        break;
      case 'JobArchived':
        end(true);
        job.roState = 3;
        break;
      case 'JobVoided':
        end(false);
        job.roState = 4;
        break;
      case 'JobReopened':
        job.roState = 2;
        job.stayIn = e.metadata.at;
        break;
    }
  }
  return [...jobs.values()];
}

const { bayline, owner } = localShop({
  jobsPerLocation: 120,
  years: 2,
  adminToken,
  users: { owner: 'demo@bayline.test' },
  timeout: 600_000,
});
let jobs: RawJob[];
let saved: SavedReport[];
let departments: Department[];
let today: string;

const day = (value: string | null) => value?.slice(0, 10) ?? null;
const within = (value: string | null, range: DateRange) => {
  const d = day(value);
  return d !== null && d >= range.start && d <= range.end;
};
const atHere = () => jobs.filter((j) => j.location === here && j.roState !== 4);
const goalOf = (departmentId: string, jobClassId: string) => {
  const cycle = departments
    .find((d) => d.departmentId === departmentId)
    ?.jobClassCycles.find((c) => c.jobClassId === jobClassId);
  const hours = cycle ? goalHours(cycle) : 0;
  return hours > 0 ? hours : null;
};
const staysIn = (range: DateRange) =>
  jobs
    .filter((j) => j.location === here)
    .flatMap((j) => j.stays.filter((s) => s.day >= range.start && s.day <= range.end));

async function dataOf<K extends ReportData['kind']>(name: string, range?: DateRange) {
  const report = saved.find((r) => r.name === name);
  if (!report) throw new Error(`No saved report ${name}`);
  const query = range ? `?start=${range.start}&end=${range.end}` : '';
  const answer = await owner.read(`${reports}/reports/data/${report.reportOptionId}${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json as Extract<ReportData, { kind: K }>;
}

/** Saves a report of a template (the seed has not got one of every set type). */
async function saveReport(reportId: string, setType: string, chartType: string, name: string) {
  const answer = await owner.put(`${reports}/reports/saved`, {
    reportOptionId: '',
    reportId,
    setType,
    chartType,
    name,
  });
  expect(answer.status, answer.text).toBe(200);
  saved = answer.json as SavedReport[];
}

// Two years of a shop, as `npm start` seeds it (fewer jobs, so the suite stays quick).
beforeAll(async () => {
  const events: RecordedEvent[] = [];
  for (let after = 0; ; ) {
    const batch = await bayline.adapters.store.readAll(after, 10_000);
    const last = batch.at(-1);
    if (!last) break;
    events.push(...batch);
    after = last.position;
  }
  jobs = await foldHistory(events);
  saved = (await owner.read(`${reports}/reports/saved`)).json as SavedReport[];
  departments = (await owner.read(`${production}/departments/settings`)).json as Department[];
  today = dayInZone(new Date(), timeZone);
  await saveReport('job-admin-leaderboard', 'jobAdminLeaderboard', 'bar', 'Departments');
  await saveReport('cycle-by-ro', 'cycleByRo', 'line', 'Cycle by RO');
}, 600_000);

const lastYear = () => ({ start: addDays(monthOf(today).start, -365), end: addDays(monthOf(today).start, -1) });
const ranges = () => [monthOf(today), monthOf(addDays(monthOf(today).start, -1)), lastYear()];

describe('reports over a seeded shop, recomputed from its events', () => {
  it('seeds saved reports, some pinned, in sortOrder then name order', () => {
    expect(saved.length).toBeGreaterThanOrEqual(17);
    expect(saved.filter((r) => r.isPinned).map((r) => r.name)).toContain('Sales by Month');
    expect(saved.map((r) => r.sortOrder)).toEqual([...saved.map((r) => r.sortOrder)].sort((a, b) => a - b));
  });

  it('answers the report card of every location of the user, with its alias', async () => {
    for (const range of ranges()) {
      const card = await dataOf<'reportCard'>('Report Card', range);
      expect(card.rows.map((r) => r.alias)).toEqual(['Bayview', 'Harbor', 'Northgate']);
      for (const row of card.rows) {
        const at = jobs.filter((j) => j.location === row.locationShortName && j.roState !== 4);
        const delivered = at.filter((j) => within(j.fields.datePickup, range)).map((j) => j.fields);
        const inventory = jobs.filter(
          (j) => j.location === row.locationShortName && j.roState === 2 && !j.fields.datePickup,
        );
        const wip = new Set(
          demoDepartments
            .filter((d) => !['EST', 'READY'].includes(d.shortName))
            .map((d) => stableId(row.locationShortName, 'department', d.shortName)),
        );
        expect(row, `${row.locationShortName} ${range.start}`).toEqual({
          locationShortName: row.locationShortName,
          locationName: demoLocations.find((l) => l.shortName === row.locationShortName)!.name,
          alias: row.alias,
          ...deliveredFigures(delivered),
          wipCount: inventory.filter((j) => wip.has(j.departmentId)).length,
          inventoryCount: inventory.length,
        } satisfies ReportCardRow);
      }
      expect(card.rows[0]?.deliveredCount, range.start).toBeGreaterThan(0);
    }
    // A job class of this location stands for the one of the same name at the others.
    const heavy = stableId(here, 'class', 'Heavy');
    const answer = await owner.put(`${reports}/reports/saved`, {
      reportOptionId: '',
      reportId: 'report-card',
      setType: 'reportCard',
      chartType: 'report',
      name: 'Heavy Report Card',
      filters: [{ index: 0, filterName: 'jobClass', value: heavy }],
    });
    saved = answer.json as SavedReport[];
    const range = lastYear();
    const card = await dataOf<'reportCard'>('Heavy Report Card', range);
    for (const row of card.rows) {
      const classId = stableId(row.locationShortName, 'class', 'Heavy');
      const delivered = jobs.filter(
        (j) =>
          j.location === row.locationShortName &&
          j.roState !== 4 &&
          j.fields.jobClassId === classId &&
          within(j.fields.datePickup, range),
      );
      expect(row.deliveredCount, row.locationShortName).toBe(delivered.length);
      expect(row.deliveredCount).toBeGreaterThan(0);
    }
    // The Fleet jobs only, over the whole history (months from their sums, the first and last from the jobs).
    const fleet = await owner.put(`${reports}/reports/saved`, {
      reportOptionId: '',
      reportId: 'report-card',
      setType: 'reportCard',
      chartType: 'report',
      name: 'Fleet Report Card',
      filters: [{ index: 0, filterName: 'group', value: 'FLEET' }],
    });
    expect(fleet.status, fleet.text).toBe(200);
    saved = fleet.json as SavedReport[];
    const history = { start: addDays(today, -800), end: today };
    for (const row of (await dataOf<'reportCard'>('Fleet Report Card', history)).rows) {
      const delivered = jobs.filter(
        (j) =>
          j.location === row.locationShortName &&
          j.roState !== 4 &&
          j.fields.groupShortName === 'FLEET' &&
          within(j.fields.datePickup, history),
      );
      expect(row).toMatchObject(deliveredFigures(delivered.map((j) => j.fields)));
      expect(row.deliveredCount).toBeGreaterThan(5);
    }
  });

  it('lists the jobs delivered, arrived, scheduled in and out, and the inventory', async () => {
    const range = monthOf(addDays(monthOf(today).start, -1));
    const delivered = await dataOf<'jobs'>('Delivered This Month', range);
    const expected = atHere().filter((j) => within(j.fields.datePickup, range));
    expect(delivered.rows.map((r) => r.jobAdminId).sort()).toEqual(expected.map((j) => j.id).sort());
    for (const row of delivered.rows) {
      const job = expected.find((j) => j.id === row.jobAdminId)!;
      expect(row.cycleTime).toBe(cycleDays(job.fields).k2k);
      expect(row.subTotal).toBe(job.fields.subTotal);
    }
    expect(delivered.counts).toEqual({ jobs: expected.length, arrived: expected.length, delivered: expected.length });
    expect(expected.length).toBeGreaterThan(2);
    // A saved filter: the Heavy class only.
    const heavy = await dataOf<'jobs'>('Heavy Jobs Delivered', range);
    const heavyId = stableId(here, 'class', 'Heavy');
    expect(heavy.rows.map((r) => r.jobAdminId).sort()).toEqual(
      expected
        .filter((j) => j.fields.jobClassId === heavyId)
        .map((j) => j.id)
        .sort(),
    );
    expect(heavy.rows.every((r) => r.jobClassName === 'Heavy')).toBe(true);

    const inventory = await dataOf<'jobs'>('Inventory');
    expect(inventory.rows.map((r) => r.jobAdminId).sort()).toEqual(
      atHere()
        .filter((j) => j.roState === 2 && !j.fields.datePickup)
        .map((j) => j.id)
        .sort(),
    );

    const sales = await dataOf<'jobs'>('Sales, Last 12 Months');
    expect(sales.range).toEqual({ start: `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`, end: today });
  });

  it('draws sales, throughput, touch time and cycle by month, and cycle time by job class', async () => {
    const range = lastYear();
    const delivered = atHere().filter((j) => within(j.fields.datePickup, range));
    const sales = await dataOf<'chart'>('Sales by Month', range);
    const throughput = await dataOf<'chart'>('Throughput', range);
    const touch = await dataOf<'chart'>('Touch Time', range);
    const cycle = await dataOf<'chart'>('Cycle by RO', range);
    expect(sales.rows).toHaveLength(12);
    expect(delivered.length).toBeGreaterThan(30);
    sales.rows.forEach((row, i) => {
      const ofMonth = delivered.filter((j) => j.fields.datePickup!.startsWith(row.month!)).map((j) => j.fields);
      const figures = deliveredFigures(ofMonth);
      expect(row).toMatchObject({ total: ofMonth.length, subTotal: figures.subTotal, hours: figures.totalHours });
      expect(throughput.rows[i]).toMatchObject({ month: row.month, total: ofMonth.length, hours: figures.totalHours });
      expect(touch.rows[i]?.average).toBe(figures.touchTime);
      expect(cycle.rows[i]?.average).toBe(figures.k2kCycle);
    });
    const byClass = await dataOf<'chart'>('Cycle Time by Job Class', range);
    expect(byClass.rows.reduce((n, r) => n + (r.total ?? 0), 0)).toBe(delivered.length);

    // A range from the last three days of a month to the end of the next: its first month is partial.
    const lastMonth = monthOf(addDays(monthOf(today).start, -1));
    const partly = { start: addDays(lastMonth.start, -3), end: lastMonth.end };
    for (const name of ['Sales by Month', 'Throughput', 'Touch Time', 'Cycle by RO'])
      expect((await dataOf<'chart'>(name, partly)).rows.map((r) => [r.month, r.partial])).toEqual([
        [partly.start.slice(0, 7), true],
        [lastMonth.start.slice(0, 7), false],
      ]);
  });

  it('gives each department’s cycle, goal and efficiency from its stays, and the hours each finished', async () => {
    const range = lastYear();
    const stays = staysIn(range);
    const chart = await dataOf<'chart'>('Department Cycle vs Goal', range);
    const expected: ChartRow[] = departments
      .filter((d) => stays.some((s) => s.departmentId === d.departmentId))
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((d) => {
        const figures = stayFigures(
          stays
            .filter((s) => s.departmentId === d.departmentId)
            .map((s) => ({ hours: s.hours, goal: goalOf(d.departmentId, s.jobClassId) })),
        );
        return {
          departmentName: d.name,
          departmentColor: d.displayColor,
          total: figures.stays,
          cycleTime: figures.average!,
          cycleGoal: figures.goal,
          efficiency: figures.efficiency,
        };
      });
    expect(chart.rows).toEqual(expected);

    const round = (n: number) => Math.round(n * 100) / 100;
    const byDepartment = await dataOf<'leaderboard'>('Departments', range);
    const credited = stays.filter((s) => s.credit);
    for (const row of byDepartment.rows) {
      const department = departments.find((d) => d.departmentId === row.id)!;
      const mine = credited.filter((s) => s.departmentId === row.id);
      expect(row).toMatchObject({
        name: department.name,
        jobs: mine.length,
        hours: round(mine.reduce((h, s) => h + departmentHours(s.credit!, department), 0)),
      } satisfies Partial<LeaderboardRow>);
    }
    expect(byDepartment.rows.reduce((n, r) => n + r.jobs, 0)).toBe(credited.length);
    expect(credited.length).toBeGreaterThan(100);

    const month = monthOf(today);
    const assignees = await dataOf<'leaderboard'>('Assignee Hours This Month', month);
    const thisMonth = staysIn(month).filter((s) => s.credit);
    expect(assignees.rows.length).toBeGreaterThan(1);
    for (const row of assignees.rows) {
      const mine = thisMonth.filter((s) => (row.id === '' ? s.assignees.length === 0 : s.assignees.includes(row.id)));
      const hours = mine.reduce(
        (h, s) => h + departmentHours(s.credit!, departments.find((d) => d.departmentId === s.departmentId)!),
        0,
      );
      expect([row.name, row.jobs, row.hours]).toEqual([row.name, mine.length, round(hours)]);
    }
  });

  it('gives the cycle-time analytics: p50 and p90 per department, by job class and by week, and the stays behind them', async () => {
    const range = lastYear();
    const answer = await owner.read(`${reports}/analytics/cycletime?start=${range.start}&end=${range.end}`);
    expect(answer.status, answer.text).toBe(200);
    const analytics = answer.json as CycleTimeAnalytics;
    const stays = staysIn(range).map((s) => ({ ...s, goal: goalOf(s.departmentId, s.jobClassId) }));
    expect(analytics.departments.length).toBeGreaterThan(5);
    for (const department of analytics.departments) {
      const mine = stays.filter((s) => s.departmentId === department.departmentId);
      expect(department).toMatchObject(stayFigures(mine));
      for (const c of department.byJobClass)
        expect(c).toMatchObject(stayFigures(mine.filter((s) => s.jobClassId === c.jobClassId)));
      expect(department.trend.reduce((n, w) => n + w.stays, 0)).toBe(mine.length);
      const week = department.trend.find((w) => w.stays > 0)!;
      expect(week).toMatchObject(stayFigures(mine.filter((s) => weekOf(s.day) === week.week)));
      expect(department.trend.map((w) => w.partial)).toEqual(
        department.trend.map((w) => w.week < range.start || addDays(w.week, 6) > range.end),
      );
    }
    const first = itemAt(analytics.departments, 0);
    const drill = await owner.read(
      `${reports}/analytics/cycletime/jobs?start=${range.start}&end=${range.end}&department=${first.departmentId}`,
    );
    const listed = drill.json as CycleTimeStay[];
    expect(listed).toHaveLength(Math.min(500, first.stays));
    const longest = (of: typeof stays) =>
      of
        .sort((a, b) => b.hours - a.hours || a.dateTimeOut.localeCompare(b.dateTimeOut))
        .slice(0, 500)
        .map((s) => [s.hours, s.dateTimeOut, s.day]);
    expect(listed.map((s) => [s.hours, s.dateTimeOut, s.day])).toEqual(
      longest(stays.filter((s) => s.departmentId === first.departmentId)),
    );
    expect(listed.every((s) => s.departmentName === first.departmentName && s.jobAdminInt > 0)).toBe(true);
    // Every department's longest stays of one week.
    const week = first.trend.find((w) => w.stays > 0)!.week;
    const ofWeek = await owner.read(
      `${reports}/analytics/cycletime/jobs?start=${range.start}&end=${range.end}&week=${week}`,
    );
    expect((ofWeek.json as CycleTimeStay[]).map((s) => [s.hours, s.dateTimeOut, s.day])).toEqual(
      longest(stays.filter((s) => weekOf(s.day) === week)),
    );
  });

  it('forecasts this month: delivered against delivered plus due out by its end', async () => {
    const month = monthOf(today);
    const forecast = await dataOf<'forecast'>('Forecast This Month');
    const delivered = atHere().filter((j) => within(j.fields.datePickup, month));
    const due = atHere().filter(
      (j) => j.roState === 2 && !j.fields.datePickup && (day(j.fields.scheduledOut) ?? '9999') <= month.end,
    );
    expect(forecast.rows).toEqual(
      forecastRows(
        delivered.map((j) => j.fields),
        due.map((j) => j.fields),
      ),
    );
  });

  it('refuses a range that is not one, and answers another location’s or an unknown report as unknown', async () => {
    const report = itemAt(saved, 0);
    const wrong = await owner.read(`${reports}/reports/data/${report.reportOptionId}?start=2026-03-02&end=2026-03-01`);
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual([
      { field: 'end', message: 'The end date cannot be earlier than the start date' },
    ]);
    const other = apiClient(bayline.url);
    await other.login('manager@bayline.test');
    await other.put('/api/identity/v1/locations/select/HARBOR');
    expect((await other.read(`${reports}/reports/data/${report.reportOptionId}`)).status).toBe(404);
    expect((await other.read(`${reports}/reports/data/no-such-report`)).status).toBe(404);
    expect((await other.del(`${reports}/reports/saved/${report.reportOptionId}`)).status).toBe(404);
  });

  it('refuses a location the user does not have (403) before anything else, and another location’s report as unknown', async () => {
    const card = saved.find((r) => r.setType === 'reportCard')!;
    // The manager works at Bayview and Harbor, not at Northgate.
    const viewer = apiClient(bayline.url);
    await viewer.login('manager@bayline.test');
    const lacking = 'NORTHGATE';
    expect(demoLocations.map((l) => l.shortName)).toContain(lacking);
    for (const path of [
      `reports/data/${card.reportOptionId}?location=${lacking}`,
      `reports/drilldown/${card.reportOptionId}?figure=deliveredCount&location=${lacking}`,
      // Even with an id it could never read: access first.
      `reports/data/no-such-report?location=${lacking}`,
    ]) {
      const answer = await viewer.read(`${reports}/${path}`);
      expect(answer.status, path).toBe(403);
      expect(answer.headers.get('content-type'), path).toContain('application/problem+json');
      expect(answer.json.detail, path).toBe('This location is not one of yours');
    }
    // A location the user has: the report card's page of it alone.
    const page = await owner.read(`${reports}/reports/data/${card.reportOptionId}?location=HARBOR`);
    expect(page.status, page.text).toBe(200);
    expect((page.json as ReportData).rows.map((r) => (r as ReportCardRow).locationShortName)).toEqual(['HARBOR']);
    // Only the report card reads another location.
    const sales = saved.find((r) => r.name === 'Sales by Month')!;
    const other = await owner.read(`${reports}/reports/data/${sales.reportOptionId}?location=HARBOR`);
    expect(other.status).toBe(400);
    expect(other.json.errors).toEqual([{ field: 'location', message: 'Only the report card reads another location' }]);
    // Another location's saved report stays unknown (404), not forbidden.
    const harbor = apiClient(bayline.url);
    await harbor.login('demo@bayline.test');
    await harbor.put('/api/identity/v1/locations/select/HARBOR');
    for (const path of [
      `reports/data/${card.reportOptionId}`,
      `reports/drilldown/${card.reportOptionId}?figure=deliveredCount`,
    ])
      expect((await harbor.read(`${reports}/${path}`)).status, path).toBe(404);
  });
});

/** What the rows behind a figure make of it, unrounded: checked against the figure to its rounding. */
function fromRows(drill: DrillDown) {
  const values = drill.rows.reduce((total, r) => total + r.value, 0);
  const over = drill.rows.reduce((total, r) => total + (r.over ?? 0), 0);
  switch (drill.aggregate) {
    case 'count':
      return drill.rows.length;
    case 'sum':
      return values;
    case 'average':
      return values / drill.rows.length;
    case 'perDay':
      return values / over;
    case 'percent':
      return (values / over) * 100;
  }
}

async function drillInto(report: SavedReport, figure: string, slice: Record<string, string>, range?: DateRange) {
  const query = new URLSearchParams({ figure, ...slice, ...(range ?? {}) });
  const answer = await owner.read(`${reports}/reports/drilldown/${report.reportOptionId}?${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json as DrillDown;
}

/** The rows are every job behind the figure, and what they add makes it (to its rounding). */
function expectAddsUp(drill: DrillDown, figure: number | null | undefined, what: string) {
  expect(drill.value, what).toBe(figure ?? null);
  expect(drill.count, what).toBe(drill.rows.length);
  if (drill.value === null) return expect(drill.rows, what).toEqual([]);
  const tolerance = drill.aggregate === 'percent' ? 0.5 : 0.005;
  expect(Math.abs(fromRows(drill) - drill.value), what).toBeLessThanOrEqual(tolerance + 1e-9);
  const order = drill.rows.map((r) => r.value);
  expect(order, what).toEqual([...order].sort((a, b) => b - a));
}

describe('the jobs behind a figure', () => {
  const chart = (name: string) => saved.find((r) => r.name === name)!;

  it('lists the jobs of each month of a chart by month, adding up to its point', async () => {
    const range = lastYear();
    for (const [name, figures] of [
      ['Sales by Month', ['subTotal', 'total', 'hours']],
      ['Throughput', ['total', 'hours']],
      ['Touch Time', ['average']],
      ['Cycle by RO', ['average', 'total']],
    ] as const) {
      const data = await dataOf<'chart'>(name, range);
      for (const row of data.rows)
        for (const figure of figures) {
          const drill = await drillInto(chart(name), figure, { month: row.month! }, range);
          expectAddsUp(drill, row[figure as keyof ChartRow] as number, `${name} ${row.month} ${figure}`);
        }
    }
    // The jobs of a month are the ones delivered in it, as the events tell.
    const sales = await dataOf<'chart'>('Sales by Month', range);
    const busiest = itemAt(
      [...sales.rows].sort((a, b) => (b.total ?? 0) - (a.total ?? 0)),
      0,
    );
    const drill = await drillInto(chart('Sales by Month'), 'subTotal', { month: busiest.month! }, range);
    const delivered = atHere().filter((j) => j.fields.datePickup?.startsWith(busiest.month!));
    expect(drill.rows.map((r) => r.jobAdminId).sort()).toEqual(delivered.map((j) => j.id).sort());
    for (const row of drill.rows)
      expect(row.value).toBe(delivered.find((j) => j.id === row.jobAdminId)!.fields.subTotal);
    expect(drill.rows.length).toBeGreaterThan(1);
    expect(drill.rows[0]).toMatchObject({ hat: expect.any(String), clientName: expect.any(String) });
  });

  it('lists the jobs of a job class, of a month and class, and of a group', async () => {
    const range = lastYear();
    const byClass = await dataOf<'chart'>('Cycle Time by Job Class', range);
    expect(byClass.rows.length).toBeGreaterThan(1);
    for (const row of byClass.rows) {
      const drill = await drillInto(
        chart('Cycle Time by Job Class'),
        'average',
        { jobClassName: row.jobClassName! },
        range,
      );
      expectAddsUp(drill, row.average, `class ${row.jobClassName}`);
      expect(new Set(drill.rows.map((r) => r.jobClassName))).toEqual(new Set([row.jobClassName]));
    }
    const stacked = await dataOf<'chart'>('Delivered by Job Class', range);
    for (const row of stacked.rows.filter((r) => (r.total ?? 0) > 0).slice(0, 12)) {
      const slice = { month: row.datePickupMonth!, jobClassName: row.jobClassName! };
      expectAddsUp(
        await drillInto(chart('Delivered by Job Class'), 'total', slice, range),
        row.total,
        JSON.stringify(slice),
      );
      expectAddsUp(await drillInto(chart('Delivered by Job Class'), 'hours', slice, range), row.hours, 'hours');
    }
    await saveReport('customer-info-chart', 'customerInfo', 'bar', 'Customers by Group');
    const groups = await dataOf<'chart'>('Customers by Group', range);
    for (const row of groups.rows)
      expectAddsUp(
        await drillInto(chart('Customers by Group'), 'total', { groupName: row.groupName! }, range),
        row.total,
        `group ${row.groupName}`,
      );
  });

  it('lists the open jobs behind the inventory by department and class', async () => {
    const byClass = await dataOf<'chart'>('Inventory by Job Class');
    for (const row of byClass.rows)
      for (const figure of ['total', 'hours', 'subTotal'] as const)
        expectAddsUp(
          await drillInto(chart('Inventory by Job Class'), figure, { jobClassName: row.jobClassName! }),
          row[figure],
          `${row.jobClassName} ${figure}`,
        );
    const byDepartment = await dataOf<'chart'>('Inventory by Department');
    for (const row of byDepartment.rows.filter((r) => (r.total ?? 0) > 0)) {
      const slice = { departmentName: row.departmentName!, jobClassName: row.jobClassName! };
      const drill = await drillInto(chart('Inventory by Department'), 'total', slice);
      expectAddsUp(drill, row.total, JSON.stringify(slice));
      expect(drill.rows.every((r) => r.departmentName === row.departmentName && r.day === null)).toBe(true);
    }
    const open = atHere().filter((j) => j.roState === 2 && !j.fields.datePickup);
    expect(byDepartment.rows.reduce((n, r) => n + (r.total ?? 0), 0)).toBe(open.length);
  });

  it('lists the department stays behind each department’s cycle, goal and efficiency', async () => {
    const range = lastYear();
    const data = await dataOf<'chart'>('Department Cycle vs Goal', range);
    const stays = staysIn(range);
    for (const row of data.rows) {
      const slice = { departmentName: row.departmentName! };
      const count = await drillInto(chart('Department Cycle vs Goal'), 'total', slice, range);
      expectAddsUp(count, row.total, `${row.departmentName} stays`);
      const department = departments.find((d) => d.name === row.departmentName)!;
      expect(count.count).toBe(stays.filter((s) => s.departmentId === department.departmentId).length);
      expectAddsUp(
        await drillInto(chart('Department Cycle vs Goal'), 'cycleTime', slice, range),
        row.cycleTime,
        `${row.departmentName} cycle`,
      );
      expectAddsUp(
        await drillInto(chart('Department Cycle vs Goal'), 'cycleGoal', slice, range),
        row.cycleGoal,
        `${row.departmentName} goal`,
      );
      expectAddsUp(
        await drillInto(chart('Department Cycle vs Goal'), 'efficiency', slice, range),
        row.efficiency,
        `${row.departmentName} efficiency`,
      );
    }
  });

  it('lists the jobs behind each figure of each page of the report card', async () => {
    const range = lastYear();
    const card = await dataOf<'reportCard'>('Report Card', range);
    const figures = Object.keys(itemAt(card.rows, 0)).filter(
      (k) => !['locationShortName', 'locationName', 'alias'].includes(k),
    ) as (keyof ReportCardRow)[];
    expect(figures).toHaveLength(13);
    for (const row of card.rows)
      for (const figure of figures) {
        const drill = await drillInto(chart('Report Card'), figure, { location: row.locationShortName }, range);
        expect(drill.locationShortName).toBe(row.locationShortName);
        expectAddsUp(drill, row[figure] as number, `${row.locationShortName} ${figure}`);
      }
  });

  it('refuses a figure the report has not, a slice it is not divided by, and values out of bounds', async () => {
    const refused = async (report: SavedReport, query: string) => {
      const answer = await owner.read(`${reports}/reports/drilldown/${report.reportOptionId}?${query}`);
      expect(answer.status, query).toBe(400);
      return answer.json.errors;
    };
    expect(await refused(chart('Sales by Month'), 'figure=efficiency')).toEqual([
      { field: 'figure', message: 'Not a figure of this report' },
    ]);
    expect(await refused(chart('Sales by Month'), 'figure=total&jobClassName=Heavy')).toEqual([
      { field: 'jobClassName', message: 'This report is not divided this way' },
    ]);
    expect(await refused(chart('Forecast This Month'), 'figure=total')).toEqual([
      { field: 'figure', message: 'Not a figure of this report' },
    ]);
    expect(await refused(chart('Sales by Month'), 'figure=nonsense')).toEqual([
      { field: 'figure', message: 'Not a figure of this report' },
    ]);
    expect(await refused(chart('Sales by Month'), 'figure=total&month=2026-13')).toEqual([
      { field: 'month', message: 'Month must be in the form YYYY-MM' },
    ]);
    expect(await refused(chart('Sales by Month'), `figure=total&departmentName=${'x'.repeat(121)}`)).toEqual([
      { field: 'departmentName', message: 'Must be 120 characters or fewer' },
    ]);
  });
});

describe('Move Chart: the dashboard reordered in one command', () => {
  const order = (ids: string[], etag?: string) =>
    owner.put(`${reports}/reports/saved/order`, { reportOptionIds: ids }, etag ? { 'if-match': etag } : {});
  const pinned = (list: SavedReport[]) => list.filter((r) => r.isPinned).sort((a, b) => a.sortOrder - b.sortOrder);

  it('saves a new order with the version read, answering the list and its new version', async () => {
    const read = await owner.read(`${reports}/reports/saved`);
    const etag = read.headers.get('etag')!;
    expect(etag).toMatch(/^"\d+"$/);
    const ids = pinned(read.json as SavedReport[]).map((r) => r.reportOptionId);
    const reversed = [...ids].reverse();
    const answer = await order(reversed, etag);
    expect(answer.status, answer.text).toBe(200);
    expect(pinned(answer.json as SavedReport[]).map((r) => r.reportOptionId)).toEqual(reversed);
    expect(pinned(answer.json as SavedReport[]).map((r) => r.sortOrder)).toEqual(reversed.map((_, i) => i));
    const next = answer.headers.get('etag')!;
    expect(Number(next.replaceAll('"', ''))).toBe(Number(etag.replaceAll('"', '')) + 1);
    // The read model follows, with the same version.
    const after = await owner.read(`${reports}/reports/saved`);
    expect(after.headers.get('etag')).toBe(next);
    expect(pinned(after.json as SavedReport[]).map((r) => r.reportOptionId)).toEqual(reversed);

    // Made on the version before: 409 with the reports as they are and their version.
    const stale = await order(ids, etag);
    expect(stale.status).toBe(409);
    expect(stale.json.title).toBe('This list was changed by someone else');
    expect(stale.json.version).toBe(Number(next.replaceAll('"', '')));
    expect(pinned(stale.json.current as SavedReport[]).map((r) => r.reportOptionId)).toEqual(reversed);
    // Back as it was, without a version: whatever is current.
    expect((await order(ids)).status).toBe(200);
  });

  it('refuses an order of other charts than the pinned ones (409), an unknown id (404), a repeated one (400)', async () => {
    const ids = pinned(saved).map((r) => r.reportOptionId);
    const missing = await order(ids.slice(1));
    expect(missing.status).toBe(409);
    expect((await order([...ids, 'no-such-report'])).status).toBe(404);
    const twice = await order([...ids, itemAt(ids, 0)]);
    expect(twice.status).toBe(400);
    expect(twice.json.errors).toEqual([
      { field: `reportOptionIds.${ids.length}`, message: 'This row is in the list twice' },
    ]);
    const bad = await owner.put(`${reports}/reports/saved/order`, { reportOptionIds: ids }, { 'if-match': 'soon' });
    expect(bad.status).toBe(400);
  });

  // Last: it changes jobs, which the figures above are recomputed without.
  it('rebuilds the read models the jobs changed live into the same documents', async () => {
    const readModels = async () => {
      const read = async (collection: string) =>
        (await bayline.adapters.readStore.find(collection, { locationShortName: here })).sort((a, b) =>
          a.id.localeCompare(b.id),
        );
      return {
        jobs: await read('reportJobs'),
        stays: await read('reportStays'),
        days: await read('reportDays'),
        months: await read('reportMonths'),
      };
    };
    const open = atHere().filter((j) => j.roState === 2 && !j.fields.datePickup);
    const [first, second, third] = [itemAt(open, 0), itemAt(open, 1), itemAt(open, 2)];
    const save = async (id: string, changes: Record<string, unknown>) => {
      const folder = (await owner.read(`${production}/JobAdmins/asfolder/${id}`)).json;
      const saved = await owner.put(`${production}/JobAdmins/asfolder`, { ...folder, ...changes });
      expect(saved.status, saved.text).toBe(200);
    };
    // Delivered today, then with more hours; another delivered and voided; a third delivered, then not after all.
    const delivered = {
      dateTowIn: `${today}T00:00:00`,
      repairStart: `${today}T00:00:00`,
      dateReady: `${today}T00:00:00`,
      datePickup: `${today}T00:00:00`,
    };
    await save(first.id, delivered);
    await save(first.id, { hours: 42.5 });
    await save(second.id, delivered);
    const moved = await owner.put(`${production}/jobadmins/${second.id}/department`, { departmentShortName: 'READY' });
    expect(moved.status, moved.text).toBe(200);
    expect((await owner.call('PATCH', `${production}/jobadmins/${second.id}`, { roState: 4 })).status).toBe(200);
    await save(third.id, delivered);
    await save(third.id, { datePickup: null });
    const month = monthOf(today);
    const card = await dataOf<'reportCard'>('Report Card', month);
    const live = await readModels();
    const thisMonth = live.months.find((m) => m.id === `${here}|${month.start.slice(0, 7)}`) as unknown as ReportMonth;
    expect(thisMonth.delivered.map(([key]) => key)).toEqual(expect.arrayContaining([expect.stringMatching(/\|4$/)]));

    const rebuild = await fetch(`${bayline.url}/admin/rebuild/reports`, {
      method: 'POST',
      headers: { 'x-bayline-admin-token': adminToken },
    });
    expect((await rebuild.text()).trim().split('\n').at(-1)).toBe('done');
    expect(await readModels()).toEqual(live);
    expect(await dataOf<'reportCard'>('Report Card', month)).toEqual(card);
  });
});
