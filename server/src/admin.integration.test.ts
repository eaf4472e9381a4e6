import { randomUUID } from 'node:crypto';
import type { OperationsLogEntry, OperationsSnapshot } from '@bayline/contracts';
import { positionHeader } from '@bayline/contracts';
import { adminTokenHeader } from '@bayline/platform/http';
import { parkedStream, rebuildRequestsStream } from '@bayline/projection-service';
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';
import { appendPoisonEvent } from './testing/poison.ts';

const parked = '/api/admin/v1/parked';
const operations = '/api/admin/v1/operations';
const rebuilds = '/api/admin/v1/rebuilds';
const adminToken = randomUUID();
const { bayline, signedIn } = localShop({ adminToken });

const statusOf = async (projector: string) =>
  (await bayline.bayline.runner!.status()).find((s) => s.name === projector)!;

describe('a projector that stops on an event (a real bug)', () => {
  it('shows owners and support the parked event, lets them retry or skip it, and keeps everything else serving', async () => {
    const poison = await appendPoisonEvent(bayline.adapters.store);
    await vi.waitFor(async () => expect((await statusOf('settings')).status).toBe('stopped'), { timeout: 10_000 });

    const owner = await signedIn('demo@bayline.test');
    // The operations page sees it stopped, behind by the events since, with the error.
    const stopped = (await owner.get(operations)).json.projectors.find((p: { name: string }) => p.name === 'settings');
    expect(stopped).toMatchObject({
      status: 'stopped',
      position: poison - 1,
      lastError: expect.stringMatching(/parked/),
    });
    expect(stopped.lag).toBeGreaterThanOrEqual(1);
    const manager = await signedIn('manager@bayline.test');
    expect((await apiClient(bayline.url).get(parked)).status).toBe(401);
    const refused = await manager.get(parked);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);

    const anonymous = apiClient(bayline.url);
    expect((await anonymous.get(parked, { [adminTokenHeader]: 'not-the-token' })).status).toBe(403);
    expect((await anonymous.get(parked, { [adminTokenHeader]: adminToken })).json).toHaveLength(1);
    const list = await owner.get(parked);
    expect(list.status).toBe(200);
    expect(list.json).toEqual([
      expect.objectContaining({
        projector: 'settings',
        position: poison,
        type: 'DepartmentAdded',
        streamId: 'departments-BROKEN',
      }),
    ]);
    // The error says what failed, without a stack trace or file path.
    expect(list.json[0].error).toMatch(/settings: /);
    expect(list.json[0].error).not.toMatch(/\.ts\b|\n\s+at /);

    // The other projectors go on, and a read that waits for a position waits only for its own projectors.
    await vi.waitFor(async () => expect((await statusOf('estimates')).position).toBeGreaterThanOrEqual(poison));
    expect((await statusOf('jobs')).status).toBe('live');
    const estimates = await owner.get('/api/production/v1/estimates', { [positionHeader]: String(poison) });
    expect(estimates.status).toBe(200);

    // Refusals: nothing recorded.
    const missingReason = await owner.post(`${parked}/settings/${poison}/skip`, {});
    expect(missingReason.status).toBe(400);
    expect(missingReason.json.errors).toEqual([expect.objectContaining({ field: 'reason' })]);
    expect((await owner.post(`${parked}/settings/${poison}/skip`, { reason: 'x'.repeat(501) })).status).toBe(400);
    for (const path of [`nope/${poison}`, `settings/${poison + 1000}`, '__proto__/1'])
      expect((await owner.post(`${parked}/${path}/retry`)).status).toBe(404);
    const tooFar = await owner.post(`${parked}/settings/${'9'.repeat(40)}/retry`);
    expect(tooFar.status).toBe(400);
    expect(tooFar.json.errors).toEqual([expect.objectContaining({ field: 'position' })]);
    expect((await manager.post(`${parked}/settings/${poison}/skip`, { reason: 'not mine to decide' })).status).toBe(
      403,
    );
    expect(await bayline.adapters.store.readStream(parkedStream('settings'))).toEqual([]);

    // A retry while the bug is still there parks the event again.
    expect((await owner.post(`${parked}/settings/${poison}/retry`)).status).toBe(202);
    await vi.waitFor(async () => expect(await bayline.adapters.readStore.checkpoint('_parked:settings')).toBe(2), {
      timeout: 10_000,
    });
    expect((await statusOf('settings')).status).toBe('stopped');

    const skipped = await owner.post(`${parked}/settings/${poison}/skip`, { reason: 'Opened by a broken import' });
    expect(skipped.status).toBe(202);
    await vi.waitFor(async () => expect((await statusOf('settings')).status).toBe('live'), { timeout: 10_000 });
    expect((await owner.read('/api/production/v1/departments')).status).toBe(200);
    expect((await owner.get(parked)).json).toEqual([]);
    const decisions = await bayline.adapters.store.readStream(parkedStream('settings'));
    expect(decisions.map((d) => d.type)).toEqual(['ParkedEventRetried', 'ParkedEventSkipped']);
    expect(decisions[1]).toMatchObject({
      data: { projector: 'settings', position: poison, reason: 'Opened by a broken import' },
      metadata: { userId: (await owner.get('/api/identity/v1/users')).json.userId },
    });
  });

  it('throttles guesses of the admin token, not the owners and support who sign in', async () => {
    const guesser = apiClient(bayline.url);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await guesser.get(parked, { [adminTokenHeader]: `guess-${i}` })).status);
    // At most ten failures (the first test tried one wrong token too), then 429.
    const refused = answers.indexOf(429);
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThanOrEqual(10);
    expect(answers.slice(0, refused).every((status) => status === 403)).toBe(true);
    const throttled = await guesser.get(parked, { [adminTokenHeader]: adminToken });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await (await signedIn('demo@bayline.test')).get(parked)).status).toBe(200);
  });
});

describe('the operations page’s calls', () => {
  it('show owners and support the projectors, the log and the queues, and no one else', async () => {
    const owner = await signedIn('demo@bayline.test');
    const manager = await signedIn('manager@bayline.test');
    for (const path of [operations, `${operations}/log`]) {
      expect((await apiClient(bayline.url).get(path)).status).toBe(401);
      const refused = await manager.get(path);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    }
    const head = await bayline.adapters.store.headPosition();
    const answer = await owner.get(operations);
    expect(answer.status).toBe(200);
    const snapshot = answer.json as OperationsSnapshot;
    expect(snapshot.eventStore).toMatchObject({ events: expect.any(Number), eventsAtLeast: false });
    expect(snapshot.eventStore.head).toBeGreaterThanOrEqual(head);
    // Dense positions in the embedded store: as many events as the head says.
    expect(snapshot.eventStore.events).toBe(snapshot.eventStore.head);
    const names = snapshot.projectors.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(snapshot.projectors.find((p) => p.name === 'jobs')).toMatchObject({
      status: 'live',
      lag: 0,
      lagMs: 0,
      lastError: null,
    });
    expect(snapshot.queues.map((q) => q.name)).toEqual([
      'media-remove-blobs',
      'media-thumbnail',
      'notify',
      'notify-cycles',
      'rebuild',
      'text-send',
    ]);
    for (const queue of snapshot.queues)
      expect(Object.values({ ...queue, name: 0 }).every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
  });

  it('lists support’s decisions and requests with who made them, newest first', async () => {
    const owner = await signedIn('demo@bayline.test');
    const log = (await owner.get(`${operations}/log`)).json as OperationsLogEntry[];
    // The first suite's retry, then its skip, of the settings projector's parked event.
    const decisions = log.filter((e) => e.projector === 'settings');
    expect(decisions.map((e) => e.type)).toEqual(['ParkedEventSkipped', 'ParkedEventRetried']);
    expect(decisions[0]).toMatchObject({
      reason: 'Opened by a broken import',
      parkedPosition: expect.any(Number),
      userName: 'Dana Reyes',
    });
    expect(log.map((e) => e.position)).toEqual([...log.map((e) => e.position)].sort((a, b) => b - a));
  });

  it('rebuild a projector when asked, record who asked, and refuse unknown projectors and other users', async () => {
    const owner = await signedIn('demo@bayline.test');
    const manager = await signedIn('manager@bayline.test');
    expect((await manager.post(`${rebuilds}/notes`)).status).toBe(403);
    expect((await manager.post(`${rebuilds}/notes/cancel`)).status).toBe(403);
    for (const path of ['nope', '__proto__', 'nope/cancel'])
      expect((await owner.post(`${rebuilds}/${path}`)).status).toBe(404);
    const bad = await owner.post(`${rebuilds}/not.a.name`);
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([expect.objectContaining({ field: 'name' })]);
    expect(await bayline.adapters.store.readStream(rebuildRequestsStream)).toEqual([]);

    const before = await bayline.adapters.readStore.resolve('jobNotes');
    const asked = await owner.post(`${rebuilds}/notes`);
    expect(asked.status).toBe(202);
    expect(asked.json).toEqual({ projectors: ['notes'] });
    await vi.waitFor(
      async () => {
        const notes = ((await owner.get(operations)).json as OperationsSnapshot).projectors.find(
          (p) => p.name === 'notes',
        );
        expect(notes?.lastRebuild).toMatchObject({ outcome: 'completed' });
        expect(notes?.status).toBe('live');
      },
      { timeout: 20_000 },
    );
    expect(await bayline.adapters.readStore.resolve('jobNotes')).not.toBe(before);

    // Nothing to cancel: asked all the same (the leader finds none running), and recorded.
    const cancel = await owner.post(`${rebuilds}/all/cancel`);
    expect(cancel.status).toBe(202);
    expect(cancel.json.projectors).toContain('notes');
    const log = (await owner.get(`${operations}/log`)).json as OperationsLogEntry[];
    expect(log.slice(0, 2)).toMatchObject([
      { type: 'RebuildCancelled', projector: 'all', userName: 'Dana Reyes' },
      { type: 'RebuildRequested', projector: 'notes', userName: 'Dana Reyes' },
    ]);
  });
});
