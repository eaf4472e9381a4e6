import type { Aggregate, NewEvent } from '../shared/command.ts';

/** Decider tests read as: given these events, when this is decided, then these events (or this refusal). */
export function given<S>(aggregate: Aggregate<S>, events: NewEvent[], locationShortName = 'BAYVIEW') {
  let state = aggregate.initial();
  for (const e of events)
    state = aggregate.evolve(state, { ...e, metadata: { at: '2026-03-02T17:00:00.000Z', locationShortName } });
  return {
    state,
    when: (decide: (state: S) => NewEvent[]) => {
      try {
        return { events: decide(state), error: undefined as unknown };
      } catch (error) {
        return { events: undefined, error };
      }
    },
  };
}
