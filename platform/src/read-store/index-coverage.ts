import type { Filter, FindOptions } from './port.ts';

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
    let start = 0;
    while (start < index.length && index[start] !== sort[0] && fixed.has(index[start])) start++;
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
