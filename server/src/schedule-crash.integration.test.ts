import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type JobClass, scheduleMessages } from '@bayline/contracts';
import { openLmdbEventStore } from '@bayline/platform/event-store/lmdb';
import { adminTokenHeader } from '@bayline/platform/http';
import { afterAll, describe, expect, it } from 'vitest';
import { apiClient, jobBodies } from './testing/client.ts';
import { type BaylineProcess, healthy, startBaylineProcess } from './testing/processes.ts';
import { capacityOn, countOn, dayOnSchedule, reservationLeftByCrash } from './testing/schedule.ts';

const production = '/api/production/v1';
/**
 * How long a reservation its job does not confirm still counts (`pendingMs`, command-service/src/jobs/schedule.ts):
 * its job's append may still be under way.
 */
const graceMs = 10_000;
const dataDir = mkdtempSync(join(tmpdir(), 'bayline-schedule-crash-'));
const started: BaylineProcess[] = [];

/** `npm start`'s entry point on the data folder; resolves once it answers, with the owner signed in. */
async function start() {
  const bayline = await startBaylineProcess({ BAYLINE_DATA_DIR: dataDir, BAYLINE_SEED_JOBS: '2' });
  started.push(bayline);
  await healthy(bayline);
  const owner = apiClient(bayline.url);
  expect((await owner.login('demo@bayline.test')).status).toBe(200);
  return { bayline, owner };
}

afterAll(() => {
  for (const bayline of started) bayline.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('killing the server between a reservation of a place and its job’s append', () => {
  it('books no place for the reservation once its grace has passed, after the restart and after a rebuild', {
    timeout: 240_000,
  }, async () => {
    const first = await start();
    const classes = (await first.owner.get(`${production}/jobclass`)).json as JobClass[];
    const light = classes.find((c) => c.name === 'Light')!;
    const locationShortName = (await first.owner.get(`${production}/locations/settings`)).json.shortName as string;
    const jobBody = await jobBodies(first.owner);
    // Of the Light class (a class that keeps to its capacity), on a day no other body takes.
    const onTheDay = jobBody({ clientName: 'Before The Crash' });
    expect(onTheDay.jobClassId).toBe(light.jobClassId);
    const day = String(onTheDay.scheduledIn).slice(0, 10);
    const capacity = capacityOn(light, day);
    for (let n = await countOn(first.owner, light, day); n < capacity - 1; n++)
      expect((await first.owner.post(`${production}/jobadmins`, onTheDay)).status).toBe(201);
    const elsewhere = await first.owner.post(`${production}/jobadmins`, jobBody({ clientName: 'Being Moved' }));
    expect(elsewhere.status).toBe(201);
    const moving = elsewhere.json.jobAdmin.jobAdminId as string;

    first.bayline.child.kill('SIGKILL');
    await first.bayline.exited;
    // What the kill leaves of a create and of a move of `moving` onto the day's last place, each stopped after
    // reserving it: the reservations alone.
    const crashedAt = new Date();
    const store = await openLmdbEventStore(join(dataDir, 'events'));
    try {
      const place = { locationShortName, jobClass: light, day };
      for (const jobAdminId of ['never-written', moving])
        await reservationLeftByCrash(store, place, jobAdminId, crashedAt);
    } finally {
      await store.close();
    }

    const second = await start();
    expect(await countOn(second.owner, light, day, first.owner.position)).toBe(capacity - 1);
    // Within its grace a reservation may be a create still under way in another process; past it, it books nothing.
    await sleep(Math.max(0, crashedAt.getTime() + graceMs - Date.now()));
    const last = await second.owner.post(`${production}/jobadmins`, onTheDay);
    expect(last.status, last.text).toBe(201);
    const over = await second.owner.post(`${production}/jobadmins`, onTheDay);
    expect(over.status, over.text).toBe(400);
    expect(over.json.errors).toEqual([{ field: 'scheduledIn', message: scheduleMessages.dayFull }]);
    const schedule = await dayOnSchedule(second.owner, day);
    expect(schedule.jobs.map((j) => j.jobAdminId)).not.toContain(moving);
    expect(await countOn(second.owner, light, day)).toBe(capacity);

    const rebuild = await fetch(`${second.bayline.url}/admin/rebuild/all`, {
      method: 'POST',
      headers: { [adminTokenHeader]: readFileSync(join(dataDir, 'admin-token'), 'utf8').trim() },
    });
    expect((await rebuild.text()).trim().split('\n').at(-1)).toBe('done');
    expect(await dayOnSchedule(second.owner, day)).toEqual(schedule);
  });
});
