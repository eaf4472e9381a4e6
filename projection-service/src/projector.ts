import type { RecordedEvent } from '@bayline/platform/event-store/port';
import { memoryReadModels } from '@bayline/platform/read-store/memory';
import type { Change, Doc } from '@bayline/platform/read-store/port';

export interface DocKey {
  collection: string;
  id: string;
}

/** A document as the projector sees it while projecting: undefined when there is none. */
export type Lookup = (collection: string, id: string) => Doc | undefined;

/**
 * A read model's projector: pure functions. `keys` names the documents an event reads or writes (the runner loads
 * them first); `apply` turns the event and those documents into changes. The runner loads the documents every
 * event of a batch names before applying any, so `apply` may read any of them.
 */
export interface Projector {
  name: string;
  /** Logical collections it owns: rebuilt and swapped together. */
  collections: string[];
  indexes?: Record<string, string[][]>;
  /**
   * Raised whenever what the projector makes from the same events changes (a new field, a new collection): a store
   * projected by an older version is rebuilt at start, blue/green, while the old read model serves.
   */
  version?: number;
  keys(event: RecordedEvent): DocKey[];
  /**
   * Documents an event reads or writes that only the documents `keys` named can tell: a job's delivered month is in
   * the job's document, not in the event that changes its hours. `read` gives those documents as they were before
   * the batch; a document an event of the batch makes needed (a new delivered month) is one its `keys` names.
   */
  keysFrom?(event: RecordedEvent, read: Lookup): DocKey[];
  apply(event: RecordedEvent, read: Lookup): Change[];
}

/** Runs a projector over events in memory: the "given events, then read model" shape of projector tests. */
export function projectInMemory(projector: Projector, events: RecordedEvent[], start: Record<string, Doc[]> = {}) {
  const models = memoryReadModels(start);
  for (const event of events) models.apply(projector.apply(event, models.lookup));
  return { get: models.lookup, all: models.all };
}
