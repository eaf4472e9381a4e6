import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { afterAll, describe, expect, it } from 'vitest';
import { eventStoreContract } from './contract.ts';
import { openLmdbEventStore } from './lmdb.ts';
import type { EventToAppend, RecordedEvent } from './port.ts';

const tempDirs: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bayline-lmdb-'));
  tempDirs.push(dir);
  return dir;
}

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

eventStoreContract('lmdb', async () => {
  const store = await openLmdbEventStore(await tempDir());
  return { store, cleanup: () => store.close() };
});

function events(count: number, type = 'Happened'): EventToAppend[] {
  return Array.from({ length: count }, (_, i) => ({
    type,
    data: { i },
    metadata: {
      userId: 'u',
      at: '2026-01-01T00:00:00.000Z',
      locationShortName: 'HQ',
      correlationId: 'c',
      schemaVersion: 1,
    },
  }));
}

async function waitFor(what: string, condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('lmdb event store', () => {
  it('hands out the events it keeps parsed only at their own position, past its capacity and in any order', async () => {
    const store = await openLmdbEventStore(await tempDir(), { recentEvents: 4 });
    for (let i = 0; i < 10; i++) await store.append(`s${i}`, events(1), { expectedVersion: 'no_stream' });
    const expected = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => [from + i, `s${from + i - 1}`]);
    const shown = (page: RecordedEvent[]) => page.map((e) => [e.position, e.streamId]);
    /** What a subscription from `after` receives, in pages of 3: it keeps the last 4 events parsed. */
    const subscribed = async (after: number) => {
      const received: RecordedEvent[] = [];
      let caughtUp = false;
      const subscription = store.subscribe(
        after,
        {
          onBatch: async (page) => {
            received.push(...page);
          },
          onCaughtUp: () => {
            caughtUp = true;
          },
        },
        { batchSize: 3 },
      );
      await waitFor('the subscription to catch up', () => caughtUp);
      await subscription.close();
      return shown(received);
    };
    expect(await subscribed(0)).toEqual(expected(1, 10));
    expect(await subscribed(5)).toEqual(expected(6, 10));
    expect(await subscribed(1)).toEqual(expected(2, 10));
    expect(shown(await store.readAll(0, 3))).toEqual(expected(1, 3));
    expect(shown(await store.readAll(6, 10))).toEqual(expected(7, 10));
    expect(shown(await store.readAll(10, 5))).toEqual([]);
    await store.close();
  });

  it('starts empty and numbers positions densely from 1', async () => {
    const store = await openLmdbEventStore(await tempDir());
    expect(await store.headPosition()).toBe(0);
    expect(await store.readAll(0, 10)).toEqual([]);
    expect((await store.append('a', events(2), { expectedVersion: 'no_stream' })).position).toBe(2);
    expect((await store.append('b', events(1), { expectedVersion: 'no_stream' })).position).toBe(3);
    expect((await store.readAll(0, 10)).map((e) => [e.position, e.streamId, e.version])).toEqual([
      [1, 'a', 0],
      [2, 'a', 1],
      [3, 'b', 0],
    ]);
    expect(await store.headPosition()).toBe(3);
    await store.close();
  });

  it('keeps events, stream versions and the head across close and reopen', async () => {
    const dir = await tempDir();
    const first = await openLmdbEventStore(dir);
    await first.append('job-1', events(3), { expectedVersion: 'no_stream' });
    await first.append('job-2', events(2), { expectedVersion: 'no_stream' });
    await first.append('job-1', events(1), { expectedVersion: 2 });
    const written = await first.readAll(0, 100);
    await first.close();
    await expect(first.readAll(0, 1)).rejects.toThrow(/closed/);

    const reopened = await openLmdbEventStore(dir);
    expect(await reopened.readAll(0, 100)).toEqual(written);
    expect(await reopened.headPosition()).toBe(6);
    expect((await reopened.readStream('job-1')).map((e) => e.version)).toEqual([0, 1, 2, 3]);
    await expect(reopened.append('job-1', events(1), { expectedVersion: 2 })).rejects.toMatchObject({ actual: 3 });
    expect(await reopened.append('job-1', events(1), { expectedVersion: 3 })).toEqual({ nextVersion: 4, position: 7 });
    await reopened.close();
  });

  it('refuses a stream id too long for an LMDB key without writing anything', async () => {
    const store = await openLmdbEventStore(await tempDir());
    await expect(store.append('x'.repeat(2000), events(1), { expectedVersion: 'any' })).rejects.toThrow(/longer than/);
    expect(await store.headPosition()).toBe(0);
    await store.close();
  });

  it('rejects data that cannot be stored as JSON without writing any of the batch', async () => {
    const store = await openLmdbEventStore(await tempDir());
    const batch = events(2);
    itemAt(batch, 1).data = { amount: 10n };
    await expect(store.append('job', batch, { expectedVersion: 'any' })).rejects.toThrow(TypeError);
    expect(await store.headPosition()).toBe(0);
    expect((await store.append('job', events(1), { expectedVersion: 'no_stream' })).position).toBe(1);
    await store.close();
  });

  it("wakes this process's live subscriptions at once, without waiting for the poll", async () => {
    const store = await openLmdbEventStore(await tempDir(), { pollIntervalMs: 60_000 });
    const delivered: RecordedEvent[] = [];
    let caughtUp = 0;
    store.subscribe(0, { onBatch: async (batch) => void delivered.push(...batch), onCaughtUp: () => caughtUp++ });
    await waitFor('the empty catch-up', () => caughtUp > 0);
    for (let i = 0; i < 3; i++) {
      await store.append('job', events(1), { expectedVersion: i - 1 });
      await waitFor(`event ${i}`, () => delivered.length === i + 1, 2_000);
    }
    expect(delivered.map((e) => e.version)).toEqual([0, 1, 2]);
    await store.close();
  });

  it('wakes the subscriptions of another instance of this process on the same path at once (another thread)', async () => {
    const dir = await tempDir();
    const writer = await openLmdbEventStore(dir, { pollIntervalMs: 60_000 });
    const reader = await openLmdbEventStore(dir, { pollIntervalMs: 60_000 });
    const delivered: RecordedEvent[] = [];
    let caughtUp = 0;
    reader.subscribe(0, { onBatch: async (batch) => void delivered.push(...batch), onCaughtUp: () => caughtUp++ });
    await waitFor('the empty catch-up', () => caughtUp > 0);
    await writer.append('job-1', events(2), { expectedVersion: 'no_stream' });
    await waitFor('the appended events', () => delivered.length === 2, 10_000);
    await reader.close();
    await writer.close();
  });

  it('lets a second instance on the same path see appends by polling', async () => {
    const dir = await tempDir();
    const writer = await openLmdbEventStore(dir);
    const reader = await openLmdbEventStore(dir);
    const delivered: RecordedEvent[] = [];
    let caughtUp = 0;
    reader.subscribe(0, { onBatch: async (batch) => void delivered.push(...batch), onCaughtUp: () => caughtUp++ });
    await waitFor('the empty catch-up', () => caughtUp > 0);
    await writer.append('job-1', events(2), { expectedVersion: 'no_stream' });
    await waitFor('the appended events', () => delivered.length === 2);
    expect(delivered.map((e) => [e.position, e.streamId, e.version])).toEqual([
      [1, 'job-1', 0],
      [2, 'job-1', 1],
    ]);
    await reader.append('job-1', events(1), { expectedVersion: 1 });
    expect((await writer.readStream('job-1')).map((e) => e.position)).toEqual([1, 2, 3]);
    await reader.close();
    await writer.close();
  });

  it('keeps every acknowledged append when the writing process is killed with SIGKILL', async () => {
    const dir = await tempDir();
    // This process watches the child's appends live, as a projector in another process would.
    const watcher = await openLmdbEventStore(dir);
    let watched = 0;
    watcher.subscribe(0, {
      async onBatch(batch) {
        watched = itemAt(batch, -1).position;
      },
    });

    const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
    const childScript = fileURLToPath(new URL('./lmdb-crash-child.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', childScript, dir], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );

    await waitFor('500 acknowledged appends', () => stdout.split('\n').length > 500, 30_000).catch((error) => {
      child.kill('SIGKILL');
      throw new Error(`${error.message}; child stderr: ${stderr}`);
    });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    // Only complete lines were acknowledged; a torn last line is not.
    const acknowledged = stdout
      .split('\n')
      .slice(0, -1)
      .map((line) => {
        const [position, streamId, version] = line.split(' ');
        return { position: Number(position), streamId, version: Number(version) };
      });
    expect(acknowledged.length).toBeGreaterThanOrEqual(500);
    const lastAcknowledged = Math.max(...acknowledged.map((a) => a.position));
    await waitFor('the watcher to see the acknowledged appends', () => watched >= lastAcknowledged);
    await watcher.close();

    const store = await openLmdbEventStore(dir);
    const log = await store.readAll(0, Number.MAX_SAFE_INTEGER);
    const head = await store.headPosition();
    expect(head).toBeGreaterThanOrEqual(lastAcknowledged);
    expect(log.map((e) => e.position)).toEqual(Array.from({ length: head }, (_, i) => i + 1));
    const byPosition = new Map(log.map((e) => [e.position, e]));
    for (const { position, streamId, version } of acknowledged) {
      expect(byPosition.get(position)).toMatchObject({ streamId, version });
    }

    // Every stream's index is dense, points at the right log entries, and its head agrees with it.
    const streams = new Set(log.map((e) => e.streamId));
    let indexed = 0;
    for (const streamId of streams) {
      const stream = await store.readStream(streamId);
      expect(stream.map((e) => e.version)).toEqual(stream.map((_, i) => i));
      for (const e of stream) expect(byPosition.get(e.position)).toEqual(e);
      indexed += stream.length;
      const last = itemAt(stream, -1);
      expect(await store.append(streamId, [], { expectedVersion: last.version })).toEqual({
        nextVersion: last.version,
        position: last.position,
      });
    }
    expect(indexed).toBe(log.length);
    expect((await store.append('after-crash', events(1), { expectedVersion: 'no_stream' })).position).toBe(head + 1);
    await store.close();
  }, 60_000);
});
