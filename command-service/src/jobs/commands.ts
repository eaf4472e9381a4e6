import type {
  CellPhoneEvent,
  CreateJob,
  HoldJob,
  JobEvent,
  JobFields,
  MoveJob,
  Reschedule,
  SaveFolder,
} from '@bayline/contracts';
import type { Catalog } from '../shared/catalog.ts';
import { type CommandContext, type Decided, execute, executeAll, fold, type StreamCommand } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { cellPhoneGiven, giveCellPhone } from './cell-phones.ts';
import {
  checkNewJob,
  decideAddNote,
  decideArchive,
  decideBadgeState,
  decideChangeInformation,
  decideHold,
  decideMoveJob,
  decideNewJob,
  decideRelease,
  decideReopen,
  decideReschedule,
  decideSetBadges,
  decideVoid,
} from './decide.ts';
import { decideSaveFolder } from './decide-folder.ts';
import { type Job, job, jobStream } from './job.ts';
import { prioritise } from './priorities.ts';
import { type Place, placeOf, schedulePlaces, scheduleStream } from './schedule.ts';

/**
 * A job decided again found its place or its new cell phone changed since they were reserved or indexed (someone
 * else changed the job meanwhile).
 */
class ChangedMeanwhile extends Error {}

const samePlace = (a: Place | undefined, b: Place | undefined) =>
  a === b || (a !== undefined && b !== undefined && scheduleStream(a) === scheduleStream(b));

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
    hold: state.hold,
    version,
    ...state.fields,
  };
}

/** Job commands as the routes and the demo seed issue them: one code path, the clock in the context. */
export function jobCommands(deps: CommandDeps) {
  const { catalogs } = deps;

  const onJob = (jobAdminId: string) => jobStream(jobAdminId);
  const places = schedulePlaces(deps);

  /** The job once `events` are appended. */
  const jobAfter = (state: Job, events: JobEvent[], ctx: CommandContext) => {
    const metadata = { at: ctx.now.toISOString(), locationShortName: ctx.locationShortName };
    return fold(
      job,
      state,
      events.map((e) => ({ ...e, metadata })),
    );
  };

  /**
   * A job command that may give the job a place on a day of a class that keeps to its capacity (wherever Scheduled
   * In, the class or the job's state is set), or a new cell phone. The place is reserved on the day's stream first,
   * holding the day's turn until the job's own append, and the place the job leaves is released after; a new cell
   * phone is indexed in the same command, before the job's append. The decision is tried once beforehand to learn
   * the place and the phone; when it is refused, or the client's version is stale, the job's command alone answers
   * it as before.
   */
  async function placed(
    ctx: CommandContext,
    jobAdminId: string,
    catalog: Catalog,
    decide: (state: Job) => JobEvent[],
    options: Pick<StreamCommand<Job, JobEvent>, 'expectedVersion' | 'current' | 'creates'>,
  ) {
    for (;;) {
      const { state, version } = await deps.streams.current(onJob(jobAdminId), job);
      const from = placeOf(state, catalog);
      let to: Place | undefined;
      let phone: string | undefined;
      try {
        const reachable = !state.exists || state.locationShortName === ctx.locationShortName;
        if (reachable && (options.expectedVersion ?? version) === version) {
          const after = jobAfter(state, decide(state), ctx);
          to = placeOf(after, catalog);
          phone = cellPhoneGiven(state, after);
        }
      } catch {
        // Refused: the job's command below refuses it again, in its order (access, version, rules).
      }
      // Decided again on the job as it is then: a place it did not hold and that was not reserved, or a cell phone
      // not indexed, is another's race.
      const onItsStream: StreamCommand<Job, JobEvent> = {
        streamId: onJob(jobAdminId),
        aggregate: job,
        decide: (s) => {
          const events = decide(s);
          const after = jobAfter(s, events, ctx);
          const place = placeOf(after, catalog);
          if (place && !samePlace(place, to) && !samePlace(place, placeOf(s, catalog))) throw new ChangedMeanwhile();
          const given = cellPhoneGiven(s, after);
          if (given && given !== phone) throw new ChangedMeanwhile();
          return events;
        },
        ...options,
      };
      const indexed = phone ? [giveCellPhone(ctx.locationShortName, phone, jobAdminId)] : [];
      const run = async () =>
        (
          await executeAll(deps, [...indexed, onItsStream] as StreamCommand<unknown, JobEvent | CellPhoneEvent>[], ctx)
        ).at(-1) as Decided<Job, JobEvent>;
      const decided = await (!to || samePlace(from, to)
        ? run()
        : deps.inTurn(`place:${scheduleStream(to)}`, async () => {
            await places.reserve(ctx, to, jobAdminId);
            try {
              return await run();
            } catch (error) {
              await places.release(ctx, to, jobAdminId);
              throw error;
            }
          })
      ).catch((error) => {
        if (error instanceof ChangedMeanwhile) return undefined;
        throw error;
      });
      if (!decided) continue;
      if (from && !samePlace(from, placeOf(decided.state, catalog))) await places.release(ctx, from, jobAdminId);
      return decided;
    }
  }

  return {
    async create(ctx: CommandContext, input: CreateJob) {
      const catalog = await catalogs.load(ctx.locationShortName);
      // Checked before taking a number so a refused job does not use one up.
      const newJob = checkNewJob(input, catalog, ctx.now);
      const jobAdminId = deps.newId();
      const jobAdminInt = await deps.jobNumbers.take(ctx);
      return placed(ctx, jobAdminId, catalog, () => decideNewJob(newJob, { jobAdminId, jobAdminInt }), {
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
      return placed(ctx, jobAdminId, catalog, (s) => decideChangeInformation(s, fields, catalog, ctx.now), {
        expectedVersion,
        current: jobAnswer,
      });
    },

    /** A job moved to another day on the schedule: its place there is reserved as for any change of Scheduled In. */
    async reschedule(ctx: CommandContext, jobAdminId: string, command: Reschedule, expectedVersion?: number) {
      const catalog = await catalogs.load(ctx.locationShortName);
      return placed(ctx, jobAdminId, catalog, (s) => decideReschedule(s, command, catalog, ctx.now), {
        expectedVersion,
        current: jobAnswer,
      });
    },

    /** A department's prioritised jobs in order; the others there lose their priority. */
    prioritise: (ctx: CommandContext, departmentShortName: string, jobAdminIds: readonly string[]) =>
      prioritise(deps, ctx, departmentShortName, jobAdminIds),

    async changeBadgeState(ctx: CommandContext, jobAdminId: string, command: { badgeId: string; state: number }) {
      const catalog = await catalogs.load(ctx.locationShortName);
      return execute(deps, onJob(jobAdminId), job, (s) => decideBadgeState(s, command, catalog), ctx);
    },

    async hold(ctx: CommandContext, jobAdminId: string, command: HoldJob) {
      const catalog = await catalogs.load(ctx.locationShortName);
      const holdId = deps.newId();
      return execute(deps, onJob(jobAdminId), job, (s) => decideHold(s, command, catalog, holdId), ctx);
    },

    release: (ctx: CommandContext, jobAdminId: string) => execute(deps, onJob(jobAdminId), job, decideRelease, ctx),

    archive: (ctx: CommandContext, jobAdminId: string) =>
      execute(deps, onJob(jobAdminId), job, (s) => decideArchive(s, ctx.now), ctx, { current: jobAnswer }),

    // A voided job takes no place; reopened, it takes its place again.
    async void(ctx: CommandContext, jobAdminId: string) {
      const catalog = await catalogs.load(ctx.locationShortName);
      return placed(ctx, jobAdminId, catalog, (s) => decideVoid(s, ctx.now), {});
    },

    async reopen(ctx: CommandContext, jobAdminId: string) {
      const catalog = await catalogs.load(ctx.locationShortName);
      return placed(ctx, jobAdminId, catalog, decideReopen, {});
    },

    /** PUT JobAdmins/asfolder; `allowed` refuses a save that changes what the user may not change. */
    async saveFolder(ctx: CommandContext, folder: SaveFolder, allowed: (eventTypes: string[]) => void = () => {}) {
      const catalog = await catalogs.load(ctx.locationShortName);
      return placed(
        ctx,
        folder.jobAdminId,
        catalog,
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
