import {
  addBusinessDays,
  addDays,
  capacityByWeekday,
  dateMessages,
  type JobClass,
  type JobFolderView,
  type Schedule,
  scheduleMessages,
  weekdayOf,
} from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn, validJobBody } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const production = '/api/production/v1';
const { bayline, owner } = localShop({ jobsPerLocation: 4, users: { owner: 'demo@bayline.test' } });
let today: string;
let light: JobClass;

beforeAll(async () => {
  today = (await owner.get(`${production}/locations/settings`)).json.today;
  light = ((await owner.get(`${production}/jobclass`)).json as JobClass[]).find((c) => c.name === 'Light')!;
});

/** The first day on or after `from` that is a Monday to Thursday (the Light class takes jobs Monday to Friday). */
const weekdayFrom = (from: string) => {
  let day = from;
  while (![1, 2, 3, 4].includes(weekdayOf(day))) day = addDays(day, 1);
  return day;
};
const scheduleOf = async (startDate: string, endDate: string, client = owner) => {
  const answer = await client.read(`${production}/JobAdmins/schedule?${new URLSearchParams({ startDate, endDate })}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json as Schedule;
};
const lightOn = (schedule: Schedule, date: string) =>
  schedule.days.find((d) => d.date === date)!.classes.find((c) => c.jobClassId === light.jobClassId)!;
const newJob = async (scheduledIn: string, overrides: Record<string, unknown> = {}) => {
  const body = await validJobBody(owner, {
    scheduledIn: `${scheduledIn}T00:00:00`,
    scheduledOut: `${addDays(scheduledIn, 7)}T00:00:00`,
    ...overrides,
  });
  const created = await owner.post(`${production}/jobadmins`, body);
  expect(created.status, created.text).toBe(201);
  return created.json.jobAdmin.jobAdminId as string;
};
const reschedule = (jobAdminId: string, scheduledIn: string, recalculateScheduledOut: boolean, client = owner) =>
  client.put(`${production}/jobadmins/${jobAdminId}/scheduledin`, { scheduledIn, recalculateScheduledOut });

describe('GET JobAdmins/schedule', () => {
  it('lists the jobs scheduled in on each day with each class’s count against its capacity that weekday', async () => {
    const day = weekdayFrom(addDays(today, 8));
    const before = lightOn(await scheduleOf(day, day), day);
    const jobAdminId = await newJob(day, { hat: 'SCHED-1' });
    const voided = await newJob(day, { hat: 'SCHED-VOID' });
    expect((await owner.call('PATCH', `${production}/jobadmins/${voided}`, { roState: 4 })).status).toBe(200);

    const week = await scheduleOf(day, addDays(day, 6));
    expect(week.startDate).toBe(day);
    expect(week.endDate).toBe(addDays(day, 6));
    expect(week.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(day, n)));
    // The active classes in their order, each on every day.
    expect(week.jobClasses.map((c) => c.name)).toEqual(['Express', 'Light', 'Medium', 'Heavy']);
    expect(week.days.every((d) => d.classes.length === week.jobClasses.length)).toBe(true);
    const capacity = itemAt(capacityByWeekday(light), weekdayOf(day));
    expect(lightOn(week, day)).toEqual({
      jobClassId: light.jobClassId,
      count: before.count + 1,
      capacity,
      percent: Math.round(((before.count + 1) / capacity) * 100),
    });
    const card = week.jobs.find((j) => j.jobAdminId === jobAdminId);
    expect(card).toMatchObject({ hat: 'SCHED-1', jobClassName: 'Light', clientName: 'Test Customer' });
    expect(week.jobs.some((j) => j.jobAdminId === voided)).toBe(false);
    // By day, then class, then job number.
    const keys = week.jobs.map(
      (j) =>
        `${j.scheduledIn}/${week.jobClasses.findIndex((c) => c.jobClassId === j.jobClassId)}/${String(j.jobAdminInt).padStart(8, '0')}`,
    );
    expect(keys).toEqual([...keys].sort());
  });

  it('refuses a range that is no range, naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ startDate: 'monday', endDate: today }, 'startDate'],
      [{ startDate: today }, 'endDate'],
      [{ startDate: today, endDate: addDays(today, -1) }, 'endDate'],
      [{ startDate: today, endDate: addDays(today, 42) }, 'endDate'],
    ];
    for (const [query, field] of cases) {
      const answer = await owner.get(`${production}/JobAdmins/schedule?${new URLSearchParams(query)}`);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(answer.json.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
  });

  it('is closed to a user without the scheduler right', async () => {
    const tech = await signedIn(bayline.url, 'tech@bayline.test');
    const answer = await tech.get(`${production}/JobAdmins/schedule?startDate=${today}&endDate=${today}`);
    expect(answer.status).toBe(403);
  });
});

describe('PUT jobadmins/{jobAdminId}/scheduledin', () => {
  it('moves a job to another day, recalculating scheduled out in business days when asked', async () => {
    const from = weekdayFrom(addDays(today, 15));
    const to = addDays(from, 1);
    const jobAdminId = await newJob(from);
    const moved = await reschedule(jobAdminId, to, true);
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.jobAdmin).toMatchObject({
      scheduledIn: `${to}T00:00:00`,
      scheduledOut: `${addBusinessDays(to, light.serviceDays)}T00:00:00`,
    });
    const week = await scheduleOf(from, to);
    expect(week.jobs.find((j) => j.jobAdminId === jobAdminId)?.scheduledIn).toBe(`${to}T00:00:00`);
    // The job form's note on a changed scheduled out.
    const folder = (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json as JobFolderView;
    expect(folder.jobHistory.some((n) => n.notes.startsWith('The Scheduled Out date was changed to'))).toBe(true);

    const kept = await reschedule(jobAdminId, from, false);
    expect(kept.status, kept.text).toBe(200);
    expect(kept.json.jobAdmin.scheduledOut).toBe(`${addBusinessDays(to, light.serviceDays)}T00:00:00`);
  });

  it('refuses a weekday the class takes no jobs, a past day and a full day, with the rule’s message', async () => {
    const from = weekdayFrom(addDays(today, 22));
    const jobAdminId = await newJob(from);
    const sunday = addDays(from, 7 - weekdayOf(from));
    const refusals: [string, string][] = [
      [sunday, dateMessages.scheduledInNoCapacity],
      [addDays(today, -1), dateMessages.scheduledInPast],
    ];
    for (const [day, message] of refusals) {
      const answer = await reschedule(jobAdminId, day, true);
      expect(answer.status).toBe(400);
      expect(answer.json.errors).toEqual([{ field: 'scheduledIn', message }]);
    }

    const full = addDays(from, 1);
    const taken = lightOn(await scheduleOf(full, full), full).count;
    const capacity = itemAt(capacityByWeekday(light), weekdayOf(full));
    for (let n = taken; n < capacity; n++) await newJob(full);
    // The day's count is read from the schedule's read model: wait until it holds the new jobs.
    await expect.poll(async () => lightOn(await scheduleOf(full, full), full).count).toBe(capacity);
    const refused = await reschedule(jobAdminId, full, true);
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ field: 'scheduledIn', message: scheduleMessages.dayFull }]);
    expect((await scheduleOf(from, from)).jobs.some((j) => j.jobAdminId === jobAdminId)).toBe(true);

    // A class that allows going over its capacity takes the job all the same.
    const classes = (await owner.get(`${production}/jobclass`)).json as JobClass[];
    const saved = await owner.put(
      `${production}/jobclass`,
      classes.map((c) => (c.jobClassId === light.jobClassId ? { ...c, allowOvercapacity: true } : c)),
    );
    expect(saved.status, saved.text).toBe(200);
    const over = await reschedule(jobAdminId, full, true);
    expect(over.status, over.text).toBe(200);
    const day = lightOn(await scheduleOf(full, full), full);
    expect(day.count).toBe(day.capacity + 1);
    expect(day.percent).toBe(Math.round(((day.capacity + 1) / day.capacity) * 100));

    // Jobs it takes while it may go over count once it keeps to its capacity again: a day it filled takes no more.
    const filled = weekdayFrom(addDays(today, 40));
    const room = lightOn(await scheduleOf(filled, filled), filled).capacity;
    for (let i = 0; i < room; i++) await newJob(filled);
    const kept = await owner.put(`${production}/jobclass`, classes);
    expect(kept.status, kept.text).toBe(200);
    const another = await newJob(weekdayFrom(addDays(today, 31)));
    const refusedAgain = await reschedule(another, filled, true);
    expect(refusedAgain.status).toBe(400);
    expect(refusedAgain.json.errors).toEqual([{ field: 'scheduledIn', message: scheduleMessages.dayFull }]);
  });

  it('refuses bad input naming the field, another location’s job as unknown, and a user without the right', async () => {
    const jobAdminId = await newJob(weekdayFrom(addDays(today, 29)));
    const bad = await owner.put(`${production}/jobadmins/${jobAdminId}/scheduledin`, {
      scheduledIn: '2026-02-30',
      recalculateScheduledOut: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'recalculateScheduledOut',
      'scheduledIn',
    ]);

    const harbor = await signedIn(bayline.url, 'demo@bayline.test', 'HARBOR');
    const elsewhere = await reschedule(jobAdminId, weekdayFrom(addDays(today, 30)), false, harbor);
    expect(elsewhere.status).toBe(404);

    const tech = await signedIn(bayline.url, 'tech@bayline.test');
    expect((await reschedule(jobAdminId, weekdayFrom(addDays(today, 30)), false, tech)).status).toBe(403);
  });
});
