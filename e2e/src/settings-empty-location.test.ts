import type { SettingsListName } from '@bayline/contracts';
import { jobsModel } from '@bayline/contracts/read-models/jobs';
import { settingsListModels } from '@bayline/contracts/read-models/settings';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import { seedEmptyLocation } from '@bayline/server/seed/empty-location';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();

describe.runIf(canRun)('a new location set up from nothing through the settings screens', () => {
  const { bayline, signedInPage } = browserShop();

  /** The top bar's location picker (named by its value and 'Location'), not the Add Location button beside it. */
  const picker = (page: Page) =>
    page.getByRole('banner').getByRole('button', { name: /^(?!Add Location$).*Location$/ });

  /** Picks a location in the top bar, wherever the user last worked. */
  async function chooseLocation(page: Page, name: string) {
    await picker(page).click();
    await page.getByRole('option', { name }).click();
    await visible(page.getByRole('banner').getByRole('button', { name: new RegExp(name) }));
  }

  /** Saves the screen and waits for the answer, as the user waits for the Save button to turn off again. */
  async function save(page: Page) {
    const saveButton = page.getByRole('button', { name: 'Save', exact: true });
    const answer = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/'));
    await saveButton.click();
    const response = await answer;
    expect(response.status()).toBe(200);
    await expect.poll(() => saveButton.isDisabled(), { timeout: 10_000 }).toBe(true);
  }

  it('an owner adds a location in the app; its board says what it lacks, links to where it is set up, and creates a job once it is', async () => {
    const shortName = 'NORTHSIDE';
    const page = await signedInPage({ viewport: { width: 1600, height: 1000 } });

    // Add Location beside the picker: the time zone starts as the current location's (Bayview's).
    await page.getByRole('banner').getByRole('button', { name: 'Add Location' }).click();
    const adding = page.getByRole('dialog', { name: 'Add Location' });
    await visible(adding);
    expect(await adding.getByRole('button', { name: /Time Zone/ }).textContent()).toContain('America/Los_Angeles');
    await adding.getByRole('textbox', { name: 'Name', exact: true }).fill('Northside Body');
    // A short name the schema refuses shows on its field before anything is sent...
    await adding.getByRole('textbox', { name: 'Short Name' }).fill('N');
    await visible(adding.getByText('Short name must be 2 to 20 letters, digits or dashes'));
    // ...and one in use is refused by the server, on the same field.
    await adding.getByRole('textbox', { name: 'Short Name' }).fill('harbor');
    await adding.getByRole('button', { name: 'Add', exact: true }).click();
    await visible(adding.getByText('A location with this short name exists already'));
    await adding.getByRole('textbox', { name: 'Short Name' }).fill('northside');
    await adding.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => adding.isVisible(), { timeout: 10_000 }).toBe(false);
    // The app works in the new location at once, and the picker lists it without a reload.
    await expect.poll(() => picker(page).textContent(), { timeout: 10_000 }).toContain('Northside Body');
    await page.waitForURL(/\/production$/);

    // A blank board says what is missing; Create Job says why it cannot be used yet.
    const hint = page.getByRole('region', { name: 'Northside Body is not set up for jobs yet' });
    await visible(hint);
    const createJob = page.getByRole('button', { name: 'Create Job' });
    expect(await createJob.isDisabled()).toBe(true);
    const why = await createJob.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${why}"]`).textContent()).toBe(
      'Create Job needs a department and a job class: neither is set up at this location yet.',
    );

    // Departments: none yet, reached from the board's link.
    await hint.getByRole('link', { name: 'Set up Departments' }).click();
    await page.waitForURL(/\/settings\/productiondepts\/info$/);
    await visible(page.getByText('Data Not Found'));
    for (const name of ['Estimate', 'Body Shop']) {
      await page.getByRole('button', { name: 'Add Department' }).click();
      await page.getByRole('textbox', { name: 'Department', exact: true }).last().fill(name);
    }
    await save(page);

    // Back on the board only the job class is missing: its link leads to Job Classes.
    await page.getByRole('link', { name: 'Production' }).click();
    await visible(hint);
    expect(await page.locator(`[id="${await createJob.getAttribute('aria-describedby')}"]`).textContent()).toBe(
      'Create Job needs a job class: none is set up at this location yet.',
    );
    expect(await hint.getByRole('link', { name: 'Set up Departments' }).count()).toBe(0);
    await hint.getByRole('link', { name: 'Set up Job Classes' }).click();
    await page.waitForURL(/\/settings\/scheduling\/jobclass$/);
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
    const itemsOf = (list: SettingsListName) =>
      readStore.collection(settingsListModels[list]).find({ locationShortName: shortName });
    const namesIn = async (list: SettingsListName) => (await itemsOf(list)).map((d) => d.name).sort();
    await expect.poll(() => namesIn('departments'), { timeout: 10_000 }).toEqual(['Body Shop', 'Estimate']);
    await expect
      .poll(async () => (await itemsOf('jobClasses'))[0]?.mondayCapacity, {
        timeout: 10_000,
      })
      .toBe(4);

    // The board has the two columns, and a job created there lands in the first.
    await page.getByRole('link', { name: 'Production' }).click();
    await page.waitForURL(/\/production$/);
    const columns = page.locator('section[data-testid^="department-"] h2');
    await expect.poll(() => columns.allTextContents(), { timeout: 10_000 }).toEqual(['Estimate', 'Body Shop']);
    // The board may first draw from what it read before the set-up, then from the job classes just saved.
    await expect.poll(() => hint.count(), { timeout: 10_000 }).toBe(0);
    await createJob.click();
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
    const jobs = await readStore.collection(jobsModel).find({ locationShortName: shortName });
    expect(jobs.map((j) => [j.clientName, j.departmentShortName])).toEqual([
      [
        'First Northside Customer',
        (await readStore.collection(settingsListModels.departments).find({ locationShortName: shortName })).find(
          (d) => d.name === 'Estimate',
        )?.shortName,
      ],
    ]);
  });

  it('a manager is not offered Add Location', async () => {
    const page = await signedInPage({ viewport: { width: 1600, height: 1000 } }, 'manager@bayline.test');
    await visible(picker(page));
    expect(await page.getByRole('banner').getByRole('button', { name: 'Add Location' }).count()).toBe(0);
    await page.context().close();
  });

  it('says why a new location has no API key: support makes it; a support user is told Regenerate makes one', async () => {
    await seedEmptyLocation(bayline.bayline.commandDeps, 'Eastside Body');
    for (const [email, why] of [
      ['demo@bayline.test', 'Support makes this location’s API key: ask support for one.'],
      ['support@bayline.test', 'No key yet: Regenerate makes one.'],
    ]) {
      const page = await signedInPage({ viewport: { width: 1400, height: 900 } }, email);
      const context = page.context();
      await chooseLocation(page, 'Eastside Body');
      await page.goto(`${bayline.url}/settings/location/information`);
      await expect.poll(() => page.getByTestId('api-key').textContent(), { timeout: 10_000 }).toBe('None');
      const copy = page.getByRole('button', { name: 'Copy' });
      expect(await copy.isDisabled()).toBe(true);
      // The reason is the disabled button's description, for whoever cannot see it greyed out.
      const describedBy = await copy.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(why);
      expect(await page.getByRole('button', { name: 'Regenerate' }).count()).toBe(
        email === 'demo@bayline.test' ? 0 : 1,
      );
      await context.close();
    }
  });
});
