import { localShop, madeLater } from '@bayline/server/testing/fixture';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, signIn } from './browser.ts';

/**
 * A browser test's shop: a seeded Bayline (see `localShop`, whose options it takes) and a Chromium, both started
 * before the tests of the describe block it is called in and closed after them. `signedInPage` opens a page in a
 * fresh browser context and signs in there through the login page (the owner unless named).
 */
export function browserShop<Names extends string = never>({
  fakeCamera = false,
  ...shop
}: Parameters<typeof localShop<Names>>[0] & { fakeCamera?: boolean } = {}) {
  const started = localShop(shop);
  const browser = madeLater<Browser>('the browser');
  beforeAll(async () => {
    browser.make(await launchChromium({ fakeCamera }));
  });
  afterAll(async () => {
    await browser.made?.close();
  });
  async function signedInPage(options: BrowserContextOptions, email = 'demo@bayline.test') {
    const page = await (await browser.view.newContext(options)).newPage();
    await signIn(page, started.bayline.url, email);
    return page;
  }
  return { ...started, browser: browser.view, signedInPage };
}
