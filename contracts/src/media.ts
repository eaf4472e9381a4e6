import { z } from 'zod';
import { idSchema, maxIdLength } from './bounds.ts';

/**
 * What an upload may be (spec 1 "Add Files dialog"; issue 10). A file is measured as it streams in and typed by
 * its first bytes, never by its name or the type the browser claims.
 */
export const mediaLimits = {
  /** Bytes per file: a phone's photo or a short clip fits, a whole video of a walk-around does not. */
  maxFileBytes: 25 * 1024 * 1024,
  /** Files per upload. */
  maxFiles: 20,
  /** Media one bulk move, bulk delete or zip names. */
  maxSelection: 200,
  /** Bytes of files one zip download carries (their sizes added up), so one request cannot stream gigabytes. */
  maxZipBytes: 1024 * 1024 * 1024,
  /** Characters of a file's display name. */
  maxFileNameLength: 200,
  /** Width and height a thumbnail fits in, in pixels. */
  thumbnailSize: 320,
} as const;

/** The types an upload may have, as its content says; isMedia is the Multimedia pane (images and videos). */
export const mediaTypes = {
  'image/jpeg': { extension: 'jpg', isMedia: true },
  'image/png': { extension: 'png', isMedia: true },
  'image/gif': { extension: 'gif', isMedia: true },
  'image/webp': { extension: 'webp', isMedia: true },
  'image/heic': { extension: 'heic', isMedia: true },
  'video/mp4': { extension: 'mp4', isMedia: true },
  'video/quicktime': { extension: 'mov', isMedia: true },
  'video/webm': { extension: 'webm', isMedia: true },
  'application/pdf': { extension: 'pdf', isMedia: false },
} as const;
export type MediaType = keyof typeof mediaTypes;

/** The media categories every location has, not custom and locked (spec 2: built-in Messaging). */
export const builtInMediaCategories = ['Messaging'] as const;
/** The built-in category files sent by text are filed under. */
export const messagingMediaCategory = builtInMediaCategories[0];

/** Facts about a job's media, on the job's stream `job-{jobAdminId}`. */
export interface MediaEvents {
  /** `fileName` is for display only: blobs are kept under `media/{mediaId}`. */
  MediaUploaded: {
    jobAdminId: string;
    mediaId: string;
    fileName: string;
    contentType: MediaType;
    size: number;
    sha256: string;
    mediaCategoryId: string | null;
    isMedia: boolean;
  };
  MediaMovedToCategory: { jobAdminId: string; mediaId: string; mediaCategoryId: string | null };
  MediaDeleted: { jobAdminId: string; mediaId: string };
  /** The thumbnail is kept under `thumbs/{mediaId}`. */
  MediaThumbnailMade: { jobAdminId: string; mediaId: string; contentType: string };
  MediaThumbnailFailed: { jobAdminId: string; mediaId: string; reason: string };
}
export type MediaEventType = keyof MediaEvents;

/**
 * Which job each media item was added to, streams `mediafiles-{location}-{0..f}` (by the job's id): recorded before
 * the job's own `MediaUploaded`, so a command naming media ids alone finds their jobs, and confirmed on the job's stream.
 */
export interface MediaFilingEvents {
  MediaFiled: { jobAdminId: string; mediaIds: string[] };
}

/** What a thumbnail job found: recorded as MediaThumbnailMade or MediaThumbnailFailed. */
export type ThumbnailOutcome = { made: true; contentType: string } | { made: false; reason: string };

/** One media item of a job folder (spec 1 section 3 "Media and media category"). */
export interface Media {
  mediaId: string;
  fileName: string;
  fileUri: string;
  /** Null until the thumbnail is made, and for what has none (videos, PDFs). */
  thumbnailUri: string | null;
  contentType: string;
  mediaCategoryId: string | null;
  isMedia: boolean;
  size: number;
  createdAt: string;
  uploadedBy: string;
}

/** Where the media area's calls live (architecture "HTTP API"). */
export const mediaBase = '/api/media/v1';
export const mediaUris = {
  file: (mediaId: string) => `${mediaBase}/download/${mediaId}`,
  thumbnail: (mediaId: string) => `${mediaBase}/download/${mediaId}/thumbnail`,
  /** A file for whoever holds the link (an SMS provider fetching a text's media): signed, read-only, expiring. */
  shared: (mediaId: string, link: SharedLink) =>
    `${mediaBase}/shared/${mediaId}?${new URLSearchParams({ expires: link.expires, sig: link.sig })}`,
};

/** What makes a shared link valid: its expiry (seconds since 1970) and the server's signature of id and expiry. */
export interface SharedLink {
  expires: string;
  sig: string;
}

/** How long a shared link works: the provider fetches a text's media when it sends it, retries included. */
export const sharedLinkLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** GET shared/{mediaId}?expires=…&sig=…: bounded here, checked against the signature by the route. */
export const sharedMediaQuerySchema = z.object({
  expires: z.string().max(20),
  sig: z.string().max(200),
});

/** A media item as lists and answers show it: its addresses told from its id. */
export function mediaItem(item: Omit<Media, 'fileUri' | 'thumbnailUri'>, hasThumbnail: boolean): Media {
  return {
    ...item,
    fileUri: mediaUris.file(item.mediaId),
    thumbnailUri: hasThumbnail ? mediaUris.thumbnail(item.mediaId) : null,
  };
}

/** Blob keys: server-made ids only, so no client text ever reaches a path or a bucket name. */
export const blobKeys = {
  media: (mediaId: string) => `media/${mediaId}`,
  thumbnail: (mediaId: string) => `thumbs/${mediaId}`,
};

/**
 * A client's file name as the folder shows it: the last path part, without control or path characters, at most
 * maxFileNameLength characters; 'file' when nothing is left. It is never used to name anything stored.
 */
export function displayFileName(sent: string | undefined): string {
  const last = (sent ?? '').split(/[\\/]/).pop() ?? '';
  const clean = last
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, mediaLimits.maxFileNameLength);
  return clean || 'file';
}

const selectionMessage = `Name 1 to ${mediaLimits.maxSelection} media ids, separated by ';'`;

/**
 * `a;b;c` (spec 1 section 7: ids joined by semicolons) as a bounded list of distinct ids. Bounded as named, then
 * each id kept once: an id named 201 times is 201 names, as many as a bulk move may list.
 */
export const mediaIdListSchema = z
  .string({ error: selectionMessage })
  .max(mediaLimits.maxSelection * (maxIdLength + 1), { error: selectionMessage })
  .transform((text) => text.split(';').filter(Boolean))
  .pipe(
    z.array(idSchema).min(1, { error: selectionMessage }).max(mediaLimits.maxSelection, { error: selectionMessage }),
  )
  .transform((ids) => [...new Set(ids)]);

/** PUT media/bulkmove/{jobAdminId}: each item to its category, null for none. */
export const mediaMoveSchema = z
  .array(z.object({ mediaId: idSchema, mediaCategoryId: idSchema.nullable() }), { error: 'A list is required' })
  .min(1, { error: selectionMessage })
  .max(mediaLimits.maxSelection, { error: selectionMessage });
export type MediaMove = z.infer<typeof mediaMoveSchema>;

/** POST upload/{jobAdminId}[/{mediaCategoryId}] */
export const uploadParamsSchema = z.object({ jobAdminId: idSchema, mediaCategoryId: idSchema.optional() });
/** DELETE media/bulk?ids=a;b;c */
export const mediaBulkQuerySchema = z.object({ ids: mediaIdListSchema });
/** GET download/aszip?jobid=…&ids=a;b */
export const mediaZipQuerySchema = z.object({ jobid: idSchema, ids: mediaIdListSchema });

/** The spec's toasts (spec 1 section 8). */
export const mediaMessages = {
  uploaded: (count: number, job: string) => `Successfully uploaded ${count} media item(s) to Job #${job}`,
  removed: (count: number, job: string) => `Successfully removed ${count} media item(s) from Job #${job}`,
  tooLarge: `Each file must be ${mediaLimits.maxFileBytes / 1024 / 1024} MB or smaller`,
  tooMany: `Send at most ${mediaLimits.maxFiles} files at once`,
  zipTooLarge: `The files of one zip may add up to ${mediaLimits.maxZipBytes / 1024 / 1024} MB at most: choose fewer`,
  notAllowed: 'This kind of file cannot be added to a job',
  allowedKinds: 'Photos (JPEG, PNG, GIF, WebP, HEIC), videos (MP4, MOV, WebM) and PDF documents',
  noFiles: 'No files selected',
  linkInvalid: 'This link is not valid or has expired',
};
