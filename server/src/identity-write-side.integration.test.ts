import type { PolicyUser } from '@bayline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, jobBodies, revokeManagerAndDeactivateTech, signedIn } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const identity = '/api/identity/v1';
const production = '/api/production/v1';

// Behind a trusted proxy, so each sign-in can come from its own address (the throttle counts per account and
// address), and with no slowing after failures: the old password is meant to fail here.
const { bayline, owner } = localShop({
  users: { owner: 'demo@bayline.test' },
  env: { BAYLINE_TRUST_PROXY: 'true' },
  signInSlowdown: () => 0,
});

let manager: ApiClient;
let tech: ApiClient;
let estimator: ApiClient;
let listed: PolicyUser[];

/** Sign-in and every right are decided on the users' own streams: nothing here waits for a read model. */
describe('with the projectors stopped', () => {
  beforeAll(async () => {
    manager = await signedIn(bayline.url, 'manager@bayline.test');
    tech = await signedIn(bayline.url, 'tech@bayline.test');
    estimator = await signedIn(bayline.url, 'estimator@bayline.test');
    listed = (await owner.get(`${identity}/users/settings`)).json.users;
    await bayline.bayline.runner!.caughtUp();
    await bayline.bayline.runner!.stop();
  });

  it('refuses a revoked right and a deactivated user on the very next request', async () => {
    expect((await manager.get(`${identity}/users/settings`)).status).toBe(200);
    expect((await tech.get(`${identity}/users`)).status).toBe(200);
    expect((await revokeManagerAndDeactivateTech(owner, listed)).status).toBe(200);
    expect((await manager.get(`${identity}/users/settings`)).status).toBe(403);
    expect((await tech.get(`${identity}/users`)).status).toBe(401);
    expect((await apiClient(bayline.url).login('tech@bayline.test')).status).toBe(401);
  });

  it('signs in with a new password at once and never with the old one, 100 times out of 100, while jobs are created', async () => {
    // Each job on a day of its own: a day's capacity is not what this test is about.
    const jobBody = await jobBodies(owner);
    let changing = true;
    const created: number[] = [];
    const load = (async () => {
      while (changing) created.push((await owner.post(`${production}/jobadmins`, jobBody())).status);
    })();
    const outcomes: string[] = [];
    let current = 'bayline-demo';
    for (let i = 0; i < 100; i++) {
      const next = `a-new-password-${i}`;
      const change = { currentPassword: current, password: next, confirmPassword: next };
      expect((await estimator.put(`${identity}/users/password`, change)).status).toBe(204);
      const from = { 'x-forwarded-for': `198.51.100.${i + 1}` };
      const signIn = (password: string) =>
        apiClient(bayline.url).call('POST', `${identity}/login`, { email: 'estimator@bayline.test', password }, from);
      outcomes.push(`${(await signIn(next)).status} ${(await signIn(current)).status}`);
      current = next;
    }
    changing = false;
    await load;
    expect(outcomes).toEqual(Array.from({ length: 100 }, () => '200 401'));
    expect(created.length).toBeGreaterThan(0);
    expect(new Set(created)).toEqual(new Set([201]));
  }, 180_000);
});
