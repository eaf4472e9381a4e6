import type { BlobStore } from '@bayline/platform/blobs';
import type { EventStore } from '@bayline/platform/event-store/port';
import type { JobNumbers } from '../jobs/job-numbers.ts';
import type { CatalogLoader } from './catalog-loader.ts';
import type { FoldedStreams } from './command.ts';

export interface CommandDeps {
  store: EventStore;
  /** The aggregates' folded states, read forward from where they were left. */
  streams: FoldedStreams;
  catalogs: CatalogLoader;
  newId: () => string;
  /** The app's one clock: "now" and "today" of every decision (tests set it); also request.server.now(). */
  now: () => Date;
  /** Job numbers from the blocks this process has reserved (one per process, shared by routes and the seed). */
  jobNumbers: JobNumbers;
  /** Serialises work per key within this process (commands per stream). */
  inTurn: <T>(key: string, work: () => Promise<T>) => Promise<T>;
  /** Where uploaded files are kept (media/{mediaId}, thumbs/{mediaId}). */
  blobs: BlobStore;
}
