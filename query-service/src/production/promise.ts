import { type JobPromise, jobsAheadByJob, type PromiseJob, promiseOf, RoState } from '@bayline/contracts';
import { type LocationSettingsDoc, locationSettingsModel } from '@bayline/contracts/read-models/identity';
import { boardCardsModel } from '@bayline/contracts/read-models/jobs';
import type { ReadView } from '@bayline/platform/read-store/port';
import type { Lookups } from './lookups.ts';

/** The read models a promise is worked out from: the board's open jobs, the departments and the time zone. */
export const promiseProjectors = ['board', 'settings', 'locations'];

/**
 * The promise of each open job of a location at `now` (contracts' `promiseOf`, the rule the web applies as its
 * clock ticks), with the location's open cards read once for the departments' queues. A job not open has none.
 */
export async function promisesAt(
  readStore: ReadView,
  locationShortName: string,
  lookups: Lookups,
  now: Date,
): Promise<{
  /** The location's settings as read for its time zone, for a caller that needs more of them. */
  settings: LocationSettingsDoc | undefined;
  timeZone: string;
  of: (job: PromiseJob & { roState: number }) => JobPromise | null;
}> {
  const [open, settings] = await Promise.all([
    readStore.collection(boardCardsModel).find({ locationShortName, roState: RoState.open }),
    readStore.collection(locationSettingsModel).get(locationShortName),
  ]);
  const ahead = jobsAheadByJob(open);
  const timeZone = settings?.timeZone ?? 'UTC';
  return {
    settings,
    timeZone,
    of: (job) =>
      job.roState === RoState.open
        ? promiseOf({
            job,
            departments: lookups.departments,
            jobsAhead: ahead.get(job.jobAdminId) ?? 0,
            now: now.getTime(),
            timeZone,
          })
        : null,
  };
}
