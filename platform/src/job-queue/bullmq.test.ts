import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe } from 'vitest';
import { redisForTests } from '../testing/gates.ts';
import { createBullMqJobQueue, createRedisLock } from './bullmq.ts';
import { jobQueueContract, lockContract } from './contract.ts';

const redisUrl = await redisForTests();

describe.runIf(redisUrl)('Redis adapters', () => {
  const url = redisUrl!;
  // One prefix per run keeps runs apart and lets afterAll remove exactly what this run wrote.
  const prefix = `bayline-test-${randomUUID()}`;

  afterAll(async () => {
    const redis = new Redis(url);
    const keys: string[] = [];
    for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 1000 })) keys.push(...batch);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  jobQueueContract('BullMQ', async () => createBullMqJobQueue(url, prefix));

  lockContract('Redis', async () => {
    const first = createRedisLock(url, prefix);
    const second = createRedisLock(url, prefix);
    return { first, second, cleanup: async () => void (await Promise.all([first.close(), second.close()])) };
  });
});
