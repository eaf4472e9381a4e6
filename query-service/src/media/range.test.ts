import { describe, expect, it } from 'vitest';
import { byteRange } from './range.ts';

describe('byte ranges', () => {
  it('read the one range a player asks for, within the file', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(byteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('send the whole file for no range, several ranges or another unit', () => {
    for (const header of [undefined, '', 'bytes=0-1,5-6', 'items=0-1', 'bytes=-', 'bytes=a-b'])
      expect(byteRange(header, 1000)).toBeUndefined();
  });

  it('call a range outside the file unsatisfiable', () => {
    for (const header of ['bytes=1000-', 'bytes=5-4', 'bytes=-0', 'bytes=1000-2000'])
      expect(byteRange(header, 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
