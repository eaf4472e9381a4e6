import { describe, expect, it } from 'vitest';
import { lagOf } from './date-entry.ts';

describe('an entry’s lag in words', () => {
  it('is ahead before the date, on the day within it, late after it, in whole hours passed', () => {
    expect(lagOf(-63)).toEqual({ days: 2, hours: 15, when: 'ahead' });
    expect(lagOf(0)).toEqual({ days: 0, hours: 0, when: 'onTheDay' });
    expect(lagOf(24)).toEqual({ days: 1, hours: 0, when: 'onTheDay' });
    expect(lagOf(24.01)).toEqual({ days: 1, hours: 0, when: 'late' });
    expect(lagOf(71.9)).toEqual({ days: 2, hours: 23, when: 'late' });
  });
});
