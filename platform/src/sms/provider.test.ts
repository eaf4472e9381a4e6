import { afterEach, describe, expect, it } from 'vitest';
import { fakeSmsProvider } from '../testing/fake-sms-provider.ts';
import { smsPortContract } from './contract.ts';
import { inboundSignature, TextRefusedError } from './port.ts';
import { createProviderSms } from './provider.ts';

const digits = (e164: string) => e164.replace(/^\+1/, '');

smsPortContract('Twilio-style provider (a fake one on 127.0.0.1)', async () => {
  const provider = await fakeSmsProvider();
  const sms = createProviderSms({ url: provider.url, account: provider.account, token: provider.token });
  return {
    sms,
    received: async () =>
      provider.texts.map((t) => ({
        id: t.idempotencyKey,
        to: digits(t.to),
        from: digits(t.from),
        body: t.body,
        mediaUrls: t.mediaUrls,
      })),
    sign: (url, form) => inboundSignature(provider.token, url, form),
    close: provider.close,
  };
});

describe('Twilio-style provider', () => {
  let provider: Awaited<ReturnType<typeof fakeSmsProvider>> | undefined;
  afterEach(async () => {
    await provider?.close();
    provider = undefined;
  });
  const text = { id: 'm-1', to: '5105550123', from: '5105550199', body: 'Ready' };

  it('posts E.164 numbers with basic auth; a wrong token is refused for good', async () => {
    provider = await fakeSmsProvider();
    await createProviderSms({ url: provider.url, account: provider.account, token: provider.token }).send(text);
    expect(provider.texts[0]).toMatchObject({ to: '+15105550123', from: '+15105550199', idempotencyKey: 'm-1' });
    const wrong = createProviderSms({ url: provider.url, account: provider.account, token: 'wrong' });
    await expect(wrong.send({ ...text, id: 'm-2' })).rejects.toThrow(/answered 401/);
  });

  it('says whether a failure may pass on a retry: 5xx and 429 may, other 4xx will not', async () => {
    provider = await fakeSmsProvider();
    const sms = createProviderSms({ url: provider.url, account: provider.account, token: provider.token });
    provider.failNext(1, 503);
    const unavailable = await sms.send(text).catch((e) => e);
    expect(unavailable).toBeInstanceOf(Error);
    expect(unavailable).not.toBeInstanceOf(TextRefusedError);
    provider.failNext(1, 400);
    await expect(sms.send(text)).rejects.toBeInstanceOf(TextRefusedError);
    expect(provider.texts).toEqual([]);
  });

  it('finds a text whose answer was lost and does not send it again', async () => {
    provider = await fakeSmsProvider();
    const sms = createProviderSms({ url: provider.url, account: provider.account, token: provider.token });
    provider.loseAnswers(1);
    await expect(sms.send(text)).rejects.toThrow();
    expect(await sms.send(text)).toEqual({ providerId: 'SM1', duplicate: true });
    expect(provider.texts).toHaveLength(1);
  });
});
