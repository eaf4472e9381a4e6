import { MongoClient } from 'mongodb';
import { afterAll, describe } from 'vitest';
import { mongoForTests } from '../testing/gates.ts';
import { blobStoreContract } from './contract.ts';
import { openGridFsBlobStore } from './gridfs.ts';

const mongo = await mongoForTests();
const dbName = `bayline_blobs_${Math.random().toString(36).slice(2, 10)}`;

describe.runIf(mongo)('GridFS blobs', () => {
  afterAll(async () => {
    const client = await MongoClient.connect(mongo!.url);
    await client.db(dbName).dropDatabase();
    await client.close();
    await mongo!.stop();
  });

  blobStoreContract('gridfs', async () => {
    const blobs = await openGridFsBlobStore(mongo!.url, dbName);
    return { blobs, close: () => blobs.close() };
  });
});
