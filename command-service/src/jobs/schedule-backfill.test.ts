import type { JobEvent } from '@bayline/contracts';
import type { EventStore } from '@bayline/platform/event-store';
import { beforeEach, expect, it } from 'vitest';
import { type CommandContext, stamp } from '../shared/command.ts';
import { foldedStreams } from '../shared/folded-streams.ts';
import { keyedQueue } from '../shared/keyed-queue.ts';
import { upgradeStream } from '../shared/upgrade.ts';
import { catalog, light, monday } from '../testing/catalog.ts';
import { jobForm } from '../testing/job.ts';
import { eventStoreFolder } from '../testing/store-folder.ts';
import { upgradeAt } from '../testing/upgrade.ts';
import { checkNewJob, decideNewJob } from './decide.ts';
import { jobStream } from './job.ts';
import { earlierPlaces, scheduleStream } from './schedule.ts';

const ctx: CommandContext = { userId: 'user-1', locationShortName: 'BAYVIEW', now: monday, correlationId: 'test' };
const day = (d: string) => scheduleStream({ locationShortName: 'BAYVIEW', jobClass: light, day: d });

const folder = eventStoreFolder('schedule-backfill');
let store: EventStore;
beforeEach(async () => {
  store = await folder.open();
});

/** A job as an older store holds it: its own stream only, no place reserved for it. */
async function olderJob(jobAdminId: string, scheduledIn: string, after: JobEvent[] = []) {
  const created = decideNewJob(
    checkNewJob(jobForm({ scheduledIn: `${scheduledIn}T00:00:00` }), catalog, new Date('2026-02-20T18:00:00Z')),
    {
      jobAdminId,
      jobAdminInt: 1001,
    },
  );
  await store.append(jobStream(jobAdminId), stamp([...created, ...after], ctx), { expectedVersion: 'no_stream' });
}

const start = () => upgradeAt({ store, streams: foldedStreams(store), inTurn: keyedQueue() }, monday, earlierPlaces);
const reservedOn = async (d: string) =>
  (await store.readStream(day(d))).map((e) => `${e.type} ${(e.data as { jobAdminId: string }).jobAdminId}`);

it('leaves a store with no jobs as it is', async () => {
  expect((await start()).size).toBe(0);
  expect(await store.headPosition()).toBe(0);
});

it('reserves the place of each job scheduled from today on that has none, once per store', async () => {
  await olderJob('job-1', '2026-03-04');
  await olderJob('job-2', '2026-03-04');
  await olderJob('voided', '2026-03-04', [{ type: 'JobVoided', data: { jobAdminId: 'voided', closeDate: 'x' } }]);
  await olderJob('past', '2026-02-27');
  // job-2 has its place already (it was moved onto the day by a command that reserves).
  await store.append(day('2026-03-04'), stamp([{ type: 'PlaceReserved', data: { jobAdminId: 'job-2' } }], ctx), {
    expectedVersion: 'no_stream',
  });

  expect((await start()).get('schedule-places')).toBe(1);
  expect(await reservedOn('2026-03-04')).toEqual(['PlaceReserved job-2', 'PlaceReserved job-1']);
  expect(await reservedOn('2026-02-27')).toEqual([]);
  expect((await store.readStream(upgradeStream('schedule-places'))).map((e) => e.data)).toEqual([
    { name: 'schedule-places', entries: 1 },
  ]);

  // Started again (another process, a restart): nothing more.
  expect((await start()).size).toBe(0);
  expect(await reservedOn('2026-03-04')).toHaveLength(2);
  expect(await store.readStream(upgradeStream('schedule-places'))).toHaveLength(1);
});
