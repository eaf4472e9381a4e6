import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { createInProcessChangeBus } from '@bayline/platform/change-bus';
import type { ChangeBus } from '@bayline/platform/change-bus/port';
import { openLmdbEventStore } from '@bayline/platform/event-store/lmdb';
import type { EventStore } from '@bayline/platform/event-store/port';
import { createInProcessJobQueue, createInProcessLock } from '@bayline/platform/job-queue';
import type { Lease, Lock } from '@bayline/platform/job-queue/port';
import { openLmdbReadStore } from '@bayline/platform/read-store';
import type { Doc, ReadStore } from '@bayline/platform/read-store/port';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Projector, projectInMemory } from '../projector.ts';
import { type ParkedEventDecisions, parkedStream } from './parked.ts';
import { RebuildCancelled } from './rebuild-progress.ts';
import { askRebuildCancel, requestRebuild } from './requests.ts';
import { isDegraded, projectionRunner, type RunnerOptions } from './runner.ts';

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

/** One document per remainder of `i` mod 5, deleted on every seventh position: documents come and go. */
const buckets: Projector = {
  name: 'buckets',
  collections: ['buckets'],
  keys: (event) => [{ collection: 'buckets', id: String(Number(event.data.i) % 5) }],
  apply(event, read) {
    const id = String(Number(event.data.i) % 5);
    if (event.position % 7 === 0) return [{ op: 'delete', collection: 'buckets', id }];
    const n = ((read('buckets', id)?.n as number) ?? 0) + 1;
    return [{ op: 'upsert', collection: 'buckets', doc: { id, n, last: event.position } }];
  },
};

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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The read store with some of its methods replaced (a store that fails, or a call held back). */
function wrapped(inner: ReadStore, replaced: Partial<ReadStore>): ReadStore {
  return new Proxy(inner, {
    get(target, property) {
      const own = (replaced as Record<PropertyKey, unknown>)[property];
      if (own) return own;
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A lock whose store can go away ('down': every call rejects, as a Redis client does) or whose holder is
 * paused ('paused': renewals never answer and another holder has the lease).
 */
function faultyLock() {
  const inner = createInProcessLock();
  const state = { mode: 'up' as 'up' | 'down' | 'paused' };
  const reachable = async () => {
    if (state.mode === 'down') throw new Error('connect ECONNREFUSED 127.0.0.1:6379');
  };
  const lock: Lock = {
    async acquire(name, ttlMs) {
      await reachable();
      if (state.mode === 'paused') return undefined;
      const lease = await inner.acquire(name, ttlMs);
      if (!lease) return undefined;
      const wrappedLease: Lease = {
        async renew() {
          await reachable();
          if (state.mode === 'paused') await new Promise(() => {});
          return lease.renew();
        },
        async release() {
          await reachable();
          await lease.release();
        },
      };
      return wrappedLease;
    },
  };
  return { lock, state };
}

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
  const runner = (projector: Projector, options: Partial<RunnerOptions> = {}) =>
    projectionRunner({
      store,
      readStore,
      bus: createInProcessChangeBus(),
      lock: createInProcessLock(),
      projectors: [projector],
      batchSize: 7,
      rebuildBatchSize: 7,
      backoffMs: 5,
      maxBackoffMs: 50,
      decisionPollMs: 20,
      ...options,
    });
  const statusOf = async (run: ReturnType<typeof runner>) => itemAt(await run.status(), 0);
  const decide = <K extends keyof ParkedEventDecisions>(type: K, data: ParkedEventDecisions[K]) =>
    store.append(
      parkedStream(data.projector),
      [{ type, data: { ...data }, metadata: { ...meta, userId: 'support' } }],
      {
        expectedVersion: 'any',
      },
    );

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

  it('loads the documents named from the documents an event names (keysFrom), as they were before the batch', async () => {
    // Ticks count for the tally the pointer names now: a Tick event does not say which.
    const pointers: Projector = {
      name: 'pointers',
      collections: ['pointers', 'tallies'],
      keys: (event) => [
        { collection: 'pointers', id: 'p' },
        ...(event.type === 'Point' ? [{ collection: 'tallies', id: String(event.data.to) }] : []),
      ],
      keysFrom(event, read) {
        const to = read('pointers', 'p')?.to;
        return event.type === 'Tick' && typeof to === 'string' ? [{ collection: 'tallies', id: to }] : [];
      },
      apply(event, read) {
        if (event.type === 'Point')
          return [{ op: 'upsert', collection: 'pointers', doc: { id: 'p', to: event.data.to } }];
        const to = String(read('pointers', 'p')?.to);
        const n = ((read('tallies', to)?.n as number) ?? 0) + 1;
        return [{ op: 'upsert', collection: 'tallies', doc: { id: to, n } }];
      },
    };
    // Batches of 7 events: pointers change within batches and between them.
    for (const [type, to] of [
      ['Point', 'A'],
      ...Array(3).fill(['Tick']),
      ['Point', 'B'],
      ['Tick'],
      ['Tick'],
      ['Point', 'A'],
      ...Array(4).fill(['Tick']),
      ['Point', 'C'],
      ['Point', 'B'],
      ['Tick'],
    ])
      await store.append('pointing', [{ type, data: { to }, metadata: meta }], { expectedVersion: 'any' });
    const run = runner(pointers);
    await run.start();
    await run.caughtUp();
    const tallies = async () => (await readStore.find('tallies', {}, { sort: { id: 1 } })).map((t) => [t.id, t.n]);
    expect(await tallies()).toEqual([
      ['A', 7],
      ['B', 3],
    ]);
    expect((await statusOf(run)).status).toBe('live');
    await run.rebuild('pointers');
    expect(await tallies()).toEqual([
      ['A', 7],
      ['B', 3],
    ]);
    await run.stop();
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
    await vi.waitFor(async () => expect((await statusOf(run)).status).toBe('stopped'), { timeout: 10_000 });
    const status = await statusOf(run);
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
  it('reads shorter rebuild pages while their commits are slow, and longer ones again once they are quick', async () => {
    await append(store, 100);
    let slowCommits = 3;
    const slow = wrapped(readStore, {
      commit: async (changes, checkpoint, options) => {
        if (checkpoint.name === 'counter#rebuild' && slowCommits > 0) {
          slowCommits--;
          await sleep(60);
        }
        return readStore.commit(changes, checkpoint, options);
      },
    });
    const pages: number[] = [];
    const readAll = store.readAll.bind(store);
    vi.spyOn(store, 'readAll').mockImplementation((after, limit) => {
      // The live subscription reads batches of 7; the rebuild's replay reads its pages.
      if (limit !== 7) pages.push(limit!);
      return readAll(after, limit);
    });
    const run = runner(counter(), { readStore: slow, rebuildBatchSize: 32, rebuildCommitMs: 20 });
    await run.start();
    await run.caughtUp();
    const before = await readStore.get('counts', 'all');
    await run.rebuild('counter');
    expect(pages.slice(0, 6)).toEqual([32, 16, 8, 4, 8, 16]);
    expect(await readStore.get('counts', 'all')).toEqual(before);
    await run.stop();
  });
  it('tells how far a rebuild is, with the time left, while the old read model serves; then how it ended', async () => {
    await append(store, 40);
    const gate = { held: false, open: () => {} };
    let holding: Promise<void> | undefined;
    // The rebuild's page up to 21 waits: the rebuild is caught mid-way.
    const slow = wrapped(readStore, {
      commit: async (changes, checkpoint, options) => {
        if (checkpoint.name === 'counter#rebuild' && checkpoint.position === 21 && !gate.held) {
          gate.held = true;
          holding = new Promise((resolve) => {
            gate.open = resolve;
          });
          await holding;
        }
        return readStore.commit(changes, checkpoint, options);
      },
    });
    const run = runner(counter(), { readStore: slow });
    await run.start();
    await run.caughtUp();
    const before = await readStore.get('counts', 'all');
    expect((await statusOf(run)).lastRebuild).toBeUndefined();
    const rebuilt = run.rebuild('counter');
    await vi.waitFor(() => expect(gate.held).toBe(true));
    await sleep(20);
    const during = await statusOf(run);
    expect(during).toMatchObject({ status: 'rebuilding', rebuild: { position: 14, head: 40 } });
    expect(Date.parse(during.rebuild!.startedAt)).toBeLessThanOrEqual(Date.now());
    // 14 of 40 positions took the time so far: the other 26 take 26/14 of it.
    const elapsed = Date.now() - Date.parse(during.rebuild!.startedAt);
    expect(during.rebuild!.remainingMs).toBeGreaterThan(0);
    expect(during.rebuild!.remainingMs).toBeLessThanOrEqual(Math.ceil((elapsed * 26) / 14) + 1);
    expect(await readStore.resolve('counts')).toBe('counts');
    expect(await readStore.get('counts', 'all')).toEqual(before);
    gate.open();
    await rebuilt;
    const after = await statusOf(run);
    expect(after.rebuild).toBeUndefined();
    expect(after.lastRebuild).toMatchObject({ outcome: 'completed', tookMs: expect.any(Number) });
    expect(after.status).not.toBe('rebuilding');
    await run.stop();
  });

  it('cancels a rebuild: drops what it made, and the old read model serves on, consistent and live', async () => {
    await append(store, 40);
    let letGo = () => {};
    let held = false;
    const fresh = new Set<string>();
    const dropped: string[] = [];
    const slow = wrapped(readStore, {
      commit: async (changes, checkpoint, options) => {
        if (checkpoint.name === 'counter#rebuild') {
          for (const change of changes) fresh.add(change.collection);
          if (checkpoint.position === 21 && !held) {
            held = true;
            await new Promise<void>((resolve) => {
              letGo = resolve;
            });
          }
        }
        return readStore.commit(changes, checkpoint, options);
      },
      dropCollection: async (physical) => {
        dropped.push(physical);
        return readStore.dropCollection(physical);
      },
    });
    const run = runner(counter(), { readStore: slow });
    await run.start();
    await run.caughtUp();
    const before = await readStore.get('counts', 'all');
    expect(run.cancelRebuild('counter')).toBe(false);
    const rebuilt = run.rebuild('counter');
    const outcome = rebuilt.catch((error: unknown) => error);
    await vi.waitFor(() => expect(held).toBe(true));
    expect(run.cancelRebuild('counter')).toBe(true);
    // Events appended while it is cancelled reach the old read model.
    await append(store, 3);
    letGo();
    expect(await outcome).toBeInstanceOf(RebuildCancelled);
    expect([...fresh]).toEqual([expect.stringMatching(/^counts__r\d+$/)]);
    expect(dropped).toEqual([...fresh]);
    expect(await readStore.count(itemAt([...fresh], 0))).toBe(0);
    expect(await readStore.checkpoint('counter#rebuild')).toBeUndefined();
    expect(await readStore.resolve('counts')).toBe('counts');
    await vi.waitFor(async () => expect(await readStore.get('counts', 'all')).toMatchObject({ n: 43, last: 43 }));
    expect(before).toMatchObject({ n: 40, last: 40 });
    await vi.waitFor(async () => expect((await statusOf(run)).status).toBe('live'));
    expect((await statusOf(run)).lastRebuild).toMatchObject({ outcome: 'cancelled' });
    // Nothing of it is left behind: a rebuild afterwards runs and swaps in the same content.
    await run.rebuild('counter');
    expect(await readStore.get('counts', 'all')).toMatchObject({ n: 43, last: 43 });
    await run.stop();
  });

  it('rebuilds at start a read model made by another version of its projector, and marks an empty one', async () => {
    await append(store, 12);
    const v1 = runner({ ...counter(), version: 1 });
    await v1.start();
    await v1.caughtUp();
    await vi.waitFor(async () => expect(await readStore.checkpoint('counter@version')).toBe(1), { timeout: 5000 });
    expect(await readStore.resolve('counts')).toBe('counts');
    await v1.stop();

    // Version 2 counts by twos: only a replay of the whole log gives 24.
    const byTwos: Projector = {
      ...counter(),
      version: 2,
      apply: (event, read) => [
        {
          op: 'upsert',
          collection: 'counts',
          doc: { id: 'all', n: ((read('counts', 'all')?.n as number) ?? 0) + 2, last: event.position },
        },
      ],
    };
    const v2 = runner(byTwos);
    await v2.start();
    await vi.waitFor(async () => expect(await readStore.checkpoint('counter@version')).toBe(2), { timeout: 10_000 });
    expect(await readStore.resolve('counts')).toMatch(/^counts__r\d+$/);
    expect(await readStore.get('counts', 'all')).toMatchObject({ n: 24, last: 12 });
    await v2.stop();

    // The same version again: nothing is rebuilt.
    const again = runner(byTwos);
    await again.start();
    await again.caughtUp();
    const physical = await readStore.resolve('counts');
    await sleep(100);
    expect(await readStore.resolve('counts')).toBe(physical);
    await again.stop();
  });

  it('leaves a read model a newer version made to the newer release: a runner of the release before stands by, writing and rebuilding nothing', async () => {
    await append(store, 12);
    const v2 = runner({ ...counter(), version: 2 });
    await v2.start();
    await v2.caughtUp();
    await vi.waitFor(async () => expect(await readStore.checkpoint('counter@version')).toBe(2), { timeout: 5000 });
    await v2.stop();
    const physical = await readStore.resolve('counts');

    // During a rolling upgrade, a process of the release before takes the lease while events keep coming.
    await append(store, 5);
    const said: string[] = [];
    // It takes the lease again at every poll (a newer release may be gone), saying why it stands by once.
    const lock = createInProcessLock();
    let taken = 0;
    const counting: Lock = {
      acquire: async (name, ttlMs) => {
        const lease = await lock.acquire(name, ttlMs);
        if (lease) taken++;
        return lease;
      },
    };
    const v1 = runner({ ...counter(), version: 1 }, { log: (line) => said.push(line), lock: counting, leaseMs: 150 });
    await v1.start();
    await vi.waitFor(() => expect(taken).toBeGreaterThanOrEqual(3), { timeout: 5000 });
    expect(said.filter((line) => line.includes('newer release'))).toEqual([
      "projector counter: its read model was made by version 2, newer than this release's 1: a newer release leads it; standing by",
    ]);
    expect((await statusOf(v1)).status).toBe('standby');
    expect(await readStore.get('counts', 'all')).toMatchObject({ n: 12, last: 12 });
    expect(await readStore.checkpoint('counter')).toBe(12);
    expect(await readStore.checkpoint('counter@version')).toBe(2);
    expect(await readStore.resolve('counts')).toBe(physical);
    await v1.stop();

    // The new release leads again, from where it left off.
    const again = runner({ ...counter(), version: 2 });
    await again.start();
    await again.caughtUp();
    expect(await readStore.get('counts', 'all')).toMatchObject({ n: 17, last: 17 });
    expect(await readStore.resolve('counts')).toBe(physical);
    await again.stop();
  });

  it('rebuilds projectors asked together with one read of the log, past more documents than it keeps hot', async () => {
    await append(store, 60);
    let reads = 0;
    const counting = new Proxy(store, {
      get(target, property) {
        if (property === 'readAll') reads++;
        const value = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const run = runner(counter(), { store: counting, projectors: [counter(), buckets], hotDocs: 2 });
    await run.start();
    await run.caughtUp();
    const byId = (docs: Doc[]) => [...docs].sort((a, b) => a.id.localeCompare(b.id));
    const expected = projectInMemory(buckets, await store.readAll(0, 100)).all('buckets');
    expect(byId(await readStore.find('buckets'))).toEqual(byId(expected));
    const before = await readStore.get('counts', 'all');
    reads = 0;
    await Promise.all([run.rebuild('counter'), run.rebuild('buckets')]);
    // 9 pages of 7 events, then the head twice (before and after pausing the live projectors): once for both.
    expect(reads).toBe(11);
    expect(await readStore.resolve('buckets')).toMatch(/^buckets__r\d+$/);
    expect(byId(await readStore.find('buckets'))).toEqual(byId(expected));
    expect(await readStore.get('counts', 'all')).toEqual(before);
    await run.stop();
  });

  it('stands by when its fenced commit is refused (another runner committed meanwhile), applying nothing twice', async () => {
    await append(store, 10);
    let held: Promise<void> | undefined;
    let letGo = () => {};
    let waiting = false;
    const slow = wrapped(readStore, {
      commit: async (...args) => {
        if (held) {
          waiting = true;
          await held;
        }
        return readStore.commit(...args);
      },
    });
    const said: string[] = [];
    const first = runner(counter(), { readStore: slow, log: (line) => said.push(line) });
    await first.start();
    await first.caughtUp();
    held = new Promise((resolve) => {
      letGo = resolve;
    });
    await append(store, 5);
    await vi.waitFor(() => expect(waiting).toBe(true));
    // A second runner (its own lock: it believes it leads too) commits the same events first.
    const second = runner(counter());
    await second.start();
    await second.caughtUp();
    expect(await readStore.get('counts', 'all')).toMatchObject({ n: 15, last: 15 });
    held = undefined;
    letGo();
    await vi.waitFor(async () => expect((await statusOf(first)).status).toBe('standby'));
    expect(said).toEqual([
      'projector counter: its commit up to 15 was refused (checkpoint counter is at 15, not 10: another runner committed meanwhile)',
      'projector counter: its checkpoint moved on: another runner leads it; standing by',
    ]);
    expect(await readStore.get('counts', 'all')).toMatchObject({ n: 15, last: 15 });
    expect(await readStore.checkpoint('counter')).toBe(15);
    await first.stop();
    await second.stop();
  });

  it('commits nothing once its lease ran out without a renewal (a paused process), and a standby takes over', async () => {
    await append(store, 3);
    const { lock, state } = faultyLock();
    let held: Promise<void> | undefined;
    let letGo = () => {};
    let projecting = false;
    const commits: number[] = [];
    const paused = wrapped(readStore, {
      find: async (...args) => {
        if (held) {
          projecting = true;
          await held;
        }
        return readStore.find(...args);
      },
      commit: async (changes, checkpoint, options) => {
        commits.push(checkpoint.position);
        return readStore.commit(changes, checkpoint, options);
      },
    });
    const run = runner(counter(), { lock, leaseMs: 300, readStore: paused });
    await run.start();
    await run.caughtUp();
    held = new Promise((resolve) => {
      letGo = resolve;
    });
    state.mode = 'paused';
    await append(store, 4);
    await vi.waitFor(() => expect(projecting).toBe(true));
    await vi.waitFor(async () => expect((await statusOf(run)).status).toBe('retrying'));
    expect((await statusOf(run)).lastError).toMatch(/lease ran out/);
    const before = commits.length;
    held = undefined;
    letGo();
    await sleep(100);
    expect(commits.length).toBe(before);
    expect(await readStore.get('counts', 'all')).toMatchObject({ n: 3 });
    state.mode = 'up';
    await vi.waitFor(async () => expect(await readStore.get('counts', 'all')).toMatchObject({ n: 7, last: 7 }));
    await vi.waitFor(async () => expect((await statusOf(run)).status).toBe('live'));
    await run.stop();
  });

  it('rides out a lock store that is away: reported as retrying, no unhandled rejection, resumes without a restart', async () => {
    await append(store, 5);
    const { lock, state } = faultyLock();
    const run = runner(counter(), { lock, leaseMs: 300 });
    await run.start();
    await run.caughtUp();
    state.mode = 'down';
    await vi.waitFor(async () => expect((await statusOf(run)).status).toBe('retrying'));
    expect((await statusOf(run)).lastError).toMatch(/ECONNREFUSED/);
    expect(isDegraded(await run.status())).toBe(true);
    await append(store, 5);
    await sleep(400);
    expect(await readStore.get('counts', 'all')).toMatchObject({ n: 5 });
    state.mode = 'up';
    await vi.waitFor(async () => expect(await readStore.get('counts', 'all')).toMatchObject({ n: 10 }));
    await vi.waitFor(async () => expect(await statusOf(run)).toMatchObject({ status: 'live', lastError: null }));
    expect(isDegraded(await run.status())).toBe(false);
    await run.stop();
  });

  it('never fails a batch because the change bus does: publishing comes after the commit and is reported', async () => {
    const bus: ChangeBus = {
      publish: async () => {
        throw new Error('Connection is closed.');
      },
      subscribe: async () => async () => {},
      close: async () => {},
    };
    await append(store, 20);
    const run = runner(counter(), { bus });
    await run.start();
    await run.caughtUp();
    expect(await readStore.get('counts', 'all')).toMatchObject({ n: 20 });
    await vi.waitFor(async () =>
      expect(await statusOf(run)).toMatchObject({ status: 'live', busError: 'Connection is closed.' }),
    );
    expect(await readStore.find('_parked')).toEqual([]);
    await run.stop();
  });

  it('retries store errors for as long as they last, reporting retrying, and parks nothing', async () => {
    await append(store, 10);
    let failing = true;
    let failures = 0;
    // Reads fail while writes would work: parking (a write) would be possible, so only the rule prevents it.
    const away = wrapped(readStore, {
      find: async (...args) => {
        if (failing && args[0] === 'counts') {
          failures++;
          throw new Error('Reached the max retries per request limit (which is 20)');
        }
        return readStore.find(...args);
      },
    });
    const run = runner(counter(), { readStore: away });
    await run.start();
    // Far more failures than the tries that would park an event of the projector's own.
    await vi.waitFor(() => expect(failures).toBeGreaterThan(10), { timeout: 5000 });
    expect(await statusOf(run)).toMatchObject({ status: 'retrying', lastError: expect.stringMatching(/max retries/) });
    failing = false;
    await vi.waitFor(async () => expect(await readStore.get('counts', 'all')).toMatchObject({ n: 10 }));
    await vi.waitFor(async () => expect((await statusOf(run)).status).toBe('live'));
    expect(await readStore.find('_parked')).toEqual([]);
    await run.stop();
  });

  it('parks an event whose document id no store could hold, instead of retrying the store forever', async () => {
    const longIds: Projector = {
      name: 'long-ids',
      collections: ['things'],
      keys: () => [],
      apply: (event) => [
        { op: 'upsert', collection: 'things', doc: { id: event.type === 'Long' ? 'x'.repeat(2000) : event.id } },
      ],
    };
    await append(store, 3);
    await append(store, 1, 'Long');
    await append(store, 2);
    const run = runner(longIds);
    await run.start();
    await vi.waitFor(async () => expect((await statusOf(run)).status).toBe('stopped'));
    expect(await statusOf(run)).toMatchObject({ position: 3, lastError: expect.stringMatching(/at most 1024 bytes/) });
    expect(await readStore.find('_parked')).toMatchObject([{ projector: 'long-ids', position: 4, type: 'Long' }]);
    await run.stop();
  });

  it('goes on past a parked event once support skips it, and leaves it out of rebuilds too', async () => {
    await append(store, 10);
    await append(store, 1, 'Poison');
    await append(store, 5);
    const run = runner(counter('counter', 'Poison'));
    await run.start();
    await vi.waitFor(async () => expect((await statusOf(run)).status).toBe('stopped'));
    expect(await readStore.find('_parked')).toMatchObject([{ projector: 'counter', position: 11, type: 'Poison' }]);
    await decide('ParkedEventSkipped', { projector: 'counter', position: 11, reason: 'a test event' });
    // Every event but the skipped one, the decision included (the counter counts every event).
    await vi.waitFor(async () => expect(await readStore.get('counts', 'all')).toMatchObject({ n: 16, last: 17 }));
    await vi.waitFor(async () => expect(await statusOf(run)).toMatchObject({ status: 'live', lastError: null }));
    expect(await readStore.find('_parked')).toEqual([]);
    const live = await readStore.get('counts', 'all');
    await run.rebuild('counter');
    expect(await readStore.get('counts', 'all')).toEqual(live);
    await run.stop();
  });

  it('tries a parked event again when support retries it (the bug fixed meanwhile)', async () => {
    let broken = true;
    const base = counter();
    const fixedLater: Projector = {
      ...base,
      apply(event, read) {
        if (broken && event.type === 'Poison') throw new Error('a bug');
        return base.apply(event, read);
      },
    };
    await append(store, 4);
    await append(store, 1, 'Poison');
    await append(store, 2);
    const run = runner(fixedLater);
    await run.start();
    await vi.waitFor(async () => expect((await statusOf(run)).status).toBe('stopped'));
    // Asked again while still broken: it parks again and stays stopped.
    await decide('ParkedEventRetried', { projector: 'counter', position: 5 });
    await vi.waitFor(async () => expect(await readStore.checkpoint('_parked:counter')).toBe(2));
    await vi.waitFor(async () => expect((await statusOf(run)).status).toBe('stopped'));
    broken = false;
    await decide('ParkedEventRetried', { projector: 'counter', position: 5 });
    await vi.waitFor(async () => expect(await readStore.get('counts', 'all')).toMatchObject({ n: 9, last: 9 }));
    await vi.waitFor(async () => expect((await statusOf(run)).status).toBe('live'));
    expect(await readStore.find('_parked')).toEqual([]);
    await run.stop();
  });

  it('hands a rebuild request to the runner that leads the projector, losing nothing while events keep coming', async () => {
    await append(store, 30);
    const lock = createInProcessLock();
    const queue = createInProcessJobQueue();
    const leader = runner(counter(), { lock, queue });
    const standby = runner(counter(), { lock, queue });
    await leader.start();
    await standby.start();
    await leader.caughtUp();
    expect((await statusOf(standby)).status).toBe('standby');
    await expect(standby.rebuild('counter')).rejects.toThrow(/does not hold its lease/);
    const percents: number[] = [];
    let writing = true;
    const writer = (async () => {
      while (writing) await append(store, 2);
    })();
    await requestRebuild(queue, 'counter', (p) => percents.push(p), 10);
    writing = false;
    await writer;
    expect(percents.at(-1)).toBe(100);
    expect(await readStore.resolve('counts')).toMatch(/^counts__r\d+$/);
    const head = await store.headPosition();
    await leader.caughtUp(head);
    expect(await readStore.get('counts', 'all')).toMatchObject({ n: head, last: head });
    expect((await statusOf(standby)).status).toBe('standby');
    await leader.stop();
    await standby.stop();
    await queue.close();
  });
  it('takes a cancellation through the queue: the request completes as cancelled, not failed nor tried again', async () => {
    await append(store, 40);
    let held = false;
    let letGo = () => {};
    const slow = wrapped(readStore, {
      commit: async (changes, checkpoint, options) => {
        if (checkpoint.name === 'counter#rebuild' && checkpoint.position === 14 && !held) {
          held = true;
          await new Promise<void>((resolve) => {
            letGo = resolve;
          });
        }
        return readStore.commit(changes, checkpoint, options);
      },
    });
    const queue = createInProcessJobQueue();
    const run = runner(counter(), { queue, readStore: slow });
    await run.start();
    await run.caughtUp();
    const result = requestRebuild(queue, 'counter', () => {}, 10);
    await vi.waitFor(() => expect(held).toBe(true));
    const cancel = await askRebuildCancel(queue, 'counter');
    await vi.waitFor(async () => expect((await queue.status(cancel)).state).toBe('completed'));
    expect((await queue.status(cancel)).result).toEqual({ cancelled: true });
    letGo();
    expect(await result).toEqual({ cancelled: true });
    expect(await queue.counts('rebuild-counter')).toEqual({ waiting: 0, active: 0, failed: 0, deadLetter: 0 });
    expect(await readStore.resolve('counts')).toBe('counts');
    await run.stop();
    await queue.close();
  });
});
