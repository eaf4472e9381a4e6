import type { JobDateField } from '../jobs/job-fields.ts';
import type { DateEntry } from '../reports/date-entry.ts';
import { defineReadModel } from './define.ts';

/**
 * Every entry of a job's six dates (docs/metrics.md "Date entry"): the Date Entry report reads a location's by the
 * day they were entered, the cycle-time analytics its late ones by their lag, the folder a job's.
 */
export const dateEntriesModel = defineReadModel<DateEntry>({
  collection: 'dateEntries',
  indexes: [['locationShortName', 'enteredOn'], ['locationShortName', 'lagHours'], ['jobAdminId']],
});

/** A job's six dates as they stand (`id` is its jobAdminId): the value the next entry replaces. */
export type DateEntryJob = {
  id: string;
  locationShortName: string;
  jobAdminInt: number;
  dates: Partial<Record<JobDateField, string | null>>;
};

export const dateEntryJobsModel = defineReadModel<DateEntryJob>({ collection: 'dateEntryJobs', indexes: [] });

/** A location's time zone (`id` is its short name): the day a date's lag is counted from. */
export type DateEntryLocation = { id: string; timeZone: string };

export const dateEntryLocationsModel = defineReadModel<DateEntryLocation>({
  collection: 'dateEntryLocations',
  indexes: [],
});
