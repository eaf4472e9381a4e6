import type { CreateJob, JobFields, MoveJob } from '@bayline/contracts';
import { WrongExpectedVersionError } from '@bayline/platform/event-store/port';
import { type CommandContext, execute, stamp } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import {
  decideArchive,
  decideBadgeState,
  decideChangeInformation,
  decideCreateJob,
  decideMoveJob,
  decidePrioritise,
  decideReopen,
  decideVoid,
} from './decide.ts';
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
    version,
  };
}

const firstJobNumber = 1001;

/** Job commands as the routes and the demo seed issue them: one code path, the clock in the context. */
export function jobCommands(deps: CommandDeps) {
  const { store, catalogs } = deps;

  // Last version seen of each number stream, so taking a number reads only what others appended since.
  const numberVersions = new Map<string, number>();

  async function nextJobNumber(ctx: CommandContext, jobAdminId: string): Promise<number> {
    const streamId = `jobnumbers-${ctx.locationShortName}`;
    for (;;) {
      let version = numberVersions.get(streamId) ?? -1;
      const newer = await store.readStream(streamId, { fromVersion: version + 1 });
      if (newer.length) version = newer[newer.length - 1].version;
      numberVersions.set(streamId, version);
      const jobAdminInt = firstJobNumber + version + 1;
      try {
        await store.append(streamId, stamp([{ type: 'JobNumberAssigned', data: { jobAdminId, jobAdminInt } }], ctx), {
          expectedVersion: version,
        });
        numberVersions.set(streamId, version + 1);
        return jobAdminInt;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
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
      return deps.inTurn(`jobnumbers-${ctx.locationShortName}`, async () => {
        const jobAdminInt = await nextJobNumber(ctx, jobAdminId);
        return execute(
          deps,
          onJob(jobAdminId),
          job,
          () => decideCreateJob(input, catalog, ctx.now, { jobAdminId, jobAdminInt }),
          ctx,
        );
      });
    },

    async move(ctx: CommandContext, jobAdminId: string, command: MoveJob, expectedVersion?: number) {
      const catalog = await catalogs.load(ctx.locationShortName);
      return execute(
        deps,
        onJob(jobAdminId),
        job,
        (s) => decideMoveJob(s, command, catalog, ctx.locationShortName),
        ctx,
        {
          expectedVersion,
          current: jobAnswer,
        },
      );
    },

    async changeInformation(ctx: CommandContext, jobAdminId: string, fields: JobFields, expectedVersion?: number) {
      const catalog = await catalogs.load(ctx.locationShortName);
      return execute(
        deps,
        onJob(jobAdminId),
        job,
        (s) => decideChangeInformation(s, fields, catalog, ctx.now, ctx.locationShortName),
        ctx,
        { expectedVersion, current: jobAnswer },
      );
    },

    prioritise: (ctx: CommandContext, jobAdminId: string, priority: number) =>
      execute(deps, onJob(jobAdminId), job, (s) => decidePrioritise(s, priority, ctx.locationShortName), ctx),

    async changeBadgeState(ctx: CommandContext, jobAdminId: string, command: { badgeId: string; state: number }) {
      const catalog = await catalogs.load(ctx.locationShortName);
      return execute(
        deps,
        onJob(jobAdminId),
        job,
        (s) => decideBadgeState(s, command, catalog, ctx.locationShortName),
        ctx,
      );
    },

    archive: (ctx: CommandContext, jobAdminId: string, outstandingTasks = 0) =>
      execute(
        deps,
        onJob(jobAdminId),
        job,
        (s) => decideArchive(s, outstandingTasks, ctx.now, ctx.locationShortName),
        ctx,
      ),

    void: (ctx: CommandContext, jobAdminId: string) =>
      execute(deps, onJob(jobAdminId), job, (s) => decideVoid(s, ctx.now, ctx.locationShortName), ctx),

    reopen: (ctx: CommandContext, jobAdminId: string) =>
      execute(deps, onJob(jobAdminId), job, (s) => decideReopen(s, ctx.locationShortName), ctx),
  };
}

export type JobCommands = ReturnType<typeof jobCommands>;
