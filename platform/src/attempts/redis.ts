import { Redis } from 'ioredis';
import { createInProcessAttemptCounter } from './in-process.ts';
import type { AttemptCounter, Taken } from './port.ts';

// Both scripts run atomically in Redis, so processes sharing it count every attempt once, in order.
const takeScript = `
local wait = 0
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[2]) then
    wait = math.max(wait, redis.call('PTTL', key))
  end
end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  redis.call('INCR', key)
  if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[1]) end
end
return 0`;

const countScript = `
local count = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

const giveBackScript = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0`;

/**
 * Attempts counted in Redis under `{prefix}:attempts:{key}`, shared by every process of a deployment. While
 * Redis cannot be reached, each process counts in its own memory (and says so once) rather than refusing sign-ins.
 */
export function createRedisAttemptCounter(redisUrl: string, prefix = 'bayline'): AttemptCounter {
  // No offline queue: a command fails at once while Redis is away, and the local count takes over.
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const local = createInProcessAttemptCounter();
  let away = false;
  redis.on('error', (error: Error) => {
    if (!away) console.warn(`[attempts] Redis unreachable, counting attempts in this process: ${error.message}`);
    away = true;
  });
  // The first connection is waited for (briefly), so a fresh process does not start out counting on its own.
  const firstConnection = new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    setTimeout(resolve, 2_000).unref();
  });
  redis.on('ready', () => {
    away = false;
  });
  const redisKeys = (keys: readonly string[]) => keys.map((key) => `${prefix}:attempts:${key}`);

  async function either<T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
    await firstConnection;
    if (redis.status !== 'ready') return inMemory();
    try {
      return await inRedis();
    } catch (error) {
      console.warn(`[attempts] Redis failed, counting attempts in this process: ${String(error)}`);
      return inMemory();
    }
  }

  return {
    take: (keys, limit) =>
      either<Taken>(
        async () => {
          const keysInRedis = redisKeys(keys);
          const wait = Number(
            await redis.eval(takeScript, keysInRedis.length, ...keysInRedis, limit.windowMs, limit.max),
          );
          return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
        },
        () => local.take(keys, limit),
      ),
    count: (key, windowMs) =>
      either(
        async () => Number(await redis.eval(countScript, 1, ...redisKeys([key]), windowMs)),
        () => local.count(key, windowMs),
      ),
    giveBack: (keys) =>
      either(
        async () => {
          const keysInRedis = redisKeys(keys);
          await redis.eval(giveBackScript, keysInRedis.length, ...keysInRedis);
        },
        () => local.giveBack(keys),
      ),
    async close() {
      await local.close();
      redis.disconnect();
    },
  };
}
