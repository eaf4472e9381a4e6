import type { UpgradeEvent } from '@bayline/contracts';
import { type LoggedEvent, logged } from '@bayline/platform/event-store/logged';
import { type RecordedEvent, WrongExpectedVersionError } from '@bayline/platform/event-store/port';
import { type Aggregate, type CommandContext, type ExecuteDeps, stamp } from './command.ts';
import type { CommandDeps } from './deps.ts';

/** What an upgrade step may use to fill its index: the write side only. */
export type UpgradeDeps = ExecuteDeps & Pick<CommandDeps, 'catalogs' | 'now'>;

/**
 * A write-side index kept as streams of its own (e-mail claims, phone and key claims, schedule places, ...),
 * which data written before the index existed must have filled once from the log. Every step of a start reads
 * the log together, once, and each is marked done on its own stream, so a later start reads only the marks.
 */
export interface WriteSideIndexUpgrade {
  /** Names the step in its mark's stream (`upgrade-{name}`) and in the start-up log; never changes once shipped. */
  name: string;
  /** A fresh collector for one pass over the log. */
  start(): {
    /** Each event of the log, in order. */
    see(event: LoggedEvent): void;
    /**
     * After the last event: writes the index entries the pass found (idempotent: an entry already there is left,
     * as a process starting at the same moment may have written it). Answers how many it wrote.
     */
    fill(deps: UpgradeDeps, ctx: CommandContext): Promise<number>;
  };
}

export const upgradeStream = (name: string) => `upgrade-${name}`;

const done: Aggregate<boolean, UpgradeEvent> = { initial: () => false, evolve: () => true };

/** Events read from the log at a time. */
const page = 1_000;

/**
 * Runs the steps not yet marked done: one pass over the log feeds them all, then each fills its index and is
 * marked. An empty store is left empty (a seed starts only on one; its indexes are kept as its events are
 * appended, and the next start finds nothing to fill). Safe when processes start together: fills are idempotent,
 * a mark is appended once. Answers how many entries each step wrote.
 */
export async function upgradeIndexes(deps: UpgradeDeps, steps: WriteSideIndexUpgrade[]) {
  const pending: WriteSideIndexUpgrade[] = [];
  for (const step of steps) if (!(await deps.streams.current(upgradeStream(step.name), done)).state) pending.push(step);
  const filled = new Map<string, number>();
  if (!pending.length || (await deps.store.headPosition()) === 0) return filled;
  const ctx: CommandContext = { userId: 'system', locationShortName: '', now: deps.now(), correlationId: 'upgrade' };
  const passes = pending.map((step) => ({ step, pass: step.start() }));
  for (let after = 0; ; ) {
    const events = await deps.store.readAll(after, page);
    for (const event of events) for (const { pass } of passes) pass.see(logged(event as RecordedEvent));
    const last = events.at(-1);
    if (!last || events.length < page) break;
    after = last.position;
  }
  for (const { step, pass } of passes) {
    const entries = await pass.fill(deps, ctx);
    filled.set(step.name, entries);
    const mark: UpgradeEvent = { type: 'IndexUpgraded', data: { name: step.name, entries } };
    await deps.store
      .append(upgradeStream(step.name), stamp([mark], ctx), { expectedVersion: 'no_stream' })
      .catch((error) => {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
      });
  }
  return filled;
}
