/** The product's "no id": all zeros (spec 1 section 3). */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

export function isEmptyId(id: string | null | undefined): boolean {
  return !id || id === EMPTY_ID || id.startsWith(EMPTY_ID);
}

/** A new row made on screen: the empty id plus a timestamp, reset to the plain empty id before saving. */
export function placeholderId(now = Date.now()): string {
  return `${EMPTY_ID}-${now}`;
}

/** New sort order: highest plus 1, or 0 for an empty list. */
export function nextSortOrder(items: readonly { sortOrder: number }[]): number {
  return items.length === 0 ? 0 : Math.max(...items.map((i) => i.sortOrder)) + 1;
}
