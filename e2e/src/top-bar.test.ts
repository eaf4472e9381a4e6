import { chromiumForTests } from '@bayline/platform/testing/gates';
import { apiClient, validJobBody } from '@bayline/server/testing/client';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { drag, hidden, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';
const password = 'bayline-demo';

describe.runIf(canRun)('the top bar', () => {
  const { bayline, owner, signedInPage } = browserShop({ users: { owner: 'demo@bayline.test' } });

  beforeAll(async () => {
    // Goals, so the indicators have maximums: WIP of 4, inventory of 2 + 4 + 2.
    const view = (await owner.read(`${production}/locations/settings`)).json;
    const saved = await owner.put(`${production}/locations/settings`, {
      ...view,
      releaseGoal: 4,
      inputBuffer: 2,
      outputBuffer: 2,
      thresholdPercent: 80,
    });
    expect(saved.status).toBe(200);
  });

  const meter = (page: Page, name: string) => page.getByRole('meter', { name, exact: true });
  const valueText = (page: Page, name: string) => () => meter(page, name).getAttribute('aria-valuetext');
  const metrics = async () => (await owner.read(`${production}/locations/metrics`)).json;

  it('shows the capacity indicators and moves them live as jobs move, without a reload', async () => {
    const page = await signedInPage({ viewport: { width: 1600, height: 1000 } });
    await page.evaluate(() => {
      (globalThis as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const start = await metrics();
    const wipText = (wip: number) => `${wip} of 4 (${Math.round((wip / 4) * 100)}%)`;
    await expect.poll(valueText(page, 'WIP'), { timeout: 10_000 }).toBe(wipText(start.wip));
    const inventory = start.inventory;
    await expect.poll(valueText(page, 'Inventory')).toBe(`${inventory} of 8 (${Math.round((inventory / 8) * 100)}%)`);

    // Another user creates a job in Estimate: inventory and pre-production grow here.
    const created = await owner.post(`${production}/jobadmins`, {
      ...(await validJobBody(owner, { departmentShortName: 'EST' })),
      clientName: 'Top Bar Customer',
    });
    expect(created.status).toBe(201);
    const { jobAdminId } = created.json.jobAdmin as { jobAdminId: string };
    await expect
      .poll(valueText(page, 'Inventory'), { timeout: 10_000 })
      .toBe(`${inventory + 1} of 8 (${Math.round(((inventory + 1) / 8) * 100)}%)`);

    // This user drags it into production: WIP grows.
    const card = `[data-testid="job-card-${jobAdminId}"]`;
    await visible(page.locator(card));
    await drag(page, card, '[data-testid="department-BLUE"]');
    await expect.poll(valueText(page, 'WIP'), { timeout: 10_000 }).toBe(wipText(start.wip + 1));

    // The other user moves it to Ready: out of WIP, into post-production.
    const moved = await owner.put(`${production}/jobadmins/${jobAdminId}/department`, { departmentShortName: 'READY' });
    expect(moved.status).toBe(200);
    await expect.poll(valueText(page, 'WIP'), { timeout: 10_000 }).toBe(wipText(start.wip));
    const after = await metrics();
    expect(after.postProduction).toBe(start.postProduction + 1);
    const flowShare = Math.round((after.postProduction / after.inventory) * 100);
    await expect.poll(valueText(page, 'Post-Production')).toBe(`${after.postProduction} (${flowShare}%)`);
    expect(await page.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await page.context().close();
  });

  it('shows the messaging button on the production page once the location texts, and opens the unread drawer', async () => {
    const page = await signedInPage({ viewport: { width: 1600, height: 1000 } });
    const button = page.getByRole('button', { name: 'Unread Messages' });
    await visible(meter(page, 'WIP'));
    expect(await button.count()).toBe(0);

    // Support turns messaging on with a send phone: the button appears without a reload.
    const support = apiClient(bayline.url);
    expect((await support.login('support@bayline.test', password)).status).toBe(200);
    const enabled = await support.post(`${production}/Locations/enableMessaging?isEnabled=true&phoneNumber=5105550100`);
    expect(enabled.status).toBe(200);
    await visible(button);
    // No unread count until texting brings messages: no badge.
    expect(await page.getByTestId('unread-count').count()).toBe(0);
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Unread Messages (0)' });
    await visible(drawer.getByText('No unread messages.'));
    await drawer.getByRole('button', { name: 'Close' }).click();
    await hidden(drawer);

    // Production page only.
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL(/\/settings/);
    await hidden(button);
    await visible(meter(page, 'WIP'));

    // A technician, with no messaging or texting right, never sees it; a manager, with both, does.
    for (const [email, shows] of [
      ['tech@bayline.test', false],
      ['manager@bayline.test', true],
    ] as const) {
      const other = await signedInPage({ viewport: { width: 1600, height: 1000 } }, email);
      await visible(meter(other, 'WIP'));
      await expect.poll(() => other.getByRole('button', { name: 'Unread Messages' }).isVisible()).toBe(shows);
      await other.context().close();
    }
    await page.context().close();
  });

  it('folds the actions into a panel on a phone', async () => {
    const page = await signedInPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const toggle = page.getByRole('button', { name: 'Top bar actions' });
    await visible(toggle);
    expect(await meter(page, 'WIP').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'User menu' }).isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await visible(meter(page, 'WIP'));
    await visible(page.getByRole('button', { name: 'User menu' }));
    const panel = await page.locator('#top-bar-actions').boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(390);
    await toggle.click();
    await hidden(page.getByRole('button', { name: 'User menu' }));
    await page.context().close();
  });
});
