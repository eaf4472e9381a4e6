import {
  addDays,
  type Department,
  filterMessages,
  type Group,
  instantInZone,
  type JobClass,
  type WaitHoldRow,
  type WaitJobLedger,
  type WaitJobRow,
  type WhereJobsWait,
} from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signedIn, validJobBody } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

/**
 * Every figure of Where Jobs Wait, its drill-downs and a job's ledger, recomputed from the raw event log with the
 * simple code below (visits and holds folded from the events, business hours counted minute by minute), then
 * compared with what the API answers. The holds are put on and released through the API with the app's clock at
 * fixed instants.
 */

const production = '/api/production/v1';
const reports = '/api/reports/v1';
const timeZone = 'America/Los_Angeles';
const minuteMs = 60_000;

/** The clock: a Monday morning in Bayview, then on through the steps below. */
let clock = new Date('2026-12-07T16:00:00.000Z');
const { bayline } = localShop({ jobsPerLocation: 2, now: () => clock });
const at = (iso: string) => {
  clock = new Date(iso);
};

// Business hours as the location keeps them (set in beforeAll): Monday to Friday, 15:00–01:00 UTC.
const week = {
  days: [false, true, true, true, true, true, false],
  notifyStart: '15:00',
  notifyEnd: '01:00',
};

const weekdayThere = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' });

/** Whether a minute is inside a business window: the one that opened that UTC day or the day before, on an open weekday there. */
function inWindow(ms: number) {
  const [start, end] = [week.notifyStart, week.notifyEnd].map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)));
  const length = ((end! - start! + 1440 - 1) % 1440) + 1;
  const dayStart = Math.floor(ms / 86_400_000) * 86_400_000;
  for (const opens of [dayStart + start! * minuteMs, dayStart - 86_400_000 + start! * minuteMs]) {
    if (ms < opens || ms >= opens + length * minuteMs) continue;
    const local = weekdayThere.format(new Date(opens));
    if (week.days[['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(local)]) return true;
  }
  return false;
}

/** Minutes of [from, to): all of them, and those inside business hours. */
function minutes(from: number, to: number) {
  let business = 0;
  for (let m = from; m < to; m += minuteMs) if (inWindow(m)) business++;
  return { calendar: Math.max(0, (to - from) / minuteMs), business };
}

interface Visit {
  departmentId: string;
  from: number;
  to: number | null;
}
interface Hold {
  holdId: string;
  delayId: string;
  reason: string;
  note: string;
  heldAt: number;
  heldBy: string;
  releasedAt: number | null;
  releasedBy: string | null;
}
interface Job {
  id: string;
  location: string;
  jobAdminInt: number;
  fields: Record<string, unknown>;
  departmentId: string;
  voided: boolean;
  visits: Visit[];
  holds: Hold[];
}

/** The jobs and user names of the whole log, folded from their events. */
function fold(events: RecordedEvent[]) {
  const jobs = new Map<string, Job>();
  const users = new Map<string, string>();
  for (const e of events) {
    const d = e.data as Record<string, unknown>;
    const t = Date.parse(e.metadata.at);
    if (e.type === 'UserRegistered') users.set(String(d.userId), `${d.firstName} ${d.lastName}`);
    if (!e.streamId.startsWith('job-')) continue;
    if (e.type === 'JobCreated') {
      jobs.set(String(d.jobAdminId), {
        id: String(d.jobAdminId),
        location: e.metadata.locationShortName,
        jobAdminInt: Number(d.jobAdminInt),
        fields: { ...d },
        departmentId: String(d.departmentId),
        voided: false,
        visits: [{ departmentId: String(d.departmentId), from: t, to: null }],
        holds: [],
      });
      continue;
    }
    const job = jobs.get(String(d.jobAdminId));
    if (!job) continue;
    const open = job.visits.find((v) => v.to === null);
    switch (e.type) {
      case 'JobInformationChanged':
        Object.assign(job.fields, d.changes);
        break;
      case 'JobMovedToDepartment':
        if (d.toDepartmentId === job.departmentId) break;
        job.departmentId = String(d.toDepartmentId);
        if (open) {
          open.to = t;
          job.visits.push({ departmentId: job.departmentId, from: t, to: null });
        }
        break;
      case 'JobArchived':
      case 'JobVoided':
        if (open) open.to = t;
        job.voided = e.type === 'JobVoided';
        break;
      case 'JobReopened':
        job.voided = false;
        job.visits.push({ departmentId: job.departmentId, from: t, to: null });
        break;
      case 'JobHeld':
        job.holds.push({
          holdId: String(d.holdId),
          delayId: String(d.delayId),
          reason: String(d.reason),
          note: String(d.note),
          heldAt: t,
          heldBy: e.metadata.userId,
          releasedAt: null,
          releasedBy: null,
        });
        break;
      case 'JobReleased': {
        const hold = job.holds.find((h) => h.holdId === d.holdId)!;
        hold.releasedAt = t;
        hold.releasedBy = e.metadata.userId;
        break;
      }
    }
  }
  return { jobs: [...jobs.values()], users };
}

let owner: ApiClient;
let jobs: Job[];
let users: Map<string, string>;
let departments: Department[];
let classes: JobClass[];
let groups: Group[];
let reasons: { delayId: string; description: string }[];
const made: string[] = [];

const reasonId = (description: string) => reasons.find((r) => r.description === description)!.delayId;

/** Sets the clock, signs in again (a session ends once idle for long) on the same client, and writes. */
async function step(iso: string, write: () => Promise<{ status: number; text: string }>) {
  at(iso);
  await signIn();
  const answer = await write();
  expect(answer.status, answer.text).toBeLessThan(300);
}

async function signIn() {
  expect((await owner.login('demo@bayline.test')).status).toBe(200);
  expect((await owner.put('/api/identity/v1/locations/select/BAYVIEW')).status).toBe(200);
}

beforeAll(async () => {
  owner = await signedIn(bayline.url, 'demo@bayline.test', 'BAYVIEW');
  const settings = (await owner.read(`${production}/locations/settings`)).json;
  const saved = await owner.put(`${production}/locations/settings`, {
    ...settings,
    ...Object.fromEntries(
      ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d, i) => [
        `doNotify${d}`,
        week.days[i],
      ]),
    ),
    notifyStart: week.notifyStart,
    notifyEnd: week.notifyEnd,
  });
  expect(saved.status, saved.text).toBe(200);
  reasons = (await owner.read(`${production}/Delay`)).json;
  classes = (await owner.read(`${production}/jobclass`)).json;
  groups = (await owner.read(`${production}/groups`)).json;
  const heavy = classes.find((c) => c.name === 'Heavy')!.jobClassId;
  for (const extra of [{}, { groupShortName: 'FLEET' }, { jobClassId: heavy, groupShortName: 'FLEET' }, {}]) {
    const created = await owner.post(`${production}/jobadmins`, await validJobBody(owner, extra));
    expect(created.status, created.text).toBe(201);
    made.push(created.json.jobAdmin.jobAdminId);
  }
  const [a, b, c, d] = made as [string, string, string, string];
  const hold = (job: string, reason: string) => () =>
    owner.put(`${production}/jobadmins/${job}/hold`, { delayId: reasonId(reason), note: `${reason} for ${job}` });
  const release = (job: string) => () => owner.del(`${production}/jobadmins/${job}/hold`);
  const move = (job: string, to: string) => () =>
    owner.put(`${production}/jobadmins/${job}/department`, { departmentShortName: to });
  const parts = 'Parts';
  const approval = 'Insurance approval';
  // A: parts from Monday through its move to Body until Tuesday, then approval, still open at the end.
  await step('2026-12-07T17:00:00.000Z', hold(a, parts));
  await step('2026-12-07T21:00:00.000Z', move(a, 'BODY'));
  await step('2026-12-08T18:30:00.000Z', release(a));
  await step('2026-12-08T22:00:00.000Z', hold(a, approval));
  // B: an hour of approval in Estimating, then parts in Body over Wednesday night.
  await step('2026-12-07T18:15:00.000Z', hold(b, approval));
  await step('2026-12-07T19:15:00.000Z', release(b));
  await step('2026-12-07T20:00:00.000Z', move(b, 'BODY'));
  await step('2026-12-09T18:00:00.000Z', hold(b, parts));
  await step('2026-12-10T23:45:00.000Z', release(b));
  // C (Heavy, Fleet): parts over the weekend, moved to Paint while held.
  await step('2026-12-11T20:00:00.000Z', hold(c, parts));
  await step('2026-12-12T19:00:00.000Z', move(c, 'PAINT'));
  await step('2026-12-14T18:00:00.000Z', release(c));
  // D: held, then voided (its hold ends with it): left out.
  await step('2026-12-09T17:00:00.000Z', hold(d, parts));
  await step('2026-12-09T20:00:00.000Z', () => owner.call('PATCH', `${production}/jobadmins/${d}`, { roState: 4 }));
  at('2026-12-15T20:30:00.000Z');
  await signIn();
  const events: RecordedEvent[] = [];
  for (let after = 0; ; ) {
    const batch = await bayline.adapters.store.readAll(after, 10_000);
    const last = batch.at(-1);
    if (!last) break;
    events.push(...batch);
    after = last.position;
  }
  ({ jobs, users } = fold(events));
  departments = (await owner.read(`${production}/departments/settings`)).json;
}, 120_000);

const round2 = (n: number) => Math.round(n * 100) / 100;
const hoursOf = (m: { calendar: number; business: number }) => ({
  calendarHours: round2(m.calendar / 60),
  businessHours: round2(m.business / 60),
});

interface Asked {
  start: string;
  end: string;
  department?: string;
  jobClass?: string;
  group?: string;
  reason?: string;
  job?: string;
}

/** The pieces of every hold in the range: a hold cut at the job's visits, open ends running to now. */
function piecesIn(asked: Asked, keepVoided = false) {
  const now = clock.getTime();
  const from = instantInZone(`${asked.start}T00:00:00`, timeZone).getTime();
  const to = Math.min(instantInZone(`${addDays(asked.end, 1)}T00:00:00`, timeZone).getTime(), now);
  const pieces: { job: Job; hold: Hold; departmentId: string; from: number; to: number }[] = [];
  for (const job of jobs) {
    if (job.location !== 'BAYVIEW' || (job.voided && !keepVoided)) continue;
    if (asked.job && job.id !== asked.job) continue;
    if (asked.jobClass && job.fields.jobClassId !== asked.jobClass) continue;
    if (asked.group && (job.fields.groupShortName ?? null) !== asked.group) continue;
    for (const hold of job.holds) {
      if (asked.reason && hold.delayId !== asked.reason) continue;
      for (const visit of job.visits) {
        if (asked.department && visit.departmentId !== asked.department) continue;
        const start = Math.max(hold.heldAt, visit.from, from);
        const end = Math.min(hold.releasedAt ?? now, visit.to ?? now, to);
        if (start < end) pieces.push({ job, hold, departmentId: visit.departmentId, from: start, to: end });
      }
    }
  }
  return pieces;
}

const departmentName = (id: string) => departments.find((d) => d.departmentId === id && !d.deletedAt)!.name;
const className = (id: unknown) => classes.find((c) => c.jobClassId === id)?.name ?? '';
const groupName = (id: unknown) => groups.find((g) => g.shortName === id)?.name ?? '';

/** Sums per key, largest first (calendar, then business, then name). */
function rowsBy(pieces: ReturnType<typeof piecesIn>, key: (p: (typeof pieces)[number]) => [string, string]) {
  const rows = new Map<
    string,
    { name: string; calendar: number; business: number; holds: Set<string>; jobs: Set<string> }
  >();
  for (const p of pieces) {
    const [id, name] = key(p);
    const row = rows.get(id) ?? { name, calendar: 0, business: 0, holds: new Set(), jobs: new Set() };
    const m = minutes(p.from, p.to);
    row.calendar += m.calendar;
    row.business += m.business;
    row.holds.add(p.hold.holdId);
    row.jobs.add(p.job.id);
    rows.set(id, row);
  }
  return [...rows]
    .map(([id, r]) => ({ id, name: r.name, ...hoursOf(r), holds: r.holds.size, jobs: r.jobs.size }))
    .sort(
      (a, b) => b.calendarHours - a.calendarHours || b.businessHours - a.businessHours || a.name.localeCompare(b.name),
    );
}

const query = (asked: Asked) =>
  `?${new URLSearchParams(Object.entries(asked).filter((e): e is [string, string] => Boolean(e[1])))}`;

async function answer<T>(path: string, asked: Asked = { start: '', end: '' }) {
  const got = await owner.read(`${reports}${path}${asked.start ? query(asked) : ''}`);
  expect(got.status, got.text).toBe(200);
  return got.json as T;
}

describe('Where Jobs Wait, recomputed from the event log', () => {
  const asks = (): Asked[] => {
    const body = departments.find((d) => d.shortName === 'BODY')!.departmentId;
    const heavy = classes.find((c) => c.name === 'Heavy')!.jobClassId;
    return [
      { start: '2026-12-01', end: '2026-12-31' },
      // Cuts holds at both ends (days in Bayview's zone).
      { start: '2026-12-08', end: '2026-12-10' },
      { start: '2026-12-01', end: '2026-12-31', department: body },
      { start: '2026-12-01', end: '2026-12-31', reason: reasonId('Parts') },
      { start: '2026-12-01', end: '2026-12-31', jobClass: heavy },
      { start: '2026-12-01', end: '2026-12-31', group: 'FLEET' },
      { start: '2026-12-12', end: '2026-12-13', job: made[2] },
    ];
  };

  it('answers held time by reason, department, job class and group, largest first', async () => {
    for (const asked of asks()) {
      const pieces = piecesIn(asked);
      const total = rowsBy(pieces, () => ['', ''])[0];
      const expected: WhereJobsWait = {
        range: { start: asked.start, end: asked.end },
        total: total
          ? {
              calendarHours: total.calendarHours,
              businessHours: total.businessHours,
              holds: total.holds,
              jobs: total.jobs,
            }
          : { calendarHours: 0, businessHours: 0, holds: 0, jobs: 0 },
        // A reason is named as its latest hold carried it.
        byReason: rowsBy(pieces, (p) => [p.hold.delayId, p.hold.reason]),
        byDepartment: rowsBy(pieces, (p) => [p.departmentId, departmentName(p.departmentId)]),
        byJobClass: rowsBy(pieces, (p) => [String(p.job.fields.jobClassId), className(p.job.fields.jobClassId)]),
        byGroup: rowsBy(pieces, (p) => [
          String(p.job.fields.groupShortName ?? ''),
          groupName(p.job.fields.groupShortName),
        ]),
      };
      expect(await answer<WhereJobsWait>('/reports/waiting', asked), JSON.stringify(asked)).toEqual(expected);
    }
    // The whole month has every kind of hold in it.
    const month = piecesIn(asks()[0]!);
    expect(new Set(month.map((p) => p.job.id)).size).toBe(3);
    expect(new Set(month.map((p) => p.departmentId)).size).toBe(3);
    const whole = await answer<WhereJobsWait>('/reports/waiting', asks()[0]);
    expect(whole.byReason).toHaveLength(2);
    expect(whole.total.businessHours).toBeGreaterThan(0);
    expect(whole.total.businessHours).toBeLessThan(whole.total.calendarHours);
  });

  const jobNames = (job: Job) => ({
    jobAdminId: job.id,
    jobAdminInt: job.jobAdminInt,
    hat: String(job.fields.hat ?? ''),
    clientName: String(job.fields.clientName ?? ''),
    vehicle: [job.fields.year || '', job.fields.make, job.fields.model].filter(Boolean).join(' '),
    jobClassName: className(job.fields.jobClassId),
    groupName: groupName(job.fields.groupShortName),
  });

  it('drills down to the jobs, largest first', async () => {
    for (const asked of asks()) {
      const pieces = piecesIn(asked);
      const expected: WaitJobRow[] = rowsBy(pieces, (p) => [p.job.id, String(p.job.jobAdminInt).padStart(12, '0')]).map(
        (r) => {
          const job = jobs.find((j) => j.id === r.id)!;
          return { ...jobNames(job), calendarHours: r.calendarHours, businessHours: r.businessHours, holds: r.holds };
        },
      );
      expect(await answer<WaitJobRow[]>('/reports/waiting/jobs', asked), JSON.stringify(asked)).toEqual(expected);
    }
  });

  const holdRow = (pieces: ReturnType<typeof piecesIn>, hold: Hold, job: Job): WaitHoldRow => {
    const mine = pieces.filter((p) => p.hold === hold);
    const sum = mine.reduce(
      (s, p) => {
        const m = minutes(p.from, p.to);
        return { calendar: s.calendar + m.calendar, business: s.business + m.business };
      },
      { calendar: 0, business: 0 },
    );
    return {
      ...jobNames(job),
      ...hoursOf(sum),
      holdId: hold.holdId,
      delayId: hold.delayId,
      reason: hold.reason,
      note: hold.note,
      departmentNames: [...new Set(mine.map((p) => departmentName(p.departmentId)))],
      heldAt: new Date(hold.heldAt).toISOString(),
      releasedAt: hold.releasedAt === null ? null : new Date(hold.releasedAt).toISOString(),
      heldBy: users.get(hold.heldBy)!,
      releasedBy: hold.releasedBy === null ? null : users.get(hold.releasedBy)!,
      heldHours: round2(((hold.releasedAt ?? clock.getTime()) - hold.heldAt) / 3_600_000),
    };
  };

  it('drills down to each hold: its part in the range, its departments, who held and released it', async () => {
    for (const asked of asks()) {
      const pieces = piecesIn(asked);
      const holds = [...new Map(pieces.map((p) => [p.hold, p.job])).entries()];
      const expected = holds
        .map(([hold, job]) => holdRow(pieces, hold, job))
        .sort(
          (a, b) =>
            b.calendarHours - a.calendarHours || b.businessHours - a.businessHours || a.heldAt.localeCompare(b.heldAt),
        );
      expect(await answer<WaitHoldRow[]>('/reports/waiting/holds', asked), JSON.stringify(asked)).toEqual(expected);
    }
  });

  it('splits every visit of a job into held by reason and not held, the open hold counted to now', async () => {
    for (const job of jobs.filter((j) => made.includes(j.id))) {
      const now = clock.getTime();
      const ledger = await answer<WaitJobLedger>(`/reports/waiting/jobs/${job.id}`);
      const whole = piecesIn({ start: '2000-01-01', end: '2100-01-01', job: job.id }, true);
      expect(ledger, job.id).toEqual({
        ...jobNames(job),
        visits: job.visits.map((visit) => {
          const all = minutes(visit.from, visit.to ?? now);
          const reasons = new Map<string, { reason: string; calendar: number; business: number }>();
          let held = { calendar: 0, business: 0 };
          for (const hold of job.holds) {
            const m = minutes(Math.max(hold.heldAt, visit.from), Math.min(hold.releasedAt ?? now, visit.to ?? now));
            if (m.calendar <= 0) continue;
            const r = reasons.get(hold.delayId) ?? { reason: hold.reason, calendar: 0, business: 0 };
            r.calendar += m.calendar;
            r.business += m.business;
            reasons.set(hold.delayId, r);
            held = { calendar: held.calendar + m.calendar, business: held.business + m.business };
          }
          return {
            departmentName: departmentName(visit.departmentId),
            from: new Date(visit.from).toISOString(),
            to: visit.to === null ? null : new Date(visit.to).toISOString(),
            ...hoursOf(all),
            held: hoursOf(held),
            notHeld: hoursOf({ calendar: all.calendar - held.calendar, business: all.business - held.business }),
            byReason: [...reasons]
              .map(([delayId, r]) => ({ delayId, reason: r.reason, ...hoursOf(r) }))
              .sort((a, b) => b.calendarHours - a.calendarHours),
          };
        }),
        holds: [...new Set(whole.map((p) => p.hold))]
          .map((hold) => holdRow(whole, hold, job))
          .sort((a, b) => a.heldAt.localeCompare(b.heldAt)),
      });
    }
  });
});

describe('asking Where Jobs Wait', () => {
  it('refuses bad input with a problem naming the field, and another location’s job as unknown', async () => {
    const backwards = await owner.read(`${reports}/reports/waiting?start=2026-12-10&end=2026-12-01`);
    expect(backwards.status).toBe(400);
    expect(backwards.headers.get('content-type')).toContain('application/problem+json');
    expect(backwards.json.errors).toContainEqual({ field: 'end', message: filterMessages.endBeforeStart });
    const badDay = await owner.read(`${reports}/reports/waiting/holds?start=12/01/2026`);
    expect(badDay.status).toBe(400);
    expect(badDay.json.errors).toContainEqual({ field: 'start', message: filterMessages.date });
    const badId = await owner.read(`${reports}/reports/waiting/jobs?department=${encodeURIComponent('a b')}`);
    expect(badId.status).toBe(400);
    expect(badId.json.errors).toContainEqual({ field: 'department', message: filterMessages.value });
    const elsewhere = jobs.find((j) => j.location !== 'BAYVIEW')!;
    expect((await owner.read(`${reports}/reports/waiting/jobs/${elsewhere.id}`)).status).toBe(404);
  });

  it('is read with dash read: a technician without it is refused', async () => {
    const tech = await signedIn(bayline.url, 'tech@bayline.test', 'BAYVIEW');
    for (const path of [
      '/reports/waiting',
      '/reports/waiting/jobs',
      '/reports/waiting/holds',
      `/reports/waiting/jobs/${made[0]}`,
    ])
      expect((await tech.get(`${reports}${path}`)).status, path).toBe(403);
    const reader = await signedIn(bayline.url, 'estimator@bayline.test', 'BAYVIEW');
    expect((await reader.get(`${reports}/reports/waiting`)).status).toBe(200);
  });
});
