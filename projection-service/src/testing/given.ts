import type { BaylineEvent } from '@bayline/contracts';
import type { ReadModel } from '@bayline/contracts/read-models/define';
import { storedAsMongoDb } from '@bayline/platform/read-store/like-mongodb';
import type { Doc } from '@bayline/platform/read-store/port';
import { expect } from 'vitest';
import { lookupIn, type Projector, projectInMemory } from '../projector.ts';
import { recorded } from './events.ts';

type Named<T extends BaylineEvent['type']> = Extract<BaylineEvent, { type: T }>;
/** Only the fields a story needs, at any depth; lists are given whole. */
type Sketch<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: Sketch<T[K]> } : T;

/**
 * An event a projector specification is given: one of Bayline's on its stream, its `data` checked against its type
 * (a misspelt type or field fails to compile), with only the fields the story needs.
 */
export type GivenEvent = {
  [T in BaylineEvent['type']]: {
    streamId: string;
    type: T;
    data: Sketch<Named<T>['data']>;
    at?: string;
    location?: string;
  };
}[BaylineEvent['type']];

/** The data of an event of type T, sketched to the fields a story needs. */
export type GivenData<T extends BaylineEvent['type']> = Sketch<Named<T>['data']>;

/** One event of a story, on its stream: `on('job-j1', 'JobPrioritised', { priority: 2 })`. */
export const on = <T extends BaylineEvent['type']>(
  streamId: string,
  type: T,
  data: GivenData<T>,
  when: { at?: string; location?: string } = {},
) => ({ streamId, type, data, ...when }) as GivenEvent;

/** An event typed only as the log holds it: for the settings lists', which Bayline's union does not name. */
export type UntypedEvent = Parameters<typeof recorded>[0][number];

/**
 * Projector specification (after Emmett's): given these events (over these stored documents), then this document
 * of the read model, or a document matching these fields. Expected documents are typed against the read model's;
 * events against Bayline's union unless a story names another type for them.
 */
export function given<D extends { id: string }, E extends UntypedEvent = GivenEvent>(
  projector: Projector,
  model: ReadModel<D>,
  events: NoInfer<E>[],
  stored: D[] = [],
) {
  // Each document written as MongoDB would store it (undefined becomes null...), and refused where it would be.
  const storing: Projector = {
    ...projector,
    apply: (event, read) =>
      projector
        .apply(event, read)
        .map((change) => (change.op === 'upsert' ? { ...change, doc: storedAsMongoDb(change.doc) } : change)),
  };
  // The read model's documents are the store's, as `upsert` writes them.
  const projected = projectInMemory(storing, recorded(events), { [model.collection]: stored as (D & Doc)[] });
  const document = (id: string) => lookupIn(projected.get, model, id);
  return {
    document,
    all: () => projected.all(model.collection) as D[],
    /** The document with the expected one's id is exactly it. */
    // biome-ignore lint/suspicious/noThenProperty: the specification reads given/then, it is never awaited
    then: (expected: D) => expect(document(expected.id)).toEqual(expected),
    /** The document with this id holds these fields (and perhaps others). */
    thenMatches: (expected: Partial<D> & { id: string }) => expect(document(expected.id)).toMatchObject(expected),
  };
}
