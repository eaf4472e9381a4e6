import {
  addDays,
  type CycleTimeAnalytics,
  type CycleTimeStay,
  type DateEntryReport,
  type DateEntryRow,
  type DateRange,
  instantOfWallTime,
  type JobFolderView,
} from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import { beforeAll, describe, expect, it } from 'vitest';
import { wholeLog } from './testing/event-log.ts';
import { localShop } from './testing/fixture.ts';

/**
 * The Date Entry report and the cycle-time analytics' late-dates choice worked out again from the raw event log of a
 * seeded shop, as docs/metrics.md "Date entry" defines them, never from the date entries read model.
 */

const reports = '/api/reports/v1';
const production = '/api/production/v1';
const here = 'BAYVIEW';
const sixDates = ['scheduledIn', 'dateTowIn', 'repairStart', 'dateReady', 'scheduledOut', 'datePickup'];
const chain = new Set(['dateTowIn', 'repairStart', 'dateReady', 'datePickup']);

interface Entry {
  jobAdminId: string;
  location: string;
  field: string;
  before: string | null;
  after: string | null;
  enteredAt: string;
  enteredOn: string;
  userId: string;
  lag: number | null;
}

const dayOf = (date: string) => date.slice(0, 10);

/** Every entry of the six dates in the log: each date a job was created with or changed to, with its lag. */
function entriesOf(events: RecordedEvent[]): Entry[] {
  const zones = new Map<string, string>();
  const jobs = new Map<string, { location: string; dates: Record<string, string | null> }>();
  const entries: Entry[] = [];
  for (const e of events) {
    const data = e.data as Record<string, unknown>;
    if (e.type === 'LocationOpened') zones.set(e.streamId.slice(9), (data.info as { timeZone: string }).timeZone);
    if (!e.streamId.startsWith('job-')) continue;
    const id = String(data.jobAdminId);
    if (e.type === 'JobCreated') jobs.set(id, { location: e.metadata.locationShortName, dates: {} });
    const job = jobs.get(id);
    const set =
      e.type === 'JobCreated'
        ? data
        : e.type === 'JobInformationChanged'
          ? (data.changes as Record<string, unknown>)
          : e.type === 'JobScheduledOutChanged'
            ? { scheduledOut: data.scheduledOut }
            : undefined;
    if (!job || !set) continue;
    const zone = zones.get(job.location)!;
    for (const field of sixDates) {
      if (!(field in set)) continue;
      const before = job.dates[field] ?? null;
      const after = (set[field] as string | null | undefined) ?? null;
      if (before === after) continue;
      job.dates[field] = after;
      // The wall clock's midnight of the date where the job is, and the day the entry was made there.
      const midnight = after && instantOfWallTime(`${dayOf(after)}T00:00:00`, zone).getTime();
      const lag = midnight ? Math.round((Date.parse(e.metadata.at) - midnight) / 36_000) / 100 : null;
      const enteredOn = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(e.metadata.at));
      entries.push({
        jobAdminId: id,
        location: job.location,
        field,
        before,
        after,
        enteredAt: e.metadata.at,
        enteredOn,
        userId: e.metadata.userId,
        lag,
      });
    }
  }
  return entries;
}

const isLate = (e: Entry, hours: number) => chain.has(e.field) && e.lag !== null && e.lag > 24 + hours;
const isBackDated = (e: Entry) =>
  e.before !== null && e.after !== null && dayOf(e.after) < dayOf(e.before) && e.lag !== null && e.lag > 24;

const { bayline, owner } = localShop({
  jobsPerLocation: 60,
  years: 1,
  users: { owner: 'demo@bayline.test' },
  timeout: 600_000,
});
let today: string;
let lateJob: string;

const theLog = async () => entriesOf(await wholeLog(bayline.adapters.store));

/** Each job of the location's dates as they stand, from its entries. */
function datesOf(entries: Entry[]) {
  const jobs = new Map<string, Record<string, string | null>>();
  for (const e of entries.filter((e) => e.location === here))
    jobs.set(e.jobAdminId, { ...jobs.get(e.jobAdminId), [e.field]: e.after });
  return jobs;
}

/** Saves the job's folder with these dates changed, as the folder's Save does. */
async function saveDates(jobAdminId: string, dates: Record<string, string | null>) {
  const folder = (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json as JobFolderView;
  const saved = await owner.put(`${production}/jobadmins/asfolder`, { ...folder, ...dates });
  expect(saved.status, saved.text).toBe(200);
}

beforeAll(async () => {
  today = (await owner.get(`${production}/locations/settings`)).json.today;
  // An open job that arrived at least four days ago and is not delivered: its Delivered date may be typed for a past day.
  const fourDaysAgo = addDays(today, -4);
  const candidates = [...datesOf(await theLog())].filter(
    ([, d]) =>
      d.dateTowIn &&
      dayOf(d.dateTowIn) <= fourDaysAgo &&
      !d.datePickup &&
      (!d.dateReady || dayOf(d.dateReady) <= fourDaysAgo),
  );
  let job: JobFolderView | undefined;
  for (const [id] of candidates) {
    const folder = (await owner.read(`${production}/JobAdmins/asfolder/${id}`)).json as JobFolderView;
    if (folder.roState === 2) {
      job = folder;
      break;
    }
  }
  if (!job) throw new Error('The seeded shop has no open job that arrived four days ago');
  lateJob = job.jobAdminId;
  // Delivered typed today for two days ago (late), then moved a day earlier (late and back-dated).
  await saveDates(lateJob, { datePickup: `${addDays(today, -2)}T00:00:00` });
  await saveDates(lateJob, { datePickup: `${addDays(today, -3)}T00:00:00` });
}, 600_000);

describe('the Date Entry report, recomputed from the event log', () => {
  const counts = (entries: Entry[], hours: number) => ({
    entries: entries.length,
    late: entries.filter((e) => isLate(e, hours)).length,
    backDated: entries.filter(isBackDated).length,
  });

  it.each([
    [0, 0],
    [24, 400],
    [72, 90],
  ])('counts entries, late (%i hours) and back-dated ones per user and per date over %i days', async (hours, days) => {
    const range: DateRange = { start: addDays(today, -days), end: today };
    const answer = await owner.read(
      `${reports}/reports/date-entry?start=${range.start}&end=${range.end}&lateHours=${hours}`,
    );
    expect(answer.status, answer.text).toBe(200);
    const report = answer.json as DateEntryReport;
    const entries = (await theLog()).filter(
      (e) => e.location === here && e.enteredOn >= range.start && e.enteredOn <= range.end,
    );
    expect(report.range).toEqual(range);
    expect(report.totals).toEqual(counts(entries, hours));
    const ofField = (field: string) =>
      counts(
        entries.filter((e) => e.field === field),
        hours,
      );
    expect(report.byField).toEqual(sixDates.map((field) => ({ field, ...ofField(field) })));
    const users = [...new Set(entries.map((e) => e.userId))];
    expect(
      Object.fromEntries(
        report.byUser.map(({ userId, entries, late, backDated }) => [userId, { entries, late, backDated }]),
      ),
    ).toEqual(
      Object.fromEntries(
        users.map((u) => [
          u,
          counts(
            entries.filter((e) => e.userId === u),
            hours,
          ),
        ]),
      ),
    );
  });

  it('finds the Delivered date typed late and back-dated, by the owner, in the drill-down', async () => {
    const range = { start: addDays(today, -1), end: today };
    const query = `start=${range.start}&end=${range.end}&field=datePickup`;
    const late = (await owner.read(`${reports}/reports/date-entry/entries?${query}&kind=late`)).json as DateEntryRow[];
    const mine = late.filter((r) => r.jobAdminId === lateJob);
    expect(mine.map((r) => [r.before, r.after, r.late, r.backDated])).toEqual([
      [`${addDays(today, -2)}T00:00:00`, `${addDays(today, -3)}T00:00:00`, true, true],
      [null, `${addDays(today, -2)}T00:00:00`, true, false],
    ]);
    expect(mine[0]!.userName).toBe('Dana Reyes');
    expect(mine[1]!.lagHours).toBeGreaterThan(48);
    const entries = (await theLog()).filter(
      (e) =>
        e.location === here &&
        e.field === 'datePickup' &&
        e.enteredOn >= range.start &&
        e.enteredOn <= range.end &&
        isLate(e, 24),
    );
    expect(late.map((r) => [r.jobAdminId, r.enteredAt]).sort()).toEqual(
      entries.map((e) => [e.jobAdminId, e.enteredAt]).sort(),
    );
    const backDated = (await owner.read(`${reports}/reports/date-entry/entries?${query}&kind=backDated`))
      .json as DateEntryRow[];
    expect(backDated.filter((r) => r.jobAdminId === lateJob)).toHaveLength(1);
    // The folder reads the job's entries, in the order they were made.
    const folder = (await owner.read(`${reports}/reports/date-entry/jobs/${lateJob}`)).json as DateEntryRow[];
    expect(folder.filter((r) => r.field === 'datePickup').map((r) => r.after)).toEqual([
      `${addDays(today, -2)}T00:00:00`,
      `${addDays(today, -3)}T00:00:00`,
    ]);
  });

  it('refuses hours that are not a whole number of a year at most, and a kind it does not know', async () => {
    const wrong = await owner.read(`${reports}/reports/date-entry?lateHours=1.5`);
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual([
      { field: 'lateHours', message: 'Hours late must be a whole number from 0 to 8760' },
    ]);
    const kind = await owner.read(`${reports}/reports/date-entry/entries?kind=early`);
    expect(kind.status).toBe(400);
    expect(kind.json.errors).toEqual([{ field: 'kind', message: 'Kind must be late, backDated or all' }]);
    const choice = await owner.read(`${reports}/analytics/cycletime?lateDates=hide`);
    expect(choice.status).toBe(400);
    expect(choice.json.errors).toEqual([
      { field: 'lateDates', message: 'Late dates must be include, flag or exclude' },
    ]);
  });
});

describe('cycle time with dates entered late', () => {
  const range = () => ({ start: addDays(today, -365), end: today });
  const lateJobs = async (hours: number) =>
    new Set((await theLog()).filter((e) => e.location === here && isLate(e, hours)).map((e) => e.jobAdminId));
  const analytics = async (choice: string) => {
    const { start, end } = range();
    const answer = await owner.read(`${reports}/analytics/cycletime?start=${start}&end=${end}&lateDates=${choice}`);
    expect(answer.status, answer.text).toBe(200);
    return answer.json as CycleTimeAnalytics;
  };
  const stays = async (choice: string, department: string) => {
    const { start, end } = range();
    const answer = await owner.read(
      `${reports}/analytics/cycletime/jobs?start=${start}&end=${end}&lateDates=${choice}&department=${department}`,
    );
    expect(answer.status, answer.text).toBe(200);
    return answer.json as CycleTimeStay[];
  };

  it('flags the stays of jobs with a date entered late, leaves them out when asked, and says what it measures', async () => {
    const late = await lateJobs(24);
    expect(late.has(lateJob)).toBe(true);
    const [included, flagged, excluded] = await Promise.all(['include', 'flag', 'exclude'].map(analytics));
    expect(included!.definition).toBe('departmentVisit');
    expect(flagged!.lateDates).toMatchObject({ choice: 'flag', hours: 24 });
    let flaggedStays = 0;
    for (const department of included!.departments) {
      const all = await stays('flag', department.departmentId);
      const marked = all.filter((s) => s.lateDates);
      flaggedStays += marked.length;
      // Marked exactly when its job has a date of the chain entered more than 24 hours late.
      expect(all.filter((s) => late.has(s.jobAdminId))).toEqual(marked);
      const left = await stays('exclude', department.departmentId);
      expect(left.some((s) => late.has(s.jobAdminId))).toBe(false);
      expect(left).toHaveLength(all.length - marked.length);
      const without = excluded!.departments.find((d) => d.departmentId === department.departmentId);
      expect(without?.stays ?? 0).toBe(department.stays - marked.length);
    }
    expect(flagged!.lateDates.flaggedStays).toBe(flaggedStays);
    expect(flaggedStays).toBeGreaterThan(0);
  });
});
