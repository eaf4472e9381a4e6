import { jobsModel } from '@bayline/contracts/read-models/jobs';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoSidewaysScroll } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const phone = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not on screen`);
  return found;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Wholly inside the phone's screen. */
async function expectOnScreen(locator: Locator) {
  const b = await box(locator);
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.y).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(phone.width + 0.5);
  expect(b.y + b.height).toBeLessThanOrEqual(phone.height + 0.5);
}

/**
 * What a finger at the middle of the element would touch is the element itself, not something over it, once the
 * screen has settled (on a loaded machine a dialog's opening can still be under way when this is first asked).
 */
async function expectUncovered(locator: Locator) {
  const b = await box(locator);
  const points = [0.1, 0.5, 0.9].map((f) => ({ x: b.x + b.width * f, y: b.y + b.height / 2 }));
  for (const point of points) {
    const onTop = () =>
      locator.evaluate((element, { x, y }) => {
        const hit = element.ownerDocument.elementFromPoint(x, y);
        return hit !== null && (hit === element || element.contains(hit));
      }, point);
    await expect.poll(onTop, { timeout: 3_000 }).toBe(true);
  }
}

/** The dialog fills the screen. */
async function expectFullScreen(dialog: Locator) {
  // The dialog rises 8 px into place as it opens (160 ms): measured where it comes to rest.
  await expect.poll(async () => (await box(dialog)).y).toBeLessThanOrEqual(6);
  const b = await box(dialog);
  expect(b).toMatchObject({ x: 0, width: phone.width });
  expect(b.y).toBeLessThanOrEqual(6); // the job class colour's top border may sit above the dialog's box
  expect(b.y + b.height).toBeGreaterThanOrEqual(phone.height - 0.5);
}

describe.runIf(canRun)('the job work area on a phone (390×844, touch)', () => {
  const { bayline, signedInPage } = browserShop();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage({ viewport: phone, isMobile: true, hasTouch: true });
    context = page.context();
  });
  afterAll(async () => {
    await context?.close();
  });

  /** A finger rests on the card until the board picks it up, then slides to the point and lifts. */
  async function touchDrag(card: Locator, to: { x: number; y: number }) {
    const from = await box(card);
    const start = { x: from.x + from.width / 2, y: from.y + 20 };
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [at] : [] });
    await touch('touchStart', start);
    await page.waitForTimeout(400);
    const steps = 12;
    for (let i = 1; i <= steps; i++) {
      await touch('touchMove', {
        x: start.x + ((to.x - start.x) * i) / steps,
        y: start.y + ((to.y - start.y) * i) / steps,
      });
      await page.waitForTimeout(16);
    }
    await touch('touchEnd');
    await cdp.detach();
  }

  it('keeps the board actions on one row, the others behind More actions, at 390 and 360 px', async () => {
    for (const width of [phone.width, 360]) {
      await page.setViewportSize({ width, height: phone.height });
      const header = page.getByRole('heading', { name: 'Production', level: 1 }).locator('xpath=..');
      await expect.poll(() => header.getByRole('button', { name: 'Create Job' }).isVisible()).toBe(true);
      await page.screenshot({ path: `/tmp/phone-board-actions-${width}.png` });
      const actions = await header.getByRole('button').all();
      const names = actions.map((action) => action.evaluate((e) => e.getAttribute('aria-label') ?? e.textContent));
      expect(await Promise.all(names)).toEqual(['More actions', 'Create Job']);
      const boxes = await Promise.all(actions.map(box));
      for (const action of boxes) {
        expect(action.y).toBe(boxes[0]?.y);
        expect(action.x).toBeGreaterThanOrEqual(0);
        expect(action.x + action.width).toBeLessThanOrEqual(width);
        expect(action.height).toBeGreaterThanOrEqual(24);
      }
      await expectNoSidewaysScroll(page);
    }
    await page.setViewportSize(phone);

    // Each action behind the menu opens what its button opened.
    for (const [item, opens] of [
      ['Search', 'Search'],
      ['Clone Job', 'Clone Job'],
      ['Link Estimate', 'Link Estimate'],
    ] as const) {
      await page.getByRole('button', { name: 'More actions' }).tap();
      const menu = page.getByRole('menu', { name: 'More actions' });
      await expect.poll(() => menu.isVisible()).toBe(true);
      await expectOnScreen(menu);
      if (item === 'Search') await page.screenshot({ path: '/tmp/phone-board-more-actions.png' });
      await menu.getByRole('menuitem', { name: item, exact: true }).tap();
      const dialog = page.getByRole('dialog', { name: opens });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
    }
  });

  it('offers in More actions only what the user may do: a technician searches but neither clones nor links', async () => {
    const techPage = await signedInPage({ viewport: phone, isMobile: true, hasTouch: true }, 'tech@bayline.test');
    const tech = techPage.context();
    await techPage.getByRole('button', { name: 'More actions' }).tap();
    const menu = techPage.getByRole('menu', { name: 'More actions' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    const disabled = (name: string) => menu.getByRole('menuitem', { name, exact: true }).getAttribute('aria-disabled');
    expect(await disabled('Search')).toBeNull();
    expect(await disabled('Clone Job')).toBe('true');
    expect(await disabled('Link Estimate')).toBe('true');
    await tech.close();
  });

  it('creates a job full-screen, drags it by touch, and works its folder through every phone tab', async () => {
    const estimate = page.getByTestId('department-EST');
    await expect.poll(() => estimate.isVisible()).toBe(true);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    // Create Job: the whole screen, its actions in the header, which fits.
    await page.getByRole('button', { name: 'Create Job' }).tap();
    const create = page.getByRole('dialog', { name: 'Create Job' });
    await expect.poll(() => create.isVisible()).toBe(true);
    await expectFullScreen(create);
    await expectNoSidewaysScroll(page);
    await expectUncovered(create.getByRole('heading', { name: 'Create Job' }));
    for (const name of ['Cancel', 'Text Message', 'Media', 'Save']) {
      await expectOnScreen(create.getByRole('button', { name, exact: true }));
    }
    // A job not yet created has no id to text about; Save waits for a valid form.
    expect(await create.getByRole('button', { name: 'Text Message' }).isDisabled()).toBe(true);
    expect(await create.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(await create.getByRole('button', { name: 'Create', exact: true }).count()).toBe(0);
    await create.getByLabel('Customer Name').fill('Phone Customer');
    await create.getByLabel('Cell Phone').fill('5105550177');
    await create.getByRole('tab', { name: 'Job Data' }).tap();
    await create.getByLabel('Year').fill('2020');
    await create.getByLabel('Make').fill('Mazda');
    await create.getByLabel('Model').fill('CX-5');
    await create.getByLabel('Hours').fill('4');
    // A photo from the phone, added to the job once it exists.
    await create.getByRole('button', { name: 'Media', exact: true }).tap();
    await page.getByRole('menuitem', { name: 'Add Media from Device' }).tap();
    const device = page.getByRole('dialog', { name: 'Add Media from Device' });
    await device.locator('input[type=file]').setInputFiles({
      name: 'damage.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% damage\ntrailer <<>>\n%%EOF\n'),
    });
    await device.getByRole('button', { name: 'ADD' }).tap();
    await expect.poll(() => device.isVisible()).toBe(false);
    await expect
      .poll(() => create.getByText('1 file will be added to the job once it is created').isVisible())
      .toBe(true);
    await expectNoSidewaysScroll(page);
    await create.getByRole('button', { name: 'Save' }).tap();
    await expect.poll(() => create.isVisible()).toBe(false);
    await expect
      .poll(() => page.getByText(/^Successfully uploaded 1 media item\(s\) to Job #\d+$/).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);

    const card = estimate.locator('article', { hasText: 'Phone Customer' });
    await expect.poll(() => card.isVisible()).toBe(true);
    const testId = (await card.getAttribute('data-testid')) ?? '';
    expect(testId).toMatch(/^job-card-/);
    const jobAdminId = testId.replace('job-card-', '');

    // Touch drag to Blueprint. The board scrolls inside itself; the boundary of the two columns is brought to the
    // middle of the screen so that neither the start nor the drop is near an edge (where the board scrolls on).
    const blueprint = page.getByTestId('department-BLUE');
    await blueprint.evaluate((column, middle) => {
      let scroller = column.parentElement;
      while (scroller && scroller.scrollWidth <= scroller.clientWidth) scroller = scroller.parentElement;
      if (scroller) scroller.scrollLeft += column.getBoundingClientRect().left - middle;
    }, phone.width / 2);
    await expectNoSidewaysScroll(page);
    const target = await box(blueprint);
    expect(target.x).toBeLessThan(phone.width / 2 + 20);
    await touchDrag(card, { x: target.x + 50, y: target.y + 120 });
    await expect.poll(() => blueprint.getByTestId(testId).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await estimate.getByTestId(testId).count()).toBe(0);
    await expect
      .poll(async () => (await bayline.adapters.readStore.collection(jobsModel).get(jobAdminId))?.departmentShortName)
      .toBe('BLUE');

    // The folder: full screen, title first and uncovered, the phone's five tabs on screen.
    await blueprint.getByTestId(testId).tap();
    const folder = page.getByRole('dialog', { name: /^Job / });
    await expect.poll(() => folder.isVisible()).toBe(true);
    await expect.poll(async () => (await box(folder)).x).toBe(0);
    await expectFullScreen(folder);
    const title = folder.getByRole('heading', { name: /^Job #\d+ \(Blueprint\)$/ });
    await expectUncovered(title);
    await expectOnScreen(title);
    for (const name of ['Badges', 'Text Message', 'Print Job Hanger', 'Close']) {
      const button = folder.getByRole('button', { name, exact: true });
      await expectOnScreen(button);
      expect(overlaps(await box(title), await box(button))).toBe(false);
    }
    const tabs = folder.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Information', 'History', 'Messaging', 'Media', 'Archive']);
    await expectNoSidewaysScroll(page);

    // Edit and save a field.
    await folder.getByLabel('Color').fill('Soul Red');
    await folder.getByRole('button', { name: 'Save' }).tap();
    await expect
      .poll(async () => (await bayline.adapters.readStore.collection(jobsModel).get(jobAdminId))?.color, {
        timeout: 10_000,
      })
      .toBe('Soul Red');
    await expect.poll(() => folder.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    // Bayview does not text: its Messaging tab is unavailable (the messaging suite tries it at Harbor).
    expect(await folder.getByRole('tab', { name: 'Messaging' }).getAttribute('aria-disabled')).toBe('true');

    // Every other tab is within reach, and says what it holds.
    const holds: Record<string, Locator> = {
      History: folder.getByText('All Categories').first(),
      Media: folder.getByRole('tab', { name: 'Images' }),
      Archive: folder.getByRole('table', { name: 'Task List' }),
      Information: folder.getByLabel('Customer Name'),
    };
    for (const [name, content] of Object.entries(holds)) {
      const tab = folder.getByRole('tab', { name });
      await expectOnScreen(tab);
      await tab.tap();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => content.isVisible()).toBe(true);
      await expectNoSidewaysScroll(page);
      await expectUncovered(name === 'Information' ? title : folder.getByRole('heading', { name: `→ ${name}` }));
      await page.screenshot({ path: `/tmp/phone-folder-${name.toLowerCase()}.png` });
    }

    // The photo chosen while creating is the job's: under Miscellaneous (a document), on the phone's own tabs.
    await folder.getByRole('tab', { name: 'Media' }).tap();
    await folder.getByRole('tab', { name: 'Miscellaneous' }).tap();
    await expect.poll(() => folder.getByTestId('media-damage.pdf').isVisible(), { timeout: 10_000 }).toBe(true);
    await expectNoSidewaysScroll(page);

    // Archive's tables stay inside the screen; anything wider scrolls within its frame.
    await folder.getByRole('tab', { name: 'Archive' }).tap();
    for (const table of await folder.getByRole('table').all()) {
      await table.scrollIntoViewIfNeeded();
      const frame = await box(table.locator('xpath=..'));
      expect(frame.x).toBeGreaterThanOrEqual(0);
      expect(frame.x + frame.width).toBeLessThanOrEqual(phone.width);
    }
    await folder.getByRole('button', { name: 'Close' }).tap();
    await expect.poll(() => folder.isVisible()).toBe(false);
  });
});
