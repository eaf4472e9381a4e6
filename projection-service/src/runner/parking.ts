import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Change } from '@bayline/platform/read-store/port';
import { holds } from './lease.ts';
import { type ParkedEvent, parkedCollection, parkedId, parkedStream } from './parked.ts';
import type { ProjectorFault } from './project-batch.ts';
import { later, messageOf, type Run, type Runner } from './run.ts';

/** An event its projector keeps failing on: parked, it stops the projector until support decides. */
export class PoisonEvent extends Error {
  readonly position: number;
  constructor(projector: string, event: RecordedEvent, cause: unknown) {
    super(
      `event ${event.type} at position ${event.position} (stream ${event.streamId}) keeps failing in ${projector} and was parked: ${messageOf(cause)}`,
    );
    this.name = 'PoisonEvent';
    this.position = event.position;
  }
}

/** Parked documents are written under a checkpoint of their own that counts the writes (a reactor's too). */
export async function writeParked(runner: Pick<Runner, 'readStore'>, name: string, changes: Change[]) {
  const counter = `${parkedCollection}:${name}`;
  const { readStore } = runner;
  await readStore.commit(changes, { name: counter, position: ((await readStore.checkpoint(counter)) ?? 0) + 1 });
}

/** Parks the event that keeps failing, for support to see; throws the PoisonEvent that stops the projector. */
export async function park(runner: Runner, run: Run, event: RecordedEvent, fault: ProjectorFault): Promise<never> {
  const name = run.projector.name;
  const parked: ParkedEvent = {
    id: parkedId(name, event.position),
    projector: name,
    position: event.position,
    streamId: event.streamId,
    type: event.type,
    error: fault.message,
    parkedAt: new Date().toISOString(),
  };
  await writeParked(runner, name, [{ op: 'upsert', collection: parkedCollection, doc: { ...parked } }]);
  run.parked.add(event.position);
  runner.log(`projector ${name}: parked ${event.type} at ${event.position}: ${String((fault.cause as Error)?.stack)}`);
  throw new PoisonEvent(name, event, fault);
}

/** Reads which of the projector's events are parked (on a resume: another runner may have parked or cleared some). */
export async function readParked(runner: Runner, run: Run) {
  const parked = await runner.readStore.find(parkedCollection, { projector: run.projector.name });
  run.parked = new Set(parked.map((d) => Number(d.position)));
}

/** Removes the parked documents of events the projector has now passed (retried or skipped). */
export async function clearParked(runner: Runner, run: Run, position: number) {
  const passed = [...run.parked].filter((p) => p <= position);
  if (passed.length === 0) return;
  await writeParked(
    runner,
    run.projector.name,
    passed.map((p) => ({ op: 'delete', collection: parkedCollection, id: parkedId(run.projector.name, p) })),
  );
  for (const p of passed) run.parked.delete(p);
}

/** Reads support's decisions recorded since the last read; returns them. */
export async function readDecisions(runner: Runner, run: Run) {
  const decisions = await runner.store.readStream(parkedStream(run.projector.name), { fromVersion: run.decisionsRead });
  for (const decision of decisions) {
    run.decisionsRead = decision.version + 1;
    if (decision.type === 'ParkedEventSkipped') run.skipped.add(Number(decision.data.position));
  }
  return decisions;
}

/** Stops the projector at its parked event (reported at /health) and waits for support's decision on it. */
export function stopAt(runner: Runner, run: Run, term: number, poison: PoisonEvent) {
  run.status = 'stopped';
  run.lastError = poison.message;
  run.stoppedAt = poison.position;
  runner.log(`projector ${run.projector.name} stopped: ${poison.message}`);
  later(runner, run, runner.settings.decisionPollMs, () => awaitDecision(runner, run, term));
}

/** While stopped: resumes once support has retried or skipped the event that stopped it. */
async function awaitDecision(runner: Runner, run: Run, term: number) {
  if (!holds(runner, run, term) || run.status !== 'stopped') return;
  let decided = false;
  try {
    decided = (await readDecisions(runner, run)).some((d) => Number(d.data.position) === run.stoppedAt);
  } catch (error) {
    runner.log(`projector ${run.projector.name}: reading decisions failed: ${messageOf(error)}`);
  }
  if (!decided) {
    later(runner, run, runner.settings.decisionPollMs, () => awaitDecision(runner, run, term));
    return;
  }
  runner.log(`projector ${run.projector.name}: resuming at ${run.stoppedAt} as support decided`);
  run.stoppedAt = undefined;
  run.status = 'catching-up';
  run.lastError = null;
  await runner.resume(run, term);
}
