import { EMPTY_ID, type FieldError, isEmptyId, placeholderId } from '@bayline/contracts';

let lastStamp = 0;

/** A row made on screen: the all-zero id plus a timestamp suffix (spec 2 section 1), unique within the page. */
export function newRowPlaceholder(now = Date.now()): string {
  lastStamp = Math.max(now, lastStamp + 1);
  return placeholderId(lastStamp);
}

/** The id a row is sent with: a placeholder becomes the plain all-zero id, which marks the row as new. */
export function idForSave(id: string): string {
  return isEmptyId(id) ? EMPTY_ID : id;
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
  ordered.splice(to, 0, ...ordered.splice(from, 1));
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
  for (const row of edited) if (!before.has(idOf(row)) && isEmptyId(idOf(row))) merged.push(row);
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
    const [, position, name] = /^(\d+)\.([A-Za-z]+)/.exec(field) ?? [];
    const id = position === undefined ? undefined : sentIds[Number(position)];
    if (id === undefined || name === undefined) continue;
    result.set(id, { ...result.get(id), [name]: message });
  }
  return result;
}

/** A rule of a required text field: its message when the value is blank once trimmed. */
export function requiredText<Row>(row: Row, field: keyof Row & string, message: string): Record<string, string> {
  return String(row[field] ?? '').trim() ? {} : { [field]: message };
}
