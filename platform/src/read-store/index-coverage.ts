import type { ReadModel } from '@bayline/contracts/read-models/define';
import { type Collection, collectionOf, type Filter, type FindOptions, type ReadStore } from './port.ts';

/** Conditions MongoDB cannot answer from an index's bounds, so they never make a query indexed. */
const NEGATIONS = new Set(['$ne', '$nin', '$not', '$exists']);

function isOperatorObject(condition: unknown): condition is Record<string, unknown> {
  return (
    condition !== null &&
    typeof condition === 'object' &&
    !Array.isArray(condition) &&
    !(condition instanceof Date) &&
    !(condition instanceof RegExp) &&
    Object.keys(condition).some((key) => key.startsWith('$'))
  );
}

/** The field conditions of a filter, with `$and` branches taken as conditions of the filter itself. */
export function conditions(filter: Filter): [string, unknown][] {
  return Object.entries(filter).flatMap(([field, condition]): [string, unknown][] =>
    field === '$and' && Array.isArray(condition)
      ? condition.flatMap((branch: Filter) => conditions(branch))
      : field.startsWith('$')
        ? []
        : [[field, condition]],
  );
}

/** A condition an index on its field can narrow: anything but a negation. */
function usable(condition: unknown): boolean {
  return !isOperatorObject(condition) || Object.keys(condition).some((op) => !NEGATIONS.has(op));
}

/** A field the filter fixes to one value, so an index may go on sorting by the fields after it. */
function pinned(condition: unknown): boolean {
  return !isOperatorObject(condition) || (Object.keys(condition).length === 1 && '$eq' in condition);
}

/** True when the filter asks for everything, or an index (or `id`) can narrow it, in each `$or` branch if need be. */
function filterServed(filter: Filter, indexes: string[][]): boolean {
  const found = conditions(filter);
  if (found.length === 0 && Object.keys(filter).length === 0) return true;
  if (found.some(([field, condition]) => usable(condition) && (field === 'id' || indexes.some((i) => i[0] === field))))
    return true;
  const branches = filter.$or;
  return Array.isArray(branches) && branches.every((branch: Filter) => filterServed(branch, indexes));
}

/**
 * True when the sort is by `id` alone, or an index lists the sort's fields in order right after fields the
 * filter pins to one value. Declared indexes are ascending: MongoDB walks them either way, and finishes a
 * sort of mixed directions in memory over what the index found.
 */
function sortServed(sort: string[], filter: Filter, indexes: string[][]): boolean {
  if (sort.length === 0 || (sort.length === 1 && sort[0] === 'id')) return true;
  const fixed = new Set(conditions(filter).flatMap(([field, condition]) => (pinned(condition) ? [field] : [])));
  return indexes.some((index) => {
    const pinnedBeforeSort = (field: string | undefined) =>
      field !== undefined && field !== sort[0] && fixed.has(field);
    let start = 0;
    while (pinnedBeforeSort(index[start])) start++;
    return sort.every((field, k) => index[start + k] === field);
  });
}

/** The fields a filter names, `$or`/`$and`/`$nor` branches included, for error messages. */
function fieldsOf(filter: Filter): string[] {
  return [
    ...new Set(
      Object.entries(filter).flatMap(([field, condition]) =>
        field.startsWith('$')
          ? Array.isArray(condition)
            ? condition.flatMap((branch: Filter) => fieldsOf(branch))
            : []
          : [field],
      ),
    ),
  ];
}

/**
 * Undefined when the declared indexes let MongoDB answer the query without reading the whole collection;
 * otherwise what is missing, naming the fields. `id` is always indexed (it is MongoDB's `_id`).
 */
export function missingIndex(indexes: string[][], filter: Filter, sort: FindOptions['sort'] = {}): string | undefined {
  const sortFields = Object.keys(sort);
  if (!filterServed(filter, indexes))
    return `no declared index starts with a field of the filter on ${fieldsOf(filter).join(', ')}`;
  if (!sortServed(sortFields, filter, indexes)) return `no declared index serves the sort on ${sortFields.join(', ')}`;
  return undefined;
}

/** Under vitest, whatever the store: MongoDB would answer such a read by reading the whole collection. */
const refuseUndeclared = process.env.VITEST !== undefined;

/**
 * A read model's collection over a store's reads; under vitest a find or count its declared indexes do not serve
 * fails, naming the read model and the fields, in every store (the embedded one, MongoDB's, models in memory).
 */
export function declaredCollection<D extends { id: string }>(
  view: Pick<ReadStore, 'get' | 'find' | 'count'>,
  model: ReadModel<D>,
): Collection<D> {
  const collection = collectionOf(view, model);
  if (!refuseUndeclared) return collection;
  const indexes = model.indexes.map((index) => [...index]);
  const served = (filter: Filter = {}, sort?: FindOptions['sort']) => {
    const missing = missingIndex(indexes, filter, sort);
    if (missing)
      throw new Error(`Read model ${model.collection}: a query has ${missing}; declare the index in its read model`);
  };
  return {
    get: collection.get,
    find: async (filter, options) => {
      served(filter, (options as FindOptions | undefined)?.sort);
      return collection.find(filter, options);
    },
    count: async (filter) => {
      served(filter);
      return collection.count(filter);
    },
  };
}
