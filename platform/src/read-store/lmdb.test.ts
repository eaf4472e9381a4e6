import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { open as openEnvironment } from 'lmdb';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoreContract } from './contract.ts';
import { type LmdbReadStoreOptions, openLmdbReadStore } from './lmdb.ts';
import { CRASH_CHECKPOINT, CRASH_COLLECTION, crashState } from './lmdb-crash-batches.ts';
import type { Change, Doc, ReadStore } from './port.ts';

const crashChild = fileURLToPath(new URL('./lmdb-crash-child.ts', import.meta.url));
const dirs: string[] = [];
async function freshDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bayline-read-store-'));
  dirs.push(dir);
  return dir;
}

// As production runs it, and as the tests run it: behaving as MongoDB would where the two differ.
for (const likeMongoDb of [false, true])
  readStoreContract(likeMongoDb ? 'lmdb, like MongoDB' : 'lmdb', async (failPoint) => {
    const dir = await mkdtemp(join(tmpdir(), 'bayline-read-store-'));
    // The contract compares queries with and without indexes: strictness has tests of its own below.
    const store = await openLmdbReadStore(dir, { strictIndexes: false, likeMongoDb, failPoint });
    return {
      store,
      cleanup: async () => {
        await store.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  });

describe('lmdb read store', () => {
  const open: ReadStore[] = [];
  /** The embedded store itself: these tests are of its own encoding, indexes and transactions. */
  async function openStore(dir: string, options?: LmdbReadStoreOptions): Promise<ReadStore> {
    const store = await openLmdbReadStore(dir, { likeMongoDb: false, ...options });
    open.push(store);
    return store;
  }
  afterEach(async () => {
    for (const store of open.splice(0)) await store.close();
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('keeps documents, checkpoints and aliases across close and reopen', async () => {
    const dir = await freshDir();
    const first = await openLmdbReadStore(dir);
    await first.commit(
      [
        { op: 'upsert', collection: 'jobs__r1', doc: { id: 'a', at: new Date('2024-05-01T10:00:00Z'), n: [1, 2] } },
        { op: 'upsert', collection: 'jobs__r1', doc: { id: 'b', nested: { x: 'y' } } },
        { op: 'upsert', collection: 'other', doc: { id: 'c' } },
      ],
      { name: 'rebuild', position: 12 },
    );
    await first.swapAliases({ jobs: 'jobs__r1' }, { name: 'jobs-projector', position: 12 });
    await first.commit([{ op: 'delete', collection: 'jobs', id: 'b' }], { name: 'jobs-projector', position: 13 });
    await first.close();

    const again = await openStore(dir);
    expect(await again.resolve('jobs')).toBe('jobs__r1');
    expect(await again.find('jobs')).toEqual([{ id: 'a', at: new Date('2024-05-01T10:00:00Z'), n: [1, 2] }]);
    expect(await again.get('other', 'c')).toEqual({ id: 'c' });
    expect(await again.checkpoint('rebuild')).toBe(12);
    expect(await again.checkpoint('jobs-projector')).toBe(13);
  });

  it('writes nothing of a batch that fails part-way', async () => {
    const store = await openStore(await freshDir());
    await store.commit([{ op: 'upsert', collection: 'jobs', doc: { id: 'kept', v: 1 } }], { name: 'p', position: 1 });
    expect(await store.find('jobs')).toHaveLength(1);
    // The copy keeps a BigInt, but MessagePack cannot hold this one: the encoder throws mid-transaction.
    const failing: Change[] = [
      { op: 'upsert', collection: 'jobs', doc: { id: 'first', v: 2 } },
      { op: 'delete', collection: 'jobs', id: 'kept' },
      { op: 'upsert', collection: 'jobs', doc: { id: 'second', v: 10n ** 30n } },
    ];
    await expect(store.commit(failing, { name: 'p', position: 2 })).rejects.toThrow();
    expect(await store.find('jobs')).toEqual([{ id: 'kept', v: 1 }]);
    expect(await store.get('jobs', 'first')).toBeUndefined();
    expect(await store.checkpoint('p')).toBe(1);
  });

  it('finds through an index the document as last written, small or large', async () => {
    const store = await openStore(await freshDir());
    await store.ensureIndexes('cards', [['loc']]);
    const write = (doc: Doc, position: number) =>
      store.commit([{ op: 'upsert', collection: 'cards', doc }], { name: 'p', position });
    const big = { id: 'a', loc: 'A', text: 'x'.repeat(5_000) };
    for (const [position, doc] of [
      { id: 'a', loc: 'A', v: 1 },
      { id: 'a', loc: 'A', v: 2 },
      big,
      { id: 'a', loc: 'A', v: 3 },
    ].entries()) {
      await write(doc, position + 1);
      expect(await store.find('cards', { loc: 'A' })).toEqual([doc]);
    }
  });

  it('forgets the record structures of an aborted commit, so that each instance reads the others right', async () => {
    const dir = await freshDir();
    const first = await openStore(dir);
    const second = await openStore(dir);
    const upsert = (doc: Doc): Change => ({ op: 'upsert', collection: 'shapes', doc });
    // The first document's shape is saved inside the transaction that the second one then aborts.
    await expect(
      first.commit([upsert({ id: 'a', alpha: 1, beta: 'x' }), upsert({ id: 'b', v: 10n ** 30n })], {
        name: 'p',
        position: 1,
      }),
    ).rejects.toThrow();
    // The other instance saves a shape of its own in the place the aborted one had taken.
    await second.commit([upsert({ id: 'c', gamma: 1, delta: [2] })], { name: 'q', position: 1 });
    expect(await first.get('shapes', 'c')).toEqual({ id: 'c', gamma: 1, delta: [2] });
    await first.commit([upsert({ id: 'a', alpha: 1, beta: 'x' })], { name: 'p', position: 1 });
    expect(await second.find('shapes', { id: { $in: ['a', 'c'] } })).toEqual([
      { id: 'a', alpha: 1, beta: 'x' },
      { id: 'c', gamma: 1, delta: [2] },
    ]);
  });

  it('moves the documents of a store from before shared structures, and indexes them when asked', async () => {
    const dir = await freshDir();
    const old = openEnvironment({ path: dir });
    const docs = old.openDB<Doc, string[]>('docs', {});
    const written = Array.from({ length: 25_000 }, (_, i) => ({ id: `j${i}`, loc: `L${i % 5}`, at: new Date(i) }));
    await old.transaction(() => {
      for (const doc of written) docs.put(['jobs', doc.id], doc);
    });
    await old.close();

    const store = await openStore(dir);
    expect(await store.count('jobs')).toBe(written.length);
    await store.ensureIndexes('jobs', [['loc']]);
    expect(await store.find('jobs', { loc: 'L3' }, { sort: { id: 1 } })).toEqual(
      written.filter((d) => d.loc === 'L3').sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
  });

  it('sees what another instance on the same path committed', async () => {
    const dir = await freshDir();
    const reader = await openStore(dir);
    const writer = await openStore(dir);
    await reader.ensureIndexes('jobs', [['loc']]);
    await reader.commit([{ op: 'upsert', collection: 'jobs', doc: { id: 'a', loc: 'X' } }], { name: 'r', position: 1 });
    expect(await reader.find('jobs', { loc: 'X' })).toHaveLength(1);

    await writer.commit(
      [
        { op: 'upsert', collection: 'jobs', doc: { id: 'a', loc: 'Y' } },
        { op: 'upsert', collection: 'jobs', doc: { id: 'b', loc: 'X' } },
      ],
      { name: 'w', position: 1 },
    );
    expect(await reader.find('jobs', { loc: 'X' })).toEqual([{ id: 'b', loc: 'X' }]);
    expect(await reader.find('jobs', { loc: 'Y' })).toEqual([{ id: 'a', loc: 'Y' }]);

    // The reader's next commit follows the writer's: it must replace the index entries the writer left.
    await writer.commit([{ op: 'delete', collection: 'jobs', id: 'b' }], { name: 'w', position: 2 });
    await reader.commit([{ op: 'upsert', collection: 'jobs', doc: { id: 'c', loc: 'X' } }], { name: 'r', position: 2 });
    expect(await reader.find('jobs', { loc: 'X' })).toEqual([{ id: 'c', loc: 'X' }]);
  });

  it('keeps one index entry per document and index, through updates, reopen, swaps and drops', async () => {
    const dir = await freshDir();
    /** The index entries on disk, per physical collection. */
    const entries = () => {
      const env = openEnvironment({ path: dir, readOnly: true });
      const counts: Record<string, number> = {};
      for (const key of env.openDB('indexEntries', { encoding: 'binary' }).getKeys()) {
        const physical = (key as unknown[])[0] as string;
        counts[physical] = (counts[physical] ?? 0) + 1;
      }
      env.close();
      return counts;
    };
    const upsert = (collection: string, doc: Doc): Change => ({ op: 'upsert', collection, doc });
    const first = await openLmdbReadStore(dir);
    await first.ensureIndexes('jobs', [['loc'], ['loc', 'state']]);
    await first.commit(
      [upsert('jobs', { id: 'a', loc: 'A', state: 1 }), upsert('jobs', { id: 'b', loc: ['A'], state: 2 })],
      { name: 'p', position: 1 },
    );
    await first.commit([upsert('jobs', { id: 'a', loc: 'B', state: 1 }), upsert('jobs', { id: 'c', loc: 'A' })], {
      name: 'p',
      position: 2,
    });
    await first.commit([{ op: 'delete', collection: 'jobs', id: 'c' }], { name: 'p', position: 3 });
    await first.close();
    expect(entries()).toEqual({ jobs: 4 });

    // A rebuild's collection, written without declarations, gets the alias's indexes when the swap points the alias at it.
    const store = await openStore(dir);
    expect(await store.find('jobs', { loc: 'A', state: { $gte: 2 } })).toEqual([{ id: 'b', loc: ['A'], state: 2 }]);
    await store.commit([upsert('jobs__r1', { id: 'x', loc: 'A', state: 3 })], { name: 'rebuild', position: 3 });
    await expect(store.find('jobs__r1', { loc: 'A' })).rejects.toThrow(/no declared index/);
    expect(await store.swapAliases({ jobs: 'jobs__r1' }, { name: 'p', position: 3 })).toEqual(['jobs']);
    expect(await store.find('jobs', { loc: 'A', state: 3 })).toEqual([{ id: 'x', loc: 'A', state: 3 }]);
    expect(entries()).toEqual({ jobs: 4, jobs__r1: 2 });
    await store.dropCollection('jobs');
    expect(entries()).toEqual({ jobs__r1: 2 });
  });

  it('refuses under vitest a query that no index declared by any instance serves, naming collection and fields', async () => {
    const dir = await freshDir();
    const projection = await openStore(dir);
    const query = await openStore(dir);
    const notes = [
      { id: 'n1', jobAdminId: 'j1', createDate: '2024-05-02', pinned: true },
      { id: 'n2', jobAdminId: 'j1', createDate: '2024-05-01', pinned: false },
    ];
    await projection.commit(
      notes.map((doc) => ({ op: 'upsert', collection: 'jobNotes', doc })),
      { name: 'notes', position: 1 },
    );
    await expect(query.find('jobNotes', { jobAdminId: 'j1' })).rejects.toThrow(
      /jobNotes.*no declared index starts with a field of the filter on jobAdminId/,
    );
    await projection.ensureIndexes('jobNotes', [['jobAdminId']]);
    expect(await query.count('jobNotes', { jobAdminId: 'j1', pinned: true })).toBe(1);
    await expect(query.find('jobNotes', { jobAdminId: 'j1' }, { sort: { createDate: -1 } })).rejects.toThrow(
      /jobNotes.*no declared index serves the sort on createDate/,
    );
    await expect(query.count('jobNotes', { pinned: true })).rejects.toThrow(/jobNotes.*filter on pinned/);
    // Ids are always indexed, and a whole collection may be asked for.
    expect(await query.find('jobNotes', { id: { $in: ['n2'] } })).toEqual([notes[1]]);
    expect(await query.count('jobNotes')).toBe(2);

    await projection.ensureIndexes('jobNotes', [['jobAdminId', 'createDate']]);
    expect(await query.find('jobNotes', { jobAdminId: 'j1' }, { sort: { createDate: -1 } })).toEqual(notes);
    const lenient = await openStore(dir, { strictIndexes: false });
    expect(await lenient.count('jobNotes', { pinned: false })).toBe(1);

    // A dropped collection takes its declarations along (rebuilds drop the collections they replaced).
    await projection.dropCollection('jobNotes');
    await expect(query.count('jobNotes', { jobAdminId: 'j1' })).rejects.toThrow(/jobNotes/);
  });

  it('after kill -9 mid-write, holds exactly the last acknowledged batch or the one after it', async () => {
    const dir = await freshDir();
    // Opened before the children write and queried while they do: it must notice another process's commits.
    const watcher = await openStore(dir);
    expect(await watcher.find(CRASH_COLLECTION)).toEqual([]);

    /** Runs the child until it has acknowledged `batches` more batches, kills it, returns its last acknowledgement. */
    async function writeAndKill(batches: number): Promise<number> {
      const child = spawn(process.execPath, ['--import', 'tsx', crashChild, dir], {
        cwd: fileURLToPath(new URL('.', import.meta.url)),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      let errors = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        errors += chunk;
      });
      // 'close' rather than 'exit': it comes after the last of the child's output has been read.
      const closed = new Promise<NodeJS.Signals | null>((resolve) =>
        child.once('close', (_code, signal) => resolve(signal)),
      );
      const lines = () => output.split('\n').slice(0, -1); // a line counts once its newline arrived
      try {
        const deadline = Date.now() + 20_000;
        while (lines().length < batches && Date.now() < deadline && child.exitCode === null) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        expect(lines().length, errors).toBeGreaterThanOrEqual(batches);
        expect(await watcher.count(CRASH_COLLECTION)).toBe(crashState(Number(lines().at(-1))).length);
        // A random moment, so the kill lands anywhere in a commit.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 15));
      } finally {
        child.kill('SIGKILL');
      }
      expect(await closed).toBe('SIGKILL');
      return Number(lines().at(-1));
    }

    const check = async (store: ReadStore, lastAck: number) => {
      const position = (await store.checkpoint(CRASH_CHECKPOINT))!;
      expect(position).toBeGreaterThanOrEqual(lastAck);
      expect(position).toBeLessThanOrEqual(lastAck + 1);
      expect(await store.find(CRASH_COLLECTION, {}, { sort: { id: 1 } })).toEqual(crashState(position));
    };
    // Each round resumes from the checkpoint the killed one left, as a restarted projector would.
    for (let round = 0; round < 3; round++) {
      const lastAck = await writeAndKill(100);
      await check(watcher, lastAck);
      await check(await openStore(dir), lastAck);
    }
  });

  it('narrows an equality find with an index and returns the same documents (20k docs, timings logged)', async () => {
    const store = await openStore(await freshDir(), { strictIndexes: false });
    const docs: Doc[] = Array.from({ length: 20_000 }, (_, i) => ({
      id: `job-${i}`,
      locationShortName: `LOC${i % 50}`,
      roState: i % 7,
      customer: { name: `Customer ${i % 997}` },
      updatedAt: i,
    }));
    const changes = (collection: string): Change[] => docs.map((doc) => ({ op: 'upsert', collection, doc }));
    await store.commit([...changes('plain'), ...changes('indexed')], { name: 'seed', position: 1 });
    await store.ensureIndexes('indexed', [['locationShortName', 'roState'], ['updatedAt']]);

    const filter = { locationShortName: 'LOC7', roState: 2 };
    const options = { sort: { updatedAt: -1 as const }, limit: 50 };
    const expected = docs
      .filter((d) => d.locationShortName === 'LOC7' && d.roState === 2)
      .sort((a, b) => (b.updatedAt as number) - (a.updatedAt as number))
      .slice(0, 50);
    expect(expected.length).toBe(50);

    const time = async (collection: string) => {
      await store.find(collection, filter, options); // warms up
      const runs = 50;
      const start = performance.now();
      for (let i = 0; i < runs; i++) await store.find(collection, filter, options);
      return (performance.now() - start) / runs;
    };
    const plainMs = await time('plain');
    const indexedMs = await time('indexed');
    expect(await store.find('plain', filter, options)).toEqual(expected);
    expect(await store.find('indexed', filter, options)).toEqual(expected);
    expect(await store.count('indexed', filter)).toBe(await store.count('plain', filter));
    console.info(
      `[read-store] find ${JSON.stringify(filter)} over ${docs.length} docs: ` +
        `${plainMs.toFixed(2)} ms unindexed, ${indexedMs.toFixed(2)} ms with the equality index`,
    );
  });
});
