import { afterAll, describe, expect, it } from 'vitest';
import { createRedisChangeBus } from './change-bus/redis.ts';
import { createBullMqJobQueue, createRedisLock } from './job-queue/bullmq.ts';
import { privateRedisServer } from './testing/redis-server.ts';

const server = await privateRedisServer();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with the first truthy answer of `attempt`, tried every 100 ms for at most `ms`. */
async function eventually<T>(attempt: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await attempt();
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error(`nothing within ${ms} ms`);
    await sleep(100);
  }
}

describe.runIf(server)('Redis clients on a Redis that goes away and comes back', () => {
  const url = server!.url;
  const closers: [name: string, close: () => Promise<void>][] = [];
  afterAll(async () => {
    // Seen once under load: a close that never finished held the hook for 60 s. It is said by name, loudly, and the
    // server is stopped all the same, so the suite reports its own results.
    for (const [name, close] of closers) {
      const closed = await Promise.race([close().then(() => true), sleep(10_000).then(() => false)]);
      if (!closed) console.error(`[redis clients] ${name}.close() did not finish within 10 s`);
    }
    await server!.stop();
  });

  function clients(prefix: string) {
    const publisher = createRedisChangeBus(url, prefix);
    const subscriber = createRedisChangeBus(url, prefix);
    const lock = createRedisLock(url, prefix);
    const queue = createBullMqJobQueue(url, prefix);
    closers.push(
      [`${prefix} publisher`, publisher.close],
      [`${prefix} subscriber`, subscriber.close],
      [`${prefix} lock`, lock.close],
      [`${prefix} queue`, queue.close],
    );
    return { publisher, subscriber, lock, queue };
  }

  it('keeps every key, job, lock and message of one prefix from another', async () => {
    const north = clients('north');
    const south = clients('south');
    const heard = { north: [] as unknown[], south: [] as unknown[] };
    await north.subscriber.subscribe('projections', (m) => heard.north.push(m));
    await south.subscriber.subscribe('projections', (m) => heard.south.push(m));
    const ran = { north: [] as unknown[], south: [] as unknown[] };
    await north.queue.process('texts', async (job) => void ran.north.push(job.data));
    await south.queue.process('texts', async (job) => void ran.south.push(job.data));

    await north.publisher.publish('projections', { from: 'north' });
    await south.publisher.publish('projections', { from: 'south' });
    await north.queue.enqueue('texts', { to: 'north' }, { jobId: 'same' });
    await south.queue.enqueue('texts', { to: 'south' }, { jobId: 'same' });
    const northLease = await north.lock.acquire('projector:jobs', 15_000);
    const southLease = await south.lock.acquire('projector:jobs', 15_000);

    await eventually(
      async () => heard.north.length + heard.south.length === 2 && ran.north.length + ran.south.length === 2,
    );
    expect(heard).toEqual({ north: [{ from: 'north' }], south: [{ from: 'south' }] });
    expect(ran).toEqual({ north: [{ to: 'north' }], south: [{ to: 'south' }] });
    expect(northLease).toBeDefined();
    expect(southLease).toBeDefined();
    expect(await north.lock.acquire('projector:jobs', 15_000)).toBeUndefined();
  });

  it('fail fast while Redis is away, crash nothing, and resume by themselves once it is back', async () => {
    const { publisher, subscriber, lock, queue } = clients('outage');
    const heard: unknown[] = [];
    await subscriber.subscribe('projections', (m) => heard.push(m));
    const ran: unknown[] = [];
    await queue.process('texts', async (job) => void ran.push(job.data));
    await publisher.publish('projections', { n: 1 });
    await queue.enqueue('texts', { n: 1 });
    const lease = (await lock.acquire('projector:jobs', 15_000))!;
    expect(lease).toBeDefined();
    await eventually(async () => heard.length === 1 && ran.length === 1);

    await server!.stop();
    const started = Date.now();
    const [publishing, renewed, acquiring, enqueueing, enqueueingAnew, released] = await Promise.allSettled([
      publisher.publish('projections', { n: 2 }),
      lease.renew(),
      lock.acquire('projector:other', 15_000),
      queue.enqueue('texts', { n: 2 }),
      queue.enqueue('notifications', { n: 2 }),
      lease.release(),
    ]);
    // Answered within a reconnect or two (about 5 s each), not after a minute or never.
    expect(Date.now() - started).toBeLessThan(12_000);
    expect(publishing.status).toBe('rejected');
    expect(renewed).toEqual({ status: 'fulfilled', value: false });
    expect(acquiring.status).toBe('rejected');
    expect(enqueueing.status).toBe('rejected');
    expect(enqueueingAnew.status).toBe('rejected');
    expect(released.status).toBe('fulfilled');
    await sleep(3_000); // a few failed reconnects, each an 'error' event on every connection

    await server!.start();
    // The subscriber subscribes its channel again on its own; until then, published messages are lost.
    await eventually(async () => {
      await publisher.publish('projections', { n: 3 }).catch(() => {});
      return heard.some((m) => (m as { n: number }).n === 3);
    });
    const again = await eventually(() => lock.acquire('projector:jobs', 15_000).catch(() => undefined));
    expect(await again.renew()).toBe(true);
    await eventually(() => queue.enqueue('texts', { n: 3 }).catch(() => undefined));
    await eventually(async () => ran.some((d) => (d as { n: number }).n === 3));
    expect(heard.some((m) => (m as { n: number }).n === 2)).toBe(false);
  }, 90_000);
});
