/**
 * A read-model document. `id` is unique within its collection. Values are plain data (JSON values and
 * Dates); `_id` and `_position` are reserved for the MongoDB adapter. Documents read back are the
 * caller's own copies.
 */
export interface Doc {
  id: string;
  [field: string]: unknown;
}

import type { ReadModel } from '@bayline/contracts/read-models/define';

/** MongoDB query-language filter ({ field: value }, $in, $gt, $or, $regex, dotted paths, ...). */
export type Filter = Record<string, unknown>;

/** A field of a read model's documents, or a dotted path into one. */
export type FieldOf<D> = (keyof D & string) | `${keyof D & string}.${string}`;

/** A filter on a read model's documents: naming a field the documents have not fails to compile. */
export type FilterOf<D> = { [F in FieldOf<D>]?: unknown } & {
  $or?: FilterOf<D>[];
  $and?: FilterOf<D>[];
  $nor?: FilterOf<D>[];
};

export interface FindOptionsOf<D> extends Omit<FindOptions, 'sort'> {
  sort?: { [F in FieldOf<D>]?: 1 | -1 };
}

/** One read model's collection, read with its document type. */
export interface Collection<D extends { id: string }> {
  get(id: string): Promise<D | undefined>;
  find(filter?: FilterOf<D>, options?: FindOptionsOf<D>): Promise<D[]>;
  count(filter?: FilterOf<D>): Promise<number>;
}

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  skip?: number;
  /** 0 or absent: no limit, as in MongoDB. */
  limit?: number;
}

export type Change = { op: 'upsert'; collection: string; doc: Doc } | { op: 'delete'; collection: string; id: string };

/** Fencing for a projector's commit: a runner that lost its lease must never commit again. */
export interface CommitOptions {
  /**
   * The checkpoint position the batch was projected from (0 when there was none). When the stored checkpoint
   * is anything else, another runner has committed meanwhile: the commit changes nothing and throws
   * StaleCommitError.
   */
  from?: number;
}

export class StaleCommitError extends Error {
  constructor(name: string, expected: number, stored: number | undefined) {
    super(`checkpoint ${name} is at ${stored ?? 0}, not ${expected}: another runner committed meanwhile`);
    this.name = 'StaleCommitError';
  }
}

export interface Checkpoint {
  /** Projector name (or a rebuild's name). */
  name: string;
  position: number;
}

/**
 * Collections are addressed by name. A name that has an alias (see `swapAliases`) resolves to the
 * aliased physical collection on every call; any other name is used as it is. Blue/green rebuilds
 * write to fresh physical names and then swap the aliases.
 */
export interface ReadStore {
  /** The read model's collection, typed by its definition. */
  collection<D extends { id: string }>(model: ReadModel<D>): Collection<D>;
  get(collection: string, id: string): Promise<Doc | undefined>;
  find(collection: string, filter?: Filter, options?: FindOptions): Promise<Doc[]>;
  count(collection: string, filter?: Filter): Promise<number>;
  /**
   * Applies the changes (in order) and moves the checkpoint in one transaction, so that after a crash the
   * read model and its checkpoint agree and a replay from the checkpoint is harmless.
   * The position never moves backwards: a commit with a position at or below the stored one changes nothing.
   */
  commit(changes: Change[], checkpoint: Checkpoint, options?: CommitOptions): Promise<void>;
  checkpoint(name: string): Promise<number | undefined>;
  deleteCheckpoint(name: string): Promise<void>;
  /**
   * Declares the indexes (lists of fields, ascending) a collection's projector and queries rely on: MongoDB creates
   * them; embedded records them for every process, pre-filters with them, and in strict mode refuses a query
   * they do not serve. `id` needs none.
   */
  ensureIndexes(collection: string, fields: string[][]): Promise<void>;
  /**
   * In one step: point each alias at its physical collection and set the checkpoint `checkpoint.name`
   * to `checkpoint.position`. Returns the physical collections the aliases pointed to before (to drop):
   * an alias that had no entry resolved to its own name, and a collection some alias still points at
   * after the swap is not returned.
   */
  swapAliases(aliases: Record<string, string>, checkpoint: Checkpoint): Promise<string[]>;
  /** The physical collection a name resolves to now. */
  resolve(collection: string): Promise<string>;
  /**
   * Drops a physical collection. One that `swapAliases` replaced may still be read by an instance that
   * resolved the alias just before the swap: MongoDB keeps it for a grace period first.
   */
  dropCollection(physical: string): Promise<void>;
  close(): Promise<void>;
}

/** The reading half of a read store: what query code needs of one (a store, or read models replayed in memory). */
export type ReadView = Pick<ReadStore, 'collection' | 'get' | 'find' | 'count'>;

/**
 * A read model's collection over a store's untyped reads: the one place a stored document is taken for its read
 * model's type (the read model's projector is the only writer of its collection).
 */
export function collectionOf<D extends { id: string }>(
  view: Pick<ReadStore, 'get' | 'find' | 'count'>,
  model: ReadModel<D>,
): Collection<D> {
  return {
    get: (id) => view.get(model.collection, id) as Promise<D | undefined>,
    find: (filter, options) => view.find(model.collection, filter, options as FindOptions) as Promise<D[]>,
    count: (filter) => view.count(model.collection, filter),
  };
}
