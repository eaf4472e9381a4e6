import { type MediaFilingEvent, type MediaMove, notFound, type ThumbnailOutcome } from '@bayline/contracts';
import { type Job, type JobStreamEvent, job, jobStream, mustBeOpen } from '../jobs/job.ts';
import { type CommandContext, type Decided, execute, executeAll, type StreamCommand } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import {
  decideDeleteMedia,
  decideMoveMedia,
  decideThumbnail,
  decideUpload,
  mustBeCategory,
  type StoredFile,
} from './decide.ts';
import { fileMedia, findMedia } from './filing.ts';

/** Media commands as the routes and the thumbnail worker issue them. */
export function mediaCommands(deps: CommandDeps) {
  const { catalogs } = deps;

  return {
    /**
     * Before any byte is stored: the job is this location's and open, and the category one of its own. The upload
     * is decided again on the stream as it is once the files are in.
     */
    async mayUpload(ctx: CommandContext, jobAdminId: string, mediaCategoryId: string | null) {
      const { state } = await deps.streams.current(jobStream(jobAdminId), job);
      if (!state.exists || state.locationShortName !== ctx.locationShortName) throw notFound('Job');
      mustBeOpen(state);
      mustBeCategory(await catalogs.load(ctx.locationShortName), mediaCategoryId);
      return state;
    },

    /** The files are filed under the job on the media index, then added to the job's media. */
    async upload(ctx: CommandContext, jobAdminId: string, files: StoredFile[], mediaCategoryId: string | null) {
      const catalog = await catalogs.load(ctx.locationShortName);
      const onJob: StreamCommand<Job, JobStreamEvent> = {
        streamId: jobStream(jobAdminId),
        aggregate: job,
        decide: (s) => decideUpload(s, files, mediaCategoryId, catalog),
      };
      const filing = fileMedia(
        ctx.locationShortName,
        jobAdminId,
        files.map((f) => f.mediaId),
      );
      const [, uploaded] = await executeAll<JobStreamEvent | MediaFilingEvent>(
        deps,
        [filing, onJob as StreamCommand<unknown, JobStreamEvent>],
        ctx,
      );
      return uploaded as Decided<Job>;
    },

    async move(ctx: CommandContext, jobAdminId: string, moves: MediaMove) {
      const catalog = await catalogs.load(ctx.locationShortName);
      return execute(deps, jobStream(jobAdminId), job, (s) => decideMoveMedia(s, moves, catalog), ctx);
    },

    /**
     * DELETE media/bulk: media of several jobs at once, their jobs found on the media index; every job and item is
     * checked before anything is appended.
     */
    delete: async (ctx: CommandContext, mediaIds: string[]) =>
      executeAll(
        deps,
        [...(await findMedia(deps, ctx.locationShortName, mediaIds))].map(([jobAdminId, onJob]) => ({
          streamId: jobStream(jobAdminId),
          aggregate: job,
          decide: (s: Job) => decideDeleteMedia(s, onJob),
        })),
        ctx,
      ),

    recordThumbnail: (ctx: CommandContext, jobAdminId: string, mediaId: string, outcome: ThumbnailOutcome) =>
      execute(deps, jobStream(jobAdminId), job, (s) => decideThumbnail(s, mediaId, outcome), ctx),
  };
}
