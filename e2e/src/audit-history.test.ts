import { addDays, type JobFolderView, wallTimeInZone } from '@bayline/contracts';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import { validJobBody } from '@bayline/server/testing/client';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoSidewaysScroll, hidden, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';
const desktop = { viewport: { width: 1600, height: 1000 } };

/** Auditors' time travel (issue 13): a job's history, the job at a moment before a move, two moments compared. */
describe.runIf(canRun)('a job’s history', () => {
  const { bayline, owner, signedInPage } = browserShop({
    jobsPerLocation: 4,
    users: { owner: 'demo@bayline.test' },
  });
  let jobAdminId: string;
  let jobAdminInt: number;
  let createdAt: string;
  let timeZone: string;

  beforeAll(async () => {
    timeZone = (await owner.get(`${production}/locations/settings`)).json.timeZone;
    createdAt = new Date().toISOString();
    const created = await owner.post(`${production}/jobadmins`, await validJobBody(owner, { hat: 'AUDIT-1' }));
    expect(created.status).toBe(201);
    ({ jobAdminId, jobAdminInt } = created.json.jobAdmin);
    const moved = await owner.put(`${production}/jobadmins/${jobAdminId}/department`, {
      departmentShortName: 'BODY',
      subdepartmentShortName: 'BAY2',
    });
    expect(moved.status).toBe(200);
    const folder: JobFolderView = (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json;
    const later = `${addDays(folder.scheduledOut!.slice(0, 10), 2)}T00:00:00`;
    expect((await owner.put(`${production}/jobadmins/asfolder`, { ...folder, scheduledOut: later })).status).toBe(200);
  });

  const changes = (page: Page) => page.getByRole('list', { name: 'Changes' });

  it('opens from the job folder, tells the changes as sentences, and filters them', async () => {
    const page = await signedInPage(desktop);
    await page.goto(`${bayline.url}/production?action=openjobactions&value=${jobAdminId}`);
    const folder = page.getByRole('dialog', { name: /^Job/ });
    await visible(folder);
    await folder.getByRole('button', { name: 'Change History' }).click();
    await page.waitForURL(new RegExp(`/history/${jobAdminId}$`));
    const title = page.getByRole('heading', { level: 2, name: `History of Job ${jobAdminInt}` });
    await visible(title);
    // The export buttons sit inside the card's padding, as its title does.
    const titleBox = (await title.boundingBox())!;
    const cardBox = (await title.locator('xpath=../..').boundingBox())!;
    const padding = titleBox.x - cardBox.x;
    expect(padding).toBeGreaterThan(0);
    for (const name of ['Export JSON', 'Export PDF']) {
      const button = (await page.getByRole('button', { name }).boundingBox())!;
      expect(button.x).toBeGreaterThanOrEqual(titleBox.x);
      expect(button.x + button.width).toBeLessThanOrEqual(cardBox.x + cardBox.width - padding + 0.5);
      expect(button.y).toBeGreaterThanOrEqual(cardBox.y + padding / 2);
    }
    await expectAccessible(page);

    const moved = changes(page).getByRole('listitem').filter({
      hasText: 'Dana Reyes moved the job from Estimate to Body (Bay 2)',
    });
    await visible(moved);
    await visible(changes(page).getByText(/^Scheduled Out changed from .+ to .+ by Dana Reyes$/));
    // Newest first: the Scheduled Out change above the move, the creation last.
    const sentences = await changes(page).getByRole('listitem').allTextContents();
    expect(sentences.findIndex((s) => s.includes('Scheduled Out'))).toBeLessThan(
      sentences.findIndex((s) => s.includes('moved the job')),
    );
    expect(sentences.at(-1)).toContain('Dana Reyes created the job in Estimate');

    await page.getByRole('button', { name: 'Kind of change' }).click();
    await page.getByRole('option', { name: 'Department' }).click();
    await expect.poll(() => changes(page).getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: 'Newest first' }).click();
    await expect
      .poll(async () => (await changes(page).getByRole('listitem').first().textContent()) ?? '')
      .toContain('created the job');
    await page.getByLabel('Search').fill('Bay 2');
    await expect.poll(() => changes(page).getByRole('listitem').count()).toBe(1);
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });

  it('travels to a moment before the move and shows the old department, then steps forward', async () => {
    const page = await signedInPage(desktop);
    await page.getByRole('link', { name: 'History' }).click();
    await page.waitForURL(/\/history$/);
    await page.getByLabel('Job number').fill(String(jobAdminInt));
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page.waitForURL(new RegExp(`/history/${jobAdminId}$`));

    const moved = changes(page).getByRole('listitem').filter({ hasText: 'moved the job from Estimate' });
    await moved.getByRole('button', { name: 'See the job then' }).click();
    const place = page.getByRole('term').filter({ hasText: 'Department' }).locator('xpath=following-sibling::dd');
    await expect.poll(() => place.textContent()).toBe('Body (Bay 2)');
    await page.getByRole('button', { name: 'Previous change' }).click();
    await expect.poll(() => place.textContent()).toBe('Estimate');
    // The folder as it stood: its form read only, the customer as created.
    const customer = page.getByLabel('Customer Name');
    expect(await customer.inputValue()).toBe('Test Customer');
    expect(await customer.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next change' }).click();
    await expect.poll(() => place.textContent()).toBe('Body (Bay 2)');

    // A time before the job was created: the job did not exist yet.
    const before = wallTimeInZone(new Date(Date.parse(createdAt) - 5 * 60_000), timeZone).slice(0, 16);
    await page.getByLabel('Date and time').fill(before);
    await visible(page.getByRole('alert').filter({ hasText: 'The job did not exist yet at that moment' }));
    await page.context().close();
  });

  it('compares two moments field by field', async () => {
    const page = await signedInPage(desktop);
    await page.goto(`${bayline.url}/history/${jobAdminId}`);
    await page.getByRole('tab', { name: 'Compare' }).click();
    const table = page.getByRole('table', { name: 'Compare' });
    // From the creation to now: the department, subdepartment and Scheduled Out changed.
    const row = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await visible(row('Department'));
    expect(await row('Department').getByRole('cell').allTextContents()).toEqual(['Estimate', 'Body']);
    expect(await row('Subdepartment').getByRole('cell').allTextContents()).toEqual(['none', 'Bay 2']);
    await visible(row('Scheduled Out'));

    // To the move: Scheduled Out had not changed yet.
    await page.getByRole('button', { name: / To$/ }).click();
    await page.getByRole('option', { name: /moved the job from Estimate/ }).click();
    await hidden(row('Scheduled Out'));
    await visible(row('Department'));
    await page.context().close();
  });

  it('gives the audit right in the Users screen: Read Only, and the user then has History', async () => {
    const page = await signedInPage(desktop);
    await page.goto(`${bayline.url}/settings/contacts/users`);
    await page.getByRole('button', { name: 'Permissions of Jordan Kim' }).click();
    const rights = page.getByRole('dialog', { name: 'Permissions: Jordan Kim' });
    await rights.getByRole('button', { name: /Audit History/ }).click();
    // Nothing is written there: No Access and Read Only only.
    expect(await page.getByRole('option').allTextContents()).toEqual(['No Access', 'Read Only']);
    await page.getByRole('option', { name: 'Read Only', exact: true }).click();
    await rights.getByRole('button', { name: 'OK' }).click();
    await hidden(rights);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => {
        const { users } = (await owner.read('/api/identity/v1/users/settings')).json;
        return users.find((u: { email: string }) => u.email === 'estimator@bayline.test').roles;
      })
      .toContain('audit-reader');

    const estimator = await signedInPage(desktop, 'estimator@bayline.test');
    await estimator.getByRole('link', { name: 'History' }).click();
    await estimator.getByLabel('Job number').fill(String(jobAdminInt));
    await estimator.getByRole('button', { name: 'Open', exact: true }).click();
    await visible(estimator.getByRole('heading', { level: 2, name: `History of Job ${jobAdminInt}` }));
    await estimator.context().close();
    await page.context().close();
  });

  it('shows no History to a user without the audit right, whose audit calls are refused', async () => {
    const page = await signedInPage(desktop, 'tech@bayline.test');
    await visible(page.getByRole('link', { name: 'Terminal' }));
    expect(await page.getByRole('link', { name: 'History' }).count()).toBe(0);
    const status = await page.evaluate<number>(
      `fetch('/api/audit/v1/jobs/${jobAdminId}/history').then((answer) => answer.status)`,
    );
    expect(status).toBe(403);
    await page.goto(`${bayline.url}/production?action=openjobactions&value=${jobAdminId}`);
    const folder = page.getByRole('dialog', { name: /^Job/ });
    await visible(folder.getByRole('button', { name: 'Print Job Hanger' }));
    expect(await folder.getByRole('button', { name: 'Change History' }).count()).toBe(0);
    await page.goto(`${bayline.url}/history/${jobAdminId}`);
    await visible(page.getByText('You do not have the right to see job histories.'));
    await page.context().close();
  });
});
