import { defaultDisplayPreferences } from '@bayline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiClient } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const identity = '/api/identity/v1';
const { bayline } = localShop();

const head = () => bayline.adapters.store.headPosition();
const signedIn = async (email: string, password = 'bayline-demo') => {
  const client = apiClient(bayline.url);
  expect((await client.login(email, password)).status).toBe(200);
  return client;
};
const fieldsOf = (answer: { json: { errors?: { field: string; message: string }[] } }) =>
  answer.json.errors?.map((e) => `${e.field}: ${e.message}`);

describe('display preferences on the server', () => {
  it('are the defaults until saved, then the saved ones of the selected location in every browser', async () => {
    const here = await signedIn('manager@bayline.test');
    expect((await here.read(`${identity}/users`)).json.displayPreferences).toEqual(defaultDisplayPreferences);
    const compact = { departmentOptions: { cardDensity: 'compact', usesMinifyTile: ['READY'] }, weekStart: 'monday' };
    const saved = await here.put(`${identity}/users/displaysettings/BAYVIEW`, compact);
    expect(saved.status).toBe(200);
    expect(saved.json.departmentOptions).toMatchObject(compact.departmentOptions);

    const unchanged = await head();
    expect((await here.put(`${identity}/users/displaysettings/BAYVIEW`, compact)).status).toBe(200);
    expect(await head()).toBe(unchanged);

    const there = await signedIn('manager@bayline.test');
    await there.put(`${identity}/locations/select/BAYVIEW`);
    const seen = (await there.read(`${identity}/users`)).json.displayPreferences;
    expect(seen).toEqual(saved.json);
    const harbor = await there.put(`${identity}/locations/select/HARBOR`);
    expect(harbor.json.displayPreferences).toEqual(defaultDisplayPreferences);
  });

  it('refuses what is not a preference or not the user’s location, appending nothing', async () => {
    const client = await signedIn('tech@bayline.test');
    const before = await head();
    const bad = await client.put(`${identity}/users/displaysettings/BAYVIEW`, { jobTiles: { showVin: 'yes' } });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(['jobTiles.showVin: Must be true or false']);
    expect((await client.put(`${identity}/users/displaysettings/HARBOR`, {})).status).toBe(403);
    expect((await apiClient(bayline.url).put(`${identity}/users/displaysettings/BAYVIEW`, {})).status).toBe(401);
    expect(await head()).toBe(before);
  });
});

describe('User Settings on the server', () => {
  let client: ApiClient;
  beforeAll(async () => {
    client = await signedIn('estimator@bayline.test');
  });

  it('renames the signed-in user, names checked as the spec says', async () => {
    const bad = await client.put(`${identity}/users`, { firstName: ' ', lastName: 'x'.repeat(26) });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(['firstName: First name is required', 'lastName: Must be 25 characters or fewer']);
    const renamed = await client.put(`${identity}/users`, { firstName: ' Robin ', lastName: 'Estimator' });
    expect(renamed.json).toMatchObject({ firstName: 'Robin', lastName: 'Estimator', email: 'estimator@bayline.test' });
    expect((await client.read(`${identity}/users`)).json).toMatchObject({ firstName: 'Robin' });
  });

  it('keeps the language chosen, so it follows the user to a second session', async () => {
    expect((await client.read(`${identity}/users`)).json.language).toBeUndefined();
    const bad = await client.put(`${identity}/users`, { firstName: 'Robin', lastName: 'Estimator', language: 'de' });
    expect(fieldsOf(bad)).toEqual(['language: Language must be one of en, fr, ro, zh']);
    const chosen = await client.put(`${identity}/users`, { firstName: 'Robin', lastName: 'Estimator', language: 'fr' });
    expect(chosen.json).toMatchObject({ firstName: 'Robin', language: 'fr' });
    const unchanged = await head();
    expect(
      (await client.put(`${identity}/users`, { firstName: 'Robin', lastName: 'Estimator', language: 'fr' })).status,
    ).toBe(200);
    // Renaming without a language keeps the one chosen.
    expect((await client.put(`${identity}/users`, { firstName: 'Robin', lastName: 'Estimator' })).json.language).toBe(
      'fr',
    );
    expect(await head()).toBe(unchanged);

    const elsewhere = await signedIn('estimator@bayline.test');
    expect((await elsewhere.read(`${identity}/users`)).json).toMatchObject({ firstName: 'Robin', language: 'fr' });
  });

  it('changes the password only with the current one, and signs out the user’s other browsers', async () => {
    const other = await signedIn('estimator@bayline.test');
    const change = { password: 'a-new-password', confirmPassword: 'a-new-password' };
    const before = await head();
    const wrong = await client.put(`${identity}/users/password`, { ...change, currentPassword: 'not-it' });
    expect(wrong.status).toBe(403);
    expect(fieldsOf(wrong)).toEqual(['currentPassword: The current password is not correct']);
    const mismatch = await client.put(`${identity}/users/password`, {
      currentPassword: 'bayline-demo',
      password: 'a-new-password',
      confirmPassword: 'another-password',
    });
    expect(fieldsOf(mismatch)).toEqual(['confirmPassword: Passwords must match']);
    // Every error at once: the current password missing does not hide the two that differ.
    const both = await client.put(`${identity}/users/password`, {
      password: 'a-new-password',
      confirmPassword: 'another-password',
    });
    expect(both.status).toBe(400);
    expect(both.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(fieldsOf(both)).toEqual([
      'currentPassword: Current password is required',
      'confirmPassword: Passwords must match',
    ]);
    expect(await head()).toBe(before);

    expect(
      (await client.put(`${identity}/users/password`, { ...change, currentPassword: 'bayline-demo' })).status,
    ).toBe(204);
    // Read after the change (sign-in reads the identity read model, which then has the new password).
    expect((await client.read(`${identity}/users`)).status).toBe(200);
    expect((await other.get(`${identity}/users`)).status).toBe(401);
    expect((await apiClient(bayline.url).login('estimator@bayline.test', 'bayline-demo')).status).toBe(401);
    await signedIn('estimator@bayline.test', 'a-new-password');
  });
});
