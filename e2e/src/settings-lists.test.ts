import { chromiumForTests } from '@bayline/platform/testing/gates';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, hidden, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';
const unsaved = 'You have unsaved changes. Do you want to save before leaving?';

/** The simple settings lists (spec 2): groups, note categories, media categories, delay reasons, goals. */
describe.runIf(canRun)('the settings list screens in the browser', () => {
  const { bayline, api, signedInPage } = browserShop({
    users: { api: { email: 'demo@bayline.test', location: 'BAYVIEW' } },
  });
  let context: BrowserContext;
  let page: Page;

  afterEach(async () => {
    await context?.close();
  });

  /** Every settings screen, as the settings menu lists them. */
  const settingsPaths = [
    'location/information',
    'location/preferences',
    'location/modules',
    'contacts/users',
    'contacts/groups',
    'contacts/assignees',
    'appointments/appointmenttypes',
    'scheduling/jobclass',
    'scheduling/productionschedule',
    'productiondepts/info',
    'productiondepts/goals',
    'jobs/badges',
    'jobs/todos',
    'jobs/mediacategories',
    'jobs/notescategories',
    'jobs/delayreasons',
    'messaging/presets',
  ];

  /** A fresh browser signed in as `email` on the settings screen at `path`. */
  async function openSettings(path: string, email = 'manager@bayline.test') {
    page = await signedInPage({ viewport: { width: 1400, height: 900 } }, email);
    context = page.context();
    await page.goto(`${bayline.url}/settings/${path}`);
  }

  const listed = async (path: string, field: string) =>
    ((await api.read(`${production}/${path}`)).json as Record<string, unknown>[]).map((row) => row[field]);
  /** The texts typed in the text boxes `boxes` finds, in order. */
  const valuesOf = (boxes: Locator) =>
    boxes.evaluateAll((inputs) => inputs.map((input) => (input as unknown as { value: string }).value));
  /** The table row whose text box holds `text`. */
  const rowOf = (text: string) => page.getByRole('row').filter({ has: page.locator(`input[value="${text}"]`) });
  const saveButton = () => page.getByRole('button', { name: 'Save', exact: true });
  const question = () => page.getByRole('alertdialog', { name: unsaved });

  it('adds, renames and deletes delay reasons with the confirmation, saving only on Save', async () => {
    await openSettings('jobs/delayreasons');
    await visible(page.getByRole('heading', { name: 'Delay Reasons' }));
    const reasons = page.getByRole('textbox', { name: 'Reason' });
    // The location's seeded reasons.
    await visible(reasons);
    const before = await reasons.count();

    await page.getByRole('button', { name: 'Add Delay Reason' }).click();
    // A blank reason cannot be saved.
    await expect.poll(() => reasons.count()).toBe(before + 1);
    expect(await saveButton().isDisabled()).toBe(true);
    await reasons.last().fill('Waiting on parts');
    await page.getByRole('button', { name: 'Add Delay Reason' }).click();
    await reasons.last().fill('Towing company');
    expect(await listed('Delay', 'description')).not.toContain('Waiting on parts');
    await saveButton().click();
    await expect
      .poll(() => listed('Delay', 'description'), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['Waiting on parts', 'Towing company']));
    await expect.poll(() => saveButton().isDisabled()).toBe(true);

    // The answer's order is the server's: rows are found by their text.
    await rowOf('Waiting on parts').getByRole('textbox').fill('Waiting on back-ordered parts');
    await rowOf('Towing company').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this reason?' });
    await visible(confirm);
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => reasons.count()).toBe(before + 1);
    // Still there until the save.
    expect(await listed('Delay', 'description')).toContain('Towing company');
    expect(await valuesOf(reasons)).not.toContain('Towing company');
    await saveButton().click();
    await expect
      .poll(() => listed('Delay', 'description'), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['Waiting on back-ordered parts']));
    expect(await listed('Delay', 'description')).not.toContain('Towing company');
  });

  it('keeps the user’s edit when someone else saved meanwhile, and saves it on the next try', async () => {
    const current = (await api.read(`${production}/Delay`)).json as Record<string, unknown>[];
    await api.put(`${production}/Delay`, [...current, { delayId: '', description: 'Sublet', isActive: true }]);
    await openSettings('jobs/delayreasons');
    const reasons = page.getByRole('textbox', { name: 'Reason' });
    await visible(reasons);
    const values = await valuesOf(reasons);
    const sublet = values.indexOf('Sublet');
    await reasons.nth(sublet).fill('Sublet repair');
    // Someone else adds a reason.
    const theirs = (await api.read(`${production}/Delay`)).json as Record<string, unknown>[];
    await api.put(`${production}/Delay`, [
      ...theirs,
      { delayId: '', description: 'Awaiting teardown', isActive: true },
    ]);
    await saveButton().click();
    // Refused as stale: the screen shows their reason with the user's edit kept, nothing of it saved yet.
    await expect
      .poll(() => valuesOf(reasons), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['Sublet repair', 'Awaiting teardown']));
    expect(await listed('Delay', 'description')).not.toContain('Sublet repair');
    await saveButton().click();
    await expect
      .poll(() => listed('Delay', 'description'), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['Sublet repair', 'Awaiting teardown']));
  });

  it('shows the server’s field error at the row it names', async () => {
    await openSettings('contacts/groups');
    await visible(page.getByRole('heading', { name: 'Groups' }));
    for (const name of ['Detail Crew', 'detail crew']) {
      await page.getByRole('button', { name: 'Add Group' }).click();
      await page.getByRole('textbox', { name: 'Group' }).last().fill(name);
    }
    await saveButton().click();
    await visible(rowOf('detail crew').getByText('Name exists. Unique name required.'));
    expect(await rowOf('Detail Crew').getByText('Name exists. Unique name required.').count()).toBe(0);
    expect(await listed('groups', 'name')).not.toContain('Detail Crew');
  });

  it('asks before leaving a group edit: Cancel stays, No drops the edit, Yes saves it', async () => {
    await openSettings('contacts/groups');
    await page.getByRole('button', { name: 'Add Group' }).click();
    const names = page.getByRole('textbox', { name: 'Group' });
    await names.last().fill('Night Shift');
    await page.getByRole('link', { name: 'Assignees' }).click();
    await visible(question());
    await question().getByRole('button', { name: 'Cancel' }).click();
    expect(page.url()).toMatch(/\/settings\/contacts\/groups$/);
    expect(await names.last().inputValue()).toBe('Night Shift');

    await page.getByRole('link', { name: 'Assignees' }).click();
    await question().getByRole('button', { name: 'No' }).click();
    await page.waitForURL(/\/settings\/contacts\/assignees$/);
    expect(await listed('groups', 'name')).not.toContain('Night Shift');

    await page.getByRole('link', { name: 'Groups' }).first().click();
    await page.waitForURL(/\/settings\/contacts\/groups$/);
    await page.getByRole('button', { name: 'Add Group' }).click();
    await names.last().fill('Weekend Crew');
    // The switch's label takes the click, as a hand's would.
    await page.getByRole('switch', { name: 'Active' }).last().locator('xpath=ancestor::label').click();
    await page.getByRole('link', { name: 'Users' }).click();
    await question().getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/settings\/contacts\/users$/);
    const groups = (await api.read(`${production}/groups`)).json as { name: string; isActive: boolean }[];
    expect(groups.find((g) => g.name === 'Weekend Crew')).toMatchObject({ isActive: false });
  });

  it('adds a media category and keeps the built-in ones locked', async () => {
    await openSettings('jobs/mediacategories');
    const names = page.getByRole('textbox', { name: 'Media Category' });
    await expect.poll(() => valuesOf(names), { timeout: 10_000 }).toContain('Messaging');
    const values = await valuesOf(names);
    expect(await names.nth(values.indexOf('Messaging')).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Add Media Category' }).click();
    await names.last().fill('Teardown');
    await saveButton().click();
    await expect.poll(() => listed('media/categories', 'description'), { timeout: 10_000 }).toContain('Teardown');
  });

  it('shows the Goals placeholder marked WIP', async () => {
    await openSettings('productiondepts/goals');
    await visible(page.getByRole('heading', { name: 'Goals' }));
    await visible(page.getByText('WIP', { exact: true }));
  });

  /** The language the app remembers as the user's choice (lib/i18n.ts), then the page read again. */
  const speak = async (language: string) => {
    await page.evaluate(`localStorage.setItem('bayline.language', '${language}')`);
    await page.reload();
  };

  it('speaks the language the user chose: titles, buttons, columns, the settings menu and the rules', async () => {
    await openSettings('jobs/delayreasons');
    await speak('fr');
    await visible(page.getByRole('heading', { name: 'Motifs de retard' }));
    // The group's tabs, named by the group (the side menu holds the groups themselves).
    await visible(page.getByRole('navigation', { name: 'Paramètres : Dossiers' }));
    await visible(page.getByRole('columnheader', { name: 'Motif' }));
    await page.getByRole('button', { name: 'Ajouter un motif de retard' }).click();
    await visible(page.getByText('La description est obligatoire'));
    expect(await page.getByRole('button', { name: 'Enregistrer', exact: true }).isDisabled()).toBe(true);
    await speak('zh');
    await visible(page.getByRole('heading', { name: '延误原因' }));
  });

  it('passes the WCAG 2.2 A and AA checks on every settings screen', async () => {
    await openSettings('location/information', 'demo@bayline.test');
    for (const path of settingsPaths) {
      await page.goto(`${bayline.url}/settings/${path}`);
      await visible(page.getByRole('heading', { level: 1 }));
      await hidden(page.getByRole('status', { name: 'Loading…' }));
      await expectAccessible(page);
    }
    // Seventeen screens, each loaded and checked: longer than one flow.
  }, 480_000);

  it('shows the lists read-only to a user without admin write', async () => {
    await openSettings('jobs/delayreasons', 'estimator@bayline.test');
    await visible(page.getByRole('textbox', { name: 'Reason' }));
    expect(await page.getByRole('textbox', { name: 'Reason' }).first().isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add Delay Reason' }).isDisabled()).toBe(true);
    expect(await saveButton().isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete' }).first().isDisabled()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Active' }).first().isDisabled()).toBe(true);
  });

  it('disables the Settings menu entry for a user without admin rights', async () => {
    await openSettings('jobs/delayreasons', 'tech@bayline.test');
    await page.waitForURL(/\/production$/);
    const entry = page.getByRole('link', { name: 'Settings', exact: true });
    await visible(entry);
    expect(await entry.getAttribute('aria-disabled')).toBe('true');
  });
  // Last: it leaves the manager working at another location.
  it('locks public note categories, saves a custom one with its colour, and asks before changing location', async () => {
    await openSettings('jobs/notescategories');
    const descriptions = page.getByRole('textbox', { name: 'Note Category' });
    await expect.poll(() => valuesOf(descriptions), { timeout: 10_000 }).toContain('System');
    const values = await valuesOf(descriptions);
    expect(await descriptions.nth(values.indexOf('System')).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Add Note Category' }).click();
    await descriptions.last().fill('Warranty');
    await page.getByRole('button', { name: /^Color of Warranty/ }).click();
    await page.getByRole('button', { name: '#9c1616', exact: true }).click();
    await saveButton().click();
    await expect.poll(() => listed('notecategories', 'description'), { timeout: 10_000 }).toContain('Warranty');
    const saved = (
      (await api.read(`${production}/notecategories`)).json as { description: string; color: string }[]
    ).find((c) => c.description === 'Warranty');
    expect(saved?.color).toBe('#9c1616');

    // An unsaved edit, then another location: Cancel keeps both, No goes there and reads its list.
    await descriptions.last().fill('Warranty work');
    const switcher = page.getByRole('banner').getByRole('button', { name: /Bayview Collision/ });
    await switcher.click();
    await page.getByRole('option', { name: 'Harbor Auto Body' }).click();
    await visible(question());
    await question().getByRole('button', { name: 'Cancel' }).click();
    expect(await descriptions.last().inputValue()).toBe('Warranty work');
    await switcher.click();
    await page.getByRole('option', { name: 'Harbor Auto Body' }).click();
    await question().getByRole('button', { name: 'No' }).click();
    await visible(page.getByRole('banner').getByRole('button', { name: /Harbor Auto Body/ }));
    await expect
      .poll(() => valuesOf(descriptions), {
        timeout: 10_000,
      })
      .not.toContain('Warranty work');
    await expect.poll(() => valuesOf(descriptions)).not.toContain('Warranty');
  });
});
