import { randomUUID } from 'node:crypto';
import type {
  AllStreamResolvedEvent,
  AppendExpectedRevision,
  RecordedEvent as EsdbRecordedEvent,
  EventStoreDBClient,
  Position,
  ReadPosition,
} from '@eventstore/db-client';
import { versionMatches } from './expected-version.ts';
import {
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  type RecordedEvent,
  type Subscription,
  type SubscriptionHandlers,
  WrongExpectedVersionError,
} from './port.ts';

/** How many `$all` records one read asks for while skipping system events. */
const PAGE = 1000;

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

function toRecorded(event: EsdbRecordedEvent): RecordedEvent {
  return {
    id: event.id,
    streamId: event.streamId,
    version: Number(event.revision),
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: event.metadata as unknown as EventMetadata,
    position: positionOf(event),
  };
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
  'StreamNotFoundError' | 'WrongExpectedVersionError' | 'excludeSystemEvents' | 'jsonEvent'
>;

/**
 * Event store on EventStoreDB / KurrentDB. Positions are `$all` commit positions (not dense, but strictly increasing).
 * `$all` reads and subscriptions leave out system events (types starting with `$`) and non-JSON events.
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
    WrongExpectedVersionError: EsdbWrongExpectedVersionError,
    excludeSystemEvents,
    jsonEvent,
  } = library;
  const subscriptions = new Set<Subscription>();
  let closed = false;

  function assertOpen(): void {
    if (closed) throw new Error('EventStoreDB event store is closed');
  }

  async function lastEventOf(streamId: string): Promise<EsdbRecordedEvent | undefined> {
    try {
      const [resolved] = await collect(
        client.readStream(streamId, { direction: 'backwards', fromRevision: 'end', maxCount: 1 }),
      );
      return resolved?.event;
    } catch (error) {
      if (error instanceof StreamNotFoundError) return undefined;
      throw error;
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
      throw error;
    }
  }

  async function readAll(after: number, maxCount: number): Promise<RecordedEvent[]> {
    assertOpen();
    const found: RecordedEvent[] = [];
    let from = toReadPosition(after);
    let last = after;
    while (found.length < maxCount) {
      // One more than needed: a read from a position includes the event at it, which was seen already.
      const want = Math.min(maxCount - found.length + 1, PAGE);
      const page = await collect(client.readAll({ fromPosition: from, maxCount: want }));
      for (const { event } of page) {
        if (!event || positionOf(event) <= last) continue;
        last = positionOf(event);
        if (isOurs(event) && found.length < maxCount) found.push(toRecorded(event));
      }
      const lastRead = page[page.length - 1]?.event?.position;
      if (page.length < want || !lastRead) break;
      from = lastRead;
    }
    return found;
  }

  async function headPosition(): Promise<number> {
    assertOpen();
    let from: ReadPosition = 'end';
    for (;;) {
      const page: AllStreamResolvedEvent[] = await collect(
        client.readAll({ direction: 'backwards', fromPosition: from, maxCount: PAGE }),
      );
      const newest = page.find(({ event }) => event && isOurs(event));
      if (newest?.event) return positionOf(newest.event);
      const oldest: Position | undefined = page[page.length - 1]?.event?.position;
      if (page.length < PAGE || !oldest) return 0;
      from = oldest;
    }
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
    try {
      const result = await client.appendToStream(
        streamId,
        toAppend.map(({ type, data, metadata }) =>
          jsonEvent({ id: randomUUID(), type, data, metadata: { ...metadata } as Record<string, unknown> }),
        ),
        { expectedRevision: toRevision(expectedVersion) },
      );
      if (!result.position) throw new Error('EventStoreDB did not report the append position');
      return { nextVersion: Number(result.nextExpectedRevision), position: Number(result.position.commit) };
    } catch (error) {
      if (error instanceof EsdbWrongExpectedVersionError) {
        const actual = error.actualVersion === 'no_stream' ? -1 : Number(error.actualVersion);
        throw new WrongExpectedVersionError(streamId, expectedVersion, actual);
      }
      throw error;
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
          delivered = batch[batch.length - 1].position;
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
    subscribe,
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await client.dispose();
    },
  };
}
