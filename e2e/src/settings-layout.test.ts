import { chromiumForTests } from '@bayline/platform/testing/gates';
import { apiClient } from '@bayline/server/testing/client';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();

/** Every settings screen that is a table (spec 2 section 2; Tasks is three panels). */
const tableScreens = [
  'contacts/users',
  'contacts/groups',
  'contacts/assignees',
  'appointments/appointmenttypes',
  'scheduling/jobclass',
  'scheduling/productionschedule',
  'productiondepts/info',
  'jobs/badges',
  'jobs/mediacategories',
  'jobs/notescategories',
  'jobs/delayreasons',
  'messaging/presets',
];

interface Clipped {
  what: string;
  text: string;
}

/** What the browser tells of a box: its place and whether its content is wider than it. */
interface Box {
  tagName: string;
  textContent: string | null;
  value?: string;
  scrollWidth: number;
  clientWidth: number;
  getBoundingClientRect(): { left: number; right: number };
  querySelectorAll(selector: string): Iterable<Box>;
}

/**
 * The header and body cells of the screen's tables, and the text boxes and buttons in them, whose text is cut
 * (wider than the box that shows it), or that reach outside the window `width` px wide.
 */
const clippedCells = (page: Page, width: number) =>
  page.locator('main table :is(th, td)').evaluateAll((cells, inner) => {
    const found: Clipped[] = [];
    for (const cell of cells as unknown as Box[]) {
      const { left, right } = cell.getBoundingClientRect();
      const text = cell.textContent?.trim() ?? '';
      if (left < 0 || right > inner) found.push({ what: `${cell.tagName} outside the window`, text });
      if (cell.scrollWidth > cell.clientWidth) found.push({ what: `${cell.tagName} cut`, text });
      for (const box of cell.querySelectorAll('input, button'))
        if (box.scrollWidth > box.clientWidth)
          found.push({ what: `${box.tagName} cut`, text: box.value || box.textContent || '' });
    }
    return found;
  }, width);

/** Spec 2: the settings tables show all their columns, none cut, at 1280 px and wider. */
describe.runIf(canRun)('the settings tables at desktop widths', () => {
  const { bayline, browser } = browserShop();

  beforeAll(async () => {
    // The demo shop has no preset message: one, so its table has a row to measure.
    const api = apiClient(bayline.url);
    await api.login('demo@bayline.test');
    await api.put('/api/identity/v1/locations/select/BAYVIEW');
    const preset = {
      messagingPresetId: '00000000-0000-0000-0000-000000000000',
      title: 'Ready for pickup',
      message: 'Your vehicle is ready for pickup. Please bring the repair order and your keys.',
      isActive: true,
    };
    expect((await api.put('/api/messaging/v1/MessagingPresets', [preset])).status).toBe(200);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1600, height: 900 },
  ])
    it(`shows every column of every settings table uncut at ${viewport.width} px`, async () => {
      const context = await browser.newContext({ viewport });
      try {
        const page = await context.newPage();
        await signIn(page, bayline.url);
        for (const path of tableScreens) {
          await page.goto(`${bayline.url}/settings/${path}`);
          // Loaded: the seeded rows are in.
          const rows = page.locator('main table tbody tr td :is(input, button)');
          await expect.poll(() => rows.count(), { message: path, timeout: 30_000 }).toBeGreaterThan(0);
          expect({ path, clipped: await clippedCells(page, viewport.width) }).toEqual({ path, clipped: [] });
          // Spec 2 section 2: the tabs are at most 800 px wide, the table may be wider.
          const tabs = page.getByRole('navigation', { name: / settings$/ });
          if (await tabs.count()) expect((await tabs.boundingBox())?.width).toBeLessThanOrEqual(800);
        }
      } finally {
        await context.close();
      }
    });
});
