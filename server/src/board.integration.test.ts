import { type BoardCard, boardCardFields, EMPTY_ID, isEmptyId, type JobFolderView } from '@bayline/contracts';
import { describe, expect, it, vi } from 'vitest';
import { type ApiClient, validJobBody } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const production = '/api/production/v1';
const { bayline, signedIn } = localShop();

/** What a card of the job must say: the folder's values under the same names. */
function cardOfFolder(folder: JobFolderView): Omit<BoardCard, 'version'> {
  const { version: _, ...fields } = Object.fromEntries(boardCardFields.map((f) => [f, folder[f]])) as Pick<
    BoardCard,
    (typeof boardCardFields)[number]
  >;
  return {
    ...fields,
    departmentName: folder.departmentName,
    jobClassName: folder.jobClassName,
    jobClass: folder.jobClass,
    group: folder.group,
    badges: folder.badges,
    assignees: folder.jobAssignments
      .filter((a) => !a.notifyOnly && !isEmptyId(a.contactId) && a.name)
      .map((a) => ({ departmentId: a.departmentId, name: a.name })),
  };
}

async function createJob(client: ApiClient, overrides: Record<string, unknown> = {}) {
  const created = await client.post(`${production}/jobadmins`, await validJobBody(client, overrides));
  expect(created.status).toBe(201);
  return created.json.jobAdmin as { jobAdminId: string; version: number };
}

describe('the board (GET JobAdmins/open)', () => {
  it('answers each open job as a card: the folder’s values under the same names, and nothing of the folder else', async () => {
    const owner = await signedIn();
    // A job with a badge and assignees (one notify-only) in two departments, and a plain one.
    const { jobAdminId } = await createJob(owner, { clientName: 'Card With Everything', hat: 'RO-CARD' });
    await createJob(owner);
    const [rental] = (await owner.get(`${production}/badges`)).json;
    expect(
      (await owner.put(`${production}/jobadmins/jobbadge/${jobAdminId}`, { badgeId: rental.badgeId, state: 3 })).status,
    ).toBe(200);
    const [first, second] = (await owner.get(`${production}/departments`)).json;
    const [ana, bo] = (await owner.get(`${production}/contacts`)).json;
    const folder = (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json;
    const assign = (departmentId: string, contactId: string, notifyOnly = false) => ({
      jobAssignmentId: EMPTY_ID,
      departmentId,
      contactId,
      doNotify: true,
      notifyOnly,
    });
    const saved = await owner.put(`${production}/JobAdmins/asfolder`, {
      ...folder,
      jobTodos: [],
      jobAssignments: [
        assign(first.departmentId, ana.contactId),
        assign(first.departmentId, bo.contactId, true),
        assign(second.departmentId, bo.contactId),
      ],
    });
    expect(saved.status).toBe(200);

    const board = (await owner.read(`${production}/JobAdmins/open`)).json as BoardCard[];
    const card = board.find((c) => c.jobAdminId === jobAdminId);
    expect(card).toMatchObject({
      hat: 'RO-CARD',
      clientName: 'Card With Everything',
      badges: [{ badgeId: rental.badgeId, state: 3, description: rental.description }],
      assignees: [
        { departmentId: first.departmentId, name: ana.name },
        { departmentId: second.departmentId, name: bo.name },
      ],
    });
    for (const card of board) {
      const folder = (await owner.get(`${production}/JobAdmins/asfolder/${card.jobAdminId}`)).json as JobFolderView;
      const { version, ...rest } = card;
      expect(rest).toEqual(cardOfFolder(folder));
      expect(version).toBeLessThanOrEqual(folder.version);
    }
    expect(Object.keys(card!)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/jobTodos|jobAssignments|departmentCycle|clientCellular/)]),
    );
  });

  it('answers a repeat 304 with no body while nothing changed, and the new board once a job moved', async () => {
    const owner = await signedIn();
    const { jobAdminId } = await createJob(owner);
    const first = await owner.read(`${production}/JobAdmins/open`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const repeat = await owner.get(`${production}/JobAdmins/open`, { 'if-none-match': etag! });
    expect(repeat.status).toBe(304);
    expect(repeat.text).toBe('');
    expect((await owner.get(`${production}/JobAdmins/open`, { 'if-none-match': `W/${etag}` })).status).toBe(304);

    const moved = await owner.put(`${production}/jobadmins/${jobAdminId}/department`, { departmentShortName: 'BODY' });
    expect(moved.status).toBe(200);
    const after = await owner.call('GET', `${production}/JobAdmins/open`, undefined, {
      'if-none-match': etag!,
      'x-bayline-position': String(owner.position),
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.json.find((c: BoardCard) => c.jobAdminId === jobAdminId)).toMatchObject({
      departmentShortName: 'BODY',
      departmentName: 'Body',
    });
  });

  it('names cards with the settings as they are now: a renamed assignee shows on the next read', async () => {
    const owner = await signedIn();
    const { jobAdminId } = await createJob(owner);
    const [department] = (await owner.get(`${production}/departments`)).json;
    const [contact, ...others] = (await owner.get(`${production}/contacts`)).json;
    const folder = (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json;
    const assignment = {
      jobAssignmentId: EMPTY_ID,
      departmentId: department.departmentId,
      contactId: contact.contactId,
      doNotify: true,
      notifyOnly: false,
    };
    await owner.put(`${production}/JobAdmins/asfolder`, { ...folder, jobTodos: [], jobAssignments: [assignment] });
    const cardOn = async () =>
      ((await owner.read(`${production}/JobAdmins/open`)).json as BoardCard[]).find((c) => c.jobAdminId === jobAdminId);
    expect((await cardOn())?.assignees).toEqual([{ departmentId: department.departmentId, name: contact.name }]);
    const before = (await owner.get(`${production}/JobAdmins/open`)).headers.get('etag');

    expect(
      (await owner.put(`${production}/contacts`, [{ ...contact, name: 'Renamed Painter' }, ...others])).status,
    ).toBe(200);
    expect((await cardOn())?.assignees).toEqual([{ departmentId: department.departmentId, name: 'Renamed Painter' }]);
    expect((await owner.get(`${production}/JobAdmins/open`)).headers.get('etag')).not.toBe(before);
  });

  it('gives each location its own tag: the same content elsewhere is not taken as current', async () => {
    const owner = await signedIn();
    const here = (await owner.get(`${production}/JobAdmins/open`)).headers.get('etag')!;
    const viewer = await signedIn('viewer@bayline.test');
    const there = await viewer.get(`${production}/JobAdmins/open`, { 'if-none-match': here });
    expect(there.status).toBe(200);
    expect(there.json.every((c: BoardCard) => c.locationShortName === 'HARBOR')).toBe(true);
  });
});

describe('one card (GET JobAdmins/open/{id})', () => {
  it('answers the card as the board shows it, and follows the job’s changes', async () => {
    const owner = await signedIn();
    const { jobAdminId } = await createJob(owner, { clientName: 'One Card Customer' });
    const card = await owner.read(`${production}/JobAdmins/open/${jobAdminId}`);
    expect(card.status).toBe(200);
    const board = (await owner.get(`${production}/JobAdmins/open`)).json as BoardCard[];
    expect(card.json).toEqual(board.find((c) => c.jobAdminId === jobAdminId));
    expect(card.json.clientName).toBe('One Card Customer');
    // A few KB, not the board.
    expect(card.text.length).toBeLessThan(4_000);

    await owner.put(`${production}/jobadmins/priority`, { departmentShortName: 'EST', jobAdminIds: [jobAdminId] });
    expect((await owner.read(`${production}/JobAdmins/open/${jobAdminId}`)).json).toMatchObject({ priority: 1 });
  });

  it('answers 404 alike for another location’s job, an unknown id and a job no longer open', async () => {
    const owner = await signedIn();
    const { jobAdminId } = await createJob(owner);
    await owner.read(`${production}/JobAdmins/open/${jobAdminId}`);
    const viewer = await signedIn('viewer@bayline.test');
    const foreign = await viewer.get(`${production}/JobAdmins/open/${jobAdminId}`);
    const unknown = await viewer.get(`${production}/JobAdmins/open/00000000-0000-4000-8000-000000000000`);
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(foreign.json).toEqual({ ...unknown.json, instance: foreign.json.instance });

    const voided = await owner.call('PATCH', `${production}/jobadmins/${jobAdminId}`, { roState: 4 });
    expect(voided.status).toBe(200);
    expect((await owner.read(`${production}/JobAdmins/open/${jobAdminId}`)).status).toBe(404);
    expect((await owner.call('PATCH', `${production}/jobadmins/${jobAdminId}`, { roState: 2 })).status).toBe(200);
    expect((await owner.read(`${production}/JobAdmins/open/${jobAdminId}`)).status).toBe(200);
  });
});

describe('one card: input', () => {
  it('refuses an id past its bounds with 400 naming the field, and knows no prototype-named job', async () => {
    const owner = await signedIn();
    const long = await owner.get(`${production}/JobAdmins/open/${'a'.repeat(65)}`);
    expect(long.status).toBe(400);
    expect(long.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(long.json.errors.map((e: { field: string }) => e.field)).toEqual(['jobAdminId']);
    for (const id of ['__proto__', 'constructor', 'toString'])
      expect((await owner.get(`${production}/JobAdmins/open/${id}`)).status).toBe(404);
  });
});

describe('the live hub with many browsers', () => {
  it('reads the change log once per location for all of its browsers, and each gets the change once', async () => {
    const owner = await signedIn();
    const viewer = await signedIn('viewer@bayline.test');
    await owner.read(`${production}/JobAdmins/open`);
    await viewer.read(`${production}/JobAdmins/open`);
    const streams = await Promise.all([
      ...Array.from({ length: 20 }, () => openStream(owner.cookie)),
      ...Array.from({ length: 3 }, () => openStream(viewer.cookie)),
    ]);
    const body = await validJobBody(owner);
    const find = vi.spyOn(bayline.adapters.readStore, 'find');
    try {
      const created = await owner.post(`${production}/jobadmins`, body);
      expect(created.status).toBe(201);
      const { jobAdminId } = created.json.jobAdmin;
      const bayview = streams.slice(0, 20);
      const pushes = await Promise.all(bayview.map((s) => s.until(jobAdminId)));
      for (const text of pushes) expect(text.split(`"ItemId":"${jobAdminId}"`)).toHaveLength(2);
      const changeLogReads = find.mock.calls.filter(
        ([collection, filter]) => collection === 'updates' && filter?.locationShortName === 'BAYVIEW',
      );
      // One read per wave of changes, not one per browser (20 here): a create appends to its indexes (the day's
      // places, the customer's cell phone), maybe its job numbers, and its job, and the live feed may advance for each.
      expect(changeLogReads.length).toBeGreaterThan(0);
      expect(changeLogReads.length).toBeLessThanOrEqual(4);
    } finally {
      find.mockRestore();
      for (const s of streams) s.close();
    }
  });
});

async function openStream(cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${bayline.url}/updateHub`, { headers: { cookie }, signal: controller.signal });
  const reader = response.body!.getReader();
  let text = '';
  const hello = async () => {
    while (!text.includes('event: hello')) text += new TextDecoder().decode((await reader.read()).value);
  };
  await hello();
  return {
    async until(marker: string) {
      const deadline = Date.now() + 5_000;
      while (!text.includes(marker) && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      return text;
    },
    close: () => controller.abort(),
  };
}
