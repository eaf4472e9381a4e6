import type { JobQueue } from '@bayline/platform/job-queue/port';
import { rebuildCancelQueue, rebuildQueue } from './rebuild.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The stream recording who asked for rebuilds and for their cancellation (an audit record: no runner reads it). */
export const rebuildRequestsStream = 'rebuild-requests';

/** Support's requests, as recorded there: `projector` is a projector's name or 'all'. */
export interface RebuildRequestEvents {
  RebuildRequested: { projector: string };
  RebuildCancelled: { projector: string };
}

/**
 * Asks whichever runner leads `projector` (in this process or another) to rebuild it; answers the request's job id.
 * A request made while one is waiting or running shares it.
 */
export function askRebuild(queue: JobQueue, projector: string): Promise<string> {
  // A rebuild cut short by a change of leader is tried again by the next one.
  return queue.enqueue(rebuildQueue(projector), {}, { jobId: projector, attempts: 5, backoffMs: 1000 });
}

/**
 * Asks whichever runner leads `projector` to cancel its running rebuild: the rebuild drops what it made at its next
 * page and the old read model goes on serving. Nothing happens when none runs.
 */
export function askRebuildCancel(queue: JobQueue, projector: string): Promise<string> {
  return queue.enqueue(rebuildCancelQueue(projector), {}, { attempts: 5, backoffMs: 1000 });
}

/**
 * Asks for a rebuild (askRebuild) and follows it: `onProgress` gets each new percentage. Resolves with the
 * rebuild's result once done (`{ cancelled: true }` when it was cancelled); rejects when it failed on every try.
 */
export async function requestRebuild(
  queue: JobQueue,
  projector: string,
  onProgress: (percent: number) => void,
  pollMs = 200,
): Promise<unknown> {
  const id = await askRebuild(queue, projector);
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
