import { Redis } from 'ioredis';

/** Longest a command may take on a connection that does not block: a lease renewal must not outlive its ttl. */
const COMMAND_TIMEOUT_MS = 2_000;

/**
 * An ioredis connection that survives Redis outages: it reconnects forever (ioredis' default, backing off to
 * 5 s), reports an outage once when it starts and once when it ends (an 'error' event without a listener
 * would crash the process), and answers a command sent while Redis is away with an error when the next
 * reconnect fails, within about 5 s, instead of holding it for 20 reconnects (over a minute). `waitForRedis` is for connections whose
 * commands must wait for Redis instead: BullMQ workers (which block) and pub/sub subscribers.
 */
export function connectRedis(url: string, name: string, { waitForRedis = false } = {}): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: waitForRedis ? null : 0,
    commandTimeout: waitForRedis ? undefined : COMMAND_TIMEOUT_MS,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    console.error(`[redis] ${name}: ${error.message}; reconnecting until Redis answers`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    console.error(`[redis] ${name}: connected again`);
  });
  return redis;
}

/** Closes a connection: politely when Redis answers, at once when it does not (QUIT would wait for Redis). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}
