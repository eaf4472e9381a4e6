import { createHash } from 'node:crypto';
import type {
  AllStreamResolvedEvent,
  AppendExpectedRevision,
  RecordedEvent as EsdbRecordedEvent,
  EventStoreDBClient,
  ReadPosition,
} from '@eventstore/db-client';
import { versionMatches } from './expected-version.ts';
import {
  type AppendResult,
  AppendTooLargeError,
  appendSize,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type RecordedEvent,
  StreamDeletedError,
  type Subscription,
  type SubscriptionHandlers,
  WrongExpectedVersionError,
} from './port.ts';
import { upcast } from './upcast.ts';

/** How many `$all` records one read asks for while skipping system events. */
const PAGE = 1000;

/** How many of the newest `$all` records one head read asks for: ours are nearly always among them. */
const HEAD_PAGE = 32;

/** Tries of an append whose answer was lost on the way (server unavailable, deadline exceeded). */
const APPEND_TRIES = 3;

/**
 * The id of an event, derived from what the command appends (its stream, the version it expects, its place in the
 * append, and the event with its metadata, which carries the command's correlation id and time). An append retried
 * after its answer was lost sends the same ids, and EventStoreDB then reports the earlier write instead of writing
 * the events again; anything else that differs gets other ids.
 */
export function eventIdOf(streamId: string, expected: ExpectedVersion, index: number, event: EventToAppend): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([streamId, expected, index, event.type, event.data, event.metadata]))
    .digest();
  // RFC 9562 layout: version 8 (custom), variant 10.
  hash.writeUInt8((hash.readUInt8(6) & 0x0f) | 0x80, 6);
  hash.writeUInt8((hash.readUInt8(8) & 0x3f) | 0x80, 8);
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function toRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'no_stream' || expected === -1) return 'no_stream';
  if (expected === 'any' || expected === 'stream_exists') return expected;
  return BigInt(expected);
}

/** Exact position of an event in `$all`: for events appended over gRPC, commit and prepare positions are equal. */
function toReadPosition(position: number): ReadPosition {
  return position === 0 ? 'start' : { commit: BigInt(position), prepare: BigInt(position) };
}

/** Events Bayline wrote: not system events, and JSON (the only content type this adapter appends). */
function isOurs(event: EsdbRecordedEvent): boolean {
  return !event.type.startsWith('$') && event.isJson;
}

function positionOf(event: EsdbRecordedEvent): number {
  if (!event.position) throw new Error('EventStoreDB did not report the event position (needs server 22.6 or later)');
  return Number(event.position.commit);
}

/** An event's data as Bayline appends it: a JSON object (never an array, a string or bytes). */
function dataOf(event: EsdbRecordedEvent): Record<string, unknown> {
  const { data } = event;
  if (typeof data === 'object' && !Array.isArray(data) && !(data instanceof Uint8Array)) return data;
  throw new Error(`${event.type} ${event.revision} of ${event.streamId} holds no JSON object`);
}

function toRecorded(event: EsdbRecordedEvent): RecordedEvent {
  return upcast({
    id: event.id,
    streamId: event.streamId,
    version: Number(event.revision),
    type: event.type,
    data: dataOf(event),
    metadata: event.metadata as unknown as EventMetadata,
    position: positionOf(event),
  });
}

async function collect<T>(read: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of read) items.push(item);
  return items;
}

/** The parts of the client this adapter uses. */
export type EsdbClient = Pick<
  EventStoreDBClient,
  'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll' | 'dispose'
>;

/** The parts of the client library this adapter uses besides the client. */
export type EsdbLibrary = Pick<
  typeof import('@eventstore/db-client'),
  | 'StreamNotFoundError'
  | 'StreamDeletedError'
  | 'MaxAppendSizeExceededError'
  | 'WrongExpectedVersionError'
  | 'UnavailableError'
  | 'DeadlineExceededError'
  | 'excludeSystemEvents'
  | 'jsonEvent'
>;

/**
 * Event store on EventStoreDB / KurrentDB. Positions are `$all` commit positions: strictly increasing but not dense
 * (they are offsets in the server's log), so the distance between two positions is no count of events, and
 * `eventsAfter` counts them by reading. `$all` reads and subscriptions leave out system events (types starting
 * with `$`) and non-JSON events. Event ids are derived from the append (see `eventIdOf`), so an append is retried
 * when its answer was lost without risk of writing it twice.
 */
export async function openEventStoreDb(connectionString: string): Promise<EventStore> {
  // Loaded here, not at the top: the gRPC client takes most of a second to load, which the embedded mode should not pay.
  const library = await import('@eventstore/db-client');
  return eventStoreOnClient(library.EventStoreDBClient.connectionString(connectionString), library);
}

/** The adapter over a client; separate from openEventStoreDb so tests can drive it with a stand-in server. */
export function eventStoreOnClient(client: EsdbClient, library: EsdbLibrary): EventStore {
  const {
    StreamNotFoundError,
    StreamDeletedError: EsdbStreamDeletedError,
    MaxAppendSizeExceededError,
    WrongExpectedVersionError: EsdbWrongExpectedVersionError,
    UnavailableError,
    DeadlineExceededError,
    excludeSystemEvents,
    jsonEvent,
  } = library;
  /** The newest `$all` record a head read saw, and the newest of our events at or before it. */
  let lastHeadRead: { top: number; head: number } | undefined;
  const subscriptions = new Set<Subscription>();
  let closed = false;

  function assertOpen(): void {
    if (closed) throw new Error('EventStoreDB event store is closed');
  }

  /** The client's error for what the port names, else the error itself. */
  function ourError(error: unknown, streamId: string): unknown {
    return error instanceof EsdbStreamDeletedError ? new StreamDeletedError(streamId) : error;
  }

  async function lastEventOf(streamId: string): Promise<EsdbRecordedEvent | undefined> {
    try {
      const [resolved] = await collect(
        client.readStream(streamId, { direction: 'backwards', fromRevision: 'end', maxCount: 1 }),
      );
      return resolved?.event;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return undefined;
      throw ourError(error, streamId);
    }
  }

  async function readStream(
    streamId: string,
    { fromVersion = 0, maxCount = Number.MAX_SAFE_INTEGER }: { fromVersion?: number; maxCount?: number } = {},
  ): Promise<RecordedEvent[]> {
    assertOpen();
    if (maxCount <= 0) return [];
    try {
      const read = await collect(client.readStream(streamId, { fromRevision: BigInt(fromVersion), maxCount }));
      return read.flatMap(({ event }) => (event ? [toRecorded(event)] : []));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw ourError(error, streamId);
    }
  }

  /**
   * Walks `$all` after a position a page at a time, handing each of our events to `take` until it has taken
   * `maxCount`; no more than a page is held at once. Answers how many it took.
   */
  async function walkAll(after: number, maxCount: number, take: (event: EsdbRecordedEvent) => void) {
    assertOpen();
    let taken = 0;
    let from = toReadPosition(after);
    let last = after;
    while (taken < maxCount) {
      // One more than needed: a read from a position includes the event at it, which was seen already.
      const want = Math.min(maxCount - taken + 1, PAGE);
      const page = await collect(client.readAll({ fromPosition: from, maxCount: want }));
      for (const { event } of page) {
        if (!event || positionOf(event) <= last) continue;
        last = positionOf(event);
        if (isOurs(event) && taken < maxCount) {
          take(event);
          taken++;
        }
      }
      const lastRead = page[page.length - 1]?.event?.position;
      if (page.length < want || !lastRead) break;
      from = lastRead;
    }
    return taken;
  }

  async function readAll(after: number, maxCount: number): Promise<RecordedEvent[]> {
    const found: RecordedEvent[] = [];
    await walkAll(after, maxCount, (event) => found.push(toRecorded(event)));
    return found;
  }

  /**
   * One backwards read of the newest records, in all but rare cases: it holds one of our events, or it reaches
   * back to what the previous head read saw (so nothing of ours came since). Only a long quiet spell full of
   * system events makes it page further, once.
   */
  async function headPosition(): Promise<number> {
    assertOpen();
    let from: ReadPosition = 'end';
    let top: number | undefined;
    let head = 0;
    for (;;) {
      const page: AllStreamResolvedEvent[] = await collect(
        client.readAll({ direction: 'backwards', fromPosition: from, maxCount: HEAD_PAGE }),
      );
      const records = page.flatMap(({ event }) => (event ? [event] : []));
      const [newestRecord] = records;
      if (newestRecord) top ??= positionOf(newestRecord);
      const newest = records.find(isOurs);
      if (newest) {
        head = positionOf(newest);
        break;
      }
      const oldest = records.at(-1);
      if (!oldest || page.length < HEAD_PAGE) break;
      if (lastHeadRead && positionOf(oldest) <= lastHeadRead.top) {
        head = lastHeadRead.head;
        break;
      }
      from = oldest.position!;
    }
    if (top !== undefined) lastHeadRead = { top, head };
    return head;
  }

  /** Counted, not kept: the Operations page and /health ask with a limit of a million. */
  const eventsAfter = (position: number, limit: number) => walkAll(position, limit, () => undefined);

  /** The global position of a stream's event, for an append EventStoreDB reported as done earlier (no position). */
  async function positionOfVersion(streamId: string, version: bigint): Promise<number> {
    const [resolved] = await collect(client.readStream(streamId, { fromRevision: version, maxCount: 1 }));
    if (!resolved?.event) throw new Error(`EventStoreDB has no event ${version} in ${streamId} after appending it`);
    return positionOf(resolved.event);
  }

  async function append(
    streamId: string,
    toAppend: EventToAppend[],
    { expectedVersion }: { expectedVersion: ExpectedVersion },
  ): Promise<AppendResult> {
    assertOpen();
    if (toAppend.length === 0) {
      // Nothing to write, so a read is enough to check the version.
      const last = await lastEventOf(streamId);
      const actual = last ? Number(last.revision) : -1;
      if (!versionMatches(expectedVersion, actual))
        throw new WrongExpectedVersionError(streamId, expectedVersion, actual);
      return { nextVersion: actual, position: last ? positionOf(last) : 0 };
    }
    const events = toAppend.map((event, index) =>
      jsonEvent({
        id: eventIdOf(streamId, expectedVersion, index, event),
        type: event.type,
        data: event.data,
        metadata: { ...event.metadata } as Record<string, unknown>,
      }),
    );
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await client.appendToStream(streamId, events, { expectedRevision: toRevision(expectedVersion) });
        const position = result.position?.commit;
        return {
          nextVersion: Number(result.nextExpectedRevision),
          // An append the server had already done answers without a position (or with -1).
          position:
            position !== undefined && position > 0n
              ? Number(position)
              : await positionOfVersion(streamId, result.nextExpectedRevision),
        };
      } catch (error) {
        if (error instanceof EsdbWrongExpectedVersionError) {
          const actual = error.actualVersion === 'no_stream' ? -1 : Number(error.actualVersion);
          throw new WrongExpectedVersionError(streamId, expectedVersion, actual);
        }
        // The server refuses the whole append; counted here as it counts it, for the message.
        if (error instanceof MaxAppendSizeExceededError)
          throw new AppendTooLargeError(streamId, appendSize(toAppend), error.maxAppendSize);
        const answerLost = error instanceof UnavailableError || error instanceof DeadlineExceededError;
        if (!answerLost || attempt === APPEND_TRIES) throw ourError(error, streamId);
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
      }
    }
  }

  function subscribe(
    after: number,
    handlers: SubscriptionHandlers,
    { batchSize = 500 }: { batchSize?: number } = {},
  ): Subscription {
    assertOpen();
    const stream = client.subscribeToAll({ fromPosition: toReadPosition(after), filter: excludeSystemEvents() });
    const buffer: RecordedEvent[] = [];
    let stopped = false;
    let inHandler = false;
    let draining: Promise<void> | undefined;
    /** Last position taken from the stream (events at or before it are duplicates) and last one delivered. */
    let queued = after;
    let delivered = after;
    let received = 0;
    /** Set by the server's caught-up signal: how many records must have been received before it holds. */
    let caughtUpAt: number | undefined;
    let serverSignalsCaughtUp = false;
    /** Without the server's signal (older servers), compare with the head after each batch instead. */
    let checkHead = true;
    let live = false;
    let reportedAt: number | undefined;

    const report = () => {
      if (reportedAt === delivered) return;
      reportedAt = delivered;
      handlers.onCaughtUp?.(delivered);
    };

    const stop = async (error?: unknown) => {
      if (stopped) return;
      stopped = true;
      subscriptions.delete(subscription);
      if (error !== undefined) handlers.onError?.(error);
      // The subscription is over either way; failing to cancel it (connection already gone) changes nothing.
      await stream.unsubscribe().catch(() => {});
    };

    const drainLoop = async () => {
      while (!stopped) {
        if (buffer.length > 0) {
          const batch = buffer.splice(0, batchSize);
          if (buffer.length < batchSize) stream.resume();
          inHandler = true;
          try {
            await handlers.onBatch(batch);
          } finally {
            inHandler = false;
          }
          delivered = batch.at(-1)?.position ?? delivered;
          checkHead = !serverSignalsCaughtUp;
          continue;
        }
        if (caughtUpAt !== undefined && received >= caughtUpAt) {
          caughtUpAt = undefined;
          live = true;
          report();
          continue;
        }
        if (live && stream.readableLength === 0) report();
        if (checkHead) {
          checkHead = false;
          if (delivered >= (await headPosition())) report();
          continue;
        }
        return;
      }
    };

    const drain = () => {
      if (draining || stopped) return;
      draining = drainLoop()
        .catch((error) => stop(error))
        .finally(() => {
          draining = undefined;
        });
    };

    // Deliver what has arrived in this turn as one batch rather than one event at a time.
    let scheduled = false;
    const scheduleDrain = () => {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        drain();
      });
    };

    stream.on('data', ({ event }: AllStreamResolvedEvent) => {
      received++;
      if (!event || !isOurs(event)) return;
      const position = positionOf(event);
      if (position <= queued) return;
      queued = position;
      buffer.push(toRecorded(event));
      if (buffer.length >= batchSize) stream.pause();
      scheduleDrain();
    });
    stream.on('caughtUp', () => {
      serverSignalsCaughtUp = true;
      checkHead = false;
      // Records already pushed into the stream but not yet read come before the signal.
      caughtUpAt = received + stream.readableLength;
      scheduleDrain();
    });
    stream.on('fellBehind', () => {
      live = false;
    });
    stream.on('confirmation', scheduleDrain);
    stream.on('error', (error) => void stop(error));
    stream.on('end', () => void stop(new Error('EventStoreDB ended the subscription')));

    const subscription: Subscription = {
      // Called from inside onBatch, close cannot wait for that onBatch; either way no batch starts after it.
      async close() {
        await stop();
        if (!inHandler) await draining;
      },
    };
    subscriptions.add(subscription);
    return subscription;
  }

  return {
    append,
    readStream,
    readAll,
    headPosition,
    eventsAfter,
    subscribe,
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await client.dispose();
    },
  };
}
