import type { EventShape } from '@bayline/platform/event-store/port';
import type { Aggregate, FoldedEvent } from './command.ts';

/**
 * An aggregate whose state is items by id in a Map, never a plain object, so an id a client names is never
 * taken for a property ('__proto__', 'constructor'). A batch of events is folded on one copy of the Map: saving
 * a list of n items costs O(n), not a copy per event.
 */
export function mapAggregate<V, E extends EventShape>(
  apply: (items: Map<string, V>, event: FoldedEvent<E>) => void,
): Aggregate<ReadonlyMap<string, V>, E> {
  const evolveAll = (state: ReadonlyMap<string, V>, events: FoldedEvent<E>[]) => {
    const next = new Map(state);
    for (const event of events) apply(next, event);
    return next;
  };
  return { initial: () => new Map(), evolve: (state, event) => evolveAll(state, [event]), evolveAll };
}
