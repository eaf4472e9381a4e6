import type { JobQueue } from '@bayline/platform/job-queue/port';
import { rebuildQueue } from './runner.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Asks whichever runner leads `projector` (in this process or another) to rebuild it, and follows the request:
 * `onProgress` gets each new percentage. Requests made while one is waiting or running share it. Resolves
 * with the rebuild's result once done; rejects when it failed on every try.
 */
export async function requestRebuild(
  queue: JobQueue,
  projector: string,
  onProgress: (percent: number) => void,
  pollMs = 200,
): Promise<unknown> {
  // A rebuild cut short by a change of leader is tried again by the next one.
  const id = await queue.enqueue(rebuildQueue(projector), {}, { jobId: projector, attempts: 5, backoffMs: 1000 });
  let shown = -1;
  for (;;) {
    const status = await queue.status(id);
    if (status.progress !== shown) {
      shown = status.progress;
      onProgress(shown);
    }
    if (status.state === 'completed') return status.result;
    if (status.state === 'failed') throw new Error(status.failedReason ?? `the rebuild of ${projector} failed`);
    if (status.state === 'unknown') throw new Error(`the rebuild request ${id} is gone`);
    await sleep(pollMs);
  }
}
