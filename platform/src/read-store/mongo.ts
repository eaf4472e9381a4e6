import {
  type AnyBulkWriteOperation,
  type Db,
  MongoBulkWriteError,
  MongoClient,
  type Filter as MongoFilter,
  type WriteError,
} from 'mongodb';
import { replacedTargets } from './aliases.ts';
import type { Change, Checkpoint, Doc, Filter, FindOptions, ReadStore } from './port.ts';

/** A read-model document as stored: `_id` is its id, `_position` the checkpoint position that last wrote it. */
interface Stored {
  _id: string;
  _position: number;
  [field: string]: unknown;
}

interface Named<T> {
  _id: string;
  value: T;
}

/** Left out of every document handed back. */
const HIDDEN = { projection: { _id: 0, _position: 0 } } as const;

/** How long `resolve` and the reads may use aliases they fetched (other instances may swap them). */
const ALIAS_TTL_MS = 1000;

const DUPLICATE_KEY = 11000;

/**
 * A guarded upsert whose filter missed because the stored document is at or past the position makes
 * the server try an insert with the same `_id`: that duplicate-key error means "already newer".
 */
function onlyAlreadyNewer(error: unknown): boolean {
  if (!(error instanceof MongoBulkWriteError) || error.result.getWriteConcernError()) return false;
  // Only set when the write errors are the failure: a network error wrapped in MongoBulkWriteError has none
  // here, even if an earlier batch of the same bulk write recorded duplicate keys in `result`.
  const errors = ([] as WriteError[]).concat(error.writeErrors);
  return errors.length > 0 && errors.every((e) => e.code === DUPLICATE_KEY);
}

/**
 * Read models in MongoDB. Each document carries the position of the commit that last wrote it and is
 * only overwritten or deleted by a later one, so replaying a batch after a crash is harmless; the
 * checkpoint is written after the documents and only moves forward. A deleted document keeps no
 * position, so if a crash lost the checkpoint of the commit that deleted it, an older upsert replayed
 * before that commit brings it back until the replay reaches the delete again. Aliases live in `_aliases`,
 * checkpoints in `_checkpoints`, and the index lists given per name in `_indexes` (so a swap can
 * create them on the new physical collection first).
 */
class MongoReadStore implements ReadStore {
  private aliasCache: { at: number; aliases: Map<string, string> } | undefined;

  constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
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

  private physical(name: string) {
    return this.db.collection<Stored>(name);
  }

  async get(collection: string, id: string): Promise<Doc | undefined> {
    return (await this.physical(await this.resolve(collection)).findOne<Doc>({ _id: id }, HIDDEN)) ?? undefined;
  }

  async find(collection: string, filter: Filter = {}, options: FindOptions = {}): Promise<Doc[]> {
    const cursor = this.physical(await this.resolve(collection)).find<Doc>(filter as MongoFilter<Stored>, {
      ...HIDDEN,
      sort: options.sort,
      skip: options.skip,
      limit: options.limit,
    });
    return cursor.toArray();
  }

  async count(collection: string, filter: Filter = {}): Promise<number> {
    return this.physical(await this.resolve(collection)).countDocuments(filter as MongoFilter<Stored>);
  }

  async commit(changes: Change[], checkpoint: Checkpoint): Promise<void> {
    const stored = await this.checkpoint(checkpoint.name);
    if (stored !== undefined && stored >= checkpoint.position) return;
    // Fetched afresh, not from the cache: writing to a physical collection a swap just retired would lose the write.
    const aliases = await this.fetchAliases();
    // Every change in a batch carries the same position, so only the last one per document counts.
    // That lets each collection's bulk write run unordered, where a duplicate-key error skips one
    // document instead of stopping the rest.
    const last = new Map<string, Map<string, Change>>();
    for (const change of changes) {
      const physical = aliases.get(change.collection) ?? change.collection;
      const id = change.op === 'upsert' ? change.doc.id : change.id;
      let byId = last.get(physical);
      if (!byId) {
        byId = new Map();
        last.set(physical, byId);
      }
      byId.delete(id);
      byId.set(id, change);
    }
    const position = checkpoint.position;
    for (const [physical, byId] of last) {
      const ops = [...byId.values()].map((change): AnyBulkWriteOperation<Stored> => {
        if (change.op === 'delete') return { deleteOne: { filter: { _id: change.id, _position: { $lt: position } } } };
        const { doc } = change;
        return {
          replaceOne: {
            filter: { _id: doc.id, _position: { $lt: position } },
            replacement: { ...doc, _id: doc.id, _position: position },
            upsert: true,
          },
        };
      });
      try {
        await this.physical(physical).bulkWrite(ops, { ordered: false });
      } catch (error) {
        if (!onlyAlreadyNewer(error)) throw error;
      }
    }
    await this.checkpoints.updateOne({ _id: checkpoint.name }, { $max: { value: position } }, { upsert: true });
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
    const session = this.client.startSession();
    try {
      return await session.withTransaction(async () => {
        const before = new Map<string, string>();
        for (const { _id, value } of await this.aliases.find({}, { session }).toArray()) before.set(_id, value);
        for (const [alias, physical] of Object.entries(aliases)) {
          await this.aliases.updateOne({ _id: alias }, { $set: { value: physical } }, { upsert: true, session });
        }
        await this.checkpoints.updateOne(
          { _id: checkpoint.name },
          { $set: { value: checkpoint.position } },
          { upsert: true, session },
        );
        return replacedTargets(before, aliases);
      });
    } finally {
      await session.endSession();
      this.aliasCache = undefined;
    }
  }

  async resolve(collection: string): Promise<string> {
    if (!this.aliasCache || Date.now() - this.aliasCache.at > ALIAS_TTL_MS) {
      this.aliasCache = { at: Date.now(), aliases: await this.fetchAliases() };
    }
    return this.aliasCache.aliases.get(collection) ?? collection;
  }

  async dropCollection(physical: string): Promise<void> {
    await this.physical(physical).drop();
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private async fetchAliases(): Promise<Map<string, string>> {
    const aliases = new Map<string, string>();
    for (const { _id, value } of await this.aliases.find().toArray()) aliases.set(_id, value);
    return aliases;
  }

  private async createIndexes(physical: string, fields: string[][]): Promise<void> {
    for (const list of fields) {
      await this.physical(physical).createIndex(Object.fromEntries(list.map((field) => [field, 1])));
    }
  }
}

/** Connects to MongoDB (a replica set: swapping aliases uses a transaction) and uses database `dbName`. */
export async function openMongoReadStore(url: string, dbName: string): Promise<ReadStore> {
  const client = new MongoClient(url);
  await client.connect();
  return new MongoReadStore(client, client.db(dbName));
}
