import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { openLmdbEventStore } from '@bayline/platform/event-store';
import { createRedisLock } from '@bayline/platform/job-queue';
import { newExportKey } from '@bayline/query-service/audit/signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BaylineProcess, eventually, privateRedis, startBaylineProcess } from '../testing/processes.ts';

const jobsPerLocation = 20;
const locations = 3;
const dataDir = mkdtempSync(join(tmpdir(), 'bayline-seed-once-'));
const redis = await privateRedis();
const processes: BaylineProcess[] = [];

afterAll(async () => {
  for (const p of processes) p.child.kill('SIGKILL');
  await Promise.all(processes.map((p) => p.exited));
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function answer(process: BaylineProcess, path: string) {
  const response = await fetch(`${process.url}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    retryAfter: response.headers.get('retry-after'),
    body: await response.text(),
  };
}

async function headOfStore() {
  const store = await openLmdbEventStore(join(dataDir, 'events'));
  try {
    return await store.headPosition();
  } finally {
    await store.close();
  }
}

describe.skipIf(!redis)('two command processes starting on one empty store', () => {
  let lock: ReturnType<typeof createRedisLock>;
  beforeAll(() => {
    lock = createRedisLock(redis!.url);
  });
  afterAll(() => lock.close());

  it('seed it exactly once; the other answers 503 with Retry-After until the seed is done', {
    timeout: 180_000,
  }, async () => {
    // Holding the seed lease first makes both start as waiters, so both are seen refusing before either seeds.
    const held = await lock.acquire('demo-seed', 120_000);
    expect(held).toBeDefined();
    const env = {
      BAYLINE_ROLE: 'command',
      BAYLINE_DATA_DIR: dataDir,
      REDIS_URL: redis!.url,
      SESSION_SECRET: 'seed-once-test-secret',
      BAYLINE_EXPORT_KEY: newExportKey(),
      BAYLINE_SEED_JOBS: String(jobsPerLocation),
    };
    processes.push(await startBaylineProcess(env), await startBaylineProcess(env));
    for (const p of processes) {
      const health = await eventually(() => answer(p, '/health'));
      expect(health.status).toBe(503);
      const api = await answer(p, '/api/identity/v1/users');
      expect(api.status).toBe(503);
      expect(api.type).toMatch(/^application\/problem\+json/);
      expect(api.retryAfter).toBe('5');
      expect(JSON.parse(api.body)).toMatchObject({
        status: 503,
        title: 'Another Bayline instance is seeding the demo shop',
      });
    }
    expect(await headOfStore()).toBe(0);

    await held!.release();
    // Watch both until each serves: note what the store held when each first answered something other than 503.
    const headWhenServing = new Map<BaylineProcess, number>();
    const refusedAfterRelease = new Map<BaylineProcess, number>(processes.map((p) => [p, 0]));
    await eventually(
      async () => {
        for (const p of processes) {
          if (headWhenServing.has(p)) continue;
          const api = await answer(p, '/api/identity/v1/users');
          if (api.status === 503) {
            expect(api.retryAfter).toBe('5');
            refusedAfterRelease.set(p, refusedAfterRelease.get(p)! + 1);
          } else headWhenServing.set(p, await headOfStore());
        }
        if (headWhenServing.size < processes.length) throw new Error('not both serving yet');
      },
      120_000,
      20,
    );

    const seeders = processes.filter((p) => p.output().includes('Seeding the demo shop:'));
    expect(seeders).toHaveLength(1);
    const waiter = itemAt(
      processes.filter((p) => p !== seeders[0]),
      0,
    );
    expect(waiter.output()).toContain('Another instance is seeding the demo shop: waiting for it');
    expect(refusedAfterRelease.get(waiter)).toBeGreaterThan(0);

    // Once serving, both answer as usual: a command process has no read routes, so 404, not 503.
    for (const p of processes) expect((await answer(p, '/api/identity/v1/users')).status).toBe(404);
    for (const p of processes) expect((await answer(p, '/health')).status).toBe(200);

    for (const p of processes) p.child.kill('SIGTERM');
    expect(await Promise.all(processes.map((p) => p.exited))).toEqual([0, 0]);
    const store = await openLmdbEventStore(join(dataDir, 'events'));
    const head = await store.headPosition();
    let jobsCreated = 0;
    for (let after = 0; after < head; ) {
      const events = await store.readAll(after, 5_000);
      jobsCreated += events.filter((e) => e.type === 'JobCreated').length;
      after = events.at(-1)!.position;
    }
    await store.close();
    // As many jobs as one seed made (it plans jobsPerLocation per location and leaves out any dated in the future).
    const planned = Number(/job history: (\d+)\/\1 jobs \(100%\)/.exec(itemAt(seeders, 0).output())?.[1]);
    expect(planned).toBeGreaterThan(jobsPerLocation * (locations - 1));
    expect(jobsCreated).toBe(planned);
    // The waiter opened only once the seed was whole: nothing was appended after it started serving.
    expect(headWhenServing.get(waiter)).toBe(head);
  });
});
