import { randomUUID } from 'node:crypto';
import { jsonLines } from '../jsonl.ts';
import { inboundSignature, type KeptText, type SmsPort, signatureMatches } from './port.ts';

/**
 * The embedded SMS adapter: every text is appended as one JSON line to a file in the data folder, where support
 * users read it (GET /api/admin/v1/sms-outbox), with the files each carries and their links (null without a public
 * address). Nothing leaves the machine. An id already in the file is not kept again. `token` signs the replies
 * support simulates, so they pass the inbound webhook's check like real ones.
 */
export function createOutboxSms(path: string, token: string): SmsPort {
  const file = jsonLines<KeptText>(path);
  // Sends are taken one at a time, so two sends of one id cannot both miss it in the file.
  let turn: Promise<unknown> = Promise.resolve();
  return {
    send(text) {
      const sent = turn.then(async () => {
        const kept = (await file.all()).find((k) => k.id === text.id);
        if (kept) return { providerId: kept.providerId, duplicate: true };
        const providerId = `OB${randomUUID().replace(/-/g, '')}`;
        await file.append({ ...text, media: text.media ?? [], providerId, at: new Date().toISOString() });
        return { providerId, duplicate: false };
      });
      turn = sent.catch(() => undefined);
      return sent;
    },
    verifyInbound: (url, form, signature) => signatureMatches(token, url, form, signature),
    outbox: {
      list: (limit) => file.latest(limit),
      sign: (url, form) => inboundSignature(token, url, form),
    },
    async close() {
      await turn;
    },
  };
}
