import { chromiumForTests } from '@bayline/platform/testing/gates';
import { type LocalBayline, startLocalBayline } from '@bayline/server/local';
import { type ApiClient, apiClient, validJobBody } from '@bayline/server/testing/client';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, signIn } from './browser.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';

/** The defects of issue 9 found when the job work area was tried as shop staff would, each replayed. */
describe.runIf(canRun)('defects found in the job work area', () => {
  let bayline: LocalBayline;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let api: ApiClient;
  /** Console errors and uncaught page errors of the flow. */
  let errors: string[];

  beforeAll(async () => {
    bayline = await startLocalBayline();
    browser = await launchChromium();
    api = apiClient(bayline.url);
    await api.login('demo@bayline.test');
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    page = await context.newPage();
    errors = [];
    page.on('console', (message) => {
      // The login page's session check answered 401 is how a signed-out browser learns it: not a script error.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterEach(async () => {
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await bayline?.close();
  });

  const visible = (locator: ReturnType<Page['getByText']>) =>
    expect.poll(() => locator.first().isVisible(), { timeout: 10_000 }).toBe(true);

  async function signOut() {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    await visible(page.getByRole('button', { name: 'Sign in' }));
  }

  it('signs in, out, in and out again in one tab without an error', async () => {
    await signIn(page, bayline.url);
    await signOut();
    await page.getByLabel('E-mail').fill('demo@bayline.test');
    await page.getByLabel('Password').fill('bayline-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/production$/);
    await signOut();
    await page.waitForTimeout(500);
    expect(errors).toEqual([]);
  });
});
