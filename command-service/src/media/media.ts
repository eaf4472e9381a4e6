import type { MediaEvent, MediaType } from '@bayline/contracts';

/** A job's media as its deciders need them: by media id (a Map: the ids are the client's to name). */
export interface MediaState {
  /** What a text that carries the item tells about it. */
  fileName: string;
  contentType: MediaType;
  mediaCategoryId: string | null;
  /** A thumbnail was made or found impossible: a retried thumbnail job records nothing more. */
  thumbnailDecided: boolean;
}

export type JobMedia = ReadonlyMap<string, MediaState>;

/** The job's media after a media event. */
export function mediaAfter(media: JobMedia, event: MediaEvent): JobMedia {
  switch (event.type) {
    case 'MediaUploaded': {
      const { mediaId, fileName, contentType, mediaCategoryId } = event.data;
      return new Map(media).set(mediaId, { fileName, contentType, mediaCategoryId, thumbnailDecided: false });
    }
    case 'MediaMovedToCategory': {
      const { mediaId, mediaCategoryId } = event.data;
      const item = media.get(mediaId);
      return item ? new Map(media).set(mediaId, { ...item, mediaCategoryId }) : media;
    }
    case 'MediaThumbnailMade':
    case 'MediaThumbnailFailed': {
      const { mediaId } = event.data;
      const item = media.get(mediaId);
      return item ? new Map(media).set(mediaId, { ...item, thumbnailDecided: true }) : media;
    }
    case 'MediaDeleted': {
      const next = new Map(media);
      next.delete(event.data.mediaId);
      return next;
    }
    default:
      event satisfies never;
      return media;
  }
}
