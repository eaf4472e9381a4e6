import { Worker } from 'node:worker_threads';
import { lendJobQueue } from '@bayline/platform/job-queue/across-threads';
import type { JobQueue } from '@bayline/platform/job-queue/port';
import { threadCalls } from '@bayline/platform/threads/calls';
import type { ProjectorStatus } from '@bayline/projection-service';

/** What the server asks of its projectors, wherever they run. */
export interface Projections {
  start(): Promise<void>;
  status(): Promise<ProjectorStatus[]>;
  /** Resolves once every projector led here has passed `position` (default: the head now). */
  caughtUp(position?: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** What the projection thread needs to open the same stores (Config holds functions, which cannot cross). */
export interface ProjectionThreadData {
  dataDir: string;
  leaseMs: number;
}

/** Starts the thread's entry: the compiled one beside the compiled server, else the TypeScript through tsx. */
function startThread(workerData: ProjectionThreadData) {
  const compiled = !import.meta.url.endsWith('.ts');
  const entry = compiled ? './projection-thread.js' : './projection-thread-dev.mjs';
  return new Worker(new URL(entry, import.meta.url), { workerData });
}

/**
 * The projectors in a worker thread of this process, on the same embedded stores: the server's event loop then
 * only answers requests, and projecting uses the machine's other core. Appends wake the thread and its commits
 * reach the query side's clock over BroadcastChannels (see the LMDB event store and `acrossThreads` buses);
 * rebuild requests reach it through this process's queue, lent over the port. A thread that dies takes the
 * process down (`onExit`), as a crash of the whole process would: nothing acknowledged is lost.
 */
export function projectionThread(
  data: ProjectionThreadData,
  queue: JobQueue,
  { onExit, log }: { onExit: (code: number, error?: Error) => void; log: (line: string) => void },
): Projections {
  const worker = startThread(data);
  const calls = threadCalls(worker, { log: (line: string) => log(line) });
  const lent = lendJobQueue(queue, calls);
  let stopped = false;
  let failure: Error | undefined;
  worker.on('error', (error) => {
    failure = error;
  });
  worker.on('exit', (code) => {
    calls.close(`the projection thread has stopped${failure ? `: ${failure.message}` : ''}`);
    void lent.close();
    if (!stopped) onExit(code, failure);
  });
  return {
    start: () => calls.call('start'),
    status: () => calls.call<ProjectorStatus[]>('status'),
    caughtUp: (position, timeoutMs) => calls.call('caughtUp', position, timeoutMs),
    async stop() {
      if (stopped) return;
      stopped = true;
      await calls.call('stop').catch(() => {});
      await lent.close();
      await worker.terminate();
    },
  };
}
