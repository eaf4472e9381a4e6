import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobHistoryExport } from '@bayline/contracts';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import { type LocalBayline, startLocalBayline } from '@bayline/server/local';
import { type ApiClient, apiClient, validJobBody } from '@bayline/server/testing/client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signIn, visible } from './browser.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';
const root = join(import.meta.dirname, '../..');

/** `npm run verify-export -- file` as an auditor runs it: its exit code and what it printed. */
function verify(file: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile('npm', ['run', '--silent', 'verify-export', '--', file], { cwd: root }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, output: `${stdout}${stderr}`.trim() }),
    );
  });
}

/** Issue 13, item 5: a job's history exported from its screen, checked by a third party's verifier. */
describe.runIf(canRun)('a job’s history exported', () => {
  let bayline: LocalBayline;
  let browser: Browser;
  let owner: ApiClient;
  let jobAdminId: string;
  let jobAdminInt: number;
  const folder = mkdtempSync(join(tmpdir(), 'bayline-export-'));

  beforeAll(async () => {
    bayline = await startLocalBayline({ jobsPerLocation: 1 });
    browser = await launchChromium();
    owner = apiClient(bayline.url);
    expect((await owner.login('demo@bayline.test')).status).toBe(200);
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
    await browser?.close();
    await bayline?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const download = async (page: Page, button: string) => {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).click(),
    ]);
    return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
  };

  it('exports JSON and PDF from the history screen; the verifier finds the JSON whole, and a changed value', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
    await signIn(page, bayline.url);
    await page.goto(`${bayline.url}/history/${jobAdminId}`);
    await visible(page.getByRole('heading', { level: 2, name: `History of Job ${jobAdminInt}` }));

    const json = await download(page, 'Export JSON');
    expect(json.name).toBe(`Job ${jobAdminInt} history.json`);
    const file = join(folder, json.name);
    writeFileSync(file, json.bytes);
    const exported: JobHistoryExport = JSON.parse(json.bytes.toString('utf8'));
    const whole = await verify(file);
    expect(whole).toEqual({ code: 0, output: `OK ${exported.events.length} events, head hash ${exported.headHash}` });

    // The move's "after" changed from Body to Paint: the verifier points at the move.
    const move = exported.events.find((e) => e.type === 'JobMovedToDepartment')!;
    expect(move.changes[0].after).toBe('Body');
    move.changes[0].after = 'Paint';
    const tampered = join(folder, 'tampered.json');
    writeFileSync(tampered, JSON.stringify(exported, null, 2));
    const broken = await verify(tampered);
    expect(broken.code).toBe(1);
    expect(broken.output).toMatch(
      new RegExp(`^Break at position ${move.position}: its fields do not hash to its hash`),
    );

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
