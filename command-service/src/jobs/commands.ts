import {
  addDays,
  type CreateJob,
  type JobFields,
  type MoveJob,
  type Reschedule,
  type SaveFolder,
} from '@bayline/contracts';
import { type CommandContext, execute, executeAll } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import {
  checkNewJob,
  decideAddNote,
  decideArchive,
  decideBadgeState,
  decideChangeInformation,
  decideMoveJob,
  decideNewJob,
  decidePrioritise,
  decideReopen,
  decideReschedule,
  decideSetBadges,
  decideVoid,
} from './decide.ts';
import { decideSaveFolder } from './decide-folder.ts';
import { type Job, job, jobStream } from './job.ts';

/**
 * A job as commands answer it: its fields as decided, with the version to send back on the next edit. The fields
 * (none of which share a name with the others) are spread last: properties added after a spread of ~40 fields
 * cost V8 a new hidden class each, ten times the whole copy.
 */
export function jobAnswer(state: Job, version: number) {
  return {
    jobAdminId: state.jobAdminId,
    jobAdminInt: state.jobAdminInt,
    locationShortName: state.locationShortName,
    departmentShortName: state.departmentShortName,
    roState: state.roState,
    priority: state.priority,
    closeDate: state.closeDate,
    estimateId: state.estimateId,
    version,
    ...state.fields,
  };
}

/** Job commands as the routes and the demo seed issue them: one code path, the clock in the context. */
export function jobCommands(deps: CommandDeps) {
  const { catalogs } = deps;

  const onJob = (jobAdminId: string) => jobStream(jobAdminId);

  return {
    async create(ctx: CommandContext, input: CreateJob) {
      const catalog = await catalogs.load(ctx.locationShortName);
      // Checked before taking a number so a refused job does not use one up.
      const newJob = checkNewJob(input, catalog, ctx.now);
      const jobAdminId = deps.newId();
      const jobAdminInt = await deps.jobNumbers.take(ctx);
      return execute(deps, onJob(jobAdminId), job, () => decideNewJob(newJob, { jobAdminId, jobAdminInt }), ctx, {
        creates: true,
      });
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

    /**
     * A job moved to another day on the schedule. The jobs already scheduled in that day are read from the jobs
     * read model (its index on location and scheduled in), as the schedule counts them.
     */
    async reschedule(ctx: CommandContext, jobAdminId: string, command: Reschedule, expectedVersion?: number) {
      const [catalog, sameDay] = await Promise.all([
        catalogs.load(ctx.locationShortName),
        deps.readStore.find('jobs', {
          locationShortName: ctx.locationShortName,
          scheduledIn: { $gte: command.scheduledIn, $lt: addDays(command.scheduledIn, 1) },
        }),
      ]);
      const scheduled = sameDay.map((doc) => ({
        jobAdminId: doc.id,
        jobClassId: String(doc.jobClassId),
        roState: Number(doc.roState),
      }));
      return execute(
        deps,
        onJob(jobAdminId),
        job,
        (s) => decideReschedule(s, command, catalog, ctx.now, scheduled),
        ctx,
        { expectedVersion, current: jobAnswer },
      );
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
