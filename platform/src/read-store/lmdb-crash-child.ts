// Commits crash batches into the store at argv[2] until killed, printing each position once acknowledged.

import { openLmdbReadStore } from './lmdb.ts';
import { CRASH_CHECKPOINT, crashBatch } from './lmdb-crash-batches.ts';

const store = await openLmdbReadStore(process.argv[2]);
for (let n = 1; ; n++) {
  await store.commit(crashBatch(n), { name: CRASH_CHECKPOINT, position: n });
  process.stdout.write(`${n}\n`);
}
