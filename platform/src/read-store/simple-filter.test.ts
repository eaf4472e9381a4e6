import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import type { Doc, Filter } from './port.ts';
import { simpleFilter } from './simple-filter.ts';

const values: unknown[] = [
  undefined,
  null,
  0,
  -0,
  1,
  2.5,
  -3,
  Number.NaN,
  '',
  'a',
  'b',
  'B',
  '2026-03-01',
  '2026-03-01T00:00:00.000Z',
  '\u{1F600}',
  '\uffff',
  true,
  false,
  [],
  ['a'],
  [1, 2],
  { a: 1 },
  new Date('2026-03-01T00:00:00.000Z'),
];

const conditions: unknown[] = [
  'a',
  '',
  1,
  0,
  true,
  false,
  { $eq: 'b' },
  { $in: ['a', 1, true] },
  { $in: [] },
  { $gt: 'a' },
  { $gte: 'a', $lt: 'b' },
  { $gte: '2026-03-01', $lte: '2026-03-31' },
  { $gte: '2026-03-01T00:00:00.000Z', $lt: '2026-04-01T00:00:00.000Z' },
  { $lt: '\uffff' },
  { $gt: 0 },
  { $gte: -3, $lte: 2.5 },
  { $lt: 1 },
];

describe('simple filters', () => {
  it('decide every document as mingo does, or leave it to mingo', () => {
    let decided = 0;
    for (const condition of conditions)
      for (const value of values)
        for (const other of ['BAYVIEW', 'HARBOR', undefined]) {
          const filter: Filter = { loc: 'BAYVIEW', field: condition };
          const doc = { id: 'd', loc: other, ...(value !== undefined && { field: value }) } as Doc;
          const verdict = simpleFilter(filter)!(doc);
          const expected = new Query(filter, {}).test(doc);
          if (verdict !== undefined) {
            decided++;
            expect(verdict, `${JSON.stringify(filter)} on ${String(value)} (${other})`).toBe(expected);
          } else expect(Array.isArray(value) || typeof value === 'object' || Number.isNaN(value)).toBe(true);
        }
    expect(decided).toBeGreaterThan(conditions.length * values.length * 2);
  });

  it('is not made for what is not simple', () => {
    for (const filter of [
      { $or: [{ a: 1 }] },
      { 'a.b': 1 },
      { a: { $ne: 1 } },
      { a: { $exists: true } },
      { a: null },
      { a: { $in: [null] } },
      { a: { $gte: new Date() } },
      { a: { $gt: true } },
      { a: ['x'] },
      { a: { b: 1 } },
      { a: /x/ },
      { a: {} },
      { a: Number.NaN },
    ] as Filter[])
      expect(simpleFilter(filter), JSON.stringify(filter)).toBeUndefined();
    expect(simpleFilter({})!({ id: 'x' })).toBe(true);
  });
});
