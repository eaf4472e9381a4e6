import { HotDocs } from './hot-docs.ts';
import { assertLease, holds } from './lease.ts';
import { readDecisions } from './parking.ts';
import { RebuildCancelled, type RebuildOutcome } from './rebuild-progress.ts';
import { replayTogether } from './replay.ts';
import { messageOf, type Run, type Runner } from './run.ts';

/** The queue a projector's leader takes rebuild requests from (see requestRebuild). */
export const rebuildQueue = (projector: string) => `rebuild-${projector}`;

/** The queue a projector's leader takes requests to cancel its running rebuild from (see requestRebuildCancel). */
export const rebuildCancelQueue = (projector: string) => `rebuild-cancel-${projector}`;

type OnProgress = (p: { position: number; head: number }) => void;

/**
 * Blue/green rebuild, by the projector's leader only: replays the whole log (without the events support
 * skipped) into fresh collections while the old ones keep serving, then pauses the live projector, finishes
 * to the head, swaps the aliases with the checkpoint and drops the old collections. Rebuilds asked for together
 * (`npm run rebuild -- all`) read the log once for all of them. Cancelled (cancelRebuild) before the swap, it
 * drops the fresh collections and rejects with RebuildCancelled: the old ones serve on, as if it never ran.
 */
export async function rebuild(runner: Runner, name: string, onProgress: OnProgress = () => {}) {
  const { store, readStore } = runner;
  const run = runner.runs.get(name);
  if (!run) throw new Error(`No projector named ${name}`);
  const term = run.term;
  assertLease(runner, run, term);
  if (run.rebuild) throw new Error(`${name} is already being rebuilt`);
  const startedAt = Date.now();
  run.rebuild = { position: 0, head: 0, startedAt, cancelled: false };
  const suffix = `__r${Date.now()}`;
  const fresh = Object.fromEntries(run.projector.collections.map((c) => [c, `${c}${suffix}`]));
  const physical = (c: string) => fresh[c] ?? c;
  const checkpointName = `${name}#rebuild`;
  let swapped = false;
  const finished = (outcome: RebuildOutcome['outcome']): RebuildOutcome => ({
    outcome,
    finishedAt: new Date().toISOString(),
    tookMs: Date.now() - startedAt,
  });
  try {
    run.rebuild.head = await store.headPosition();
    await readDecisions(runner, run);
    for (const [collection, fields] of Object.entries(run.projector.indexes ?? {}))
      await readStore.ensureIndexes(physical(collection), fields);
    const hot = new HotDocs(runner.settings.hotDocs, { fresh: true });
    const member = { run, term, physical, checkpointName, hot, paused: false, onProgress };
    const position = await replayTogether(runner, member);
    assertLease(runner, run, term);
    if (run.rebuild.cancelled) throw new RebuildCancelled(name);
    const previous = await readStore.swapAliases(fresh, { name, position });
    swapped = true;
    for (const old of previous) await readStore.dropCollection(old);
    await readStore.deleteCheckpoint(checkpointName);
    onProgress({ position, head: position });
    run.lastRebuild = finished('completed');
    return { position };
  } catch (error) {
    if (!swapped) {
      for (const collection of Object.values(fresh)) await readStore.dropCollection(collection).catch(() => {});
      await readStore.deleteCheckpoint(checkpointName).catch(() => {});
    }
    run.lastRebuild =
      error instanceof RebuildCancelled ? finished('cancelled') : { ...finished('failed'), error: messageOf(error) };
    throw error;
  } finally {
    await afterRebuild(runner, run);
  }
}

/** Done, failed or cancelled: a live projector the rebuild paused goes on from its checkpoint. */
async function afterRebuild(runner: Runner, run: Run) {
  run.rebuild = undefined;
  if (!run.paused) return;
  // Whoever leads now (this lead, or a later one that found the projector paused) goes on from the checkpoint.
  run.paused = false;
  run.stoppedAt = undefined;
  if (run.status === 'stopped') run.status = 'catching-up';
  if (run.lease) await runner.resume(run, run.term);
}

/**
 * Asks the running rebuild of `name` to stop at its next page (or before its swap); false when none runs here.
 * The rebuild then drops what it made and the live projector goes on from its own checkpoint.
 */
export function cancelRebuild(runner: Runner, name: string): boolean {
  const rebuilding = runner.runs.get(name)?.rebuild;
  if (!rebuilding) return false;
  rebuilding.cancelled = true;
  runner.log(`projector ${name}: cancelling its rebuild, as asked`);
  return true;
}

/**
 * The leader takes its projector's rebuild requests and their cancellations (a queue of their own, so that a
 * cancellation is not held behind the rebuild it cancels); a runner that stands by closes the workers.
 */
export function takeRebuilds(runner: Runner, run: Run, term: number) {
  const { queue, log } = runner;
  if (!queue || run.rebuildWorkers) return;
  const name = run.projector.name;
  run.rebuildWorkers = Promise.all([
    queue.process(rebuildQueue(name), async (job) => {
      // A request that reaches a runner which lost the lease meanwhile fails here and is retried by the queue.
      assertLease(runner, run, run.term);
      log(`projector ${name}: rebuilding, as asked through the queue`);
      try {
        return await rebuild(runner, name, (p) => {
          const percent = p.head > 0 ? Math.min(100, Math.floor((p.position / p.head) * 100)) : 100;
          job.updateProgress(percent).catch(() => {});
        });
      } catch (error) {
        // Done as asked: a cancelled rebuild is no failure for the queue to try again.
        if (error instanceof RebuildCancelled) return { cancelled: true };
        throw error;
      }
    }),
    queue.process(rebuildCancelQueue(name), async () => {
      assertLease(runner, run, run.term);
      return { cancelled: cancelRebuild(runner, name) };
    }),
  ]).catch((error) => {
    log(`projector ${name}: cannot take rebuild requests: ${messageOf(error)}`);
    if (run.term === term) run.rebuildWorkers = undefined;
    return [];
  });
}

/** Where the version of the projector that made a read model is kept: a checkpoint of its own. */
const versionMark = (name: string) => `${name}@version`;

/**
 * The version of the projector that made its read model, when that is newer than this runner's: a newer release made
 * it and leads it (during an upgrade, a process of the release before may still take the lease now and then).
 */
export async function madeByNewerRelease(runner: Runner, run: Run) {
  const made = await runner.readStore.checkpoint(versionMark(run.projector.name));
  return made !== undefined && made > (run.projector.version ?? 0) ? made : undefined;
}

/**
 * A read model made by an older version of its projector is rebuilt (the old one serves meanwhile); an empty one
 * is simply marked. Rebuilds started together at start read the log once.
 */
export async function upgrade(runner: Runner, run: Run, term: number) {
  const { name, version } = run.projector;
  if (version === undefined) return;
  try {
    if ((await runner.readStore.checkpoint(versionMark(name))) === version) return;
    if (run.position > 0) {
      runner.log(`projector ${name}: its read model was made by an older version; rebuilding it to version ${version}`);
      if (!holds(runner, run, term)) return;
      await rebuild(runner, name);
    }
    await runner.readStore.commit([], { name: versionMark(name), position: version });
  } catch (error) {
    // The next lead tries again; meanwhile the old read model serves.
    runner.log(`projector ${name}: upgrade to version ${version} failed: ${messageOf(error)}`);
  }
}
