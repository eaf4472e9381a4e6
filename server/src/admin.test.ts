import { randomUUID } from 'node:crypto';
import { positionHeader } from '@bayline/contracts';
import { adminTokenHeader } from '@bayline/platform/http';
import { parkedStream } from '@bayline/projection-service';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LocalBayline, startLocalBayline } from './local.ts';
import { apiClient } from './testing/client.ts';

const parked = '/api/admin/v1/parked';
const adminToken = randomUUID();
let bayline: LocalBayline;

beforeAll(async () => {
  bayline = await startLocalBayline({ adminToken });
});
afterAll(async () => {
  await bayline?.close();
});

const signedIn = async (email: string) => {
  const client = apiClient(bayline.url);
  expect((await client.login(email)).status).toBe(200);
  return client;
};
const statusOf = async (projector: string) =>
  (await bayline.bayline.runner!.status()).find((s) => s.name === projector)!;

describe('a projector that stops on an event (a real bug)', () => {
  it('shows owners and support the parked event, lets them retry or skip it, and keeps everything else serving', async () => {
    // An event the settings projector cannot handle (a department added without the department): its own code throws.
    const { position: poison } = await bayline.adapters.store.append(
      'departments-BROKEN',
      [
        {
          type: 'DepartmentAdded',
          data: {},
          metadata: {
            userId: 'system',
            at: new Date().toISOString(),
            locationShortName: 'BROKEN',
            correlationId: 'c',
            schemaVersion: 1,
          },
        },
      ],
      { expectedVersion: 'any' },
    );
    await vi.waitFor(async () => expect((await statusOf('settings')).status).toBe('stopped'), { timeout: 10_000 });

    const owner = await signedIn('demo@bayline.test');
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
