import {
  eventOf,
  type MediaEvents,
  type MediaMove,
  type MediaType,
  mediaTypes,
  messagingMediaCategory,
  notFound,
  Refusal,
  type ThumbnailOutcome,
} from '@bayline/contracts';
import { type Job, mustBeOpen } from '../jobs/job.ts';
import type { Catalog } from '../shared/catalog.ts';

const event = eventOf<MediaEvents>();

/** A file as the upload stored it: its blob is already kept under `media/{mediaId}`. */
export interface StoredFile {
  mediaId: string;
  fileName: string;
  contentType: MediaType;
  size: number;
  sha256: string;
}

/** A category files may be put in: one of the location's, active and not deleted; null is none. */
export function mustBeCategory(catalog: Catalog, mediaCategoryId: string | null) {
  if (mediaCategoryId === null) return;
  const category = catalog.mediaCategories.find((c) => c.mediaCategoryId === mediaCategoryId);
  if (!category?.isActive || category.deletedAt) throw notFound('Media category');
}

/**
 * The category files sent by text go to: the location's built-in Messaging one (null, no category, for a location
 * that has none).
 */
export function messagingCategoryOf(catalog: Catalog): string | null {
  const category = catalog.mediaCategories.find(
    (c) => !c.isCustom && !c.deletedAt && c.description === messagingMediaCategory,
  );
  return category?.mediaCategoryId ?? null;
}

/** Adding files to a job (spec 1 section 4: a void or archived job takes no media). */
export function decideUpload(state: Job, files: StoredFile[], mediaCategoryId: string | null, catalog: Catalog) {
  mustBeOpen(state);
  mustBeCategory(catalog, mediaCategoryId);
  return files.map((file) =>
    event('MediaUploaded', {
      jobAdminId: state.jobAdminId,
      ...file,
      mediaCategoryId,
      isMedia: mediaTypes[file.contentType].isMedia,
    }),
  );
}

export const mediaNotOnJob = (mediaId: string) =>
  new Refusal('UnknownMedia', 'Media not found', { detail: `No media ${mediaId} on this job` });

function mustBeOnJob(state: Job, mediaId: string) {
  if (!state.media.has(mediaId)) throw mediaNotOnJob(mediaId);
}

/** Move to Media Category: every item and category is checked before any move is decided. */
export function decideMoveMedia(state: Job, moves: MediaMove, catalog: Catalog) {
  mustBeOpen(state);
  for (const { mediaId, mediaCategoryId } of moves) {
    mustBeOnJob(state, mediaId);
    mustBeCategory(catalog, mediaCategoryId);
  }
  // The last move of an item named twice is where it ends up.
  const wanted = new Map(moves.map((m) => [m.mediaId, m.mediaCategoryId]));
  return [...wanted]
    .filter(([mediaId, mediaCategoryId]) => state.media.get(mediaId)?.mediaCategoryId !== mediaCategoryId)
    .map(([mediaId, mediaCategoryId]) =>
      event('MediaMovedToCategory', { jobAdminId: state.jobAdminId, mediaId, mediaCategoryId }),
    );
}

export function decideDeleteMedia(state: Job, mediaIds: readonly string[]) {
  mustBeOpen(state);
  for (const mediaId of mediaIds) mustBeOnJob(state, mediaId);
  return mediaIds.map((mediaId) => event('MediaDeleted', { jobAdminId: state.jobAdminId, mediaId }));
}

/** Recorded once, so a retried thumbnail job changes nothing (and a deleted item nothing). */
export function decideThumbnail(state: Job, mediaId: string, outcome: ThumbnailOutcome) {
  const item = state.media.get(mediaId);
  if (!item || item.thumbnailDecided) return [];
  const base = { jobAdminId: state.jobAdminId, mediaId };
  return [
    outcome.made
      ? event('MediaThumbnailMade', { ...base, contentType: outcome.contentType })
      : event('MediaThumbnailFailed', { ...base, reason: outcome.reason.slice(0, 500) }),
  ];
}
