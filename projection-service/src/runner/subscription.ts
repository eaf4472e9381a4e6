import { StaleCommitError } from '@bayline/platform/read-store/port';
import { commitBatch } from './batch-commit.ts';
import { LeaseLost, standBy } from './lease.ts';
import { PoisonEvent, stopAt } from './parking.ts';
import { backoff, later, messageOf, type Run, type Runner, trouble } from './run.ts';

/** Batches of at least this many events are followed by a turn of the event loop (see subscribe). */
const yieldAfter = 100;

/** Follows the log from the run's position, committing batch after batch: catching up first, then live. */
export function subscribe(runner: Runner, run: Run, term: number) {
  if (run.status !== 'retrying') run.status = 'catching-up';
  run.subscription = runner.store.subscribe(
    run.position,
    {
      onBatch: async (events) => {
        const work = commitBatch(runner, run, term, events);
        run.inFlight = work.catch(() => {});
        await work;
        // A catch-up projects page after page without waiting on I/O: requests get in between the large ones.
        if (events.length >= yieldAfter) await new Promise((resolve) => setImmediate(resolve));
      },
      onCaughtUp: () => {
        if (run.term !== term) return;
        // Caught up: live batches are small, and memory stays flat without the catch-up's documents.
        run.hot = undefined;
        if (!(run.status === 'catching-up' || run.status === 'retrying')) return;
        run.status = 'live';
        run.lastError = null;
        run.failures = 0;
      },
      onError: (error) => void ended(runner, run, term, error).catch((e) => runner.log(messageOf(e))),
    },
    { batchSize: runner.settings.batchSize },
  );
}

/** The subscription ended on `error`: stop at a parked event, stand by without the lease, or retry the store. */
async function ended(runner: Runner, run: Run, term: number, error: unknown) {
  if (run.term !== term || runner.stopping) return;
  run.subscription = undefined;
  if (error instanceof PoisonEvent) {
    stopAt(runner, run, term, error);
    return;
  }
  if (error instanceof LeaseLost) {
    await standBy(runner, run, error.message);
    return;
  }
  // The refusal itself was said where the commit was tried (see commitWithRetries).
  if (error instanceof StaleCommitError) {
    await standBy(runner, run, 'its checkpoint moved on: another runner leads it');
    return;
  }
  trouble(runner, run, `projecting from ${run.position}`, error);
  later(runner, run, backoff(runner, run), () => runner.resume(run, term));
}

/** Closes the subscription and waits for its batch in flight; nothing subscribes again until `paused` is cleared. */
export async function pause(run: Run) {
  run.paused = true;
  clearTimeout(run.wakeTimer);
  const subscription = run.subscription;
  run.subscription = undefined;
  await subscription?.close();
  await run.inFlight;
}
