import type { ReadModel } from '@bayline/contracts/read-models/define';
import { asBinary, type Database, type DatabaseOptions, open, type RootDatabase } from 'lmdb';
import { Query } from 'mingo';
import { LMDB_MAP_SIZE } from '../lmdb-map.ts';
import { replacedTargets } from './aliases.ts';
import { sortSkipLimit } from './cursor.ts';
import type { CommitFailPoint } from './fail-point.ts';
import { declaredCollection, missingIndex } from './index-coverage.ts';
import { collectionEntries, entryKey, type IndexKey, type Plan, planFind, sameKey } from './index-plan.ts';
import { likeMongoDb } from './like-mongodb.ts';
import type { Change, Checkpoint, CommitOptions, Doc, Filter, FindOptions, ReadStore } from './port.ts';
import { StaleCommitError } from './port.ts';
import { simpleFilter } from './simple-filter.ts';

type DocKey = (string | Uint8Array)[];

/**
 * Upper bound of a collection's key range `[physical, id]`: ordered-binary separates array elements
 * with a 0 byte and never starts a string with 0xff, so every id of `physical` sorts below it and no
 * other collection's key falls in between.
 */
const END_OF_COLLECTION = new Uint8Array([0xff]);

/**
 * An index entry holds its document too when the document encodes in at most this many bytes (it stays in the
 * entry's leaf page), else nothing: a find then reads a range of entries instead of a page per document. Without
 * it, reading the 1,623 open cards of a board at 5 M events made the kernel map 146 MB of the store (each lookup
 * faults in a page, and the kernel maps the 64 KB around it).
 */
const COVERED_AT_MOST = 1_500;
const NO_VALUE = new Uint8Array(0);

/** The msgpackr encoder lmdb-js made for `documents` (with its shared structures), as far as it is used here. */
interface Packr {
  structures?: unknown[];
  encode(value: unknown): Uint8Array;
  decode(bytes: Uint8Array): Doc;
}

/**
 * Documents name their record structures (their lists of keys) from a table kept under this key of `documents`,
 * shared by every process: a document takes half the bytes and decodes several times faster than one that carries
 * its own. Past `MOST_SHARED_STRUCTURES` shapes, a document carries its own again.
 */
const STRUCTURES = Symbol.for('structures');
const MOST_SHARED_STRUCTURES = 1000;

/** Documents moved per transaction from a store of an earlier version (see `moveOldDocuments`). */
const MOVED_AT_ONCE = 10_000;

/** Bytes the documents' encoder made, for lmdb-js to store as they are. */
const encoded = (bytes: Uint8Array) => asBinary(bytes) as unknown as Doc;

function collectionRange(physical: string) {
  return { start: [physical], end: [physical, END_OF_COLLECTION] };
}

/**
 * Read models in an LMDB environment of their own, read from LMDB on every call (nothing is kept in memory, so
 * memory does not grow with the data, and what another process committed is seen by the next read):
 * - `documents`: documents under `[physical collection, id]`, with their record structures shared (see STRUCTURES);
 * - `indexEntries`: the entries of each physical collection's indexes, `[physical, index number, ...values, id]`
 *   (see index-plan.ts), written in the commit's own transaction, each holding its document when it is small
 *   (see COVERED_AT_MOST);
 * - `builtIndexes`: per physical collection, the field lists its entries are kept for (an index's number is its
 *   place in the list);
 * - `indexes`: the field lists declared per name (an alias or a physical name), so a swap builds the alias's
 *   indexes on the collection it now points at;
 * - `checkpoints` and `aliases`.
 * A find reads the candidates an index gives (index-plan.ts), decides each match (simple-filter.ts for simple
 * filters, else mingo), then sorts, skips and limits. lmdb-js renews its shared read snapshot only on a later macrotask, so every public read calls
 * `env.resetReadTxn()` first to see what other instances and processes have just committed.
 */
class LmdbReadStore implements ReadStore {
  private readonly packr: Packr;

  constructor(
    private readonly env: RootDatabase,
    private readonly documents: Database<Doc, DocKey>,
    private readonly indexEntries: Database<Uint8Array, IndexKey>,
    private readonly builtIndexes: Database<string[][], string>,
    private readonly indexes: Database<string[][], string>,
    private readonly checkpoints: Database<number, string>,
    private readonly aliases: Database<string, string>,
    private readonly strictIndexes: boolean,
    private readonly failPoint: CommitFailPoint | undefined,
  ) {
    this.packr = (documents as unknown as { encoder: Packr }).encoder;
  }

  collection<D extends { id: string }>(model: ReadModel<D>) {
    return declaredCollection(this, model);
  }

  async get(collection: string, id: string): Promise<Doc | undefined> {
    this.env.resetReadTxn();
    // Decoded afresh from LMDB on every call, so the caller owns it.
    return this.documents.get([this.resolveNow(collection), id]);
  }

  async find(collection: string, filter: Filter = {}, options: FindOptions = {}): Promise<Doc[]> {
    this.env.resetReadTxn();
    return sortSkipLimit(this.matching(collection, filter, options.sort), options);
  }

  async count(collection: string, filter: Filter = {}): Promise<number> {
    this.env.resetReadTxn();
    if (Object.keys(filter).length === 0)
      return this.documents.getKeysCount(collectionRange(this.resolveNow(collection)));
    return this.matching(collection, filter).length;
  }

  async commit(changes: Change[], checkpoint: Checkpoint, { from }: CommitOptions = {}): Promise<void> {
    if (from === undefined && this.isAtOrPast(checkpoint)) return;
    try {
      this.write(changes, checkpoint, from);
    } catch (error) {
      this.forgetUnsavedStructures();
      throw error;
    }
  }

  /**
   * Synchronous on purpose: lmdb-js aborts a synchronous transaction when its callback throws, whereas an
   * asynchronous one commits whatever was written before the throw (a torn batch).
   */
  private write(changes: Change[], checkpoint: Checkpoint, from: number | undefined) {
    this.env.transactionSync(() => {
      // Checked inside the transaction: another instance or process may have moved it meanwhile.
      if (from !== undefined) {
        const stored = this.checkpoints.get(checkpoint.name);
        if ((stored ?? 0) !== from) throw new StaleCommitError(checkpoint.name, from, stored);
      }
      if (this.isAtOrPast(checkpoint)) return;
      const targets = new Map<string, { physical: string; indexes: string[][] }>();
      for (const change of changes) {
        let target = targets.get(change.collection);
        if (!target) {
          const physical = this.resolveNow(change.collection);
          target = { physical, indexes: this.builtIndexes.get(physical) ?? [] };
          targets.set(change.collection, target);
        }
        const { physical, indexes } = target;
        const id = change.op === 'upsert' ? change.doc.id : change.id;
        const doc = change.op === 'upsert' ? change.doc : undefined;
        // Encoded once, for the document and the entries that hold it.
        const bytes = doc && this.packr.encode(doc);
        if (indexes.length > 0) {
          const before = this.documents.get([physical, id]);
          const held = bytes && bytes.length <= COVERED_AT_MOST ? bytes : NO_VALUE;
          indexes.forEach((fields, indexNo) => {
            const old = before && entryKey(physical, indexNo, fields, before);
            const next = doc && entryKey(physical, indexNo, fields, doc);
            if (old && !(next && sameKey(old, next))) this.indexEntries.removeSync(old);
            // Written even where the key stays, for the document it holds.
            if (next) this.indexEntries.putSync(next, held);
          });
        }
        if (bytes) this.documents.putSync([physical, id], encoded(bytes));
        else this.documents.removeSync([physical, id]);
      }
      this.failPoint?.reached();
      this.checkpoints.putSync(checkpoint.name, checkpoint.position);
    });
  }

  /**
   * After an aborted commit: the record structures it saved went with it, but the encoder still holds them, and
   * would write documents naming structures that no other process (nor this one after a restart) knows, or read
   * another process's structure of the same number as its own. So it reloads them from the store, as when it opened.
   */
  private forgetUnsavedStructures() {
    const structures: unknown[] & { uninitialized?: boolean } = [];
    structures.uninitialized = true;
    this.packr.structures = structures;
  }

  async checkpoint(name: string): Promise<number | undefined> {
    this.env.resetReadTxn();
    return this.checkpoints.get(name);
  }

  async deleteCheckpoint(name: string): Promise<void> {
    this.env.transactionSync(() => this.checkpoints.removeSync(name));
  }

  /**
   * Records the field lists under the name given and builds, in the same transaction, those the collection the
   * name resolves to has no entries for yet (from its stored documents: this also indexes a store written before
   * its indexes were kept in LMDB, once). In strict mode a query no built index serves is refused.
   */
  async ensureIndexes(collection: string, fields: string[][]): Promise<void> {
    this.env.transactionSync(() => {
      const lists = this.indexes.get(collection) ?? [];
      const declared = new Set(lists.map((list) => JSON.stringify(list)));
      const added = fields.filter((list) => !declared.has(JSON.stringify(list)));
      if (added.length > 0) this.indexes.putSync(collection, [...lists, ...added]);
      this.build(this.resolveNow(collection), [...lists, ...added]);
    });
  }

  async swapAliases(aliases: Record<string, string>, checkpoint: Checkpoint): Promise<string[]> {
    return this.env.transactionSync(() => {
      const before = new Map<string, string>();
      for (const { key, value } of this.aliases.getRange()) before.set(key, value);
      for (const [alias, physical] of Object.entries(aliases)) {
        this.aliases.putSync(alias, physical);
        this.build(physical, this.indexes.get(alias) ?? []);
      }
      this.checkpoints.putSync(checkpoint.name, checkpoint.position);
      return replacedTargets(before, aliases);
    });
  }

  async resolve(collection: string): Promise<string> {
    this.env.resetReadTxn();
    return this.resolveNow(collection);
  }

  async dropCollection(physical: string): Promise<void> {
    this.env.transactionSync(() => {
      // The keys are read first: a cursor must not walk the entries it deletes.
      for (const key of [...this.documents.getKeys(collectionRange(physical))]) this.documents.removeSync(key);
      for (const key of [...this.indexEntries.getKeys(collectionEntries(physical))]) this.indexEntries.removeSync(key);
      this.builtIndexes.removeSync(physical);
      this.indexes.removeSync(physical);
    });
  }

  async close(): Promise<void> {
    await this.env.close();
  }

  private resolveNow(collection: string): string {
    return this.aliases.get(collection) ?? collection;
  }

  private isAtOrPast(checkpoint: Checkpoint): boolean {
    const stored = this.checkpoints.get(checkpoint.name);
    return stored !== undefined && stored >= checkpoint.position;
  }

  /** Inside a write transaction: adds the entries of every list `physical` has none for yet. */
  private build(physical: string, lists: string[][]) {
    const built = this.builtIndexes.get(physical) ?? [];
    const known = new Set(built.map((list) => JSON.stringify(list)));
    const missing = lists.filter((list) => !known.has(JSON.stringify(list)));
    if (missing.length === 0) return;
    for (const { value: doc } of this.documents.getRange(collectionRange(physical))) {
      const bytes = this.packr.encode(doc);
      const held = bytes.length <= COVERED_AT_MOST ? bytes : NO_VALUE;
      missing.forEach((fields, k) => {
        this.indexEntries.putSync(entryKey(physical, built.length + k, fields, doc), held);
      });
    }
    this.builtIndexes.putSync(physical, [...built, ...missing]);
  }

  /** The documents that match, read through the best index (or all of the collection when none serves). */
  private matching(collection: string, filter: Filter, sort?: FindOptions['sort']): Doc[] {
    const physical = this.resolveNow(collection);
    const indexes = this.builtIndexes.get(physical) ?? [];
    this.refuseUnindexed(collection, indexes, filter, sort);
    const plan = planFind(physical, filter, indexes);
    // Documents found by the ids a filter of `id` alone names are its matches: mingo's `$in` would compare every
    // document with every id.
    const keys = Object.keys(filter);
    if (plan?.ranges.length === 0 && keys.length === 1 && keys[0] === 'id') return [...this.candidates(physical, plan)];
    const simple = simpleFilter(filter);
    // Made only when a document needs it.
    let query: Query | undefined;
    const byMingo = (doc: Doc) => {
      query ??= new Query(filter, {});
      return query.test(doc);
    };
    const matches: Doc[] = [];
    for (const doc of this.candidates(physical, plan)) if (simple?.(doc) ?? byMingo(doc)) matches.push(doc);
    return matches;
  }

  private *candidates(physical: string, plan: Plan | undefined): Iterable<Doc> {
    if (!plan) {
      for (const { value } of this.documents.getRange(collectionRange(physical))) yield value;
      return;
    }
    const seen = new Set<string>();
    for (const id of plan.ids) {
      if (seen.has(id)) continue;
      seen.add(id);
      const doc = this.documents.get([physical, id]);
      if (doc) yield doc;
    }
    for (const range of plan.ranges)
      for (const { key, value } of this.indexEntries.getRange(range)) {
        const id = key[key.length - 1] as string;
        if (seen.has(id)) continue;
        seen.add(id);
        const doc = value.length > 0 ? this.packr.decode(value) : this.documents.get([physical, id]);
        if (doc) yield doc;
      }
  }

  /** In strict mode, refuses what MongoDB could only answer by reading the whole collection. */
  private refuseUnindexed(collection: string, indexes: string[][], filter: Filter, sort?: FindOptions['sort']) {
    if (!this.strictIndexes) return;
    const missing = missingIndex(indexes, filter, sort);
    if (missing)
      throw new Error(
        `Read store: a query of ${collection} has ${missing}; declare the index with the projector's collections`,
      );
  }
}

export interface LmdbReadStoreOptions {
  /**
   * Refuse a filter or sort that no declared index serves (see `missingIndex`), so a query that would make
   * MongoDB read a whole collection fails here. On by default under vitest.
   */
  strictIndexes?: boolean;
  /**
   * Behave as the mongo adapter over MongoDB would where the two differ (see `likeMongoDb`). On when
   * BAYLINE_READ_STORE_LIKE_MONGODB is 1, as vitest.config.ts sets it for the tests.
   */
  likeMongoDb?: boolean;
  /** A test's fault between a commit's documents and its checkpoint. */
  failPoint?: CommitFailPoint;
}

/** Opens (or creates) the read-model store at `path`, a directory apart from the event store's. */
export async function openLmdbReadStore(
  path: string,
  {
    strictIndexes = process.env.VITEST !== undefined,
    likeMongoDb: asMongoDb = process.env.BAYLINE_READ_STORE_LIKE_MONGODB === '1',
    failPoint,
  }: LmdbReadStoreOptions = {},
): Promise<ReadStore> {
  // Read models can always be rebuilt from the event log, so commits skip the fsync: LMDB still applies each
  // commit whole, and a process killed mid-work loses nothing (the OS holds the written pages).
  const env = open({ path, noSync: true, mapSize: LMDB_MAP_SIZE });
  // lmdb-js hands maxSharedStructures to msgpackr; its types leave it out.
  const shared: DatabaseOptions & { maxSharedStructures: number } = {
    sharedStructuresKey: STRUCTURES,
    maxSharedStructures: MOST_SHARED_STRUCTURES,
  };
  const documents = env.openDB<Doc, DocKey>('documents', shared);
  moveOldDocuments(env, env.openDB<Doc, DocKey>('docs', {}), documents);
  const store = new LmdbReadStore(
    env,
    documents,
    env.openDB<Uint8Array, IndexKey>('indexEntries', { encoding: 'binary' }),
    env.openDB<string[][], string>('builtIndexes', {}),
    env.openDB<string[][], string>('indexes', {}),
    env.openDB<number, string>('checkpoints', {}),
    env.openDB<string, string>('aliases', {}),
    strictIndexes,
    failPoint,
  );
  return asMongoDb ? likeMongoDb(store) : store;
}

/**
 * A store of an earlier version kept its documents in `docs`, each with its own record structures: they move to
 * `documents` once, a batch per transaction (a move cut short by a kill goes on at the next start). Their index
 * entries are built when the projectors declare their indexes at start.
 */
function moveOldDocuments(env: RootDatabase, old: Database<Doc, DocKey>, documents: Database<Doc, DocKey>) {
  for (;;) {
    const moved = env.transactionSync(() => {
      const batch = [...old.getRange({ limit: MOVED_AT_ONCE })];
      for (const { key, value } of batch) {
        documents.putSync(key, value);
        old.removeSync(key);
      }
      return batch.length;
    });
    if (moved === 0) return;
  }
}
