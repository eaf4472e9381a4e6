import { type MediaMove, notFound, type ThumbnailOutcome } from '@bayline/contracts';
import { type Job, job, jobStream, mustBeOpen } from '../jobs/job.ts';
import { type CommandContext, execute, executeAll } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import {
  decideDeleteMedia,
  decideMoveMedia,
  decideThumbnail,
  decideUpload,
  mustBeCategory,
  type StoredFile,
} from './decide.ts';

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

    async upload(ctx: CommandContext, jobAdminId: string, files: StoredFile[], mediaCategoryId: string | null) {
      const catalog = await catalogs.load(ctx.locationShortName);
      return execute(deps, jobStream(jobAdminId), job, (s) => decideUpload(s, files, mediaCategoryId, catalog), ctx);
    },

    async move(ctx: CommandContext, jobAdminId: string, moves: MediaMove) {
      const catalog = await catalogs.load(ctx.locationShortName);
      return execute(deps, jobStream(jobAdminId), job, (s) => decideMoveMedia(s, moves, catalog), ctx);
    },

    /** Media of several jobs at once: every job and item is checked before anything is appended. */
    delete: (ctx: CommandContext, byJob: ReadonlyMap<string, string[]>) =>
      executeAll(
        deps,
        [...byJob].map(([jobAdminId, mediaIds]) => ({
          streamId: jobStream(jobAdminId),
          aggregate: job,
          decide: (s: Job) => decideDeleteMedia(s, mediaIds),
        })),
        ctx,
      ),

    recordThumbnail: (ctx: CommandContext, jobAdminId: string, mediaId: string, outcome: ThumbnailOutcome) =>
      execute(deps, jobStream(jobAdminId), job, (s) => decideThumbnail(s, mediaId, outcome), ctx),
  };
}
