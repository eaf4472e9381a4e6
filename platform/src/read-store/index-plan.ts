import { conditions } from './index-coverage.ts';
import type { Doc, Filter } from './port.ts';

/**
 * One field's part of an index entry, as ordered-binary orders it: booleans, then numbers (Dates by their time,
 * so a Date and a number may share an entry: mingo tells them apart), then strings; symbols for what has no order.
 */
export type Component = string | number | boolean | symbol;

/** Missing and null: MongoDB's `{field: null}` matches both. */
const NULL = Symbol.for('null');
/**
 * What only mingo can match: an array or object, a path through an array, a long string, NaN. Such a document's
 * entry stops at that field, and every lookup that binds the fields before it also reads those entries.
 */
const OTHER = Symbol.for('other');
/** Sorts after every component, so `[...prefix, AFTER]` ends the range of keys that start with `prefix`. */
const AFTER = new Uint8Array([0xff]);
/**
 * Longer strings are not indexed (their documents' entries stop there): LMDB keys hold at most 1,978 bytes, and a
 * value this long is no key anyone looks up. 100 characters are at most 300 bytes of UTF-8.
 */
const LONGEST_STRING = 100;
/** Past this many combinations of `$in` values, a lookup binds fewer fields. */
const MOST_LOOKUPS = 256;

/** `[physical, index number, ...components, id]`, or a bound of a range of such keys (which may end with AFTER). */
export type IndexKey = (Component | Uint8Array)[];
export interface KeyRange {
  start: IndexKey;
  end: IndexKey;
}

/** Where a find's candidates come from; undefined means every document of the collection. */
export interface Plan {
  ids: string[];
  ranges: KeyRange[];
}

function component(value: unknown): Component {
  if (value === undefined || value === null) return NULL;
  if (typeof value === 'string') return value.length <= LONGEST_STRING ? value : OTHER;
  if (typeof value === 'number') return Number.isNaN(value) ? OTHER : value === 0 ? 0 : value; // -0 is 0
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return component(value.getTime());
  return OTHER;
}

function componentAt(doc: Doc, path: string): Component {
  let value: unknown = doc;
  for (const part of path.split('.')) {
    // MongoDB matches through arrays on the way (`a.b` into `a: [{b}]`): leave that to mingo.
    if (Array.isArray(value)) return OTHER;
    if (value === null || typeof value !== 'object' || value instanceof Date) return NULL;
    value = (value as Record<string, unknown>)[part];
  }
  return component(value);
}

/**
 * The key of a document's entry in index `indexNo` of `physical` (whose fields are `fields`): the components up to
 * the first that only mingo can match, then the id.
 */
export function entryKey(physical: string, indexNo: number, fields: string[], doc: Doc): IndexKey {
  const key: IndexKey = [physical, indexNo];
  for (const field of fields) {
    const part = componentAt(doc, field);
    key.push(part);
    if (part === OTHER) break;
  }
  key.push(doc.id);
  return key;
}

/** Every entry of `physical`, all indexes together: what dropping the collection removes. */
export function collectionEntries(physical: string): KeyRange {
  return { start: [physical], end: [physical, AFTER] };
}

export function sameKey(a: IndexKey, b: IndexKey): boolean {
  return a.length === b.length && a.every((part, i) => part === b[i]);
}

function isOperatorObject(condition: unknown): condition is Record<string, unknown> {
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return false;
  const proto = Object.getPrototypeOf(condition);
  return (proto === Object.prototype || proto === null) && Object.keys(condition).some((k) => k.startsWith('$'));
}

/** A value's component, [] for a long string (whose documents are all among the entries that stop at OTHER). */
function partsOf(value: unknown): Component[] | undefined {
  if (typeof value === 'string' && value.length > LONGEST_STRING) return [];
  // A plain object matches an embedded document exactly, an array an array: neither has an entry of its own.
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) return undefined;
  const part = component(value);
  return part === OTHER ? undefined : [part];
}

/** The components a condition requires by equality (`v`, `{$eq: v}`, `{$in: [...]}`), if any. */
function equalityParts(condition: unknown): Component[] | undefined {
  if (!isOperatorObject(condition)) return partsOf(condition);
  if ('$eq' in condition) return partsOf(condition.$eq);
  const $in = condition.$in;
  if (!Array.isArray($in)) return undefined;
  const parts = new Set<Component>();
  for (const value of $in) {
    const more = partsOf(value);
    if (!more) return undefined;
    for (const part of more) parts.add(part);
  }
  return [...parts];
}

type Bound = { part: string | number; inclusive: boolean };

/** A range a condition keeps its field in (`$gt`, `$gte`, `$lt`, `$lte` on numbers, Dates or strings), if any. */
function rangeOf(condition: unknown): { lower?: Bound; upper?: Bound; kind: 'number' | 'string' } | undefined {
  if (!isOperatorObject(condition)) return undefined;
  const bound = (op: string): Bound | undefined => {
    if (!(op in condition)) return undefined;
    const value = condition[op];
    const part =
      typeof value === 'string' || value instanceof Date || typeof value === 'number' ? component(value) : OTHER;
    return typeof part === 'string' || typeof part === 'number' ? { part, inclusive: op.endsWith('e') } : undefined;
  };
  // The conditions all hold, so either bound alone keeps every match.
  const lower = bound('$gt') ?? bound('$gte');
  const upper = bound('$lt') ?? bound('$lte');
  const kinds = new Set([lower, upper].flatMap((b) => (b ? [typeof b.part] : [])));
  if (kinds.size !== 1) return undefined;
  return { lower, upper, kind: kinds.has('string') ? 'string' : 'number' };
}

/** The key range of entries under `prefix` whose next component is in the range (MongoDB compares within a type). */
function rangeKeys(prefix: IndexKey, range: NonNullable<ReturnType<typeof rangeOf>>): KeyRange {
  const { lower, upper, kind } = range;
  const start = lower
    ? [...prefix, lower.part, ...(lower.inclusive ? [] : [AFTER])]
    : [...prefix, kind === 'number' ? Number.NEGATIVE_INFINITY : ''];
  const end = upper
    ? [...prefix, upper.part, ...(upper.inclusive ? [AFTER] : [])]
    : kind === 'number'
      ? [...prefix, Number.POSITIVE_INFINITY, AFTER]
      : [...prefix, AFTER];
  return { start, end };
}

const prefixRange = (prefix: IndexKey): KeyRange => ({ start: prefix, end: [...prefix, AFTER] });

/**
 * The lookups index `indexNo` makes for the filter's conditions: the fields it starts with that the filter binds
 * by equality (each combination of their values), and a range on the field after them. Undefined when the filter
 * binds none of them. `score` ranks indexes: more bound fields narrow more.
 */
function indexPlan(physical: string, indexNo: number, fields: string[], found: Map<string, unknown>) {
  let prefixes: IndexKey[] = [[physical, indexNo]];
  const ranges: KeyRange[] = [];
  let bound = 0;
  for (const field of fields) {
    const parts = found.has(field) ? equalityParts(found.get(field)) : undefined;
    if (!parts || prefixes.length * parts.length > MOST_LOOKUPS) break;
    // Documents whose entry stopped at this field match any value of it.
    for (const prefix of prefixes) ranges.push(prefixRange([...prefix, OTHER]));
    prefixes = prefixes.flatMap((prefix) => parts.map((part) => [...prefix, part]));
    bound++;
  }
  const next = fields[bound];
  const range = next !== undefined && found.has(next) ? rangeOf(found.get(next)) : undefined;
  if (bound === 0 && !range) return undefined;
  for (const prefix of prefixes) {
    if (range) ranges.push(rangeKeys(prefix, range), prefixRange([...prefix, OTHER]));
    else ranges.push(prefixRange(prefix));
  }
  return { ranges, score: bound + (range ? 0.5 : 0) };
}

/** Ids the filter names by equality on `id` (`v`, `{$eq: v}`, `{$in: [...]}`), if it does. */
function idsOf(condition: unknown): string[] | undefined {
  if (typeof condition === 'string') return [condition];
  if (!isOperatorObject(condition)) return undefined;
  if ('$eq' in condition) return idsOf(condition.$eq);
  const $in = condition.$in;
  return Array.isArray($in) && $in.every((id) => typeof id === 'string') ? [...new Set($in as string[])] : undefined;
}

/**
 * Where to look for a filter's matches, given the indexes built for the collection (field lists, by number): the
 * ids it names, else the index that binds most of it, else each `$or` branch's own plan. Undefined when only a
 * scan of the whole collection finds them all. The candidates are a superset: mingo still decides each match.
 */
export function planFind(physical: string, filter: Filter, indexes: string[][]): Plan | undefined {
  const found = new Map<string, unknown>();
  for (const [field, condition] of conditions(filter)) if (!found.has(field)) found.set(field, condition);
  const ids = found.has('id') ? idsOf(found.get('id')) : undefined;
  if (ids) return { ids, ranges: [] };
  let best: ReturnType<typeof indexPlan>;
  indexes.forEach((fields, indexNo) => {
    const plan = indexPlan(physical, indexNo, fields, found);
    if (plan && (!best || plan.score > best.score)) best = plan;
  });
  if (best) return { ids: [], ranges: best.ranges };
  const branches = filter.$or;
  if (!Array.isArray(branches) || branches.length === 0) return undefined;
  const plans = branches.map((branch: Filter) => planFind(physical, branch, indexes));
  if (plans.some((plan) => !plan)) return undefined;
  return { ids: plans.flatMap((plan) => plan!.ids), ranges: plans.flatMap((plan) => plan!.ranges) };
}
