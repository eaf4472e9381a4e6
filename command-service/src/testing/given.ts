import { Refusal, type RefusalName } from '@bayline/contracts';
import type { EventShape } from '@bayline/platform/event-store/port';
import { expect } from 'vitest';
import type { Aggregate } from '../shared/command.ts';

/**
 * Decider specification (after Emmett's DeciderSpecification): given these events, when this is decided,
 * then these events, or thenThrows the refusal of this name. Expected events are typed against the aggregate's union,
 * so a misspelt event type or field fails to compile.
 */
export function given<S, E extends EventShape>(
  aggregate: Aggregate<S, E>,
  events: NoInfer<E>[],
  locationShortName = 'BAYVIEW',
) {
  let state = aggregate.initial();
  for (const e of events)
    state = aggregate.evolve(state, { ...e, metadata: { at: '2026-03-02T17:00:00.000Z', locationShortName } });
  return {
    state,
    when: (decide: (state: S) => E[]) => {
      let decided: { events: E[] } | { refused: unknown };
      try {
        decided = { events: decide(state) };
      } catch (refused) {
        decided = { refused };
      }
      return {
        /** The decided events equal these, or pass this check; returns them so a story can go on. */
        // biome-ignore lint/suspicious/noThenProperty: the specification reads given/when/then, it is never awaited
        then: (expected: NoInfer<E>[] | ((events: E[]) => void)): E[] => {
          if ('refused' in decided) throw decided.refused;
          if (typeof expected === 'function') expected(decided.events);
          else expect(decided.events).toEqual(expected);
          return decided.events;
        },
        /** The decision was refused, by this name, so nothing is appended; the refusal passes the check if one is given. */
        thenThrows: (name: RefusalName, check?: (refusal: Refusal) => void) => {
          const refused = 'refused' in decided ? decided.refused : undefined;
          expect(refused).toBeInstanceOf(Refusal);
          expect((refused as Refusal).name).toBe(name);
          check?.(refused as Refusal);
        },
      };
    },
  };
}
