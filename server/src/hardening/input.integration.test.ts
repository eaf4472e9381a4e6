import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, validJobBody } from '../testing/client.ts';
import { localShop } from '../testing/fixture.ts';

/** The repros of issue 6 section A on bounded input: each is refused, appends nothing and leaves projectors live. */
const production = '/api/production/v1';
const { bayline, owner } = localShop({ jobsPerLocation: 4, users: { owner: 'demo@bayline.test' } });
let jobAdminId: string;

beforeAll(async () => {
  jobAdminId = (await owner.post(`${production}/jobadmins`, await validJobBody(owner))).json.jobAdmin.jobAdminId;
});

const contact = { name: 'Marco Diaz', cellular: '5105550101', contactTypeName: 'Tech' };
const megabyte = 'x'.repeat(1_000_000);

/** Sends a request that must be refused with `status` as problem+json naming `fields`, and appends nothing. */
async function refused(
  send: () => ReturnType<ApiClient['call']>,
  status: number,
  fields: string[] = [],
): Promise<Awaited<ReturnType<ApiClient['call']>>> {
  const head = await bayline.adapters.store.headPosition();
  const response = await send();
  expect(response.status, response.text.slice(0, 300)).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  for (const field of fields) expect(response.json.errors.map((e: { field: string }) => e.field)).toContain(field);
  expect(await bayline.adapters.store.headPosition()).toBe(head);
  return response;
}

/** Every projector is live and still projects: a valid save is read back at its position. */
async function projectorsStillLive() {
  const saved = await owner.put(`${production}/contacts`, (await owner.get(`${production}/contacts`)).json);
  expect(saved.status).toBe(200);
  const renamed = saved.json.map((c: { name: string }, i: number) => (i === 0 ? { ...c, name: `${c.name}.` } : c));
  expect((await owner.put(`${production}/contacts`, renamed)).status).toBe(200);
  const read = await owner.read(`${production}/contacts`);
  expect(read.status).toBe(200);
  expect(read.json.map((c: { name: string }) => c.name)).toContain(renamed[0].name);
  const statuses = await bayline.bayline.runner!.status();
  expect(statuses.filter((p) => p.status !== 'live')).toEqual([]);
}

/** A job of the owner's location, as its folder has it. */
const aFolder = async () => (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json;

describe('an assignee list', () => {
  it('with a 2,000-character contact id is refused, and every projector stays live', async () => {
    await refused(() => owner.put(`${production}/contacts`, [{ ...contact, contactId: 'x'.repeat(2000) }]), 400, [
      '0.contactId',
    ]);
    await projectorsStillLive();
  });

  it('of 10,000 rows is refused', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ ...contact, name: `Tech ${i}` }));
    await refused(() => owner.put(`${production}/contacts`, rows), 400, ['(body)']);
  });

  it('with a 1 MB contact type is refused', async () => {
    await refused(() => owner.put(`${production}/contacts`, [{ ...contact, contactTypeName: megabyte }]), 400, [
      '0.contactTypeName',
    ]);
  });
});

describe('a note category colour', () => {
  it.each([
    ['url(http://x)', 'url(http://x)'],
    ['1 MB', megabyte],
  ])('of %s is refused', async (_, color) => {
    await refused(() => owner.post(`${production}/notecategories`, { description: 'Parts', color }), 400, ['color']);
  });
});

describe('ids named like object properties', () => {
  it.each(['__proto__', 'constructor', 'toString'])('estimate %s is not found', async (id) => {
    await refused(() => owner.del(`${production}/estimates/${id}`), 404);
  });

  it('a folder save naming task __proto__ is refused', async () => {
    const folder = await aFolder();
    await refused(
      () =>
        owner.put(`${production}/jobadmins/asfolder`, {
          ...folder,
          jobTodos: [{ jobTodoId: '__proto__', todoId: 'constructor', sortOrder: 0, isCompleted: true }],
        }),
      404,
    );
  });

  it.each(['__proto__', 'hasOwnProperty'])('badge list [%s] is refused', async (id) => {
    const folder = await aFolder();
    await refused(() => owner.put(`${production}/jobadmins/badges/${folder.jobAdminId}`, { badgeIds: [id] }), 404);
  });
});

describe('a job id', () => {
  it('of 1 MB in a folder save is refused naming it', async () => {
    const folder = await aFolder();
    await refused(() => owner.put(`${production}/jobadmins/asfolder`, { ...folder, jobAdminId: megabyte }), 400, [
      'jobAdminId',
    ]);
  });

  it('of 65 characters in a path is refused naming it', async () => {
    await refused(
      () => owner.put(`${production}/jobadmins/${'x'.repeat(65)}/department`, { departmentShortName: 'BODY' }),
      400,
      ['jobAdminId'],
    );
    await refused(() => owner.get(`${production}/JobAdmins/asfolder/${'x'.repeat(65)}`), 400, ['jobAdminId']);
  });

  it('of 8,000 characters in a path is refused as problem+json', async () => {
    const head = await bayline.adapters.store.headPosition();
    const response = await owner.put(`${production}/jobadmins/${'x'.repeat(8000)}/department`, {});
    expect([400, 404, 414]).toContain(response.status);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await bayline.adapters.store.headPosition()).toBe(head);
  });

  it('that is not of the id form is refused naming it', async () => {
    await refused(() => owner.get(`${production}/JobAdmins/asfolder/a%20b`), 400, ['jobAdminId']);
  });
});
