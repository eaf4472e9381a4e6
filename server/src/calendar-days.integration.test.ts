import {
  type Appointment,
  addBusinessDays,
  addDays,
  appointmentMaximumDay,
  appointmentMessages,
  capacityByWeekday,
  dateMessages,
  defaultReportRange,
  instantInZone,
  type JobClass,
  type SavedReport,
  type Schedule,
  scheduledOnOrAfter,
  weekdayOf,
} from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signedIn, validJobBody } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const production = '/api/production/v1';
const scheduling = '/api/scheduling/v1';
const reports = '/api/reports/v1';
/** Bayview's zone (the demo seed's): every wall time below is read there. */
const timeZone = 'America/Los_Angeles';

/**
 * The days the clock is set to, in order (it only moves on, as time does): each weekday of a week, a Saturday
 * evening that is Sunday in UTC, the last evening of the year (and of December), New Year's Day, and the last
 * evening of February, which is March in UTC.
 */
const wallTimes = [
  '2026-12-06T10:00:00',
  '2026-12-07T10:00:00',
  '2026-12-08T10:00:00',
  '2026-12-09T10:00:00',
  '2026-12-10T10:00:00',
  '2026-12-11T10:00:00',
  '2026-12-12T10:00:00',
  '2026-12-12T23:55:00',
  '2026-12-31T23:30:00',
  '2027-01-01T10:00:00',
  '2027-02-28T23:45:00',
];

let clock = instantInZone(itemAt(wallTimes, 0), timeZone);
// Few jobs: the flows below make their own, and the seed's history runs up to the clock's first day.
const { bayline } = localShop({ jobsPerLocation: 2, now: () => clock });

describe.each(wallTimes)('with the clock at %s in Bayview', (wall) => {
  const day = wall.slice(0, 10);
  let owner: ApiClient;
  let light: JobClass;
  let scheduledIn: string;
  let jobAdminId: string;

  const scheduleOf = async (startDate: string, endDate: string) => {
    const answer = await owner.read(`${production}/JobAdmins/schedule?${new URLSearchParams({ startDate, endDate })}`);
    expect(answer.status, answer.text).toBe(200);
    return answer.json as Schedule;
  };
  const createOn = (date: string) =>
    validJobBody(owner, {
      scheduledIn: `${date}T00:00:00`,
      scheduledOut: `${addDays(date, 7)}T00:00:00`,
    }).then((body) => owner.post(`${production}/jobadmins`, body));
  const refusedWith = (answer: { status: number; json: { errors?: unknown } }, field: string, message: string) => {
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toContainEqual({ field, message });
  };

  beforeAll(async () => {
    clock = instantInZone(wall, timeZone);
    // Days pass between the settings: the sessions of the one before have ended.
    owner = await signedIn(bayline.url, 'demo@bayline.test', 'BAYVIEW');
    light = ((await owner.get(`${production}/jobclass`)).json as JobClass[]).find((c) => c.name === 'Light')!;
  });

  it('is today at the location, in its time zone', async () => {
    expect((await owner.get(`${production}/locations/settings`)).json.today).toBe(day);
  });

  it('creates a job on the next day its class is scheduled, and refuses today and a day the class is not', async () => {
    refusedWith(await createOn(day), 'scheduledIn', dateMessages.scheduledInNotFuture);
    const tomorrow = addDays(day, 1);
    if (!((capacityByWeekday(light)[weekdayOf(tomorrow)] ?? 0) > 0))
      refusedWith(await createOn(tomorrow), 'scheduledIn', dateMessages.scheduledInNoCapacity);
    scheduledIn = scheduledOnOrAfter(capacityByWeekday(light), tomorrow);
    const created = await createOn(scheduledIn);
    expect(created.status, created.text).toBe(201);
    jobAdminId = created.json.jobAdmin.jobAdminId;
    const week = await scheduleOf(scheduledIn, scheduledIn);
    expect(week.jobs.map((job) => job.jobAdminId)).toContain(jobAdminId);
  });

  it('moves the job on the schedule to a later day with room, recalculating scheduled out, and never to a past day', async () => {
    refusedWith(
      await owner.put(`${production}/jobadmins/${jobAdminId}/scheduledin`, {
        scheduledIn: addDays(day, -1),
        recalculateScheduledOut: true,
      }),
      'scheduledIn',
      dateMessages.scheduledInPast,
    );
    // The first day after the job's that its class is scheduled on and not full.
    const fortnight = await scheduleOf(addDays(scheduledIn, 1), addDays(scheduledIn, 14));
    const to = fortnight.days.find(({ classes }) =>
      classes.some((c) => c.jobClassId === light.jobClassId && c.capacity > c.count),
    )!.date;
    const moved = await owner.put(`${production}/jobadmins/${jobAdminId}/scheduledin`, {
      scheduledIn: to,
      recalculateScheduledOut: true,
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.jobAdmin).toMatchObject({
      scheduledIn: `${to}T00:00:00`,
      scheduledOut: `${addBusinessDays(to, light.serviceDays)}T00:00:00`,
    });
  });

  it('books an appointment up to three years from today, and not a day later', async () => {
    const [category] = (await owner.get(`${scheduling}/Appointment/ApptCategory`)).json as [{ apptCategoryId: string }];
    const on = (date: string) =>
      owner.post(`${scheduling}/Appointment`, {
        description: 'Estimate',
        startDateTime: `${date}T09:00:00`,
        endDateTime: `${date}T10:00:00`,
        apptCategoryId: category.apptCategoryId,
        clientName: 'Maria Garcia',
        clientCellular: '(510) 555-0101',
        make: 'Honda',
      });
    const last = appointmentMaximumDay(day);
    const booked = await on(last);
    expect(booked.status, booked.text).toBe(201);
    expect((booked.json as Appointment).startDateTime).toBe(`${last}T09:00:00`);
    refusedWith(await on(addDays(last, 1)), 'startDateTime', appointmentMessages.afterMaximumDate);
  });

  it('runs a report over the range its today gives: this month, or the year to today', async () => {
    const saved = (await owner.get(`${reports}/reports/saved`)).json as SavedReport[];
    const card = saved.find((r) => r.name === 'Report Card')!;
    const drilled = await owner.read(`${reports}/reports/drilldown/${card.reportOptionId}?figure=deliveredCount`);
    expect(drilled.status, drilled.text).toBe(200);
    expect(drilled.json.range).toEqual(defaultReportRange(card.setType, card.chartType, day));
  });
});
