import type { EventStore } from '@bayline/platform/event-store/port';
import type { Aggregate } from './command.ts';

/**
 * Folded stream states kept between commands: each read asks the store only for the events appended since
 * the version kept, so another writer's events are always seen, and a stream is folded once, not per command.
 * Bounded: the least recently used streams are forgotten first.
 */
export function foldedStreams(store: EventStore, capacity = 20_000) {
  const kept = new Map<string, { state: unknown; version: number; aggregate: unknown }>();

  return {
    async current<S>(streamId: string, aggregate: Aggregate<S>): Promise<{ state: S; version: number }> {
      let entry = kept.get(streamId);
      if (entry && entry.aggregate !== aggregate) entry = undefined;
      let state = (entry ? entry.state : aggregate.initial()) as S;
      let version = entry ? entry.version : -1;
      for (const event of await store.readStream(streamId, { fromVersion: version + 1 })) {
        state = aggregate.evolve(state, event);
        version = event.version;
      }
      kept.delete(streamId);
      kept.set(streamId, { state, version, aggregate });
      if (kept.size > capacity) kept.delete(kept.keys().next().value!);
      return { state, version };
    },
  };
}

export type FoldedStreams = ReturnType<typeof foldedStreams>;
