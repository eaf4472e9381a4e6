import { inflateSync } from 'node:zlib';
import type { JobHistoryExport } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import { chain } from './chain.ts';
import { unsignedExport } from './export-fixture.ts';
import { exportPdf } from './export-pdf.ts';
import { exportKeyFrom, newExportKey, signExport, verifyExport } from './signature.ts';

const events = chain([
  {
    position: 7,
    type: 'JobMovedToDepartment',
    version: 1,
    data: { toDepartmentShortName: 'BODY' },
    metadata: { userId: 'u1', who: 'Dana Reyes', at: '2026-03-04T15:30:00.000Z' },
    changes: [{ kind: 'moved', subject: null, place: null, before: 'Estimate', after: 'Body' }],
  },
]);
const key = exportKeyFrom(newExportKey());
const exported: JobHistoryExport = signExport(unsignedExport(events, itemAt(events, 0).hash), key);

/** A PDF's streams (page contents, attached files), inflated. */
const streamsOf = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map(([, stream = '']) => {
    try {
      return inflateSync(Buffer.from(stream, 'latin1'));
    } catch {
      return Buffer.alloc(0);
    }
  });

/** The text a PDF shows: its content streams inflated, the hex strings pdfkit writes its words in decoded. */
function shownText(pdf: Buffer): string {
  return streamsOf(pdf)
    .map((stream) => stream.toString('latin1'))
    .join('\n')
    .split('\n')
    .map((line) =>
      [...line.matchAll(/<([0-9a-f]+)>/gi)].map(([, hex = '']) => Buffer.from(hex, 'hex').toString('latin1')).join(''),
    )
    .filter(Boolean)
    .join('\n');
}

describe('the PDF export', () => {
  it('shows each change with who, when in the location’s time, its hashes and the head hash', async () => {
    const text = shownText(await exportPdf(exported, 'en'));
    expect(text).toContain('History of Job 12');
    expect(text).toContain(`Head hash: ${exported.headHash}`);
    expect(text).toContain('Position 7: JobMovedToDepartment (version 1)');
    expect(text).toContain('By Dana Reyes on Mar 4, 2026, 10:30:00');
    expect(text).toContain('moved: none; place none; before Estimate; after Body');
    expect(text).toContain(`Previous hash: ${'0'.repeat(64)}`);
    expect(text).toContain(`Hash: ${itemAt(events, 0).hash}`);
  });

  it('shows the export key and the signature, and carries the signed JSON as an attached file that verifies', async () => {
    const pdf = await exportPdf(exported, 'en');
    const text = shownText(pdf);
    expect(text).toContain(`Signed (Ed25519) by this Bayline's export key: ${exported.signature.publicKey}`);
    expect(text).toContain(`Signature: ${exported.signature.value}`);
    expect(pdf.toString('latin1')).toContain('(Job 12 history.json)');
    const attached = streamsOf(pdf)
      .map((stream) => stream.toString('utf8'))
      .filter((stream) => stream.startsWith('{'))
      .map((json) => JSON.parse(json));
    expect(attached).toEqual([exported]);
    expect(verifyExport(attached[0], exported.signature.publicKey)).toMatchObject({ ok: true });
  });

  it('is worded in the reader’s language, the names kept as the JSON holds them', async () => {
    const text = shownText(await exportPdf(exported, 'fr'));
    expect(text).toContain('Historique du travail 12');
    expect(text).toContain('avant Estimate ; après Body');
  });
});
