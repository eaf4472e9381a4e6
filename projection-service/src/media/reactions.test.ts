import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaModel } from '@bayline/contracts/read-models/folder';
import { openLmdbEventStore } from '@bayline/platform/event-store';
import { createInProcessJobQueue, createInProcessLock } from '@bayline/platform/job-queue';
import { openLmdbReadStore } from '@bayline/platform/read-store';
import { describe, expect, it } from 'vitest';
import { mediaProjector } from '../projectors/media.ts';
import { startReactions } from '../reactions/runner.ts';
import { mediaJobs, mediaReactionsName, mediaReactor } from './reactions.ts';

const metadata = {
  userId: 'u1',
  at: '2026-03-02T15:00:00.000Z',
  locationShortName: 'BAYVIEW',
  correlationId: 'c1',
  schemaVersion: 1,
};

describe('the media process manager', () => {
  it('queues the work of the log from its checkpoint, and again the photos still waiting for a thumbnail', async () => {
    const root = mkdtempSync(join(tmpdir(), 'bayline-reactions-'));
    const store = await openLmdbEventStore(join(root, 'events'));
    const readStore = await openLmdbReadStore(join(root, 'read-models'));
    const queue = createInProcessJobQueue();
    try {
      for (const [collection, fields] of Object.entries(mediaProjector.indexes!))
        await readStore.ensureIndexes(collection, fields);
      // A photo whose thumbnail job a restart lost: the read model still shows it waiting.
      await readStore.commit(
        [
          {
            op: 'upsert',
            collection: mediaModel.collection,
            doc: {
              id: 'lost',
              jobAdminId: 'j0',
              contentType: 'image/png',
              locationShortName: 'BAYVIEW',
              thumbnailPending: true,
            },
          },
        ],
        { name: 'media', position: 1 },
      );
      const uploaded = { jobAdminId: 'j1', mediaId: 'm1', contentType: 'image/jpeg' };
      await store.append(
        'job-j1',
        [
          { type: 'MediaUploaded', data: uploaded, metadata },
          { type: 'MediaUploaded', data: { ...uploaded, mediaId: 'v1', contentType: 'video/mp4' }, metadata },
          { type: 'MediaDeleted', data: { jobAdminId: 'j1', mediaId: 'm1' }, metadata },
        ],
        { expectedVersion: -1 },
      );
      const seen: string[] = [];
      const errors: string[] = [];
      await queue.process<{ mediaId: string }>(
        mediaJobs.thumbnail,
        async (job) => void seen.push(`thumb ${job.data.mediaId}`),
      );
      await queue.process<{ mediaId: string }>(
        mediaJobs.removeBlobs,
        async (job) => void seen.push(`remove ${job.data.mediaId}`),
      );

      const reactions = startReactions([mediaReactor], {
        store,
        readStore,
        queue,
        lock: createInProcessLock(),
        leaseMs: 300,
        log: (line) => errors.push(line),
      });
      await expect.poll(() => seen.length).toBe(3);
      await expect.poll(() => readStore.checkpoint(mediaReactionsName)).toBe(await store.headPosition());
      await reactions.stop();
      expect(seen.sort()).toEqual(['remove m1', 'thumb lost', 'thumb m1']);
      expect(errors).toEqual([]);
    } finally {
      await queue.close();
      await readStore.close();
      await store.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
