import { EMPTY_ID } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import {
  idForSave,
  listChanged,
  mergeAfterConflict,
  moveRow,
  newRowPlaceholder,
  rowErrorsOf,
} from './settings-list.ts';

interface Row {
  id: string;
  name: string;
  sortOrder: number;
}
const idOf = (r: Row) => r.id;
const row = (id: string, name: string, sortOrder = 0): Row => ({ id, name, sortOrder });

describe('placeholder ids', () => {
  it('are the all-zero id plus a timestamp suffix, unique even within one millisecond, and sent as the all-zero id', () => {
    const a = newRowPlaceholder(1_700_000_000_000);
    const b = newRowPlaceholder(1_700_000_000_000);
    expect(a).toBe(`${EMPTY_ID}-1700000000000`);
    expect(b).toBe(`${EMPTY_ID}-1700000000001`);
    expect(idForSave(a)).toBe('00000000-0000-0000-0000-000000000000');
    expect(idForSave('3f2a')).toBe('3f2a');
  });
});

describe('moveRow', () => {
  it('moves a row to where another is and renumbers every row in order', () => {
    const rows = [row('a', 'A', 5), row('b', 'B', 7), row('c', 'C', 9)];
    const moved = moveRow(rows, idOf, 'c', 'a');
    expect(moved.map((r) => [r.id, r.sortOrder])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
    expect(moveRow(rows, idOf, 'a', 'missing')).toEqual(rows);
  });
});

describe('listChanged', () => {
  const base = [row('a', 'A'), row('b', 'B')];
  it('sees an edit, an addition and a removal, and nothing when the rows are equal', () => {
    expect(listChanged(base, [row('a', 'A'), row('b', 'B')], idOf)).toBe(false);
    expect(listChanged(base, [row('a', 'A'), row('b', 'Bee')], idOf)).toBe(true);
    expect(listChanged(base, [row('a', 'A')], idOf)).toBe(true);
    expect(listChanged(base, [row('a', 'A'), row('c', 'B')], idOf)).toBe(true);
  });
});

describe('mergeAfterConflict', () => {
  it('keeps the user’s changed, deleted and new rows, and takes the server’s for the rest', () => {
    const base = [row('a', 'A'), row('b', 'B'), row('c', 'C'), row('d', 'D')];
    const newOne = row(`${EMPTY_ID}-1`, 'New');
    // The user renamed a and d, deleted c and added a row.
    const edited = [row('a', 'Mine'), row('b', 'B'), row('d', 'Mine too'), newOne];
    // Meanwhile someone renamed a and b, removed d and added e.
    const current = [row('a', 'Theirs'), row('b', 'Theirs B'), row('c', 'C'), row('e', 'E')];
    expect(mergeAfterConflict(base, edited, current, idOf)).toEqual([
      row('a', 'Mine'),
      row('b', 'Theirs B'),
      row('e', 'E'),
      newOne,
    ]);
  });
});

describe('rowErrorsOf', () => {
  it('places field errors on the rows sent at those positions and ignores others', () => {
    const errors = rowErrorsOf(
      [
        { field: '1.description', message: 'Description is required' },
        { field: '1.color', message: 'Colour must be #rrggbb' },
        { field: '(body)', message: 'A list is required' },
        { field: '7.description', message: 'ignored' },
      ],
      ['x', 'y'],
    );
    expect(Object.fromEntries(errors)).toEqual({
      y: { description: 'Description is required', color: 'Colour must be #rrggbb' },
    });
  });
});
