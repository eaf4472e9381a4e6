import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLmdbEventStore } from '@bayline/platform/event-store';
import type { EventStore } from '@bayline/platform/event-store/port';
import { openLmdbReadStore } from '@bayline/platform/read-store';
import type { ReadStore } from '@bayline/platform/read-store/port';

/** Runs `use` with an LMDB event store and read store in a fresh temporary folder, removed afterwards. */
export async function withStores(use: (stores: { store: EventStore; readStore: ReadStore }) => Promise<void>) {
  const root = mkdtempSync(join(tmpdir(), 'bayline-stores-'));
  const store = await openLmdbEventStore(join(root, 'events'));
  const readStore = await openLmdbReadStore(join(root, 'read-models'));
  try {
    await use({ store, readStore });
  } finally {
    await readStore.close();
    await store.close();
    rmSync(root, { recursive: true, force: true });
  }
}
