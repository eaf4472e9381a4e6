import { readFileSync } from 'node:fs';
import type { SavedReport } from '@bayline/contracts';
import type { ApiClient } from '@bayline/server/testing/client';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll } from 'vitest';
import { visible } from './browser.ts';
import { browserShop } from './fixture.ts';

export const desktop = { width: 1600, height: 1000 };
export const phone = { width: 390, height: 844 };

/**
 * The demo shop with its seeded saved reports, a browser and the owner's API client, for the reports and dashboard
 * browser tests: started before the suite (`prepare` adds what it needs), each test's browser closed after it.
 */
export function useReportsShop(jobsPerLocation: number, prepare?: (owner: ApiClient) => Promise<void>) {
  // The browser signs in where the owner last worked.
  const { bayline, owner, signedInPage } = browserShop({
    jobsPerLocation,
    years: 0.5,
    users: { owner: { email: 'demo@bayline.test', location: 'BAYVIEW' } },
  });
  let page: Page | undefined;
  if (prepare) beforeAll(() => prepare(owner));
  afterEach(async () => {
    await page?.context().close();
  });
  return {
    get url() {
      return bayline.url;
    },
    /** The owner's API client, at BAYVIEW: someone else changing the shop while the browser looks. */
    owner,
    /**
     * Signs in (the owner, or `email`) in a new browser of that size, the test's previous one closed, and opens
     * `path`, waiting for its title.
     */
    async open(viewport: { width: number; height: number }, path: string, title: string, email?: string) {
      await page?.context().close();
      page = await signedInPage({ viewport, acceptDownloads: true }, email);
      await page.goto(`${bayline.url}${path}`);
      await visible(page.getByRole('heading', { level: 1, name: title }));
      return page;
    },
    /** The location's saved reports as the API reads them, after the owner's last write. */
    saved: async (): Promise<SavedReport[]> => (await owner.read('/api/reports/v1/reports/saved')).json,
  };
}

/** Picks `option` in the select named `name` inside `scope`. */
export async function pick(page: Page, scope: Page | Locator, name: string | RegExp, option: string | RegExp) {
  await scope.getByRole('button', { name }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Opens the menu of `menuButton`, picks `item` and answers the file it downloads: its name and bytes. */
export async function downloadFrom(page: Page, menuButton: Locator, item: string) {
  await menuButton.click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

/**
 * Opens the jobs behind a bar, segment, point or slice of the chart in `scope`, answering the dialog: the pointer
 * is moved over its canvas, row by row from below the middle, and clicks where the chart shows its hand. A line
 * between two points shows the hand too but is no figure: the search goes on until a dialog opens.
 */
export async function openJobsBehind(page: Page, scope: Locator) {
  const chart = scope.locator('[_echarts_instance_]').first();
  const dialog = page.getByRole('dialog', { name: /^Jobs behind / });
  const box = await chart.boundingBox();
  if (!box) throw new Error('no chart on screen');
  const hand = () =>
    chart.evaluate((root) =>
      [root, ...root.querySelectorAll('*')].some(
        (e) => (e as unknown as { style: { cursor: string } }).style.cursor === 'pointer',
      ),
    );
  for (const y of [0.7, 0.55, 0.8, 0.4, 0.3, 0.9])
    for (let x = 0.06; x < 0.96; x += 0.02) {
      await page.mouse.move(box.x + box.width * x, box.y + box.height * y);
      if (!(await hand())) continue;
      await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
      for (let wait = 0; wait < 10; wait++) {
        if (await dialog.isVisible()) return dialog;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  throw new Error('nothing in the chart opens the jobs behind it');
}
