import { Readable } from 'node:stream';
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
import { describe } from 'vitest';
import { eventStoreContract } from './contract.ts';
import { type EsdbClient, eventStoreOnClient } from './eventstoredb.ts';

/**
 * An in-memory stand-in for the server, so the adapter's own logic (revision mapping, paging past system events,
 * batching and pausing subscriptions, catching up with and without the server's signal) runs without EventStoreDB.
 * It mimics what the adapter relies on: sparse positions, system events interleaved with ours, reads from a position
 * including the event at it, and a caught-up signal that arrives while events still sit in the stream's buffer.
 */
class StandInServer {
  private readonly log: AllStreamResolvedEvent[] = [];
  private nextPosition = 1000n;
  private readonly live = new Set<(record: AllStreamResolvedEvent) => void>();

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

  readonly client: EsdbClient = {
    appendToStream: (async (streamName: string, events: EventData[], options: AppendToStreamOptions = {}) => {
      await Promise.resolve();
      const expected: AppendExpectedRevision = options.expectedRevision ?? 'any';
      const current = this.current(streamName);
      const matches =
        expected === 'any' ||
        (expected === 'no_stream' && current === 'no_stream') ||
        (expected === 'stream_exists' && current !== 'no_stream') ||
        expected === current;
      if (!matches) throw new library.WrongExpectedVersionError(undefined, { streamName, expected, current });
      let position = { commit: 0n, prepare: 0n };
      for (const { id, type, data, metadata } of events)
        position = this.write(streamName, { id, type, data, metadata });
      this.write('$stats-stand-in', { id: crypto.randomUUID(), type: '$statsCollected', data: {}, metadata: {} });
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
      return (async function* () {
        if (!found) throw new library.StreamNotFoundError(undefined as never, streamName);
        yield* records.slice(0, Number(maxCount));
      })();
    }) as unknown as EsdbClient['readStream'],

    readAll: ((options: ReadAllOptions = {}) => {
      const { fromPosition = 'start', maxCount = Number.MAX_SAFE_INTEGER, direction = 'forwards' } = options;
      let records = direction === 'backwards' ? [...this.log].reverse() : [...this.log];
      if (typeof fromPosition === 'object') {
        records = records.filter((r) =>
          direction === 'forwards'
            ? r.commitPosition! >= fromPosition.commit
            : r.commitPosition! <= fromPosition.commit,
        );
      }
      return (async function* () {
        yield* records.slice(0, Number(maxCount));
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
