import type { Lease } from '@bayline/platform/job-queue/port';
import { backoff, later, messageOf, now, type Run, type Runner, trouble } from './run.ts';

/** This runner's lease ran out or went to another runner: it must not commit. */
export class LeaseLost extends Error {
  constructor() {
    super('this runner does not hold its lease (it ran out, or another runner has it)');
    this.name = 'LeaseLost';
  }
}

/** True while this runner surely leads the projector in the lead `term`: fenced work may go on. */
export const holds = (runner: Runner, run: Run, term: number) =>
  !runner.stopping && run.term === term && run.lease !== undefined && now() < run.leaseUntil;

export function assertLease(runner: Runner, run: Run, term: number) {
  if (!holds(runner, run, term)) throw new LeaseLost();
}

/** Asks for the projector's lease: with it, leads from the stored checkpoint; without it, stands by and asks again. */
export async function seekLease(runner: Runner, run: Run) {
  const { leaseMs, standbyPollMs } = runner.settings;
  if (runner.stopping || run.lease) return;
  const asked = now();
  let lease: Lease | undefined;
  try {
    lease = await runner.lock.acquire(`projector:${run.projector.name}`, leaseMs);
  } catch (error) {
    trouble(runner, run, 'taking the lease', error);
    later(runner, run, backoff(runner, run), () => seekLease(runner, run));
    return;
  }
  if (runner.stopping) {
    await lease?.release();
    return;
  }
  if (!lease) {
    run.status = 'standby';
    run.lastError = null;
    run.failures = 0;
    later(runner, run, standbyPollMs, () => seekLease(runner, run));
    return;
  }
  run.lease = lease;
  run.leaseUntil = asked + leaseMs;
  run.term += 1;
  run.status = 'catching-up';
  keepLease(runner, run, run.term);
  await runner.resume(run, run.term);
}

/** Renews every third of the lease; stands by when it is refused, or when it runs out without a renewal. */
function keepLease(runner: Runner, run: Run, term: number) {
  const lease = run.lease!;
  clearTimeout(run.expiryTimer);
  run.expiryTimer = setTimeout(
    () =>
      void standBy(
        runner,
        run,
        `its lease ran out without a renewal${run.renewError ? ` (${run.renewError})` : ''}`,
        true,
      ).catch((error) => runner.log(messageOf(error))),
    run.leaseUntil - now(),
  );
  run.renewTimer = setTimeout(() => {
    renew(runner, run, term, lease).catch((error) =>
      runner.log(`projector ${run.projector.name}: ${messageOf(error)}`),
    );
  }, runner.settings.renewEveryMs);
}

async function renew(runner: Runner, run: Run, term: number, lease: Lease) {
  if (run.term !== term) return;
  const asked = now();
  let held: boolean | undefined;
  try {
    held = await lease.renew();
  } catch (error) {
    run.renewError = messageOf(error);
    runner.log(`projector ${run.projector.name}: renewing its lease failed: ${run.renewError}`);
  }
  if (run.term !== term || runner.stopping) return;
  if (held === false) {
    await standBy(runner, run, 'another runner holds its lease');
    return;
  }
  if (held) {
    run.renewError = undefined;
    run.leaseUntil = asked + runner.settings.leaseMs;
  }
  keepLease(runner, run, term);
}

/** Stops projecting, drops the lease and seeks it again later (resuming from the stored checkpoint). */
export async function standBy(runner: Runner, run: Run, reason: string, troubled = false) {
  const lease = run.lease;
  if (!lease) return;
  run.lease = undefined;
  run.term += 1;
  clearTimeout(run.renewTimer);
  clearTimeout(run.expiryTimer);
  clearTimeout(run.wakeTimer);
  if (run.stoodBy !== reason) runner.log(`projector ${run.projector.name}: ${reason}; standing by`);
  run.stoodBy = reason;
  run.status = troubled ? 'retrying' : 'standby';
  run.lastError = troubled ? reason : null;
  run.stoppedAt = undefined;
  const subscription = run.subscription;
  run.subscription = undefined;
  const workers = run.rebuildWorkers;
  run.rebuildWorkers = undefined;
  // Not awaited: closing waits for a running rebuild, which gives up on its own at its next batch.
  void workers
    ?.then((all) => Promise.all(all.map((w) => w.close())))
    .catch((error) => runner.log(`rebuild worker: ${messageOf(error)}`));
  await subscription?.close();
  await run.inFlight;
  // Not awaited either: with the lock's store away it would wait for its return; the lease expires anyway.
  lease.release().catch(() => {});
  later(runner, run, troubled ? backoff(runner, run) : runner.settings.standbyPollMs, () => seekLease(runner, run));
}
