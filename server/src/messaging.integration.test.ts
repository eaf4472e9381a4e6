import { locationCommands } from '@bayline/command-service';
import { jobMessages, positionHeader, systemNotes, textMessages, textsStream } from '@bayline/contracts';
import { updatesModel } from '@bayline/contracts/read-models/live';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoTextingLocation } from './seed/demo-shop.ts';
import { type ApiClient, apiClient, eventually, validJobBody } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const production = '/api/production/v1';
const messaging = '/api/messaging/v1';
const harborPhone = demoTextingLocation.smsSendPhone;
const { bayline, owner, signedIn } = localShop({
  jobsPerLocation: 2,
  users: { owner: { email: 'demo@bayline.test', location: 'BAYVIEW' } },
  timeout: 120_000,
});
/** A job at Harbor (texting on) and one at Bayview (texting off), each with its customer's cell phone. */
let harborJob: string;
let bayviewJob: string;

async function createJob(client: ApiClient, clientCellular: string) {
  const created = await client.post(`${production}/jobadmins`, await validJobBody(client, { clientCellular }));
  expect(created.status).toBe(201);
  return created.json.jobAdmin.jobAdminId as string;
}

const send = (client: ApiClient, body: Record<string, unknown>) =>
  client.post(`${messaging}/Messages/sms`, { phoneNumber: '(510) 555-0123', jobAdminId: harborJob, ...body });

const reply = (client: ApiClient, from: string, body: string) =>
  client.post('/api/admin/v1/sms-outbox/reply', { from, to: harborPhone, body });

beforeAll(async () => {
  bayviewJob = await createJob(owner, '(510) 555-0177');
  expect((await owner.put('/api/identity/v1/locations/select/HARBOR')).status).toBe(200);
  harborJob = await createJob(owner, '(510) 555-0123');
}, 120_000);

describe('sending a text', () => {
  it('answers 204, sends it through the SMS outbox once, and the job’s thread shows it Sent', async () => {
    const sent = await send(owner, { message: 'Your car is ready for pickup.' });
    expect(sent.status).toBe(204);
    const thread = await eventually(
      () => owner.read(`${messaging}/Messages/byjob/${harborJob}`),
      (r) => r.json?.[0]?.status === 'Sent',
    );
    expect(thread.json).toEqual([
      expect.objectContaining({
        body: 'Your car is ready for pickup.',
        from: harborPhone,
        to: '5105550123',
        isIncoming: false,
        status: 'Sent',
        user: { firstName: 'Dana', lastName: 'Reyes' },
        displayName: 'Test Customer',
      }),
    ]);
    const outbox = await owner.get('/api/admin/v1/sms-outbox');
    expect(outbox.json.filter((t: { body: string }) => t.body === 'Your car is ready for pickup.')).toEqual([
      expect.objectContaining({ to: '5105550123', from: harborPhone, id: thread.json[0].messageHistoryId }),
    ]);
  });

  it('refuses bad input naming the field and the rule, and appends nothing', async () => {
    const head = await bayline.adapters.store.headPosition();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ message: '' }, 'message', textMessages.required],
      [{ message: '   ' }, 'message', textMessages.required],
      [{ message: 'x'.repeat(1501) }, 'message', 'Only 1500 characters allowed (1 over)'],
      [{ message: 'x'.repeat(1537) }, 'message', 'Only 1500 characters allowed (37 over)'],
      [{ message: 'Hi', phoneNumber: '555-12' }, 'phoneNumber', jobMessages.phoneInvalid],
      [{ message: 'Hi', jobAdminId: '../x' }, 'jobAdminId', expect.any(String) as unknown as string],
    ];
    for (const [body, field, message] of cases) {
      const refused = await send(owner, body);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(refused.json.errors).toContainEqual({ field, message });
    }
    expect(await bayline.adapters.store.headPosition()).toBe(head);
  });

  it('refuses without the texting right, for another location’s job (as for an unknown one), and where texting is off', async () => {
    // Signing in is an event too: the head is read once everyone is signed in.
    const tech = await signedIn('tech@bayline.test');
    const atBayview = await signedIn('demo@bayline.test', 'BAYVIEW');
    const head = await bayline.adapters.store.headPosition();
    expect((await send(tech, { message: 'Hi', jobAdminId: bayviewJob })).status).toBe(403);

    const foreign = await send(owner, { message: 'Hi', jobAdminId: bayviewJob });
    const unknown = await send(owner, { message: 'Hi', jobAdminId: 'no-such-job' });
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual(unknown.json);

    const off = await send(atBayview, { message: 'Hi', jobAdminId: bayviewJob });
    expect(off.status).toBe(409);
    expect(off.json.title).toBe(textMessages.disabled);
    expect(await bayline.adapters.store.headPosition()).toBe(head);

    // The module on without a phone to text from is still off.
    const deps = bayline.bayline.commandDeps;
    const ctx = { userId: 'support', locationShortName: 'BAYVIEW', now: new Date(), correlationId: 'test' };
    await locationCommands(deps).setMessaging(ctx, true, null);
    const noPhone = await send(atBayview, { message: 'Hi', jobAdminId: bayviewJob });
    expect(noPhone.status).toBe(409);
    expect(noPhone.json.title).toBe(textMessages.disabled);
    await locationCommands(deps).setMessaging(ctx, false, null);
  });
});

describe('replies', () => {
  it('refuses a reply not signed by the provider with 401 and records nothing', async () => {
    const head = await bayline.adapters.store.headPosition();
    const form = new URLSearchParams({ From: '+15105550123', To: `+1${harborPhone}`, Body: 'Hi', MessageSid: 'SM1' });
    for (const signature of [undefined, 'bm90IHRoZSBzaWduYXR1cmU=']) {
      const response = await fetch(`${bayline.url}${messaging}/Messages/inbound`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(signature ? { 'x-twilio-signature': signature } : {}),
        },
        body: form.toString(),
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    }
    expect(await bayline.adapters.store.headPosition()).toBe(head);
  });

  it('counts a simulated reply unread until read; reading it adds the Communications note and tells the hub', async () => {
    const simulated = await reply(owner, '5105550123', 'Great, I will come at 5.');
    expect(simulated.status).toBe(200);
    const position = Number(simulated.headers.get(positionHeader));
    expect(position).toBeGreaterThan(0);
    const thread = await owner.get(`${messaging}/Messages/all/byphone/(510) 555-0123`, {
      [positionHeader]: String(position),
    });
    const unread = (list: { isIncoming: boolean; readAt: string | null }[]) =>
      list.filter((m) => m.isIncoming && !m.readAt).length;
    expect(unread(thread.json)).toBe(1);
    expect(thread.json.at(-1)).toMatchObject({ body: 'Great, I will come at 5.', jobAdminId: harborJob });
    // The top bar counts the replies to the location's own phone.
    const atHarbor = await owner.get(`${messaging}/Messages/all/byphone/${harborPhone}`);
    expect(atHarbor.json).toEqual([expect.objectContaining({ body: 'Great, I will come at 5.', isIncoming: true })]);
    const drawer = await owner.get(`${messaging}/Messages/unread`, { [positionHeader]: String(position) });
    expect(drawer.json).toEqual([
      expect.objectContaining({
        phone: '5105550123',
        unreadCount: 1,
        latest: expect.objectContaining({ jobAdminId: harborJob }),
      }),
    ]);

    const marked = await owner.put(`${messaging}/Messages/markallread/5105550123`);
    expect(marked.status).toBe(200);
    expect(unread(marked.json)).toBe(0);
    // The thread as the reads answer it, now read.
    expect(marked.json.at(-1)).toMatchObject({ body: 'Great, I will come at 5.', displayName: 'Test Customer' });
    expect(marked.json.map((m: { messageHistoryId: string }) => m.messageHistoryId)).toEqual(
      thread.json.map((m: { messageHistoryId: string }) => m.messageHistoryId),
    );
    expect((await owner.read(`${messaging}/Messages/unread`)).json).toEqual([]);
    expect((await owner.read(`${messaging}/Messages/all/byphone/${harborPhone}`)).json).toEqual([]);
    expect(unread((await owner.read(`${messaging}/Messages/all/byphone/5105550123`)).json)).toBe(0);
    const folder = await owner.read(`${production}/JobAdmins/asfolder/${harborJob}`);
    expect(folder.json.jobHistory).toContainEqual(
      expect.objectContaining({ notes: systemNotes.messagesRead('Dana Reyes') }),
    );
    // Read again: nothing left to read, nothing appended.
    const head = await bayline.adapters.store.headPosition();
    expect((await owner.put(`${messaging}/Messages/markallread/5105550123`)).status).toBe(200);
    expect(await bayline.adapters.store.headPosition()).toBe(head);
    const changes = await bayline.adapters.readStore.collection(updatesModel).find({ locationShortName: 'HARBOR' });
    expect(changes).toContainEqual(expect.objectContaining({ Type: 'messaging', Action: 'read', ItemId: harborJob }));
  });

  it('keeps a reply from a number no job has on the location, unassigned', async () => {
    const simulated = await reply(owner, '2065550111', 'Who is this?');
    expect(simulated.status).toBe(200);
    const thread = await owner.get(`${messaging}/Messages/all/byphone/2065550111`, {
      [positionHeader]: String(simulated.headers.get(positionHeader)),
    });
    expect(thread.json).toEqual([
      expect.objectContaining({ jobAdminId: null, body: 'Who is this?', displayName: '(206) 555-0111' }),
    ]);
    expect((await owner.put(`${messaging}/Messages/markallread/2065550111`)).json[0].readAt).not.toBeNull();
  });

  it('honours STOP: sending to the number is refused until the customer replies START', async () => {
    expect((await reply(owner, '5105550123', ' stop ')).status).toBe(200);
    const head = await bayline.adapters.store.headPosition();
    const refused = await send(owner, { message: 'Are you still there?' });
    expect(refused.status).toBe(409);
    expect(refused.json.title).toBe(textMessages.optedOut);
    expect(await bayline.adapters.store.headPosition()).toBe(head);
    expect((await reply(owner, '5105550123', 'START')).status).toBe(200);
    expect((await send(owner, { message: 'Welcome back' })).status).toBe(204);
  });
});

describe('a signed message posted again', () => {
  /** Posts a form to the webhook signed as the provider signs it, as a provider's retry or a replay would. */
  const inbound = (form: Record<string, string>) => {
    const url = `${bayline.url}${messaging}/Messages/inbound`;
    return fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': bayline.adapters.sms.outbox!.sign(url, form),
      },
      body: new URLSearchParams(form).toString(),
    });
  };
  const message = (sid: string, body: string) => ({
    From: '+15105550123',
    To: `+1${harborPhone}`,
    Body: body,
    MessageSid: sid,
  });

  it('gives one reply on the job, posted twice at once or again later', async () => {
    const form = message('SMreplayed00000000000000000000001', 'Is it ready yet?');
    /** The replies with this text the job's texts stream holds. */
    const taken = async () =>
      (await bayline.adapters.store.readStream(textsStream(harborJob))).filter(
        (e) => e.type === 'TextMessageReceived' && (e.data as { body: string }).body === 'Is it ready yet?',
      );
    const both = await Promise.all([inbound(form), inbound(form)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await inbound(form)).status).toBe(200);
    expect(await taken()).toHaveLength(1);
    const thread = await owner.get(`${messaging}/Messages/byjob/${harborJob}`, {
      [positionHeader]: String(await bayline.adapters.store.headPosition()),
    });
    expect(thread.json.filter((m: { body: string }) => m.body === 'Is it ready yet?')).toHaveLength(1);
    // Read since: posted again, it is not a new unread reply.
    expect((await owner.put(`${messaging}/Messages/markallread/5105550123`)).status).toBe(200);
    expect((await inbound(form)).status).toBe(200);
    expect(await taken()).toHaveLength(1);
  });

  it('does not hear a STOP again once the customer said START', async () => {
    const stop = message('SMreplayedstop0000000000000000001', 'STOP');
    expect((await inbound(stop)).status).toBe(200);
    expect((await inbound(message('SMreplayedstart000000000000000001', 'START'))).status).toBe(200);
    expect((await inbound(stop)).status).toBe(200);
    expect((await send(owner, { message: 'Still with us?' })).status).toBe(204);
  });

  it('refuses a message without the provider’s id 400, naming it', async () => {
    const { MessageSid: _, ...withoutId } = message('x', 'Hello');
    const refused = await inbound(withoutId);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: unknown }).errors).toEqual([
      { field: 'MessageSid', message: 'MessageSid is required' },
    ]);
  });
});

describe('a job folder open while texts come and go', () => {
  it('saves with the version it was read at after a reply and a delivery, but a concurrent edit still gets 409', async () => {
    const read = await owner.read(`${production}/JobAdmins/asfolder/${harborJob}`);
    const folder = read.json;
    expect(read.headers.get('etag')).toBe(`"${folder.version}"`);

    // Meanwhile a text goes out and the customer answers: the job's texts move on, the job does not.
    expect((await send(owner, { message: 'Parts arrived today.' })).status).toBe(204);
    expect((await reply(owner, '5105550123', 'Thanks!')).status).toBe(200);
    const thread = await eventually(
      () => owner.read(`${messaging}/Messages/byjob/${harborJob}`),
      (r) =>
        r.json?.some((m: { body: string; status: string }) => m.body === 'Parts arrived today.' && m.status === 'Sent'),
    );
    expect(thread.json.at(-1)).toMatchObject({ body: 'Thanks!', isIncoming: true });

    const saved = await owner.put(`${production}/JobAdmins/asfolder`, { ...folder, color: 'Red' });
    expect(saved.status).toBe(200);
    expect(saved.json.jobAdmin.version).toBe(folder.version + 1);

    // Someone else's save of the folder as it was read is a genuine conflict.
    const stale = await owner.put(`${production}/JobAdmins/asfolder`, { ...folder, color: 'Green' });
    expect(stale.status).toBe(409);
    expect(stale.json.current).toMatchObject({ jobAdminId: harborJob, version: folder.version + 1 });
  });
});

describe('filling a preset’s tags', () => {
  const fill = (client: ApiClient, body: Record<string, unknown>) =>
    client.post(`${messaging}/MessagingPresets/fillJobAdminTags`, body, { [positionHeader]: String(client.position) });
  const allTags =
    '{CustomerName}|{Year}|{Make}|{Model}|{Color}|{JobId}|{Department}|{ScheduledOut}|{LocationName}|{LocationPhone}|{Mileage}';

  it('answers the message with the job’s values, as it is now, and appends nothing', async () => {
    const folder = (await owner.read(`${production}/JobAdmins/asfolder/${harborJob}`)).json;
    expect((await owner.put(`${production}/JobAdmins/asfolder`, { ...folder, clientName: 'Ana Ruiz' })).status).toBe(
      200,
    );
    const head = await bayline.adapters.store.headPosition();
    const filled = await fill(owner, { jobAdminId: harborJob, message: allTags });
    expect(filled.status).toBe(200);
    const [year, month, day] = folder.scheduledOut.slice(0, 10).split('-');
    expect(filled.json).toEqual({
      message: [
        'Ana Ruiz',
        '2021',
        'Toyota',
        'Camry',
        folder.color,
        String(folder.jobAdminInt),
        folder.departmentName,
        `${month}/${day}/${year}`,
        'Harbor Auto Body',
        '(253) 555-0199',
        '{Mileage}',
      ].join('|'),
    });
    expect(await bayline.adapters.store.headPosition()).toBe(head);
  });

  it('answers another location’s job as an unknown one, and refuses a message over 1500 characters', async () => {
    const foreign = await fill(owner, { jobAdminId: bayviewJob, message: 'Hi {CustomerName}' });
    const unknown = await fill(owner, { jobAdminId: 'no-such-job', message: 'Hi {CustomerName}' });
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual(unknown.json);
    const long = await fill(owner, { jobAdminId: harborJob, message: 'x'.repeat(1501) });
    expect(long.status).toBe(400);
    expect(long.json.errors).toContainEqual({ field: 'message', message: 'Only 1500 characters allowed (1 over)' });
    expect((await apiClient(bayline.url).post(`${messaging}/MessagingPresets/fillJobAdminTags`, {})).status).toBe(401);
  });
});
