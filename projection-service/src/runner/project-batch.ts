import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Change, Doc, ReadStore } from '@bayline/platform/read-store/port';
import type { DocKey, Lookup, Projector } from '../projector.ts';
import { DocTable, type HotDocs } from './hot-docs.ts';
import { messageOf } from './run.ts';

/** An error thrown by a projector's own code (keys or apply): the only kind that can get an event parked. */
export class ProjectorFault extends Error {
  constructor(projector: string, cause: unknown) {
    super(`${projector}: ${messageOf(cause)}`, { cause });
    this.name = 'ProjectorFault';
  }
}

/**
 * Longest document id a projector may write: with its collection's name it must stay a key every store can hold
 * (LMDB keys are at most 1,978 bytes). A longer one is the projector's fault, so the event gets parked rather
 * than the store retried forever.
 */
const maxDocIdBytes = 1024;

/**
 * Documents by id, read with one find; or one by one for the few documents a rebuild let go: a find could make the
 * store load the whole fresh collection (the embedded one keeps a copy of every collection it was queried on).
 */
async function readDocs(readStore: ReadStore, collection: string, ids: string[], oneByOne: boolean) {
  const docs = oneByOne
    ? await Promise.all(ids.map((id) => readStore.get(collection, id)))
    : await readStore.find(collection, { id: { $in: ids } });
  const found = new Map<string, Doc>();
  for (const doc of docs) if (doc) found.set(doc.id, doc);
  return found;
}

/** True when `id` is no string, or too long for a document id (see maxDocIdBytes). */
const badId = (id: unknown) =>
  typeof id !== 'string' || (id.length > maxDocIdBytes / 3 && Buffer.byteLength(id) > maxDocIdBytes);

/** A batch being projected: every document it names, by physical collection (null when there is none). */
interface Batch {
  projector: Projector;
  events: RecordedEvent[];
  readStore: ReadStore;
  physical: (collection: string) => string;
  hot?: HotDocs;
  overlay: DocTable<Doc | null>;
}

/**
 * Projects a batch on top of the stored documents (those in `hot` are not read again); returns the final change
 * per touched document, in physical collections.
 */
export async function projectBatch(
  projector: Projector,
  events: RecordedEvent[],
  readStore: ReadStore,
  physical: (collection: string) => string,
  hot?: HotDocs,
): Promise<Change[]> {
  const batch: Batch = { projector, events, readStore, physical, hot, overlay: new DocTable() };
  const read = (collection: string, id: string) => {
    const doc = batch.overlay.get(physical(collection), id);
    if (doc === undefined) throw new Error(`${projector.name} read ${collection}/${id} without naming it in keys()`);
    return doc ?? undefined;
  };
  await load(batch, (event) => projector.keys(event));
  // Before any event is applied: what `keysFrom` reads is the documents as they were before the batch.
  if (projector.keysFrom) await load(batch, (event) => projector.keysFrom!(event, read));
  return applyEvents(batch, read);
}

/** The documents an event names: by its keys, or by what `keysFrom` reads. */
type KeysOf = (event: RecordedEvent) => DocKey[];

/** Loads the documents the keys name that the overlay does not hold yet. */
async function load({ projector, events, readStore, physical, hot, overlay }: Batch, named: KeysOf) {
  const missing = new Map<string, string[]>();
  try {
    for (const event of events)
      for (const { collection, id } of named(event)) {
        const name = physical(collection);
        if (overlay.get(name, id) !== undefined) continue;
        const known = hot?.get(name, id);
        overlay.set(name, id, known ?? null);
        if (known !== undefined) continue;
        const ids = missing.get(name);
        if (ids) ids.push(id);
        else missing.set(name, [id]);
      }
  } catch (error) {
    throw new ProjectorFault(projector.name, error);
  }
  await Promise.all(
    [...missing].map(async ([collection, ids]) => {
      const found = await readDocs(readStore, collection, ids, hot?.fresh ?? false);
      for (const id of ids) {
        const doc = found.get(id) ?? null;
        overlay.set(collection, id, doc);
        hot?.set(collection, id, doc);
      }
    }),
  );
}

/** Applies the events in order, each on the documents as the ones before it left them; the last change per document. */
function applyEvents({ projector, events, physical, overlay }: Batch, read: Lookup): Change[] {
  const touched = new DocTable<Change>();
  for (const event of events) {
    let changes: Change[];
    try {
      changes = projector.apply(event, read);
    } catch (error) {
      throw new ProjectorFault(projector.name, error);
    }
    for (const change of changes) {
      const id = change.op === 'upsert' ? change.doc.id : change.id;
      if (badId(id))
        throw new ProjectorFault(
          projector.name,
          `it wrote a ${change.collection} document whose id is not a string of at most ${maxDocIdBytes} bytes`,
        );
      const collection = physical(change.collection);
      if (change.op === 'upsert') {
        overlay.set(collection, id, change.doc);
        touched.set(collection, id, { op: 'upsert', collection, doc: change.doc });
      } else {
        overlay.set(collection, id, null);
        touched.set(collection, id, { op: 'delete', collection, id });
      }
    }
  }
  return [...touched.collections.values()].flatMap((changes) => [...changes.values()]);
}
