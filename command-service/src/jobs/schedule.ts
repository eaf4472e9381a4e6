import {
  dayInZone,
  invalid,
  type JobClass,
  Refusal,
  rescheduleIssue,
  type ScheduleEvent,
  scheduleClassOf,
  takesAPlace,
} from '@bayline/contracts';
import type { Catalog } from '../shared/catalog.ts';
import { type Aggregate, type CommandContext, type ExecuteDeps, execute } from '../shared/command.ts';
import type { WriteSideIndexUpgrade } from '../shared/upgrade.ts';
import { type Job, job, jobStream } from './job.ts';

/** A place a job takes: a day of a class at a location, for a class that does not allow going over its capacity. */
export interface Place {
  locationShortName: string;
  jobClass: JobClass;
  /** yyyy-mm-dd */
  day: string;
}

export const scheduleStream = ({ locationShortName, jobClass, day }: Place) =>
  `schedule-${locationShortName}-${jobClass.jobClassId}-${day}`;

/**
 * The place a job takes as its stream has it; none for a voided job. A job of a class that allows going over its
 * capacity takes one too, so that a class switched to keeping to its capacity counts the jobs it holds already.
 */
export function placeOf(state: Job, catalog: Catalog): Place | undefined {
  const scheduledIn = state.fields.scheduledIn;
  if (!state.exists || !scheduledIn || !takesAPlace(state)) return undefined;
  const jobClass = catalog.jobClasses.find((c) => c.jobClassId === state.fields.jobClassId && !c.deletedAt);
  if (!jobClass) return undefined;
  return { locationShortName: state.locationShortName, jobClass, day: scheduledIn.slice(0, 10) };
}

/** Whether a job's own stream says it takes this place now: the confirmation a reservation counts by. */
export function holdsPlace(state: Job, place: Place): boolean {
  return (
    state.exists &&
    takesAPlace(state) &&
    state.locationShortName === place.locationShortName &&
    state.fields.jobClassId === place.jobClass.jobClassId &&
    state.fields.scheduledIn?.slice(0, 10) === place.day
  );
}

/** A day's reservations: when each job still holding one last reserved it. */
export type ScheduleDay = ReadonlyMap<string, string>;

export const scheduleDay: Aggregate<ScheduleDay, ScheduleEvent> = {
  initial: () => new Map(),
  evolve(state, event) {
    switch (event.type) {
      case 'PlaceReserved':
        return new Map(state).set(event.data.jobAdminId, event.metadata.at);
      case 'PlaceReleased': {
        const next = new Map(state);
        next.delete(event.data.jobAdminId);
        return next;
      }
      default:
        event satisfies never;
        return state;
    }
  },
};

/**
 * How long a reservation (or another index entry) its job does not confirm yet still counts: the job's own append
 * follows it at once, so only an entry whose job append never came (a crash, a refusal) is older, and it books nothing.
 */
export const pendingMs = 10_000;

/**
 * A job takes a place on the day: for a class that keeps to its capacity, refused with the schedule's message when
 * the reservations that count (confirmed by their jobs' streams, `holding`, or made within `pendingMs`) fill the
 * weekday's capacity (a class that allows going over it is never refused here: the job form's rules are its). The
 * job's own reservation is made again, so it counts as pending until its job's append confirms it.
 */
export function decideReservation(
  state: ScheduleDay,
  place: Place,
  jobAdminId: string,
  holding: ReadonlySet<string>,
  now: Date,
): ScheduleEvent[] {
  const reserved: ScheduleEvent[] = [{ type: 'PlaceReserved', data: { jobAdminId } }];
  if (place.jobClass.allowOvercapacity) return reserved;
  const booked = [...state].filter(
    ([id, at]) => id !== jobAdminId && (holding.has(id) || now.getTime() - Date.parse(at) < pendingMs),
  ).length;
  const issue = rescheduleIssue(scheduleClassOf(place.jobClass), place.day, booked);
  if (issue) throw invalid([{ field: 'scheduledIn', message: issue }]);
  return reserved;
}

/** A job gives up its place (it left the day or the class, or its append did not follow the reservation). */
export function decideRelease(state: ScheduleDay, jobAdminId: string): ScheduleEvent[] {
  return state.has(jobAdminId) ? [{ type: 'PlaceReleased', data: { jobAdminId } }] : [];
}

/** The day's reservations as they stand, and which of them their jobs' streams confirm now. */
async function dayNow(deps: ExecuteDeps, place: Place) {
  const { state, version } = await deps.streams.current(scheduleStream(place), scheduleDay);
  const ids = [...state.keys()];
  const jobs = await Promise.all(ids.map((id) => deps.streams.current(jobStream(id), job)));
  const holding = new Set(ids.filter((_, i) => jobs[i] && holdsPlace(jobs[i].state, place)));
  return { version, holding };
}

/** Reservations and releases of places on the days' streams, decided on those streams and the jobs' own. */
export function schedulePlaces(deps: ExecuteDeps) {
  return {
    /** Reserves the place or refuses; a day that moved on while its jobs were read is read again. */
    async reserve(ctx: CommandContext, place: Place, jobAdminId: string) {
      for (;;) {
        const { version, holding } = await dayNow(deps, place);
        try {
          return await execute(
            deps,
            scheduleStream(place),
            scheduleDay,
            (state) => decideReservation(state, place, jobAdminId, holding, ctx.now),
            ctx,
            { expectedVersion: version },
          );
        } catch (error) {
          if (!(error instanceof Refusal && error.name === 'StaleVersion')) throw error;
        }
      }
    },

    /** Best effort: the count goes by the jobs' streams, so a release not recorded books no place. */
    release: (ctx: CommandContext, place: Place, jobAdminId: string) =>
      execute(deps, scheduleStream(place), scheduleDay, (state) => decideRelease(state, jobAdminId), ctx).catch(
        () => undefined,
      ),
  };
}

/**
 * Gives each job written before days reserved places (an older store) the place it holds from today on, where its
 * day has no reservation for it, so the count includes it (every job since reserves its own place).
 */
export const earlierPlaces: WriteSideIndexUpgrade = {
  name: 'schedule-places',
  start() {
    const jobIds: string[] = [];
    return {
      see(event) {
        if (event.type === 'JobCreated') jobIds.push(event.data.jobAdminId);
      },
      async fill(deps, ctx) {
        let reserved = 0;
        for (const jobAdminId of jobIds) {
          const { state } = await deps.streams.current(jobStream(jobAdminId), job);
          const catalog = await deps.catalogs.load(state.locationShortName);
          const place = placeOf(state, catalog);
          if (!place || place.day < dayInZone(ctx.now, catalog.location.timeZone)) continue;
          const { events } = await execute(
            deps,
            scheduleStream(place),
            scheduleDay,
            (s): ScheduleEvent[] => (s.has(jobAdminId) ? [] : [{ type: 'PlaceReserved', data: { jobAdminId } }]),
            { ...ctx, locationShortName: place.locationShortName },
          );
          reserved += events.length;
        }
        return reserved;
      },
    };
  },
};
