import { dateLagHours, dayInZone, isBackDated, type JobDateField, jobDateFields } from '@bayline/contracts';
import {
  type DateEntryJob,
  dateEntriesModel,
  dateEntryJobsModel,
  dateEntryLocationsModel,
} from '@bayline/contracts/read-models/date-entries';
import type { Change } from '@bayline/platform/read-store/port';
import { documentKey, keeps, lookupIn, type Projector, projected, upsert } from '../projector.ts';
import { onJobStream } from './job-changes.ts';

/**
 * Date entry (docs/metrics.md "Date entry"): each entry of a job's six dates, with the value it replaced, who made it
 * and when, and how far it lagged or preceded the date in the location's time zone. A job's dates as they stand are
 * kept to know what an entry replaces; each location's time zone to count the lag.
 */
export const dateEntriesProjector: Projector = {
  name: 'date-entries',
  ...keeps(dateEntriesModel, dateEntryJobsModel, dateEntryLocationsModel),
  keys(recorded) {
    const event = projected(recorded);
    if (!onJobStream(event)) return [];
    return [
      documentKey(dateEntryJobsModel, event.data.jobAdminId),
      documentKey(dateEntryLocationsModel, event.metadata.locationShortName),
    ];
  },
  apply(recorded, read) {
    const event = projected(recorded);
    if (event.type === 'LocationOpened' && event.streamId.startsWith('location-'))
      return [upsert(dateEntryLocationsModel, { id: event.streamId.slice(9), timeZone: event.data.info.timeZone })];
    if (!onJobStream(event)) return [];
    let job: DateEntryJob | undefined;
    let set: Partial<Record<JobDateField, string | null>>;
    switch (event.type) {
      case 'JobCreated':
        job = {
          id: event.data.jobAdminId,
          locationShortName: event.metadata.locationShortName,
          jobAdminInt: event.data.jobAdminInt,
          dates: {},
        };
        set = event.data;
        break;
      case 'JobInformationChanged':
        job = lookupIn(read, dateEntryJobsModel, event.data.jobAdminId);
        set = event.data.changes;
        break;
      case 'JobScheduledOutChanged':
        job = lookupIn(read, dateEntryJobsModel, event.data.jobAdminId);
        set = { scheduledOut: event.data.scheduledOut };
        break;
      default:
        return [];
    }
    if (!job) return [];
    const { at, userId } = event.metadata;
    const timeZone = lookupIn(read, dateEntryLocationsModel, job.locationShortName)?.timeZone ?? 'UTC';
    const dates = { ...job.dates };
    const changes: Change[] = [];
    for (const field of jobDateFields) {
      if (!(field in set)) continue;
      const before = dates[field] ?? null;
      const after = set[field] ?? null;
      if (after === before) continue;
      dates[field] = after;
      const lagHours = after === null ? null : dateLagHours(after, at, timeZone);
      changes.push(
        upsert(dateEntriesModel, {
          id: `${recorded.id}:${field}`,
          locationShortName: job.locationShortName,
          jobAdminId: job.id,
          jobAdminInt: job.jobAdminInt,
          field,
          before,
          after,
          enteredAt: at,
          enteredOn: dayInZone(new Date(at), timeZone),
          enteredBy: userId,
          lagHours,
          backDated: isBackDated(before, after, lagHours),
        }),
      );
    }
    return event.type === 'JobCreated' || changes.length
      ? [upsert(dateEntryJobsModel, { ...job, dates }), ...changes]
      : [];
  },
};
