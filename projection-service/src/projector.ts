import type { ReadModel } from '@bayline/contracts/read-models/define';
import { type LoggedEvent, logged } from '@bayline/platform/event-store/logged';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import { memoryReadModels } from '@bayline/platform/read-store/memory';
import type { Change, Doc } from '@bayline/platform/read-store/port';

/** An event of the log as projectors read it: one of Bayline's, its `data` narrowed by a `switch` on its `type`. */
export type ProjectedEvent = LoggedEvent;

export const projected = logged;

/** A guard for the events of the types named: the compiler refuses a type that is not one of Bayline's events. */
export function ofTypes<T extends ProjectedEvent['type']>(...types: T[]) {
  const named = new Set<string>(types);
  return (event: ProjectedEvent): event is Extract<ProjectedEvent, { type: T }> => named.has(event.type);
}

/** The end of a `switch` that has handled every event its projector can handle: one more fails to compile. */
export function unhandled(event: never): never {
  throw new Error(`Unhandled event ${(event as ProjectedEvent).type}`);
}

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

/** The collections and indexes of the read models a projector keeps, from their definitions. */
export function keeps(...models: ReadModel<{ id: string }>[]): Pick<Projector, 'collections' | 'indexes'> {
  return {
    collections: models.map((m) => m.collection),
    indexes: Object.fromEntries(
      models.filter((m) => m.indexes.length > 0).map((m) => [m.collection, m.indexes.map((index) => [...index])]),
    ),
  };
}

export const documentKey = (model: ReadModel<{ id: string }>, id: string): DocKey => ({
  collection: model.collection,
  id,
});

/** A read model's document as the projector sees it while projecting (its projector is its only writer). */
export const lookupIn = <D extends { id: string }>(read: Lookup, model: ReadModel<D>, id: string) =>
  read(model.collection, id) as D | undefined;

export const upsert = <D extends { id: string }>(model: ReadModel<D>, doc: D): Change => ({
  op: 'upsert',
  collection: model.collection,
  doc: doc as D & Doc,
});

export const remove = (model: ReadModel<{ id: string }>, id: string): Change => ({
  op: 'delete',
  collection: model.collection,
  id,
});

/**
 * A projector that keeps one document per aggregate (or per item): the events it can handle, the id of the
 * document each changes, and how an event evolves that document.
 */
export interface DocumentProjection<D extends { id: string }, E extends ProjectedEvent> {
  name: string;
  version?: number;
  model: ReadModel<D>;
  canHandle(event: ProjectedEvent): event is E;
  documentId(event: E): string;
  /**
   * The document after the event: the same document when the event leaves it as it is (or there is none), null
   * when the event ends it.
   */
  evolve(document: D | undefined, event: E): D | undefined | null;
}

export function documentProjector<D extends { id: string }, E extends ProjectedEvent>(
  projection: DocumentProjection<D, E>,
): Projector {
  const { model } = projection;
  return {
    name: projection.name,
    version: projection.version,
    ...keeps(model),
    keys(recorded) {
      const event = projected(recorded);
      return projection.canHandle(event) ? [documentKey(model, projection.documentId(event))] : [];
    },
    apply(recorded, read) {
      const event = projected(recorded);
      if (!projection.canHandle(event)) return [];
      const id = projection.documentId(event);
      const before = lookupIn(read, model, id);
      const after = projection.evolve(before, event);
      if (after === null) return [remove(model, id)];
      return after === undefined || after === before ? [] : [upsert(model, after)];
    },
  };
}
