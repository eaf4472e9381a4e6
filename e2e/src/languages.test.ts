import { chromiumForTests } from '@bayline/platform/testing/gates';
import { type LocalBayline, startLocalBayline } from '@bayline/server/local';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signIn, visible } from './browser.ts';

const canRun = chromiumForTests();

/** Languages (spec 3 section 2.13, issue 9): the user menu's choice changes every text and outlives a reload. */
describe.runIf(canRun)('the language choice in the browser', () => {
  let bayline: LocalBayline;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    bayline = await startLocalBayline({ jobsPerLocation: 3 });
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'en-US' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await bayline?.close();
  });

  const menuLink = (menu: string, name: string) =>
    page.getByRole('navigation', { name: menu }).getByRole('link', { name, exact: true });

  async function choose(userMenu: string, label: string, language: string) {
    await page.getByRole('button', { name: userMenu }).click();
    await page.getByLabel(label, { exact: true }).selectOption(language);
    await page.keyboard.press('Escape');
  }

  it('speaks English first, then French after choosing Français, still after a reload', async () => {
    await signIn(page, bayline.url);
    await visible(menuLink('Main menu', 'Dashboard'));
    await visible(page.getByRole('button', { name: 'Clone Job' }));

    await choose('User menu', 'Language', 'fr');
    await visible(menuLink('Menu principal', 'Tableau de bord'));
    await visible(menuLink('Menu principal', 'Planning'));
    await visible(page.getByRole('button', { name: 'Dupliquer le travail' }));
    await visible(page.getByRole('button', { name: 'Lier un devis' }));
    await visible(page.locator('[data-testid$="-count"][title="Travaux"]'));
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.getByRole('button', { name: 'Clone Job' }).count()).toBe(0);

    await page.reload();
    await visible(menuLink('Menu principal', 'Tableau de bord'));
    await visible(page.getByRole('button', { name: 'Rechercher' }));
    expect(await page.evaluate("localStorage.getItem('bayline.language')")).toBe('fr');
  });

  it('speaks Chinese after choosing 中文', async () => {
    await choose('Menu utilisateur', 'Langue', 'zh');
    await visible(menuLink('主菜单', '仪表板'));
    await visible(page.getByRole('button', { name: '复制工单' }));
    await visible(page.locator('[data-testid$="-count"][title="工单"]'));
    expect(await page.locator('html').getAttribute('lang')).toBe('zh');
    await page.reload();
    await visible(menuLink('主菜单', '排程'));
  });
});
