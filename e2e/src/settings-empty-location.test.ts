import { chromiumForTests } from '@bayline/platform/testing/gates';
import { type LocalBayline, startLocalBayline } from '@bayline/server/local';
import { seedEmptyLocation } from '@bayline/server/seed/empty-location';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signIn, visible } from './browser.ts';

const canRun = chromiumForTests();

describe.runIf(canRun)('a new location set up from nothing through the settings screens', () => {
  let bayline: LocalBayline;
  let browser: Browser;
  beforeAll(async () => {
    bayline = await startLocalBayline();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await bayline?.close();
  });

  /** Saves the screen and waits for the answer, as the user waits for the Save button to turn off again. */
  async function save(page: Page) {
    const saveButton = page.getByRole('button', { name: 'Save', exact: true });
    const answer = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/'));
    await saveButton.click();
    const response = await answer;
    expect(response.status()).toBe(200);
    await expect.poll(() => saveButton.isDisabled(), { timeout: 10_000 }).toBe(true);
  }

  it('adds departments, a job class and its capacity, then creates a job on the new board', async () => {
    const { shortName } = await seedEmptyLocation(bayline.bayline.commandDeps, 'Northside Body');
    const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
    await signIn(page, bayline.url);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Bayview Collision/ })
      .click();
    await page.getByRole('option', { name: 'Northside Body' }).click();
    await visible(page.getByRole('banner').getByRole('button', { name: /Northside Body/ }));

    // Departments: none yet.
    await page.goto(`${bayline.url}/settings/productiondepts/info`);
    await visible(page.getByText('Data Not Found'));
    for (const name of ['Estimate', 'Body Shop']) {
      await page.getByRole('button', { name: 'Add Department' }).click();
      await page.getByRole('textbox', { name: 'Department', exact: true }).last().fill(name);
    }
    await save(page);

    // A job class, then its capacity on every day of the week.
    await page.goto(`${bayline.url}/settings/scheduling/jobclass`);
    await visible(page.getByText('Data Not Found'));
    await page.getByRole('button', { name: 'Add Job Class' }).click();
    await page.getByRole('textbox', { name: 'Job Class', exact: true }).last().fill('Standard');
    await save(page);
    await page.getByRole('link', { name: 'Production Schedule' }).click();
    for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
      await page.getByRole('textbox', { name: `${day} capacity of Standard` }).fill('4');
    await save(page);

    // What the screens saved is what the server holds for the new location.
    const readStore = bayline.adapters.readStore;
    const namesIn = async (collection: string) =>
      (await readStore.find(collection, { locationShortName: shortName })).map((d) => d.name).sort();
    await expect.poll(() => namesIn('departments'), { timeout: 10_000 }).toEqual(['Body Shop', 'Estimate']);
    await expect
      .poll(async () => (await readStore.find('jobClasses', { locationShortName: shortName }))[0]?.mondayCapacity, {
        timeout: 10_000,
      })
      .toBe(4);

    // The board has the two columns, and a job created there lands in the first.
    await page.getByRole('link', { name: 'Production' }).click();
    await page.waitForURL(/\/production$/);
    const columns = page.locator('section[data-testid^="department-"] h2');
    await expect.poll(() => columns.allTextContents(), { timeout: 10_000 }).toEqual(['Estimate', 'Body Shop']);
    await page.getByRole('button', { name: 'Create Job' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Customer Name').fill('First Northside Customer');
    await dialog.getByLabel('Cell Phone').fill('5105550177');
    await dialog.getByLabel('E-mail').fill('first.northside@example.com');
    await dialog.getByRole('tab', { name: 'Job Data' }).click();
    await dialog.getByLabel('Year').fill('2020');
    await dialog.getByLabel('Make').fill('Subaru');
    await dialog.getByLabel('Model').fill('Outback');
    await dialog.getByLabel('Hours').fill('4');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(false);
    const card = page.locator('article', { hasText: 'First Northside Customer' });
    await visible(card);
    const jobs = await readStore.find('jobs', { locationShortName: shortName });
    expect(jobs.map((j) => [j.clientName, j.departmentShortName])).toEqual([
      [
        'First Northside Customer',
        (await readStore.find('departments', { locationShortName: shortName })).find((d) => d.name === 'Estimate')
          ?.shortName,
      ],
    ]);
  });
});
