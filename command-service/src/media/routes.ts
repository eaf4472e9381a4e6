import { randomUUID } from 'node:crypto';
import {
  blobKeys,
  displayFileName,
  forbidden,
  idParams,
  Level,
  type Media,
  mediaBulkQuerySchema,
  mediaItem,
  mediaLimits,
  mediaMessages,
  mediaMoveSchema,
  mediaTypes,
  Refusal,
  uploadParamsSchema,
} from '@bayline/contracts';
import { BlobTooLargeError } from '@bayline/platform/blobs';
import { sessionOf, type Validated } from '@bayline/platform/http';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CommandDeps } from '../shared/deps.ts';
import { answered, contextOf } from '../shared/http.ts';
import { mediaCommands } from './commands.ts';
import { mediaNotOnJob, type StoredFile } from './decide.ts';
import { sniffMediaType, withHead } from './sniff.ts';

const write = { area: 'jobmedia', need: 'write' } as const;
const input = {
  upload: { params: uploadParamsSchema },
  move: { params: idParams('jobAdminId'), body: mediaMoveSchema },
  delete: { query: mediaBulkQuerySchema },
};

/** Media actions are off when the folder is (spec 1 section 6: jobfolder = 1 disables them, whatever jobmedia says). */
function mustSeeFolder(request: FastifyRequest) {
  if (sessionOf(request).permissions.jobfolder === Level.noAccess)
    throw forbidden('Media changes need access to the job folder');
}

/** Multipart failures of the parser itself, as the shop reads them. */
function uploadRefusal(error: unknown): unknown {
  if (error instanceof BlobTooLargeError) return new Refusal(413, mediaMessages.tooLarge);
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new Refusal(413, mediaMessages.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new Refusal(413, mediaMessages.tooMany);
  return error;
}

/**
 * Upload, move and delete under `/api/media/v1`. Files stream straight to the blob store, each measured and typed
 * by its first bytes; the events are appended only once every file is in, and a refusal at any point (size, type,
 * count, a cut-off body, the job closing meanwhile) removes every blob the request had stored.
 */
export async function mediaRoutes(app: FastifyInstance, deps: CommandDeps) {
  const media = mediaCommands(deps);
  // Here only: every other route keeps refusing multipart bodies (415). One byte over the limit is enough to know.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: mediaLimits.maxFileBytes + 1,
      files: mediaLimits.maxFiles + 1,
      fields: 10,
      fieldSize: 1024,
      parts: mediaLimits.maxFiles + 11,
      headerPairs: 20,
    },
  });

  async function upload(request: FastifyRequest<Validated<typeof input.upload>>) {
    mustSeeFolder(request);
    if (!request.isMultipart()) throw new Refusal(415, 'Send the files as multipart/form-data');
    const ctx = contextOf(request);
    const { jobAdminId } = request.params;
    const mediaCategoryId = request.params.mediaCategoryId ?? null;
    await media.mayUpload(ctx, jobAdminId, mediaCategoryId);
    const stored: StoredFile[] = [];
    const written: string[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (stored.length >= mediaLimits.maxFiles) throw new Refusal(413, mediaMessages.tooMany);
        const { head, stream } = await withHead(part.file);
        const contentType = sniffMediaType(head);
        if (!contentType) throw new Refusal(415, mediaMessages.notAllowed, { detail: mediaMessages.allowedKinds });
        const mediaId = randomUUID();
        written.push(mediaId);
        const info = await deps.blobs.put(blobKeys.media(mediaId), stream, {
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
      if (!stored.length) throw new Refusal(400, mediaMessages.noFiles);
      return { ctx, stored, result: await media.upload(ctx, jobAdminId, stored, mediaCategoryId) };
    } catch (error) {
      await media.forget(written);
      throw uploadRefusal(error);
    }
  }

  const uploadHandler = async (request: FastifyRequest<Validated<typeof input.upload>>, reply: FastifyReply) => {
    const { ctx, stored, result } = await upload(request);
    const user = sessionOf(request).user;
    const created: Media[] = stored.map((file) =>
      mediaItem(
        {
          mediaId: file.mediaId,
          fileName: file.fileName,
          contentType: file.contentType,
          mediaCategoryId: request.params.mediaCategoryId ?? null,
          isMedia: mediaTypes[file.contentType].isMedia,
          size: file.size,
          createdAt: ctx.now.toISOString(),
          uploadedBy: `${user.firstName} ${user.lastName}`,
        },
        false,
      ),
    );
    return answered(reply, result.position).code(201).send(created);
  };
  const uploadRoute = { config: { access: write, input: input.upload } };
  app.post('/upload/:jobAdminId', uploadRoute, uploadHandler);
  app.post('/upload/:jobAdminId/:mediaCategoryId', uploadRoute, uploadHandler);

  app.put<Validated<typeof input.move>>(
    '/media/bulkmove/:jobAdminId',
    { config: { access: write, input: input.move } },
    async (request, reply) => {
      mustSeeFolder(request);
      const result = await media.move(contextOf(request), request.params.jobAdminId, request.body);
      const now = new Map(request.body.map((m) => [m.mediaId, m.mediaCategoryId]));
      return answered(reply, result.position).send(
        [...now].map(([mediaId, mediaCategoryId]) => ({ mediaId, mediaCategoryId })),
      );
    },
  );

  // The ids name no job: the media read model says whose each is, and the job streams decide. An id of another
  // location is answered as an unknown one.
  app.delete<Validated<typeof input.delete>>(
    '/media/bulk',
    { config: { access: write, input: input.delete } },
    async (request, reply) => {
      mustSeeFolder(request);
      const ctx = contextOf(request);
      const { ids } = request.query;
      const docs = await deps.readStore.find('media', { id: { $in: ids }, locationShortName: ctx.locationShortName });
      const jobOf = new Map(docs.map((d) => [d.id, String(d.jobAdminId)]));
      const unknown = ids.find((id) => !jobOf.has(id));
      if (unknown) throw mediaNotOnJob(unknown);
      const byJob = new Map<string, string[]>();
      for (const id of ids) {
        const jobAdminId = jobOf.get(id)!;
        byJob.set(jobAdminId, [...(byJob.get(jobAdminId) ?? []), id]);
      }
      const results = await media.delete(ctx, byJob);
      return answered(reply, Math.max(0, ...results.map((r) => r.position))).send({ removed: ids.length });
    },
  );
}
