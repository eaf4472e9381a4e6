import type { MediaEvents } from '@bayline/contracts';
import type { EventStore, RecordedEvent, Subscription } from '@bayline/platform/event-store/port';
import type { JobQueue, Lease, Lock } from '@bayline/platform/job-queue/port';
import type { ReadStore } from '@bayline/platform/read-store/port';

/** The queue jobs media events set off. */
export const mediaJobs = { thumbnail: 'media-thumbnail', removeBlobs: 'media-remove-blobs' } as const;

export interface ThumbnailJob {
  jobAdminId: string;
  mediaId: string;
  contentType: string;
  locationShortName: string;
}

export interface RemoveBlobsJob {
  mediaId: string;
}

const thumbnailWork = (data: ThumbnailJob) => ({ name: mediaJobs.thumbnail, data, jobId: `thumb-${data.mediaId}` });

/** The work an event asks for outside the log, or undefined. Videos and PDFs get no thumbnail (no ffmpeg here). */
export function mediaWorkFor(event: RecordedEvent) {
  if (!event.streamId.startsWith('job-')) return undefined;
  if (event.type === 'MediaUploaded') {
    const { jobAdminId, mediaId, contentType } = event.data as MediaEvents['MediaUploaded'];
    if (!contentType.startsWith('image/')) return undefined;
    return thumbnailWork({ jobAdminId, mediaId, contentType, locationShortName: event.metadata.locationShortName });
  }
  // Blobs go only after the fact is recorded: a refused delete never loses a file.
  if (event.type === 'MediaDeleted') {
    const data: RemoveBlobsJob = { mediaId: (event.data as MediaEvents['MediaDeleted']).mediaId };
    return { name: mediaJobs.removeBlobs, data, jobId: `remove-${data.mediaId}` };
  }
  return undefined;
}

export const mediaReactionsName = 'media-reactions';

/**
 * The media process manager: follows the event log from its own checkpoint, as a projector does, and hands the
 * work media events ask for to the job queue; it appends nothing itself (the workers record outcomes through the
 * command path). One process leads it (a lease, like a projector's); the checkpoint moves only after the batch's
 * jobs are queued, so a crash queues some again, which the workers take as done.
 */
export function startMediaReactions(deps: {
  store: EventStore;
  readStore: ReadStore;
  queue: JobQueue;
  lock: Lock;
  leaseMs: number;
  log: (line: string) => void;
}) {
  const { store, readStore, queue, lock, leaseMs, log } = deps;
  let stopped = false;
  let lease: Lease | undefined;
  let subscription: Subscription | undefined;
  let timer: NodeJS.Timeout | undefined;

  const later = (ms: number) => {
    if (!stopped) timer = setTimeout(() => void tick(), ms);
  };

  const enqueue = (work: NonNullable<ReturnType<typeof mediaWorkFor>>) =>
    queue.enqueue(work.name, work.data, { jobId: work.jobId, attempts: 5, backoffMs: 2000 });

  /**
   * The in-process queue keeps nothing across a restart: photos the media read model still shows waiting for a
   * thumbnail are queued again whenever this process starts leading (deduplicated while queued; recorded once).
   */
  async function requeueWaiting() {
    for (const doc of await readStore.find('media', { thumbnailPending: true }))
      await enqueue(
        thumbnailWork({
          jobAdminId: String(doc.jobAdminId),
          mediaId: String(doc.id),
          contentType: String(doc.contentType),
          locationShortName: String(doc.locationShortName),
        }),
      );
  }

  async function follow() {
    await requeueWaiting();
    let position = (await readStore.checkpoint(mediaReactionsName)) ?? 0;
    subscription = store.subscribe(position, {
      async onBatch(events) {
        for (const event of events) {
          const work = mediaWorkFor(event);
          if (work) await enqueue(work);
        }
        const last = events.at(-1)!.position;
        await readStore.commit([], { name: mediaReactionsName, position: last }, { from: position });
        position = last;
      },
      onError(error) {
        log(`${mediaReactionsName}: ${error instanceof Error ? error.message : String(error)}; following again`);
        void subscription?.close();
        subscription = undefined;
      },
    });
  }

  /** Leads when it can, keeps the lease, and follows again after an error. */
  async function tick() {
    try {
      if (!lease) lease = await lock.acquire(mediaReactionsName, leaseMs);
      else if (!(await lease.renew())) {
        lease = undefined;
        await subscription?.close();
        subscription = undefined;
      }
      if (lease && !subscription && !stopped) await follow();
    } catch (error) {
      log(`${mediaReactionsName}: ${error instanceof Error ? error.message : String(error)}`);
    }
    later(leaseMs / 3);
  }

  void tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await subscription?.close();
      await lease?.release();
    },
  };
}
