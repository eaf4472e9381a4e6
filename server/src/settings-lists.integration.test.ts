import { describe, expect, it } from 'vitest';
import { localShop } from './testing/fixture.ts';

const production = '/api/production/v1';
const { bayline, signedIn } = localShop();

const names = (items: { name?: string; description?: string }[]) => items.map((i) => i.name ?? i.description);

describe('location settings', () => {
  it('answers every error at once: a required text missing and the zip and state the country needs', async () => {
    const client = await signedIn();
    const view = (await client.read(`${production}/locations/settings`)).json;
    const head = await bayline.adapters.store.headPosition();
    const refused = await client.put(`${production}/locations/settings`, {
      ...view,
      name: '',
      country: 'US',
      postalCode: '',
      subdivision: '',
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(refused.json.errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'postalCode', message: 'Zip is required' },
      { field: 'subdivision', message: 'State is required' },
    ]);
    expect(await bayline.adapters.store.headPosition()).toBe(head);
  });
});

describe('departments settings', () => {
  it('answers the list in order with its version, saves a rename, and refuses a stale copy with 409 and the list as it is', async () => {
    const client = await signedIn();
    const read = await client.read(`${production}/departments/settings`);
    expect(read.status).toBe(200);
    const etag = read.headers.get('etag')!;
    expect(etag).toMatch(/^"\d+"$/);
    expect(names(read.json).slice(0, 3)).toEqual(['Estimate', 'Blueprint', 'Parts Hold']);

    const head = await bayline.adapters.store.headPosition();
    const unchanged = await client.put(`${production}/departments/settings`, read.json, { 'if-match': etag });
    expect(unchanged.status).toBe(200);
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(await bayline.adapters.store.headPosition()).toBe(head);

    const renamed = read.json.map((d: { shortName: string }) =>
      d.shortName === 'DETAIL' ? { ...d, name: 'Detailing' } : d,
    );
    const saved = await client.put(`${production}/departments/settings`, renamed, { 'if-match': etag });
    expect(saved.status).toBe(200);
    expect(names(saved.json)).toContain('Detailing');
    expect(saved.headers.get('etag')).not.toBe(etag);
    expect((await client.read(`${production}/departments/settings`)).headers.get('etag')).toBe(
      saved.headers.get('etag'),
    );

    const stale = await client.put(`${production}/departments/settings`, read.json, { 'if-match': etag });
    expect(stale.status).toBe(409);
    expect(stale.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(names(stale.json.current)).toContain('Detailing');
  });

  it('refuses a long name and a status message to send that is empty, naming row and field, appending nothing', async () => {
    const client = await signedIn();
    const { json } = await client.read(`${production}/departments/settings`);
    const head = await bayline.adapters.store.headPosition();
    const bad = json.map((d: object, i: number) =>
      i === 1 ? { ...d, name: 'x'.repeat(29) } : i === 2 ? { ...d, sendNotification: true, statusMessage: '' } : d,
    );
    const answer = await client.put(`${production}/departments/settings`, bad);
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual([
      { field: '1.name', message: 'Name must be 28 characters or less' },
      { field: '2.statusMessage', message: 'Status message must be 1500 characters or less' },
    ]);
    expect(await bayline.adapters.store.headPosition()).toBe(head);
  });

  it('answers the autofill date types', async () => {
    const client = await signedIn();
    const { json } = await client.get(`${production}/departments/datetypes`);
    expect(json.map((d: { description: string }) => d.description)).toEqual([
      'Arrival',
      'Job Start',
      'Job Complete',
      'Delivered',
    ]);
  });
});

describe('job classes and badges', () => {
  it('saves a capacity, refuses a blank name, and refuses a user without admin write before anything', async () => {
    const client = await signedIn();
    const { json } = await client.read(`${production}/jobclass`);
    const saved = await client.put(
      `${production}/jobclass`,
      json.map((c: { name: string }, i: number) => (i === 0 ? { ...c, saturdayCapacity: 7 } : c)),
    );
    expect(saved.status).toBe(200);
    expect(saved.json[0].saturdayCapacity).toBe(7);
    const blank = await client.put(
      `${production}/jobclass`,
      json.map((c: object, i: number) => (i === 3 ? { ...c, name: ' ' } : c)),
    );
    expect(blank.json.errors).toEqual([{ field: '3.name', message: 'Name is required' }]);

    const estimator = await signedIn('estimator@bayline.test');
    expect((await estimator.put(`${production}/jobclass`, [{ name: ' ' }])).status).toBe(403);
  });

  it('gives a new badge the five default states', async () => {
    const client = await signedIn();
    const { json } = await client.read(`${production}/badges`);
    const saved = await client.put(`${production}/badges`, [
      ...json,
      { badgeId: '', description: 'Glass', iconName: 'window' },
    ]);
    const glass = saved.json.find((b: { description: string }) => b.description === 'Glass');
    expect(glass.badgeStates.map((s: { description: string }) => s.description)).toEqual([
      'Inactive',
      'In Process',
      'Alert',
      'Critical',
      'Complete',
    ]);
  });
});

describe('delay reasons, media categories, note categories, presets', () => {
  it('delay reasons: answered by name, one added and one removed; another location has its own', async () => {
    const client = await signedIn();
    const { json } = await client.read(`${production}/Delay`);
    expect(names(json)).toEqual(['Customer decision', 'Insurance approval', 'Parts']);
    const added = await client.post(`${production}/Delay`, { description: 'Sublet' });
    expect(added.status).toBe(201);
    const removed = await client.del(`${production}/Delay/${added.json.delayId}`);
    expect(removed.status).toBe(200);
    expect(names(removed.json)).not.toContain('Sublet');
    const viewer = await signedIn('viewer@bayline.test');
    const harbor = (await viewer.get(`${production}/Delay`)).json;
    expect(harbor.map((d: { delayId: string }) => d.delayId)).not.toContain(json[0].delayId);
  });

  it('media categories: Messaging cannot be changed; adding needs on-the-fly write', async () => {
    const client = await signedIn();
    const { json } = await client.read(`${production}/media/categories`);
    expect(names(json)).toEqual(['Messaging']);
    const changed = await client.put(`${production}/media/categories`, [{ ...json[0], description: 'Texts' }]);
    expect(changed.json.errors).toEqual([
      { field: '0.description', message: 'Built-in media categories cannot be changed' },
    ]);
    const kept = await client.put(`${production}/media/categories`, [{ mediaCategoryId: '', description: 'Damage' }]);
    expect(names(kept.json)).toEqual(['Damage', 'Messaging']);
    const tech = await signedIn('tech@bayline.test');
    expect((await tech.post(`${production}/media/categories`, { description: 'Parts' })).status).toBe(403);
  });

  it('note categories: a public one cannot be sent', async () => {
    const client = await signedIn();
    const { json } = await client.read(`${production}/notecategories`);
    const answer = await client.put(`${production}/notecategories`, json);
    expect(answer.status).toBe(400);
    expect(answer.json.errors[0]).toEqual({
      field: '0.noteCategoryId',
      message: 'Public note categories cannot be changed',
    });
  });

  it('preset messages need messaging write', async () => {
    const manager = await signedIn('manager@bayline.test');
    const saved = await manager.put(`/api/messaging/v1/MessagingPresets`, [
      { title: 'Ready', message: 'Your vehicle is ready for pickup.' },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.json[0]).toMatchObject({ title: 'Ready', isActive: true });
    const estimator = await signedIn('estimator@bayline.test');
    expect((await estimator.put(`/api/messaging/v1/MessagingPresets`, [])).status).toBe(403);
  });

  it('adds one preset from the composer with messaging write (POST MessagingPresets), kept after the list', async () => {
    const manager = await signedIn('manager@bayline.test');
    const added = await manager.post(`/api/messaging/v1/MessagingPresets`, {
      title: 'Parts',
      message: 'Parts for your {Make} arrived.',
      isActive: true,
    });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ title: 'Parts', isActive: true, deletedAt: null });
    const list = await manager.read(`/api/messaging/v1/MessagingPresets`);
    expect(list.json.map((p: { title: string }) => p.title)).toContain('Parts');
    const blank = await manager.post(`/api/messaging/v1/MessagingPresets`, { title: ' ', message: 'x' });
    expect(blank.status).toBe(400);
    expect(blank.json.errors[0].field).toBe('title');
    // The estimator adds on the fly but may not message.
    const estimator = await signedIn('estimator@bayline.test');
    expect((await estimator.post(`/api/messaging/v1/MessagingPresets`, { title: 'X', message: 'Y' })).status).toBe(403);
  });
});

describe('packages and tasks', () => {
  it('saves a new package with a new task named by placeholder, and answers both', async () => {
    const client = await signedIn();
    const placeholder = '00000000-0000-0000-0000-000000000000-1700000000';
    const task = '00000000-0000-0000-0000-000000000000-1700000001';
    const { json: todos } = await client.read(`${production}/todos`);
    const packages = (await client.read(`${production}/todos/groups`)).json.map(
      (p: { group: object; items: { todoId: string }[] }) => ({ ...p.group, todoIds: p.items.map((i) => i.todoId) }),
    );
    const saved = await client.put(`${production}/todos/groups`, {
      groups: [...packages, { todoGroupId: placeholder, description: 'Glass', todoIds: [task] }],
      todos: [...todos, { todoId: task, todoGroupId: placeholder, description: 'Replace windshield' }],
    });
    expect(saved.status).toBe(200);
    const glass = saved.json.groups.find((p: { group: { description: string } }) => p.group.description === 'Glass');
    expect(glass.items.map((i: { description: string }) => i.description)).toEqual(['Replace windshield']);
    expect((await client.read(`${production}/todos/group/isexist?name=glass`)).json).toBe(true);
    expect((await client.read(`${production}/todos/todo/isexist?name=Nothing%20like%20it`)).json).toBe(false);

    const twice = await client.put(`${production}/todos/groups`, {
      groups: [
        { todoGroupId: '', description: 'Same' },
        { todoGroupId: '', description: 'same' },
      ],
      todos: [],
    });
    expect(twice.json.errors).toEqual([
      { field: 'groups.1.description', message: 'Package name exists. Unique package name required.' },
    ]);
  });
});

describe('every settings list PUT', () => {
  const routes: [url: string, nameField: string][] = [
    [`${production}/jobclass`, 'name'],
    [`${production}/departments/settings`, 'name'],
    [`${production}/badges`, 'description'],
    [`${production}/groups`, 'name'],
    [`${production}/contacts`, 'name'],
    [`${production}/notecategories`, 'description'],
    [`${production}/Delay`, 'description'],
    [`${production}/media/categories`, 'description'],
    ['/api/messaging/v1/MessagingPresets', 'title'],
    ['/api/scheduling/v1/Appointment/ApptCategory', 'description'],
  ];
  it.each(routes)(
    '%s: 200 unchanged with the same ETag, 400 naming row and field, 409 when stale, 403 without write',
    async (path, nameField) => {
      const client = await signedIn();
      const read = await client.read(path);
      const list = path.endsWith('/notecategories')
        ? read.json.filter((c: { isCustom: boolean }) => c.isCustom)
        : read.json;
      const etag = read.headers.get('etag')!;
      const head = await bayline.adapters.store.headPosition();

      const same = await client.put(path, list, { 'if-match': etag });
      expect(same.status).toBe(200);
      expect(same.headers.get('etag')).toBe(etag);
      expect(await bayline.adapters.store.headPosition()).toBe(head);

      const blank = await client.put(path, [...list, { [nameField]: ' ' }]);
      expect(blank.status).toBe(400);
      expect(blank.json.errors.map((e: { field: string }) => e.field)).toContain(`${list.length}.${nameField}`);

      const stale = await client.put(path, list, {
        'if-match': `"${Number(JSON.parse(etag)) + 1}"`,
      });
      expect(stale.status).toBe(409);
      expect(stale.json.current).toEqual(JSON.parse(same.text));
      expect(await bayline.adapters.store.headPosition()).toBe(head);

      const estimator = await signedIn('estimator@bayline.test');
      expect((await estimator.put(path, list)).status).toBe(403);
    },
  );
});
