import { randomUUID } from 'node:crypto';
import { jsonLines } from '../jsonl.ts';
import { assertOneLine, type MailPort, type SentMail } from './port.ts';

/**
 * The embedded mail adapter: every mail is appended as one JSON line to a file in the data folder, where support
 * users read it (GET /api/admin/v1/outbox). Nothing leaves the machine.
 */
export function createOutboxMail(path: string, from: string): MailPort {
  const file = jsonLines<SentMail>(path);
  return {
    async send(message) {
      assertOneLine('recipient', message.to);
      assertOneLine('subject', message.subject);
      await file.append({ id: randomUUID(), from, at: new Date().toISOString(), ...message });
    },
    outbox: { list: (limit) => file.latest(limit) },
    async close() {},
  };
}
