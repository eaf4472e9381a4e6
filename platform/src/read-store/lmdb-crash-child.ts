// Commits crash batches into the store at argv[2], from where the last run stopped, until killed;
// prints each position once its commit is acknowledged.

import { openLmdbReadStore } from './lmdb.ts';
import { CRASH_CHECKPOINT, crashBatch } from './lmdb-crash-batches.ts';

const [, , dir] = process.argv;
if (!dir) throw new Error('Give the store folder as the first argument');
const store = await openLmdbReadStore(dir);
for (let n = ((await store.checkpoint(CRASH_CHECKPOINT)) ?? 0) + 1; ; n++) {
  await store.commit(crashBatch(n), { name: CRASH_CHECKPOINT, position: n });
  process.stdout.write(`${n}\n`);
}
