import { randomUUID } from 'node:crypto';
import { appendFile, readFile } from 'node:fs/promises';
import { assertOneLine, type MailPort, type SentMail } from './port.ts';

/**
 * The embedded mail adapter: every mail is appended as one JSON line to a file in the data folder, where support
 * users read it (GET /api/admin/v1/outbox). Nothing leaves the machine.
 */
export function createOutboxMail(path: string, from: string): MailPort {
  return {
    async send(message) {
      assertOneLine('recipient', message.to);
      assertOneLine('subject', message.subject);
      const kept: SentMail = { id: randomUUID(), from, at: new Date().toISOString(), ...message };
      // One write of one line: appends by one process never interleave.
      await appendFile(path, `${JSON.stringify(kept)}\n`, { mode: 0o600 });
    },
    outbox: {
      async list(limit) {
        let text: string;
        try {
          text = await readFile(path, 'utf8');
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
          throw error;
        }
        const lines = text.split('\n').filter((line) => line.trim() !== '');
        return lines
          .slice(-limit)
          .reverse()
          .map((line) => JSON.parse(line) as SentMail);
      },
    },
    async close() {},
  };
}
