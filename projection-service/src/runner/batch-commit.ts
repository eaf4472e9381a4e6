import { type ProjectedMessage, projectionChannel } from '@bayline/contracts';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import { StaleCommitError } from '@bayline/platform/read-store/port';
import { pauseAtCommit } from './faults.ts';
import { assertLease } from './lease.ts';
import { clearParked, park } from './parking.ts';
import { ProjectorFault, projectBatch } from './project-batch.ts';
import { messageOf, type Run, type Runner, sleep } from './run.ts';

const same = (collection: string) => collection;

/**
 * Projects a batch of the subscription and commits it with its checkpoint, fenced on the position it was projected
 * from. A batch the projector keeps failing on is narrowed down to the event that fails: the good ones before it are
 * committed, it is parked (PoisonEvent). Store errors, a lost lease and a refused commit are thrown as they are.
 */
export async function commitBatch(runner: Runner, run: Run, term: number, events: RecordedEvent[]): Promise<void> {
  const last = events.at(-1);
  // A subscription hands on no empty batch: one would have nothing to commit.
  if (!last) return;
  const fault = await commitWithRetries(runner, run, term, events, last.position);
  if (fault === 'committed') return;
  if (events.length > 1) {
    for (const event of events) await commitBatch(runner, run, term, [event]);
    return;
  }
  assertLease(runner, run, term);
  await park(runner, run, last, fault!);
}

/**
 * Tries the batch `attempts` times, waiting longer each time, to commit it at `position` (its last event's); answers
 * the projector's last fault if it never committed.
 */
async function commitWithRetries(runner: Runner, run: Run, term: number, events: RecordedEvent[], position: number) {
  const { attempts, backoffMs } = runner.settings;
  const name = run.projector.name;
  const applied = events.filter((e) => !run.skipped.has(e.position));
  let fault: ProjectorFault | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    assertLease(runner, run, term);
    try {
      const hot = run.hot;
      const changes = await projectBatch(run.projector, applied, runner.readStore, same, hot);
      assertLease(runner, run, term);
      pauseAtCommit?.(name);
      await runner.readStore.commit(changes, { name, position }, { from: run.position });
      hot?.committed(changes);
    } catch (error) {
      // Said here: the lead may have ended meanwhile (its lease ran out), and then nothing else would say it.
      if (error instanceof StaleCommitError)
        runner.log(`projector ${name}: its commit up to ${position} was refused (${error.message})`);
      // Store errors, a lost lease and a refused commit end the subscription (see `ended`).
      if (!(error instanceof ProjectorFault)) throw error;
      fault = error;
      run.status = 'retrying';
      run.lastError = error.message;
      runner.log(`projector ${name}: batch up to ${position} failed (try ${attempt}): ${error.message}`);
      await sleep(backoffMs * 2 ** (attempt - 1));
      continue;
    }
    run.position = position;
    run.failures = 0;
    if (run.status === 'retrying') run.status = 'catching-up';
    run.lastError = null;
    announce(runner, run, position);
    await clearParked(runner, run, position);
    return 'committed';
  }
  return fault;
}

/** Best-effort: the query side also reads the checkpoints now and then, so a lost message only delays a read. */
function announce(runner: Runner, run: Run, position: number) {
  const message: ProjectedMessage = { projector: run.projector.name, position };
  runner.bus.publish(projectionChannel, message).then(
    () => {
      run.busError = null;
    },
    (error) => {
      if (run.busError === null) runner.log(`projector ${run.projector.name}: publishing failed: ${messageOf(error)}`);
      run.busError = messageOf(error);
    },
  );
}
