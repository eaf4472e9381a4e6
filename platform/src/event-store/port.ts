/** Who, when, where and why of every event (architecture: "Events and streams"). */
export interface EventMetadata {
  userId: string;
  /** ISO-8601 UTC instant at which the fact happened (the seed writes past instants). */
  at: string;
  locationShortName: string;
  correlationId: string;
  /** Schema version of `data`; older versions are upcast when read, never rewritten. */
  schemaVersion: number;
}

/**
 * What every event is: the fact's name and its data. The port is generic in it so a caller that knows its events
 * (a union discriminated by `type`) gets them back typed; the store itself never looks inside `data`.
 */
export interface EventShape {
  type: string;
  data: object;
}

/** An event whose type and data the reader does not know in advance (the global log, the audit views). */
export interface UntypedEvent {
  type: string;
  data: Record<string, unknown>;
}

export type EventToAppend<E extends EventShape = UntypedEvent> = E & { metadata: EventMetadata };

export type RecordedEvent<E extends EventShape = UntypedEvent> = EventToAppend<E> & {
  /** Unique event id (uuid). */
  id: string;
  streamId: string;
  /** 0-based version of the event inside its stream. */
  version: number;
  /** Position in the global log: strictly increasing, > 0, comparable across streams. */
  position: number;
};

/**
 * Expected stream version for optimistic concurrency:
 * a number is the version of the stream's last event (so the first append to a new stream
 * with `expectedVersion: -1` is equivalent to 'no_stream'), 'any' skips the check.
 */
export type ExpectedVersion = number | 'any' | 'no_stream' | 'stream_exists';

export interface AppendResult {
  /** Version of the last appended event (the stream's new version). */
  nextVersion: number;
  /** Global position of the last appended event. */
  position: number;
}

export class WrongExpectedVersionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    /** -1 when the stream does not exist. */
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${String(expected)}`);
    this.name = 'WrongExpectedVersionError';
  }
}

/**
 * Most bytes one append may hold, counted by `appendSize`: EventStoreDB's default MaxAppendSize, to which the
 * embedded store holds too, so the same command gets the same answer on either set-up.
 */
export const MAX_APPEND_BYTES = 1024 * 1024;

/**
 * The size of an append as EventStoreDB counts it against MaxAppendSize (its Event.SizeOnDisk, summed): each event's
 * data and metadata as the client sends them (UTF-8 JSON) and its type at two bytes a character.
 */
export function appendSize(events: readonly { type: string; data: unknown; metadata?: unknown }[]): number {
  const bytes = (json: unknown) => (json === undefined ? 0 : Buffer.byteLength(JSON.stringify(json)));
  let size = 0;
  for (const { type, data, metadata } of events) size += bytes(data) + bytes(metadata) + type.length * 2;
  return size;
}

/** An append over MAX_APPEND_BYTES: nothing of it was written. */
export class AppendTooLargeError extends Error {
  constructor(
    readonly streamId: string,
    /** The append's size by `appendSize`. */
    readonly size: number,
    readonly limit: number,
  ) {
    super(`An append to ${streamId} of ${size} bytes is over the limit of ${limit} bytes`);
    this.name = 'AppendTooLargeError';
  }
}

/** The stream was deleted (EventStoreDB tombstones a stream for good): it can be neither read nor appended to. */
export class StreamDeletedError extends Error {
  constructor(readonly streamId: string) {
    super(`Stream ${streamId} was deleted`);
    this.name = 'StreamDeletedError';
  }
}

export interface SubscriptionHandlers<E extends EventShape = UntypedEvent> {
  /** Awaited: the next batch is not delivered before this resolves. Throwing ends the subscription and calls onError. */
  onBatch(events: RecordedEvent<E>[]): Promise<void>;
  /** Called each time the subscriber has received everything appended so far (at least once, after the catch-up read). */
  onCaughtUp?(position: number): void;
  /** The subscription has ended because of an error; the caller resubscribes from its own checkpoint. */
  onError?(error: unknown): void;
}

export interface Subscription {
  close(): Promise<void>;
}

/** An event store whose events are of E (by default any, untyped). */
export interface EventStore<E extends EventShape = UntypedEvent> {
  /**
   * Appends atomically; throws WrongExpectedVersionError when the stream's version differs. Resolves only once durable.
   * With no events it only checks the expected version and returns the stream's current version and the position of
   * its last event (-1 and 0 for a stream that does not exist).
   */
  append(
    streamId: string,
    events: EventToAppend<E>[],
    options: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult>;
  /** Events of one stream in version order, from `fromVersion` (inclusive, default 0); [] for an unknown stream. */
  readStream(streamId: string, options?: { fromVersion?: number; maxCount?: number }): Promise<RecordedEvent<E>[]>;
  /**
   * Events of the global log with position strictly greater than `after` (0 = from the start), in order. Readers of
   * the global log (here and in `subscribe`) may be handed the same event objects: they must not change them.
   */
  readAll(after: number, maxCount: number): Promise<RecordedEvent<E>[]>;
  /** Position of the last event in the global log, 0 when empty. */
  headPosition(): Promise<number>;
  /**
   * How many events of the global log lie after `position`, counting at most `limit`: a projector's lag in events.
   * Positions need not be dense (EventStoreDB's are log offsets), so the difference of two positions is no count.
   */
  eventsAfter(position: number, limit: number): Promise<number>;
  /** Catch-up then live subscription to the global log from `after` (exclusive), delivered in batches of at most `batchSize`. */
  subscribe(after: number, handlers: SubscriptionHandlers<E>, options?: { batchSize?: number }): Subscription;
  close(): Promise<void>;
}
