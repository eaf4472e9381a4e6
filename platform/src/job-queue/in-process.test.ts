import { jobQueueContract, lockContract } from './contract.ts';
import { createInProcessJobQueue, createInProcessLock } from './in-process.ts';

jobQueueContract('in-process', async () => createInProcessJobQueue());

// One process has one lock table, so both holders share it, as two processes share one Redis.
lockContract('in-process', async () => {
  const lock = createInProcessLock();
  return { first: lock, second: lock, cleanup: async () => {} };
});
