import type { FieldError } from '@bayline/contracts';

/** The id that marks a row as new when it is saved (spec 2 section 1). */
export const newRowId = '00000000-0000-0000-0000-000000000000';

let lastSuffix = 0;

/** A row made on screen: the all-zero id plus a timestamp suffix, unique within the page. */
export function placeholderId(now = Date.now()): string {
  lastSuffix = Math.max(now, lastSuffix + 1);
  return `${newRowId}-${lastSuffix}`;
}

export function isPlaceholderId(id: string): boolean {
  return id === newRowId || id.startsWith(`${newRowId}-`);
}

/** The id a row is sent with: placeholders become the plain all-zero id. */
export function idForSave(id: string): string {
  return isPlaceholderId(id) ? newRowId : id;
}

/** A new row's sort order: the highest one plus 1, or 0 for an empty list. */
export function nextSortOrder(rows: readonly { sortOrder: number }[]): number {
  return rows.length === 0 ? 0 : Math.max(...rows.map((r) => r.sortOrder)) + 1;
}

/** Rows ordered by sort order (stable for equal ones). */
export function bySortOrder<Row extends { sortOrder: number }>(rows: readonly Row[]): Row[] {
  return [...rows].sort((a, b) => a.sortOrder - b.sortOrder);
}

/** Moves the row `activeId` to where `overId` is and numbers every row's sortOrder 0, 1, 2… in the new order. */
export function moveRow<Row extends { sortOrder: number }>(
  rows: readonly Row[],
  idOf: (row: Row) => string,
  activeId: string,
  overId: string,
): Row[] {
  const ordered = bySortOrder(rows);
  const from = ordered.findIndex((r) => idOf(r) === activeId);
  const to = ordered.findIndex((r) => idOf(r) === overId);
  if (from < 0 || to < 0 || from === to) return [...rows];
  const [moved] = ordered.splice(from, 1);
  ordered.splice(to, 0, moved);
  return ordered.map((row, sortOrder) => (row.sortOrder === sortOrder ? row : { ...row, sortOrder }));
}

/** Deep equality of plain JSON values (rows as the server sends them). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) => Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/** Whether the edited list differs from what was read: a row added, removed, changed or moved. */
export function listChanged<Row>(base: readonly Row[], edited: readonly Row[], idOf: (row: Row) => string): boolean {
  if (base.length !== edited.length) return true;
  const byId = new Map(base.map((r) => [idOf(r), r]));
  return edited.some((row) => {
    const before = byId.get(idOf(row));
    return before === undefined || !sameValue(before, row);
  });
}

/**
 * After a 409 (someone saved meanwhile): the server's current list with the user's edits kept where they do not
 * clash. A row the user changed keeps the user's values unless the server removed it; a row the user deleted
 * stays deleted; the user's new rows stay; everything else is the server's.
 */
export function mergeAfterConflict<Row>(
  base: readonly Row[],
  edited: readonly Row[],
  current: readonly Row[],
  idOf: (row: Row) => string,
): Row[] {
  const before = new Map(base.map((r) => [idOf(r), r]));
  const mine = new Map(edited.map((r) => [idOf(r), r]));
  const merged: Row[] = [];
  for (const theirs of current) {
    const id = idOf(theirs);
    const original = before.get(id);
    const own = mine.get(id);
    if (original !== undefined && own === undefined) continue; // deleted by the user
    merged.push(own !== undefined && original !== undefined && !sameValue(own, original) ? own : theirs);
  }
  for (const row of edited) if (!before.has(idOf(row)) && isPlaceholderId(idOf(row))) merged.push(row);
  return merged;
}

/** Field messages by row id and field. */
export type RowErrors = Map<string, Record<string, string>>;

/**
 * A 400's field errors ('2.description') placed on the rows that were sent, by their position in the request;
 * errors that name no row are ignored (the spec shows no save errors beyond the fields).
 */
export function rowErrorsOf(errors: readonly FieldError[], sentIds: readonly string[]): RowErrors {
  const result: RowErrors = new Map();
  for (const { field, message } of errors) {
    const match = /^(\d+)\.([A-Za-z]+)/.exec(field);
    const id = match ? sentIds[Number(match[1])] : undefined;
    if (!match || id === undefined) continue;
    result.set(id, { ...result.get(id), [match[2]]: message });
  }
  return result;
}
