import { describe, expect, it } from 'vitest';
import { remainingMs } from './rebuild-progress.ts';

describe('the time a rebuild has left', () => {
  it('is the rest of the log at the pace so far', () => {
    expect(remainingMs(25, 100, 1_000)).toBe(3_000);
    expect(remainingMs(50, 100, 1_000)).toBe(1_000);
    expect(remainingMs(3, 10, 1_000)).toBe(2_333);
  });

  it('is unknown before the first page, and none once at the head', () => {
    expect(remainingMs(0, 100, 1_000)).toBeNull();
    expect(remainingMs(100, 100, 1_000)).toBe(0);
    expect(remainingMs(120, 100, 1_000)).toBe(0);
  });
});
