import { chromiumForTests } from '@bayline/platform/testing/gates';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, hidden, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const password = 'bayline-demo';
const desktop = { width: 1600, height: 1000 };
const phone = { width: 390, height: 844 };

/** The pages each menu entry opens, with the title each shows. */
const pages = [
  ['Production', '/production'],
  ['Appointments', '/appointments'],
  ['Schedule', '/schedule'],
  ['Dashboard', '/dashboard'],
  ['Reports', '/reports'],
  ['Leaderboard', '/leaderboard'],
  ['Terminal', '/terminal'],
  ['Operations', '/operations'],
  ['History', '/history'],
] as const;
/** The pages of the table whose screens are built: no 'not built yet' note on them. */
const built = new Set<string>([
  '/appointments',
  '/schedule',
  '/dashboard',
  '/reports',
  '/leaderboard',
  '/terminal',
  '/operations',
  '/history',
]);
const settingsGroups = ['Location', 'Contacts', 'Appointments', 'Scheduling', 'Departments', 'Jobs', 'Messaging'].map(
  (group) => `Settings: ${group}`,
);

/** The shell of spec 3 sections 2.1, 2.3 and 2.13: routes, side menu, register and forgot, shared widgets. */
describe.runIf(canRun)('the application shell in the browser', () => {
  const { bayline, browser, owner } = browserShop({ jobsPerLocation: 4, users: { owner: 'demo@bayline.test' } });
  let context: BrowserContext;
  let page: Page;

  afterEach(async () => {
    await context?.close();
  });

  const menu = () => page.getByRole('navigation', { name: 'Main menu' });
  const entry = (name: string) => menu().getByRole('link', { name, exact: true });

  async function open(viewport: { width: number; height: number }) {
    context = await browser.newContext({ viewport });
    page = await context.newPage();
  }

  async function signIn(email: string, secret = password) {
    await page.goto(`${bayline.url}/production`);
    await page.waitForURL(/\/login$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(secret);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/production$/);
  }

  /** The newest link of a kind mailed to an address, read from the outbox as support reads it. */
  async function mailedLink(email: string, kind: 'register' | 'forgot'): Promise<string> {
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const outbox = (await owner.get('/api/admin/v1/outbox')).json as { to: string; text: string }[];
          const mail = outbox.find((m) => m.to === email && m.text.includes(`/${kind}?token=`));
          link = mail && /(http\S+)/.exec(mail.text)?.[1];
          return link;
        },
        { timeout: 10_000 },
      )
      .toBeTruthy();
    return link!;
  }

  it('offers every entry to the owner, each opening its page, and says so for an unknown path', async () => {
    await open(desktop);
    await signIn('demo@bayline.test');
    for (const [name] of pages) expect(await entry(name).getAttribute('aria-disabled')).toBeNull();
    await visible(entry('Settings'));
    for (const group of settingsGroups) expect(await entry(group).getAttribute('aria-disabled')).toBeNull();

    for (const [name, path] of pages.slice(1)) {
      await entry(name).click();
      await page.waitForURL(new RegExp(`${path}$`));
      await visible(page.getByRole('heading', { level: 1, name }));
      if (!built.has(path)) await visible(page.getByText('This screen is not built yet.'));
    }
    await entry('Settings: Messaging').click();
    await page.waitForURL(/\/settings\/messaging\/presets$/);

    // The schedule's job route without a job shows the schedule alone.
    await page.goto(`${bayline.url}/schedule/job`);
    await visible(page.getByRole('heading', { level: 1, name: 'Schedule' }));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.goto(`${bayline.url}/no-such-page`);
    await visible(page.getByRole('heading', { level: 1, name: 'Page not found' }));
    expect(new URL(page.url()).pathname).toBe('/no-such-page');
    await page.goto(`${bayline.url}/pages/under-construction`);
    await visible(page.getByRole('heading', { level: 1, name: 'Under Construction' }));
    expect(new URL(page.url()).pathname).toBe('/pages/under-construction');
  });

  it('disables what a user has no right to: schedule, dashboard, reports, location and messaging settings', async () => {
    await open(desktop);
    await signIn('tech@bayline.test');
    const disabled = ['Schedule', 'Dashboard', 'Reports', 'Settings', ...settingsGroups];
    for (const name of disabled) expect(await entry(name).getAttribute('aria-disabled'), name).toBe('true');
    for (const name of ['Production', 'Appointments', 'Leaderboard', 'Terminal'])
      expect(await entry(name).getAttribute('aria-disabled'), name).toBeNull();
    await entry('Schedule').click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/production');
    await context.close();

    // admin read and dash read, no scheduler and no messaging right.
    await open(desktop);
    await signIn('estimator@bayline.test');
    for (const name of ['Schedule', 'Settings: Messaging'])
      expect(await entry(name).getAttribute('aria-disabled'), name).toBe('true');
    for (const name of ['Dashboard', 'Reports', 'Settings: Location', 'Settings: Contacts'])
      expect(await entry(name).getAttribute('aria-disabled'), name).toBeNull();
  });

  it('offers production and schedule only on a phone', async () => {
    await open(phone);
    await signIn('demo@bayline.test');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await visible(entry('Schedule'));
    expect(await menu().getByRole('link').allTextContents()).toEqual(['Production', 'Schedule']);
    await entry('Schedule').click();
    await page.waitForURL(/\/schedule$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Schedule' }));
    await hidden(entry('Production'));
  });

  it('registers an invited user through the mailed link, then resets their password through /forgot', async () => {
    const email = 'invited.browser@shop.example';
    await open(desktop);
    await signIn('demo@bayline.test');
    await page.goto(`${bayline.url}/settings/contacts/users`);
    await page.getByRole('button', { name: 'Invite User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await visible(page.getByRole('status').filter({ hasText: `An invitation was sent to ${email}` }));
    await hidden(dialog);
    const invitation = await mailedLink(email, 'register');
    await context.close();

    await open(desktop);
    await page.goto(invitation);
    await visible(page.getByRole('heading', { name: 'Register' }));
    await page.getByLabel('First Name').fill('Ines');
    await page.getByLabel('Last Name').fill('Invited');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('short');
    await page.getByRole('button', { name: 'Register' }).click();
    await visible(page.getByText('Password must be 10 characters or more'));
    await page.getByLabel('Password', { exact: true }).fill('browser-password');
    await page.getByLabel('Confirm Password').fill('browser-password');
    await page.getByRole('button', { name: 'Register' }).click();
    await visible(page.getByRole('heading', { name: 'End User License Agreement' }));
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL(/\/production$/);
    await context.close();

    // The link works once.
    await open(desktop);
    await page.goto(invitation);
    await page.getByLabel('First Name').fill('Ines');
    await page.getByLabel('Last Name').fill('Again');
    await page.getByLabel('Password', { exact: true }).fill('browser-password');
    await page.getByLabel('Confirm Password').fill('browser-password');
    await page.getByRole('button', { name: 'Register' }).click();
    await visible(
      page.getByRole('alert').filter({ hasText: 'This link is invalid or has expired. Ask for a new one.' }),
    );
    await context.close();

    await open(phone);
    await page.goto(`${bayline.url}/login`);
    await visible(page.getByRole('button', { name: 'Sign In' }));
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/forgot$/);
    // The page is loaded on demand: until it shows, the login form's E-mail field is still the one on screen.
    await visible(page.getByRole('button', { name: 'Send Link' }));
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send Link' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'If an account uses this e-mail' }));
    const reset = await mailedLink(email, 'forgot');
    await page.goto(reset);
    await page.getByLabel('New Password').fill('another-password');
    await page.getByLabel('Confirm Password').fill('another-passwort');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await visible(page.getByText('Passwords must match'));
    await page.getByLabel('Confirm Password').fill('another-password');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Your password is set. Sign in with it.' }));
    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('another-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/production$/);
  });

  for (const viewport of [desktop, phone])
    it(`shows the snackbar, the unsaved-work prompt and the viewers at ${viewport.width}x${viewport.height}`, async () => {
      await open(viewport);
      await signIn('demo@bayline.test');
      await page.goto(`${bayline.url}/pages/widgets`);
      await page.getByRole('button', { name: 'Show Snackbar' }).click();
      const snackbar = page.getByRole('status').filter({ hasText: 'Note archived' });
      await visible(snackbar);
      const box = await snackbar.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      await snackbar.getByRole('button', { name: 'UNDO' }).click();
      await visible(page.getByText('Undone: 1.'));
      await hidden(snackbar);

      // Left alone, it hides after 6 seconds.
      await page.mouse.move(1, 1);
      await page.getByRole('button', { name: 'Show Snackbar' }).click();
      const shownAt = Date.now();
      await visible(snackbar);
      await expect.poll(() => snackbar.isVisible(), { timeout: 9_000, interval: 100 }).toBe(false);
      const shownFor = Date.now() - shownAt;
      expect(shownFor).toBeGreaterThan(5_500);
      expect(shownFor).toBeLessThan(8_000);

      await page.getByRole('button', { name: 'Show Alert' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'The note could not be archived' });
      await visible(alert);
      expect(await alert.getByRole('button', { name: 'UNDO' }).count()).toBe(0);
      await alert.getByRole('button', { name: 'CLOSE' }).click();
      await hidden(alert);

      await page.getByRole('button', { name: 'Ask About Unsaved Work' }).click();
      const prompt = page.getByRole('alertdialog', { name: 'You have unsaved work. Do you want to Save?' });
      await visible(prompt);
      expect(await prompt.getByRole('button').allTextContents()).toEqual(['YES', 'NO', 'CANCEL']);
      await prompt.getByRole('button', { name: 'NO' }).click();
      await visible(page.getByText('Answer: NO.'));

      await page.getByRole('button', { name: 'View Image' }).click();
      const image = page.getByRole('dialog', { name: 'bayline.svg' });
      await visible(image.getByRole('img', { name: 'bayline.svg' }));
      const download = image.getByRole('link', { name: 'Download' });
      expect(await download.getAttribute('download')).toBe('bayline.svg');
      expect(await download.getAttribute('href')).toBe('/favicon.svg');
      await image.getByRole('button', { name: 'Close' }).click();
      await hidden(image);

      await page.getByRole('button', { name: 'View Video' }).click();
      const video = page.getByRole('dialog', { name: 'walkaround.mp4' });
      await visible(video.getByRole('link', { name: 'Download' }));
      expect(await video.locator('video').textContent()).toBe('Your browser does not support the video tag.');
      await video.getByRole('button', { name: 'Close' }).click();
      await hidden(video);
    });
});
