import type { EventShape, EventStore, RecordedEvent } from '@bayline/platform/event-store/port';
import { type Aggregate, type FoldedStreams, fold } from './command.ts';

interface Folded {
  state: unknown;
  version: number;
  aggregate: unknown;
}

/**
 * A stream's events as its aggregate's union E: the one place they are taken so, as only that aggregate's commands
 * append to its stream.
 */
export async function streamEvents<E extends EventShape>(
  store: EventStore<EventShape>,
  streamId: string,
  options?: { fromVersion?: number; maxCount?: number },
) {
  return (await store.readStream(streamId, options)) as RecordedEvent<E>[];
}

/**
 * Folded stream states kept between commands: each read asks the store only for the events appended since
 * the version kept, so another writer's events are always seen, and a stream is folded once, not per command.
 * Bounded: streams are kept in two generations of up to half the capacity each; when the newer one is full it
 * becomes the older and the older is forgotten, so a stream used again within a generation stays (no per-read
 * bookkeeping as an exact least-recently-used order would need).
 */
export function foldedStreams(store: EventStore<EventShape>, capacity = 20_000): FoldedStreams {
  let recent = new Map<string, Folded>();
  let older = new Map<string, Folded>();

  function keep(streamId: string, folded: Folded) {
    recent.set(streamId, folded);
    if (recent.size >= capacity / 2) {
      older = recent;
      recent = new Map();
    }
  }

  return {
    async current<S, E extends EventShape>(
      streamId: string,
      aggregate: Aggregate<S, E>,
    ): Promise<{ state: S; version: number }> {
      let kept = recent.get(streamId);
      if (!kept) {
        kept = older.get(streamId);
        if (kept) keep(streamId, kept);
      }
      if (kept && kept.aggregate !== aggregate) kept = undefined;
      const news = await streamEvents<E>(store, streamId, { fromVersion: (kept?.version ?? -1) + 1 });
      const newest = news.at(-1);
      if (!newest) {
        if (kept) return kept as { state: S; version: number };
        // A stream that does not exist yet (every create asks for one) is not worth keeping.
        return { state: aggregate.initial(), version: -1 };
      }
      const state = fold(aggregate, (kept ? kept.state : aggregate.initial()) as S, news);
      const folded = { state, version: newest.version, aggregate };
      keep(streamId, folded);
      return folded;
    },
  };
}
