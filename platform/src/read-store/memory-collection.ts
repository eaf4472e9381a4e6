import { Query } from 'mingo';
import type { Doc, Filter, FindOptions } from './port.ts';

type Scalar = string | number | boolean;

/** Matches everything: sorts, skips and limits documents already filtered. */
const everything = new Query({}, {});

/** A document whose value at the path is an array, an object or another type: only mingo can tell. */
const UNINDEXABLE = Symbol('unindexable');

interface FieldIndex {
  byValue: Map<Scalar, Set<string>>;
  unindexable: Set<string>;
}

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The value a document is indexed under for `path`. Missing and null values are not indexed: a
 * pre-filter only serves equality with a string, number or boolean, which they never match.
 */
function indexKey(doc: Doc, path: string): Scalar | undefined | typeof UNINDEXABLE {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    // MongoDB matches through arrays on the way (`a.b` into `a: [{b}]`); leave that to mingo.
    if (Array.isArray(value)) return UNINDEXABLE;
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  if (isScalar(value)) return value;
  return value === undefined || value === null ? undefined : UNINDEXABLE;
}

/** The values a filter condition requires by equality (`v`, `{$eq: v}`, `{$in: [...]}`), if any. */
function equalityValues(condition: unknown): Scalar[] | undefined {
  if (isScalar(condition)) return [condition];
  if (!isPlainObject(condition)) return undefined;
  if (isScalar(condition.$eq)) return [condition.$eq];
  const $in = condition.$in;
  if (Array.isArray($in) && $in.every(isScalar)) return [...new Set($in)];
  return undefined;
}

/**
 * A deep copy of document data (JSON values and Dates; anything else goes through structuredClone),
 * several times faster than structuredClone on plain objects, which matters for every document a find returns.
 */
export function copy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copy) as T;
  if (!isPlainObject(value)) return value instanceof Date ? (new Date(value.getTime()) as T) : structuredClone(value);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    // Assigning '__proto__' would set the prototype instead of a field.
    if (key === '__proto__')
      Object.defineProperty(out, key, {
        value: copy(value[key]),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else out[key] = copy(value[key]);
  }
  return out as T;
}

/**
 * One collection held in memory: documents by id, plus equality maps for the indexed fields, built on
 * the first query that can use them and kept current by `set`/`delete`. Queries are answered by mingo,
 * so an index only narrows the candidates and never decides a match.
 */
export class MemoryCollection {
  private readonly docs = new Map<string, Doc>();
  private readonly indexes = new Map<string, FieldIndex>();

  set(doc: Doc): void {
    const previous = this.docs.get(doc.id);
    if (previous) this.unindex(previous);
    this.docs.set(doc.id, doc);
    for (const [field, index] of this.indexes) this.indexInto(index, field, doc);
  }

  delete(id: string): void {
    const previous = this.docs.get(id);
    if (!previous) return;
    this.unindex(previous);
    this.docs.delete(id);
  }

  /** Matching documents, as stored: the caller copies what it hands out. */
  find(filter: Filter, options: FindOptions, indexed: ReadonlySet<string>): Doc[] {
    const query = new Query(filter, {});
    const matches = this.candidates(filter, indexed).filter((doc) => query.test(doc));
    if (!options.sort && !options.skip && !options.limit) return matches;
    let cursor = everything.find<Doc>(matches);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return cursor.all();
  }

  count(filter: Filter, indexed: ReadonlySet<string>): number {
    if (Object.keys(filter).length === 0) return this.docs.size;
    const query = new Query(filter, {});
    let n = 0;
    for (const doc of this.candidates(filter, indexed)) if (query.test(doc)) n++;
    return n;
  }

  /**
   * The smallest superset of the matches that an equality condition on `id` or on an indexed field
   * gives; every document when there is none.
   */
  private candidates(filter: Filter, indexed: ReadonlySet<string>): Doc[] {
    let best: string[] | undefined;
    for (const [field, condition] of Object.entries(filter)) {
      if (field !== 'id' && !indexed.has(field)) continue;
      const values = equalityValues(condition);
      if (!values) continue;
      const ids = field === 'id' ? values.filter((v) => typeof v === 'string') : this.lookup(field, values);
      if (!best || ids.length < best.length) best = ids;
    }
    if (!best) return [...this.docs.values()];
    const docs: Doc[] = [];
    for (const id of best) {
      const doc = this.docs.get(id);
      if (doc) docs.push(doc);
    }
    return docs;
  }

  private lookup(field: string, values: Scalar[]): string[] {
    const index = this.index(field);
    const ids = [...index.unindexable];
    for (const value of values) {
      const set = index.byValue.get(value);
      if (set) for (const id of set) ids.push(id);
    }
    return ids;
  }

  private index(field: string): FieldIndex {
    let index = this.indexes.get(field);
    if (!index) {
      index = { byValue: new Map(), unindexable: new Set() };
      for (const doc of this.docs.values()) this.indexInto(index, field, doc);
      this.indexes.set(field, index);
    }
    return index;
  }

  private indexInto(index: FieldIndex, field: string, doc: Doc): void {
    const key = indexKey(doc, field);
    if (key === undefined) return;
    if (key === UNINDEXABLE) {
      index.unindexable.add(doc.id);
      return;
    }
    let set = index.byValue.get(key);
    if (!set) {
      set = new Set();
      index.byValue.set(key, set);
    }
    set.add(doc.id);
  }

  private unindex(doc: Doc): void {
    for (const [field, index] of this.indexes) {
      const key = indexKey(doc, field);
      if (key === undefined) continue;
      if (key === UNINDEXABLE) {
        index.unindexable.delete(doc.id);
        continue;
      }
      const set = index.byValue.get(key);
      set?.delete(doc.id);
      if (set?.size === 0) index.byValue.delete(key);
    }
  }
}
