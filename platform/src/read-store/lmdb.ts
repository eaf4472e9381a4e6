import { type Database, open, type RootDatabase } from 'lmdb';
import { replacedTargets } from './aliases.ts';
import { missingIndex } from './index-coverage.ts';
import { copy, MemoryCollection } from './memory-collection.ts';
import {
  type Change,
  type Checkpoint,
  type CommitOptions,
  type Doc,
  type Filter,
  type FindOptions,
  type ReadStore,
  StaleCommitError,
} from './port.ts';

type DocKey = (string | Uint8Array)[];

/**
 * Upper bound of a collection's key range `[physical, id]`: ordered-binary separates array elements
 * with a 0 byte and never starts a string with 0xff, so every id of `physical` sorts below it and no
 * other collection's key falls in between.
 */
const END_OF_COLLECTION = new Uint8Array([0xff]);

/** Counts the transactions that changed documents, so a cache can tell another process wrote. */
const GENERATION = 'generation';

function collectionRange(physical: string) {
  return { start: [physical], end: [physical, END_OF_COLLECTION] };
}

/**
 * Read models in an LMDB environment of their own: documents under `[physical collection, id]` in
 * `docs`, projector checkpoints in `checkpoints`, aliases in `aliases`, the index lists declared per name
 * in `indexes` (so every process sees what the projection process declared). Queries run in memory on a copy
 * of each collection, loaded on first use and kept current by this instance's commits; a commit from
 * another instance or process bumps `generation`, and the next query then reloads. lmdb-js renews its
 * shared read snapshot only on a later macrotask, so every public read calls `env.resetReadTxn()` first
 * to see what other instances and processes have just committed.
 */
class LmdbReadStore implements ReadStore {
  private readonly collections = new Map<string, MemoryCollection>();
  /** The generation the cached collections reflect. */
  private generation: number;

  constructor(
    private readonly env: RootDatabase,
    private readonly docs: Database<Doc, DocKey>,
    private readonly checkpoints: Database<number, string>,
    private readonly aliases: Database<string, string>,
    private readonly meta: Database<number, string>,
    /** Index lists declared with `ensureIndexes`, by the name they were given (an alias or a physical name). */
    private readonly indexes: Database<string[][], string>,
    private readonly strictIndexes: boolean,
  ) {
    this.generation = meta.get(GENERATION) ?? 0;
  }

  async get(collection: string, id: string): Promise<Doc | undefined> {
    this.env.resetReadTxn();
    // Decoded afresh from LMDB on every call, so the caller owns it.
    return this.docs.get([this.resolveNow(collection), id]);
  }

  async find(collection: string, filter: Filter = {}, options: FindOptions = {}): Promise<Doc[]> {
    this.env.resetReadTxn();
    const physical = this.resolveNow(collection);
    const indexes = this.declaredIndexes(collection, physical);
    this.refuseUnindexed(collection, indexes, filter, options.sort);
    const matches = this.loaded(physical).find(filter, options, fieldsOf(indexes));
    return matches.map(copy);
  }

  async count(collection: string, filter: Filter = {}): Promise<number> {
    this.env.resetReadTxn();
    const physical = this.resolveNow(collection);
    const indexes = this.declaredIndexes(collection, physical);
    this.refuseUnindexed(collection, indexes, filter);
    return this.loaded(physical).count(filter, fieldsOf(indexes));
  }

  async commit(changes: Change[], checkpoint: Checkpoint, { from }: CommitOptions = {}): Promise<void> {
    if (from === undefined && this.isAtOrPast(checkpoint)) return;
    // The cache must not share objects with the caller.
    const copies = changes.map(
      (change): Change => (change.op === 'upsert' ? { ...change, doc: copy(change.doc) } : change),
    );
    this.writeDocs(
      () => {
        // Checked inside the transaction: another instance or process may have moved it meanwhile.
        if (from !== undefined) {
          const stored = this.checkpoints.get(checkpoint.name);
          if ((stored ?? 0) !== from) throw new StaleCommitError(checkpoint.name, from, stored);
        }
        if (this.isAtOrPast(checkpoint)) return undefined;
        const applied = copies.map((change) => {
          const physical = this.resolveNow(change.collection);
          if (change.op === 'upsert') this.docs.putSync([physical, change.doc.id], change.doc);
          else this.docs.removeSync([physical, change.id]);
          return { physical, change };
        });
        this.checkpoints.putSync(checkpoint.name, checkpoint.position);
        return applied;
      },
      (applied) => {
        for (const { physical, change } of applied) {
          const cached = this.collections.get(physical);
          if (!cached) continue;
          if (change.op === 'upsert') cached.set(change.doc);
          else cached.delete(change.id);
        }
      },
    );
  }

  async checkpoint(name: string): Promise<number | undefined> {
    this.env.resetReadTxn();
    return this.checkpoints.get(name);
  }

  async deleteCheckpoint(name: string): Promise<void> {
    this.env.transactionSync(() => this.checkpoints.removeSync(name));
  }

  /**
   * Records the index lists: every field of them gets an in-memory equality map, built on the first query
   * with an equality condition on it, and in strict mode a query no list serves is refused.
   */
  async ensureIndexes(collection: string, fields: string[][]): Promise<void> {
    this.env.transactionSync(() => {
      const lists = this.indexes.get(collection) ?? [];
      const known = new Set(lists.map((list) => JSON.stringify(list)));
      for (const list of fields) if (!known.has(JSON.stringify(list))) lists.push(list);
      this.indexes.putSync(collection, lists);
    });
  }

  async swapAliases(aliases: Record<string, string>, checkpoint: Checkpoint): Promise<string[]> {
    return this.env.transactionSync(() => {
      const before = new Map<string, string>();
      for (const { key, value } of this.aliases.getRange()) before.set(key, value);
      for (const [alias, physical] of Object.entries(aliases)) this.aliases.putSync(alias, physical);
      this.checkpoints.putSync(checkpoint.name, checkpoint.position);
      return replacedTargets(before, aliases);
    });
  }

  async resolve(collection: string): Promise<string> {
    this.env.resetReadTxn();
    return this.resolveNow(collection);
  }

  async dropCollection(physical: string): Promise<void> {
    this.writeDocs(
      () => {
        for (const key of [...this.docs.getKeys(collectionRange(physical))]) this.docs.removeSync(key);
        this.indexes.removeSync(physical);
        return true;
      },
      () => this.collections.delete(physical),
    );
  }

  async close(): Promise<void> {
    this.collections.clear();
    await this.env.close();
  }

  private resolveNow(collection: string): string {
    return this.aliases.get(collection) ?? collection;
  }

  private isAtOrPast(checkpoint: Checkpoint): boolean {
    const stored = this.checkpoints.get(checkpoint.name);
    return stored !== undefined && stored >= checkpoint.position;
  }

  private declaredIndexes(name: string, physical: string): string[][] {
    return [...(this.indexes.get(name) ?? []), ...(name === physical ? [] : (this.indexes.get(physical) ?? []))];
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

  /** The cached collection, (re)loaded when missing or when another writer has moved the generation. */
  private loaded(physical: string): MemoryCollection {
    const generation = this.meta.get(GENERATION) ?? 0;
    if (generation !== this.generation) {
      this.collections.clear();
      this.generation = generation;
    }
    let collection = this.collections.get(physical);
    if (!collection) {
      collection = new MemoryCollection();
      for (const { value } of this.docs.getRange(collectionRange(physical))) collection.set(value);
      this.collections.set(physical, collection);
    }
    return collection;
  }

  /**
   * Runs `write` in one transaction that also bumps the generation, unless `write` returns undefined
   * (nothing written), then updates the caches with `toCache`, or drops them if another writer came
   * in between. Synchronous on purpose: lmdb-js aborts a synchronous transaction when its callback
   * throws, whereas an asynchronous one commits whatever was written before the throw (a torn batch).
   */
  private writeDocs<T>(write: () => T | undefined, toCache: (written: T) => void): void {
    let before = 0;
    const written = this.env.transactionSync(() => {
      const result = write();
      if (result !== undefined) {
        before = this.meta.get(GENERATION) ?? 0;
        this.meta.putSync(GENERATION, before + 1);
      }
      return result;
    });
    if (written === undefined) return;
    if (before === this.generation) toCache(written);
    else this.collections.clear();
    this.generation = before + 1;
  }
}

function fieldsOf(indexes: string[][]): Set<string> {
  return new Set(indexes.flat());
}

export interface LmdbReadStoreOptions {
  /**
   * Refuse a filter or sort that no declared index serves (see `missingIndex`), so a query that would make
   * MongoDB read a whole collection fails here. On by default under vitest.
   */
  strictIndexes?: boolean;
}

/** Opens (or creates) the read-model store at `path`, a directory apart from the event store's. */
export async function openLmdbReadStore(
  path: string,
  { strictIndexes = process.env.VITEST !== undefined }: LmdbReadStoreOptions = {},
): Promise<ReadStore> {
  // Read models can always be rebuilt from the event log, so commits skip the fsync: LMDB still applies each
  // commit whole, and a process killed mid-work loses nothing (the OS holds the written pages).
  const env = open({ path, noSync: true });
  return new LmdbReadStore(
    env,
    env.openDB<Doc, DocKey>('docs', {}),
    env.openDB<number, string>('checkpoints', {}),
    env.openDB<string, string>('aliases', {}),
    env.openDB<number, string>('meta', {}),
    env.openDB<string[][], string>('indexes', {}),
    strictIndexes,
  );
}
