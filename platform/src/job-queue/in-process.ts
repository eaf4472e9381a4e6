import { randomUUID } from 'node:crypto';
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

/** Finished (completed or failed) jobs whose status stays readable, like BullMQ's removeOnComplete/removeOnFail counts. */
const KEEP_FINISHED = 1000;
/** setTimeout's longest wait, about 24.8 days. */
const longestTimerMs = 2 ** 31 - 1;

interface Entry {
  id: string;
  name: string;
  /** JSON text, so handlers get a fresh copy per attempt exactly as they would from Redis. */
  data: string;
  dedupeKey?: string;
  attempts: number;
  backoffMs: number;
  state: Exclude<JobState, 'unknown'>;
  progress: number;
  attemptsMade: number;
  result?: unknown;
  failedReason?: string;
}

interface Runner {
  handler: (job: QueuedJob<unknown>) => Promise<unknown>;
  concurrency: number;
  running: number;
  closed: boolean;
  /** Resolved when `running` drops to 0, for close(). */
  onIdle: Array<() => void>;
}

/** Round-trips through JSON like the BullMQ adapter does, so code that relies on non-JSON values fails here too. */
function viaJson(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? null : JSON.parse(text);
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A job queue inside this process with the BullMQ adapter's contract: ids are `name:n`, `jobId` deduplicates
 * while the job is waiting, delayed or active, failed attempts are retried after backoffMs · 2^(n-1), the
 * last KEEP_FINISHED finished jobs keep their status, and a scheduler queues its job once a period. Nothing
 * survives a restart.
 */
export function createInProcessJobQueue(): JobQueue {
  const generation = randomUUID();
  const entries = new Map<string, Entry>();
  const finished = new Set<string>();
  const dedupe = new Map<string, string>();
  const waiting = new Map<string, Entry[]>();
  const runners = new Map<string, Set<Runner>>();
  const timers = new Set<NodeJS.Timeout>();
  /** Each scheduler's timer, by `name:schedulerId`. */
  const schedulers = new Map<string, NodeJS.Timeout>();
  /** The last number given per job name: as in BullMQ, where each name has its queue, `name:1` is a name's first job. */
  const sequences = new Map<string, number>();
  let closing: Promise<void> | undefined;

  function later(ms: number, action: () => void) {
    // After close nothing may keep the process alive; a job caught mid-retry simply stays delayed.
    if (closing) return;
    // A timer longer than setTimeout's longest (a reminder weeks ahead) would fire at once: waited in steps.
    const step = Math.min(ms, longestTimerMs);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (ms > step) later(ms - step, action);
      else action();
    }, step);
    timers.add(timer);
  }

  function makeWaiting(entry: Entry) {
    entry.state = 'waiting';
    const list = waiting.get(entry.name) ?? [];
    list.push(entry);
    waiting.set(entry.name, list);
    dispatch(entry.name);
  }

  function finish(entry: Entry, state: 'completed' | 'failed') {
    entry.state = state;
    if (entry.dedupeKey) dedupe.delete(entry.dedupeKey);
    finished.add(entry.id);
    if (finished.size > KEEP_FINISHED) {
      const oldest = finished.values().next().value as string;
      finished.delete(oldest);
      entries.delete(oldest);
    }
  }

  function dispatch(name: string) {
    const list = waiting.get(name);
    if (!list) return;
    for (const runner of runners.get(name) ?? []) {
      while (list.length > 0 && !runner.closed && runner.running < runner.concurrency) {
        void run(runner, list.shift()!);
      }
    }
    if (list.length === 0) waiting.delete(name);
  }

  async function run(runner: Runner, entry: Entry) {
    entry.state = 'active';
    runner.running += 1;
    const job: QueuedJob<unknown> = {
      id: entry.id,
      name: entry.name,
      data: JSON.parse(entry.data),
      attempt: entry.attemptsMade + 1,
      attempts: entry.attempts,
      updateProgress: async (percent) => {
        entry.progress = percent;
      },
    };
    try {
      const result = await runner.handler(job);
      entry.attemptsMade += 1;
      entry.result = viaJson(result);
      finish(entry, 'completed');
    } catch (error) {
      entry.attemptsMade += 1;
      entry.failedReason = reasonOf(error);
      if (entry.attemptsMade < entry.attempts) {
        entry.state = 'delayed';
        later(entry.backoffMs * 2 ** (entry.attemptsMade - 1), () => makeWaiting(entry));
      } else {
        finish(entry, 'failed');
      }
    }
    runner.running -= 1;
    if (runner.running === 0) for (const resolve of runner.onIdle.splice(0)) resolve();
    dispatch(entry.name);
  }

  async function stop(name: string, runner: Runner) {
    runner.closed = true;
    runners.get(name)?.delete(runner);
    if (runner.running > 0) await new Promise<void>((resolve) => runner.onIdle.push(resolve));
  }

  function assertOpen(name: string) {
    if (closing) throw new Error('The job queue is closed');
    // Same rule as BullMQ, so a name that works here works there; it also keeps `name:n` ids unambiguous.
    if (name.includes(':')) throw new Error(`Job name cannot contain ':' (${name})`);
  }

  function add(name: string, data: unknown, options: EnqueueOptions): string {
    assertOpen(name);
    const dedupeKey = options.jobId === undefined ? undefined : `${name}:${options.jobId}`;
    const existing = dedupeKey && dedupe.get(dedupeKey);
    if (existing) return existing;
    const sequence = (sequences.get(name) ?? 0) + 1;
    sequences.set(name, sequence);
    const entry: Entry = {
      id: `${name}:${sequence}`,
      name,
      data: JSON.stringify(data ?? null),
      dedupeKey,
      attempts: options.attempts ?? 3,
      backoffMs: options.backoffMs ?? 1000,
      state: 'waiting',
      progress: 0,
      attemptsMade: 0,
    };
    entries.set(entry.id, entry);
    if (dedupeKey) dedupe.set(dedupeKey, entry.id);
    if (options.delayMs && options.delayMs > 0) {
      entry.state = 'delayed';
      later(options.delayMs, () => makeWaiting(entry));
    } else {
      makeWaiting(entry);
    }
    return entry.id;
  }

  return {
    async enqueue<T>(name: string, data: T, options: EnqueueOptions = {}) {
      return add(name, data, options);
    },

    async process<T>(
      name: string,
      handler: (job: QueuedJob<T>) => Promise<unknown>,
      options: { concurrency?: number } = {},
    ): Promise<QueueWorker> {
      if (closing) throw new Error('The job queue is closed');
      const runner: Runner = {
        handler: handler as Runner['handler'],
        concurrency: Math.max(1, options.concurrency ?? 1),
        running: 0,
        closed: false,
        onIdle: [],
      };
      const set = runners.get(name) ?? new Set();
      set.add(runner);
      runners.set(name, set);
      dispatch(name);
      return { close: () => stop(name, runner) };
    },

    async schedule<T>(name: string, schedulerId: string, everyMs: number, data: T) {
      assertOpen(name);
      const key = `${name}:${schedulerId}`;
      const existing = schedulers.get(key);
      clearInterval(existing);
      // One of a scheduler's jobs at a time: a run still waiting or running is not queued again.
      const queueOne = () => void add(name, data, { jobId: `scheduler:${schedulerId}`, attempts: 1 });
      if (!existing) queueOne();
      schedulers.set(key, setInterval(queueOne, everyMs));
    },

    // Nothing survives a restart, and nothing is lost before one.
    generation: async () => generation,

    async unschedule(name: string, schedulerId: string) {
      const key = `${name}:${schedulerId}`;
      clearInterval(schedulers.get(key));
      schedulers.delete(key);
    },

    async status(id: string): Promise<JobStatus> {
      const entry = entries.get(id);
      if (!entry) return { id, state: 'unknown', progress: 0, attemptsMade: 0 };
      return {
        id,
        state: entry.state,
        progress: entry.progress,
        attemptsMade: entry.attemptsMade,
        result: entry.result,
        failedReason: entry.failedReason,
      };
    },

    async counts(name: string): Promise<QueueCounts> {
      const counts: QueueCounts = { waiting: 0, active: 0, failed: 0, deadLetter: 0 };
      for (const entry of entries.values()) {
        if (entry.name !== name) continue;
        if (entry.state === 'active') counts.active++;
        else if (entry.state === 'failed') counts.deadLetter++;
        else if (entry.state === 'waiting' || entry.state === 'delayed') {
          if (entry.attemptsMade > 0) counts.failed++;
          else counts.waiting++;
        }
      }
      return counts;
    },

    close() {
      if (!closing) {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        for (const timer of schedulers.values()) clearInterval(timer);
        schedulers.clear();
        const stopping = [...runners].flatMap(([name, set]) => [...set].map((runner) => stop(name, runner)));
        closing = Promise.all(stopping).then(() => {});
      }
      return closing;
    },
  };
}

/**
 * Leases inside this process (one process means one holder anyway; this keeps the same code path as Redis).
 * Expiry uses the monotonic clock, and a lease whose ttl passed can no longer be renewed, as with Redis.
 */
export function createInProcessLock(): Lock {
  const held = new Map<string, { expiresAt: number }>();

  return {
    async acquire(name: string, ttlMs: number): Promise<Lease | undefined> {
      const current = held.get(name);
      if (current && current.expiresAt > performance.now()) return undefined;
      const mine = { expiresAt: performance.now() + ttlMs };
      held.set(name, mine);
      return {
        async renew() {
          const now = performance.now();
          if (held.get(name) !== mine || mine.expiresAt <= now) return false;
          mine.expiresAt = now + ttlMs;
          return true;
        },
        async release() {
          if (held.get(name) === mine) held.delete(name);
        },
      };
    },
  };
}
