import {
  addDays,
  type ChartRow,
  type CycleTimeAnalytics,
  type CycleTimeStay,
  cycleDays,
  type DateRange,
  type Department,
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
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBayline, startLocalBayline } from './local.ts';
import { demoDepartments, demoLocations, stableId } from './seed/demo-shop.ts';
import { type ApiClient, apiClient } from './testing/client.ts';

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

let bayline: LocalBayline;
let owner: ApiClient;
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
  bayline = await startLocalBayline({ jobsPerLocation: 120, years: 2, adminToken });
  owner = apiClient(bayline.url);
  expect((await owner.login('demo@bayline.test')).status).toBe(200);
  const events: RecordedEvent[] = [];
  for (let after = 0; ; ) {
    const batch = await bayline.adapters.store.readAll(after, 10_000);
    if (!batch.length) break;
    events.push(...batch);
    after = batch[batch.length - 1].position;
  }
  jobs = await foldHistory(events);
  saved = (await owner.read(`${reports}/reports/saved`)).json as SavedReport[];
  departments = (await owner.read(`${production}/departments/settings`)).json as Department[];
  today = dayInZone(new Date(), timeZone);
  await saveReport('job-admin-leaderboard', 'jobAdminLeaderboard', 'bar', 'Departments');
  await saveReport('cycle-by-ro', 'cycleByRo', 'line', 'Cycle by RO');
}, 600_000);
afterAll(async () => {
  await bayline?.close();
});

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
      expect(card.rows[0].deliveredCount, range.start).toBeGreaterThan(0);
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
      expect(touch.rows[i].average).toBe(figures.touchTime);
      expect(cycle.rows[i].average).toBe(figures.k2kCycle);
    });
    const byClass = await dataOf<'chart'>('Cycle Time by Job Class', range);
    expect(byClass.rows.reduce((n, r) => n + (r.total ?? 0), 0)).toBe(delivered.length);
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
    }
    const [first] = analytics.departments;
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
    const [report] = saved;
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
    const [first, second, third] = atHere().filter((j) => j.roState === 2 && !j.fields.datePickup);
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
