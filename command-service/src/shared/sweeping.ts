import type { QueueWorker } from '@bayline/platform/job-queue/port';

/**
 * A queue worker with its sweep: `sweep` runs now and again `everyMs` after each one ends (never two at once), until
 * close(), which stops both. A sweep that could not read the store is simply the next one's work.
 */
export function withSweep(worker: QueueWorker, sweep: () => Promise<unknown>, everyMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const sweepThenWait = () => {
    if (stopped) return;
    void sweep()
      .catch(() => undefined)
      .finally(() => {
        if (!stopped) timer = setTimeout(sweepThenWait, everyMs).unref();
      });
  };
  sweepThenWait();
  return {
    async close() {
      stopped = true;
      clearTimeout(timer);
      await worker.close();
    },
  };
}
