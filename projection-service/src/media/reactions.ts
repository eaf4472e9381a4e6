import { mediaModel } from '@bayline/contracts/read-models/folder';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import { projected } from '../projector.ts';
import type { Reactor, Work } from '../reactions/runner.ts';

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

const thumbnailWork = (data: ThumbnailJob): Work => ({
  name: mediaJobs.thumbnail,
  data,
  jobId: `thumb-${data.mediaId}`,
});

/** The work an event asks for outside the log. Videos and PDFs get no thumbnail (no ffmpeg here). */
export function mediaWorkFor(recorded: RecordedEvent): Work[] {
  const event = projected(recorded);
  if (!event.streamId.startsWith('job-')) return [];
  if (event.type === 'MediaUploaded') {
    const { jobAdminId, mediaId, contentType } = event.data;
    if (!contentType.startsWith('image/')) return [];
    return [thumbnailWork({ jobAdminId, mediaId, contentType, locationShortName: event.metadata.locationShortName })];
  }
  // Blobs go only after the fact is recorded: a refused delete never loses a file.
  if (event.type === 'MediaDeleted') {
    const data: RemoveBlobsJob = { mediaId: event.data.mediaId };
    return [{ name: mediaJobs.removeBlobs, data, jobId: `remove-${data.mediaId}` }];
  }
  return [];
}

export const mediaReactionsName = 'media-reactions';

/**
 * The media process manager: a thumbnail for each uploaded photo, the removal of each deleted item's files. Photos
 * the media read model still shows waiting for a thumbnail are queued again whenever it starts leading
 * (deduplicated while queued; recorded once).
 */
export const mediaReactor: Reactor = {
  name: mediaReactionsName,
  begins: 'start',
  workFor: mediaWorkFor,
  async requeue({ readStore }) {
    return (await readStore.collection(mediaModel).find({ thumbnailPending: true })).map((doc) =>
      thumbnailWork({
        jobAdminId: String(doc.jobAdminId),
        mediaId: String(doc.id),
        contentType: String(doc.contentType),
        locationShortName: String(doc.locationShortName),
      }),
    );
  },
};
