import { chromiumForTests } from '@bayline/platform/testing/gates';
import { apiClient, validJobBody } from '@bayline/server/testing/client';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();

describe.runIf(canRun)('the web app under its Content-Security-Policy', () => {
  const { bayline, browser } = browserShop();
  let context: BrowserContext;
  let page: Page;
  /** Everything the browser refused because of the policy, in any window of the context. */
  const refused: string[] = [];

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    context.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        refused.push(`${message.page()?.url()}: ${message.text()}`);
    });
    page = await context.newPage();
  });

  it('signs in, shows the board, opens a folder and prints a styled hanger with nothing refused', async () => {
    await signIn(page, bayline.url);
    const api = apiClient(bayline.url);
    await api.login('demo@bayline.test');
    const created = await api.post('/api/production/v1/jobadmins', await validJobBody(api, { clientName: 'Policy' }));
    const { jobAdminId } = created.json.jobAdmin;
    const card = page.getByTestId(`job-card-${jobAdminId}`);
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    await card.click();
    const folder = page.getByRole('dialog', { name: /^Job / });
    await expect.poll(() => folder.isVisible()).toBe(true);
    const [hanger] = await Promise.all([
      page.waitForEvent('popup'),
      folder.getByRole('button', { name: 'Print Job Hanger' }).click(),
    ]);
    await hanger.waitForLoadState();
    const title = hanger.locator('h1');
    await expect.poll(() => title.isVisible()).toBe(true);
    // Styled by Bayline's own stylesheet: a job without tasks prints its title at 56px in Arial.
    await expect.poll(() => hanger.evaluate('getComputedStyle(document.querySelector("h1")).fontSize')).toBe('56px');
    await hanger.close();
    expect(refused).toEqual([]);
  });

  it('draws the dashboard with a chart tooltip, the appointments calendar and the schedule with nothing refused', async () => {
    refused.length = 0;
    await page.goto(`${bayline.url}/dashboard`);
    const chart = page.getByTestId('dashboard-chart').first();
    await expect.poll(() => chart.isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.getByRole('status', { name: 'Loading…' }).count(), { timeout: 10_000 }).toBe(0);
    const box = await chart.getByRole('img').boundingBox();
    if (!box) throw new Error('chart not on screen');
    // Over the middle of the plot, where an axis tooltip opens.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(300);
    await page.goto(`${bayline.url}/appointments`);
    const calendar = page.getByTestId('appointments-calendar');
    await expect.poll(() => calendar.locator('[data-date]').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('radio', { name: 'Week' }).click();
    await expect.poll(() => calendar.locator('[data-date]').count()).toBeGreaterThan(6);
    await page.goto(`${bayline.url}/schedule`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Schedule' }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(refused).toEqual([]);
  });

  it('tells on the login page when failed sign-ins are throttled, and when to try again', async () => {
    const fresh = await browser.newContext();
    const login = await fresh.newPage();
    await login.goto(`${bayline.url}/login`);
    const alert = login.getByRole('alert');
    for (let i = 1; i <= 11; i++) {
      await login.getByLabel('E-mail').fill('nobody@bayline.test');
      await login.getByLabel('Password').fill('not-it');
      const answered = login.waitForResponse((r) => r.url().endsWith('/api/identity/v1/login'));
      await login.getByRole('button', { name: 'Sign in' }).click();
      expect((await answered).status()).toBe(i <= 10 ? 401 : 429);
    }
    await expect.poll(() => alert.textContent()).toMatch(/Too many failed attempts.*Try again in 10 minutes/);
    await fresh.close();
  });
});
