import { once } from 'node:events';
import {
  blobKeys,
  idParams,
  invalid,
  mediaLimits,
  mediaMessages,
  mediaSchema,
  mediaZipQuerySchema,
  notFound,
  Refusal,
  sharedMediaQuerySchema,
} from '@bayline/contracts';
import { mediaModel } from '@bayline/contracts/read-models/folder';
import { jobsModel } from '@bayline/contracts/read-models/jobs';
import type { BlobStore } from '@bayline/platform/blobs';
import { sendProblem, sessionOf, type Validated } from '@bayline/platform/http';
import type { ReadStore } from '@bayline/platform/read-store/port';
import type { SignedLinks } from '@bayline/platform/signed-links';
import archiver from 'archiver';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fromMedia, mediaOf } from './list.ts';
import { byteRange } from './range.ts';
import { zipEntryNames } from './zip-names.ts';

const read = { area: 'jobmedia', need: 'read' } as const;
const input = {
  job: { params: idParams('jobAdminId') },
  media: { params: idParams('mediaId') },
  zip: { query: mediaZipQuerySchema },
  shared: { params: idParams('mediaId'), query: sharedMediaQuerySchema },
};

/** `attachment` with an ASCII fallback and the real name RFC 5987-encoded, so any name reaches the browser whole. */
export function attachment(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Files are sent as what they are, never sniffed into something a browser would run. */
function fileHeaders(reply: FastifyReply, type: string, size: number) {
  return reply
    .header('content-type', type)
    .header('content-length', String(size))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600');
}

/**
 * Media lists, downloads and zips under `/api/media/v1`: a job or item of another location is unknown here (404).
 * `links` checks the signed links an SMS provider fetches a text's files by.
 */
export async function mediaQueries(
  app: FastifyInstance,
  readStore: ReadStore,
  blobs: BlobStore,
  links: SignedLinks,
  maxZipBytes: number = mediaLimits.maxZipBytes,
) {
  const here = (request: FastifyRequest) => sessionOf(request).locationShortName;

  async function itemHere(request: FastifyRequest, mediaId: string) {
    const doc = await readStore.collection(mediaModel).get(mediaId);
    if (!doc || doc.locationShortName !== here(request)) throw notFound('Media');
    return doc;
  }

  /**
   * The file of a media item, whole or the one range asked. A video player asks for parts of the file as it seeks
   * (Safari plays nothing without them): one range is answered 206 with that part.
   */
  async function sendFile(request: FastifyRequest, reply: FastifyReply, doc: Record<string, unknown>) {
    const size = Number(doc.size);
    const range = byteRange(request.headers.range, size);
    reply.header('accept-ranges', 'bytes');
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${size}`);
      return sendProblem(reply, 416, 'The requested range is not in the file');
    }
    const blob = await blobs.get(blobKeys.media(String(doc.id)), range);
    if (!blob) throw notFound('Media');
    fileHeaders(reply, String(doc.contentType), range ? range.end - range.start + 1 : blob.size).header(
      'content-disposition',
      attachment(String(doc.fileName)),
    );
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${blob.size}`);
    return reply.send(blob.stream);
  }

  app.get<Validated<typeof input.job>>(
    '/media/byjob/:jobAdminId',
    {
      config: {
        access: read,
        answers: { 200: z.array(mediaSchema) },
        input: input.job,
        projectors: [...fromMedia, 'jobs'],
      },
    },
    async (request) => {
      const job = await readStore.collection(jobsModel).get(request.params.jobAdminId);
      if (!job || job.locationShortName !== here(request)) throw notFound('Job');
      return mediaOf(readStore, request.params.jobAdminId);
    },
  );

  app.get<Validated<typeof input.media>>(
    '/download/:mediaId',
    {
      config: {
        access: read,
        answers: { 200: { media: 'application/octet-stream' }, 206: { media: 'application/octet-stream' } },
        input: input.media,
        projectors: ['media'],
      },
    },
    async (request, reply) => sendFile(request, reply, await itemHere(request, request.params.mediaId)),
  );

  // A text's file as its SMS provider fetches it: no session, a link this server signed that has not expired. The
  // signature is checked before anything is looked up, so a wrong one tells nothing about the item. Not throttled:
  // a 256-bit signature is not guessed, and a provider fetches from many addresses.
  app.get<Validated<typeof input.shared>>(
    '/shared/:mediaId',
    {
      config: {
        access: 'public',
        answers: { 200: { media: 'application/octet-stream' }, 206: { media: 'application/octet-stream' } },
        input: input.shared,
        projectors: ['media'],
      },
    },
    async (request, reply) => {
      const { mediaId } = request.params;
      if (!links.verify(mediaId, request.query, request.server.now()))
        throw new Refusal('MediaLinkInvalid', mediaMessages.linkInvalid);
      const doc = await readStore.collection(mediaModel).get(mediaId);
      if (!doc) throw notFound('Media');
      return sendFile(request, reply, doc);
    },
  );

  app.get<Validated<typeof input.media>>(
    '/download/:mediaId/thumbnail',
    { config: { access: read, answers: { 200: { media: 'image/webp' } }, input: input.media, projectors: ['media'] } },
    async (request, reply) => {
      const doc = await itemHere(request, request.params.mediaId);
      const blob = doc.thumbnailType ? await blobs.get(blobKeys.thumbnail(String(doc.id))) : undefined;
      if (!blob) throw notFound('Thumbnail');
      return fileHeaders(reply, blob.contentType, blob.size).send(blob.stream);
    },
  );

  // The selection as one zip, streamed: entries are added one after the other as the previous one is written,
  // so neither the zip nor more than one file is ever held here.
  app.get<Validated<typeof input.zip>>(
    '/download/aszip',
    {
      config: {
        access: read,
        answers: { 200: { media: 'application/zip' } },
        input: input.zip,
        projectors: ['media', 'jobs'],
      },
    },
    async (request, reply) => {
      const { jobid, ids } = request.query;
      const job = await readStore.collection(jobsModel).get(jobid);
      if (!job || job.locationShortName !== here(request)) throw notFound('Job');
      const docs = new Map(
        (await readStore.collection(mediaModel).find({ jobAdminId: jobid })).map((d) => [String(d.id), d]),
      );
      const chosen = ids.flatMap((id) => docs.get(id) ?? []);
      if (chosen.length < ids.length) throw notFound('Media');
      // Refused before anything is streamed: once the zip has started, its status can no longer change.
      if (chosen.reduce((bytes, doc) => bytes + Number(doc.size), 0) > maxZipBytes)
        throw invalid([{ field: 'ids', message: mediaMessages.zipTooLarge }]);
      const names = zipEntryNames(chosen.map((doc) => String(doc.fileName)));
      // Already compressed (photos, videos): stored as they are, which also costs no CPU.
      const zip = archiver('zip', { store: true });
      // A browser that goes away stops the zip: no further file is opened for it.
      const gone = new AbortController();
      reply.raw.on('close', () => gone.abort());
      const fill = async () => {
        for (const [index, doc] of chosen.entries()) {
          const blob = await blobs.get(blobKeys.media(String(doc.id)));
          // A name for each file chosen: zipEntryNames answers one per name it is given.
          const name = names[index];
          if (!blob || name === undefined) continue;
          zip.append(blob.stream, { name, date: new Date(String(doc.createdAt)) });
          await once(zip, 'entry', { signal: gone.signal });
        }
        await zip.finalize();
      };
      fill().catch((error) => {
        if (!gone.signal.aborted) request.log.error({ err: error }, 'zip failed');
        zip.abort();
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachment(`Job ${String(job.hat || job.jobAdminInt)} media.zip`))
        .header('x-content-type-options', 'nosniff')
        .send(zip);
    },
  );
}
