import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import { mailPortContract } from './contract.ts';
import { createOutboxMail } from './outbox.ts';

const from = 'Bayline <no-reply@bayline.test>';

mailPortContract('outbox', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bayline-outbox-'));
  const path = join(dir, 'outbox.jsonl');
  const mail = createOutboxMail(path, from);
  return {
    mail,
    // Read by another adapter on the same file, as support's request in another process would.
    received: async () =>
      (await createOutboxMail(path, from).outbox!.list(100))
        .reverse()
        .map(({ to, subject, text }) => ({ to, subject, text })),
    close: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

describe('outbox', () => {
  it('lists the newest first, at most as many as asked, with sender and time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bayline-outbox-'));
    try {
      const mail = createOutboxMail(join(dir, 'outbox.jsonl'), from);
      expect(await mail.outbox!.list(10)).toEqual([]);
      for (const n of [1, 2, 3]) await mail.send({ to: 'a@shop.example', subject: `Mail ${n}`, text: '' });
      const listed = await mail.outbox!.list(2);
      expect(listed.map((m) => m.subject)).toEqual(['Mail 3', 'Mail 2']);
      const [newest, older] = [itemAt(listed, 0), itemAt(listed, 1)];
      expect(newest.from).toBe(from);
      expect(Date.parse(newest.at)).toBeGreaterThan(Date.now() - 60_000);
      expect(newest.id).not.toBe(older.id);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
