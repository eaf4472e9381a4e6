import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLmdbEventStore } from '@bayline/platform/event-store';
import { createInProcessJobQueue, createInProcessLock } from '@bayline/platform/job-queue';
import { openLmdbReadStore } from '@bayline/platform/read-store';
import { describe, expect, it } from 'vitest';
import { type Reactor, startReactions } from './runner.ts';

const metadata = {
  userId: 'u1',
  at: '2026-03-02T15:00:00.000Z',
  locationShortName: 'BAYVIEW',
  correlationId: 'c1',
  schemaVersion: 1,
};

describe('a reactor that begins at the head', () => {
  it('queues nothing of the history before its first start, then every event after, and keeps its place', async () => {
    const root = mkdtempSync(join(tmpdir(), 'bayline-runner-'));
    const store = await openLmdbEventStore(join(root, 'events'));
    const readStore = await openLmdbReadStore(join(root, 'read-models'));
    const queue = createInProcessJobQueue();
    const seen: string[] = [];
    const noted = (name: string) => ({ type: 'Noted', data: { name }, metadata });
    const reactor: Reactor = {
      name: 'test-reactions',
      begins: 'head',
      workFor: (event) => [{ name: 'note', data: event.data, jobId: event.id }],
    };
    const deps = { store, readStore, queue, lock: createInProcessLock(), leaseMs: 300, log: () => undefined };
    try {
      await queue.process<{ name: string }>('note', async (job) => void seen.push(job.data.name));
      await store.append('s-1', [noted('history')], { expectedVersion: -1 });
      let reactions = startReactions([reactor], deps);
      await expect.poll(() => readStore.checkpoint(reactor.name)).toBe(await store.headPosition());
      await store.append('s-1', [noted('news')], { expectedVersion: 0 });
      await expect.poll(() => seen).toEqual(['news']);
      await reactions.stop();

      // Restarted, it goes on from its checkpoint: what came meanwhile is queued, nothing twice.
      await store.append('s-1', [noted('while away')], { expectedVersion: 1 });
      reactions = startReactions([reactor], deps);
      await expect.poll(() => seen).toEqual(['news', 'while away']);
      await reactions.stop();
    } finally {
      await queue.close();
      await readStore.close();
      await store.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
