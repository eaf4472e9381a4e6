import { inflateSync } from 'node:zlib';
import type { JobHistoryExport } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { chain } from './chain.ts';
import { exportPdf } from './export-pdf.ts';

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
const exported: JobHistoryExport = {
  format: 'bayline-job-history',
  chain: 'sha256-canonical-json-v1',
  jobAdminId: 'j1',
  jobAdminInt: 12,
  location: 'BAYVIEW',
  timeZone: 'America/New_York',
  exportedAt: '2026-03-05T09:00:00.000Z',
  exportedBy: { userId: 'u2', name: 'Avery Auditor' },
  events,
  headHash: events[0].hash,
};

/** The text a PDF shows: its content streams inflated, the hex strings pdfkit writes its words in decoded. */
function shownText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      return '';
    }
  });
  return streams
    .join('\n')
    .split('\n')
    .map((line) =>
      [...line.matchAll(/<([0-9a-f]+)>/gi)].map((m) => Buffer.from(m[1], 'hex').toString('latin1')).join(''),
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
    expect(text).toContain(`Hash: ${events[0].hash}`);
  });

  it('is worded in the reader’s language, the names kept as the JSON holds them', async () => {
    const text = shownText(await exportPdf(exported, 'fr'));
    expect(text).toContain('Historique du travail 12');
    expect(text).toContain('avant Estimate ; après Body');
  });
});
