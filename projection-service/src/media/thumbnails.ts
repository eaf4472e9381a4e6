import { Readable } from 'node:stream';
import { blobKeys, mediaLimits, type ThumbnailOutcome } from '@bayline/contracts';
import type { BlobStore } from '@bayline/platform/blobs';
import type { JobQueue } from '@bayline/platform/job-queue/port';
import { mediaJobs, type RemoveBlobsJob, type ThumbnailJob } from './reactions.ts';

const thumbnailType = 'image/webp';
/** A decompression bomb (a tiny file of a huge picture) is refused rather than decoded. */
const maxPixels = 100_000_000;

/** Makes `thumbs/{mediaId}` from an image: at most thumbnailSize square, turned the way the camera held it. */
export async function makeThumbnail(blobs: BlobStore, mediaId: string): Promise<ThumbnailOutcome> {
  const original = await blobs.get(blobKeys.media(mediaId));
  if (!original) return { made: false, reason: 'The file is no longer kept' };
  let thumbnail: Buffer;
  try {
    const bytes = Buffer.concat(await original.stream.toArray());
    // Loaded by the process that makes thumbnails only: the projection thread and the query role never need it.
    const { default: sharp } = await import('sharp');
    thumbnail = await sharp(bytes, { limitInputPixels: maxPixels })
      .rotate()
      .resize(mediaLimits.thumbnailSize, mediaLimits.thumbnailSize, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
  } catch (error) {
    // The picture itself cannot be read (damaged, or a format this sharp cannot decode, such as some HEIC).
    return { made: false, reason: error instanceof Error ? error.message : String(error) };
  }
  await blobs.put(blobKeys.thumbnail(mediaId), Readable.from([thumbnail]), { contentType: thumbnailType });
  return { made: true, contentType: thumbnailType };
}

/**
 * The media queue workers: thumbnails (recorded through `record`, the command path) and the removal of deleted
 * media's blobs. A store failure throws, and the queue retries.
 */
export async function mediaWorkers(
  queue: JobQueue,
  deps: { blobs: BlobStore; record: (job: ThumbnailJob, outcome: ThumbnailOutcome) => Promise<unknown> },
) {
  return Promise.all([
    queue.process<ThumbnailJob>(
      mediaJobs.thumbnail,
      async (job) => {
        await job.updateProgress(10);
        const outcome = await makeThumbnail(deps.blobs, job.data.mediaId);
        await job.updateProgress(90);
        await deps.record(job.data, outcome);
        return outcome;
      },
      // Decoding a photo takes a core: one at a time leaves the other to answering requests.
      { concurrency: 1 },
    ),
    queue.process<RemoveBlobsJob>(mediaJobs.removeBlobs, async ({ data }) => {
      await deps.blobs.delete(blobKeys.media(data.mediaId));
      await deps.blobs.delete(blobKeys.thumbnail(data.mediaId));
    }),
  ]);
}
