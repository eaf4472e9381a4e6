import { chromiumForTests } from '@bayline/platform/testing/gates';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const desktop = { width: 1600, height: 1000 };
const phone = { width: 390, height: 844 };

/** What the user menu and User Settings are called in the language the app speaks before the choice. */
interface Words {
  userMenu: string;
  userSettings: string;
  language: RegExp;
  save: string;
}
const english: Words = { userMenu: 'User menu', userSettings: 'User Settings', language: /Language/, save: 'SAVE' };
const french: Words = {
  userMenu: 'Menu utilisateur',
  userSettings: 'Paramètres utilisateur',
  language: /Langue/,
  save: 'ENREGISTRER',
};

/**
 * Languages (spec 3 section 2.13, issue 9): the language chosen in User Settings changes every text, outlives a
 * reload and follows the user to another browser; the User Settings and Display Preferences dialogs speak it too,
 * on a desktop screen and on a phone.
 */
describe.runIf(canRun)('the language choice in the browser', () => {
  const { bayline, browser, signedInPage } = browserShop({ jobsPerLocation: 3 });
  let page: Page;

  beforeAll(async () => {
    page = await (await browser.newContext({ viewport: desktop, locale: 'en-US' })).newPage();
  });

  const menuLink = (on: Page, menu: string, name: string) =>
    on.getByRole('navigation', { name: menu }).getByRole('link', { name, exact: true });

  /** Opens a dialog from the user menu, through the top bar's collapsed actions on a phone. */
  async function openFromUserMenu(on: Page, userMenu: string, item: string): Promise<Locator> {
    const avatar = on.getByRole('button', { name: userMenu });
    const unfold = on.locator('[aria-controls="top-bar-actions"]');
    // Whichever of the two the screen shows once the top bar is drawn.
    await expect.poll(async () => (await avatar.isVisible()) || (await unfold.isVisible())).toBe(true);
    if (!(await avatar.isVisible())) await unfold.click();
    await avatar.click();
    await on.getByRole('menuitem', { name: item }).click();
    const dialog = on.getByRole('dialog', { name: item });
    await visible(dialog);
    return dialog;
  }

  async function chooseInUserSettings(words: Words, language: string) {
    const dialog = await openFromUserMenu(page, words.userMenu, words.userSettings);
    await dialog.getByRole('button', { name: words.language }).click();
    await page.getByRole('option', { name: language, exact: true }).click();
    await dialog.getByRole('button', { name: words.save }).click();
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
  }

  it('speaks English first, French once Français is chosen in User Settings: after a reload and in another browser', async () => {
    await signIn(page, bayline.url);
    await visible(menuLink(page, 'Main menu', 'Dashboard'));
    await visible(page.getByRole('button', { name: 'Clone Job' }));
    // One place to choose: the user menu no longer has its own.
    await page.getByRole('button', { name: 'User menu' }).click();
    expect(await page.getByLabel('Language').count()).toBe(0);
    await page.keyboard.press('Escape');

    await chooseInUserSettings(english, 'Français');
    await visible(menuLink(page, 'Menu principal', 'Tableau de bord'));
    await visible(menuLink(page, 'Menu principal', 'Planning'));
    await visible(page.getByRole('button', { name: 'Dupliquer le travail' }));
    await visible(page.getByRole('button', { name: 'Lier un devis' }));
    await visible(page.locator('[data-testid$="-count"][title="Travaux"]'));
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.getByRole('button', { name: 'Clone Job' }).count()).toBe(0);

    await page.reload();
    await visible(menuLink(page, 'Menu principal', 'Tableau de bord'));
    await visible(page.getByRole('button', { name: 'Rechercher' }));
    expect(await page.evaluate("localStorage.getItem('bayline.language')")).toBe('fr');

    // A browser that never saw the choice signs in in English, then speaks the user's French.
    const elsewhere = await signedInPage({ viewport: desktop, locale: 'en-US' });
    await visible(menuLink(elsewhere, 'Menu principal', 'Tableau de bord'));
    expect(await elsewhere.locator('html').getAttribute('lang')).toBe('fr');
    await elsewhere.context().close();
  });

  for (const [screen, viewport] of [
    ['1600×1000', desktop],
    ['390×844', phone],
  ] as const) {
    it(`shows User Settings and Display Preferences in French at ${screen}`, async () => {
      const here = await signedInPage({ viewport, locale: 'en-US' });
      const context = here.context();
      // (The side menu is folded away on a phone: the page's language says it.)
      await expect.poll(() => here.locator('html').getAttribute('lang')).toBe('fr');
      const onScreen = async (dialog: Locator) => {
        const box = await dialog.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewport.width, screen).toBe(true);
      };

      const settings = await openFromUserMenu(here, french.userMenu, french.userSettings);
      await onScreen(settings);
      for (const label of ['Prénom', 'Nom', 'Mot de passe actuel', 'Nouveau mot de passe', 'Confirmer le mot de passe'])
        await visible(settings.getByLabel(label, { exact: true }));
      await visible(settings.getByRole('meter', { name: 'Robustesse du mot de passe' }));
      expect(await settings.getByRole('button', { name: /Langue/ }).innerText()).toContain('Français');
      expect(await settings.getByRole('button', { name: 'ENREGISTRER' }).isDisabled()).toBe(true);
      await settings.getByRole('button', { name: 'ANNULER' }).click();
      await expect.poll(() => settings.count()).toBe(0);

      const display = await openFromUserMenu(here, french.userMenu, 'Préférences d’affichage');
      await onScreen(display);
      expect(await display.getByRole('tab').allInnerTexts()).toEqual([
        'Tuiles des travaux',
        'Options des départements',
        'Tuiles du planning',
      ]);
      expect(await display.getByRole('switch', { name: 'Nom du client' }).isChecked()).toBe(true);
      await visible(display.getByRole('switch', { name: 'Indicateur de retard global' }));
      await display.getByRole('tab', { name: 'Options des départements' }).click();
      await visible(display.getByRole('switch', { name: 'Afficher les sous-totaux' }));
      expect(await display.getByRole('button', { name: /Densité des cartes/ }).innerText()).toContain('Normale');
      await visible(display.getByText('Départements réduits (colonnes étroites de petites tuiles)'));
      await display.getByRole('tab', { name: 'Tuiles du planning' }).click();
      expect(await display.getByRole('button', { name: /La semaine commence le/ }).innerText()).toContain('Dimanche');
      await display.getByRole('button', { name: 'ANNULER' }).click();
      await expect.poll(() => display.count()).toBe(0);
      await context.close();
    });
  }

  it('speaks Chinese after choosing 中文', async () => {
    await chooseInUserSettings(french, '中文');
    await visible(menuLink(page, '主菜单', '仪表板'));
    await visible(page.getByRole('button', { name: '复制工单' }));
    await visible(page.locator('[data-testid$="-count"][title="工单"]'));
    expect(await page.locator('html').getAttribute('lang')).toBe('zh');
    await page.reload();
    await visible(menuLink(page, '主菜单', '排程'));
  });
});
