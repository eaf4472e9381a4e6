import { mediaModel } from '@bayline/contracts/read-models/folder';
import { documentProjector, ofTypes, unhandled } from '../projector.ts';
import { onJobStream } from './job-changes.ts';

const isMediaEvent = ofTypes(
  'MediaUploaded',
  'MediaMovedToCategory',
  'MediaDeleted',
  'MediaThumbnailMade',
  'MediaThumbnailFailed',
);

/**
 * Jobs' media, one document per item (`id` is the media id): what the folder's Media tab lists and what downloads
 * check access by.
 */
export const mediaProjector = documentProjector({
  name: 'media',
  model: mediaModel,
  canHandle: (event) => onJobStream(event) && isMediaEvent(event),
  documentId: (event) => event.data.mediaId,
  evolve(item, event) {
    if (event.type === 'MediaUploaded') {
      const uploaded = event.data;
      return {
        ...uploaded,
        id: uploaded.mediaId,
        locationShortName: event.metadata.locationShortName,
        createdAt: event.metadata.at,
        uploadedById: event.metadata.userId,
        thumbnailPending: uploaded.contentType.startsWith('image/'),
        thumbnailType: null,
        thumbnailFailure: null,
      };
    }
    if (event.type === 'MediaDeleted') return null;
    if (!item) return item;
    switch (event.type) {
      case 'MediaMovedToCategory':
        return { ...item, mediaCategoryId: event.data.mediaCategoryId };
      case 'MediaThumbnailMade':
        return { ...item, thumbnailPending: false, thumbnailType: event.data.contentType };
      case 'MediaThumbnailFailed':
        return { ...item, thumbnailPending: false, thumbnailFailure: event.data.reason };
      default:
        return unhandled(event);
    }
  },
});
