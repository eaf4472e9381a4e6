import type { EventStore } from '@bayline/platform/event-store';
import { beforeEach, expect, it } from 'vitest';
import { type JobStreamEvent, job, jobStream } from '../jobs/job.ts';
import { type CommandContext, type ExecuteDeps, stamp } from '../shared/command.ts';
import { foldedStreams } from '../shared/folded-streams.ts';
import { keyedQueue } from '../shared/keyed-queue.ts';
import { upgradeStream } from '../shared/upgrade.ts';
import { catalog, monday } from '../testing/catalog.ts';
import { given } from '../testing/given.ts';
import { createdJob, storedFile } from '../testing/job.ts';
import { eventStoreFolder } from '../testing/store-folder.ts';
import { upgradeAt } from '../testing/upgrade.ts';
import { decideUpload } from './decide.ts';
import { earlierMedia, findMedia } from './filing.ts';

const ctx: CommandContext = { userId: 'user-1', locationShortName: 'BAYVIEW', now: monday, correlationId: 'test' };

const folder = eventStoreFolder('media-backfill');
let store: EventStore;
let deps: ExecuteDeps;
beforeEach(async () => {
  store = await folder.open();
  deps = { store, streams: foldedStreams(store), inTurn: keyedQueue() };
});

/** A job with media as an older store holds it: its own stream only, its media on no index. */
async function olderJob(jobAdminId: string, mediaIds: string[], after: JobStreamEvent[] = []) {
  const created = createdJob().map((e) => ({ ...e, data: { ...e.data, jobAdminId } }) as JobStreamEvent);
  const uploaded = decideUpload(
    given(job, created).state,
    mediaIds.map((id) => storedFile(id)),
    null,
    catalog,
  );
  await store.append(jobStream(jobAdminId), stamp([...created, ...uploaded, ...after], ctx), {
    expectedVersion: 'no_stream',
  });
}
const start = () => upgradeAt(deps, monday, earlierMedia);

it('leaves a store with no media as it is', async () => {
  expect((await start()).size).toBe(0);
  expect(await store.headPosition()).toBe(0);
});

it('files the media an older store’s jobs have, once per store, so they are found by id', async () => {
  await olderJob('job-1', ['m1', 'm2']);
  await olderJob('job-2', ['m3', 'gone'], [{ type: 'MediaDeleted', data: { jobAdminId: 'job-2', mediaId: 'gone' } }]);

  expect((await start()).get('media-files')).toBe(3);
  expect((await store.readStream(upgradeStream('media-files'))).map((e) => e.data)).toEqual([
    { name: 'media-files', entries: 3 },
  ]);
  expect(await findMedia(deps, 'BAYVIEW', ['m3', 'm1', 'm2'])).toEqual(
    new Map([
      ['job-2', ['m3']],
      ['job-1', ['m1', 'm2']],
    ]),
  );
  await expect(findMedia(deps, 'BAYVIEW', ['m1', 'gone'])).rejects.toMatchObject({ name: 'UnknownMedia' });
  await expect(findMedia(deps, 'HARBOR', ['m1'])).rejects.toMatchObject({ name: 'UnknownMedia' });

  // Started again (another process, a restart): nothing more.
  const head = await store.headPosition();
  expect((await start()).size).toBe(0);
  expect(await store.headPosition()).toBe(head);
});
