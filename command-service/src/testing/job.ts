import { type CreateJob, createJobSchema } from '@bayline/contracts';
import { decideCreateJob } from '../jobs/decide.ts';
import type { StoredFile } from '../media/decide.ts';
import { catalog, monday } from './catalog.ts';

/** A create-job form of the test catalog, with `overrides`. */
export const jobForm = (overrides: Partial<CreateJob> = {}): CreateJob =>
  createJobSchema.parse({
    clientName: 'Maria Garcia',
    clientCellular: '(510) 555-0101',
    jobClassId: 'class-light',
    scheduledIn: '2026-03-04T00:00:00',
    scheduledOut: '2026-03-09T00:00:00',
    hours: 12.5,
    subTotal: 1450,
    ...overrides,
  });
export const jobIds = { jobAdminId: 'job-1', jobAdminInt: 1001 };

/** The test job as created on Monday: `job-1`, number 1001, open, without media. */
export const createdJob = () => decideCreateJob(jobForm(), catalog, monday, jobIds);

/** A file as an upload stored it (its blob under `media/{mediaId}`). */
export const storedFile = (mediaId: string, contentType: StoredFile['contentType'] = 'image/png'): StoredFile => ({
  mediaId,
  fileName: `${mediaId}.png`,
  contentType,
  size: 10,
  sha256: 'ab'.repeat(32),
});
