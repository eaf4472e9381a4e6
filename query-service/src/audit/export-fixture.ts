import type { JobHistoryExport } from '@bayline/contracts';

/** Job 12's history as an auditor at Bayview exported it, before signing: the envelope the audit tests share. */
export const unsignedExport = (
  events: JobHistoryExport['events'],
  headHash: string,
): Omit<JobHistoryExport, 'signature'> => ({
  format: 'bayline-job-history',
  chain: 'sha256-canonical-json-v1',
  jobAdminId: 'j1',
  jobAdminInt: 12,
  location: 'BAYVIEW',
  timeZone: 'America/New_York',
  exportedAt: '2026-03-05T09:00:00.000Z',
  exportedBy: { userId: 'u2', name: 'Avery Auditor' },
  events,
  headHash,
});
