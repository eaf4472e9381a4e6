import { Refusal } from '@bayline/contracts';
import {
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  WrongExpectedVersionError,
} from '@bayline/platform/event-store/port';
import type { FoldedStreams } from './folded-streams.ts';

/** Who issues a command, where and when: the seed passes past instants, routes pass the present. */
export interface CommandContext {
  userId: string;
  locationShortName: string;
  now: Date;
  correlationId: string;
}

export interface NewEvent {
  type: string;
  data: Record<string, unknown>;
}

export type FoldedEvent = {
  type: string;
  data: Record<string, unknown>;
  metadata: { at: string; locationShortName: string };
};

/** An aggregate is its state folded from its events. */
export interface Aggregate<S> {
  initial(): S;
  evolve(state: S, event: FoldedEvent): S;
  /**
   * Folds several events at once, for a state too large to copy once per event (a list of hundreds of items).
   * Like evolve it never changes `state`: kept states are shared.
   */
  evolveAll?(state: S, events: FoldedEvent[]): S;
}

/** The state after `events`: one batch fold where the aggregate has one, else event by event. */
export function fold<S>(aggregate: Aggregate<S>, state: S, events: FoldedEvent[]): S {
  if (aggregate.evolveAll) return events.length ? aggregate.evolveAll(state, events) : state;
  return events.reduce((next, event) => aggregate.evolve(next, event), state);
}

export interface Decided<S> {
  state: S;
  /** Stream version after the command (the version a client sends back as If-Match). */
  version: number;
  /** Position of the last appended event, or of nothing when nothing changed (0). */
  position: number;
  events: NewEvent[];
}

export function stamp(events: NewEvent[], ctx: CommandContext): EventToAppend[] {
  return events.map((e) => ({
    type: e.type,
    data: e.data,
    metadata: {
      userId: ctx.userId,
      at: ctx.now.toISOString(),
      locationShortName: ctx.locationShortName,
      correlationId: ctx.correlationId,
      schemaVersion: 1,
    },
  }));
}

/**
 * Loads a stream, decides, appends with optimistic concurrency. A client that names the version it saw
 * (If-Match) gets 409 with the current state when the stream moved on; otherwise a race with another
 * writer is retried against the fresh state, so two clicks never overwrite each other silently.
 */
export async function execute<S>(
  { store, streams }: { store: EventStore; streams: FoldedStreams },
  streamId: string,
  aggregate: Aggregate<S>,
  decide: (state: S, version: number) => NewEvent[],
  ctx: CommandContext,
  options: { expectedVersion?: number; current?: (state: S, version: number) => unknown } = {},
): Promise<Decided<S>> {
  for (let attempt = 0; ; attempt++) {
    const { state, version } = await streams.current(streamId, aggregate);
    if (options.expectedVersion !== undefined && options.expectedVersion !== version)
      throw new Refusal(409, 'This job was changed by someone else', {
        detail: 'Your changes were not saved. The current state is shown; apply your edits again.',
        current: options.current?.(state, version) ?? state,
      });
    const events = decide(state, version);
    if (events.length === 0) return { state, version, position: 0, events };
    const expected: ExpectedVersion = version;
    try {
      const result = await store.append(streamId, stamp(events, ctx), { expectedVersion: expected });
      const metadata = { at: ctx.now.toISOString(), locationShortName: ctx.locationShortName };
      const next = fold(
        aggregate,
        state,
        events.map((e) => ({ ...e, metadata })),
      );
      return { state: next, version: result.nextVersion, position: result.position, events };
    } catch (error) {
      // Another writer got in first: decide again on the fresh state (or answer 409 to an If-Match).
      if (!(error instanceof WrongExpectedVersionError) || attempt >= 4) throw error;
    }
  }
}
