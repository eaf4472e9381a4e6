import type { EventStore } from '@bayline/platform/event-store/port';
import { type Aggregate, fold } from './command.ts';

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
      const events = await store.readStream(streamId, { fromVersion: (entry ? entry.version : -1) + 1 });
      const state = fold(aggregate, (entry ? entry.state : aggregate.initial()) as S, events);
      const version = events.length ? events[events.length - 1].version : entry ? entry.version : -1;
      kept.delete(streamId);
      kept.set(streamId, { state, version, aggregate });
      if (kept.size > capacity) kept.delete(kept.keys().next().value!);
      return { state, version };
    },
  };
}

export type FoldedStreams = ReturnType<typeof foldedStreams>;
