import { HotDocs } from './hot-docs.ts';
import { holds, standBy } from './lease.ts';
import { clearParked, readDecisions, readParked } from './parking.ts';
import { madeByNewerRelease, takeRebuilds, upgrade } from './rebuild.ts';
import { backoff, later, type Run, type Runner, trouble } from './run.ts';
import { subscribe } from './subscription.ts';

/**
 * What the leader of a projector does when it takes the lease, after a store error and once support decided on its
 * parked event: it (re)starts projecting from the stored checkpoint, with support's decisions and the parked events
 * read first, takes the projector's rebuild requests and upgrades a read model an older version made. A read model a
 * newer version made is left to the newer release: this one stands by.
 */
export async function resume(runner: Runner, run: Run, term: number) {
  if (!holds(runner, run, term) || run.paused) return;
  try {
    const newer = await madeByNewerRelease(runner, run);
    // Its code would write into a read model newer code made, or rebuild it back: it leaves it to the newer release.
    if (newer !== undefined) {
      const reason = `its read model was made by version ${newer}, newer than this release's ${run.projector.version}: a newer release leads it`;
      if (holds(runner, run, term)) await standBy(runner, run, reason);
      return;
    }
    run.stoodBy = undefined;
    run.hot = new HotDocs(runner.settings.hotDocs);
    run.position = (await runner.readStore.checkpoint(run.projector.name)) ?? 0;
    await readDecisions(runner, run);
    await readParked(runner, run);
    await clearParked(runner, run, run.position);
  } catch (error) {
    if (run.term !== term) return;
    trouble(runner, run, 'resuming from the stored checkpoint', error);
    later(runner, run, backoff(runner, run), () => resume(runner, run, term));
    return;
  }
  if (!holds(runner, run, term) || run.paused) return;
  takeRebuilds(runner, run, term);
  subscribe(runner, run, term);
  void upgrade(runner, run, term);
}
