import { afterEach, describe, expect, it } from 'vitest';
import type { MailMessage, MailPort } from './port.ts';

export interface MailUnderTest {
  mail: MailPort;
  /** What reached the other side (the outbox's file, the SMTP server), oldest first. */
  received(): Promise<MailMessage[]>;
  close(): Promise<void>;
}

/** Runs the MailPort contract against one adapter. */
export function mailPortContract(name: string, open: () => Promise<MailUnderTest>) {
  describe(`MailPort contract: ${name}`, () => {
    let under: MailUnderTest | undefined;
    afterEach(async () => {
      await under?.close();
      under = undefined;
    });

    it('delivers recipient, subject and text as they were, accents, Chinese and leading dots included', async () => {
      under = await open();
      const message = {
        to: 'new.hire@shop.example',
        subject: 'Invitation à Bayline — 邀请',
        text: 'Bonjour,\n.a line starting with a dot\n..two dots\n\nhttps://bayline.example/register?token=abc.def\n',
      };
      await under.mail.send(message);
      expect(await under.received()).toEqual([message]);
    });

    it('keeps mails in the order they were sent', async () => {
      under = await open();
      for (const n of [1, 2, 3])
        await under.mail.send({ to: `u${n}@shop.example`, subject: `Mail ${n}`, text: `${n}` });
      expect((await under.received()).map((m) => m.subject)).toEqual(['Mail 1', 'Mail 2', 'Mail 3']);
    });

    it('refuses a recipient or subject that would add a header, and sends nothing', async () => {
      under = await open();
      await expect(
        under.mail.send({ to: 'a@shop.example\r\nBcc: b@evil.example', subject: 'Hi', text: 'x' }),
      ).rejects.toThrow(/one line/);
      await expect(
        under.mail.send({ to: 'a@shop.example', subject: 'Hi\nBcc: b@evil.example', text: 'x' }),
      ).rejects.toThrow(/one line/);
      expect(await under.received()).toEqual([]);
    });
  });
}
