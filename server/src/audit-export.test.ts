import type { JobHistory, JobHistoryExport } from '@bayline/contracts';
import { verifyExport } from '@bayline/query-service/audit/chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalBayline, startLocalBayline } from './local.ts';
import { type ApiClient, signedIn, validJobBody } from './testing/client.ts';

const production = '/api/production/v1';
const audit = '/api/audit/v1';
let bayline: LocalBayline;
let owner: ApiClient;

beforeAll(async () => {
  bayline = await startLocalBayline({ jobsPerLocation: 1 });
  owner = await signedIn(bayline.url, 'demo@bayline.test');
});
afterAll(async () => {
  await bayline?.close();
});

/** A new job moved once and given a note: several events to chain. */
async function aJob() {
  const created = await owner.post(`${production}/jobadmins`, await validJobBody(owner));
  expect(created.status).toBe(201);
  const { jobAdminId } = created.json.jobAdmin;
  const moved = await owner.put(`${production}/jobadmins/${jobAdminId}/department`, {
    departmentShortName: 'BODY',
    subdepartmentShortName: null,
  });
  expect(moved.status).toBe(200);
  return jobAdminId as string;
}

const exportOf = (jobAdminId: string, format: string) =>
  owner.get(`${audit}/jobs/${jobAdminId}/export?format=${format}`);

describe('a job’s history exported', () => {
  it('chains every event of the job by its hash, and the chain verifies', async () => {
    const jobAdminId = await aJob();
    const answer = await exportOf(jobAdminId, 'json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="Job \d+ history\.json"/);
    const exported: JobHistoryExport = answer.json;
    const jobStream = await bayline.adapters.store.readStream(`job-${jobAdminId}`);
    expect(exported.events.map((e) => [e.position, e.type])).toEqual(jobStream.map((e) => [e.position, e.type]));
    expect(exported.events[0].previousHash).toBe('0'.repeat(64));
    expect(exported.events[1].previousHash).toBe(exported.events[0].hash);
    expect(exported.events.find((e) => e.type === 'JobMovedToDepartment')!.changes).toEqual([
      { kind: 'moved', subject: null, place: null, before: 'Estimate', after: 'Body' },
    ]);
    expect(exported.events[0].metadata.who).toBe('Dana Reyes');
    expect(exported.exportedBy.name).toBe('Dana Reyes');
    expect(verifyExport(exported)).toEqual({ ok: true, events: jobStream.length, headHash: exported.headHash });
  });

  it('breaks at the position of any field tampered with', async () => {
    const exported: JobHistoryExport = (await exportOf(await aJob(), 'json')).json;
    const second = exported.events[1].position;
    const tamperings: ((e: JobHistoryExport) => void)[] = [
      (e) => {
        e.events[1].data = { ...e.events[1].data, toDepartmentShortName: 'PAINT' };
      },
      (e) => {
        e.events[1].metadata.at = '2020-01-01T00:00:00.000Z';
      },
      (e) => {
        e.events[1].metadata.userId = 'someone-else';
      },
      (e) => {
        e.events[1].changes[0].after = 'Paint';
      },
      (e) => {
        e.events[1].version += 1;
      },
      (e) => {
        e.events[1].type = 'JobArchived';
      },
    ];
    for (const tamper of tamperings) {
      const copy: JobHistoryExport = structuredClone(exported);
      tamper(copy);
      expect(verifyExport(copy)).toMatchObject({ ok: false, position: second, field: 'hash' });
    }
    // An event left out: the next one no longer follows the one before it.
    const dropped: JobHistoryExport = structuredClone(exported);
    dropped.events.splice(0, 1);
    expect(verifyExport(dropped)).toMatchObject({ ok: false, position: second, field: 'previousHash' });
    // A head hash that is not the last event's.
    expect(verifyExport({ ...exported, headHash: exported.events[0].hash })).toMatchObject({ field: 'headHash' });
  });

  it('records each export on the job’s audit stream and tells it in the history as an export by whom', async () => {
    const jobAdminId = await aJob();
    const json: JobHistoryExport = (await exportOf(jobAdminId, 'json')).json;
    const pdf = await exportOf(jobAdminId, 'pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    const recorded = await bayline.adapters.store.readStream(`audit-job-${jobAdminId}`);
    expect(recorded.map((e) => [e.type, e.data.format, e.data.headHash, e.metadata.userId])).toEqual([
      ['JobHistoryExported', 'json', json.headHash, json.exportedBy.userId],
      ['JobHistoryExported', 'pdf', json.headHash, json.exportedBy.userId],
    ]);
    const history: JobHistory = (await owner.get(`${audit}/jobs/${jobAdminId}/history`)).json;
    expect(history.entries.slice(0, 2).map((e) => [e.kind, e.subject, e.actor.name])).toEqual([
      ['exported', 'pdf', 'Dana Reyes'],
      ['exported', 'json', 'Dana Reyes'],
    ]);
    // An export is no change of the job: the next export chains the same events to the same head.
    expect((await exportOf(jobAdminId, 'json')).json.headHash).toBe(json.headHash);
  });

  it('refuses a format it does not write, and appends nothing', async () => {
    const jobAdminId = await aJob();
    const answer = await exportOf(jobAdminId, 'xml');
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual([{ field: 'format', message: 'Format must be json or pdf' }]);
    expect(await bayline.adapters.store.readStream(`audit-job-${jobAdminId}`)).toEqual([]);
  });
});
