import { type Media, mediaLimits, type mediaSchema } from '@bayline/contracts';
import type { z } from 'zod';
import { api } from './api.ts';

/** Files chosen on the device or captured by the camera, before and while they are sent (spec 1 sections 2 and 4). */

/** What an Add Files choice holds: how many files and their bytes, and whether the server would take that many. */
export function filesSummary(files: readonly { size: number }[]) {
  return {
    count: files.length,
    bytes: files.reduce((sum, file) => sum + file.size, 0),
    tooMany: files.length > mediaLimits.maxFiles,
    tooLarge: files.some((file) => file.size > mediaLimits.maxFileBytes),
  };
}

/** What the file chooser offers: the kinds the server takes (it decides by content all the same). */
export const acceptedFiles = 'image/*,video/*,application/pdf,.heic';

/**
 * A video of the camera: MP4 where the browser records it, else WebM with H.264 (spec 1 section 4), else plain WebM.
 * A WebM keeps its own extension: the server types files by content, and a player trusts the name.
 */
export function recordingType(isTypeSupported: (type: string) => boolean): { mimeType: string; extension: string } {
  for (const [mimeType, extension] of [
    ['video/mp4', 'mp4'],
    ['video/webm;codecs=h264', 'webm'],
    ['video/webm', 'webm'],
  ] as const)
    if (isTypeSupported(mimeType)) return { mimeType, extension };
  return { mimeType: '', extension: 'webm' };
}

/** A captured file's name: what it is and when, e.g. 'Photo 2026-11-26 14-05-09.jpg'. */
export function capturedFileName(kind: 'photo' | 'video', at: Date, extension: string): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}-${pad(at.getMinutes())}-${pad(at.getSeconds())}`;
  return `${kind === 'photo' ? 'Photo' : 'Video'} ${stamp}.${extension}`;
}

/**
 * POST upload/{jobId}[/{categoryId}] (media API): multipart with one `files` part per file, its progress told from
 * 0 to 1; answers the media it created.
 */
export function uploadFiles(
  jobAdminId: string,
  files: readonly File[],
  mediaCategoryId: string | null,
  onProgress?: (sent: number) => void,
): Promise<Media[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const path = [jobAdminId, mediaCategoryId].filter(Boolean).map((id) => encodeURIComponent(String(id)));
  return api.upload<z.ZodArray<typeof mediaSchema>>('media', `upload/${path.join('/')}`, form, onProgress);
}
