import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoInvalidArgumentError, MongoServerError } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { likeMongoDb } from './like-mongodb.ts';
import { openLmdbReadStore } from './lmdb.ts';
import type { Doc, ReadStore } from './port.ts';

const dirs: string[] = [];
const stores: ReadStore[] = [];
async function openStore(seed?: number): Promise<ReadStore> {
  const dir = await mkdtemp(join(tmpdir(), 'bayline-like-mongodb-'));
  dirs.push(dir);
  const store = likeMongoDb(await openLmdbReadStore(dir, { likeMongoDb: false, strictIndexes: false }), seed);
  stores.push(store);
  return store;
}
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

const write = (store: ReadStore, ...docs: Doc[]) =>
  store.commit(
    docs.map((doc) => ({ op: 'upsert', collection: 'jobs', doc })),
    { name: 'p', position: Date.now() },
  );

describe('the embedded read store, behaving as MongoDB would', () => {
  it('stores what BSON keeps as the driver writes it: undefined as null, a Map as an object, Dates as Dates', async () => {
    const store = await openStore();
    const promised = new Date('2026-05-01T10:00:00Z');
    await write(store, {
      id: 'j1',
      closed: undefined,
      parts: [1, undefined],
      byDepartment: new Map([['paint', 2]]),
      promised,
      customer: { phone: undefined },
    });
    const stored = await store.get('jobs', 'j1');
    expect(stored).toStrictEqual({
      id: 'j1',
      closed: null,
      parts: [1, null],
      byDepartment: { paint: 2 },
      promised,
      customer: { phone: null },
    });
    expect(await store.count('jobs', { closed: null })).toBe(1);
  });

  it('refuses keys MongoDB would not store or no query could reach, and writes nothing of the batch', async () => {
    const store = await openStore();
    for (const [doc, code] of [
      [{ id: 'j1', $where: 'x' }, 52],
      [{ id: 'j1', answers: { $gt: 1 } }, 52],
      [{ id: 'j1', 'customer.name': 'Lee' }, 57],
      [{ id: 'j1', answers: [{ 'a.b': 1 }] }, 57],
      [{ id: 'j1', byDepartment: new Map([['paint.shop', 1]]) }, 57],
    ] as const) {
      const refused = write(store, { id: 'j0' }, doc as Doc);
      await expect(refused).rejects.toBeInstanceOf(MongoServerError);
      await expect(refused).rejects.toMatchObject({ code });
    }
    expect(await store.find('jobs')).toEqual([]);
    expect(await store.checkpoint('p')).toBeUndefined();
  });

  it('refuses a document of 16 MB or more, as the driver does', async () => {
    const store = await openStore();
    await write(store, { id: 'j1', notes: 'x'.repeat(16 * 1024 * 1024 - 100) });
    await expect(write(store, { id: 'j2', notes: 'x'.repeat(16 * 1024 * 1024) })).rejects.toBeInstanceOf(
      MongoInvalidArgumentError,
    );
    expect((await store.find('jobs')).map((doc) => doc.id)).toEqual(['j1']);
  });

  it('answers an unsorted find, and the ties of a sort, in an order that changes, the same for the same seed', async () => {
    const docs = Array.from({ length: 20 }, (_, i) => ({ id: `j${String(i).padStart(2, '0')}`, loc: i % 2 }));
    const orders = async (seed: number) => {
      const store = await openStore(seed);
      await write(store, ...docs);
      const ids = async (sort?: Record<string, 1 | -1>) =>
        (await store.find('jobs', {}, { sort })).map((doc) => doc.id).join();
      return [await ids(), await ids(), await ids({ loc: 1 }), await ids({ loc: 1, id: 1 })];
    };
    const [first, second, byLoc, byLocAndId] = await orders(7);
    expect(first).not.toBe(docs.map((doc) => doc.id).join());
    expect(second).not.toBe(first);
    // Sorted by loc, but the ids within a loc in no set order; sorted by id too, they are.
    expect(byLoc?.split(',').slice(0, 10).sort()).toEqual(docs.filter((doc) => doc.loc === 0).map((doc) => doc.id));
    expect(byLoc).not.toBe(byLocAndId);
    expect(byLocAndId).toBe(
      [...docs]
        .sort((a, b) => a.loc - b.loc)
        .map((doc) => doc.id)
        .join(),
    );
    expect(await orders(7)).toEqual([first, second, byLoc, byLocAndId]);
  });
});
