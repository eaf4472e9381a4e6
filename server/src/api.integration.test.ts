import { badCredentialsMessage, jobMessages } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import { apiClient, validJobBody } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const production = '/api/production/v1';
const { bayline } = localShop();

const owner = async () => {
  const client = apiClient(bayline.url);
  expect((await client.login('demo@bayline.test')).status).toBe(200);
  return client;
};

describe('signing in', () => {
  it('refuses a wrong password with the status text the login page shows', async () => {
    const response = await apiClient(bayline.url).login('demo@bayline.test', 'not-the-password');
    expect(response.status).toBe(401);
    expect(response.statusText).toBe(badCredentialsMessage);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(response.json).toMatchObject({ status: 401, title: badCredentialsMessage });
  });

  it('answers 401 problem+json without a session', async () => {
    const response = await apiClient(bayline.url).get(`${production}/JobAdmins/open`);
    expect(response.status).toBe(401);
    expect(response.json.title).toBe('Please sign in');
  });

  it('signs in with an httpOnly SameSite cookie and answers the user with locations sorted by name', async () => {
    const client = apiClient(bayline.url);
    const response = await client.login('DEMO@bayline.test');
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(response.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    expect(response.json.locations.map((l: { name: string }) => l.name)).toEqual([
      'Bayview Collision',
      'Harbor Auto Body',
      'Northgate Collision Center',
    ]);
    expect(response.json.locations.filter((l: { isSelected: boolean }) => l.isSelected)).toHaveLength(1);
    expect(response.json).toMatchObject({ eula: true, permissions: { jobfolder: 2, admin: 2 } });
    expect((await client.get('/api/identity/v1/users')).json.email).toBe('demo@bayline.test');
  });

  it('signs out: the same cookie no longer works', async () => {
    const client = await owner();
    const stolen = client.cookie;
    expect((await client.del('/api/identity/v1/login')).status).toBe(204);
    await client.read('/api/identity/v1/users');
    const again = await fetch(`${bayline.url}/api/identity/v1/users`, { headers: { cookie: stolen } });
    expect(again.status).toBe(401);
  });

  it('holds back a user who has not signed the licence agreement until they do', async () => {
    const client = apiClient(bayline.url);
    expect((await client.login('newhire@bayline.test')).json.eula).toBe(false);
    const before = await client.get(`${production}/departments`);
    expect(before.status).toBe(403);
    expect(before.json.detail).toMatch(/licence agreement/);
    expect((await client.put('/api/identity/v1/users/eula', { accepted: false })).status).toBe(400);
    expect((await client.put('/api/identity/v1/users/eula', { accepted: true })).json.eula).toBe(true);
    expect((await client.read(`${production}/departments`)).status).toBe(200);
  });
});

describe('creating a job and reading it back', () => {
  it('refuses bad input naming each field and rule, and appends nothing', async () => {
    const client = await owner();
    const head = await bayline.adapters.store.headPosition();
    const response = await client.post(`${production}/jobadmins`, {
      clientName: '   ',
      clientCellular: '555-12',
      clientEmail: 'not-an-email',
      year: '0199',
      hours: '-2',
      subTotal: '12.345',
      vin: 'X'.repeat(18),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(response.json.errors).toEqual(
      expect.arrayContaining([
        { field: 'clientName', message: jobMessages.nameRequired },
        { field: 'clientCellular', message: jobMessages.phoneInvalid },
        { field: 'clientEmail', message: jobMessages.emailInvalid },
        { field: 'year', message: jobMessages.yearInvalid },
        { field: 'hours', message: jobMessages.hoursInvalid },
        { field: 'subTotal', message: jobMessages.totalInvalid },
        { field: 'vin', message: jobMessages.vinTooLong },
        { field: 'jobClassId', message: jobMessages.jobClassRequired },
      ]),
    );
    expect(await bayline.adapters.store.headPosition()).toBe(head);
  });

  it('refuses a body that is not JSON', async () => {
    const client = await owner();
    const response = await client.post(`${production}/jobadmins`, '{"clientName":', {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(400);
    expect(response.json.errors[0].field).toBe('(body)');
  });

  it('creates a job and reads it at once with the position it was written at', async () => {
    const client = await owner();
    const created = await client.post(
      `${production}/jobadmins`,
      await validJobBody(client, { clientName: 'Read Own Write' }),
    );
    expect(created.status).toBe(201);
    const { jobAdminId, jobAdminInt } = created.json.jobAdmin;
    expect(jobAdminId).toMatch(/^[0-9a-f-]{36}$/);
    expect(jobAdminInt).toBeGreaterThan(1000);
    expect(Number(created.headers.get('x-bayline-position'))).toBeGreaterThan(0);

    const folder = await client.read(`${production}/JobAdmins/asfolder/${jobAdminId}`);
    expect(folder.status).toBe(200);
    expect(folder.headers.get('etag')).toBe('"0"');
    expect(folder.json).toMatchObject({
      jobAdminId,
      jobId: jobAdminId,
      clientName: 'Read Own Write',
      subTotal: 1234.5,
      roState: 2,
      departmentName: 'Estimate',
    });
    const board = await client.read(`${production}/JobAdmins/open`);
    expect(board.json.map((j: { jobAdminId: string }) => j.jobAdminId)).toContain(jobAdminId);
    const found = await client.read(`${production}/jobadmins/search?search=read%20own`);
    expect(found.json.map((j: { jobAdminId: string }) => j.jobAdminId)).toEqual([jobAdminId]);
  });

  it('numbers jobs created at the same moment one after another, none twice', async () => {
    const client = await owner();
    // Each on a day of its own: a day takes no more of the class's jobs than its capacity.
    const bodies = [];
    for (let n = 0; n < 20; n++) bodies.push(await validJobBody(client));
    const created = await Promise.all(bodies.map((body) => client.post(`${production}/jobadmins`, body)));
    expect(created.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numbers = created.map((r) => r.json.jobAdmin.jobAdminInt as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => itemAt(numbers, 0) + i));
  });

  it('accepts totals with two decimals sent as numbers', async () => {
    const client = await owner();
    const created = await client.post(`${production}/jobadmins`, await validJobBody(client, { subTotal: 19.99 }));
    expect(created.json.jobAdmin.subTotal).toBe(19.99);
    const tooPrecise = await client.post(`${production}/jobadmins`, await validJobBody(client, { subTotal: 19.999 }));
    expect(tooPrecise.json.errors).toEqual([{ field: 'subTotal', message: jobMessages.totalInvalid }]);
  });

  it('answers 504 with a clear message when the read models cannot reach a position in time', async () => {
    const client = await owner();
    const response = await client.get(`${production}/JobAdmins/open`, { 'x-bayline-position': '999999999' });
    expect(response.status).toBe(504);
    expect(response.json.title).toBe('The data is still being updated');
  });
});

describe('moving a job', () => {
  it('moves it, closes the department stay, and refuses a stale version with 409 and the current job', async () => {
    const client = await owner();
    const { jobAdminId } = (await client.post(`${production}/jobadmins`, await validJobBody(client))).json.jobAdmin;
    const moved = await client.put(
      `${production}/jobadmins/${jobAdminId}/department`,
      { departmentShortName: 'BODY', subdepartmentShortName: 'BAY2' },
      { 'if-match': '"0"' },
    );
    expect(moved.status).toBe(200);
    expect(moved.json.jobAdmin).toMatchObject({ departmentShortName: 'BODY', version: 1 });
    const folder = (await client.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json;
    expect(folder).toMatchObject({
      departmentShortName: 'BODY',
      subdepartmentShortName: 'BAY2',
      departmentName: 'Body',
    });
    expect(folder.departmentCycle).toHaveLength(2);
    expect(folder.departmentCycle[0].dateTimeOut).not.toBeNull();

    const stale = await client.put(
      `${production}/jobadmins/${jobAdminId}/department`,
      { departmentShortName: 'PAINT' },
      { 'if-match': '"0"' },
    );
    expect(stale.status).toBe(409);
    expect(stale.json.current).toMatchObject({ jobAdminId, departmentShortName: 'BODY', version: 1 });
  });

  it('answers 404 for an unknown job or department and 400 for a missing department', async () => {
    const client = await owner();
    const { jobAdminId } = (await client.post(`${production}/jobadmins`, await validJobBody(client))).json.jobAdmin;
    expect(
      (
        await client.put(`${production}/jobadmins/00000000-0000-4000-8000-000000000000/department`, {
          departmentShortName: 'BODY',
        })
      ).status,
    ).toBe(404);
    expect(
      (await client.put(`${production}/jobadmins/${jobAdminId}/department`, { departmentShortName: 'NOWHERE' })).status,
    ).toBe(404);
    const missing = await client.put(`${production}/jobadmins/${jobAdminId}/department`, {});
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual([{ field: 'departmentShortName', message: 'Department is required' }]);
    expect((await client.get(`${production}/JobAdmins/asfolder/nope`)).status).toBe(404);
  });
});

describe('rights and locations are enforced on the server', () => {
  it('refuses a read-only user any write, and another location’s job or location', async () => {
    const owners = await owner();
    const { jobAdminId } = (await owners.post(`${production}/jobadmins`, await validJobBody(owners))).json.jobAdmin;
    await owners.read(`${production}/JobAdmins/open`);

    const viewer = apiClient(bayline.url);
    const session = (await viewer.login('viewer@bayline.test')).json;
    expect(session.locations.map((l: { shortName: string }) => l.shortName)).toEqual(['HARBOR']);
    const write = await viewer.post(`${production}/jobadmins`, await validJobBody(viewer));
    expect(write.status).toBe(403);
    expect((await viewer.get(`${production}/JobAdmins/open`)).status).toBe(200);
    expect((await viewer.get(`${production}/JobAdmins/asfolder/${jobAdminId}`)).status).toBe(404);
    expect(
      (await viewer.put(`${production}/jobadmins/${jobAdminId}/department`, { departmentShortName: 'BODY' })).status,
    ).toBe(403);
    expect((await viewer.put('/api/identity/v1/locations/select/BAYVIEW')).status).toBe(403);
    expect(
      (await viewer.get(`${production}/jobadmins/search?search=Test`)).json.every(
        (j: { locationShortName: string }) => j.locationShortName === 'HARBOR',
      ),
    ).toBe(true);
  });

  it('switches location: the board then shows only that location', async () => {
    const client = await owner();
    const selected = await client.put('/api/identity/v1/locations/select/HARBOR');
    expect(selected.json.locations.find((l: { isSelected: boolean }) => l.isSelected).shortName).toBe('HARBOR');
    const board = await client.read(`${production}/JobAdmins/open`);
    expect(board.json.length).toBeGreaterThan(0);
    expect(board.json.every((j: { locationShortName: string }) => j.locationShortName === 'HARBOR')).toBe(true);
    expect((await client.put('/api/identity/v1/locations/select/NOWHERE')).status).toBe(403);
  });

  it('orders the board by department, prioritised jobs first', async () => {
    const client = await owner();
    const board = (await client.get(`${production}/JobAdmins/open`)).json as {
      departmentShortName: string;
      priority: number;
      roState: number;
    }[];
    const departments = (await client.get(`${production}/departments`)).json.map(
      (d: { shortName: string }) => d.shortName,
    );
    const order = board.map((j) => departments.indexOf(j.departmentShortName));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(board.every((j) => j.roState === 2)).toBe(true);
  });
});

describe('the live hub', () => {
  it('pushes each change with its position as id, and replays what a reconnecting client missed', async () => {
    const client = await owner();
    const controller = new AbortController();
    const response = await fetch(`${bayline.url}/updateHub`, {
      headers: { cookie: client.cookie },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = response.body!.getReader();
    let buffer = '';
    const nextMessage = async (event: string) => {
      for (;;) {
        const at = buffer.indexOf('\n\n');
        if (at >= 0) {
          const frame = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const data = /data: (.*)/.exec(frame)?.[1];
          if (frame.includes(`event: ${event}`) && data !== undefined)
            return { id: Number(/id: (\d+)/.exec(frame)?.[1]), data: JSON.parse(data) };
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += new TextDecoder().decode(value);
      }
    };
    const hello = await nextMessage('hello');
    const created = await client.post(`${production}/jobadmins`, await validJobBody(client));
    const { jobAdminId } = created.json.jobAdmin;
    const pushed = await nextMessage('ReceiveMessage');
    expect(pushed.data).toEqual({ ItemId: jobAdminId, Type: 'job', Action: 'new' });
    expect(pushed.id).toBe(Number(created.headers.get('x-bayline-position')));
    controller.abort();

    const replay = await fetch(`${bayline.url}/updateHub`, {
      headers: { cookie: client.cookie, 'last-event-id': String(hello.id) },
    });
    const text = await readUntil(replay, jobAdminId);
    expect(text).toContain(`"ItemId":"${jobAdminId}"`);
    const reset = await fetch(`${bayline.url}/updateHub`, {
      headers: { cookie: client.cookie, 'last-event-id': '999999999' },
    });
    expect(await readUntil(reset, 'event: reset')).toContain('event: reset');
  });
});

async function readUntil(response: Response, marker: string) {
  const reader = response.body!.getReader();
  let text = '';
  const deadline = Date.now() + 5000;
  while (!text.includes(marker) && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  await reader.cancel();
  return text;
}
