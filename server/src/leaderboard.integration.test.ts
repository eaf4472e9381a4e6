import {
  type AssigneeLaborFlags,
  addDays,
  type Contact,
  type Department,
  type DeparturesArrivals,
  dayInZone,
  type JobFolderView,
  type LeaderboardTotals,
  type TerminalDay,
} from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, validJobBody } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const production = '/api/production/v1';
const reports = '/api/reports/v1';
const { bayline, owner } = localShop({ users: { owner: 'demo@bayline.test' } });
let today: string;
let departments: Department[];
let contacts: Contact[];

beforeAll(async () => {
  today = (await owner.get(`${production}/locations/settings`)).json.today;
  departments = (await owner.get(`${production}/departments/settings`)).json;
  contacts = (await owner.get(`${production}/contacts`)).json;
});

const query = (range: { startDate: string; endDate: string }) => new URLSearchParams(range).toString();
const totalsOf = async (range: { startDate: string; endDate: string }) => {
  const answer = await owner.read(`${reports}/Leaderboard/GetLeaderboardTotals?${query(range)}`);
  expect(answer.status).toBe(200);
  return answer.json as LeaderboardTotals;
};
const reportOf = async (range: { startDate: string; endDate: string }) => {
  const answer = await owner.read(`${reports}/Leaderboard/GetLaborFlagsByAssignee?${query(range)}`);
  expect(answer.status).toBe(200);
  return answer.json as AssigneeLaborFlags[];
};
const department = (shortName: string) => departments.find((d) => d.shortName === shortName)!;
const moveTo = async (jobAdminId: string, departmentShortName: string, subdepartmentShortName?: string) =>
  expect(
    (
      await owner.put(`${production}/jobadmins/${jobAdminId}/department`, {
        departmentShortName,
        ...(subdepartmentShortName && { subdepartmentShortName }),
      })
    ).status,
  ).toBe(200);
const newJob = async (overrides: Record<string, unknown> = {}) => {
  const created = await owner.post(
    `${production}/jobadmins`,
    await validJobBody(owner, { departmentShortName: 'EST', refinish: 3, ...overrides }),
  );
  expect(created.status).toBe(201);
  return created.json.jobAdmin.jobAdminId as string;
};
const assign = async (jobAdminId: string, assignments: [string, string][]) => {
  const folder = (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json as JobFolderView;
  const saved = await owner.put(`${production}/jobadmins/asfolder`, {
    ...folder,
    jobAssignments: assignments.map(([shortName, contactId]) => ({
      departmentId: department(shortName).departmentId,
      contactId,
    })),
  });
  expect(saved.status).toBe(200);
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The leaderboard of BAYVIEW worked out again from the event log alone, as docs/metrics.md defines it: each job's
 * first departure from each department, the hours of its stays there, the department's assignee and the job's
 * hours as they stand, rated with the departments' labour percents and goals of now.
 */
async function fromTheLog(range: { startDate: string; endDate: string }) {
  interface Job {
    hours: number;
    refinish: number;
    jobClassId: string;
    void: boolean;
    dateReady: string | null;
    datePickup: string | null;
    at: string;
    departmentId: string;
    assigned: Map<string, { departmentId: string; contactId: string; notifyOnly: boolean }>;
    left: Map<string, { out: string; hours: number }>;
  }
  const jobs = new Map<string, Job>();
  for (let after = 0; ; ) {
    const events = await bayline.adapters.store.readAll(after, 5000);
    if (events.length === 0) break;
    after = events.at(-1)!.position;
    for (const e of events) {
      if (!e.streamId.startsWith('job-') || e.metadata.locationShortName !== 'BAYVIEW') continue;
      // biome-ignore lint/suspicious/noExplicitAny: the data of every kind of job event, read as the log holds it
      const d = e.data as Record<string, any>;
      if (e.type === 'JobCreated') {
        jobs.set(d.jobAdminId, {
          hours: d.hours,
          refinish: d.refinish,
          jobClassId: d.jobClassId,
          void: false,
          dateReady: d.dateReady,
          datePickup: d.datePickup,
          at: e.metadata.at,
          departmentId: d.departmentId,
          assigned: new Map(),
          left: new Map(),
        });
        continue;
      }
      const job = jobs.get(d.jobAdminId);
      if (!job) continue;
      if (e.type === 'JobMovedToDepartment' && d.toDepartmentId !== job.departmentId) {
        const hours = (Date.parse(e.metadata.at) - Date.parse(job.at)) / 3_600_000;
        const left = job.left.get(job.departmentId);
        job.left.set(job.departmentId, { out: left?.out ?? e.metadata.at, hours: (left?.hours ?? 0) + hours });
        job.departmentId = d.toDepartmentId;
        job.at = e.metadata.at;
      }
      if (e.type === 'JobInformationChanged') Object.assign(job, pick(d.changes));
      if (e.type === 'JobAssigned') job.assigned.set(d.jobAssignmentId, d as never);
      if (e.type === 'JobAssignmentChanged')
        job.assigned.set(d.jobAssignmentId, { ...job.assigned.get(d.jobAssignmentId)!, ...d.changes });
      if (e.type === 'JobUnassigned') job.assigned.delete(d.jobAssignmentId);
      if (e.type === 'JobVoided') job.void = true;
      if (e.type === 'JobReopened') job.void = false;
    }
  }
  const inRange = (day: string | null) =>
    day !== null && day.slice(0, 10) >= range.startDate && day.slice(0, 10) <= range.endDate;
  const flagged = new Map<string, number>();
  let total = 0;
  let goal = 0;
  let cycle = 0;
  const open = [...jobs.values()].filter((job) => !job.void);
  for (const job of open)
    for (const [departmentId, stay] of job.left) {
      if (!inRange(dayInZone(new Date(stay.out), 'America/Los_Angeles'))) continue;
      const d = departments.find((x) => x.departmentId === departmentId)!;
      const hours = round2(((d.laborType === 1 ? job.refinish : job.hours) * d.laborPercent) / 100);
      if (hours <= 0) continue;
      const who = [...job.assigned.values()].find((a) => a.departmentId === departmentId && !a.notifyOnly);
      const name = contacts.find((c) => c.contactId === who?.contactId)?.name ?? 'Unassigned';
      flagged.set(name, (flagged.get(name) ?? 0) + hours);
      total += hours;
      const g = d.jobClassCycles.find((c) => c.jobClassId === job.jobClassId);
      if (g && stay.hours > 0) {
        goal += round2(g.days * 24 + g.hours + g.minutes / 60);
        cycle += stay.hours;
      }
    }
  const hoursBy = (field: 'dateReady' | 'datePickup') =>
    round2(open.filter((job) => inRange(job[field])).reduce((sum, job) => sum + job.hours, 0));
  return {
    flagged: round2(total),
    byAssignee: Object.fromEntries([...flagged].map(([name, hours]) => [name, round2(hours)])),
    ready: hoursBy('dateReady'),
    delivered: hoursBy('datePickup'),
    efficiency: cycle > 0 ? round2((goal / cycle) * 100) : null,
  };
}

function pick(changes: Record<string, unknown>) {
  const fields = ['hours', 'refinish', 'jobClassId', 'dateReady', 'datePickup'];
  return Object.fromEntries(Object.entries(changes).filter(([key]) => fields.includes(key)));
}

const expectSameFigures = (totals: LeaderboardTotals, expected: Awaited<ReturnType<typeof fromTheLog>>) => {
  expect(totals.flaggedLaborTotal).toBeCloseTo(expected.flagged, 1);
  expect(totals.readyLaborTotal).toBeCloseTo(expected.ready, 2);
  expect(totals.deliveredLaborTotal).toBeCloseTo(expected.delivered, 2);
  expect(Object.fromEntries(totals.assignees.map((a) => [a.name, a.flaggedLaborTotal]))).toEqual(
    Object.fromEntries(Object.entries(expected.byAssignee).map(([k, v]) => [k, expect.closeTo(v, 1)])),
  );
  if (expected.efficiency === null) expect(totals.efficiency.efficiency).toBeNull();
  // Relative: stays of a few seconds read very large percentages.
  else expect(Math.abs(totals.efficiency.efficiency! - expected.efficiency) / expected.efficiency).toBeLessThan(1e-3);
};

describe('GET Leaderboard/GetLeaderboardTotals and GetLaborFlagsByAssignee', () => {
  it('are the seeded history’s figures as the event log tells them, from the first start', async () => {
    const range = { startDate: addDays(today, -60), endDate: today };
    const totals = await totalsOf(range);
    const expected = await fromTheLog(range);
    expect(expected.flagged).toBeGreaterThan(0);
    expectSameFigures(totals, expected);
    // Only departments with a labour percent earn hours.
    expect(totals.departments.map((d) => d.name).sort()).toEqual(expect.arrayContaining(['Body', 'Paint']));
    expect(totals.departments.every((d) => departments.find((x) => x.name === d.name)!.laborPercent > 0)).toBe(true);
    // The report lists the same hours, per assignee.
    const report = await reportOf(range);
    expect(round2(report.reduce((sum, a) => sum + a.totalFlagged, 0))).toBeCloseTo(totals.flaggedLaborTotal, 1);
  });

  it('follows jobs moved through departments now, worked out again from their events', async () => {
    const range = { startDate: addDays(today, -1), endDate: addDays(today, 1) };
    const before = await totalsOf(range);
    const [marco, aisha] = [itemAt(contacts, 0), itemAt(contacts, 1)];
    const first = await newJob();
    const second = await newJob();
    const third = await newJob({ hours: 6, refinish: 2.5 });
    await assign(first, [
      ['BODY', marco.contactId],
      ['PAINT', aisha.contactId],
    ]);
    await assign(second, [['BODY', marco.contactId]]);
    for (const to of ['BODY', 'PAINT', 'READY']) await moveTo(first, to);
    await moveTo(second, 'BODY', 'BAY1');
    await moveTo(second, 'BODY', 'BAY2');
    await moveTo(second, 'FRAME');
    await moveTo(second, 'READY');
    await moveTo(third, 'PREP');
    await moveTo(third, 'PAINT');
    // Completed and delivered today: its hours are ready and delivered hours.
    await newJob({
      hours: 4.5,
      dateTowIn: `${today}T00:00:00`,
      repairStart: `${today}T00:00:00`,
      dateReady: `${today}T00:00:00`,
      datePickup: `${today}T00:00:00`,
    });

    const after = await totalsOf(range);
    expectSameFigures(after, await fromTheLog(range));
    // Body 50 % of 8.5 twice, Paint 60 % of 3, Prep 40 % of 2.5, Frame 10 % of 8.5.
    expect(after.flaggedLaborTotal - before.flaggedLaborTotal).toBeCloseTo(4.25 * 2 + 1.8 + 1 + 0.85, 2);
    expect(after.readyLaborTotal - before.readyLaborTotal).toBeCloseTo(4.5, 2);
    expect(after.deliveredLaborTotal - before.deliveredLaborTotal).toBeCloseTo(4.5, 2);

    const report = await reportOf(range);
    const linesOf = (jobAdminId: string) =>
      report.flatMap((a) =>
        a.flags.filter((f) => f.jobAdminId === jobAdminId).map((f) => [a.name, f.description, f.flaggedHours]),
      );
    expect(linesOf(first)).toEqual(
      expect.arrayContaining([
        [marco.name, 'Body', 4.25],
        [aisha.name, 'Paint', 1.8],
      ]),
    );
    expect(linesOf(first)).toHaveLength(2);
    // Moving between bays is one stay: Body is flagged once, when the job left for Frame.
    expect(linesOf(second)).toEqual(
      expect.arrayContaining([
        [marco.name, 'Body', 4.25],
        ['Unassigned', 'Frame', 0.85],
      ]),
    );
    expect(linesOf(third)).toEqual([['Unassigned', 'Paint Prep', 1]]);
    const line = report.flatMap((a) => a.flags).find((f) => f.jobAdminId === first)!;
    expect(line.date).toBe(dayInZone(new Date(line.dateTimeOut), 'America/Los_Angeles'));

    // A voided job earns nothing.
    expect((await owner.call('PATCH', `${production}/jobadmins/${first}`, { roState: 4 })).status).toBe(200);
    const voided = await totalsOf(range);
    expect(after.flaggedLaborTotal - voided.flaggedLaborTotal).toBeCloseTo(4.25 + 1.8, 2);
    expect((await reportOf(range)).flatMap((a) => a.flags).some((f) => f.jobAdminId === first)).toBe(false);
  });

  it('refuses a range that is no range, naming the field', async () => {
    const refused = async (range: Record<string, string>) => {
      const answer = await owner.get(`${reports}/Leaderboard/GetLeaderboardTotals?${new URLSearchParams(range)}`);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/application\/problem\+json/);
      return answer.json.errors.map((e: { field: string }) => e.field);
    };
    expect(await refused({ startDate: 'yesterday', endDate: today })).toEqual(['startDate']);
    expect(await refused({ startDate: today })).toEqual(['endDate']);
    expect(await refused({ startDate: today, endDate: addDays(today, -1) })).toEqual(['endDate']);
    expect(await refused({ startDate: '2010-01-01', endDate: '2020-01-02' })).toEqual(['endDate']);
    const report = await owner.get(`${reports}/Leaderboard/GetLaborFlagsByAssignee?startDate=2026-02-30&endDate=x`);
    expect(report.status).toBe(400);
  });

  it('needs a session', async () => {
    const anonymous = apiClient(bayline.url);
    expect(
      (
        await anonymous.get(
          `${reports}/Leaderboard/GetLeaderboardTotals?${query({ startDate: today, endDate: today })}`,
        )
      ).status,
    ).toBe(401);
  });
});

describe('GET Leaderboard/GetDeparturesArrivals', () => {
  const movementsOf = async (range: { startDate: string; endDate: string }) => {
    const answer = await owner.read(`${reports}/Leaderboard/GetDeparturesArrivals?${query(range)}`);
    expect(answer.status).toBe(200);
    return answer.json as DeparturesArrivals;
  };
  const ids = (jobs: { jobAdminId: string }[]) => jobs.map((j) => j.jobAdminId);

  it('lists the jobs scheduled in or arrived, and scheduled out or delivered, in the range', async () => {
    const body = await validJobBody(owner, { hat: 'MOVE-1', clientName: 'Rosa Moving' });
    const scheduledIn = String(body.scheduledIn).slice(0, 10);
    const scheduledOut = String(body.scheduledOut).slice(0, 10);
    const created = await owner.post(`${production}/jobadmins`, body);
    expect(created.status).toBe(201);
    const jobAdminId = created.json.jobAdmin.jobAdminId as string;

    const comingDay = await movementsOf({ startDate: scheduledIn, endDate: scheduledIn });
    expect(comingDay).toMatchObject({ startDate: scheduledIn, endDate: scheduledIn });
    expect(comingDay.arrivals.find((j) => j.jobAdminId === jobAdminId)).toEqual({
      jobAdminId,
      jobAdminInt: created.json.jobAdmin.jobAdminInt,
      hat: 'MOVE-1',
      clientName: 'Rosa Moving',
      jobClass: { name: 'Light', displayColor: expect.any(String) },
      hours: 8.5,
      scheduledOn: scheduledIn,
      doneOn: null,
    });
    expect(ids(comingDay.departures)).not.toContain(jobAdminId);
    const leavingDay = await movementsOf({ startDate: scheduledOut, endDate: scheduledOut });
    expect(ids(leavingDay.departures)).toContain(jobAdminId);
    expect(ids(leavingDay.arrivals)).not.toContain(jobAdminId);
    // Every job listed is scheduled or done in the range, in order of that day, then by number.
    const week = await movementsOf({ startDate: scheduledIn, endDate: scheduledOut });
    for (const list of [week.arrivals, week.departures]) {
      const days = list.map((j) => j.doneOn ?? j.scheduledOn ?? '');
      expect(days).toEqual([...days].sort());
      for (const j of list)
        expect([j.scheduledOn, j.doneOn].some((d) => d !== null && d >= scheduledIn && d <= scheduledOut)).toBe(true);
    }

    // Arrived today, it comes in today; delivered, it leaves on its delivered day.
    const arrived = await newJob({ hat: 'MOVE-2', dateTowIn: `${today}T00:00:00` });
    const delivered = await newJob({
      hat: 'MOVE-3',
      ...Object.fromEntries(
        ['dateTowIn', 'repairStart', 'dateReady', 'datePickup'].map((f) => [f, `${today}T00:00:00`]),
      ),
    });
    const todays = await movementsOf({ startDate: today, endDate: today });
    expect(todays.arrivals.find((j) => j.jobAdminId === arrived)?.doneOn).toBe(today);
    expect(todays.departures.find((j) => j.jobAdminId === delivered)?.doneOn).toBe(today);
    expect(ids(todays.departures)).not.toContain(arrived);
    expect((await owner.call('PATCH', `${production}/jobadmins/${jobAdminId}`, { roState: 4 })).status).toBe(200);
    expect(ids((await movementsOf({ startDate: scheduledIn, endDate: scheduledIn })).arrivals)).not.toContain(
      jobAdminId,
    );
  });

  it('refuses a range that is no range, naming the field, and needs a session', async () => {
    const answer = await owner.get(
      `${reports}/Leaderboard/GetDeparturesArrivals?startDate=${today}&endDate=2026-02-30`,
    );
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(answer.json.errors.map((e: { field: string }) => e.field)).toEqual(['endDate']);
    const anonymous = apiClient(bayline.url);
    expect(
      (
        await anonymous.get(
          `${reports}/Leaderboard/GetDeparturesArrivals?${query({ startDate: today, endDate: today })}`,
        )
      ).status,
    ).toBe(401);
  });
});

describe('GET JobAdmins/getTerminalByDate', () => {
  it('lists the jobs scheduled in and out on a day, with what their cards show', async () => {
    const body = await validJobBody(owner, { hat: 'TERM-1', refinish: 2 });
    const created = await owner.post(`${production}/jobadmins`, body);
    const jobAdminId = created.json.jobAdmin.jobAdminId as string;
    const day = String(body.scheduledIn).slice(0, 10);
    const terminal = async (selectedDate: string) => {
      const answer = await owner.read(`${production}/JobAdmins/getTerminalByDate?selectedDate=${selectedDate}`);
      expect(answer.status).toBe(200);
      return answer.json as TerminalDay;
    };
    const arriving = await terminal(day);
    expect(arriving.selectedDate).toBe(day);
    const card = arriving.scheduledIn.find((j) => j.jobAdminId === jobAdminId);
    expect(card).toMatchObject({
      hat: 'TERM-1',
      jobClass: { name: 'Light' },
      hours: 8.5,
      refinish: 2,
      subTotal: 1234.5,
      clientName: 'Test Customer',
      clientCellular: '5105550123',
      departmentName: 'Estimate',
      dateTowIn: null,
      datePickup: null,
      badges: [],
    });
    expect(arriving.scheduledOut.some((j) => j.jobAdminId === jobAdminId)).toBe(false);
    expect(arriving.scheduledIn.every((j) => j.scheduledIn?.startsWith(day))).toBe(true);
    const leaving = await terminal(String(body.scheduledOut).slice(0, 10));
    expect(leaving.scheduledOut.some((j) => j.jobAdminId === jobAdminId)).toBe(true);

    expect((await owner.call('PATCH', `${production}/jobadmins/${jobAdminId}`, { roState: 4 })).status).toBe(200);
    expect((await terminal(day)).scheduledIn.some((j) => j.jobAdminId === jobAdminId)).toBe(false);
  });

  it('refuses a day that is none, naming the field', async () => {
    for (const selectedDate of ['', '2026-13-01', 'tomorrow']) {
      const answer = await owner.get(`${production}/JobAdmins/getTerminalByDate?selectedDate=${selectedDate}`);
      expect(answer.status).toBe(400);
      expect(answer.json.errors.map((e: { field: string }) => e.field)).toEqual(['selectedDate']);
    }
  });
});
