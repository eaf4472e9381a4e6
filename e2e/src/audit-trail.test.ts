import { chromiumForTests } from '@bayline/platform/testing/gates';
import { describe, expect, it } from 'vitest';
import { expectNoSidewaysScroll, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const desktop = { viewport: { width: 1600, height: 1000 } };

/** The location trail (issue 13 item 4): a capacity change told with who and its values, and the settings before it. */
describe.runIf(canRun)('the location trail', () => {
  const { bayline, signedInPage } = browserShop({ jobsPerLocation: 1 });

  it('tells a capacity change in the settings and shows the old capacity before it', async () => {
    const page = await signedInPage(desktop);
    await page.goto(`${bayline.url}/settings/scheduling/productionschedule`);
    const monday = page.getByRole('textbox', { name: 'Monday capacity of Express' });
    await visible(monday);
    const was = await monday.inputValue();
    const now = was === '17' ? '18' : '17';
    await monday.fill(now);
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);

    await page.getByRole('link', { name: 'History' }).click();
    await page.getByRole('button', { name: 'Location Trail' }).click();
    await page.waitForURL(/\/history\/location$/);
    const changes = page.getByRole('list', { name: 'Changes' });
    const sentence = `Job Classes: Monday capacity of Express changed from ${was} to ${now} by Dana Reyes`;
    const entry = changes.getByRole('listitem').filter({ hasText: sentence });
    await visible(entry);
    // Newest first: the change just made leads the trail.
    expect(await changes.getByRole('listitem').first().textContent()).toContain(sentence);

    await page.getByRole('button', { name: 'Kind of change' }).click();
    await page.getByRole('option', { name: 'Users and Rights' }).click();
    await expect.poll(() => entry.count()).toBe(0);
    await page.getByRole('button', { name: 'Kind of change' }).click();
    await page.getByRole('option', { name: 'Job Classes' }).click();
    await page.getByLabel('Search').fill('Express');
    await visible(entry);

    await entry.getByRole('button', { name: 'Settings before this' }).click();
    const classes = page.getByRole('region', { name: 'Job Classes' });
    const express = classes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Express' }) });
    await visible(express);
    // Sunday, then Monday: the capacity the change found.
    expect(await express.getByRole('cell').nth(1).textContent()).toBe(was);
    await visible(
      page.getByRole('region', { name: 'Users and Rights' }).getByRole('rowheader', { name: 'Dana Reyes' }),
    );
    await expectNoSidewaysScroll(page);
  });

  it('offers no trail to a user without the audit right', async () => {
    const page = await signedInPage(desktop, 'tech@bayline.test');
    expect(await page.getByRole('link', { name: 'History' }).count()).toBe(0);
    await page.goto(`${bayline.url}/history/location`);
    await visible(page.getByRole('alert'));
    expect(await page.getByRole('list', { name: 'Changes' }).count()).toBe(0);
  });
});
