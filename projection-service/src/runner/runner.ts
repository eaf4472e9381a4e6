import type { Projector } from '../projector.ts';
import { asReleased } from './faults.ts';
import { resume } from './lead.ts';
import { seekLease } from './lease.ts';
import { type RunnerOptions, settingsOf } from './options.ts';
import { parkedCollection } from './parked.ts';
import { cancelRebuild, rebuild, rebuildCancelQueue, rebuildQueue } from './rebuild.ts';
import { type RebuildOutcome, type RebuildProgress, remainingMs } from './rebuild-progress.ts';
import { newRun, type ProjectorState, type Run, type Runner, sleep } from './run.ts';
import { pause } from './subscription.ts';

export type { RunnerOptions } from './options.ts';
export { projectBatch } from './project-batch.ts';
export { rebuildCancelQueue, rebuildQueue };

export interface ProjectorStatus {
  name: string;
  position: number;
  lag: number;
  status: ProjectorState;
  lastError: string | null;
  /** The last failed publish on the change bus (best-effort: it never stops the projector). */
  busError: string | null;
  rebuild?: RebuildProgress;
  /** How the last rebuild this runner ran ended (kept until the next one, not over a restart). */
  lastRebuild?: RebuildOutcome;
}

/** True while a projector cannot make progress on its own: /health then says degraded. */
export const isDegraded = (statuses: ProjectorStatus[]) =>
  statuses.some((s) => s.status === 'retrying' || s.status === 'stopped');

/** Lag is counted up to this many events (a count, not a scan of the whole log). */
const lagCap = 1_000_000;

/**
 * Runs every projector from its own checkpoint, in order and in batches, while it holds that projector's
 * lease, committing each batch with its checkpoint fenced on the position it was projected from. An event
 * the projector's own code keeps failing on is parked and that projector stops (reported at /health) until
 * support retries or skips it; store errors are retried with capped backoff for as long as they last. A
 * runner whose lease ran out, or whose fenced commit was refused, stands by and later resumes from the
 * stored checkpoint.
 *
 * Its parts: the lease and its fencing (lease.ts), the lead from the checkpoint (lead.ts), the subscription
 * (subscription.ts) and its batch commits (batch-commit.ts), parked events (parking.ts) and blue/green rebuilds
 * (rebuild.ts, replay.ts), all sharing one Runner.
 */
export function projectionRunner(options: RunnerOptions) {
  const { store, readStore, bus, lock, queue } = options;
  const runner: Runner = {
    store,
    readStore,
    bus,
    lock,
    queue,
    settings: settingsOf(options),
    log: options.log ?? (() => {}),
    runs: new Map(),
    stopping: false,
    resume: (run, term) => resume(runner, run, term),
  };
  return {
    /** Starts every projector once; a second call changes nothing. */
    async start() {
      await readStore.ensureIndexes(parkedCollection, [['projector']]);
      for (const projector of options.projectors)
        if (!runner.runs.has(projector.name)) await startOne(runner, projector);
    },

    async status(): Promise<ProjectorStatus[]> {
      const runs = [...runner.runs.values()];
      // Counted in events, capped: positions are log offsets in EventStoreDB, so a difference is no count.
      const lagged = await Promise.all(
        runs.map(async (run) => ({ run, lag: await store.eventsAfter(run.position, lagCap) })),
      );
      const now = Date.now();
      return lagged.map(({ run, lag }) => statusOf(run, lag, now));
    },

    /** Resolves once every projector this runner leads has passed `position` (default: the head now). */
    async caughtUp(position?: number, timeoutMs = 120_000) {
      const target = position ?? (await store.headPosition());
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const all = [...runner.runs.values()];
        const stopped = all.find((r) => r.status === 'stopped');
        if (stopped) throw new Error(`projector ${stopped.projector.name} stopped: ${stopped.lastError}`);
        if (all.every((r) => r.position >= target || r.status === 'standby')) return;
        if (Date.now() > deadline) throw new Error(`projections did not reach ${target} in ${timeoutMs} ms`);
        await sleep(20);
      }
    },

    rebuild: (name: string, onProgress?: (p: { position: number; head: number }) => void) =>
      rebuild(runner, name, onProgress),
    cancelRebuild: (name: string) => cancelRebuild(runner, name),

    async stop() {
      runner.stopping = true;
      for (const run of runner.runs.values()) {
        clearTimeout(run.renewTimer);
        clearTimeout(run.expiryTimer);
        await pause(run);
        await Promise.all(((await run.rebuildWorkers) ?? []).map((worker) => worker.close()));
        await run.lease?.release().catch(() => {});
        run.lease = undefined;
      }
    },
  };
}

async function startOne(runner: Runner, projector: Projector) {
  const run = newRun(asReleased(projector));
  runner.runs.set(projector.name, run);
  for (const [collection, fields] of Object.entries(projector.indexes ?? {}))
    await runner.readStore.ensureIndexes(collection, fields);
  await seekLease(runner, run);
}

function statusOf(run: Run, lag: number, now: number): ProjectorStatus {
  const rebuilding = run.rebuild;
  return {
    name: run.projector.name,
    position: run.position,
    lag,
    status: rebuilding ? 'rebuilding' : run.status,
    lastError: run.lastError,
    busError: run.busError,
    ...(rebuilding && {
      rebuild: {
        position: rebuilding.position,
        head: rebuilding.head,
        startedAt: new Date(rebuilding.startedAt).toISOString(),
        remainingMs: remainingMs(rebuilding.position, rebuilding.head, now - rebuilding.startedAt),
      },
    }),
    ...(run.lastRebuild && { lastRebuild: run.lastRebuild }),
  };
}
