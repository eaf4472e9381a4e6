import { MessageChannel } from 'node:worker_threads';
import { threadCalls } from '../threads/calls.ts';
import { jobQueueFrom, lendJobQueue } from './across-threads.ts';
import { jobQueueContract } from './contract.ts';
import { createInProcessJobQueue } from './in-process.ts';

// Both ends of a MessageChannel in one thread: every call crosses a port, as between the server and its projection thread.
jobQueueContract('lent to another thread', async () => {
  const { port1, port2 } = new MessageChannel();
  const owner = threadCalls(port1);
  const borrower = threadCalls(port2);
  const queue = createInProcessJobQueue();
  const lent = lendJobQueue(queue, owner);
  const borrowed = jobQueueFrom(borrower);
  return {
    ...borrowed,
    async close() {
      await borrowed.close();
      await lent.close();
      await queue.close();
      owner.close();
      borrower.close();
      port1.close();
    },
  };
});
