import { describe, expect, it } from 'vitest';
import { caughtUp } from './caught-up.ts';

describe('waiting for a projector to catch up', () => {
  it('answers true once its checkpoint reaches the position, false when the wait runs out', async () => {
    let checkpoint: number | undefined;
    const readStore = { checkpoint: async () => checkpoint };
    setTimeout(() => {
      checkpoint = 7;
    }, 30);
    expect(await caughtUp(readStore, 'jobs', 7, { timeoutMs: 5_000, stepMs: 5 })).toBe(true);
    expect(await caughtUp(readStore, 'jobs', 8, { timeoutMs: 20, stepMs: 5 })).toBe(false);
    checkpoint = undefined;
    expect(await caughtUp(readStore, 'jobs', 0, { timeoutMs: 0 })).toBe(true);
  });
});
