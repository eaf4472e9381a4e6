import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExportKey, JobHistoryExport } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import { apiClient, validJobBody } from '@bayline/server/testing/client';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';
const root = join(import.meta.dirname, '../..');

/** `npm run verify-export -- file --key key` as an auditor runs it: its exit code and what it printed. */
function verify(file: string, key: string): Promise<{ code: number; output: string }> {
  const args = ['run', '--silent', 'verify-export', '--', file, '--key', key];
  return new Promise((resolve) => {
    execFile('npm', args, { cwd: root }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, output: `${stdout}${stderr}`.trim() }),
    );
  });
}

/** Issue 13, item 5: a job's history exported from its screen, checked by a third party's verifier. */
describe.runIf(canRun)('a job’s history exported', () => {
  const { bayline, owner, signedInPage } = browserShop({
    jobsPerLocation: 1,
    users: { owner: 'demo@bayline.test' },
  });
  let jobAdminId: string;
  let jobAdminInt: number;
  const folder = mkdtempSync(join(tmpdir(), 'bayline-export-'));

  beforeAll(async () => {
    const created = await owner.post(`${production}/jobadmins`, await validJobBody(owner, { hat: 'EXPORT-1' }));
    expect(created.status).toBe(201);
    ({ jobAdminId, jobAdminInt } = created.json.jobAdmin);
    const moved = await owner.put(`${production}/jobadmins/${jobAdminId}/department`, {
      departmentShortName: 'BODY',
      subdepartmentShortName: null,
    });
    expect(moved.status).toBe(200);
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
  });

  const download = async (page: Page, button: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).click(),
    ]);
    return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
  };

  it('exports JSON and PDF from the history screen; the verifier finds the JSON whole, and a changed value or envelope', async () => {
    const page = await signedInPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(`${bayline.url}/history/${jobAdminId}`);
    await visible(page.getByRole('heading', { level: 2, name: `History of Job ${jobAdminInt}` }));

    const json = await download(page, 'Export JSON');
    expect(json.name).toBe(`Job ${jobAdminInt} history.json`);
    const file = join(folder, json.name);
    writeFileSync(file, json.bytes);
    const exported: JobHistoryExport = JSON.parse(json.bytes.toString('utf8'));
    // The installation's key, as an auditor fetches it from the Bayline that exported the file.
    const { publicKey }: ExportKey = (await apiClient(bayline.url).get('/api/audit/v1/export-key')).json;
    const whole = await verify(file, publicKey);
    expect(whole).toEqual({
      code: 0,
      output: [
        `Chain: OK ${exported.events.length} events, head hash ${exported.headHash}`,
        `Signature: OK, Ed25519 by the given key ${publicKey}`,
      ].join('\n'),
    });

    // The move's "after" changed from Body to Paint: the verifier points at the move.
    const move = exported.events.find((e) => e.type === 'JobMovedToDepartment')!;
    const department = itemAt(move.changes, 0);
    expect(department.after).toBe('Body');
    department.after = 'Paint';
    const tampered = join(folder, 'tampered.json');
    writeFileSync(tampered, JSON.stringify(exported, null, 2));
    const broken = await verify(tampered, publicKey);
    expect(broken.code).toBe(1);
    expect(broken.output).toMatch(
      new RegExp(`^Chain: FAILED, break at position ${move.position}: its fields do not hash to its hash`),
    );
    expect(broken.output).toContain('Signature: FAILED, it does not match the file');

    // The events as exported, but another exporter named: the chain holds, the signature does not.
    department.after = 'Body';
    const envelope = join(folder, 'envelope.json');
    writeFileSync(envelope, JSON.stringify({ ...exported, exportedBy: { ...exported.exportedBy, name: 'Kim Lee' } }));
    const forged = await verify(envelope, publicKey);
    expect(forged.code).toBe(1);
    expect(forged.output).toMatch(/^Chain: OK .*\nSignature: FAILED, it does not match the file/);

    const pdf = await download(page, 'Export PDF');
    expect(pdf.name).toBe(`Job ${jobAdminInt} history.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Both exports are in the history now, by whom, newest first.
    const changes = page.getByRole('list', { name: 'Changes' });
    await visible(changes.getByText('History exported as PDF by Dana Reyes'));
    const sentences = await changes.getByRole('listitem').allTextContents();
    expect(sentences[0]).toContain('History exported as PDF by Dana Reyes');
    expect(sentences[1]).toContain('History exported as JSON by Dana Reyes');
    await page.context().close();
  });
});
