import { EMPTY_ID, type PolicyUser, userMessages } from '@bayline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient, signedIn } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const identity = '/api/identity/v1';
const production = '/api/production/v1';
const { bayline } = localShop();

const newUser = (firstName: string, roles: string[]) => ({
  userId: EMPTY_ID,
  firstName,
  lastName: 'Fresh',
  email: `${firstName.toLowerCase()}@bayline.test`,
  password: 'a-long-password',
  isActive: true,
  mfaMethod: 'None',
  roles,
});
const asRows = (users: PolicyUser[]) => users.map((u) => ({ ...u, password: '' }));
const login = (email: string, password = 'a-long-password') =>
  apiClient(bayline.url).call('POST', `${identity}/login`, { email, password });
const locationsOf = (answer: { json: { locations: { shortName: string; isSelected: boolean }[] } }) =>
  answer.json.locations.map((l) => `${l.shortName}${l.isSelected ? '*' : ''}`);

let support: ApiClient;
let rows: ReturnType<typeof asRows>;

/** Who is at a location and who works everywhere are found on the write side: nothing here waits for a read model. */
describe("a location's users and a new location, with the projectors stopped", () => {
  beforeAll(async () => {
    support = await signedIn(bayline.url, 'support@bayline.test');
    rows = asRows((await support.get(`${identity}/users/settings`)).json.users);
    await bayline.bayline.runner!.caughtUp();
    await bayline.bayline.runner!.stop();
  });

  it('saves the users added meanwhile, takes out one left out, and gives a new location to every owner and support user', async () => {
    const added = await support.put(`${identity}/users/policyusers`, [
      ...rows,
      newUser('Nina', ['owner']),
      newUser('Olga', ['dashReader']),
    ]);
    expect(added.status).toBe(200);
    const emails = (users: PolicyUser[]) => users.map((u) => u.email);
    expect(emails(added.json)).toEqual(expect.arrayContaining(['nina@bayline.test', 'olga@bayline.test']));

    // Olga, whom no read model knows yet, is at the location: left out, she is deleted.
    const kept = (added.json as PolicyUser[]).filter((u) => u.email !== 'olga@bayline.test');
    const saved = await support.put(`${identity}/users/policyusers`, asRows(kept));
    expect(saved.status).toBe(200);
    expect(emails(saved.json)).toEqual(emails(kept));
    expect((await login('olga@bayline.test')).status).toBe(401);
    // Nina's address is hers though no read model has her: a second Nina is refused on its row.
    const twice = await support.put(`${identity}/users/policyusers`, [...asRows(kept), newUser('Nina', ['owner'])]);
    expect(twice.status).toBe(400);
    expect(twice.json.errors).toEqual([{ field: `${kept.length}.email`, message: userMessages.emailTaken }]);

    const opened = await support.post(`${production}/locations`, {
      name: 'Eastside Body',
      shortName: 'EASTSIDE',
      timeZone: 'America/Toronto',
    });
    expect(opened.status).toBe(201);
    const nina = await login('nina@bayline.test');
    expect(locationsOf(nina)).toContain('EASTSIDE');
    expect(locationsOf(await login('demo@bayline.test', 'bayline-demo'))).toContain('EASTSIDE');
    expect(locationsOf(await login('manager@bayline.test', 'bayline-demo'))).not.toContain('EASTSIDE');

    // Her next sign-in starts where she chose last.
    const ninaClient = apiClient(bayline.url);
    expect((await ninaClient.login('nina@bayline.test', 'a-long-password')).status).toBe(200);
    expect((await ninaClient.put(`${identity}/locations/select/EASTSIDE`)).status).toBe(200);
    expect(locationsOf(await login('nina@bayline.test'))).toContain('EASTSIDE*');
  });
});
