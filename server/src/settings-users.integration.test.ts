import { EMPTY_ID, type PolicyUser } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { seedEmptyLocation } from './seed/empty-location.ts';
import { apiClient } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const identity = '/api/identity/v1';
const production = '/api/production/v1';
const { bayline, owner } = localShop({ users: { owner: 'demo@bayline.test' } });

const head = () => bayline.adapters.store.headPosition();
const listed = async (client = owner) => (await client.read(`${identity}/users/settings`)).json;
const asRows = (users: PolicyUser[]) => users.map((u) => ({ ...u, password: '' }));
const newUser = (email: string) => ({
  userId: EMPTY_ID,
  firstName: 'Nina',
  lastName: 'Fresh',
  email,
  password: 'a-long-password',
  isActive: true,
  mfaMethod: 'None',
});

describe('the Users screen', () => {
  it('lists the location’s users in order with the areas of the permission dialog', async () => {
    const { users, availableRoles } = await listed();
    expect(users.map((u: PolicyUser) => u.email)).toEqual([
      'tech@bayline.test',
      'estimator@bayline.test',
      'demo@bayline.test',
      'support@bayline.test',
      'manager@bayline.test',
    ]);
    expect(users[0]).not.toHaveProperty('passwordHash');
    expect(users[2].locations.map((l: { shortName: string }) => l.shortName)).toHaveLength(3);
    expect(availableRoles).toContainEqual({ role: 'schedule', area: 'scheduler' });
  });

  it('adds a user who signs in with the password set, sees only the locations given, and whose rights change at once', async () => {
    const before = await listed();
    const saved = await owner.put(`${identity}/users/policyusers`, [
      ...asRows(before.users),
      newUser('nina@bayline.test'),
    ]);
    expect(saved.status).toBe(200);
    const nina = saved.json.find((u: PolicyUser) => u.email === 'nina@bayline.test');
    expect(nina).toMatchObject({ roles: ['dashReader'], isActive: true, locations: [{ shortName: 'BAYVIEW' }] });
    expect(saved.json.map((u: PolicyUser) => u.lastName)).toEqual([
      'Diaz',
      'Fresh',
      'Kim',
      'Reyes',
      'Support',
      'Walsh',
    ]);

    const unchanged = await head();
    expect((await owner.put(`${identity}/users/policyusers`, asRows(saved.json))).status).toBe(200);
    expect(await head()).toBe(unchanged);

    const taken = await owner.read(`${identity}/users/testuser/NINA@bayline.test`);
    expect(taken.json).toEqual({ ok: false });
    expect((await owner.get(`${identity}/users/testuser/free@bayline.test`)).json).toEqual({ ok: true });
    expect((await owner.get(`${identity}/users/testuser/not-an-email`)).status).toBe(400);

    const client = apiClient(bayline.url);
    expect((await client.login('nina@bayline.test', 'wrong-password')).status).toBe(401);
    const signedIn = await client.login('nina@bayline.test', 'a-long-password');
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.locations.map((l: { shortName: string }) => l.shortName)).toEqual(['BAYVIEW']);
    expect((await client.put(`${identity}/users/eula`, { accepted: true })).status).toBe(200);
    expect((await client.get(`${identity}/users/settings`)).status).toBe(403);

    // Granted admin-reader: the very next request has it, without waiting for any read model.
    const grant = await owner.put(
      `${identity}/users/policyusers`,
      asRows(saved.json).map((u) => (u.userId === nina.userId ? { ...u, roles: ['dashReader', 'admin-reader'] } : u)),
    );
    expect(grant.status).toBe(200);
    expect((await client.get(`${identity}/users/settings`)).status).toBe(200);
    expect((await client.put(`${identity}/users/policyusers`, asRows(grant.json))).status).toBe(403);

    // Deactivated: the session ends at once, and signing in again is refused.
    const off = await owner.put(
      `${identity}/users/policyusers`,
      asRows(grant.json).map((u) => (u.userId === nina.userId ? { ...u, isActive: false } : u)),
    );
    expect(off.status).toBe(200);
    expect((await client.get(`${identity}/users`)).status).toBe(401);
    await owner.read(`${identity}/users/settings`);
    expect((await client.login('nina@bayline.test', 'a-long-password')).status).toBe(401);

    // Left out of the list: deleted, and the address is free again.
    const deleted = await owner.put(
      `${identity}/users/policyusers`,
      asRows(off.json).filter((u) => u.userId !== nina.userId),
    );
    expect(deleted.status).toBe(200);
    expect(deleted.json.map((u: PolicyUser) => u.email)).not.toContain('nina@bayline.test');
    expect((await owner.read(`${identity}/users/testuser/nina@bayline.test`)).json).toEqual({ ok: true });
  });

  it('answers a save from a stale copy 409 with the current list, and takes only this location from a user who has others', async () => {
    const read = await owner.read(`${identity}/users/settings`);
    const tag = read.headers.get('etag')!;
    expect(tag).toMatch(/^"\d+"$/);
    // Someone else adds a user meanwhile: the list read before is stale.
    const added = await owner.put(
      `${identity}/users/policyusers`,
      [...asRows(read.json.users), newUser('olga@bayline.test')],
      {
        'if-match': tag,
      },
    );
    expect(added.status).toBe(200);
    const before = await head();
    const stale = await owner.put(`${identity}/users/policyusers`, asRows(read.json.users), { 'if-match': tag });
    expect(stale.status).toBe(409);
    expect(stale.json.current.map((u: PolicyUser) => u.email)).toContain('olga@bayline.test');
    expect(await head()).toBe(before);

    // The manager also works at another location: left out here, they keep that one.
    const fresh = await owner.read(`${identity}/users/settings`);
    const manager = fresh.json.users.find((u: PolicyUser) => u.email === 'manager@bayline.test');
    expect(manager.locations.length).toBeGreaterThan(1);
    const left = await owner.put(
      `${identity}/users/policyusers`,
      asRows(fresh.json.users).filter((u) => u.email !== 'manager@bayline.test'),
      { 'if-match': fresh.headers.get('etag')! },
    );
    expect(left.status).toBe(200);
    const client = apiClient(bayline.url);
    const signedIn = await client.login('manager@bayline.test');
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.locations.map((l: { shortName: string }) => l.shortName)).not.toContain('BAYVIEW');
  });

  it('refuses bad rows, naming row and field, and appends nothing', async () => {
    const { users } = await listed();
    const before = await head();
    const blank = await owner.put(`${identity}/users/policyusers`, [
      ...asRows(users),
      { ...newUser('x@bayline.test'), firstName: ' ' },
    ]);
    expect(blank.status).toBe(400);
    expect(blank.json.errors).toEqual([{ field: `${users.length}.firstName`, message: 'First name is required' }]);
    const noPassword = await owner.put(`${identity}/users/policyusers`, [
      ...asRows(users),
      { ...newUser('y@bayline.test'), password: '' },
    ]);
    expect(noPassword.json.errors).toEqual([
      { field: `${users.length}.password`, message: 'Password must be 10 characters or more' },
    ]);
    const twice = await owner.put(`${identity}/users/policyusers`, [...asRows(users), newUser('manager@bayline.test')]);
    expect(twice.json.errors).toEqual([{ field: `${users.length}.email`, message: 'This e-mail is already in use' }]);
    const self = await owner.put(
      `${identity}/users/policyusers`,
      asRows(users).map((u) => (u.email === 'demo@bayline.test' ? { ...u, isActive: false } : u)),
    );
    expect(self.status).toBe(400);
    const ownerLeftOut = await owner.put(
      `${identity}/users/policyusers`,
      asRows(users).filter((u) => u.email !== 'demo@bayline.test'),
    );
    expect(ownerLeftOut.status).toBe(400);
    // The last row is refused: the renamed first row is not saved either.
    const partly = await owner.put(`${identity}/users/policyusers`, [
      { ...asRows(users)[0], firstName: 'Changed' },
      ...asRows(users).slice(1),
      { ...newUser('z@bayline.test'), password: 'short' },
    ]);
    expect(partly.status).toBe(400);
    expect(await head()).toBe(before);

    const estimator = apiClient(bayline.url);
    await estimator.login('estimator@bayline.test');
    expect((await estimator.get(`${identity}/users/settings`)).status).toBe(200);
    const signedIn = await head();
    expect((await estimator.put(`${identity}/users/policyusers`, asRows(users))).status).toBe(403);
    expect(await head()).toBe(signedIn);
  });
});

describe('location settings', () => {
  const settingsBody = (view: Record<string, unknown>, changes: Record<string, unknown> = {}) => ({
    ...view,
    ...changes,
  });

  it('answers an ETag, saves what changed, and answers a stale save 409 with the current settings', async () => {
    const read = await owner.read(`${production}/locations/settings`);
    expect(read.status).toBe(200);
    const etag = read.headers.get('etag')!;
    expect(etag).toBe(`"${read.json.version}"`);
    expect(read.json).toMatchObject({ shortName: 'BAYVIEW', notifyMax: 5, enableMessaging: false });
    expect(read.json.assignees.length).toBeGreaterThan(0);
    expect(read.json.jobClasses.map((c: { name: string }) => c.name)).toContain('Light');

    const before = await head();
    const same = await owner.put(`${production}/locations/settings`, settingsBody(read.json), { 'if-match': etag });
    expect(same.status).toBe(200);
    expect(await head()).toBe(before);

    const saved = await owner.put(
      `${production}/locations/settings`,
      settingsBody(read.json, { city: 'Alameda', thresholdPercent: 75 }),
      { 'if-match': etag },
    );
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ city: 'Alameda', thresholdPercent: 75 });
    expect(saved.headers.get('etag')).not.toBe(etag);
    expect((await owner.read(`${production}/locations/settings`)).json).toMatchObject({ city: 'Alameda' });

    const stale = await owner.put(`${production}/locations/settings`, settingsBody(read.json, { city: 'Berkeley' }), {
      'if-match': etag,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.current).toMatchObject({ city: 'Alameda', thresholdPercent: 75 });

    const bad = await owner.put(`${production}/locations/settings`, settingsBody(read.json, { postalCode: '123' }));
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([{ field: 'postalCode', message: 'Zip must be 5 characters or more' }]);
    const wip = await owner.put(
      `${production}/locations/settings`,
      settingsBody(read.json, { enableWipInvNotify: true, notifyAssigneeIds: [] }),
    );
    expect(wip.status).toBe(400);
  });

  it('lets admin readers read it all, others only the name, day and opening time (the calendar places a month view slot at it), and only support change modules or the key', async () => {
    const estimator = apiClient(bayline.url);
    await estimator.login('estimator@bayline.test');
    const read = await estimator.get(`${production}/locations/settings`);
    expect(read.json).toHaveProperty('notifyMax');
    expect((await estimator.put(`${production}/locations/settings`, read.json)).status).toBe(403);
    const tech = apiClient(bayline.url);
    await tech.login('tech@bayline.test');
    const little = (await tech.get(`${production}/locations/settings`)).json;
    expect(Object.keys(little).sort()).toEqual([
      'alias',
      'enableMessaging',
      'name',
      'notifyStart',
      'shortName',
      'smsSendPhone',
      'timeZone',
      'today',
    ]);

    expect(
      (await owner.post(`${production}/Locations/enableMessaging?isEnabled=true&phoneNumber=5105550100`)).status,
    ).toBe(403);
    expect((await owner.post(`${production}/locations/generateApiKey`)).status).toBe(403);
    expect((await owner.get(`${production}/locations/country/CA`)).json).toContainEqual({
      subdivisionId: 'ON',
      name: 'Ontario',
    });
    expect((await owner.get(`${production}/locations/country/ZZ`)).json).toEqual([]);
    expect((await owner.get(`${production}/locations/country/${'x'.repeat(50)}`)).status).toBe(400);
  });
});

describe('an empty location', () => {
  it('opens with nothing set up, for the demo owner', async () => {
    const { shortName, givenTo } = await seedEmptyLocation(bayline.bayline.commandDeps, 'Eastside Body');
    expect(shortName).toBe('EASTSIDEBODY');
    expect([...givenTo].sort()).toEqual(['demo@bayline.test', 'support@bayline.test']);
    const selected = await owner.put(`${identity}/locations/select/${shortName}`);
    expect(selected.status).toBe(200);
    expect((await owner.read(`${production}/jobclass`)).json).toEqual([]);
    expect((await owner.read(`${production}/departments`)).json).toEqual([]);
    expect((await owner.read(`${production}/badges`)).json).toEqual([]);
    expect((await owner.read(`${production}/media/categories`)).json).toMatchObject([
      { description: 'Messaging', isActive: true, isCustom: false },
    ]);
    expect((await owner.read(`${production}/locations/settings`)).json).toMatchObject({ name: 'Eastside Body' });
    await expect(seedEmptyLocation(bayline.bayline.commandDeps, 'Eastside Body')).rejects.toThrow(/exists already/);
    await owner.put(`${identity}/locations/select/BAYVIEW`);
  });
});
