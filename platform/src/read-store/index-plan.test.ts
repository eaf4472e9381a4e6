import { describe, expect, it } from 'vitest';
import { entryKey, planFind } from './index-plan.ts';

const OTHER = Symbol.for('other');
const NULL = Symbol.for('null');
const AFTER = new Uint8Array([0xff]);

describe('entryKey', () => {
  const fields = ['loc', 'customer.city', 'state'];
  it('lists the values in order, then the id; missing and null alike', () => {
    expect(entryKey('jobs', 0, fields, { id: 'a', loc: 'N', customer: { city: 'Oslo' }, state: 2 })).toEqual([
      'jobs',
      0,
      'N',
      'Oslo',
      2,
      'a',
    ]);
    expect(entryKey('jobs', 1, fields, { id: 'b', loc: null, state: -0 })).toEqual(['jobs', 1, NULL, NULL, 0, 'b']);
    expect(entryKey('jobs', 0, fields, { id: 'd', loc: new Date(5), customer: 'x', state: true })).toEqual([
      'jobs',
      0,
      5,
      NULL,
      true,
      'd',
    ]);
  });

  it('stops at the first value only mingo can match', () => {
    expect(entryKey('jobs', 0, fields, { id: 'c', loc: 'N', customer: [{ city: 'Oslo' }], state: 1 })).toEqual([
      'jobs',
      0,
      'N',
      OTHER,
      'c',
    ]);
    expect(entryKey('jobs', 0, fields, { id: 'e', loc: ['N'], state: 1 })).toEqual(['jobs', 0, OTHER, 'e']);
    expect(entryKey('jobs', 0, fields, { id: 'f', loc: 'x'.repeat(101) })).toEqual(['jobs', 0, OTHER, 'f']);
    expect(entryKey('jobs', 0, ['n'], { id: 'g', n: Number.NaN })).toEqual(['jobs', 0, OTHER, 'g']);
  });
});

describe('planFind', () => {
  const updates = [['locationShortName', 'position']];

  it('reads a range of the index after the fields bound by equality, with the entries that stopped before', () => {
    expect(planFind('updates', { locationShortName: 'A', position: { $gt: 40 } }, updates)).toEqual({
      ids: [],
      ranges: [
        { start: ['updates', 0, OTHER], end: ['updates', 0, OTHER, AFTER] },
        { start: ['updates', 0, 'A', 40, AFTER], end: ['updates', 0, 'A', Number.POSITIVE_INFINITY, AFTER] },
        { start: ['updates', 0, 'A', OTHER], end: ['updates', 0, 'A', OTHER, AFTER] },
      ],
    });
    const { ranges } = planFind('updates', { locationShortName: 'A', position: { $gte: 'b', $lt: 'd' } }, updates)!;
    expect(ranges[1]).toEqual({ start: ['updates', 0, 'A', 'b'], end: ['updates', 0, 'A', 'd'] });
    const at = new Date(7);
    expect(planFind('updates', { position: { $lte: at } }, [['position']])!.ranges).toEqual([
      { start: ['updates', 0, Number.NEGATIVE_INFINITY], end: ['updates', 0, 7, AFTER] },
      { start: ['updates', 0, OTHER], end: ['updates', 0, OTHER, AFTER] },
    ]);
  });

  it('looks each combination of equality values up, and prefers the index that binds most', () => {
    const indexes = [['loc'], ['loc', 'state'], ['other']];
    const { ranges } = planFind('jobs', { loc: { $in: ['A', 'B', 'A'] }, state: { $eq: 2 }, total: 5 }, indexes)!;
    expect(ranges.map((r) => r.start)).toEqual([
      ['jobs', 1, OTHER],
      ['jobs', 1, 'A', OTHER],
      ['jobs', 1, 'B', OTHER],
      ['jobs', 1, 'A', 2],
      ['jobs', 1, 'B', 2],
    ]);
    expect(planFind('jobs', { $and: [{ loc: null }] }, indexes)?.ranges[1]?.start).toEqual(['jobs', 0, NULL]);
  });

  it('names the ids of an equality on id, and unites the plans of $or branches', () => {
    expect(planFind('jobs', { id: { $in: ['a', 'b', 'a'] }, loc: 'A' }, [['loc']])).toEqual({
      ids: ['a', 'b'],
      ranges: [],
    });
    const plan = planFind('jobs', { $or: [{ id: 'x' }, { loc: 'A' }] }, [['loc']])!;
    expect(plan.ids).toEqual(['x']);
    expect(plan.ranges.map((r) => r.start)).toEqual([
      ['jobs', 0, OTHER],
      ['jobs', 0, 'A'],
    ]);
  });

  it('finds a long string among the entries that stop before it', () => {
    const long = 'x'.repeat(101);
    expect(planFind('jobs', { loc: { $in: [long, 'A'] } }, [['loc']])!.ranges.map((r) => r.start)).toEqual([
      ['jobs', 0, OTHER],
      ['jobs', 0, 'A'],
    ]);
    expect(planFind('jobs', { loc: long, state: 1 }, [['loc', 'state']])!.ranges.map((r) => r.start)).toEqual([
      ['jobs', 0, OTHER],
    ]);
  });

  it('leaves to a whole scan what no index can narrow', () => {
    const indexes = [['loc', 'state']];
    expect(planFind('jobs', {}, indexes)).toBeUndefined();
    expect(planFind('jobs', { state: 2 }, indexes)).toBeUndefined();
    expect(planFind('jobs', { loc: { $ne: 'A' } }, indexes)).toBeUndefined();
    expect(planFind('jobs', { loc: /^A/ }, indexes)).toBeUndefined();
    expect(planFind('jobs', { loc: ['A', 'B'] }, indexes)).toBeUndefined();
    expect(planFind('jobs', { loc: { city: 'Oslo' } }, indexes)).toBeUndefined();
    expect(planFind('jobs', { loc: { $gt: 1, $lt: 'b' } }, indexes)).toBeUndefined();
    expect(planFind('jobs', { $or: [{ loc: 'A' }, { state: 1 }] }, indexes)).toBeUndefined();
  });
});
