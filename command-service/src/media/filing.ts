import { createHash } from 'node:crypto';
import type { MediaFilingEvent } from '@bayline/contracts';
import { type Job, job, jobStream } from '../jobs/job.ts';
import { type Aggregate, type ExecuteDeps, executeOne, type StreamCommand } from '../shared/command.ts';
import { mapAggregate } from '../shared/map-aggregate.ts';
import type { WriteSideIndexUpgrade } from '../shared/upgrade.ts';
import { mediaNotOnJob } from './decide.ts';

/**
 * Which job each media item is on, for commands that name media ids alone. A location's index is split by job over
 * 16 streams: an upload appends one event to one of them however many files it carries, uploads to different jobs
 * seldom meet on one stream (a race lost is decided again by executeAll), and a lookup reads the 16, each folded
 * state kept by `deps.streams` and read forward from where it was left. Entries are never removed: each counts
 * only while its job's stream has the item.
 */
const shards = [...'0123456789abcdef'];

export const mediaFilesStream = (locationShortName: string, shard: string) =>
  `mediafiles-${locationShortName}-${shard}`;

const filesOfJob = (locationShortName: string, jobAdminId: string) =>
  mediaFilesStream(locationShortName, createHash('sha256').update(jobAdminId).digest('hex').charAt(0));

/** The job each media item was added to, by media id. */
export type MediaFiles = ReadonlyMap<string, string>;

export const mediaFiles: Aggregate<MediaFiles, MediaFilingEvent> = mapAggregate((files, event) => {
  for (const mediaId of event.data.mediaIds) files.set(mediaId, event.data.jobAdminId);
});

/** A job's new media filed under it, in one event: those not filed there yet. */
export function decideFiling(files: MediaFiles, jobAdminId: string, mediaIds: readonly string[]): MediaFilingEvent[] {
  const unfiled = mediaIds.filter((mediaId) => files.get(mediaId) !== jobAdminId);
  return unfiled.length ? [{ type: 'MediaFiled', data: { jobAdminId, mediaIds: unfiled } }] : [];
}

/**
 * The index's part of a command that adds media to a job: put before the job's own part, so a crash between the two
 * leaves an entry the job's stream does not confirm, never an item the index cannot find.
 */
export function fileMedia(
  locationShortName: string,
  jobAdminId: string,
  mediaIds: readonly string[],
): StreamCommand<unknown, MediaFilingEvent> {
  return {
    streamId: filesOfJob(locationShortName, jobAdminId),
    aggregate: mediaFiles as Aggregate<unknown, MediaFilingEvent>,
    decide: (files) => decideFiling(files as MediaFiles, jobAdminId, mediaIds),
  };
}

/**
 * The media named, by job: each item's job as the index has it, confirmed on the job's stream. An item deleted
 * already, another location's, unknown, or filed by a command that stopped before the job's append is refused as
 * unknown (the first such in the order named).
 */
export function mediaByJob(
  mediaIds: readonly string[],
  jobOf: (mediaId: string) => string | undefined,
  jobs: ReadonlyMap<string, Job>,
  locationShortName: string,
) {
  const byJob = new Map<string, string[]>();
  for (const mediaId of mediaIds) {
    const jobAdminId = jobOf(mediaId);
    const state = jobAdminId === undefined ? undefined : jobs.get(jobAdminId);
    const confirmed = state?.exists && state.locationShortName === locationShortName && state.media.has(mediaId);
    if (jobAdminId === undefined || !confirmed) throw mediaNotOnJob(mediaId);
    byJob.set(jobAdminId, [...(byJob.get(jobAdminId) ?? []), mediaId]);
  }
  return byJob;
}

/** Finds the jobs of the media named at a location (see `mediaByJob`), on the index and the jobs' streams now. */
export async function findMedia(deps: Pick<ExecuteDeps, 'streams'>, locationShortName: string, mediaIds: string[]) {
  const filed = await Promise.all(
    shards.map(
      async (shard) => (await deps.streams.current(mediaFilesStream(locationShortName, shard), mediaFiles)).state,
    ),
  );
  const jobOf = (mediaId: string) => filed.find((files) => files.has(mediaId))?.get(mediaId);
  const jobIds = [...new Set(mediaIds.map(jobOf).filter((id) => id !== undefined))];
  const read = await Promise.all(jobIds.map((id) => deps.streams.current(jobStream(id), job)));
  const jobs = new Map(jobIds.map((id, i) => [id, read[i]!.state]));
  return mediaByJob(mediaIds, jobOf, jobs, locationShortName);
}

/** Files the media of an older store's jobs (every later item is filed as it is added). */
export const earlierMedia: WriteSideIndexUpgrade = {
  name: 'media-files',
  start() {
    const jobIds = new Set<string>();
    return {
      see(event) {
        if (event.type === 'MediaUploaded') jobIds.add(event.data.jobAdminId);
      },
      async fill(deps, ctx) {
        let filed = 0;
        for (const jobAdminId of jobIds) {
          const { state } = await deps.streams.current(jobStream(jobAdminId), job);
          if (!state.exists || !state.media.size) continue;
          const { locationShortName } = state;
          const { events } = await executeOne(deps, fileMedia(locationShortName, jobAdminId, [...state.media.keys()]), {
            ...ctx,
            locationShortName,
          });
          filed += events.reduce((n, e) => n + e.data.mediaIds.length, 0);
        }
        return filed;
      },
    };
  },
};
