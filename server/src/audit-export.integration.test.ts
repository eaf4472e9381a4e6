import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExportKey, JobHistory, JobHistoryExport } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { exportKeyFrom, exportPublicKey, verifyExport } from '@bayline/query-service/audit/signature';
import { describe, expect, it } from 'vitest';
import { apiClient, validJobBody } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const production = '/api/production/v1';
const audit = '/api/audit/v1';
const { bayline, owner } = localShop({ jobsPerLocation: 1, users: { owner: 'demo@bayline.test' } });

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
    expect(exported.events[0]?.previousHash).toBe('0'.repeat(64));
    expect(exported.events[1]?.previousHash).toBe(exported.events[0]?.hash);
    expect(exported.events.find((e) => e.type === 'JobMovedToDepartment')!.changes).toEqual([
      { kind: 'moved', subject: null, place: null, before: 'Estimate', after: 'Body' },
    ]);
    expect(exported.events[0]?.metadata.who).toBe('Dana Reyes');
    expect(exported.exportedBy.name).toBe('Dana Reyes');
    expect(verifyExport(exported)).toMatchObject({
      ok: true,
      chain: { ok: true, events: jobStream.length, headHash: exported.headHash },
      signature: { ok: true },
    });
  });

  it('is signed by the key kept in the data folder, whose public key is served to anyone at export-key', async () => {
    const served = await apiClient(bayline.url).get(`${audit}/export-key`);
    expect(served.status).toBe(200);
    const key: ExportKey = served.json;
    const kept = exportKeyFrom(readFileSync(join(bayline.dataDir, 'export-key'), 'utf8'));
    expect(key).toEqual(exportPublicKey(kept));
    const exported: JobHistoryExport = (await exportOf(await aJob(), 'json')).json;
    expect(exported.signature.publicKey).toBe(key.publicKey);
    expect(verifyExport(exported, key.publicKey)).toMatchObject({ ok: true });
    // The envelope is signed too: who exported it, when, and which job where.
    for (const envelope of [
      { exportedBy: { userId: exported.exportedBy.userId, name: 'Someone Else' } },
      { exportedAt: '2026-01-01T00:00:00.000Z' },
      { jobAdminInt: exported.jobAdminInt + 1 },
      { location: 'HARBOR' },
    ])
      expect(verifyExport({ ...exported, ...envelope }, key.publicKey)).toMatchObject({
        ok: false,
        chain: { ok: true },
        signature: { ok: false, reason: 'changed' },
      });
  });

  it('breaks at the position of any field tampered with', async () => {
    const exported: JobHistoryExport = (await exportOf(await aJob(), 'json')).json;
    const second = itemAt(exported.events, 1).position;
    const secondOf = (e: JobHistoryExport) => itemAt(e.events, 1);
    const tamperings: ((e: JobHistoryExport) => void)[] = [
      (e) => {
        secondOf(e).data = { ...secondOf(e).data, toDepartmentShortName: 'PAINT' };
      },
      (e) => {
        secondOf(e).metadata.at = '2020-01-01T00:00:00.000Z';
      },
      (e) => {
        secondOf(e).metadata.userId = 'someone-else';
      },
      (e) => {
        itemAt(secondOf(e).changes, 0).after = 'Paint';
      },
      (e) => {
        secondOf(e).version += 1;
      },
      (e) => {
        secondOf(e).type = 'JobArchived';
      },
    ];
    for (const tamper of tamperings) {
      const copy: JobHistoryExport = structuredClone(exported);
      tamper(copy);
      expect(verifyExport(copy)).toMatchObject({ ok: false, chain: { position: second, field: 'hash' } });
    }
    // An event left out: the next one no longer follows the one before it.
    const dropped: JobHistoryExport = structuredClone(exported);
    dropped.events.splice(0, 1);
    expect(verifyExport(dropped)).toMatchObject({ ok: false, chain: { position: second, field: 'previousHash' } });
    // A head hash that is not the last event's.
    const headHash = itemAt(exported.events, 0).hash;
    expect(verifyExport({ ...exported, headHash })).toMatchObject({ chain: { field: 'headHash' } });
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
