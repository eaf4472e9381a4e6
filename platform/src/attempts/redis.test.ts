import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { redisForTests } from '../testing/gates.ts';
import { attemptCounterContract } from './contract.ts';
import { createRedisAttemptCounter } from './redis.ts';

const redisUrl = await redisForTests();

describe.runIf(redisUrl)('Redis attempt counter', () => {
  const prefix = `bayline-test-${randomUUID()}`;
  // Two counters on their own connections, as two command processes would hold them.
  attemptCounterContract('Redis', async () => {
    return { one: createRedisAttemptCounter(redisUrl!, prefix), other: createRedisAttemptCounter(redisUrl!, prefix) };
  });
});
