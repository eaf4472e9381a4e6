import { Query } from 'mingo';
import type { Doc, FindOptions } from './port.ts';

/** Matches everything: sorts, skips and limits documents already filtered. */
const everything = new Query({}, {});

/** Sorts (stably, so ties keep the order given), skips and limits documents already filtered, as a MongoDB cursor does. */
export function sortSkipLimit(docs: Doc[], { sort, skip, limit }: FindOptions): Doc[] {
  if (!sort && !skip && !limit) return docs;
  let cursor = everything.find<Doc>(docs);
  if (sort) cursor = cursor.sort(sort);
  if (skip) cursor = cursor.skip(skip);
  if (limit) cursor = cursor.limit(limit);
  return cursor.all();
}
