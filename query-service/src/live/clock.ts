import { type ProjectedMessage, projectionChannel, Refusal } from '@bayline/contracts';
import type { ChangeBus } from '@bayline/platform/change-bus/port';
import type { ReadStore } from '@bayline/platform/read-store/port';

/**
 * How far each read model has got, learnt from the checkpoints at start and the projection side's messages
 * after. A read that names a position waits here until the read models it reads (by default every one) have
 * passed it, so a stopped projector delays only the reads it serves.
 */
export async function projectionClock(readStore: ReadStore, bus: ChangeBus, projectorNames: string[]) {
  const positions = new Map<string, number>();
  const waiters = new Set<() => void>();
  const listeners = new Set<(projector: string, position: number) => void>();
  const advance = (projector: string, position: number) => {
    if (position <= (positions.get(projector) ?? 0)) return;
    positions.set(projector, position);
    for (const wake of waiters) wake();
    for (const listener of listeners) listener(projector, position);
  };
  const unsubscribe = await bus.subscribe(projectionChannel, (message) => {
    const { projector, position } = message as Partial<ProjectedMessage>;
    if (typeof projector === 'string' && typeof position === 'number') advance(projector, position);
  });
  const refresh = async () => {
    for (const name of projectorNames) advance(name, (await readStore.checkpoint(name)) ?? 0);
  };
  await refresh();
  // The bus is at-most-once: re-read checkpoints now and then so a lost message never strands a waiter.
  const poll = setInterval(() => void refresh().catch(() => {}), 1_000);
  poll.unref();

  const reached = (position: number, names: readonly string[]) =>
    names.every((n) => (positions.get(n) ?? 0) >= position);

  return {
    /** Whether `projector` is one this clock follows (a route naming another would wait forever). */
    follows: (projector: string) => projectorNames.includes(projector),
    position: (projector: string) => positions.get(projector) ?? 0,
    onAdvance(listener: (projector: string, position: number) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async waitFor(position: number, timeoutMs = 5_000, names: readonly string[] = projectorNames) {
      if (reached(position, names)) return;
      await new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!reached(position, names)) return;
          cleanup();
          resolve();
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Refusal('ReadModelsBehind', 'The data is still being updated', {
              detail: `The read models have not reached position ${position} within ${timeoutMs / 1000} s. Try again in a moment.`,
            }),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
      });
    },
    async close() {
      clearInterval(poll);
      await unsubscribe();
    },
  };
}

export type ProjectionClock = Awaited<ReturnType<typeof projectionClock>>;
