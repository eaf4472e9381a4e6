import { Query } from 'mingo';
import { sortSkipLimit } from './cursor.ts';
import { declaredCollection } from './index-coverage.ts';
import type { Change, Doc, Filter, FindOptions, ReadView } from './port.ts';

/**
 * Read models held in memory and changed by projectors' changes as they come: what a projector test folds
 * events into, and what the audit views replay a job's history into. Finds use MongoDB's query semantics (mingo),
 * as the embedded store does; what is read back is a copy, as the port promises.
 */
export function memoryReadModels(start: Record<string, Doc[]> = {}) {
  const collections = new Map<string, Map<string, Doc>>();
  const collection = (name: string) => {
    let docs = collections.get(name);
    if (!docs) {
      docs = new Map();
      collections.set(name, docs);
    }
    return docs;
  };
  for (const [name, docs] of Object.entries(start)) for (const doc of docs) collection(name).set(doc.id, doc);
  const matching = (name: string, filter: Filter) => {
    const query = new Query(filter, {});
    return [...(collections.get(name)?.values() ?? [])].filter((doc) => query.test(doc));
  };

  const view: ReadView = {
    collection: (model) => declaredCollection(view, model),
    async get(name, id) {
      const doc = collections.get(name)?.get(id);
      return doc && structuredClone(doc);
    },
    async find(name, filter: Filter = {}, options: FindOptions = {}) {
      return structuredClone(sortSkipLimit(matching(name, filter), options));
    },
    async count(name, filter: Filter = {}) {
      return matching(name, filter).length;
    },
  };
  return {
    view,
    /** A document as a projector reads it while projecting (the one held: projectors never change what they read). */
    lookup: (name: string, id: string): Doc | undefined => collections.get(name)?.get(id),
    /** Every document of a collection. */
    all: (name: string): Doc[] => [...(collections.get(name)?.values() ?? [])],
    apply(changes: readonly Change[]) {
      for (const change of changes)
        if (change.op === 'upsert') collection(change.collection).set(change.doc.id, change.doc);
        else collections.get(change.collection)?.delete(change.id);
    },
  };
}
export type MemoryReadModels = ReturnType<typeof memoryReadModels>;
