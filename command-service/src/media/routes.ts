import {
  idParams,
  type Media,
  mediaBulkQuerySchema,
  mediaItem,
  mediaLimits,
  mediaMessages,
  mediaMovedSchema,
  mediaMoveSchema,
  mediaRemovedSchema,
  mediaSchema,
  mediaTypes,
  uploadParamsSchema,
} from '@bayline/contracts';
import { sessionOf } from '@bayline/platform/http';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CommandDeps } from '../shared/deps.ts';
import { commandRoute } from '../shared/http.ts';
import { mediaCommands } from './commands.ts';
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

  // A file may be put in a category as it is uploaded.
  for (const url of ['/upload/:jobAdminId', '/upload/:jobAdminId/:mediaCategoryId'])
    commandRoute(
      app,
      { method: 'POST', url, access: write, input: input.upload, answers: { 201: z.array(mediaSchema) } },
      async (request, ctx) => {
        mustSeeFolder(request);
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
        const { firstName, lastName } = sessionOf(request).user;
        return { ...result, stored, mediaCategoryId, uploadedBy: `${firstName} ${lastName}` };
      },
      {
        body: ({ stored, mediaCategoryId, uploadedBy }, ctx): Media[] =>
          stored.map((file) =>
            mediaItem(
              {
                mediaId: file.mediaId,
                fileName: file.fileName,
                contentType: file.contentType,
                mediaCategoryId,
                isMedia: mediaTypes[file.contentType].isMedia,
                size: file.size,
                createdAt: ctx.now.toISOString(),
                uploadedBy,
              },
              false,
            ),
          ),
      },
    );

  commandRoute(
    app,
    {
      method: 'PUT',
      url: '/media/bulkmove/:jobAdminId',
      access: write,
      input: input.move,
      answers: { 200: mediaMovedSchema },
    },
    async (request, ctx) => {
      mustSeeFolder(request);
      return { ...(await media.move(ctx, request.params.jobAdminId, request.body)), moves: request.body };
    },
    {
      body: ({ moves }) => {
        const now = new Map(moves.map((m) => [m.mediaId, m.mediaCategoryId]));
        return [...now].map(([mediaId, mediaCategoryId]) => ({ mediaId, mediaCategoryId }));
      },
    },
  );

  // The ids name no job: the media index says whose each is (media/filing.ts), and the job streams decide. An id of
  // another location is answered as an unknown one.
  commandRoute(
    app,
    { method: 'DELETE', url: '/media/bulk', access: write, input: input.delete, answers: { 200: mediaRemovedSchema } },
    async (request, ctx) => {
      mustSeeFolder(request);
      const { ids } = request.query;
      const results = await media.delete(ctx, ids);
      return { removed: ids.length, position: Math.max(0, ...results.map((r) => r.position)) };
    },
    { body: ({ removed }) => ({ removed }) },
  );
}
