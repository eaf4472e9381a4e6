import { BSON, MongoInvalidArgumentError, MongoServerError } from 'mongodb';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { sortSkipLimit } from './cursor.ts';
import { declaredCollection } from './index-coverage.ts';
import type { Change, Doc, ReadStore } from './port.ts';

/** MongoDB's limit on one document (the server's maxBsonObjectSize); the driver refuses a larger one itself. */
const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

/**
 * How the driver serialises a write: `BSON.serialize` alone would drop undefined values, but the driver's default
 * (`ignoreUndefined: false`) writes them as null; it leaves the keys to the server (`checkKeys: false`).
 */
const AS_THE_DRIVER_WRITES = { ignoreUndefined: false, checkKeys: false } as const;

/** Refuses a key MongoDB would not store or no query could reach, from the top of a document down. */
function checkKeys(value: unknown, path: string): void {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) checkKeys(item, `${path}.${i}`);
    return;
  }
  if (value === null || typeof value !== 'object' || value instanceof Date || value instanceof Uint8Array) return;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    // MongoDB refuses a `$` name at the top of a replacement (code 52); below it, and with a dot anywhere, 5.0 and
    // later store it, but a filter, sort or index path splits at the dot and takes `$` names for operators: no query
    // reaches the field, so Bayline holds to what MongoDB before 5.0 refused (codes 52 and 57).
    if (key.startsWith('$'))
      throw new MongoServerError({
        errmsg: `The dollar ($) prefixed field '${key}' in '${at}' is not valid for storage.`,
        code: 52,
        codeName: 'DollarPrefixedFieldName',
      });
    if (key.includes('.'))
      throw new MongoServerError({
        errmsg: `The dotted field '${key}' in '${at}' is not valid for storage.`,
        code: 57,
        codeName: 'DottedFieldName',
      });
    checkKeys(inner, at);
  }
}

/** A document as MongoDB stores it and hands it back: refused where MongoDB would refuse it, else BSON round-tripped. */
export function storedAsMongoDb(doc: Doc): Doc {
  // The mongo adapter adds `_id` and `_position`, which count towards the limit.
  const bytes = BSON.serialize({ ...doc, _id: doc.id, _position: 0 }, AS_THE_DRIVER_WRITES);
  if (bytes.length >= MAX_DOCUMENT_BYTES)
    throw new MongoInvalidArgumentError(`Document is larger than the maximum size ${MAX_DOCUMENT_BYTES}`);
  const { _id, _position, ...stored } = BSON.deserialize(bytes);
  checkKeys(stored, '');
  return stored as Doc;
}

/** The seed of the order unsorted finds come back in: BAYLINE_SHUFFLE_SEED repeats a run's. */
function shuffleSeed(): number {
  const given = Number(process.env.BAYLINE_SHUFFLE_SEED);
  return Number.isInteger(given) ? given : Math.floor(Math.random() * 2 ** 31);
}

let seedShown = false;

/**
 * A read store that behaves as the mongo adapter over MongoDB does where the embedded store differs: documents
 * written go through BSON as the driver writes them (undefined becomes null, a Map an object, Dates stay Dates),
 * keys MongoDB cannot store or query and documents over 16 MB are refused with the errors MongoDB raises, and
 * documents come back in no particular order unless sorted (ties of a sort too): here shuffled, from a seed printed
 * once per process. Tests run the embedded store so (see BAYLINE_READ_STORE_LIKE_MONGODB in vitest.config.ts).
 */
export function likeMongoDb(store: ReadStore, seed = shuffleSeed()): ReadStore {
  if (!seedShown) {
    seedShown = true;
    console.info(`[read-store] as MongoDB would: unsorted finds shuffled, seed ${seed} (BAYLINE_SHUFFLE_SEED)`);
  }
  const random = xoroshiro128plus(seed);
  const shuffled = (docs: Doc[]) => {
    for (let i = docs.length - 1; i > 0; i--) {
      const j = uniformInt(random, 0, i);
      [docs[i], docs[j]] = [docs[j] as Doc, docs[i] as Doc];
    }
    return docs;
  };
  const stored = (change: Change): Change =>
    change.op === 'upsert' ? { ...change, doc: storedAsMongoDb(change.doc) } : change;
  const wrapper: ReadStore = {
    collection: (model) => declaredCollection(wrapper, model),
    get: (collection, id) => store.get(collection, id),
    count: (collection, filter) => store.count(collection, filter),
    async find(collection, filter, { sort, skip, limit } = {}) {
      // Asked with the sort, so an embedded store that checks indexes checks it, then put in an order of its own.
      const found = shuffled(await store.find(collection, filter, { sort }));
      return sortSkipLimit(found, { sort, skip, limit });
    },
    // A refusal rejects, as the driver's does.
    commit: async (changes, checkpoint, options) => store.commit(changes.map(stored), checkpoint, options),
    checkpoint: (name) => store.checkpoint(name),
    deleteCheckpoint: (name) => store.deleteCheckpoint(name),
    ensureIndexes: (collection, fields) => store.ensureIndexes(collection, fields),
    swapAliases: (aliases, checkpoint) => store.swapAliases(aliases, checkpoint),
    resolve: (collection) => store.resolve(collection),
    dropCollection: (physical) => store.dropCollection(physical),
    close: () => store.close(),
  };
  return wrapper;
}
