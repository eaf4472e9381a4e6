import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { mongoForTests } from '../testing/gates.ts';
import { readStoreContract } from './contract.ts';
import { openMongoReadStore } from './mongo.ts';

const mongo = await mongoForTests();
const dbName = `bayline_test_${Math.random().toString(36).slice(2, 10)}`;

describe.runIf(mongo)('mongo read store', () => {
  afterAll(async () => {
    const client = await MongoClient.connect(mongo!.url);
    await client.db(dbName).dropDatabase();
    await client.close();
    await mongo!.stop();
  });

  readStoreContract('mongo', async () => {
    const store = await openMongoReadStore(mongo!.url, dbName);
    return { store, cleanup: () => store.close() };
  });

  it('does not let a replay at an older position overwrite documents a crashed commit already wrote', async () => {
    const store = await openMongoReadStore(mongo!.url, dbName);
    const client = await MongoClient.connect(mongo!.url);
    try {
      await store.commit(
        [
          { op: 'upsert', collection: 'crashed', doc: { id: 'a', v: 10 } },
          { op: 'upsert', collection: 'crashed', doc: { id: 'gone', v: 10 } },
        ],
        { name: 'crashed-projector', position: 10 },
      );
      // As if the process died after the documents and before the checkpoint.
      await client.db(dbName).collection<{ _id: string }>('_checkpoints').deleteOne({ _id: 'crashed-projector' });

      await store.commit(
        [
          { op: 'upsert', collection: 'crashed', doc: { id: 'a', v: 8 } },
          { op: 'delete', collection: 'crashed', id: 'gone' },
          { op: 'upsert', collection: 'crashed', doc: { id: 'b', v: 8 } },
        ],
        { name: 'crashed-projector', position: 8 },
      );
      expect(await store.find('crashed', {}, { sort: { id: 1 } })).toEqual([
        { id: 'a', v: 10 },
        { id: 'b', v: 8 },
        { id: 'gone', v: 10 },
      ]);
      expect(await store.checkpoint('crashed-projector')).toBe(8);
      const raw = await client
        .db(dbName)
        .collection('crashed')
        .findOne({ _id: 'a' as never });
      expect(raw).toMatchObject({ _position: 10, id: 'a' });
    } finally {
      await client.close();
      await store.close();
    }
  });
});
