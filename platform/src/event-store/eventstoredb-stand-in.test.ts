import { Readable } from 'node:stream';
import { itemAt } from '@bayline/contracts/testing/item-at';
import type {
  AllStreamResolvedEvent,
  AppendExpectedRevision,
  AppendToStreamOptions,
  EventData,
  Filter,
  ReadAllOptions,
  ReadStreamOptions,
  SubscribeToAllOptions,
} from '@eventstore/db-client';
import * as library from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { eventStoreContract } from './contract.ts';
import { type EsdbClient, eventIdOf, eventStoreOnClient } from './eventstoredb.ts';
import {
  AppendTooLargeError,
  appendSize,
  type EventToAppend,
  MAX_APPEND_BYTES,
  StreamDeletedError,
  WrongExpectedVersionError,
} from './port.ts';

/**
 * An in-memory stand-in for the server, so the adapter's own logic (revision mapping, paging past system events,
 * batching and pausing subscriptions, catching up with and without the server's signal) runs without EventStoreDB.
 * It mimics what the adapter relies on: sparse positions, system events interleaved with ours, reads from a position
 * including the event at it, a caught-up signal that arrives while events still sit in the stream's buffer, and
 * idempotent appends: events whose ids are already where the expected revision puts them are not written again, and
 * the answer then carries no position. It refuses as the server does, with the client library's errors: an append
 * over MaxAppendSize (checked first, as the server does on receiving it), to or a read of a deleted stream, and a
 * wrong expected revision. Positions are as the server gives them for gRPC appends (implicit transactions): an
 * event's commit and prepare positions are both its place in the log, and an append answers with the commit
 * position of its last event and the prepare position of its first (where its transaction began).
 */
class StandInServer {
  private readonly log: AllStreamResolvedEvent[] = [];
  private readonly deleted = new Set<string>();
  private nextPosition = 1000n;
  private readonly live = new Set<(record: AllStreamResolvedEvent) => void>();
  /** What goes wrong with the next appends: done but answered as a dropped connection, or not reached at all. */
  failures: ('answer lost' | 'unreachable')[] = [];
  readAllCalls = 0;
  /** `$all` records handed out by reads. */
  recordsRead = 0;

  constructor(private readonly signalsCaughtUp: boolean) {}

  private write(streamId: string, event: { id: string; type: string; data: unknown; metadata: unknown }) {
    const position = { commit: this.nextPosition, prepare: this.nextPosition };
    this.nextPosition += 137n;
    const revision = BigInt(this.log.filter((r) => r.event?.streamId === streamId).length);
    const record = {
      event: { ...event, streamId, revision, isJson: true, created: new Date(), position },
      commitPosition: position.commit,
    } as AllStreamResolvedEvent;
    this.log.push(record);
    for (const push of this.live) push(record);
    return position;
  }

  private current(streamId: string): bigint | 'no_stream' {
    const last = this.log.findLast((r) => r.event?.streamId === streamId);
    return last?.event ? last.event.revision : 'no_stream';
  }

  /** The revision of the last of `events` when the stream already holds them where `expected` puts them. */
  private alreadyWritten(
    streamName: string,
    events: EventData[],
    expected: AppendExpectedRevision,
  ): bigint | undefined {
    const ids = this.log.filter((r) => r.event?.streamId === streamName).map((r) => r.event!.id);
    const from = expected === 'no_stream' ? 0 : typeof expected === 'bigint' ? Number(expected) + 1 : undefined;
    const start = from ?? ids.indexOf(itemAt(events, 0).id);
    if (start < 0 || events.some((e, i) => ids[start + i] !== e.id)) return undefined;
    return BigInt(start + events.length - 1);
  }

  /** Deletes a stream for good, as an operator's hard delete does: the server writes a tombstone in its place. */
  tombstone(streamName: string) {
    this.deleted.add(streamName);
    this.write(streamName, { id: crypto.randomUUID(), type: '$streamDeleted', data: {}, metadata: {} });
  }

  /** Writes a system event, as the server does now and then by itself. */
  writeSystemEvent() {
    this.write('$stats-stand-in', { id: crypto.randomUUID(), type: '$statsCollected', data: {}, metadata: {} });
  }

  readonly client: EsdbClient = {
    appendToStream: (async (streamName: string, events: EventData[], options: AppendToStreamOptions = {}) => {
      await Promise.resolve();
      const failure = this.failures.shift();
      if (failure === 'unreachable') throw new library.UnavailableError(undefined, 'no connection');
      if (appendSize(events) > MAX_APPEND_BYTES)
        throw library.MaxAppendSizeExceededError.fromMaxAppendSize(MAX_APPEND_BYTES);
      if (this.deleted.has(streamName)) throw library.StreamDeletedError.fromStreamName(streamName);
      const expected: AppendExpectedRevision = options.expectedRevision ?? 'any';
      const done = this.alreadyWritten(streamName, events, expected);
      if (done !== undefined) return { success: true, nextExpectedRevision: done, position: undefined };
      const current = this.current(streamName);
      const matches =
        expected === 'any' ||
        (expected === 'no_stream' && current === 'no_stream') ||
        (expected === 'stream_exists' && current !== 'no_stream') ||
        expected === current;
      if (!matches) throw new library.WrongExpectedVersionError(undefined, { streamName, expected, current });
      const positions = events.map(({ id, type, data, metadata }) =>
        this.write(streamName, { id, type, data, metadata }),
      );
      this.writeSystemEvent();
      if (failure === 'answer lost') throw new library.UnavailableError(undefined, 'the connection dropped');
      const position = { commit: positions.at(-1)!.commit, prepare: positions[0]!.prepare };
      return { success: true, nextExpectedRevision: this.current(streamName) as bigint, position };
    }) as EsdbClient['appendToStream'],

    readStream: ((streamName: string, options: ReadStreamOptions = {}) => {
      const { fromRevision = 'start', maxCount = Number.MAX_SAFE_INTEGER, direction = 'forwards' } = options;
      let records = this.log.filter((r) => r.event?.streamId === streamName);
      const found = records.length > 0;
      if (direction === 'backwards') records = records.reverse();
      if (typeof fromRevision === 'bigint') {
        records = records.filter((r) =>
          direction === 'forwards' ? r.event!.revision >= fromRevision : r.event!.revision <= fromRevision,
        );
      }
      const deleted = this.deleted.has(streamName);
      return (async function* () {
        if (deleted) throw library.StreamDeletedError.fromStreamName(streamName);
        if (!found) throw new library.StreamNotFoundError(undefined as never, streamName);
        yield* records.slice(0, Number(maxCount));
      })();
    }) as unknown as EsdbClient['readStream'],

    readAll: ((options: ReadAllOptions = {}) => {
      this.readAllCalls++;
      const { fromPosition = 'start', maxCount = Number.MAX_SAFE_INTEGER, direction = 'forwards' } = options;
      let records = direction === 'backwards' ? [...this.log].reverse() : [...this.log];
      if (typeof fromPosition === 'object') {
        records = records.filter((r) =>
          direction === 'forwards'
            ? r.commitPosition! >= fromPosition.commit
            : r.commitPosition! <= fromPosition.commit,
        );
      }
      const read = records.slice(0, Number(maxCount));
      this.recordsRead += read.length;
      return (async function* () {
        yield* read;
      })();
    }) as unknown as EsdbClient['readAll'],

    subscribeToAll: ((options: SubscribeToAllOptions = {}) => {
      const { fromPosition = 'start', filter } = options;
      const stream = new Readable({ objectMode: true, read() {} });
      const passes = (record: AllStreamResolvedEvent) =>
        !filter || new RegExp((filter as Filter & { regex: string }).regex).test(record.event!.type);
      const push = (record: AllStreamResolvedEvent) => {
        if (passes(record)) stream.push(record);
      };
      Object.assign(stream, {
        unsubscribe: async () => {
          this.live.delete(push);
          stream.destroy();
        },
      });
      setImmediate(() => {
        stream.emit('confirmation');
        const from = typeof fromPosition === 'object' ? fromPosition.commit : -1n;
        for (const record of this.log) if (record.commitPosition! > from) push(record);
        this.live.add(push);
        if (this.signalsCaughtUp) stream.emit('caughtUp');
      });
      return stream;
    }) as unknown as EsdbClient['subscribeToAll'],

    dispose: async () => {},
  };
}

describe('EventStoreDB adapter on a stand-in server', () => {
  eventStoreContract('eventstoredb logic, server signals caught-up', async () => {
    const store = eventStoreOnClient(new StandInServer(true).client, library);
    return { store, cleanup: () => store.close() };
  });

  eventStoreContract('eventstoredb logic, older server without the signal', async () => {
    const store = eventStoreOnClient(new StandInServer(false).client, library);
    return { store, cleanup: () => store.close() };
  });
});

async function collectRecords<T>(read: AsyncIterable<T>): Promise<T[]> {
  const records: T[] = [];
  for await (const record of read) records.push(record);
  return records;
}

function jobMoved(correlationId: string, department: string): EventToAppend {
  return {
    type: 'JobMovedToDepartment',
    data: { department },
    metadata: {
      userId: 'u1',
      at: '2026-03-04T05:06:07.000Z',
      locationShortName: 'HQ',
      correlationId,
      schemaVersion: 1,
    },
  };
}

describe('EventStoreDB adapter on a stand-in server, beyond the contract', () => {
  it('writes an append once when its answer was lost and it was sent again, and answers its position', async () => {
    const server = new StandInServer(true);
    const store = eventStoreOnClient(server.client, library);
    await store.append('job-1', [jobMoved('c0', 'BODY')], { expectedVersion: 'no_stream' });
    server.failures = ['answer lost'];
    const result = await store.append('job-1', [jobMoved('c1', 'PAINT'), jobMoved('c1', 'QC')], { expectedVersion: 0 });
    const stream = await store.readStream('job-1');
    expect(stream.map((e) => e.data.department)).toEqual(['BODY', 'PAINT', 'QC']);
    expect(result).toEqual({ nextVersion: 2, position: stream[2]?.position });
    await store.close();
  });

  it('writes a command once when the caller appends it again after an error that hid its success', async () => {
    const server = new StandInServer(true);
    const store = eventStoreOnClient(server.client, library);
    await store.append('job-1', [jobMoved('c0', 'BODY')], { expectedVersion: 'no_stream' });
    const command = () => store.append('job-1', [jobMoved('c1', 'PAINT')], { expectedVersion: 0 });
    server.failures = ['answer lost', 'unreachable', 'unreachable'];
    await expect(command()).rejects.toBeInstanceOf(library.UnavailableError);
    const result = await command();
    const stream = await store.readStream('job-1');
    expect(stream.map((e) => e.data.department)).toEqual(['BODY', 'PAINT']);
    expect(result).toEqual({ nextVersion: 1, position: stream[1]?.position });
    await store.close();
  });

  it('derives event ids from the append, so only the same append gets the same ids', () => {
    const moved = jobMoved('c1', 'PAINT');
    const id = eventIdOf('job-1', 0, 0, moved);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(eventIdOf('job-1', 0, 0, jobMoved('c1', 'PAINT'))).toBe(id);
    const others = [
      eventIdOf('job-2', 0, 0, moved),
      eventIdOf('job-1', 1, 0, moved),
      eventIdOf('job-1', 'any', 0, moved),
      eventIdOf('job-1', 0, 1, moved),
      eventIdOf('job-1', 0, 0, jobMoved('c2', 'PAINT')),
      eventIdOf('job-1', 0, 0, jobMoved('c1', 'QC')),
    ];
    expect(new Set([id, ...others]).size).toBe(7);
  });

  it('answers the port’s errors for the server’s refusals: too large, wrong version, deleted stream', async () => {
    const server = new StandInServer(true);
    const store = eventStoreOnClient(server.client, library);
    await store.append('job-1', [jobMoved('c0', 'BODY')], { expectedVersion: 'no_stream' });
    const huge = { ...jobMoved('c1', 'PAINT'), data: { department: 'x'.repeat(MAX_APPEND_BYTES) } };
    // The server's own errors, as the client library raises them...
    const raw = (events: EventToAppend[], expectedRevision: AppendExpectedRevision) =>
      server.client.appendToStream(
        'job-1',
        events.map((e) => library.jsonEvent({ type: e.type, data: e.data, metadata: { ...e.metadata } })),
        { expectedRevision },
      );
    await expect(raw([huge], 5n)).rejects.toMatchObject({
      constructor: library.MaxAppendSizeExceededError,
      maxAppendSize: MAX_APPEND_BYTES,
    });
    await expect(raw([jobMoved('c1', 'PAINT')], 5n)).rejects.toBeInstanceOf(library.WrongExpectedVersionError);
    // ...and the port's, from the adapter.
    await expect(store.append('job-1', [huge], { expectedVersion: 0 })).rejects.toMatchObject({
      constructor: AppendTooLargeError,
      size: appendSize([huge]),
      limit: MAX_APPEND_BYTES,
    });
    await expect(store.append('job-1', [jobMoved('c1', 'PAINT')], { expectedVersion: 5 })).rejects.toMatchObject({
      constructor: WrongExpectedVersionError,
      actual: 0,
    });
    expect(await store.readStream('job-1')).toHaveLength(1);

    server.tombstone('job-1');
    await expect(raw([jobMoved('c1', 'PAINT')], 'any')).rejects.toBeInstanceOf(library.StreamDeletedError);
    for (const refused of [
      store.append('job-1', [jobMoved('c1', 'PAINT')], { expectedVersion: 'any' }),
      store.append('job-1', [], { expectedVersion: 'any' }),
      store.readStream('job-1'),
    ])
      await expect(refused).rejects.toMatchObject({ constructor: StreamDeletedError, streamId: 'job-1' });
    // The tombstone is the server's own record, not one of our events.
    expect((await store.readAll(0, 10)).map((e) => e.type)).toEqual(['JobMovedToDepartment']);
    await store.close();
  });

  it('gives positions as the server does: an event’s commit and prepare are its place, an append’s answer spans it', async () => {
    const server = new StandInServer(true);
    const store = eventStoreOnClient(server.client, library);
    const { position } = await store.append('job-1', [jobMoved('c0', 'BODY'), jobMoved('c0', 'PAINT')], {
      expectedVersion: 'no_stream',
    });
    const read = await collectRecords(server.client.readAll({ maxCount: 10 }));
    const ours = read.filter((r) => r.event?.streamId === 'job-1').map((r) => r.event!.position!);
    expect(ours.every((p) => p.commit === p.prepare)).toBe(true);
    expect(position).toBe(Number(ours[1]?.commit));
    const answer = await server.client.appendToStream('job-2', [
      library.jsonEvent({ type: 'A', data: {} }),
      library.jsonEvent({ type: 'B', data: {} }),
    ]);
    const job2 = (await collectRecords(server.client.readStream('job-2'))).map((r) => r.event!.position!);
    expect(answer.position).toEqual({ commit: job2[1]?.commit, prepare: job2[0]?.prepare });
    expect((await store.readStream('job-1')).map((e) => e.position)).toEqual(ours.map((p) => Number(p.commit)));
    await store.close();
  });

  it('reads the head in one call, also after a quiet spell full of system events', async () => {
    const server = new StandInServer(true);
    const store = eventStoreOnClient(server.client, library);
    // About 1,000 events already, so a read that pages through them all shows.
    for (let i = 0; i < 1000; i++)
      await store.append(`job-${i + 2}`, [jobMoved(`c${i}`, 'BODY')], { expectedVersion: 'any' });
    const { position } = await store.append('job-1', [jobMoved('c0', 'BODY')], { expectedVersion: 'no_stream' });
    const headIn = async () => {
      const [calls, records] = [server.readAllCalls, server.recordsRead];
      const head = await store.headPosition();
      return { head, calls: server.readAllCalls - calls, fewRecords: server.recordsRead - records <= 32 };
    };
    const oneSmallRead = { head: position, calls: 1, fewRecords: true };
    expect(await headIn()).toEqual(oneSmallRead);
    for (let i = 0; i < 20; i++) server.writeSystemEvent();
    expect(await headIn()).toEqual(oneSmallRead);
    for (let i = 0; i < 20; i++) server.writeSystemEvent();
    expect(await headIn()).toEqual(oneSmallRead);
    // A store that never read the head pages back past them, once.
    for (let i = 0; i < 100; i++) server.writeSystemEvent();
    const fresh = eventStoreOnClient(server.client, library);
    expect(await fresh.headPosition()).toBe(position);
    const again = server.readAllCalls;
    expect(await fresh.headPosition()).toBe(position);
    expect(server.readAllCalls - again).toBe(1);
    await Promise.all([store.close(), fresh.close()]);
  });
});
