import type { WaitingJob } from '../reports/waiting.ts';
import { defineReadModel } from './define.ts';

/**
 * The ledger of waiting, one document per job: its department visits and holds as intervals. Only intervals are
 * kept, and hours worked out when asked: an open hold or visit counts up to the moment of asking, and business
 * hours follow the location's working days and notify window as they are when asked (a shop that changes its hours
 * sees its whole history in the new ones), so any hour stored here would be stale.
 */
export const waitingJobsModel = defineReadModel<WaitingJob>({
  collection: 'waitingJobs',
  // Where Jobs Wait: the location's jobs held before its range ends.
  indexes: [['locationShortName', 'firstHeldAt']],
});
