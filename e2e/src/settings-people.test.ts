import { utcTimeOfWallTime, wallTimeOfUtcTime } from '@bayline/contracts';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hidden, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const identity = '/api/identity/v1';
const production = '/api/production/v1';
const password = 'bayline-demo';
const unsaved = 'You have unsaved changes. Do you want to save before leaving?';

interface ListedUser {
  userId: string;
  email: string;
  isActive: boolean;
  roles: string[];
}

/** Users, Location Information, Location Preferences and Module Settings (spec 2 sections 2 to 9). */
describe.runIf(canRun)('the people and location settings screens in the browser', () => {
  const { bayline, browser, api } = browserShop({
    users: { api: { email: 'demo@bayline.test', location: 'BAYVIEW' } },
  });
  let context: BrowserContext;
  let page: Page;

  afterEach(async () => {
    await context?.close();
  });

  const saveButton = () => page.getByRole('button', { name: 'Save', exact: true });
  const users = async () => ((await api.read(`${identity}/users/settings`)).json as { users: ListedUser[] }).users;
  const settings = async () => (await api.read(`${production}/locations/settings`)).json as Record<string, unknown>;

  /** A fresh browser (in `timezoneId`) at the login page. */
  async function newBrowser(timezoneId = 'UTC') {
    context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, timezoneId });
    page = await context.newPage();
  }

  /** Signs in through the login page, accepting the licence agreement when asked, and works at BAYVIEW. */
  async function signInAt(email: string, secret = password) {
    await page.goto(`${bayline.url}/production`);
    await page.waitForURL(/\/login$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(secret);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const accept = page.getByRole('button', { name: 'Accept' });
    await expect
      .poll(async () => (await accept.isVisible()) || /\/production$/.test(page.url()), { timeout: 10_000 })
      .toBe(true);
    if (await accept.isVisible()) await accept.click();
    await page.waitForURL(/\/production$/);
    const selected = await page.evaluate(
      async () =>
        (await fetch('/api/identity/v1/locations/select/BAYVIEW', { method: 'PUT', credentials: 'include' })).status,
    );
    expect(selected).toBe(200);
  }

  async function openSettings(path: string) {
    await page.goto(`${bayline.url}/settings/${path}`);
    await page.waitForURL(new RegExp(`/settings/${path}$`));
  }

  /** Picks `option` in the select named `name` (inside `scope`). */
  async function choose(scope: Page | Locator, name: string | RegExp, option: string) {
    await scope.getByRole('button', { name }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Flips a switch or check box as a hand would: on what is drawn, which the hidden input lies under. */
  const flip = (control: Locator) => control.locator('xpath=ancestor::label[1]').click();

  const userRow = (name: string) => page.getByRole('row').filter({ hasText: name });

  it('adds a user with a password and rights; signed in, the user has exactly those rights', async () => {
    await newBrowser();
    await signInAt('demo@bayline.test');
    await openSettings('contacts/users');
    await visible(page.getByRole('heading', { name: 'Users' }));
    await visible(userRow('Reyes'));

    const checked: string[] = [];
    page.on('request', (request) => {
      const at = request.url().indexOf('/users/testuser/');
      if (at >= 0) checked.push(decodeURIComponent(request.url().slice(at + '/users/testuser/'.length)));
    });
    await page.getByRole('button', { name: 'Add User' }).click();
    const form = page.getByRole('dialog', { name: 'Add User' });
    const add = form.getByRole('button', { name: 'Add' });
    // Add waits for a form without errors; a field left says what it needs.
    expect(await add.isDisabled()).toBe(true);
    await visible(form.getByLabel('First Name'));
    for (let field = 0; field < 4; field++) await page.keyboard.press('Tab');
    for (const message of [
      'First name is required',
      'Last name is required',
      'E-mail is required',
      'Password must be 10 characters or more',
    ])
      await visible(form.getByText(message));
    expect(await add.isDisabled()).toBe(true);

    await form.getByLabel('First Name').fill('Casey');
    await form.getByLabel('Last Name').fill('Nguyen');
    await form.getByLabel('E-mail').fill('casey@shop');
    await form.getByLabel('Password', { exact: true }).fill('short');
    await form.getByLabel('Confirm Password').fill('shorter');
    await page.keyboard.press('Tab');
    await visible(form.getByText('E-mail must be valid'));
    await visible(form.getByText('Passwords must match'));
    expect(await add.isDisabled()).toBe(true);
    // 10 per character.
    expect(await form.getByRole('meter', { name: 'Password strength' }).getAttribute('value')).toBe('50');

    // An address someone already has is said as it is typed, and Add stays off: one of this location's users...
    await form.getByLabel('Password', { exact: true }).fill('casey-secret-1');
    await form.getByLabel('Confirm Password').fill('casey-secret-1');
    expect(await form.getByRole('meter', { name: 'Password strength' }).getAttribute('value')).toBe('100');
    await form.getByLabel('E-mail').fill('manager@bayline.test');
    await visible(form.getByText('This e-mail is already in use'));
    expect(await add.isDisabled()).toBe(true);
    await form.getByLabel('E-mail').fill('casey@shop.test');
    await hidden(form.getByText('This e-mail is already in use'));
    // ...or of another location, which the server's check knows (users/testuser/{email}).
    await form.getByLabel('E-mail').fill('viewer@bayline.test');
    await visible(form.getByText('This e-mail is already in use'));
    expect(checked).toContain('viewer@bayline.test');
    // An address that is not one is never asked about.
    expect(checked).not.toContain('casey@shop');
    expect(await add.isDisabled()).toBe(true);
    await form.getByLabel('E-mail').fill('casey@shop.test');
    await hidden(form.getByText('This e-mail is already in use'));
    await expect.poll(() => add.isEnabled()).toBe(true);
    expect(checked).toContain('casey@shop.test');
    await add.click();
    await hidden(form);
    await visible(userRow('Casey Nguyen'));
    // Nothing is saved before Save.
    expect((await users()).map((u) => u.email)).not.toContain('casey@shop.test');

    await page.getByRole('button', { name: 'Permissions of Casey Nguyen' }).click();
    const rights = page.getByRole('dialog', { name: 'Permissions: Casey Nguyen' });
    await visible(rights);
    // A new user may read the dashboard; messaging is off at this location, so its area is not offered.
    await visible(rights.getByRole('button', { name: /Read Only.*Dashboard/ }));
    expect(await rights.getByRole('button', { name: /Messaging/ }).count()).toBe(0);
    const line = (level: string, area: string) => rights.getByRole('button', { name: new RegExp(`${level}.*${area}`) });
    // A role preset sets every line at once, and the preset reads as chosen while the lines are its.
    await choose(rights, /Role Preset/, 'Technician');
    for (const [level, area] of [
      ['Read/Write', 'Production Board'],
      ['Read Only', 'Job Folder'],
      ['No Access', 'Admin'],
      ['No Access', 'Dashboard'],
    ] as const)
      await visible(line(level, area));
    await visible(rights.getByRole('button', { name: /Technician.*Role Preset/ }));
    // Same As copies another user's lines: the estimator's.
    await choose(rights, /Same As/, 'Jordan Kim');
    for (const [level, area] of [
      ['Read/Write', 'Job Folder'],
      ['Read Only', 'Admin'],
      ['Read Only', 'Dashboard'],
    ] as const)
      await visible(line(level, area));
    await visible(rights.getByRole('button', { name: /Choose a role.*Role Preset/ }));
    // Then one line of its own.
    await choose(rights, /Job Folder/, 'Read Only');
    await visible(rights.getByRole('button', { name: /Choose a user.*Same As/ }));
    await rights.getByRole('button', { name: 'OK' }).click();
    await hidden(rights);
    await saveButton().click();
    await expect
      .poll(async () => (await users()).find((u) => u.email === 'casey@shop.test')?.roles.sort(), { timeout: 10_000 })
      .toEqual(
        [
          'admin-reader',
          'board-writer',
          'dashReader',
          'jobassignments-writer',
          'jobfolder-reader',
          'jobinformation-writer',
          'jobtodolist-writer',
          'onthefly-writer',
        ].sort(),
      );

    // Sign out, and in as Casey.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    await signInAt('casey@shop.test', 'casey-secret-1');
    const permissions = await page.evaluate(
      async () =>
        ((await (await fetch('/api/identity/v1/users', { credentials: 'include' })).json()) as { permissions: unknown })
          .permissions,
    );
    expect(permissions).toMatchObject({ admin: 4, board: 2, dash: 4, jobfolder: 4, jobinformation: 2, scheduler: 1 });
    // Admin read only: the settings show, but nothing can be added, changed or saved.
    await openSettings('contacts/users');
    await visible(userRow('Casey Nguyen'));
    expect(await page.getByRole('button', { name: 'Add User' }).isDisabled()).toBe(true);
    expect(await saveButton().isDisabled()).toBe(true);
    await openSettings('location/information');
    await visible(page.getByLabel('Name', { exact: true }));
    expect(await page.getByLabel('Name', { exact: true }).isDisabled()).toBe(true);
  });

  it('deactivates a user; nobody deactivates or deletes themselves, and owners cannot be deleted', async () => {
    await newBrowser();
    await signInAt('manager@bayline.test');
    await openSettings('contacts/users');
    const own = userRow('manager@bayline.test');
    await visible(own);
    expect(await own.getByRole('switch', { name: 'Active' }).isDisabled()).toBe(true);
    expect(await own.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    // The owner and support users keep every right: they cannot be deleted, and their rights are locked.
    for (const email of ['demo@bayline.test', 'support@bayline.test']) {
      const strong = userRow(email);
      expect(await strong.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
      expect(await strong.getByRole('switch', { name: 'Active' }).isDisabled()).toBe(false);
    }
    await page.getByRole('button', { name: 'Permissions of Dana Reyes' }).click();
    const locked = page.getByRole('dialog', { name: 'Permissions: Dana Reyes' });
    await visible(locked.getByText('Support and owner users have read/write access everywhere.'));
    expect(await locked.getByRole('button', { name: /Read\/Write.*Admin/ }).isDisabled()).toBe(true);
    await locked.getByRole('button', { name: 'Cancel' }).click();
    await hidden(locked);

    const viewer = userRow('viewer@bayline.test');
    // Pat works at HARBOR only; the estimator works here.
    const estimator = userRow('estimator@bayline.test');
    await visible(estimator);
    expect(await viewer.count()).toBe(0);
    expect(await estimator.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(false);
    await flip(estimator.getByRole('switch', { name: 'Active' }));
    await saveButton().click();
    await expect
      .poll(async () => (await users()).find((u) => u.email === 'estimator@bayline.test')?.isActive, {
        timeout: 10_000,
      })
      .toBe(false);
    // A deactivated user cannot sign in.
    const refused = await page.evaluate(
      async (secret) =>
        (
          await fetch('/api/identity/v1/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: 'estimator@bayline.test', password: secret }),
          })
        ).status,
      password,
    );
    expect(refused).toBeGreaterThanOrEqual(400);
  });

  it('edits location information with its messages, by country', async () => {
    await newBrowser();
    await signInAt('demo@bayline.test');
    await openSettings('location/information');
    const name = page.getByLabel('Name', { exact: true });
    await visible(name);
    await name.fill('');
    await visible(page.getByText('Name is required'));
    await page.getByLabel('Address').fill('');
    await visible(page.getByText('Address is required'));
    await page.getByLabel('City', { exact: true }).fill('');
    await visible(page.getByText('City is required'));
    await page.getByLabel('Zip').fill('123');
    await visible(page.getByText('Zip must be 5 characters or more'));
    await page.getByLabel('Zip').fill('');
    await visible(page.getByText('Zip is required'));
    await page.getByLabel('Phone').fill('555-12');
    await visible(page.getByText('Phone is not valid'));
    await page.getByLabel('Phone').fill('');
    await visible(page.getByText('Phone is required'));
    await page.getByLabel('Website').fill('not a web address');
    await visible(page.getByText('URL must be valid'));
    expect(await saveButton().isDisabled()).toBe(true);

    // Canada: provinces and postal codes; the state chosen before no longer applies.
    await choose(page, /Country/, 'Canada');
    await visible(page.getByText('Province is required'));
    await page.getByLabel('Postal Code').fill('M5V');
    await visible(page.getByText('Postal code must be 6 characters or more'));
    await page.getByLabel('Postal Code').fill('');
    await visible(page.getByText('Postal code is required'));

    await name.fill('Bayview Collision North');
    await page.getByLabel('Address').fill('100 King Street West');
    await page.getByLabel('City', { exact: true }).fill('Toronto');
    await choose(page, /Province/, 'Ontario');
    await page.getByLabel('Postal Code').fill('M5X 1A9');
    // A number typed with its country code is kept as its 10 digits.
    await page.getByLabel('Phone').fill('+1 416-555-0100');
    await page.getByLabel('Website').fill('https://bayview.example.com');
    await expect.poll(() => saveButton().isDisabled()).toBe(false);
    await saveButton().click();
    await expect.poll(settings, { timeout: 10_000 }).toMatchObject({
      name: 'Bayview Collision North',
      country: 'CA',
      subdivision: 'ON',
      postalCode: 'M5X 1A9',
      city: 'Toronto',
      phone: '4165550100',
      websiteUrl: 'https://bayview.example.com',
    });
    await expect.poll(() => saveButton().isDisabled()).toBe(true);
  });

  it('asks before unsaved location information is left: Cancel stays, Yes saves before the location changes', async () => {
    await newBrowser();
    await signInAt('demo@bayline.test');
    await openSettings('location/information');
    const alias = page.getByLabel('Alias');
    await visible(alias);
    await alias.fill('Bayview North');
    const question = page.getByRole('alertdialog', { name: unsaved });
    await page.getByRole('link', { name: 'Preferences' }).click();
    await visible(question);
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect(page.url()).toMatch(/\/settings\/location\/information$/);
    expect(await alias.inputValue()).toBe('Bayview North');

    const switcher = page.getByRole('banner').getByRole('button', { name: /Bayview Collision/ });
    await switcher.click();
    await page.getByRole('option', { name: 'Harbor Auto Body' }).click();
    await visible(question);
    expect((await settings()).alias).not.toBe('Bayview North');
    await question.getByRole('button', { name: 'Yes' }).click();
    await visible(page.getByRole('banner').getByRole('button', { name: /Harbor Auto Body/ }));
    await expect.poll(async () => (await settings()).alias, { timeout: 10_000 }).toBe('Bayview North');
    await expect
      .poll(() => page.getByLabel('Name', { exact: true }).inputValue(), { timeout: 10_000 })
      .toBe('Harbor Auto Body');
    expect(await alias.inputValue()).not.toBe('Bayview North');
  });

  it('edits preferences with their messages; WIP notifications need an active assignee', async () => {
    // A browser in India edits Oakland's preferences: times are Oakland's.
    await newBrowser('Asia/Kolkata');
    await signInAt('demo@bayline.test');
    await openSettings('location/preferences');
    const threshold = page.getByLabel('Threshold Percent');
    await visible(threshold);
    await threshold.fill('150');
    await visible(page.getByText('Threshold must be between 0 and 100'));
    await page.getByLabel('Max Notifications').fill('0');
    await visible(page.getByText('Max Notifications must be between 1 and 100'));
    await page.getByLabel('Job Notification Frequency (minutes)').fill('3');
    await visible(page.getByText('Notification Frequency must be between 5 and 60'));
    // The minus key does nothing.
    const goal = page.getByLabel('Release Goal');
    await goal.fill('');
    await goal.pressSequentially('-7');
    expect(await goal.inputValue()).toBe('7');
    expect(await saveButton().isDisabled()).toBe(true);

    await threshold.fill('85');
    await page.getByLabel('Max Notifications').fill('4');
    await page.getByLabel('Job Notification Frequency (minutes)').fill('20');
    await page.getByLabel('Appointment Reminder (minutes before)').fill('120');
    await page.getByLabel('Notification Start').fill('08:00');
    await flip(page.getByLabel('Saturday'));
    const notify = page.getByRole('switch', { name: 'WIP/Inventory Notifications' });
    if (!(await notify.isChecked())) await flip(notify);
    const noRecipient = page.getByText('At least one active assignee must be selected to notify');
    await visible(noRecipient);
    expect(await saveButton().isDisabled()).toBe(true);
    const assignees = page.getByRole('group', { name: 'Notify' }).getByRole('checkbox');
    await flip(assignees.first());
    await hidden(noRecipient);
    await expect.poll(() => saveButton().isDisabled()).toBe(false);
    await saveButton().click();
    const { today, timeZone } = (await settings()) as { today: string; timeZone: string };
    await expect.poll(settings, { timeout: 10_000 }).toMatchObject({
      thresholdPercent: 85,
      notifyMax: 4,
      jobNotifyPeriod: 20,
      appointmentReminderMinutes: 120,
      releaseGoal: 7,
      notifyStart: utcTimeOfWallTime('08:00', today, timeZone),
      doNotifySaturday: true,
      enableWipInvNotify: true,
    });
    expect(((await settings()).notifyAssigneeIds as string[]).length).toBe(1);
  });

  it('shows and saves the notification window on the location’s clock, whatever the browser’s zone', async () => {
    // A browser in UTC, and one in Tokyo, edit Oakland's window.
    for (const zone of ['UTC', 'Asia/Tokyo']) {
      await newBrowser(zone);
      await signInAt('demo@bayline.test');
      await openSettings('location/preferences');
      const stored = (await settings()) as { today: string; timeZone: string; notifyStart: string; notifyEnd: string };
      const { today, timeZone } = stored;
      expect(timeZone).toBe('America/Los_Angeles');
      const start = page.getByLabel('Notification Start');
      const end = page.getByLabel('Notification End');
      // What is stored (UTC) shows as Oakland's time of today.
      await expect.poll(() => start.inputValue()).toBe(wallTimeOfUtcTime(stored.notifyStart, today, timeZone));
      expect(await end.inputValue()).toBe(wallTimeOfUtcTime(stored.notifyEnd, today, timeZone));

      // Another window first, so that 6 AM – 6 PM is a change whatever was stored.
      for (const [from, to] of [
        ['07:00', '19:00'],
        ['06:00', '18:00'],
      ] as const) {
        await start.fill(from);
        await end.fill(to);
        await saveButton().click();
        await expect.poll(settings, { timeout: 10_000 }).toMatchObject({
          notifyStart: utcTimeOfWallTime(from, today, timeZone),
          notifyEnd: utcTimeOfWallTime(to, today, timeZone),
        });
      }
      await page.reload();
      await expect.poll(() => start.inputValue(), { timeout: 10_000 }).toBe('06:00');
      expect(await end.inputValue()).toBe('18:00');
      await context.close();
    }
  });

  it('shows others the module settings read-only and no regenerate action', async () => {
    await newBrowser();
    await signInAt('manager@bayline.test');
    await openSettings('location/modules');
    await visible(page.getByText('** Please contact support to change module settings **'));
    // Messaging is off here until the support user switches it on (next test).
    await visible(page.getByText('Disabled', { exact: true }));
    await visible(page.getByText('Messaging Phone Number: Not Set'));
    expect(await page.getByRole('switch', { name: 'Messaging Module' }).count()).toBe(0);
    expect(await saveButton().count()).toBe(0);

    await openSettings('location/information');
    await visible(page.getByTestId('api-key'));
    expect(await page.getByRole('button', { name: 'Regenerate' }).count()).toBe(0);
  });

  it('as a support user switches messaging on with its phone and regenerates the API key', async () => {
    await newBrowser();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: bayline.url });
    await signInAt('support@bayline.test');
    await openSettings('location/modules');
    const phone = page.getByLabel('SMS Phone');
    await visible(phone);
    await flip(page.getByRole('switch', { name: 'Messaging Module' }));
    // Harbor texts from this number: the server refuses it on the field, and nothing is saved.
    await phone.pressSequentially('2535550100');
    await expect.poll(() => saveButton().isDisabled()).toBe(false);
    await saveButton().click();
    await visible(page.getByText('This phone number is used by another location'));
    expect((await settings()).enableMessaging).toBe(false);
    await phone.press('ControlOrMeta+a');
    await phone.press('Backspace');
    await phone.pressSequentially('555123');
    await phone.blur();
    await visible(page.getByText('Phone is Invalid'));
    expect(await saveButton().isDisabled()).toBe(true);
    await phone.click();
    await phone.press('End');
    await phone.pressSequentially('4567');
    expect(await phone.inputValue()).toBe('(555) 123-4567');
    await expect.poll(() => saveButton().isDisabled()).toBe(false);
    await saveButton().click();
    await expect
      .poll(settings, { timeout: 10_000 })
      .toMatchObject({ enableMessaging: true, smsSendPhone: '5551234567' });

    await openSettings('location/information');
    const key = page.getByTestId('api-key');
    await visible(key);
    const before = await key.textContent();
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect.poll(() => key.textContent(), { timeout: 10_000 }).not.toBe(before);
    const regenerated = await key.textContent();
    // The screen shows the command's answer; the settings read model follows it.
    await expect.poll(async () => (await settings()).apiKey, { timeout: 10_000 }).toBe(regenerated);
    await page.getByRole('button', { name: 'Copy' }).click();
    await visible(page.getByText('API key copied to clipboard!'));
    // The e2e workspace has no DOM types: the page's own script reads the clipboard.
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(regenerated);

    // With messaging on, the permission dialog offers its area.
    await openSettings('contacts/users');
    await page.getByRole('button', { name: 'Permissions of Chris Walsh' }).click();
    const rights = page.getByRole('dialog', { name: 'Permissions: Chris Walsh' });
    await visible(rights.getByRole('button', { name: /Read\/Write.*Messaging/ }));
    expect(await rights.getByRole('button', { name: /Messaging/ }).isDisabled()).toBe(false);
  });
});
