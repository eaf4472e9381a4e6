import { describe, expect, it } from 'vitest';
import { attemptCounterContract } from './contract.ts';
import { createInProcessAttemptCounter } from './in-process.ts';

// One process: both ends are the same counter.
attemptCounterContract('in-process', async () => {
  const counter = createInProcessAttemptCounter();
  return { one: counter, other: counter };
});

describe('in-process attempt counter', () => {
  it('forgets ended windows first, then the oldest, beyond its capacity', async () => {
    let now = 0;
    const counter = createInProcessAttemptCounter(() => now, 2);
    const limit = { max: 1, windowMs: 1_000 };
    await counter.take(['ended'], limit);
    now = 500;
    await counter.take(['old'], limit);
    now = 1_200;
    await counter.take(['new'], limit);
    expect((await counter.take(['old'], limit)).allowed).toBe(false);
    await counter.take(['newest'], limit);
    expect((await counter.take(['old'], limit)).allowed).toBe(true);
    expect((await counter.take(['newest'], limit)).allowed).toBe(false);
  });
});
