import { randomUUID } from 'node:crypto';
import { Job, Queue, Worker } from 'bullmq';
import { closeRedis, connectRedis } from '../redis-client.ts';
import type {
  EnqueueOptions,
  JobQueue,
  JobState,
  JobStatus,
  Lease,
  Lock,
  QueueCounts,
  QueuedJob,
  QueueWorker,
} from './port.ts';

/** Finished jobs kept per queue so status() can still answer, without Redis growing forever. */
const KEEP_FINISHED = 1000;

/**
 * A job whose worker died (its process killed) is taken again once its lock ran out, seen at the next stalled check:
 * within 20 s, rather than BullMQ's default of up to a minute (30 s each), so a text a crashed process had taken
 * still goes out soon. The lock is renewed every half of it; a handler keeps the event loop free far more often.
 */
const workerLocks = { lockDuration: 15_000, stalledInterval: 5_000 };

/** Our ids are `name:bullmqId`: BullMQ ids are per queue, and status() gets only the id, maybe in another process. */
function splitId(id: string): { name: string; jobId: string } | undefined {
  const match = /^([^:]+):(.+)$/.exec(id);
  return match?.[1] && match[2] ? { name: match[1], jobId: match[2] } : undefined;
}

function stateOf(state: string): JobState {
  switch (state) {
    case 'waiting':
    case 'prioritized':
    case 'waiting-children':
      return 'waiting';
    case 'delayed':
    case 'active':
    case 'completed':
    case 'failed':
      return state;
    default:
      return 'unknown';
  }
}

/**
 * Jobs on Redis through BullMQ: one Queue per job name (created on first use, all sharing one connection) and one
 * Worker per process() call on its own connection. `jobId` maps to BullMQ deduplication rather than to its custom
 * job id, because a custom id also blocks re-adding a job that already completed and is still kept.
 */
export function createBullMqJobQueue(redisUrl: string, prefix = 'bayline'): JobQueue {
  const connection = connectRedis(redisUrl, 'job queue');
  const queues = new Map<string, Queue>();
  const workers = new Set<QueueWorker>();
  let closing: Promise<void> | undefined;

  function assertOpen() {
    if (closing) throw new Error('The job queue is closed');
  }

  /** A Queue re-emits its connection's errors, which the connection reports itself. */
  function openQueue(name: string, options: { skipMetasUpdate?: boolean } = {}): Queue {
    // A new Queue waits until Redis is ready: while Redis is away that would hold the caller for the whole outage.
    if (connection.status === 'reconnecting') throw new Error(`Redis is unavailable: queue ${name} cannot be opened`);
    const queue = new Queue(name, { connection, prefix, ...options });
    queue.on('error', () => {});
    return queue;
  }

  function queueFor(name: string): Queue {
    let queue = queues.get(name);
    if (!queue) {
      queue = openQueue(name);
      queues.set(name, queue);
    }
    return queue;
  }

  async function withQueue<R>(name: string, use: (queue: Queue) => Promise<R>): Promise<R> {
    const open = queues.get(name);
    if (open) return use(open);
    // A lookup from a process that never used this name: skipMetasUpdate keeps it from writing the queue's meta key.
    const lookup = openQueue(name, { skipMetasUpdate: true });
    try {
      return await use(lookup);
    } finally {
      await lookup.close();
    }
  }

  return {
    async enqueue<T>(name: string, data: T, options: EnqueueOptions = {}) {
      assertOpen();
      const job = await queueFor(name).add(name, data, {
        attempts: options.attempts ?? 3,
        backoff: { type: 'exponential', delay: options.backoffMs ?? 1000 },
        delay: options.delayMs,
        deduplication: options.jobId === undefined ? undefined : { id: options.jobId },
        removeOnComplete: { count: KEEP_FINISHED },
        removeOnFail: { count: KEEP_FINISHED },
      });
      return `${name}:${job.id}`;
    },

    async process<T>(
      name: string,
      handler: (job: QueuedJob<T>) => Promise<unknown>,
      options: { concurrency?: number } = {},
    ): Promise<QueueWorker> {
      assertOpen();
      // Workers block on Redis, so their commands must wait out a reconnect instead of failing.
      const workerConnection = connectRedis(redisUrl, `job queue worker for ${name}`, { waitForRedis: true });
      const worker = new Worker<T>(
        name,
        (job) =>
          handler({
            id: `${name}:${job.id}`,
            name,
            data: job.data,
            attempt: job.attemptsMade + 1,
            attempts: Math.max(1, job.opts.attempts ?? 1),
            updateProgress: (percent) => job.updateProgress(percent),
          }),
        { connection: workerConnection, prefix, concurrency: options.concurrency ?? 1, ...workerLocks },
      );
      // Connection trouble surfaces here too (handler failures go to 'failed'); the connection has reported an outage.
      worker.on('error', (error) => {
        if (workerConnection.status === 'ready') console.error(`[job-queue] worker for ${name}:`, error);
      });
      const queueWorker: QueueWorker = {
        async close() {
          workers.delete(queueWorker);
          await worker.close();
          await closeRedis(workerConnection);
        },
      };
      workers.add(queueWorker);
      return queueWorker;
    },

    async schedule<T>(name: string, schedulerId: string, everyMs: number, data: T) {
      assertOpen();
      await queueFor(name).upsertJobScheduler(
        schedulerId,
        { every: everyMs },
        {
          name,
          data,
          opts: { attempts: 1, removeOnComplete: { count: KEEP_FINISHED }, removeOnFail: { count: KEEP_FINISHED } },
        },
      );
    },

    async unschedule(name: string, schedulerId: string) {
      assertOpen();
      await withQueue(name, (queue) => queue.removeJobScheduler(schedulerId));
    },

    // A key of Redis's own: made by the first process to ask, and gone with every job when Redis loses its data.
    async generation() {
      assertOpen();
      const key = `${prefix}:queue-generation`;
      await connection.set(key, randomUUID(), 'NX');
      const generation = await connection.get(key);
      if (!generation) throw new Error('The queue generation was lost as it was read');
      return generation;
    },

    async status(id: string): Promise<JobStatus> {
      const unknown: JobStatus = { id, state: 'unknown', progress: 0, attemptsMade: 0 };
      const parts = splitId(id);
      if (!parts) return unknown;
      return withQueue(parts.name, async (queue) => {
        const job = await Job.fromId(queue, parts.jobId);
        const state = job ? stateOf(await job.getState()) : 'unknown';
        if (!job || state === 'unknown') return unknown;
        return {
          id,
          state,
          progress: typeof job.progress === 'number' ? job.progress : 0,
          attemptsMade: job.attemptsMade,
          result: state === 'completed' ? job.returnvalue : undefined,
          failedReason: job.failedReason || undefined,
        };
      });
    },

    async counts(name: string): Promise<QueueCounts> {
      return withQueue(name, async (queue) => {
        const counts = await queue.getJobCounts(
          'waiting',
          'prioritized',
          'waiting-children',
          'delayed',
          'active',
          'failed',
        );
        // A job that failed a try waits for its retry among the delayed ones: told apart by its attempts made.
        const delayed = await connection.zrange(queue.toKey('delayed'), '0', '-1');
        const attempts = connection.pipeline();
        for (const id of delayed) attempts.hget(queue.toKey(id), 'atm');
        const made = delayed.length ? await attempts.exec() : [];
        const retrying = (made ?? []).filter(([, value]) => Number(value) > 0).length;
        return {
          waiting:
            (counts.waiting ?? 0) +
            (counts.prioritized ?? 0) +
            (counts['waiting-children'] ?? 0) +
            (counts.delayed ?? 0) -
            retrying,
          active: counts.active ?? 0,
          failed: retrying,
          deadLetter: counts.failed ?? 0,
        };
      });
    },

    close() {
      closing ??= (async () => {
        await Promise.all([...workers].map((worker) => worker.close()));
        await Promise.all([...queues.values()].map((queue) => queue.close()));
        queues.clear();
        await closeRedis(connection);
      })();
      return closing;
    },
  };
}

/** Extends the key's expiry only while it still holds our token. */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
/** Deletes the key only while it still holds our token, so a lost lease never frees another holder's. */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export interface RedisLock extends Lock {
  /** Closes the connection; leases still held simply expire. */
  close(): Promise<void>;
}

/**
 * Leases as Redis keys `{prefix}:lock:{name}` holding a random token with a PX expiry. Once the ttl has passed the
 * key is gone and renew() answers false, even if nobody took it in between: the caller cannot know that nobody did.
 * While Redis is away, acquire() fails within seconds, renew() answers false (the lease cannot be confirmed, and
 * may expire meanwhile) and release() resolves (the key expires by itself).
 */
export function createRedisLock(redisUrl: string, prefix = 'bayline'): RedisLock {
  const redis = connectRedis(redisUrl, 'lock');

  return {
    async acquire(name: string, ttlMs: number): Promise<Lease | undefined> {
      const key = `${prefix}:lock:${name}`;
      const token = randomUUID();
      if ((await redis.set(key, token, 'PX', ttlMs, 'NX')) !== 'OK') return undefined;
      return {
        renew: async () => {
          try {
            return (await redis.eval(RENEW, 1, key, token, ttlMs)) === 1;
          } catch {
            return false;
          }
        },
        release: async () => {
          await redis.eval(RELEASE, 1, key, token).catch(() => {});
        },
      };
    },
    async close() {
      await closeRedis(redis);
    },
  };
}
