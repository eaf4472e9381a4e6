import { chromiumForTests } from '@bayline/platform/testing/gates';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoSidewaysScroll, hidden, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const desktop = { width: 1600, height: 1000 };
const phone = { width: 390, height: 844 };

/**
 * Issue 9: the shell, Create Job and the job folder speak the browser's language at both sizes: French on a
 * phone, Chinese on a desktop, with no English text left where a translation belongs.
 */
describe.runIf(canRun)('the shell and the job folder in two languages at both sizes', () => {
  const { bayline, browser } = browserShop();
  let context: BrowserContext;
  let page: Page;

  afterEach(async () => {
    await context?.close();
  });

  /** A browser whose own language is `locale`, and no earlier choice: the app follows the browser. */
  async function open(viewport: { width: number; height: number }, locale: string, touch = false) {
    context = await browser.newContext({ viewport, locale, isMobile: touch, hasTouch: touch });
    page = await context.newPage();
  }

  /** Signs in through the login page, its labels in the browser's language. */
  async function signIn(texts: { title: string; password: string; signIn: string }) {
    await page.goto(`${bayline.url}/production`);
    await page.waitForURL(/\/login$/);
    await visible(page.getByRole('heading', { name: texts.title }));
    await page.getByLabel(/^(E-mail|电子邮箱)$/).fill('demo@bayline.test');
    await page.getByLabel(texts.password, { exact: true }).fill('bayline-demo');
    await page.getByRole('button', { name: texts.signIn, exact: true }).click();
    await page.waitForURL(/\/production$/);
  }

  async function openFirstCard(): Promise<Locator> {
    const card = page.locator('[data-testid^="job-card-"]').first();
    await visible(card);
    // The card's own control, not whatever its middle shows: its badge chips are controls of their own.
    await card.getByRole('button').first().click();
    const folder = page.getByRole('dialog').filter({ has: page.getByRole('tab') });
    await visible(folder);
    return folder;
  }

  const englishTabs = ['Information', 'History', 'Messaging', 'Tasks', 'Assignments', 'Media', 'Archive'];

  it('speaks French on a phone: sign in, the phone menu, Create Job and the job folder with its five tabs', async () => {
    await open(phone, 'fr-FR', true);
    await signIn({ title: 'Connexion', password: 'Mot de passe', signIn: 'Se connecter' });
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');

    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await page.getByRole('button', { name: 'Afficher ou masquer le menu' }).tap();
    await visible(menu.getByRole('link', { name: 'Planning', exact: true }));
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Production', 'Planning']);
    await page.getByRole('button', { name: 'Afficher ou masquer le menu' }).tap();
    await hidden(menu.getByRole('link', { name: 'Planning', exact: true }));

    // The board's actions in French keep to one row: Plus d'actions beside Créer un travail.
    const moreButton = page.getByRole('button', { name: 'Plus d’actions' });
    await visible(moreButton);
    await page.screenshot({ path: '/tmp/phone-board-fr.png' });
    const more = await moreButton.boundingBox();
    const createButton = await page.getByRole('button', { name: 'Créer un travail', exact: true }).boundingBox();
    expect(more?.y).toBe(createButton?.y);
    expect(createButton && createButton.x + createButton.width).toBeLessThanOrEqual(phone.width);

    await page.getByRole('button', { name: 'Créer un travail', exact: true }).tap();
    const create = page.getByRole('dialog', { name: 'Créer un travail' });
    await visible(create);
    await visible(create.getByRole('button', { name: 'Annuler', exact: true }));
    expect(await create.getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await create.getByRole('button', { name: 'Annuler', exact: true }).tap();
    const question = page.getByRole('alertdialog');
    await visible(question.getByText('Voulez-vous vraiment annuler ?'));
    await question.getByRole('button', { name: 'Oui', exact: true }).tap();
    await hidden(create);

    const folder = await openFirstCard();
    await visible(folder.getByRole('heading', { name: /^Travail .+\(.+\)$/ }));
    expect(await folder.getByRole('tab').allTextContents()).toEqual([
      'Informations',
      'Historique',
      'Messagerie',
      'Médias',
      'Archivage',
    ]);
    await expectNoSidewaysScroll(page);
    // A folder dialog in French, full screen on the phone: SAVE waits for a note.
    await folder.getByRole('tab', { name: 'Historique' }).tap();
    await folder.getByRole('button', { name: 'Ajouter une note', exact: true }).tap();
    const addNote = page.getByRole('dialog', { name: 'Ajouter une note' });
    await visible(addNote.getByLabel('Note', { exact: true }));
    await visible(addNote.getByText('Catégorie de note', { exact: true }));
    expect(await addNote.getByRole('button', { name: 'ENREGISTRER', exact: true }).isDisabled()).toBe(true);
    await expectNoSidewaysScroll(page);
    await addNote.getByRole('button', { name: 'ANNULER', exact: true }).tap();
    await hidden(addNote);

    for (const name of ['Historique', 'Archivage']) {
      const tab = folder.getByRole('tab', { name });
      await tab.tap();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      await visible(folder.getByRole('heading', { name: new RegExp(`→ ${name}$`) }));
      await expectNoSidewaysScroll(page);
    }
    await folder.getByRole('button', { name: 'Fermer', exact: true }).tap();
    await hidden(folder);
  });

  it('speaks Chinese on a desktop: the side menu, the top bar, Create Job and the job folder with its desktop tabs', async () => {
    await open(desktop, 'zh-CN');
    await signIn({ title: '登录', password: '密码', signIn: '登录' });
    expect(await page.locator('html').getAttribute('lang')).toBe('zh');

    const menu = page.getByRole('navigation', { name: '主菜单' });
    for (const name of ['生产', '预约', '排程', '仪表板', '报表', '排行榜', '终端', '设置'])
      await visible(menu.getByRole('link', { name, exact: true }));
    expect(await menu.getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(0);
    await visible(page.getByRole('group', { name: '产能' }));

    await page.getByRole('button', { name: '创建工单', exact: true }).click();
    const create = page.getByRole('dialog', { name: '创建工单' });
    await visible(create);
    await create.getByRole('button', { name: '取消', exact: true }).click();
    const question = page.getByRole('alertdialog');
    await visible(question.getByText('确定要取消吗？'));
    await question.getByRole('button', { name: '是', exact: true }).click();
    await hidden(create);

    const folder = await openFirstCard();
    await visible(folder.getByRole('heading', { name: /^工单 / }));
    const tabs = await folder.getByRole('tab').allTextContents();
    expect(tabs).toEqual(['信息', '历史', '消息', '任务', '分配', '媒体', '归档']);
    expect(tabs.filter((tab) => englishTabs.includes(tab))).toEqual([]);
    // A folder dialog in Chinese: a note saved, and the snackbar says so.
    await folder.getByRole('tab', { name: '历史' }).click();
    await folder.getByRole('button', { name: '添加备注', exact: true }).click();
    const addNote = page.getByRole('dialog', { name: '添加备注' });
    await visible(addNote.getByLabel('备注', { exact: true }));
    await addNote.getByRole('button', { name: '选择类别 备注类别', exact: true }).click();
    await page.getByRole('option').first().click();
    await addNote.getByLabel('备注', { exact: true }).fill('客户要求周五取车');
    await addNote.getByRole('button', { name: '保存', exact: true }).click();
    await hidden(addNote);
    await visible(page.getByText('备注已归档'));
    await visible(folder.getByText('客户要求周五取车'));

    await folder.getByRole('tab', { name: '任务' }).click();
    await expect.poll(() => folder.getByRole('tab', { name: '任务' }).getAttribute('aria-selected')).toBe('true');
    await folder.getByRole('button', { name: '关闭', exact: true }).click();
    await hidden(folder);
  });
});
