import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EventStore, openLmdbEventStore } from '@bayline/platform/event-store';
import { afterEach, beforeEach } from 'vitest';

/**
 * An embedded event store's folder of its own for each test of the file (or block) that calls this; `open()` gives
 * a handle on it (a second handle is another process on the same folder). Every handle is closed and the folder
 * removed after the test.
 */
export function eventStoreFolder(name: string) {
  let dir = '';
  const opened: EventStore[] = [];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), `bayline-${name}-`));
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    async open() {
      const store = await openLmdbEventStore(dir);
      opened.push(store);
      return store;
    },
  };
}
