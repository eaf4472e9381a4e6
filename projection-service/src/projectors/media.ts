import type { MediaEvents } from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Projector } from '../projector.ts';

const mediaEvents = new Set<string>([
  'MediaUploaded',
  'MediaMovedToCategory',
  'MediaDeleted',
  'MediaThumbnailMade',
  'MediaThumbnailFailed',
] satisfies (keyof MediaEvents)[]);

const mediaIdOf = (event: RecordedEvent) =>
  event.streamId.startsWith('job-') && mediaEvents.has(event.type) ? String(event.data.mediaId) : undefined;

/**
 * Jobs' media, one document per item (`id` is the media id): what the folder's Media tab lists, what downloads
 * check access by, and whose job a bulk delete's ids belong to.
 */
export const mediaProjector: Projector = {
  name: 'media',
  collections: ['media'],
  // A job's media in the folder's order (created, then name); a location's for ids named without their job; the
  // photos still waiting for their thumbnail (the process manager queues them again after a restart).
  indexes: { media: [['jobAdminId', 'createdAt', 'fileName'], ['locationShortName'], ['thumbnailPending']] },
  keys(event) {
    const id = mediaIdOf(event);
    return id ? [{ collection: 'media', id }] : [];
  },
  apply(event, read) {
    const id = mediaIdOf(event);
    if (!id) return [];
    if (event.type === 'MediaUploaded') {
      const uploaded = event.data as MediaEvents['MediaUploaded'];
      return [
        {
          op: 'upsert',
          collection: 'media',
          doc: {
            ...uploaded,
            id,
            locationShortName: event.metadata.locationShortName,
            createdAt: event.metadata.at,
            uploadedById: event.metadata.userId,
            thumbnailPending: uploaded.contentType.startsWith('image/'),
            thumbnailType: null,
            thumbnailFailure: null,
          },
        },
      ];
    }
    if (event.type === 'MediaDeleted') return [{ op: 'delete', collection: 'media', id }];
    const item = read('media', id);
    if (!item) return [];
    const change =
      event.type === 'MediaMovedToCategory'
        ? { mediaCategoryId: (event.data as MediaEvents['MediaMovedToCategory']).mediaCategoryId }
        : event.type === 'MediaThumbnailMade'
          ? { thumbnailPending: false, thumbnailType: (event.data as MediaEvents['MediaThumbnailMade']).contentType }
          : { thumbnailPending: false, thumbnailFailure: (event.data as MediaEvents['MediaThumbnailFailed']).reason };
    return [{ op: 'upsert', collection: 'media', doc: { ...item, ...change } }];
  },
};
