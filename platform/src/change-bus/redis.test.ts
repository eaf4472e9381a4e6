import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { redisForTests } from '../testing/gates.ts';
import { changeBusContract } from './contract.ts';
import { createRedisChangeBus } from './redis.ts';

const redisUrl = await redisForTests();

describe.runIf(redisUrl)('Redis change bus', () => {
  const url = redisUrl!;
  // Pub/sub writes no keys; the per-run prefix keeps concurrent runs off each other's channels.
  const prefix = `bayline-test-${randomUUID()}`;

  // Two instances on their own connections, as a projection process and a query process would be.
  changeBusContract('Redis pub/sub', async () => {
    const publisher = createRedisChangeBus(url, prefix);
    const subscriber = createRedisChangeBus(url, prefix);
    return {
      publisher,
      subscriber,
      cleanup: async () => void (await Promise.all([publisher.close(), subscriber.close()])),
    };
  });
});
