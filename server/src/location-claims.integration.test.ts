import { beforeAll, describe, expect, it } from 'vitest';
import { localShop } from './testing/fixture.ts';

const production = '/api/production/v1';
const inboundUrl = () => `${bayline.url}/api/messaging/v1/Messages/inbound`;
const { bayline, support } = localShop({
  jobsPerLocation: 2,
  users: { support: { email: 'support@bayline.test', location: 'BAYVIEW' } },
  timeout: 120_000,
});

// The phone and key are set and used with no projector running: the command side finds the location on its streams.
beforeAll(async () => {
  await bayline.bayline.runner!.stop();
});

describe('with the projectors stopped', () => {
  it('the inbound SMS webhook finds the location by the phone just set, and no longer by the one it replaced', async () => {
    const set = (phone: string) =>
      support.post(`${production}/locations/enableMessaging?isEnabled=true&phoneNumber=${phone}`, {});
    expect((await set('4255550140')).status).toBe(200);
    const inbound = (to: string, sid: string) => {
      const form = { From: '+15105550188', To: `+1${to}`, Body: 'Any news?', MessageSid: sid };
      return fetch(inboundUrl(), {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': bayline.adapters.sms.outbox!.sign(inboundUrl(), form),
        },
        body: new URLSearchParams(form).toString(),
      });
    };
    const head = await bayline.adapters.store.headPosition();
    expect((await inbound('4255550140', 'SMclaims000000000000000000000001')).status).toBe(200);
    const received = (await bayline.adapters.store.readAll(head, 100)).filter((e) => e.type === 'TextMessageReceived');
    expect(received.map((e) => e.metadata.locationShortName)).toEqual(['BAYVIEW']);

    expect((await set('4255550141')).status).toBe(200);
    expect((await inbound('4255550140', 'SMclaims000000000000000000000002')).status).toBe(404);
    expect((await inbound('4255550141', 'SMclaims000000000000000000000003')).status).toBe(200);
  });

  it('a phone another location texts from is refused on its field', async () => {
    const taken = await support.post(
      `${production}/locations/enableMessaging?isEnabled=true&phoneNumber=2535550100`,
      {},
    );
    expect(taken.status).toBe(400);
    expect(taken.json.errors).toEqual([
      { field: 'phoneNumber', message: 'This phone number is used by another location' },
    ]);
  });

  it('the estimates route takes the key just made, and no longer the one it replaced', async () => {
    const newKey = async () => {
      const made = await support.post(`${production}/locations/generateApiKey`, {});
      expect(made.status).toBe(200);
      return made.json.apiKey as string;
    };
    const post = (key: string) =>
      fetch(`${bayline.url}${production}/estimates`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify({ name: 'Bo Reyes', make: 'Mazda', model: '3', year: 2021, hours: 4, subtotal: 640 }),
      });
    const first = await newKey();
    expect((await post(first)).status).toBe(201);
    const second = await newKey();
    expect((await post(first)).status).toBe(403);
    expect((await post(second)).status).toBe(201);
  });
});
