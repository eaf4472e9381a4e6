import type { Doc, Filter } from './port.ts';

/**
 * A filter answered without mingo when it is simple: top-level fields, each equal to a string, a number or a
 * boolean, within `$in` such values, or within `$gt`/`$gte`/`$lt`/`$lte` bounds of strings or of numbers (what the
 * read models' finds by location and day or instant are). mingo takes about a microsecond a document to decide
 * them; reports read thousands. Its answers are mingo's: values of another type never match (MongoDB compares
 * within a type), a missing or null field matches none of these, strings compare as JavaScript compares them.
 */

type Check = (value: string | number | boolean) => boolean;
type Scalar = string | number | boolean;

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && !Number.isNaN(value));

const ranges: Record<string, (value: Scalar, bound: Scalar) => boolean> = {
  $gt: (value, bound) => value > bound,
  $gte: (value, bound) => value >= bound,
  $lt: (value, bound) => value < bound,
  $lte: (value, bound) => value <= bound,
};

/** The check of one field's condition, undefined when it is not simple. */
function checkOf(condition: unknown): Check | undefined {
  if (isScalar(condition)) return (value) => value === condition;
  if (condition === null || typeof condition !== 'object' || Object.getPrototypeOf(condition) !== Object.prototype)
    return undefined;
  const checks: Check[] = [];
  for (const [op, operand] of Object.entries(condition)) {
    const compare = ranges[op];
    if (op === '$eq' && isScalar(operand)) checks.push((value) => value === operand);
    else if (op === '$in' && Array.isArray(operand) && operand.every(isScalar)) {
      const values = new Set<unknown>(operand);
      checks.push((value) => values.has(value));
    } else if (compare && (typeof operand === 'string' || (typeof operand === 'number' && !Number.isNaN(operand)))) {
      checks.push((value) => typeof value === typeof operand && compare(value, operand));
    } else return undefined;
  }
  if (checks.length === 0) return undefined;
  return checks.length === 1 ? checks[0] : (value) => checks.every((check) => check(value));
}

/**
 * The filter as a predicate: true or false when it decides the document, undefined when a field it reads holds
 * what only mingo can match (an array, an object, a Date, NaN). Undefined when the filter is not simple.
 */
export function simpleFilter(filter: Filter): ((doc: Doc) => boolean | undefined) | undefined {
  const fields: [string, Check][] = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$') || field.includes('.')) return undefined;
    const check = checkOf(condition);
    if (!check) return undefined;
    fields.push([field, check]);
  }
  return (doc) => {
    let decided = true;
    for (const [field, check] of fields) {
      const value = doc[field];
      if (value === undefined || value === null) return false;
      if (!isScalar(value)) decided = false;
      else if (!check(value)) return false;
    }
    return decided ? true : undefined;
  };
}
