import type { ThreadCalls } from '../threads/calls.ts';
import type { JobQueue, QueuedJob, QueueWorker } from './port.ts';

type JobFields = Pick<QueuedJob, 'id' | 'name' | 'data' | 'attempt' | 'attempts'>;

/**
 * Lends `queue` (this thread's) to another thread that uses `jobQueueFrom` on its side of `calls`: its enqueues
 * and status reads come here, and the jobs of the names it processes run there, with their progress and
 * outcome reported back, so the queue's retries and statuses are this queue's own.
 */
export function lendJobQueue(queue: JobQueue, calls: ThreadCalls) {
  const workers = new Map<string, Promise<QueueWorker>>();
  const running = new Map<string, QueuedJob>();
  calls.answer('queue.enqueue', (name: string, data: unknown, options) => queue.enqueue(name, data, options));
  calls.answer('queue.status', (id: string) => queue.status(id));
  calls.answer('queue.counts', (name: string) => queue.counts(name));
  calls.answer('queue.generation', () => queue.generation());
  calls.answer('queue.schedule', (name: string, schedulerId: string, everyMs: number, data: unknown) =>
    queue.schedule(name, schedulerId, everyMs, data),
  );
  calls.answer('queue.unschedule', (name: string, schedulerId: string) => queue.unschedule(name, schedulerId));
  calls.answer('queue.progress', (id: string, percent: number) => running.get(id)?.updateProgress(percent));
  calls.answer('queue.process', async (name: string, concurrency?: number) => {
    if (workers.has(name)) throw new Error(`The other thread already processes ${name}`);
    const worker = queue.process(
      name,
      async (job) => {
        running.set(job.id, job);
        try {
          const { id, data, attempt, attempts } = job;
          const fields: JobFields = { id, name: job.name, data, attempt, attempts };
          return await calls.call('queue.run', fields);
        } finally {
          running.delete(job.id);
        }
      },
      { concurrency },
    );
    workers.set(name, worker);
    await worker;
  });
  calls.answer('queue.stop', async (name: string) => {
    const worker = workers.get(name);
    workers.delete(name);
    await (await worker)?.close();
  });
  return {
    /** Stops running the other thread's jobs (when it has gone). */
    async close() {
      const all = [...workers.values()];
      workers.clear();
      await Promise.all(all.map(async (worker) => (await worker).close()));
    },
  };
}

/** The queue another thread lent with `lendJobQueue`, used from this thread. */
export function jobQueueFrom(calls: ThreadCalls): JobQueue {
  const handlers = new Map<string, (job: QueuedJob<unknown>) => Promise<unknown>>();
  let closed = false;
  const open = () => {
    if (closed) throw new Error('The job queue is closed');
  };
  calls.answer('queue.run', (job: JobFields) => {
    const handler = handlers.get(job.name);
    if (!handler) throw new Error(`This thread no longer processes ${job.name}`);
    return handler({ ...job, updateProgress: (percent) => calls.call('queue.progress', job.id, percent) });
  });

  async function stop(name: string) {
    if (!handlers.delete(name)) return;
    await calls.call('queue.stop', name);
  }

  return {
    async enqueue(name, data, options) {
      open();
      return calls.call('queue.enqueue', name, data, options);
    },
    status: (id) => calls.call('queue.status', id),
    counts: (name) => calls.call('queue.counts', name),
    generation: () => calls.call('queue.generation'),
    async schedule(name, schedulerId, everyMs, data) {
      open();
      await calls.call('queue.schedule', name, schedulerId, everyMs, data);
    },
    async unschedule(name, schedulerId) {
      open();
      await calls.call('queue.unschedule', name, schedulerId);
    },
    async process(name, handler, options) {
      open();
      if (handlers.has(name)) throw new Error(`This thread already processes ${name}`);
      handlers.set(name, handler as (job: QueuedJob<unknown>) => Promise<unknown>);
      try {
        await calls.call('queue.process', name, options?.concurrency);
      } catch (error) {
        handlers.delete(name);
        throw error;
      }
      return { close: () => stop(name) };
    },
    async close() {
      closed = true;
      await Promise.all([...handlers.keys()].map(stop));
    },
  };
}
