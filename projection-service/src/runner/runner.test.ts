import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInProcessChangeBus } from '@bayline/platform/change-bus';
import { openLmdbEventStore } from '@bayline/platform/event-store/lmdb';
import type { EventStore } from '@bayline/platform/event-store/port';
import { createInProcessLock } from '@bayline/platform/job-queue';
import { openLmdbReadStore } from '@bayline/platform/read-store';
import type { ReadStore } from '@bayline/platform/read-store/port';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Projector } from '../projector.ts';
import { projectionRunner } from './runner.ts';

/** Counts events and remembers the last position: applying one twice or skipping one shows in the count. */
const counter = (name = 'counter', failOn?: string): Projector => ({
  name,
  collections: ['counts'],
  keys: () => [{ collection: 'counts', id: 'all' }],
  apply(event, read) {
    if (event.type === failOn) throw new Error(`cannot handle ${event.type}`);
    const n = ((read('counts', 'all')?.n as number) ?? 0) + 1;
    return [{ op: 'upsert', collection: 'counts', doc: { id: 'all', n, last: event.position } }];
  },
});

const meta = {
  userId: 'u',
  at: '2026-03-02T15:00:00Z',
  locationShortName: 'BAYVIEW',
  correlationId: 'c',
  schemaVersion: 1,
};
const append = (store: EventStore, n: number, type = 'Happened') =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      store.append(`s-${type}-${i}-${Math.random()}`, [{ type, data: { i }, metadata: meta }], {
        expectedVersion: 'no_stream',
      }),
    ),
  );

describe('projection runner', () => {
  let dir: string;
  let store: EventStore;
  let readStore: ReadStore;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bayline-runner-'));
    store = await openLmdbEventStore(join(dir, 'events'));
    readStore = await openLmdbReadStore(join(dir, 'read'));
  });
  afterEach(async () => {
    await readStore.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const runner = (projector: Projector) =>
    projectionRunner({
      store,
      readStore,
      bus: createInProcessChangeBus(),
      lock: createInProcessLock(),
      projectors: [projector],
      batchSize: 7,
      backoffMs: 5,
    });

  it('projects every event once, in batches, and goes on from its checkpoint after a restart', async () => {
    await append(store, 40);
    const first = runner(counter());
    await first.start();
    await first.start();
    await first.caughtUp();
    expect((await first.status()).map((s) => s.status)).toEqual(['live']);
    expect(await readStore.get('counts', 'all')).toMatchObject({ n: 40, last: 40 });
    await first.stop();

    await append(store, 15);
    const second = runner(counter());
    await second.start();
    await second.caughtUp();
    expect(await readStore.get('counts', 'all')).toMatchObject({ n: 55, last: 55 });
    expect(await readStore.checkpoint('counter')).toBe(55);
    const [status] = await second.status();
    expect(status).toMatchObject({ name: 'counter', position: 55, lag: 0, status: 'live', lastError: null });
    await second.stop();
  });

  it('keeps up with live appends', async () => {
    const run = runner(counter());
    await run.start();
    await append(store, 5);
    await vi.waitFor(async () => expect(await readStore.get('counts', 'all')).toMatchObject({ n: 5 }), {
      timeout: 5000,
    });
    await run.stop();
  });

  it('parks an event that keeps failing and stops that projector, keeping everything before it', async () => {
    await append(store, 10);
    await append(store, 1, 'Poison');
    await append(store, 5);
    const run = runner(counter('counter', 'Poison'));
    await run.start();
    await vi.waitFor(async () => expect((await run.status())[0].status).toBe('stopped'), { timeout: 10_000 });
    const [status] = await run.status();
    expect(status.position).toBe(10);
    expect(status.lastError).toMatch(/Poison at position 11/);
    expect(await readStore.get('counts', 'all')).toMatchObject({ n: 10 });
    expect(await readStore.get('_parked', 'counter:11')).toMatchObject({ type: 'Poison', projector: 'counter' });
    await expect(run.caughtUp(undefined, 500)).rejects.toThrow(/stopped/);
    await run.stop();
  });

  it('rebuilds into fresh collections, swaps them in with the same content, and goes on live', async () => {
    await append(store, 30);
    const run = runner(counter());
    await run.start();
    await run.caughtUp();
    const before = await readStore.get('counts', 'all');
    const progress: number[] = [];
    await run.rebuild('counter', (p) => progress.push(p.position));
    expect(progress.at(-1)).toBe(30);
    expect(progress.length).toBeGreaterThan(2);
    expect(await readStore.resolve('counts')).toMatch(/^counts__r\d+$/);
    expect(await readStore.get('counts', 'all')).toEqual(before);
    expect(await readStore.find('counts')).toHaveLength(1);
    await append(store, 3);
    await vi.waitFor(async () => expect(await readStore.get('counts', 'all')).toMatchObject({ n: 33 }), {
      timeout: 5000,
    });
    await run.stop();
  });
});
