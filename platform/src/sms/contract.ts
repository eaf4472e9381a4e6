import { afterEach, describe, expect, it } from 'vitest';
import { mediaUrlsOf, type OutgoingText, type SmsPort } from './port.ts';

/** A text as it reached the other side: its files as the links given for them. */
export type ReceivedText = Omit<OutgoingText, 'media'> & { mediaUrls: string[] };

/** What the other side should have of a text sent. */
export function reached(text: OutgoingText): ReceivedText {
  const { media: _, ...rest } = text;
  return { ...rest, mediaUrls: mediaUrlsOf(text) };
}

export interface SmsUnderTest {
  sms: SmsPort;
  /** What reached the other side (the outbox's file, the provider), oldest first, numbers as 10 digits. */
  received(): Promise<ReceivedText[]>;
  /** Signs an inbound request as the other side does (the provider with the account's token). */
  sign(url: string, form: Record<string, string>): string;
  close(): Promise<void>;
}

const text = (id: string, body = 'Your car is ready for pickup.'): OutgoingText => ({
  id,
  to: '5105550123',
  from: '5105550199',
  body,
});

/** Runs the SmsPort contract against one adapter. */
export function smsPortContract(name: string, open: () => Promise<SmsUnderTest>) {
  describe(`SmsPort contract: ${name}`, () => {
    let under: SmsUnderTest | undefined;
    afterEach(async () => {
      await under?.close();
      under = undefined;
    });

    it('delivers number and text as they were, accents, Chinese, emoji and line breaks included', async () => {
      under = await open();
      const message = text('m-1', 'Bonjour Zoé — 您的车已修好 🚗\nCall us: (510) 555-0199 & ask for Marco');
      const sent = await under.sms.send(message);
      expect(sent.duplicate).toBe(false);
      expect(sent.providerId).not.toBe('');
      expect(await under.received()).toEqual([reached(message)]);
    });

    it('gives the link of each file the text carries, in order, and leaves out a file without one', async () => {
      under = await open();
      const file = (mediaId: string, url: string | null) => ({
        mediaId,
        fileName: `${mediaId}.jpg`,
        contentType: 'image/jpeg',
        url,
      });
      const message = {
        ...text('m-1', 'Photos of your car'),
        media: [
          file('a', 'https://bayline.example/api/media/v1/shared/a?expires=1&sig=x'),
          file('b', null),
          file('c', 'https://bayline.example/api/media/v1/shared/c?expires=1&sig=y'),
        ],
      };
      await under.sms.send(message);
      const [received] = await under.received();
      expect(received?.mediaUrls).toEqual([message.media[0]?.url, message.media[2]?.url]);
    });

    it('never texts one message id twice: a second send answers the first one, in turn or at once', async () => {
      under = await open();
      const first = await under.sms.send(text('m-1'));
      const again = await under.sms.send(text('m-1'));
      expect(again).toEqual({ providerId: first.providerId, duplicate: true });
      const [a, b] = await Promise.all([under.sms.send(text('m-2')), under.sms.send(text('m-2'))]);
      expect(a.providerId).toBe(b.providerId);
      expect((await under.received()).map((t) => t.id)).toEqual(['m-1', 'm-2']);
    });

    it('accepts an inbound request signed with the account token, and nothing else', async () => {
      under = await open();
      const url = 'https://bayline.example/api/messaging/v1/Messages/inbound';
      const form = { From: '+15105550123', To: '+15105550199', Body: 'On my way', MessageSid: 'SM1' };
      const signature = under.sign(url, form);
      expect(under.sms.verifyInbound(url, form, signature)).toBe(true);
      expect(under.sms.verifyInbound(url, { ...form, Body: 'On my way!' }, signature)).toBe(false);
      expect(under.sms.verifyInbound(`${url}?x=1`, form, signature)).toBe(false);
      expect(under.sms.verifyInbound(url, form, '')).toBe(false);
      expect(under.sms.verifyInbound(url, form, `${signature.slice(0, -2)}AA`)).toBe(false);
    });
  });
}
