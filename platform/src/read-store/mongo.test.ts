import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { mongoForTests } from '../testing/gates.ts';
import { readStoreContract } from './contract.ts';
import { openMongoReadStore, toMongoFields, toMongoFilter } from './mongo.ts';

const mongo = await mongoForTests();
const dbName = `bayline_test_${Math.random().toString(36).slice(2, 10)}`;

describe('mongo filters', () => {
  it('look documents up by `_id` wherever a filter or sort names `id`', () => {
    expect(toMongoFilter({ id: { $in: ['a', 'b'] }, loc: 'X', 'customer.id': 3 })).toEqual({
      _id: { $in: ['a', 'b'] },
      loc: 'X',
      'customer.id': 3,
    });
    expect(toMongoFilter({ $or: [{ id: 'a' }, { $and: [{ id: 'b' }, { x: 1 }] }], $nor: [{ id: 'c' }] })).toEqual({
      $or: [{ _id: 'a' }, { $and: [{ _id: 'b' }, { x: 1 }] }],
      $nor: [{ _id: 'c' }],
    });
    expect(Object.entries(toMongoFields({ loc: 1, id: -1 }))).toEqual([
      ['loc', 1],
      ['_id', -1],
    ]);
  });
});

describe.runIf(mongo)('mongo read store', () => {
  afterAll(async () => {
    const client = await MongoClient.connect(mongo!.url);
    await client.db(dbName).dropDatabase();
    await client.close();
    await mongo!.stop();
  });

  readStoreContract('mongo', async (failPoint) => {
    const store = await openMongoReadStore(mongo!.url, dbName, { failPoint });
    return { store, cleanup: () => store.close() };
  });

  it('keeps a collection a swap replaced while another instance may still read it, and drops it on a later start', async () => {
    const writer = await openMongoReadStore(mongo!.url, dbName);
    const reader = await openMongoReadStore(mongo!.url, dbName);
    const client = await MongoClient.connect(mongo!.url);
    const exists = async (name: string) =>
      (await client.db(dbName).listCollections({ name }, { nameOnly: true }).toArray()).length > 0;
    try {
      await writer.commit([{ op: 'upsert', collection: 'board__r1', doc: { id: 'a', v: 1 } }], {
        name: 'r1',
        position: 1,
      });
      await writer.commit([{ op: 'upsert', collection: 'board__r2', doc: { id: 'a', v: 2 } }], {
        name: 'r2',
        position: 1,
      });
      await writer.swapAliases({ board: 'board__r1' }, { name: 'board-projector', position: 1 });
      expect(await reader.find('board')).toEqual([{ id: 'a', v: 1 }]); // the reader now caches board → board__r1

      const replaced = await writer.swapAliases({ board: 'board__r2' }, { name: 'board-projector', position: 2 });
      expect(replaced).toEqual(['board__r1']);
      for (const old of replaced) await writer.dropCollection(old);
      expect(await reader.find('board')).toEqual([{ id: 'a', v: 1 }]);
      expect(await writer.find('board')).toEqual([{ id: 'a', v: 2 }]);
      expect(await exists('board__r1')).toBe(true);

      // As if the grace period had passed while no instance ran.
      await client
        .db(dbName)
        .collection<{ _id: string; at: Date }>('_retired')
        .updateOne({ _id: 'board__r1' }, { $set: { at: new Date(Date.now() - 3_600_000) } });
      await (await openMongoReadStore(mongo!.url, dbName)).close();
      expect(await exists('board__r1')).toBe(false);
      expect(await exists('board__r2')).toBe(true);
    } finally {
      await client.close();
      await Promise.all([writer.close(), reader.close()]);
    }
  });
});
