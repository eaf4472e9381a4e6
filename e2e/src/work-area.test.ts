import { chromiumForTests } from '@bayline/platform/testing/gates';
import { validJobBody } from '@bayline/server/testing/client';
import type { BrowserContext, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';

describe.runIf(canRun)('the job work area in the browser', () => {
  const { bayline, browser, api, signedInPage } = browserShop({ users: { api: 'demo@bayline.test' } });
  let context: BrowserContext;
  let page: Page;

  // Each flow in its own browser, as a user starting fresh would.
  beforeEach(async () => {
    page = await signedInPage({ viewport: { width: 1600, height: 1000 } });
    context = page.context();
  });
  afterEach(async () => {
    await context.close();
  });

  /** A job made through the API, shown on the board of the signed-in browser. */
  async function jobOnBoard(clientName: string, overrides: Record<string, unknown> = {}) {
    const created = await api.post(`${production}/jobadmins`, await validJobBody(api, { clientName, ...overrides }));
    const { jobAdminId } = created.json.jobAdmin;
    await expect.poll(() => page.getByTestId(`job-card-${jobAdminId}`).isVisible(), { timeout: 10_000 }).toBe(true);
    return jobAdminId as string;
  }

  async function openFolder(jobAdminId: string) {
    await page.getByTestId(`job-card-${jobAdminId}`).click();
    const folder = page.getByRole('dialog', { name: /^Job / });
    await expect.poll(() => folder.isVisible()).toBe(true);
    return folder;
  }

  it('edits a job, meets another user’s change with a conflict, keeps the edit and saves it on retry', async () => {
    const id = await jobOnBoard('Conflict Customer');
    // Without the live hub the other user's change cannot reach this browser before the save: the save meets it.
    await page.route('**/updateHub', (route) => route.abort());
    await page.reload();
    const folder = await openFolder(id);
    await expectAccessible(page);
    await folder.getByLabel('Color').fill('Candy Red');
    // Meanwhile someone else changes the same job.
    const current = (await api.read(`${production}/JobAdmins/asfolder/${id}`)).json;
    expect(
      (
        await api.put(`${production}/JobAdmins/asfolder`, {
          ...current,
          make: 'Lexus',
          jobTodos: undefined,
          jobAssignments: undefined,
        })
      ).status,
    ).toBe(200);
    await folder.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText(/changed by someone else/));
    await expect.poll(async () => folder.getByLabel('Make').inputValue()).toBe('Lexus');
    expect(await folder.getByLabel('Color').inputValue()).toBe('Candy Red');
    await folder.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await api.read(`${production}/JobAdmins/asfolder/${id}`)).json, { timeout: 10_000 })
      .toMatchObject({ color: 'Candy Red', make: 'Lexus' });
    await folder.getByRole('button', { name: 'Close' }).click();
  });

  it('adds a note in a new category, and tells badge states as System notes', async () => {
    const id = await jobOnBoard('History Customer');
    const folder = await openFolder(id);
    await folder.getByRole('tab', { name: 'History' }).click();
    await folder.getByRole('button', { name: 'Add Note' }).click();
    const addNote = page.getByRole('dialog', { name: 'Add Note' });
    await addNote.getByLabel('Note', { exact: true }).fill('Customer approved the supplement by phone');
    await addNote.getByRole('button', { name: 'Add Note Category' }).click();
    const addCategory = page.getByRole('dialog', { name: 'Add Note Category' });
    await addCategory.getByLabel('Description').fill('Approvals');
    await addCategory.getByRole('button', { name: 'ADD' }).click();
    await expect.poll(() => addCategory.isVisible()).toBe(false);
    await addNote.getByRole('button', { name: 'SAVE' }).click();
    await visible(folder.getByText('Customer approved the supplement by phone'));
    await visible(page.getByText('Note archived'));

    await folder.getByRole('button', { name: 'Badges' }).click();
    const badges = page.getByRole('dialog', { name: 'Badges' });
    await badges.getByRole('button', { name: 'Add Badge' }).click();
    await page.getByRole('option', { name: 'Rental' }).click();
    await visible(badges.getByText(/badges left/));
    await badges.getByRole('button', { name: 'Close' }).click();
    await folder.getByRole('button', { name: 'Close' }).click();
    const chip = page.getByTestId(`job-card-${id}`).getByRole('button', { name: /^Rental/ });
    await expect.poll(() => chip.isVisible(), { timeout: 10_000 }).toBe(true);
    await chip.click();
    await page.getByRole('menuitemradio', { name: 'Alert' }).click();
    const again = await openFolder(id);
    await again.getByRole('tab', { name: 'History' }).click();
    await visible(again.getByText('Updated Rental badge state to Alert'));
    await again.getByRole('button', { name: 'Close' }).click();
  });

  it('puts a package on the job, ticks a task, and assigns a technician', async () => {
    const id = await jobOnBoard('Tasks Customer');
    const folder = await openFolder(id);
    await folder.getByRole('tab', { name: 'Tasks' }).click();
    await folder.getByRole('button', { name: 'Edit Tasks' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Tasks' });
    await editor.getByRole('button', { name: /Package$/ }).click();
    await page.getByRole('option', { name: 'Delivery' }).click();
    expect(await editor.getByRole('button', { name: 'SUBMIT' }).isDisabled()).toBe(true);
    await editor.getByRole('button', { name: 'ADD ALL' }).click();
    await editor.getByRole('button', { name: 'SUBMIT' }).click();
    await folder
      .getByRole('row', { name: /Final inspection/ })
      .locator('label')
      .click();
    expect(await folder.getByRole('checkbox', { name: 'Final inspection' }).isChecked()).toBe(true);
    await visible(folder.getByText('Remaining'));

    await folder.getByRole('tab', { name: 'Assignments' }).click();
    await folder.getByRole('row', { name: /^Body/ }).getByRole('button').first().click();
    await page.getByRole('option', { name: 'Marco Diaz' }).click();
    expect(await folder.getByRole('checkbox', { name: 'Notify Body' }).isChecked()).toBe(true);
    await folder.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await api.read(`${production}/JobAdmins/asfolder/${id}`)).json, { timeout: 10_000 })
      .toMatchObject({
        jobTodos: [
          { description: 'Wash and vacuum', isCompleted: false },
          { description: 'Final inspection', isCompleted: true, completedByName: 'Dana Reyes' },
          { description: 'Call customer for pickup', isCompleted: false },
        ],
        jobAssignments: [{ name: 'Marco Diaz', doNotify: true }],
      });
    await folder.getByRole('tab', { name: 'Tasks' }).click();
    await visible(folder.getByText('Dana Reyes'));
    await folder.getByRole('button', { name: 'Close' }).click();
  });

  it('refuses an archive with the list of issues, archives once they are fixed, reopens, and voids', async () => {
    const id = await jobOnBoard('Archive Customer');
    let folder = await openFolder(id);
    await folder.getByRole('tab', { name: 'Archive' }).click();
    await folder.getByRole('button', { name: 'ARCHIVE' }).click();
    await visible(page.getByText('Please correct the following issues before archiving the job:'));
    await visible(page.getByText('Arrival date is empty'));
    await page.getByRole('button', { name: 'OK' }).click();
    await folder.getByRole('button', { name: 'Close' }).click();

    const { today } = (await api.get(`${production}/locations/settings`)).json;
    const day = `${today}T00:00:00`;
    const current = (await api.read(`${production}/JobAdmins/asfolder/${id}`)).json;
    await api.put(`${production}/JobAdmins/asfolder`, {
      ...current,
      dateTowIn: day,
      repairStart: day,
      dateReady: day,
      datePickup: day,
      jobTodos: undefined,
      jobAssignments: undefined,
    });
    await page.waitForTimeout(300);
    folder = await openFolder(id);
    await folder.getByRole('tab', { name: 'Archive' }).click();
    await folder.getByRole('button', { name: 'ARCHIVE' }).click();
    await visible(page.getByText('Are you sure you want to archive this job?'));
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => page.getByTestId(`job-card-${id}`).count(), { timeout: 10_000 }).toBe(0);

    // Found again through Search, reopened from its folder.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('Archive Customer');
    await page.getByTestId(`search-result-${id}`).click();
    folder = page.getByRole('dialog', { name: /^Job / });
    await folder.getByRole('tab', { name: 'Archive' }).click();
    await folder.getByRole('button', { name: 'REOPEN' }).click();
    await expect.poll(() => page.getByTestId(`job-card-${id}`).count(), { timeout: 10_000 }).toBe(1);
    await folder.getByRole('button', { name: 'VOID' }).click();
    await visible(page.getByText('Are you sure you want to void this job?'));
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => page.getByTestId(`job-card-${id}`).count(), { timeout: 10_000 }).toBe(0);
    expect((await api.read(`${production}/JobAdmins/asfolder/${id}`)).json.roState).toBe(4);
  });

  it('prints a hanger whose QR code opens the folder after signing in', async () => {
    const id = await jobOnBoard('Hanger Customer');
    const folder = await openFolder(id);
    const [hanger] = await Promise.all([
      page.waitForEvent('popup'),
      folder.getByRole('button', { name: 'Print Job Hanger' }).click(),
    ]);
    await hanger.waitForLoadState();
    await expect.poll(() => hanger.getByText('Hanger Customer').first().isVisible()).toBe(true);
    const qr = await hanger.locator('[data-qr-value]').first().getAttribute('data-qr-value');
    expect(qr).toBe(`${bayline.url}/production?action=openjobactions&value=${id}`);
    // The code drawn is the code of that address.
    const paths = (svg: string) => [...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);
    const drawn = await hanger
      .locator('[data-qr-value] svg')
      .first()
      .evaluate((svg) => svg.outerHTML);
    const expected = await QRCode.toString(qr!, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
    expect(paths(drawn)).toEqual(paths(expected));
    expect(paths(drawn).length).toBeGreaterThan(0);
    await hanger.close();
    await folder.getByRole('button', { name: 'Close' }).click();

    const fresh = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const scanned = await fresh.newPage();
    await scanned.goto(qr!);
    await scanned.waitForURL(/\/login$/);
    await scanned.getByLabel('E-mail').fill('demo@bayline.test');
    await scanned.getByLabel('Password').fill('bayline-demo');
    await scanned.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => scanned.getByRole('dialog', { name: /^Job / }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await scanned.getByRole('dialog', { name: /^Job / }).getByLabel('Customer Name').inputValue()).toBe(
      'Hanger Customer',
    );
    await fresh.close();
  });

  it('clones a job from a search, and links an estimate to a new job with the overwrite question', async () => {
    await jobOnBoard('Clone Source Customer', { make: 'Subaru', model: 'Outback' });
    await page.getByRole('button', { name: 'Clone Job' }).click();
    const clone = page.getByRole('dialog', { name: 'Clone Job' });
    await clone.getByRole('searchbox').fill('Clone Source');
    await clone.getByRole('option', { name: /Clone Source Customer/ }).click();
    const create = page.getByRole('dialog', { name: 'Create Job' });
    await expect.poll(() => create.getByLabel('Customer Name').inputValue()).toBe('Clone Source Customer');
    await create.getByRole('tab', { name: 'Job Data' }).click();
    expect(await create.getByLabel('Make').inputValue()).toBe('Subaru');
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => create.isVisible()).toBe(false);
    await expect
      .poll(() => page.locator('article', { hasText: 'Clone Source Customer' }).count(), { timeout: 10_000 })
      .toBe(2);

    const { apiKey } = (await api.get(`${production}/locations/settings`)).json;
    const posted = await fetch(`${bayline.url}${production}/estimates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({
        name: 'Estimate Customer',
        make: 'Mazda',
        model: 'CX-5',
        year: 2022,
        hours: 9,
        subtotal: 2450,
        cellular: '5105550177',
      }),
    });
    const estimate = (await posted.json()) as { estimateId: string };
    await page.getByRole('button', { name: 'Link Estimate' }).click();
    const link = page.getByRole('dialog', { name: 'Link Estimate' });
    await link.getByTestId(`estimate-${estimate.estimateId}`).click();
    await expect.poll(() => create.getByLabel('Customer Name').inputValue()).toBe('Estimate Customer');
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await expect
      .poll(() => page.locator('article', { hasText: 'Estimate Customer' }).count(), { timeout: 10_000 })
      .toBe(1);
    await expect
      .poll(
        async () =>
          (
            await api.get(`${production}/estimates`, {
              'x-bayline-position': String(await bayline.adapters.store.headPosition()),
            })
          ).json[0].linkedJobAdminId,
      )
      .toMatch(/^[0-9a-f-]{36}$/);

    await page.getByRole('button', { name: 'Link Estimate' }).click();
    await link.getByTestId(`estimate-${estimate.estimateId}`).click();
    await visible(
      page.getByText(
        'This job has previously been linked to an estimate. Are you sure you want to overwrite the previous link?',
      ),
    );
  });
});
