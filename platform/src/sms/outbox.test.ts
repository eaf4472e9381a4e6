import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reached, smsPortContract } from './contract.ts';
import { createOutboxSms } from './outbox.ts';
import { inboundSignature } from './port.ts';

smsPortContract('outbox', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bayline-sms-outbox-'));
  const path = join(dir, 'sms-outbox.jsonl');
  const sms = createOutboxSms(path, 'kept-token');
  return {
    sms,
    // Read by another adapter on the same file, as support's request in another process would.
    received: async () =>
      (await createOutboxSms(path, 'kept-token').outbox!.list(100))
        .reverse()
        .map(({ providerId: _, at: __, ...kept }) => reached(kept)),
    sign: (url, form) => inboundSignature('kept-token', url, form),
    close: async () => {
      await sms.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('the SMS outbox', () => {
  it('keeps the files a text carries, with or without a link, for support to see', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bayline-sms-outbox-'));
    try {
      const sms = createOutboxSms(join(dir, 'sms-outbox.jsonl'), 'kept-token');
      const media = [
        { mediaId: 'a', fileName: 'left door.jpg', contentType: 'image/jpeg', url: 'https://bayline.example/a' },
        { mediaId: 'b', fileName: 'estimate.pdf', contentType: 'application/pdf', url: null },
      ];
      await sms.send({ id: 'm-1', to: '5105550123', from: '5105550199', body: 'Photos', media });
      await sms.send({ id: 'm-2', to: '5105550123', from: '5105550199', body: 'No photos' });
      const [second, first] = await sms.outbox!.list(10);
      expect(first).toMatchObject({ id: 'm-1', media });
      expect(second?.media).toEqual([]);
      await sms.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
