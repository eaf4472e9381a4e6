/**
 * Child process for the kill -9 test in lmdb.test.ts: appends to the store at argv[2] from several concurrent
 * writers until killed, printing `position streamId version` for every append once it has been acknowledged.
 */
import { openLmdbEventStore } from './lmdb.ts';

const WRITERS = 8;

const [, , dir] = process.argv;
if (!dir) throw new Error('Give the store folder as the first argument');
const store = await openLmdbEventStore(dir);
const metadata = {
  userId: 'crash-test',
  at: new Date().toISOString(),
  locationShortName: 'HQ',
  correlationId: 'crash',
  schemaVersion: 1,
};

await Promise.all(
  Array.from({ length: WRITERS }, async (_, writer) => {
    const streamId = `crash-${writer}`;
    for (let version = -1; ; ) {
      const count = 1 + ((version + 1) % 3);
      const events = Array.from({ length: count }, (_, i) => ({ type: 'Burst', data: { writer, i }, metadata }));
      const result = await store.append(streamId, events, { expectedVersion: version });
      // stdout to a pipe is synchronous on Linux: the line is out before the next append starts.
      process.stdout.write(`${result.position} ${streamId} ${result.nextVersion}\n`);
      version = result.nextVersion;
    }
  }),
);
