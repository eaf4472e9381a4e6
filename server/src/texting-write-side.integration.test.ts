import { textMessages, textsStream } from '@bayline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoTextingLocation } from './seed/demo-shop.ts';
import { jobBodies } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const production = '/api/production/v1';
const messaging = '/api/messaging/v1';
const { bayline, owner } = localShop({
  users: { owner: { email: 'demo@bayline.test', location: 'HARBOR' } },
  timeout: 120_000,
});

const phone = '5105550142';
let jobBody: Awaited<ReturnType<typeof jobBodies>>;

const createJob = async (clientName: string) => {
  const created = await owner.post(
    `${production}/jobadmins`,
    jobBody({ clientName, clientCellular: '(510) 555-0142' }),
  );
  expect(created.status).toBe(201);
  return created.json.jobAdmin as { jobAdminId: string; jobAdminInt: number };
};
const reply = async (body: string) =>
  expect(
    (await owner.post('/api/admin/v1/sms-outbox/reply', { from: phone, to: demoTextingLocation.smsSendPhone, body }))
      .status,
  ).toBe(200);
/** The bodies of the replies a job's texts keep. */
const repliesOn = async (jobAdminId: string) =>
  (await bayline.adapters.store.readStream(textsStream(jobAdminId)))
    .filter((e) => e.type === 'TextMessageReceived')
    .map((e) => (e.data as { body: string }).body);

/** Texting decides on the streams alone: with the projectors stopped, the read models know none of this. */
describe('with the projectors stopped', () => {
  beforeAll(async () => {
    jobBody = await jobBodies(owner);
    await bayline.bayline.runner!.caughtUp();
    await bayline.bayline.runner!.stop();
  });

  let first: { jobAdminId: string; jobAdminInt: number };
  let second: { jobAdminId: string; jobAdminInt: number };
  let sentId: string;

  it('keeps a reply with the job last texted, else the newest open job with that cell phone', async () => {
    first = await createJob('First Customer');
    await reply('Is the first one ready?');
    expect(await repliesOn(first.jobAdminId)).toEqual(['Is the first one ready?']);

    // A newer job with the number: the thread's latest text is still on the first.
    second = await createJob('Second Customer');
    await reply('And now?');
    expect(await repliesOn(first.jobAdminId)).toEqual(['Is the first one ready?', 'And now?']);

    const sent = await owner.post(`${messaging}/Messages/sms`, {
      phoneNumber: phone,
      jobAdminId: second.jobAdminId,
      message: 'Your second car is ready.',
    });
    expect(sent.status).toBe(204);
    await reply('On my way');
    expect(await repliesOn(second.jobAdminId)).toEqual(['On my way']);
    const queued = (await bayline.adapters.store.readStream(textsStream(second.jobAdminId))).find(
      (e) => e.type === 'TextMessageQueued',
    );
    sentId = (queued!.data as { messageId: string }).messageId;
  });

  it('marks the number’s replies read on every job they are on, answering the thread with its jobs', async () => {
    const marked = await owner.put(`${messaging}/Messages/markallread/${phone}`);
    expect(marked.status).toBe(200);
    expect(
      marked.json.map((m: Record<string, unknown>) => [m.body, m.displayName, m.displayJobAdmin, m.readAt !== null]),
    ).toEqual([
      ['Is the first one ready?', 'First Customer', String(first.jobAdminInt), true],
      ['And now?', 'First Customer', String(first.jobAdminInt), true],
      ['Your second car is ready.', 'Second Customer', String(second.jobAdminInt), false],
      ['On my way', 'Second Customer', String(second.jobAdminInt), true],
    ]);
    const read = (jobAdminId: string) =>
      bayline.adapters.store
        .readStream(textsStream(jobAdminId))
        .then((events) => events.filter((e) => e.type === 'MessagesRead').length);
    expect([await read(first.jobAdminId), await read(second.jobAdminId)]).toEqual([1, 1]);
  });

  it('finds a sent text to retry by its id at its job’s location only', async () => {
    const retried = await owner.post(`${messaging}/Messages/${sentId}/retry`);
    expect(retried.status).toBe(409);
    expect(retried.json.title).toBe(textMessages.notFailed);
    const unknown = await owner.post(`${messaging}/Messages/${crypto.randomUUID()}/retry`);
    expect([unknown.status, unknown.json.title]).toEqual([404, 'Message not found']);
    expect((await owner.put('/api/identity/v1/locations/select/BAYVIEW')).status).toBe(200);
    const elsewhere = await owner.post(`${messaging}/Messages/${sentId}/retry`);
    expect([elsewhere.status, elsewhere.json.title]).toEqual([404, 'Message not found']);
    const texts = await bayline.adapters.store.readStream(textsStream(second.jobAdminId));
    expect(texts.filter((e) => e.type === 'TextMessageRetried')).toEqual([]);
  });
});
