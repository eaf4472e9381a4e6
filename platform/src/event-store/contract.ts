import { randomUUID } from 'node:crypto';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AppendTooLargeError,
  appendSize,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  MAX_APPEND_BYTES,
  type RecordedEvent,
  type Subscription,
  WrongExpectedVersionError,
} from './port.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function metadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    userId: 'user-1',
    at: '2026-03-04T05:06:07.000Z',
    locationShortName: 'HQ',
    correlationId: randomUUID(),
    schemaVersion: 1,
    ...overrides,
  };
}

function event(type: string, data: Record<string, unknown> = {}): EventToAppend {
  return { type, data, metadata: metadata() };
}

function events(count: number, type = 'Counted'): EventToAppend[] {
  return Array.from({ length: count }, (_, i) => event(type, { i }));
}

/** Unique per call, so the suite can run against a shared server. */
function newStream(): string {
  return `contract-${randomUUID()}`;
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection, but the promise resolved');
}

async function expectWrongVersion(promise: Promise<unknown>, streamId: string, actual: number): Promise<void> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  expect(error).toMatchObject({ streamId, actual });
}

async function waitFor(what: string, condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectStrictlyIncreasing(positions: number[]): void {
  positions.slice(1).forEach((position, i) => {
    expect(position).toBeGreaterThan(itemAt(positions, i));
  });
}

/** One suite that every EventStore adapter must pass. `open` is called once; `cleanup` closes and removes the store. */
export function eventStoreContract(
  name: string,
  open: () => Promise<{ store: EventStore; cleanup(): Promise<void> }>,
): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let cleanup: (() => Promise<void>) | undefined;
    const subscriptions: Subscription[] = [];

    beforeAll(async () => {
      ({ store, cleanup } = await open());
    });

    afterEach(async () => {
      await Promise.all(subscriptions.splice(0).map((subscription) => subscription.close()));
    });

    afterAll(async () => {
      await cleanup?.();
    });

    /** Subscribes and records everything the handlers receive. */
    function record(after: number, batchSize: number, onBatch?: (batch: RecordedEvent[]) => Promise<void>) {
      const seen = {
        batches: [] as RecordedEvent[][],
        delivered: [] as RecordedEvent[],
        /** Each onCaughtUp call with how many events had been delivered at that moment. */
        caughtUp: [] as { position: number; deliveredCount: number }[],
        errors: [] as unknown[],
        subscription: undefined as unknown as Subscription,
      };
      seen.subscription = store.subscribe(
        after,
        {
          async onBatch(batch) {
            seen.batches.push(batch);
            seen.delivered.push(...batch);
            await onBatch?.(batch);
          },
          onCaughtUp(position) {
            seen.caughtUp.push({ position, deliveredCount: seen.delivered.length });
          },
          onError(error) {
            seen.errors.push(error);
          },
        },
        { batchSize },
      );
      subscriptions.push(seen.subscription);
      return seen;
    }

    describe('append', () => {
      it("creates a stream with 'no_stream' and with -1", async () => {
        const first = newStream();
        const result = await store.append(first, [event('Opened', { n: 1 }), event('Renamed', { n: 2 })], {
          expectedVersion: 'no_stream',
        });
        expect(result.nextVersion).toBe(1);
        expect(result.position).toBeGreaterThan(0);
        const read = await store.readStream(first);
        expect(read.map((e) => [e.streamId, e.version, e.type, e.data])).toEqual([
          [first, 0, 'Opened', { n: 1 }],
          [first, 1, 'Renamed', { n: 2 }],
        ]);
        expect(read[1]?.position).toBe(result.position);

        const second = newStream();
        expect((await store.append(second, [event('Opened')], { expectedVersion: -1 })).nextVersion).toBe(0);
        expect(await store.readStream(second)).toHaveLength(1);
      });

      it('appends with the right numeric expected version', async () => {
        const stream = newStream();
        await store.append(stream, [event('Opened')], { expectedVersion: 'no_stream' });
        const result = await store.append(stream, events(2), { expectedVersion: 0 });
        expect(result.nextVersion).toBe(2);
        expect((await store.readStream(stream)).map((e) => e.version)).toEqual([0, 1, 2]);
      });

      it('gives every event a distinct uuid', async () => {
        const stream = newStream();
        await store.append(stream, events(3), { expectedVersion: 'any' });
        const ids = (await store.readStream(stream)).map((e) => e.id);
        expect(new Set(ids).size).toBe(3);
        for (const id of ids) expect(id).toMatch(UUID);
      });

      it('rejects a stale version, reporting the actual one, and writes nothing', async () => {
        const stream = newStream();
        await store.append(stream, events(3), { expectedVersion: 'no_stream' });
        await expectWrongVersion(store.append(stream, [event('Late')], { expectedVersion: 1 }), stream, 2);
        const error = await rejectionOf(store.append(stream, [event('Late')], { expectedVersion: 1 }));
        expect(error).toMatchObject({ expected: 1 });
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      it("rejects 'no_stream' for an existing stream and numbers or 'stream_exists' for a missing one", async () => {
        const stream = newStream();
        await store.append(stream, [event('Opened')], { expectedVersion: 'no_stream' });
        await expectWrongVersion(store.append(stream, [event('Again')], { expectedVersion: 'no_stream' }), stream, 0);
        await expectWrongVersion(store.append(stream, [event('Again')], { expectedVersion: -1 }), stream, 0);

        const missing = newStream();
        await expectWrongVersion(store.append(missing, [event('X')], { expectedVersion: 0 }), missing, -1);
        await expectWrongVersion(
          store.append(missing, [event('X')], { expectedVersion: 'stream_exists' }),
          missing,
          -1,
        );
        expect(await store.readStream(missing)).toEqual([]);
        expect((await store.append(stream, [event('More')], { expectedVersion: 'stream_exists' })).nextVersion).toBe(1);
      });

      it("appends with 'any' to new and existing streams", async () => {
        const stream = newStream();
        expect((await store.append(stream, [event('A')], { expectedVersion: 'any' })).nextVersion).toBe(0);
        expect((await store.append(stream, events(2), { expectedVersion: 'any' })).nextVersion).toBe(2);
        expect(await store.readStream(stream)).toHaveLength(3);
      });

      it('lets exactly one of several racing appends with the same expected version win', async () => {
        const stream = newStream();
        await store.append(stream, [event('Opened')], { expectedVersion: 'no_stream' });
        const results = await Promise.allSettled(
          Array.from({ length: 8 }, (_, i) => store.append(stream, [event('Raced', { i })], { expectedVersion: 0 })),
        );
        const won = results.filter((r) => r.status === 'fulfilled');
        const lost = results.filter((r) => r.status === 'rejected');
        expect(won).toHaveLength(1);
        for (const r of lost) expect(r.reason).toBeInstanceOf(WrongExpectedVersionError);
        const read = await store.readStream(stream);
        expect(read).toHaveLength(2);
        expect(read[1]?.data).toEqual({ i: results.findIndex((r) => r.status === 'fulfilled') });

        const fresh = newStream();
        const creations = await Promise.allSettled(
          Array.from({ length: 8 }, () => store.append(fresh, [event('Opened')], { expectedVersion: 'no_stream' })),
        );
        expect(creations.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        expect(await store.readStream(fresh)).toHaveLength(1);
      });

      it('with no events only checks the expected version', async () => {
        const stream = newStream();
        const appended = await store.append(stream, [event('Opened')], { expectedVersion: 'no_stream' });
        expect(await store.append(stream, [], { expectedVersion: 0 })).toEqual(appended);
        await expectWrongVersion(store.append(stream, [], { expectedVersion: 3 }), stream, 0);
        const missing = newStream();
        expect(await store.append(missing, [], { expectedVersion: 'no_stream' })).toEqual({
          nextVersion: -1,
          position: 0,
        });
        expect(await store.readStream(stream)).toHaveLength(1);
        expect(await store.readStream(missing)).toEqual([]);
      });

      it('refuses an append over MAX_APPEND_BYTES before checking its version, writing nothing; one at the limit is written', async () => {
        const stream = newStream();
        await store.append(stream, [event('Opened')], { expectedVersion: 'no_stream' });
        // Sized by the text: the metadata's correlation id is a uuid, so the rest of the event is the same every time.
        const noted = (bytes: number) => {
          const rest = appendSize([event('Noted', { text: '' })]);
          return event('Noted', { text: 'x'.repeat(bytes - rest) });
        };
        const over = noted(MAX_APPEND_BYTES + 1);
        const refused = await rejectionOf(store.append(stream, [over], { expectedVersion: 5 }));
        expect(refused).toBeInstanceOf(AppendTooLargeError);
        expect(refused).toMatchObject({ streamId: stream, size: MAX_APPEND_BYTES + 1, limit: MAX_APPEND_BYTES });
        const halves = [noted(MAX_APPEND_BYTES / 2), noted(MAX_APPEND_BYTES / 2 + 1)];
        await expect(store.append(stream, halves, { expectedVersion: 0 })).rejects.toBeInstanceOf(AppendTooLargeError);
        expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['Opened']);

        const atLimit = noted(MAX_APPEND_BYTES);
        expect(appendSize([atLimit])).toBe(MAX_APPEND_BYTES);
        expect((await store.append(stream, [atLimit], { expectedVersion: 0 })).nextVersion).toBe(1);
        expect((await store.readStream(stream, { fromVersion: 1 }))[0]?.data).toEqual(atLimit.data);
      });

      it('round-trips metadata and nested data', async () => {
        const stream = newStream();
        const meta = metadata({ userId: 'user-42', locationShortName: 'NORTH', schemaVersion: 3 });
        const data = { job: { vin: '1HGCM82633A004352', tags: ['a', 'b'], total: 12.5, paid: false, note: null } };
        await store.append(stream, [event('Opened'), { type: 'JobCreated', data, metadata: meta }], {
          expectedVersion: 'no_stream',
        });
        const read = await store.readStream(stream);
        const created = itemAt(read, 1);
        expect(created).toMatchObject({ type: 'JobCreated', data, metadata: meta, version: 1 });
        expect(created.metadata).toEqual(meta);
        expect(await store.readAll(itemAt(read, 0).position, 1)).toEqual([created]);
      });
    });

    describe('schema versions', () => {
      it('reads an event stored at an older schema version in its current shape, everywhere, and stores it unchanged', async () => {
        const stream = newStream();
        const seen = record(await store.headPosition(), 10);
        const move = {
          jobAdminId: 'j1',
          fromDepartmentShortName: 'BODY',
          toDepartmentShortName: 'PAINT',
          toDepartmentId: 'd2',
        };
        const old = { ...move, subdepartmentShortName: 'BOOTH1' };
        const current = { ...move, toSubdepartmentShortName: 'BOOTH2' };
        await store.append(
          stream,
          [
            { type: 'JobMovedToDepartment', data: old, metadata: metadata({ schemaVersion: 1 }) },
            { type: 'JobMovedToDepartment', data: current, metadata: metadata({ schemaVersion: 2 }) },
          ],
          { expectedVersion: 'no_stream' },
        );
        const upcast = { ...move, toSubdepartmentShortName: 'BOOTH1' };
        const read = await store.readStream(stream);
        expect(read.map((e) => [e.data, e.metadata.schemaVersion])).toEqual([
          [upcast, 2],
          [current, 2],
        ]);
        expect((await store.readAll(itemAt(read, 0).position - 1, 1))[0]?.data).toEqual(upcast);
        await waitFor('both events', () => seen.delivered.filter((e) => e.streamId === stream).length === 2);
        expect(seen.delivered.filter((e) => e.streamId === stream).map((e) => e.data)).toEqual([upcast, current]);
        // Upcasting works on what was read: the data appended is left as it was.
        expect(old).toEqual({ ...move, subdepartmentShortName: 'BOOTH1' });
      });
    });

    describe('positions and reads', () => {
      it('gives strictly increasing positions above 0 across streams', async () => {
        const a = newStream();
        const b = newStream();
        const before = await store.headPosition();
        const r1 = await store.append(a, [event('A1')], { expectedVersion: 'no_stream' });
        const r2 = await store.append(b, [event('B1')], { expectedVersion: 'no_stream' });
        const r3 = await store.append(a, [event('A2'), event('A3')], { expectedVersion: 0 });
        expect(r1.position).toBeGreaterThan(before);
        expectStrictlyIncreasing([r1.position, r2.position, r3.position]);

        const log = await store.readAll(before, 10_000);
        for (const e of log) expect(e.position).toBeGreaterThan(0);
        expectStrictlyIncreasing(log.map((e) => e.position));
        const ours = log.filter((e) => e.streamId === a || e.streamId === b);
        expect(ours.map((e) => e.type)).toEqual(['A1', 'B1', 'A2', 'A3']);
        expect(ours.map((e) => e.position)).toEqual([r1.position, r2.position, expect.any(Number), r3.position]);
      });

      it('reads a stream in order, from a version, up to a count', async () => {
        const stream = newStream();
        await store.append(stream, events(5), { expectedVersion: 'no_stream' });
        const all = await store.readStream(stream);
        expect(all.map((e) => [e.version, e.data.i])).toEqual([
          [0, 0],
          [1, 1],
          [2, 2],
          [3, 3],
          [4, 4],
        ]);
        expectStrictlyIncreasing(all.map((e) => e.position));
        expect((await store.readStream(stream, { fromVersion: 2 })).map((e) => e.version)).toEqual([2, 3, 4]);
        expect((await store.readStream(stream, { maxCount: 2 })).map((e) => e.version)).toEqual([0, 1]);
        expect((await store.readStream(stream, { fromVersion: 3, maxCount: 1 })).map((e) => e.version)).toEqual([3]);
        expect(await store.readStream(stream, { fromVersion: 5 })).toEqual([]);
        expect(await store.readStream(newStream())).toEqual([]);
      });

      it('reads the log strictly after a position, up to a count', async () => {
        const stream = newStream();
        await store.append(stream, events(5), { expectedVersion: 'no_stream' });
        const ours = await store.readStream(stream);
        const page = await store.readAll(itemAt(ours, 1).position, 2);
        expect(page).toEqual([ours[2], ours[3]]);
        expect((await store.readAll(itemAt(ours, 3).position, 1))[0]).toEqual(ours[4]);
        const after = await store.readAll(itemAt(ours, 4).position, 1000);
        expect(after.filter((e) => e.streamId === stream)).toEqual([]);
      });

      it('counts the events after a position, up to a limit, whatever the gaps between positions', async () => {
        const stream = newStream();
        await store.append(stream, events(5), { expectedVersion: 'no_stream' });
        const ours = await store.readStream(stream);
        expect(await store.eventsAfter(itemAt(ours, 1).position, 3)).toBe(3);
        expect(await store.eventsAfter(itemAt(ours, 1).position, 2)).toBe(2);
        expect(await store.eventsAfter(itemAt(ours, 0).position, 1000)).toBeGreaterThanOrEqual(4);
        // Another writer may have appended meanwhile: after the head there is nothing, or what it wrote.
        const head = await store.headPosition();
        expect(await store.eventsAfter(head, 1000)).toBe((await store.readAll(head, 1000)).length);
      });

      it('reports the head position', async () => {
        const before = await store.headPosition();
        expect(before).toBeGreaterThanOrEqual(0);
        const { position } = await store.append(newStream(), events(2), { expectedVersion: 'no_stream' });
        const head = await store.headPosition();
        expect(position).toBeGreaterThan(before);
        expect(head).toBeGreaterThanOrEqual(position);
        // Another writer may have appended meanwhile; the head is still the position of a real event.
        const later = await store.readAll(position, 10_000);
        expect(head === position || later.some((e) => e.position === head)).toBe(true);
      });
    });

    describe('subscribe', () => {
      it('from 0 delivers the whole log in order in bounded batches, reports catching up, then goes live', async () => {
        const stream = newStream();
        await store.append(stream, events(3, 'Before'), { expectedVersion: 'no_stream' });
        const existing = await store.readAll(0, Number.MAX_SAFE_INTEGER);

        const seen = record(0, 2);
        await waitFor('catching up', () => seen.caughtUp.length > 0);
        for (const batch of seen.batches) {
          expect(batch.length).toBeGreaterThan(0);
          expect(batch.length).toBeLessThanOrEqual(2);
        }
        expectStrictlyIncreasing(seen.delivered.map((e) => e.position));
        expect(seen.delivered.slice(0, existing.length)).toEqual(existing);
        const { position, deliveredCount } = itemAt(seen.caughtUp, 0);
        expect(deliveredCount).toBeGreaterThanOrEqual(existing.length);
        expect(position).toBe(seen.delivered[deliveredCount - 1]?.position);

        const live = await store.append(stream, events(3, 'Live'), { expectedVersion: 2 });
        await waitFor('live events', () => seen.delivered.some((e) => e.position === live.position));
        const types = seen.delivered.filter((e) => e.streamId === stream).map((e) => e.type);
        expect(types).toEqual(['Before', 'Before', 'Before', 'Live', 'Live', 'Live']);
        expectStrictlyIncreasing(seen.delivered.map((e) => e.position));
        for (const batch of seen.batches) expect(batch.length).toBeLessThanOrEqual(2);
        expect(seen.errors).toEqual([]);
      });

      it('from a position delivers only later events', async () => {
        const stream = newStream();
        await store.append(stream, events(4), { expectedVersion: 'no_stream' });
        const ours = await store.readStream(stream);
        const from = itemAt(ours, 1).position;
        const seen = record(from, 100);
        await waitFor('catching up', () => seen.caughtUp.length > 0);
        expect(seen.delivered.length).toBeGreaterThan(0);
        for (const e of seen.delivered) expect(e.position).toBeGreaterThan(from);
        expect(seen.delivered.filter((e) => e.streamId === stream)).toEqual([ours[2], ours[3]]);
      });

      it('stops and reports the error when onBatch throws', async () => {
        const failure = new Error('projector failed');
        const seen = record(await store.headPosition(), 10, async () => {
          throw failure;
        });
        const stream = newStream();
        await store.append(stream, [event('First')], { expectedVersion: 'no_stream' });
        await waitFor('the error', () => seen.errors.length > 0);
        expect(seen.errors).toEqual([failure]);
        const batchesAtError = seen.batches.length;
        expect(batchesAtError).toBe(1);
        await store.append(stream, [event('Second')], { expectedVersion: 0 });
        await sleep(500);
        expect(seen.batches).toHaveLength(batchesAtError);
        expect(seen.errors).toHaveLength(1);
      });

      it('delivers nothing after close', async () => {
        const stream = newStream();
        const seen = record(await store.headPosition(), 10);
        await store.append(stream, [event('Seen')], { expectedVersion: 'no_stream' });
        await waitFor('the first event', () => seen.delivered.some((e) => e.streamId === stream));
        await seen.subscription.close();
        await store.append(stream, [event('Unseen')], { expectedVersion: 0 });
        await sleep(500);
        expect(seen.delivered.filter((e) => e.streamId === stream).map((e) => e.type)).toEqual(['Seen']);
        expect(seen.errors).toEqual([]);
      });

      it('delivers metadata unchanged', async () => {
        const stream = newStream();
        const seen = record(await store.headPosition(), 10);
        const meta = metadata({ userId: 'auditor', schemaVersion: 2 });
        await store.append(stream, [{ type: 'Noted', data: { text: 'é ✓' }, metadata: meta }], {
          expectedVersion: 'no_stream',
        });
        await waitFor('the event', () => seen.delivered.some((e) => e.streamId === stream));
        expect(seen.delivered.find((e) => e.streamId === stream)).toMatchObject({
          data: { text: 'é ✓' },
          metadata: meta,
        });
      });
    });
  });
}
