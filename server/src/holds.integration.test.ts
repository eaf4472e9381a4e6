import {
  type BoardCard,
  type DelayReason,
  holdMessages,
  type JobFolderView,
  type JobNote,
  maxHoldNote,
  systemNoteCategoryId,
} from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { type ApiClient, signedIn, validJobBody } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const production = '/api/production/v1';
const { bayline, owner } = localShop({ jobsPerLocation: 2, users: { owner: 'demo@bayline.test' } });

async function newJob(client: ApiClient = owner): Promise<string> {
  const created = await client.post(`${production}/jobadmins`, await validJobBody(client));
  expect(created.status).toBe(201);
  return created.json.jobAdmin.jobAdminId;
}

const reasons = async (client: ApiClient) => (await client.read(`${production}/Delay`)).json as DelayReason[];
const reasonNamed = async (client: ApiClient, description: string) => {
  const reason = (await reasons(client)).find((r) => r.description === description);
  if (!reason) throw new Error(`the location has no delay reason ${description}`);
  return reason;
};

const hold = (client: ApiClient, jobAdminId: string, body: unknown) =>
  client.put(`${production}/jobadmins/${jobAdminId}/hold`, body);
const release = (client: ApiClient, jobAdminId: string) => client.del(`${production}/jobadmins/${jobAdminId}/hold`);

/** The job's stream as the store holds it: what a refusal must leave as it was. */
const streamOf = (jobAdminId: string) => bayline.adapters.store.readStream(`job-${jobAdminId}`);

/** Calls `refused` and expects it answered `status` with a problem, and the job's stream unchanged. */
async function refusedWith(
  jobAdminId: string,
  status: number,
  refused: () => Promise<{ status: number; headers: Headers; json: { title: string; errors?: unknown } }>,
) {
  const before = await streamOf(jobAdminId);
  const answer = await refused();
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(await streamOf(jobAdminId)).toEqual(before);
  return answer.json;
}

describe('holding a job with a reason (PUT/DELETE jobadmins/{id}/hold)', () => {
  it('holds with the demo shop’s Parts and a note, shows it on the card and folder, releases, and tells both ends', async () => {
    const jobAdminId = await newJob();
    const parts = await reasonNamed(owner, 'Parts');
    const held = await hold(owner, jobAdminId, { delayId: parts.delayId, note: '  Bumper on back order  ' });
    expect(held.status).toBe(200);
    expect(held.json.jobAdmin.hold).toEqual({
      holdId: expect.any(String),
      delayId: parts.delayId,
      reason: 'Parts',
      note: 'Bumper on back order',
      heldAt: expect.any(String),
    });
    const card = ((await owner.read(`${production}/JobAdmins/open`)).json as BoardCard[]).find(
      (c) => c.jobAdminId === jobAdminId,
    );
    const heldEvent = (await streamOf(jobAdminId)).at(-1);
    expect(heldEvent?.type).toBe('JobHeld');
    expect(card?.hold).toEqual({
      ...held.json.jobAdmin.hold,
      heldById: heldEvent?.metadata.userId,
      heldByName: 'Dana Reyes',
    });
    const folder = (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json;
    expect(folder.hold).toEqual(card?.hold);

    const released = await release(owner, jobAdminId);
    expect(released.status).toBe(200);
    expect(released.json.jobAdmin.hold).toBeNull();
    const after = ((await owner.read(`${production}/JobAdmins/open`)).json as BoardCard[]).find(
      (c) => c.jobAdminId === jobAdminId,
    );
    expect(after?.hold).toBeNull();

    const notes = (await owner.read(`${production}/jobadmins/${jobAdminId}/jobhistory`)).json as JobNote[];
    const system = notes.filter((n) => n.noteCategoryId === systemNoteCategoryId).map((n) => n.notes);
    expect(system).toContain('Put on hold: Parts. Note: Bumper on back order');
    expect(system).toContainEqual(expect.stringMatching(/^Released from hold: Parts after \d+ min$/));
    const events = (await streamOf(jobAdminId)).map((e) => e.type);
    expect(events.slice(-2)).toEqual(['JobHeld', 'JobReleased']);
  });

  it('keeps the reason as it was on the hold when the reason is renamed later', async () => {
    const jobAdminId = await newJob();
    const reason = await reasonNamed(owner, 'Customer decision');
    expect((await hold(owner, jobAdminId, { delayId: reason.delayId })).status).toBe(200);
    const list = await reasons(owner);
    const renamed = await owner.put(
      `${production}/Delay`,
      list.map((r) => (r.delayId === reason.delayId ? { ...r, description: 'Customer undecided' } : r)),
    );
    expect(renamed.status).toBe(200);
    const folder = (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json;
    expect(folder.hold).toMatchObject({ delayId: reason.delayId, reason: 'Customer decision', note: '' });
    expect((await release(owner, jobAdminId)).status).toBe(200);
    const notes = (await owner.read(`${production}/jobadmins/${jobAdminId}/jobhistory`)).json as JobNote[];
    expect(notes.map((n) => n.notes)).toContainEqual(expect.stringMatching(/^Released from hold: Customer decision/));
    await owner.put(`${production}/Delay`, list);
  });

  it('refuses a reason unknown, inactive, deleted or another location’s, naming delayId, and a note too long', async () => {
    const jobAdminId = await newJob();
    const delayIdRefused = async (delayId: string) => {
      const problem = await refusedWith(jobAdminId, 400, () => hold(owner, jobAdminId, { delayId }));
      expect(problem.errors).toEqual([{ field: 'delayId', message: holdMessages.reasonUnknown }]);
    };
    await delayIdRefused('6f1c2a0e-0000-4000-8000-00000000dead');

    const inactive = await owner.post(`${production}/Delay`, { description: 'Paint supplier', isActive: false });
    expect(inactive.status).toBe(201);
    await delayIdRefused(inactive.json.delayId);

    const deleted = await owner.post(`${production}/Delay`, { description: 'Glass' });
    expect(deleted.status).toBe(201);
    expect((await owner.del(`${production}/Delay/${deleted.json.delayId}`)).status).toBe(200);
    await delayIdRefused(deleted.json.delayId);

    const harbor = await signedIn(bayline.url, 'demo@bayline.test', 'HARBOR');
    await delayIdRefused((await reasonNamed(harbor, 'Parts')).delayId);

    const parts = await reasonNamed(owner, 'Parts');
    const long = await refusedWith(jobAdminId, 400, () =>
      hold(owner, jobAdminId, { delayId: parts.delayId, note: 'x'.repeat(maxHoldNote + 1) }),
    );
    expect(long.errors).toEqual([{ field: 'note', message: holdMessages.noteTooLong }]);
    const none = await refusedWith(jobAdminId, 400, () => hold(owner, jobAdminId, { note: 'no reason' }));
    expect(none.errors).toEqual([{ field: 'delayId', message: holdMessages.reasonRequired }]);
  });

  it('refuses a second hold, a release of a job not held, a hold on an archived job, and archiving a held one', async () => {
    const jobAdminId = await newJob();
    const parts = await reasonNamed(owner, 'Parts');
    expect((await refusedWith(jobAdminId, 409, () => release(owner, jobAdminId))).title).toBe(holdMessages.notHeld);
    expect((await hold(owner, jobAdminId, { delayId: parts.delayId })).status).toBe(200);
    const second = await refusedWith(jobAdminId, 409, () => hold(owner, jobAdminId, { delayId: parts.delayId }));
    expect(second.title).toBe(holdMessages.alreadyHeld);
    const archive = await refusedWith(jobAdminId, 409, () =>
      owner.call('PATCH', `${production}/jobadmins/${jobAdminId}`, { roState: 3 }),
    );
    expect(archive.title).toBe(holdMessages.releaseBeforeArchiving);

    // A voided job's hold ends with it, and a closed job is held no more.
    const voided = await owner.call('PATCH', `${production}/jobadmins/${jobAdminId}`, { roState: 4 });
    expect(voided.status).toBe(200);
    expect(voided.json.jobAdmin.hold).toBeNull();
    const void_ = await refusedWith(jobAdminId, 409, () => hold(owner, jobAdminId, { delayId: parts.delayId }));
    expect(void_.title).toBe('This job is void');

    // Reopened (not held since its voiding) and dated, it archives; archived, it is not held.
    expect((await owner.call('PATCH', `${production}/jobadmins/${jobAdminId}`, { roState: 2 })).status).toBe(200);
    const folder = (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json as JobFolderView;
    const { today } = (await owner.get(`${production}/locations/settings`)).json;
    const day = `${today}T00:00:00`;
    const dated = await owner.put(`${production}/JobAdmins/asfolder`, {
      ...folder,
      jobTodos: [],
      jobAssignments: [],
      dateTowIn: day,
      repairStart: day,
      dateReady: day,
      datePickup: day,
    });
    expect(dated.status).toBe(200);
    expect((await owner.call('PATCH', `${production}/jobadmins/${jobAdminId}`, { roState: 3 })).status).toBe(200);
    const archived = await refusedWith(jobAdminId, 409, () => hold(owner, jobAdminId, { delayId: parts.delayId }));
    expect(archived.title).toBe('This job is archived');
  });

  it('answers a job of another location as an unknown one (404), and refuses a user without board write (403)', async () => {
    const jobAdminId = await newJob();
    const parts = await reasonNamed(owner, 'Parts');
    const harbor = await signedIn(bayline.url, 'demo@bayline.test', 'HARBOR');
    const harborParts = await reasonNamed(harbor, 'Parts');
    const foreign = await refusedWith(jobAdminId, 404, () =>
      hold(harbor, jobAdminId, { delayId: harborParts.delayId }),
    );
    const unknown = await hold(harbor, '6f1c2a0e-0000-4000-8000-00000000beef', { delayId: harborParts.delayId });
    expect(unknown.status).toBe(404);
    expect(foreign.title).toBe(unknown.json.title);
    expect((await refusedWith(jobAdminId, 404, () => release(harbor, jobAdminId))).title).toBe(unknown.json.title);

    const harborJob = await newJob(harbor);
    // The viewer reads every area of Harbor and writes none.
    const viewer = await signedIn(bayline.url, 'viewer@bayline.test');
    await refusedWith(harborJob, 403, () => hold(viewer, harborJob, { delayId: harborParts.delayId }));
    expect((await hold(harbor, harborJob, { delayId: harborParts.delayId })).status).toBe(200);
    await refusedWith(harborJob, 403, () => release(viewer, harborJob));
    expect(parts.delayId).not.toBe(harborParts.delayId);
  });
});
