import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BroadcastChannel } from 'node:worker_threads';
import { open } from 'lmdb';
import { LMDB_MAP_SIZE } from '../lmdb-map.ts';
import { versionMatches } from './expected-version.ts';
import {
  type AppendResult,
  AppendTooLargeError,
  appendSize,
  type EventStore,
  type EventToAppend,
  type ExpectedVersion,
  MAX_APPEND_BYTES,
  type RecordedEvent,
  type Subscription,
  type SubscriptionHandlers,
  WrongExpectedVersionError,
} from './port.ts';
import { upcast } from './upcast.ts';

/** An event as stored under its global position (JSON, like EventStoreDB, so both adapters return the same shapes). */
interface StoredEvent extends EventToAppend {
  id: string;
  streamId: string;
  version: number;
}

type AppendOutcome = AppendResult | { conflict: number };

/** LMDB keys are at most 1978 bytes; the stream id is part of two keys. */
const MAX_STREAM_ID_BYTES = 1000;

/**
 * Event store on one LMDB environment at `path` (a directory), with three named databases:
 * `events` (global position → event, positions dense from 1), `stream-index` ([streamId, version] → position)
 * and `stream-heads` (streamId → last version). Several processes may open the same path: LMDB serialises
 * their write transactions, and live subscriptions poll so they see each other's appends.
 */
export async function openLmdbEventStore(
  path: string,
  {
    pollIntervalMs = 200,
    recentEvents = 20_000,
    bulkLoad = false,
  }: {
    /** How often a live subscription looks for appends made by other processes; this process's own wake it at once. */
    pollIntervalMs?: number;
    /** Events of the global log kept parsed for the next reader (see readPage). */
    recentEvents?: number;
    /**
     * For filling a new store that nothing else uses yet (the seed CLI): an append resolves once committed, without
     * waiting for the disk, which is flushed once, when the store closes. A crash of the machine before that may
     * lose any of it.
     */
    bulkLoad?: boolean;
  } = {},
): Promise<EventStore> {
  // overlappingSync (lmdb-js's default on Linux) flushes after the commit, on a timer: an append waiting for
  // `flushed` then took ~3.7 ms at p50 here against ~0.5 ms when the commit itself syncs. Appends that arrive
  // while a commit runs still share the next one (lmdb-js batches them), so this is group commit either way.
  const root = open({ path, overlappingSync: false, noSync: bulkLoad, mapSize: LMDB_MAP_SIZE });
  const events = root.openDB<string, number>({ name: 'events', encoding: 'string' });
  const streamIndex = root.openDB<number, [string, number]>({ name: 'stream-index' });
  const streamHeads = root.openDB<number, string>({ name: 'stream-heads' });

  const wakers = new Set<() => void>();
  // Other threads of this process that opened the same store hear of each append at once instead of polling.
  const threads = new BroadcastChannel(`bayline-lmdb-events:${resolve(path)}`);
  // The newest position any thread announced: a subscription that reads less than that retries on a fresh read
  // transaction instead of going back to sleep (lmdb-js reuses a read snapshot until its next tick).
  let announced = 0;
  const announce = (position: number) => {
    announced = Math.max(announced, position);
    for (const wake of wakers) wake();
  };
  threads.onmessage = ({ data }: { data: unknown }) => announce(typeof data === 'number' ? data : 0);
  threads.unref();
  const subscriptions = new Set<Subscription>();
  const appending = new Set<Promise<unknown>>();
  let closed = false;

  function assertOpen(): void {
    if (closed) throw new Error(`Event store at ${path} is closed`);
  }

  function lastPosition(): number {
    for (const key of events.getKeys({ reverse: true, limit: 1 })) return key;
    return 0;
  }

  function toRecorded(position: number, json: string): RecordedEvent {
    // The parsed object is ours: completing it costs less than copying it (replays parse millions).
    const recorded: StoredEvent & { position?: number } = JSON.parse(json);
    recorded.position = position;
    return upcast(recorded as RecordedEvent);
  }

  /**
   * The events of the global log read last, by position modulo its length. Every projector has a subscription of
   * its own, and they read the same pages at about the same time: each event is parsed once for all of them (the
   * parsing was half of a catch-up). An event never changes once written, so what is kept here is never stale.
   * `keep` is off for readAll: a rebuild replays the log alone, and keeping its pages only made more garbage to move.
   */
  const recent = new Array<RecordedEvent | undefined>(recentEvents);

  function readPage(after: number, maxCount: number, keep: boolean): RecordedEvent[] {
    const page: RecordedEvent[] = [];
    let next = after + 1;
    for (let kept = recent[next % recentEvents]; page.length < maxCount && kept?.position === next; ) {
      page.push(kept);
      next++;
      kept = recent[next % recentEvents];
    }
    if (page.length === maxCount) return page;
    for (const { key, value } of events.getRange({
      start: next - 1,
      exclusiveStart: true,
      limit: maxCount - page.length,
    })) {
      const event = toRecorded(key, value);
      if (keep) recent[key % recentEvents] = event;
      page.push(event);
    }
    return page;
  }

  /**
   * Runs inside the write transaction: reads see the transaction's own state, so the check and the writes are atomic.
   * A throw here would not undo the puts already made, so everything that can fail (encoding, key size) happens
   * before: `encoded` holds each event's JSON without its version, which only this function knows.
   */
  function appendInTransaction(streamId: string, encoded: string[], expected: ExpectedVersion): AppendOutcome {
    const current = streamHeads.get(streamId) ?? -1;
    if (!versionMatches(expected, current)) return { conflict: current };
    if (encoded.length === 0) {
      return { nextVersion: current, position: current === -1 ? 0 : streamIndex.get([streamId, current])! };
    }
    let position = lastPosition();
    let version = current;
    for (const json of encoded) {
      position++;
      version++;
      events.putSync(position, `{"version":${version},${json.slice(1)}`);
      streamIndex.putSync([streamId, version], position);
    }
    streamHeads.putSync(streamId, version);
    return { nextVersion: version, position };
  }

  async function commit(streamId: string, encoded: string[], expected: ExpectedVersion): Promise<AppendResult> {
    const outcome = await root.transaction(() => appendInTransaction(streamId, encoded, expected));
    if ('conflict' in outcome) throw new WrongExpectedVersionError(streamId, expected, outcome.conflict);
    // Committed survives the process dying; flushed also survives the machine losing power.
    await root.flushed;
    announce(outcome.position);
    threads.postMessage(outcome.position);
    return outcome;
  }

  function subscribe(
    after: number,
    handlers: SubscriptionHandlers,
    { batchSize = 500 }: { batchSize?: number } = {},
  ): Subscription {
    assertOpen();
    let stopped = false;
    let inHandler = false;
    let wake: (() => void) | undefined;
    const waker = () => wake?.();
    wakers.add(waker);

    const waitForNews = () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => wake?.(), pollIntervalMs);
        wake = () => {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        };
      });

    const run = async () => {
      let cursor = after;
      let reported = false;
      try {
        while (!stopped) {
          const page = readPage(cursor, batchSize, true);
          const last = page.at(-1);
          if (last) {
            inHandler = true;
            try {
              await handlers.onBatch(page);
            } finally {
              inHandler = false;
            }
            cursor = last.position;
            reported = false;
            continue;
          }
          if (announced > cursor) {
            root.resetReadTxn();
            await new Promise((resolve) => setTimeout(resolve, 5));
            continue;
          }
          if (!reported) {
            reported = true;
            handlers.onCaughtUp?.(cursor);
          }
          await waitForNews();
        }
      } catch (error) {
        if (!stopped) handlers.onError?.(error);
      } finally {
        stopped = true;
        wakers.delete(waker);
        subscriptions.delete(subscription);
      }
    };

    const done = run();
    const subscription: Subscription = {
      // Called from inside onBatch, close cannot wait for the loop (it is waiting for that onBatch); either way no batch starts after it.
      async close() {
        stopped = true;
        wake?.();
        if (!inHandler) await done;
      },
    };
    subscriptions.add(subscription);
    return subscription;
  }

  return {
    async append(streamId, toAppend, { expectedVersion }) {
      assertOpen();
      if (Buffer.byteLength(streamId) > MAX_STREAM_ID_BYTES) {
        throw new Error(`Stream id longer than ${MAX_STREAM_ID_BYTES} bytes: ${streamId.slice(0, 80)}...`);
      }
      // Checked before the expected version, as EventStoreDB does.
      const size = appendSize(toAppend);
      if (size > MAX_APPEND_BYTES) throw new AppendTooLargeError(streamId, size, MAX_APPEND_BYTES);
      const encoded = toAppend.map(({ type, data, metadata }) =>
        JSON.stringify({ id: randomUUID(), streamId, type, data, metadata }),
      );
      const appended = commit(streamId, encoded, expectedVersion);
      appending.add(appended);
      try {
        return await appended;
      } finally {
        appending.delete(appended);
      }
    },

    async readStream(streamId, { fromVersion = 0, maxCount = Number.MAX_SAFE_INTEGER } = {}) {
      assertOpen();
      // Commands read their streams forward from the version they hold: mostly nothing new, told by one lookup.
      if ((streamHeads.get(streamId) ?? -1) < fromVersion) return [];
      return Array.from(
        streamIndex.getRange({
          start: [streamId, fromVersion],
          end: [streamId, Number.MAX_SAFE_INTEGER],
          limit: maxCount,
        }),
        ({ value: position }) => toRecorded(position, events.get(position)!),
      );
    },

    async readAll(after, maxCount) {
      assertOpen();
      return readPage(after, maxCount, false);
    },

    async headPosition() {
      assertOpen();
      return lastPosition();
    },

    // Positions are dense here: the distance to the head is the count.
    async eventsAfter(position, limit) {
      assertOpen();
      return Math.min(limit, Math.max(0, lastPosition() - position));
    },

    subscribe,

    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...subscriptions].map((subscription) => subscription.close()));
      await Promise.allSettled(appending);
      threads.close();
      await root.close();
      if (bulkLoad) {
        const data = await fs.open(join(path, 'data.mdb'), 'r+');
        await data.sync();
        await data.close();
      }
    },
  };
}
