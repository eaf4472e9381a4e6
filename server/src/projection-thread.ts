import { parentPort, workerData } from 'node:worker_threads';
import { createInProcessChangeBus } from '@bayline/platform/change-bus';
import { openLmdbEventStore } from '@bayline/platform/event-store';
import { createInProcessLock } from '@bayline/platform/job-queue';
import { jobQueueFrom } from '@bayline/platform/job-queue/across-threads';
import { openLmdbReadStore } from '@bayline/platform/read-store';
import { threadCalls } from '@bayline/platform/threads/calls';
import { projectionRunner, projectors } from '@bayline/projection-service';
import { embeddedStorePaths } from './config.ts';
import type { ProjectionThreadData } from './projections.ts';

/** The projection thread (see `projectionThread`): the runner of every projector, answering the server's calls. */
const { dataDir, leaseMs } = workerData as ProjectionThreadData;
// Answering from the first message on: a call that comes while the stores open waits for them.
const calls = threadCalls(parentPort!);
const opened = (async () => {
  const store = await openLmdbEventStore(embeddedStorePaths(dataDir).events);
  const readStore = await openLmdbReadStore(embeddedStorePaths(dataDir).readModels);
  const bus = createInProcessChangeBus({ acrossThreads: dataDir });
  const queue = jobQueueFrom(calls);
  const runner = projectionRunner({
    store,
    readStore,
    bus,
    // The only runner of these stores: the server's own thread runs none.
    lock: createInProcessLock(),
    queue,
    projectors,
    leaseMs,
    log: (line) => void calls.call('log', line).catch(() => {}),
  });
  return { store, readStore, bus, queue, runner };
})();

calls.answer('start', async () => (await opened).runner.start());
calls.answer('status', async () => (await opened).runner.status());
calls.answer('caughtUp', async (position?: number, timeoutMs?: number) =>
  (await opened).runner.caughtUp(position, timeoutMs),
);
calls.answer('stop', async () => {
  const { runner, queue, bus, readStore, store } = await opened;
  await runner.stop();
  await queue.close();
  await bus.close();
  await readStore.close();
  await store.close();
});
