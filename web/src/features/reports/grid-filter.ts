import { type ColumnKind, displayOf } from './columns.ts';

/**
 * Whether a cell matches what is typed in its filter cell or the search panel: the text as shown (a date or an
 * amount as the user reads it) or as stored (2026-05-04, 1234.5) holds the typed text, case and accents aside.
 */
export function matchesText(value: string | number | null, kind: ColumnKind, typed: string): boolean {
  const query = fold(typed.trim());
  if (!query) return true;
  if (value === null) return false;
  return fold(displayOf(value, kind)).includes(query) || fold(String(value)).includes(query);
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
