import { addDays, type JobClass, type JobFolderView, scheduleMessages, weekdayOf } from '@bayline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { validJobBody } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';
import { capacityOn, countOn, reservationLeftByCrash } from './testing/schedule.ts';

const production = '/api/production/v1';
const { bayline, owner } = localShop({ jobsPerLocation: 2, users: { owner: 'demo@bayline.test' } });
let today: string;
let location: string;
let light: JobClass;

beforeAll(async () => {
  const settings = (await owner.get(`${production}/locations/settings`)).json;
  today = settings.today;
  location = settings.shortName;
  light = ((await owner.get(`${production}/jobclass`)).json as JobClass[]).find((c) => c.name === 'Light')!;
});

/** The first Monday to Thursday on or after `from` (the Light class takes jobs Monday to Friday). */
const weekdayFrom = (from: string) => {
  let day = from;
  while (![1, 2, 3, 4].includes(weekdayOf(day))) day = addDays(day, 1);
  return day;
};
const lightCount = (day: string) => countOn(owner, light, day);
const jobBody = (day: string) =>
  validJobBody(owner, { scheduledIn: `${day}T00:00:00`, scheduledOut: `${addDays(day, 7)}T00:00:00` });
const newJob = async (day: string) => {
  const created = await owner.post(`${production}/jobadmins`, await jobBody(day));
  expect(created.status, created.text).toBe(201);
  return created.json.jobAdmin.jobAdminId as string;
};
/** Fills the day to one place short of the Light class's capacity. */
const oneLeft = async (day: string) => {
  for (let n = await lightCount(day); n < capacityOn(light, day) - 1; n++) await newJob(day);
};
const dayFull = [{ field: 'scheduledIn', message: scheduleMessages.dayFull }];

describe('a day of a class that does not allow going over its capacity', () => {
  it('takes one of 20 concurrent creates for its last place and refuses the rest', async () => {
    const day = weekdayFrom(addDays(today, 50));
    await oneLeft(day);
    const body = await jobBody(day);
    const answers = await Promise.all(Array.from({ length: 20 }, () => owner.post(`${production}/jobadmins`, body)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status, refused.text).toBe(400);
      expect(refused.json.errors).toEqual(dayFull);
    }
    await expect.poll(() => lightCount(day)).toBe(capacityOn(light, day));
  });

  it('takes one of 20 concurrent moves onto its last place and refuses the rest', async () => {
    const day = weekdayFrom(addDays(today, 57));
    await oneLeft(day);
    const jobs: string[] = [];
    // Each on a day of its own, after the one they are moved to.
    for (let n = 0, from = day; n < 20; n++) {
      from = weekdayFrom(addDays(from, 1));
      jobs.push(await newJob(from));
    }
    const answers = await Promise.all(
      jobs.map((jobAdminId) =>
        owner.put(`${production}/jobadmins/${jobAdminId}/scheduledin`, {
          scheduledIn: day,
          recalculateScheduledOut: true,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status, refused.text).toBe(400);
      expect(refused.json.errors).toEqual(dayFull);
    }
    await expect.poll(() => lightCount(day)).toBe(capacityOn(light, day));
  });

  it('refuses the folder’s save onto a full day, and frees the place of a job moved away', async () => {
    const day = weekdayFrom(addDays(today, 92));
    await oneLeft(day);
    const last = await newJob(day);
    const jobAdminId = await newJob(weekdayFrom(addDays(today, 99)));
    const folder = (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json as JobFolderView;
    const onto = { ...folder, scheduledIn: `${day}T00:00:00`, scheduledOut: `${addDays(day, 7)}T00:00:00` };
    const refused = await owner.put(`${production}/jobadmins/asfolder`, onto);
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json.errors).toEqual(dayFull);

    // The day's last job leaves it: its place is the folder's to take.
    const away = await owner.put(`${production}/jobadmins/${last}/scheduledin`, {
      scheduledIn: weekdayFrom(addDays(today, 106)),
      recalculateScheduledOut: true,
    });
    expect(away.status, away.text).toBe(200);
    const saved = await owner.put(`${production}/jobadmins/asfolder`, onto);
    expect(saved.status, saved.text).toBe(200);
    await expect.poll(() => lightCount(day)).toBe(capacityOn(light, day));
  });

  it('books no place for a reservation whose job was never written (a crash between the two appends)', async () => {
    const day = weekdayFrom(addDays(today, 113));
    await oneLeft(day);
    // The reservation of a create that stopped before its job's append, a minute ago.
    const place = { locationShortName: location, jobClass: light, day };
    await reservationLeftByCrash(bayline.adapters.store, place, 'never-written', new Date(Date.now() - 60_000));
    await newJob(day);
    const over = await owner.post(`${production}/jobadmins`, await jobBody(day));
    expect(over.status, over.text).toBe(400);
    expect(over.json.errors).toEqual(dayFull);
    await expect.poll(() => lightCount(day)).toBe(capacityOn(light, day));
  });
});
