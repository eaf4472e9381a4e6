import {
  idParams,
  type Media,
  mediaBulkQuerySchema,
  mediaItem,
  mediaLimits,
  mediaMessages,
  mediaMoveSchema,
  mediaTypes,
  uploadParamsSchema,
} from '@bayline/contracts';
import { sessionOf, type Validated } from '@bayline/platform/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CommandDeps } from '../shared/deps.ts';
import { answered, contextOf } from '../shared/http.ts';
import { mediaCommands } from './commands.ts';
import { mediaNotOnJob } from './decide.ts';
import { mustSeeFolder, receiveFiles, takeMultipart } from './receive.ts';

const write = { area: 'jobmedia', need: 'write' } as const;
const input = {
  upload: { params: uploadParamsSchema },
  move: { params: idParams('jobAdminId'), body: mediaMoveSchema },
  delete: { query: mediaBulkQuerySchema },
};

/**
 * Upload, move and delete under `/api/media/v1`. Files stream straight to the blob store (receive.ts); the events
 * are appended only once every file is in, and a refusal at any point (size, type, count, a cut-off body, the job
 * closing meanwhile) removes every blob the request had stored.
 */
export async function mediaRoutes(app: FastifyInstance, deps: CommandDeps) {
  const media = mediaCommands(deps);
  await takeMultipart(app);

  async function upload(request: FastifyRequest<Validated<typeof input.upload>>) {
    mustSeeFolder(request);
    const ctx = contextOf(request);
    const { jobAdminId } = request.params;
    const mediaCategoryId = request.params.mediaCategoryId ?? null;
    const { stored, result } = await receiveFiles(request, deps.blobs, {
      maxFiles: mediaLimits.maxFiles,
      tooMany: mediaMessages.tooMany,
      before: async () => {
        await media.mayUpload(ctx, jobAdminId, mediaCategoryId);
      },
      record: (files) => media.upload(ctx, jobAdminId, files, mediaCategoryId),
    });
    return { ctx, stored, result };
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
