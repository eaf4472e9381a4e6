import { randomUUID } from 'node:crypto';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobQueue, JobState, Lock, QueuedJob } from './port.ts';

/** Bounded polling: long enough for a loaded CI machine, short steps so passing tests stay fast. */
const until = { timeout: 10_000, interval: 10 };
/** Timer and clock rounding (BullMQ schedules in whole milliseconds). */
const slackMs = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Gate {
  open(): void;
  opened: Promise<void>;
}

function gate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** Queue names are unique per test so suites sharing one Redis never see each other's jobs. */
const uniqueName = () => `test-${randomUUID()}`;

/** Runs the JobQueue port's contract against one adapter; `open` returns a fresh queue (closed after each test). */
export function jobQueueContract(name: string, open: () => Promise<JobQueue>) {
  describe(`JobQueue contract: ${name}`, () => {
    const opened: JobQueue[] = [];
    const gates: Gate[] = [];

    async function openQueue() {
      const queue = await open();
      opened.push(queue);
      return queue;
    }

    function newGate() {
      const g = gate();
      gates.push(g);
      return g;
    }

    async function settled(queue: JobQueue, id: string, state: JobState) {
      await vi.waitFor(async () => expect((await queue.status(id)).state).toBe(state), until);
      return queue.status(id);
    }

    afterEach(async () => {
      // A failed assertion may leave a handler waiting on its gate, and close() waits for running handlers.
      for (const g of gates.splice(0)) g.open();
      await Promise.all(opened.splice(0).map((queue) => queue.close()));
    });

    it('runs a job and completes it with its result', async () => {
      const queue = await openQueue();
      const jobName = uniqueName();
      const seen: Array<Omit<QueuedJob<{ n: number }>, 'updateProgress'>> = [];
      await queue.process<{ n: number }>(jobName, async ({ id, name, data, attempt, attempts }) => {
        seen.push({ id, name, data, attempt, attempts });
        return { doubled: data.n * 2 };
      });

      const id = await queue.enqueue(jobName, { n: 21 });

      expect(await settled(queue, id, 'completed')).toEqual({
        id,
        state: 'completed',
        progress: 0,
        attemptsMade: 1,
        result: { doubled: 42 },
      });
      expect(seen).toEqual([{ id, name: jobName, data: { n: 21 }, attempt: 1, attempts: 3 }]);
    });

    it('passes data and results as JSON, as they would travel through Redis', async () => {
      const queue = await openQueue();
      const jobName = uniqueName();
      const received: unknown[] = [];
      await queue.process(jobName, async (job) => {
        received.push(job.data);
        return { at: new Date(Date.UTC(2024, 0, 2)) };
      });

      const id = await queue.enqueue(jobName, { at: new Date(Date.UTC(2024, 0, 1)) });

      expect((await settled(queue, id, 'completed')).result).toEqual({ at: '2024-01-02T00:00:00.000Z' });
      expect(received).toEqual([{ at: '2024-01-01T00:00:00.000Z' }]);
    });

    it('shows progress in the status while the job runs and after it completes', async () => {
      const queue = await openQueue();
      const jobName = uniqueName();
      const release = newGate();
      await queue.process(jobName, async (job) => {
        await job.updateProgress(40);
        await release.opened;
        return 'done';
      });

      const id = await queue.enqueue(jobName, {});

      await vi.waitFor(
        async () => expect(await queue.status(id)).toMatchObject({ state: 'active', progress: 40, attemptsMade: 0 }),
        until,
      );
      release.open();
      expect(await settled(queue, id, 'completed')).toMatchObject({ progress: 40, attemptsMade: 1, result: 'done' });
    });

    it('retries a failing handler with exponential backoff, then fails the job with the last reason', async () => {
      const queue = await openQueue();
      const jobName = uniqueName();
      const startedAt: number[] = [];
      const tries: string[] = [];
      await queue.process(jobName, async (job) => {
        startedAt.push(performance.now());
        tries.push(`${job.attempt} of ${job.attempts}`);
        throw new Error(`boom ${job.attempt}`);
      });

      const id = await queue.enqueue(jobName, {}, { attempts: 3, backoffMs: 40 });

      expect(await settled(queue, id, 'failed')).toEqual({
        id,
        state: 'failed',
        progress: 0,
        attemptsMade: 3,
        failedReason: 'boom 3',
      });
      expect(tries).toEqual(['1 of 3', '2 of 3', '3 of 3']);
      expect(itemAt(startedAt, 1) - itemAt(startedAt, 0)).toBeGreaterThanOrEqual(40 - slackMs);
      expect(itemAt(startedAt, 2) - itemAt(startedAt, 1)).toBeGreaterThanOrEqual(80 - slackMs);
    });

    it('completes on the second attempt when the first one fails', async () => {
      const queue = await openQueue();
      const jobName = uniqueName();
      const attempts: number[] = [];
      await queue.process(jobName, async (job) => {
        attempts.push(job.attempt);
        if (job.attempt === 1) throw new Error('first try');
        return 'second try';
      });

      const id = await queue.enqueue(jobName, {}, { backoffMs: 20 });

      expect(await settled(queue, id, 'completed')).toMatchObject({
        attemptsMade: 2,
        result: 'second try',
        // The reason of the last failed attempt stays visible, as in BullMQ.
        failedReason: 'first try',
      });
      expect(attempts).toEqual([1, 2]);
    });

    it('defaults to 3 attempts, retrying after 1 s and then 2 s', async () => {
      const queue = await openQueue();
      const jobName = uniqueName();
      const startedAt: number[] = [];
      await queue.process(jobName, async () => {
        startedAt.push(performance.now());
        throw new Error('always');
      });

      const id = await queue.enqueue(jobName, {});

      await vi.waitFor(
        async () => expect(await queue.status(id)).toMatchObject({ state: 'delayed', attemptsMade: 1 }),
        until,
      );
      expect(await settled(queue, id, 'failed')).toMatchObject({ attemptsMade: 3, failedReason: 'always' });
      expect(startedAt).toHaveLength(3);
      expect(itemAt(startedAt, 1) - itemAt(startedAt, 0)).toBeGreaterThanOrEqual(1000 - slackMs);
      expect(itemAt(startedAt, 2) - itemAt(startedAt, 1)).toBeGreaterThanOrEqual(2000 - slackMs);
    });

    it('deduplicates a jobId while the job waits or runs, but not once it finished', async () => {
      const queue = await openQueue();
      const jobName = uniqueName();
      const release = newGate();
      const handled: string[] = [];

      const first = await queue.enqueue(jobName, 'first', { jobId: 'only-one' });
      expect(await queue.enqueue(jobName, 'while waiting', { jobId: 'only-one' })).toBe(first);

      await queue.process<string>(jobName, async (job) => {
        handled.push(job.data);
        await release.opened;
      });
      await settled(queue, first, 'active');
      expect(await queue.enqueue(jobName, 'while active', { jobId: 'only-one' })).toBe(first);
      release.open();
      await settled(queue, first, 'completed');

      const again = await queue.enqueue(jobName, 'after', { jobId: 'only-one' });
      expect(again).not.toBe(first);
      await settled(queue, again, 'completed');
      expect(handled).toEqual(['first', 'after']);
    });

    it('holds a delayed job until its delay has passed', async () => {
      const queue = await openQueue();
      const jobName = uniqueName();
      const ranAt: number[] = [];
      await queue.process(jobName, async () => {
        ranAt.push(Date.now());
      });

      const before = Date.now();
      const id = await queue.enqueue(jobName, {}, { delayMs: 200 });

      expect((await queue.status(id)).state).toBe('delayed');
      await settled(queue, id, 'completed');
      expect(ranAt).toHaveLength(1);
      expect(itemAt(ranAt, 0) - before).toBeGreaterThanOrEqual(200 - slackMs);
    });

    it('runs at most `concurrency` handlers of one worker at a time', async () => {
      const queue = await openQueue();
      const jobName = uniqueName();
      const ids = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => queue.enqueue(jobName, n)));
      let running = 0;
      let most = 0;
      await queue.process(
        jobName,
        async () => {
          running += 1;
          most = Math.max(most, running);
          // Stands in for real work, so the next jobs are picked up while this one still runs.
          await sleep(50);
          running -= 1;
        },
        { concurrency: 2 },
      );

      for (const id of ids) await settled(queue, id, 'completed');
      expect(most).toBe(2);
    });

    it('numbers each job name’s jobs from 1, whatever other names were queued', async () => {
      const queue = await openQueue();
      const [first, second] = [uniqueName(), uniqueName()];
      expect(await queue.enqueue(first, {})).toBe(`${first}:1`);
      expect(await queue.enqueue(first, {})).toBe(`${first}:2`);
      expect(await queue.enqueue(second, {})).toBe(`${second}:1`);
    });

    it('names one generation while it keeps its jobs', async () => {
      const queue = await openQueue();
      const generation = await queue.generation();
      await queue.enqueue(uniqueName(), {});
      expect(generation).not.toBe('');
      expect(await queue.generation()).toBe(generation);
    });

    it('answers unknown for ids it never issued', async () => {
      const queue = await openQueue();
      for (const id of ['nope', `${uniqueName()}:1`]) {
        expect(await queue.status(id)).toEqual({ id, state: 'unknown', progress: 0, attemptsMade: 0 });
      }
    });

    it('counts a name’s jobs waiting, active, failed (a retry pending) and failed for good, leaving out completed ones', async () => {
      const queue = await openQueue();
      const [jobName, other, unused] = [uniqueName(), uniqueName(), uniqueName()];
      const release = newGate();
      const none = { waiting: 0, active: 0, failed: 0, deadLetter: 0 };
      expect(await queue.counts(unused)).toEqual(none);

      // Before any worker: two waiting, one delayed that has not been tried (waiting too).
      await queue.enqueue(jobName, { kind: 'ok' });
      await queue.enqueue(jobName, { kind: 'ok' });
      await queue.enqueue(jobName, { kind: 'ok' }, { delayMs: 60_000 });
      await queue.enqueue(other, { kind: 'ok' });
      expect(await queue.counts(jobName)).toEqual({ ...none, waiting: 3 });

      await queue.process<{ kind: string }>(
        jobName,
        async ({ data }) => {
          if (data.kind === 'hold') await release.opened;
          if (data.kind === 'fail') throw new Error('refused');
        },
        { concurrency: 4 },
      );
      const completed = await queue.enqueue(jobName, { kind: 'ok' });
      const held = await queue.enqueue(jobName, { kind: 'hold' });
      const retrying = await queue.enqueue(jobName, { kind: 'fail' }, { attempts: 2, backoffMs: 60_000 });
      const dead = await queue.enqueue(jobName, { kind: 'fail' }, { attempts: 1 });
      await settled(queue, completed, 'completed');
      await settled(queue, held, 'active');
      await vi.waitFor(async () => expect((await queue.status(retrying)).attemptsMade).toBe(1), until);
      await settled(queue, dead, 'failed');
      expect(await queue.counts(jobName)).toEqual({ waiting: 1, active: 1, failed: 1, deadLetter: 1 });
      expect(await queue.counts(other)).toEqual({ ...none, waiting: 1 });

      release.open();
      await settled(queue, held, 'completed');
      expect(await queue.counts(jobName)).toEqual({ waiting: 1, active: 0, failed: 1, deadLetter: 1 });
    });

    it('closing a worker waits for its running handler and stops it taking jobs', async () => {
      const queue = await openQueue();
      const jobName = uniqueName();
      const release = newGate();
      const handledBy: string[] = [];
      let finished = false;
      const first = await queue.process<string>(jobName, async (job) => {
        handledBy.push(`first:${job.data}`);
        await release.opened;
        finished = true;
      });
      const a = await queue.enqueue(jobName, 'a');
      await settled(queue, a, 'active');

      const finishedWhenClosed = first.close().then(() => finished);
      release.open();
      expect(await finishedWhenClosed).toBe(true);

      const b = await queue.enqueue(jobName, 'b');
      await queue.process<string>(jobName, async (job) => {
        handledBy.push(`second:${job.data}`);
      });
      await settled(queue, b, 'completed');
      expect(handledBy).toEqual(['first:a', 'second:b']);
    });

    it('queues a scheduled job at once, then once a period with its data, until unscheduled', async () => {
      const queue = await openQueue();
      const jobName = uniqueName();
      const everyMs = 300;
      const runs: Array<{ at: number; data: unknown; attempts: number }> = [];
      await queue.process(jobName, async (job) => {
        runs.push({ at: performance.now(), data: job.data, attempts: job.attempts });
      });

      const scheduledAt = performance.now();
      await queue.schedule(jobName, 'every-300', everyMs, { location: 'HARBOR' });

      await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(3), until);
      expect(itemAt(runs, 0).at - scheduledAt).toBeLessThan(everyMs);
      // Once a period, not in a burst (a run late to start may be closer to the next than a period).
      expect(itemAt(runs, 2).at - itemAt(runs, 0).at).toBeGreaterThanOrEqual(everyMs * 1.5);
      // Each run is tried once: the next one is its retry.
      expect(runs.slice(0, 3).map(({ data, attempts }) => ({ data, attempts }))).toEqual(
        Array(3).fill({ data: { location: 'HARBOR' }, attempts: 1 }),
      );
      await queue.unschedule(jobName, 'every-300');
      // A job it had already queued may still run; nothing after that.
      await sleep(everyMs);
      const after = runs.length;
      await sleep(everyMs * 2);
      expect(runs.length).toBe(after);
      await queue.unschedule(jobName, 'never-scheduled');
    });

    it('scheduling an id again changes its period and data, and keeps one scheduler', async () => {
      const queue = await openQueue();
      const jobName = uniqueName();
      const runs: Array<{ at: number; v: number }> = [];
      await queue.process<{ v: number }>(jobName, async (job) => {
        runs.push({ at: performance.now(), v: job.data.v });
      });

      await queue.schedule(jobName, 'one', 400, { v: 1 });
      await vi.waitFor(() => expect(runs.length).toBe(1), until);
      await queue.schedule(jobName, 'one', 150, { v: 2 });
      await vi.waitFor(() => expect(runs.filter((r) => r.v === 2).length).toBeGreaterThanOrEqual(1), until);
      const from = runs.length;
      await sleep(1200);
      await queue.unschedule(jobName, 'one');

      // Not queued again at once, and never the old data once the new has run.
      expect(runs.findIndex((r) => r.v === 2)).toBe(1);
      expect(runs.every((r, i) => i === 0 || r.v === 2)).toBe(true);
      // About once every 150 ms: one scheduler, not two.
      expect(runs.length - from).toBeGreaterThanOrEqual(4);
      expect(runs.length - from).toBeLessThanOrEqual(10);
    });

    it("rejects job names containing ':', and enqueueing or scheduling once closed (closing twice is harmless)", async () => {
      const queue = await openQueue();
      await expect(queue.enqueue('a:b', {})).rejects.toThrow();
      await expect(queue.schedule('a:b', 'any', 1000, {})).rejects.toThrow();
      await queue.close();
      await queue.close();
      await expect(queue.enqueue(uniqueName(), {})).rejects.toThrow();
      await expect(queue.schedule(uniqueName(), 'any', 1000, {})).rejects.toThrow();
    });
  });
}

/** Two holders of one lock namespace, as two processes would be; `cleanup` closes what `open` opened. */
export interface LockHolders {
  first: Lock;
  second: Lock;
  cleanup(): Promise<void>;
}

/** Runs the Lock port's contract against one adapter. */
export function lockContract(name: string, open: () => Promise<LockHolders>) {
  describe(`Lock contract: ${name}`, () => {
    let holders: LockHolders;

    async function openHolders() {
      holders = await open();
      return holders;
    }

    afterEach(async () => {
      await holders?.cleanup();
    });

    it('gives a lock to one holder at a time and frees it on release', async () => {
      const { first, second } = await openHolders();
      const lock = uniqueName();

      const lease = await first.acquire(lock, 5000);
      expect(lease).toBeDefined();
      expect(await second.acquire(lock, 5000)).toBeUndefined();
      expect(await first.acquire(lock, 5000)).toBeUndefined();
      expect(await second.acquire(uniqueName(), 5000)).toBeDefined();

      await lease!.release();
      expect(await second.acquire(lock, 5000)).toBeDefined();
    });

    it('keeps a renewed lease past its first ttl', async () => {
      const { first, second } = await openHolders();
      const lock = uniqueName();

      const lease = await first.acquire(lock, 150);
      await sleep(100);
      expect(await lease!.renew()).toBe(true);
      await sleep(100);
      expect(await second.acquire(lock, 150)).toBeUndefined();
    });

    it('lets another holder take an expired lease, which the first can then neither renew nor release', async () => {
      const { first, second } = await openHolders();
      const lock = uniqueName();

      const lost = await first.acquire(lock, 60);
      expect(lost).toBeDefined();
      let taken: Awaited<ReturnType<Lock['acquire']>>;
      await vi.waitFor(async () => {
        taken = await second.acquire(lock, 5000);
        expect(taken).toBeDefined();
      }, until);

      expect(await lost!.renew()).toBe(false);
      await lost!.release();
      expect(await first.acquire(lock, 5000)).toBeUndefined();
      expect(await taken!.renew()).toBe(true);
    });

    it('refuses to renew a lease whose ttl passed even when nobody took it', async () => {
      const { first } = await openHolders();

      const lease = await first.acquire(uniqueName(), 30);
      await sleep(60);
      expect(await lease!.renew()).toBe(false);
    });
  });
}
