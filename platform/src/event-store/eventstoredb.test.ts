import { afterAll, describe } from 'vitest';
import { eventStoreForTests } from '../testing/gates.ts';
import { eventStoreContract } from './contract.ts';
import { openEventStoreDb } from './eventstoredb.ts';

const esdb = await eventStoreForTests();

describe.runIf(esdb)('EventStoreDB adapter', () => {
  afterAll(async () => {
    await esdb?.stop();
  });

  eventStoreContract('eventstoredb', async () => {
    const store = await openEventStoreDb(esdb!.url);
    return { store, cleanup: () => store.close() };
  });
});
