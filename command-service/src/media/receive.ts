import { randomUUID } from 'node:crypto';
import { blobKeys, displayFileName, forbidden, Level, mediaLimits, mediaMessages, Refusal } from '@bayline/contracts';
import { type BlobStore, BlobTooLargeError } from '@bayline/platform/blobs';
import { sessionOf } from '@bayline/platform/http';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoredFile } from './decide.ts';
import { sniffMediaType, withHead } from './sniff.ts';

/**
 * Multipart bodies, taken in the scope this is registered in only: every other route keeps refusing them (415).
 * One byte over a limit is enough to know. A field may be well over a text's message (1500 characters of up to four
 * bytes each), so a long one is refused by the text's rule with its length; a field past 64 KiB is 413.
 */
export const takeMultipart = (app: FastifyInstance) =>
  app.register(fastifyMultipart, {
    limits: {
      fileSize: mediaLimits.maxFileBytes + 1,
      files: mediaLimits.maxFiles + 1,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: mediaLimits.maxFiles + 11,
      headerPairs: 20,
    },
  });

/** Media actions are off when the folder is (spec 1 section 6: jobfolder = 1 disables them, whatever jobmedia says). */
export function mustSeeFolder(request: FastifyRequest) {
  if (sessionOf(request).permissions.jobfolder === Level.noAccess)
    throw forbidden('Media changes need access to the job folder');
}

/** Multipart failures of the parser itself, as the shop reads them. */
function uploadRefusal(error: unknown, tooMany: string): unknown {
  if (error instanceof BlobTooLargeError) return new Refusal('TooLarge', mediaMessages.tooLarge);
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new Refusal('TooLarge', mediaMessages.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new Refusal('TooManyFiles', tooMany);
  return error;
}

/** What a route that takes files does with them, around the storing this module does. */
export interface Receiving<R> {
  /** Files one request may send, and the refusal (413) of more. */
  maxFiles: number;
  tooMany: string;
  /**
   * Before any byte is stored, with the fields sent ahead of the first file (`filesFollow`) or, without files, all
   * of them: refuses what must be refused while nothing is kept yet.
   */
  before(fields: ReadonlyMap<string, string>, filesFollow: boolean): Promise<void>;
  /** Once every file is in the blob store: records them. Its refusal removes them all, as any other does. */
  record(files: StoredFile[]): Promise<R>;
}

/**
 * Files of a multipart request, streamed straight to the blob store, each measured and typed by its first bytes.
 * A refusal at any point (size, type, count, a cut-off body, the record refused) removes every blob the request had
 * stored.
 */
export async function receiveFiles<R>(request: FastifyRequest, blobs: BlobStore, receiving: Receiving<R>) {
  if (!request.isMultipart()) throw new Refusal('UnsupportedMediaType', 'Send the files as multipart/form-data');
  const fields = new Map<string, string>();
  let ready = false;
  const stored: StoredFile[] = [];
  const written: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (ready || fields.has(part.fieldname)) continue;
        if (part.valueTruncated) throw new Refusal('TooLarge', 'The body is too large');
        fields.set(part.fieldname, String(part.value));
        continue;
      }
      if (!ready) await receiving.before(fields, true);
      ready = true;
      if (stored.length >= receiving.maxFiles) throw new Refusal('TooManyFiles', receiving.tooMany);
      const { head, stream } = await withHead(part.file);
      const contentType = sniffMediaType(head);
      if (!contentType)
        throw new Refusal('UnsupportedMediaType', mediaMessages.notAllowed, { detail: mediaMessages.allowedKinds });
      const mediaId = randomUUID();
      written.push(mediaId);
      const info = await blobs.put(blobKeys.media(mediaId), stream, {
        contentType,
        maxBytes: mediaLimits.maxFileBytes,
      });
      stored.push({
        mediaId,
        fileName: displayFileName(part.filename),
        contentType,
        size: info.size,
        sha256: info.sha256,
      });
    }
    if (!ready) await receiving.before(fields, false);
    if (!stored.length) throw new Refusal('NoFiles', mediaMessages.noFiles);
    return { stored, result: await receiving.record(stored) };
  } catch (error) {
    await Promise.all(written.map((id) => blobs.delete(blobKeys.media(id))));
    throw uploadRefusal(error, receiving.tooMany);
  }
}
