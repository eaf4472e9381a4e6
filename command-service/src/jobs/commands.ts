import type { CreateJob, JobFields, MoveJob, SaveFolder } from '@bayline/contracts';
import { WrongExpectedVersionError } from '@bayline/platform/event-store/port';
import { type Aggregate, type CommandContext, execute, executeAll, stamp } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import {
  decideAddNote,
  decideArchive,
  decideBadgeState,
  decideChangeInformation,
  decideCreateJob,
  decideMoveJob,
  decidePrioritise,
  decideReopen,
  decideSetBadges,
  decideVoid,
} from './decide.ts';
import { decideSaveFolder } from './decide-folder.ts';
import { type Job, job, jobStream } from './job.ts';

/** A job as commands answer it: its fields as decided, with the version to send back on the next edit. */
export function jobAnswer(state: Job, version: number) {
  return {
    ...state.fields,
    jobAdminId: state.jobAdminId,
    jobAdminInt: state.jobAdminInt,
    locationShortName: state.locationShortName,
    departmentShortName: state.departmentShortName,
    roState: state.roState,
    priority: state.priority,
    closeDate: state.closeDate,
    estimateId: state.estimateId,
    version,
  };
}

const firstJobNumber = 1001;

/** A number stream is only ever read for its version. */
const numberStream: Aggregate<null> = { initial: () => null, evolve: () => null };

/** Job commands as the routes and the demo seed issue them: one code path, the clock in the context. */
export function jobCommands(deps: CommandDeps) {
  const { store, catalogs } = deps;

  // Next free version of each location's number stream, taken synchronously so creates do not wait for each
  // other's appends; an append that finds the stream moved (another process) re-reads it and tries again.
  const nextVersion = new Map<string, number>();

  async function nextJobNumber(ctx: CommandContext, jobAdminId: string): Promise<number> {
    const streamId = `jobnumbers-${ctx.locationShortName}`;
    for (;;) {
      const version = nextVersion.get(streamId);
      if (version === undefined) {
        await deps.inTurn(streamId, async () => {
          if (nextVersion.has(streamId)) return;
          nextVersion.set(streamId, (await deps.streams.current(streamId, numberStream)).version + 1);
        });
        continue;
      }
      nextVersion.set(streamId, version + 1);
      const jobAdminInt = firstJobNumber + version;
      try {
        await store.append(streamId, stamp([{ type: 'JobNumberAssigned', data: { jobAdminId, jobAdminInt } }], ctx), {
          expectedVersion: version - 1,
        });
        return jobAdminInt;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        nextVersion.delete(streamId);
      }
    }
  }

  const onJob = (jobAdminId: string) => jobStream(jobAdminId);

  return {
    async create(ctx: CommandContext, input: CreateJob) {
      const catalog = await catalogs.load(ctx.locationShortName);
      // Decide once before taking a number so a refused job does not use one up.
      decideCreateJob(input, catalog, ctx.now, { jobAdminId: '', jobAdminInt: 0 });
      const jobAdminId = deps.newId();
      const jobAdminInt = await nextJobNumber(ctx, jobAdminId);
      return execute(
        deps,
        onJob(jobAdminId),
        job,
        () => decideCreateJob(input, catalog, ctx.now, { jobAdminId, jobAdminInt }),
        ctx,
        { creates: true },
      );
    },

    async move(ctx: CommandContext, jobAdminId: string, command: MoveJob, expectedVersion?: number) {
      const catalog = await catalogs.load(ctx.locationShortName);
      return execute(deps, onJob(jobAdminId), job, (s) => decideMoveJob(s, command, catalog), ctx, {
        expectedVersion,
        current: jobAnswer,
      });
    },

    async changeInformation(ctx: CommandContext, jobAdminId: string, fields: JobFields, expectedVersion?: number) {
      const catalog = await catalogs.load(ctx.locationShortName);
      return execute(deps, onJob(jobAdminId), job, (s) => decideChangeInformation(s, fields, catalog, ctx.now), ctx, {
        expectedVersion,
        current: jobAnswer,
      });
    },

    /** A department's priorities, job by job: every job is checked before any priority is appended. */
    prioritise: (ctx: CommandContext, priorities: Map<string, number>, departmentShortName: string) =>
      executeAll(
        deps,
        [...priorities].map(([jobAdminId, priority]) => ({
          streamId: onJob(jobAdminId),
          aggregate: job,
          decide: (s: Job) => decidePrioritise(s, priority, departmentShortName),
        })),
        ctx,
      ),

    async changeBadgeState(ctx: CommandContext, jobAdminId: string, command: { badgeId: string; state: number }) {
      const catalog = await catalogs.load(ctx.locationShortName);
      return execute(deps, onJob(jobAdminId), job, (s) => decideBadgeState(s, command, catalog), ctx);
    },

    archive: (ctx: CommandContext, jobAdminId: string) =>
      execute(deps, onJob(jobAdminId), job, (s) => decideArchive(s, ctx.now), ctx, { current: jobAnswer }),

    void: (ctx: CommandContext, jobAdminId: string) =>
      execute(deps, onJob(jobAdminId), job, (s) => decideVoid(s, ctx.now), ctx),

    reopen: (ctx: CommandContext, jobAdminId: string) => execute(deps, onJob(jobAdminId), job, decideReopen, ctx),

    /** PUT JobAdmins/asfolder; `allowed` refuses a save that changes what the user may not change. */
    async saveFolder(ctx: CommandContext, folder: SaveFolder, allowed: (eventTypes: string[]) => void = () => {}) {
      const catalog = await catalogs.load(ctx.locationShortName);
      return execute(
        deps,
        onJob(folder.jobAdminId),
        job,
        (s) => {
          const events = decideSaveFolder(s, folder, {
            catalog,
            now: ctx.now,
            userId: ctx.userId,
            newId: deps.newId,
          });
          allowed(events.map((e) => e.type));
          return events;
        },
        ctx,
        { expectedVersion: folder.version, current: jobAnswer },
      );
    },

    async setBadges(ctx: CommandContext, jobAdminId: string, badgeIds: string[]) {
      const catalog = await catalogs.load(ctx.locationShortName);
      return execute(deps, onJob(jobAdminId), job, (s) => decideSetBadges(s, badgeIds, catalog), ctx);
    },

    async addNote(ctx: CommandContext, jobAdminId: string, note: { notes: string; noteCategoryId: string }) {
      const catalog = await catalogs.load(ctx.locationShortName);
      const jobHistoryId = deps.newId();
      const result = await execute(
        deps,
        onJob(jobAdminId),
        job,
        (s) => decideAddNote(s, note, catalog, jobHistoryId),
        ctx,
      );
      return { ...result, jobHistoryId };
    },
  };
}

export type JobCommands = ReturnType<typeof jobCommands>;
