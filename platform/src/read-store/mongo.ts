import type { ReadModel } from '@bayline/contracts/read-models/define';
import {
  type AnyBulkWriteOperation,
  type ClientSession,
  type Db,
  MongoClient,
  type Filter as MongoFilter,
  type Sort,
} from 'mongodb';
import { replacedTargets } from './aliases.ts';
import type { CommitFailPoint } from './fail-point.ts';
import { declaredCollection } from './index-coverage.ts';
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

/** A read-model document as stored: `_id` is its id, `_position` the checkpoint position of the commit that last wrote it. */
interface Stored {
  _id: string;
  _position: number;
  [field: string]: unknown;
}

interface Named<T> {
  _id: string;
  value: T;
}

/** A physical collection a swap replaced, and when. */
interface Retired {
  _id: string;
  at: Date;
}

/** Left out of every document handed back. */
const HIDDEN = { projection: { _id: 0, _position: 0 } } as const;

/** How long `resolve` and the reads may use aliases they fetched (other instances may swap them). */
const ALIAS_TTL_MS = 1000;

/** The server stops any read that runs longer, so no read can outlast the grace period below. */
const MAX_READ_MS = 30_000;

/**
 * How long a collection replaced by a swap is kept before it is dropped. Every instance resolves aliases it
 * fetched at most ALIAS_TTL_MS ago and a read runs at most MAX_READ_MS, so after this long no reader can still
 * be using the old collection (dropping it at once left boards empty for up to a second); the rest is margin
 * for clocks and slow event loops.
 */
const RETIRED_GRACE_MS = ALIAS_TTL_MS + MAX_READ_MS + 29_000;

/** Transactions read one snapshot and commit only once a majority has the writes, so a failover cannot undo one. */
const TRANSACTION = { readConcern: { level: 'snapshot' }, writeConcern: { w: 'majority' } } as const;

/** The document id is the stored `_id`, which MongoDB always indexes: `id` in a filter or sort means `_id`. */
export function toMongoFilter(filter: Filter): MongoFilter<Stored> {
  const mapped: Record<string, unknown> = {};
  for (const [field, condition] of Object.entries(filter)) {
    if (field === 'id') mapped._id = condition;
    else if ((field === '$and' || field === '$or' || field === '$nor') && Array.isArray(condition))
      mapped[field] = condition.map((branch: Filter) => toMongoFilter(branch));
    else mapped[field] = condition;
  }
  return mapped as MongoFilter<Stored>;
}

export function toMongoFields<T>(fields: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(fields).map(([field, value]) => [field === 'id' ? '_id' : field, value]));
}

/**
 * Read models in MongoDB (a replica set). A commit writes its documents and moves the checkpoint in one
 * transaction, so a crash leaves either all of a batch or none of it and a replay starts from a checkpoint
 * that matches the documents. Aliases live in `_aliases`, checkpoints in `_checkpoints`, the index lists
 * given per name in `_indexes` (so a swap can create them on the new physical collection first), and
 * collections a swap replaced in `_retired` until they are dropped.
 */
class MongoReadStore implements ReadStore {
  private aliasCache: { at: number; aliases: Map<string, string> } | undefined;
  /** Drops waiting for their grace period; still listed in `_retired`, so the next start does them if we stop first. */
  private readonly pendingDrops = new Set<NodeJS.Timeout>();

  constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    private readonly failPoint: CommitFailPoint | undefined,
  ) {}

  private get checkpoints() {
    return this.db.collection<Named<number>>('_checkpoints');
  }

  private get aliases() {
    return this.db.collection<Named<string>>('_aliases');
  }

  private get indexLists() {
    return this.db.collection<Named<string[][]>>('_indexes');
  }

  private get retired() {
    return this.db.collection<Retired>('_retired');
  }

  private physical(name: string) {
    return this.db.collection<Stored>(name);
  }

  collection<D extends { id: string }>(model: ReadModel<D>) {
    return declaredCollection(this, model);
  }

  async get(collection: string, id: string): Promise<Doc | undefined> {
    const doc = await this.physical(await this.resolve(collection)).findOne<Doc>(
      { _id: id },
      { ...HIDDEN, maxTimeMS: MAX_READ_MS },
    );
    return doc ?? undefined;
  }

  async find(collection: string, filter: Filter = {}, options: FindOptions = {}): Promise<Doc[]> {
    const cursor = this.physical(await this.resolve(collection)).find<Doc>(toMongoFilter(filter), {
      ...HIDDEN,
      sort: options.sort && (toMongoFields(options.sort) as Sort),
      skip: options.skip,
      limit: options.limit,
      maxTimeMS: MAX_READ_MS,
    });
    return cursor.toArray();
  }

  async count(collection: string, filter: Filter = {}): Promise<number> {
    return this.physical(await this.resolve(collection)).countDocuments(toMongoFilter(filter), {
      maxTimeMS: MAX_READ_MS,
    });
  }

  async commit(changes: Change[], checkpoint: Checkpoint, { from }: CommitOptions = {}): Promise<void> {
    await this.inTransaction(async (session) => {
      // Another runner committing the same checkpoint at the same time makes one of the two transactions
      // conflict on this document; withTransaction runs that one again, and it then finds the moved checkpoint.
      const stored = (await this.checkpoints.findOne({ _id: checkpoint.name }, { session }))?.value;
      if (from !== undefined && (stored ?? 0) !== from) throw new StaleCommitError(checkpoint.name, from, stored);
      if (stored !== undefined && stored >= checkpoint.position) return;
      // Read in the transaction: writing to a physical collection a swap just retired would lose the write.
      const aliases = await this.fetchAliases(session);
      const byCollection = new Map<string, AnyBulkWriteOperation<Stored>[]>();
      for (const change of changes) {
        const physical = aliases.get(change.collection) ?? change.collection;
        const op: AnyBulkWriteOperation<Stored> =
          change.op === 'delete'
            ? { deleteOne: { filter: { _id: change.id } } }
            : {
                replaceOne: {
                  filter: { _id: change.doc.id },
                  replacement: { ...change.doc, _id: change.doc.id, _position: checkpoint.position },
                  upsert: true,
                },
              };
        byCollection.set(physical, [...(byCollection.get(physical) ?? []), op]);
      }
      for (const [physical, ops] of byCollection) await this.physical(physical).bulkWrite(ops, { session });
      this.failPoint?.reached();
      await this.checkpoints.updateOne(
        { _id: checkpoint.name },
        { $set: { value: checkpoint.position } },
        { upsert: true, session },
      );
    });
  }

  async checkpoint(name: string): Promise<number | undefined> {
    return (await this.checkpoints.findOne({ _id: name }))?.value;
  }

  async deleteCheckpoint(name: string): Promise<void> {
    await this.checkpoints.deleteOne({ _id: name });
  }

  async ensureIndexes(collection: string, fields: string[][]): Promise<void> {
    await this.indexLists.updateOne({ _id: collection }, { $addToSet: { value: { $each: fields } } }, { upsert: true });
    await this.createIndexes(await this.resolve(collection), fields);
  }

  async swapAliases(aliases: Record<string, string>, checkpoint: Checkpoint): Promise<string[]> {
    for (const [alias, physical] of Object.entries(aliases)) {
      const lists = await this.indexLists.findOne({ _id: alias });
      if (lists) await this.createIndexes(physical, lists.value);
    }
    try {
      return await this.inTransaction(async (session) => {
        const before = await this.fetchAliases(session);
        for (const [alias, physical] of Object.entries(aliases)) {
          await this.aliases.updateOne({ _id: alias }, { $set: { value: physical } }, { upsert: true, session });
        }
        await this.checkpoints.updateOne(
          { _id: checkpoint.name },
          { $set: { value: checkpoint.position } },
          { upsert: true, session },
        );
        const replaced = replacedTargets(before, aliases);
        // A collection swapped back in is no longer waiting to be dropped.
        await this.retired.deleteMany({ _id: { $in: Object.values(aliases) } }, { session });
        const at = new Date();
        for (const physical of replaced) {
          await this.retired.updateOne({ _id: physical }, { $set: { at } }, { upsert: true, session });
        }
        return replaced;
      });
    } finally {
      this.aliasCache = undefined;
    }
  }

  async resolve(collection: string): Promise<string> {
    if (!this.aliasCache || Date.now() - this.aliasCache.at > ALIAS_TTL_MS) {
      this.aliasCache = { at: Date.now(), aliases: await this.fetchAliases() };
    }
    return this.aliasCache.aliases.get(collection) ?? collection;
  }

  /** A collection a swap replaced is dropped once RETIRED_GRACE_MS have passed since the swap; any other at once. */
  async dropCollection(physical: string): Promise<void> {
    await this.dropWhenDue(physical, (await this.retired.findOne({ _id: physical }))?.at);
  }

  /** Does (or schedules) the drops of collections swaps replaced, also those an instance that stopped left behind. */
  async dropRetired(): Promise<void> {
    for (const { _id, at } of await this.retired.find().toArray()) await this.dropWhenDue(_id, at);
  }

  async close(): Promise<void> {
    for (const timer of this.pendingDrops) clearTimeout(timer);
    this.pendingDrops.clear();
    await this.client.close();
  }

  private async dropWhenDue(physical: string, retiredAt: Date | undefined): Promise<void> {
    const waitMs = retiredAt ? retiredAt.getTime() + RETIRED_GRACE_MS - Date.now() : 0;
    if (waitMs <= 0) {
      await this.physical(physical).drop();
      await this.indexLists.deleteOne({ _id: physical });
      await this.retired.deleteOne({ _id: physical });
      return;
    }
    const timer = setTimeout(() => {
      this.pendingDrops.delete(timer);
      this.dropWhenDue(physical, retiredAt).catch((error) =>
        console.error(`[read-store] dropping the replaced collection ${physical} failed:`, error),
      );
    }, waitMs);
    // A waiting drop must not keep the process alive: the next start finds it in `_retired`.
    timer.unref();
    this.pendingDrops.add(timer);
  }

  /** Runs `work` in a transaction, again when MongoDB reports a transient conflict. */
  private async inTransaction<T>(work: (session: ClientSession) => Promise<T>): Promise<T> {
    const session = this.client.startSession();
    try {
      return await session.withTransaction(() => work(session), TRANSACTION);
    } finally {
      await session.endSession();
    }
  }

  private async fetchAliases(session?: ClientSession): Promise<Map<string, string>> {
    const aliases = new Map<string, string>();
    for (const { _id, value } of await this.aliases.find({}, { session }).toArray()) aliases.set(_id, value);
    return aliases;
  }

  private async createIndexes(physical: string, fields: string[][]): Promise<void> {
    for (const list of fields) {
      await this.physical(physical).createIndex(toMongoFields(Object.fromEntries(list.map((field) => [field, 1]))));
    }
  }
}

/**
 * Connects to MongoDB (a replica set: commits and swaps use transactions) and uses database `dbName`; drops
 * the collections earlier swaps replaced once their grace period is over. `failPoint` is a test's fault.
 */
export async function openMongoReadStore(
  url: string,
  dbName: string,
  { failPoint }: { failPoint?: CommitFailPoint } = {},
): Promise<ReadStore> {
  const client = new MongoClient(url);
  await client.connect();
  const store = new MongoReadStore(client, client.db(dbName), failPoint);
  await store.dropRetired();
  return store;
}
