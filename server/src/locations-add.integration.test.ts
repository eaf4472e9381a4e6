import { newLocationMessages } from '@bayline/contracts';
import { settingsListModels } from '@bayline/contracts/read-models/settings';
import { describe, expect, it } from 'vitest';
import { signedIn } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const production = '/api/production/v1';

describe('POST locations: owners and support add a location from the app', () => {
  const { bayline: local } = localShop({ jobsPerLocation: 2 });
  const head = () => local.adapters.store.headPosition();
  const locationsOf = async (email: string) =>
    (
      (await (await signedIn(local.url, email)).get('/api/identity/v1/users')).json as {
        locations: { shortName: string }[];
      }
    ).locations.map((l) => l.shortName);

  it('opens it with nothing set up and gives it to every owner and support user', async () => {
    const owner = await signedIn(local.url, 'demo@bayline.test');
    const added = await owner.post(`${production}/locations`, {
      name: 'Eastside Body',
      shortName: 'eastside',
      timeZone: 'America/Toronto',
    });
    expect(added.status).toBe(201);
    expect(added.json).toEqual({ shortName: 'EASTSIDE', name: 'Eastside Body', timeZone: 'America/Toronto' });
    await local.bayline.runner!.caughtUp();
    expect(await locationsOf('demo@bayline.test')).toContain('EASTSIDE');
    expect(await locationsOf('support@bayline.test')).toContain('EASTSIDE');
    expect(await locationsOf('manager@bayline.test')).not.toContain('EASTSIDE');
    const readStore = local.adapters.readStore;
    expect(await readStore.collection(settingsListModels.departments).find({ locationShortName: 'EASTSIDE' })).toEqual(
      [],
    );
    expect(await readStore.collection(settingsListModels.jobClasses).find({ locationShortName: 'EASTSIDE' })).toEqual(
      [],
    );
  });

  it('refuses anyone but owners and support (403) and appends nothing', async () => {
    const manager = await signedIn(local.url, 'manager@bayline.test');
    // Signing in is an event of its own (the session): counted from here.
    const before = await head();
    const refused = await manager.post(`${production}/locations`, {
      name: 'Westside Body',
      shortName: 'WESTSIDE',
      timeZone: 'America/Toronto',
    });
    expect(refused.status).toBe(403);
    expect(await head()).toBe(before);
  });

  it('answers bad input with 400 problem+json naming each field and rule, and appends nothing', async () => {
    const owner = await signedIn(local.url, 'demo@bayline.test');
    const before = await head();
    const bad = await owner.post(`${production}/locations`, { name: ' ', shortName: 'W', timeZone: 'Mars/Olympus' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
    expect(bad.json.errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'shortName', message: 'Short name must be 2 to 20 letters, digits or dashes' },
      { field: 'timeZone', message: newLocationMessages.timeZoneInvalid },
    ]);
    const taken = await owner.post(`${production}/locations`, {
      name: 'Bayview Again',
      shortName: 'BAYVIEW',
      timeZone: 'America/Los_Angeles',
    });
    expect(taken.status).toBe(400);
    expect(taken.json.errors).toEqual([{ field: 'shortName', message: newLocationMessages.shortNameTaken }]);
    expect(await head()).toBe(before);
  });
});
