import { describe, expect, it, vi } from 'vitest';
import { jobQueueContract, lockContract } from './contract.ts';
import { createInProcessJobQueue, createInProcessLock } from './in-process.ts';

jobQueueContract('in-process', async () => createInProcessJobQueue());

// One process has one lock table, so both holders share it, as two processes share one Redis.
lockContract('in-process', async () => {
  const lock = createInProcessLock();
  return { first: lock, second: lock, cleanup: async () => {} };
});

describe('the in-process queue', () => {
  it('holds a job delayed longer than a timer can wait until its delay has passed', async () => {
    vi.useFakeTimers();
    const queue = createInProcessJobQueue();
    try {
      const ran: string[] = [];
      await queue.process<string>('later', async (job) => void ran.push(job.data));
      const day = 24 * 60 * 60_000;
      const id = await queue.enqueue('later', 'in 40 days', { delayMs: 40 * day });
      await vi.advanceTimersByTimeAsync(39 * day);
      expect(ran).toEqual([]);
      expect((await queue.status(id)).state).toBe('delayed');
      await vi.advanceTimersByTimeAsync(day);
      expect(ran).toEqual(['in 40 days']);
    } finally {
      await queue.close();
      vi.useRealTimers();
    }
  });
});
