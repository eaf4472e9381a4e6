import { jobsModel } from '@bayline/contracts/read-models/jobs';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import { describe, expect, it } from 'vitest';
import { drag, expectAccessible, signIn } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();

describe.runIf(canRun)('the production board, live in two browsers', () => {
  const { bayline, browser } = browserShop();

  it('refuses bad input with the spec messages, creates the job, and shows it and its move everywhere', async () => {
    const mine = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const theirs = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await mine.newPage();
    const other = await theirs.newPage();
    await signIn(page, bayline.url);
    await signIn(other, bayline.url, 'manager@bayline.test');
    await expect.poll(() => page.getByTestId('department-EST').isVisible()).toBe(true);
    await expect.poll(() => page.locator('article[data-testid^="job-card-"]').count()).toBeGreaterThan(0);
    await expectAccessible(page);

    // From here on, what the other browser reads of the board: single cards only, never the whole board.
    await expect.poll(() => other.getByTestId('department-EST').isVisible()).toBe(true);
    await other.waitForTimeout(1_000);
    const boardReads: string[] = [];
    other.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/jobadmins\/open/i.test(path)) boardReads.push(path);
    });

    await page.getByRole('button', { name: 'Create Job' }).click();
    const dialog = page.getByRole('dialog');
    const name = dialog.getByLabel('Customer Name');
    await name.fill('x');
    await name.fill('');
    await name.blur();
    await dialog.getByLabel('Cell Phone').fill('510555');
    await dialog.getByLabel('Cell Phone').blur();
    await dialog.getByLabel('E-mail').fill('not-an-email');
    await dialog.getByLabel('E-mail').blur();
    await expect.poll(() => dialog.getByText('Name is required').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('Phone number is not valid').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('Enter a valid email').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Create', exact: true }).isDisabled()).toBe(true);
    await expectAccessible(page);

    await dialog.getByRole('tab', { name: 'Job Data' }).click();
    await dialog.getByLabel('Year').fill('0199');
    await dialog.getByLabel('Year').blur();
    await expect.poll(() => dialog.getByText('Year is not valid').isVisible()).toBe(true);
    await dialog.getByLabel('Year').fill('2019');
    await dialog.getByLabel('Make').fill('Honda');
    await dialog.getByLabel('Model').fill('Accord');
    await dialog.getByLabel('Hours').fill('7.5');

    await dialog.getByRole('tab', { name: 'Customer' }).click();
    await name.fill('Browser Test Customer');
    await dialog.getByLabel('Cell Phone').fill('5105550142');
    await dialog.getByLabel('E-mail').fill('browser.test@example.com');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const card = (p: typeof page) => p.locator('article', { hasText: 'Browser Test Customer' });
    await expect.poll(() => card(page).isVisible()).toBe(true);
    const testId = await card(page).getAttribute('data-testid');
    expect(testId).toMatch(/^job-card-/);
    expect(await page.getByTestId('department-EST').getByTestId(testId!).isVisible()).toBe(true);
    // The other user sees it without reloading.
    await expect
      .poll(() => other.getByTestId('department-EST').getByTestId(testId!).isVisible(), { timeout: 10_000 })
      .toBe(true);

    await drag(page, `[data-testid="${testId}"]`, '[data-testid="department-BLUE"]');
    await expect.poll(() => page.getByTestId('department-BLUE').getByTestId(testId!).isVisible()).toBe(true);
    await expect
      .poll(() => other.getByTestId('department-BLUE').getByTestId(testId!).isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await other.getByTestId('department-EST').getByTestId(testId!).count()).toBe(0);
    const jobAdminId = testId!.replace('job-card-', '');
    expect(boardReads.length).toBeGreaterThan(0);
    expect(new Set(boardReads)).toEqual(new Set([`/api/production/v1/JobAdmins/open/${jobAdminId}`]));

    // What both browsers show is what the server holds.
    const folder = await bayline.adapters.readStore.collection(jobsModel).get(jobAdminId);
    expect(folder).toMatchObject({
      clientName: 'Browser Test Customer',
      departmentShortName: 'BLUE',
      year: 2019,
      hours: 7.5,
    });
    await mine.close();
    await theirs.close();
  });
});
