import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisForTests } from '../testing/gates.ts';
import { createBullMqJobQueue, createRedisLock } from './bullmq.ts';
import { jobQueueContract, lockContract } from './contract.ts';

const redisUrl = await redisForTests();

describe.runIf(redisUrl)('Redis adapters', () => {
  const url = redisUrl!;
  // One prefix per run keeps runs apart and lets afterAll remove exactly what this run wrote.
  const prefix = `bayline-test-${randomUUID()}`;

  /** Deletes every key this run wrote: what a Redis that comes back empty has lost. */
  async function loseEverything() {
    const redis = new Redis(url);
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 1000 })) keys.push(...batch);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }

  afterAll(loseEverything);

  jobQueueContract('BullMQ', async () => createBullMqJobQueue(url, prefix));

  it('names the generation of the jobs on its Redis, the same for every process, and a new one once they are lost', async () => {
    const [first, second] = [createBullMqJobQueue(url, prefix), createBullMqJobQueue(url, prefix)];
    try {
      const generation = await first.generation();
      expect(await second.generation()).toBe(generation);
      await loseEverything();
      const next = await second.generation();
      expect(next).not.toBe(generation);
      expect(await first.generation()).toBe(next);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  lockContract('Redis', async () => {
    const first = createRedisLock(url, prefix);
    const second = createRedisLock(url, prefix);
    return { first, second, cleanup: async () => void (await Promise.all([first.close(), second.close()])) };
  });
});
