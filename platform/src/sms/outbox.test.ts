import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { smsPortContract } from './contract.ts';
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
      (await createOutboxSms(path, 'kept-token').outbox!.list(100)).reverse().map(({ id, to, from, body }) => ({
        id,
        to,
        from,
        body,
      })),
    sign: (url, form) => inboundSignature('kept-token', url, form),
    close: async () => {
      await sms.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
