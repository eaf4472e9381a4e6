import { identityCommands } from '@bayline/command-service';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';

type Row = Record<string, unknown>;

/** Badges, Tasks, Preset Messages, Appointment Category and Assignees (spec 2), clicked through in a browser. */
describe.runIf(canRun)('the job settings screens in the browser', () => {
  const { bayline, api, signedInPage } = browserShop({
    users: { api: { email: 'demo@bayline.test', location: 'BAYVIEW' } },
  });
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // A texting clerk: may change the presets (messaging write) but not add one (no admin write).
    const identity = identityCommands(bayline.bayline.commandDeps);
    const ctx = { userId: 'system', locationShortName: 'BAYVIEW', now: new Date(), correlationId: 'test' };
    await identity.register(ctx, {
      userId: 'texting-clerk',
      email: 'clerk@bayline.test',
      password: 'bayline-demo',
      firstName: 'Terry',
      lastName: 'Clerk',
      roles: ['messaging-writer', 'admin-reader'],
      locationShortNames: ['BAYVIEW'],
      mfaMethod: 'None',
    });
    await identity.signEula(ctx, 'texting-clerk');
  });
  afterEach(async () => {
    await context?.close();
  });

  /** A fresh browser signed in as `email` on the settings screen at `path`. */
  async function openSettings(path: string, email = 'demo@bayline.test') {
    page = await signedInPage({ viewport: { width: 1400, height: 900 } }, email);
    context = page.context();
    await page.goto(`${bayline.url}/settings/${path}`);
  }

  /** A list as the server has it: a path of the production area, or a whole URL path of another area. */
  const list = async (path: string) =>
    (await api.read(path.startsWith('/api/') ? path : `${production}/${path}`)).json as Row[];
  /** The texts typed in the text boxes `boxes` finds, in order. */
  const valuesOf = (boxes: Locator) =>
    boxes.evaluateAll((inputs) => inputs.map((input) => (input as unknown as { value: string }).value));
  const saveButton = () => page.getByRole('button', { name: 'Save', exact: true });
  /** Answers Yes to the delete question, which must read `message`. */
  async function confirmDelete(message: string) {
    const question = page.getByRole('alertdialog', { name: message });
    await visible(question);
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => question.isVisible()).toBe(false);
  }
  async function save() {
    await expect.poll(() => saveButton().isEnabled()).toBe(true);
    await saveButton().click();
    await expect.poll(() => saveButton().isDisabled(), { timeout: 10_000 }).toBe(true);
  }

  it('adds a badge through the icon picker with its five default states, edits a state, and deletes it', async () => {
    await openSettings('jobs/badges');
    const names = page.getByRole('textbox', { name: 'Badge' });
    await visible(names);
    const before = await names.count();

    await page.getByRole('button', { name: 'Add Badge' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Icon' });
    await picker.getByLabel('Search').fill('zebra');
    await visible(picker.getByText('No icons found.'));
    await picker.getByLabel('Search').fill('car');
    expect(await picker.getByRole('button', { name: 'car rental' }).isVisible()).toBe(true);
    expect(await picker.getByRole('button', { name: 'inventory' }).count()).toBe(0);
    await picker.getByRole('button', { name: 'car rental' }).click();
    await expect.poll(() => names.count()).toBe(before + 1);
    // A badge needs a name before it can be saved.
    expect(await saveButton().isDisabled()).toBe(true);
    await names.nth(before).fill('Loaner');

    await page.getByRole('button', { name: 'States' }).nth(before).click();
    const states = page.getByRole('dialog', { name: 'Loaner States' });
    expect(await valuesOf(states.getByRole('textbox'))).toEqual([
      'Inactive',
      'In Process',
      'Alert',
      'Critical',
      'Complete',
    ]);
    await states.getByRole('textbox', { name: 'State 3' }).fill(' ');
    expect(await states.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await states.getByRole('textbox', { name: 'State 3' }).fill('Waiting on Loaner');
    await states.getByRole('button', { name: 'Color of state 3' }).click();
    await page.getByRole('button', { name: '#c9731d' }).click();
    await states.getByRole('button', { name: 'Submit' }).click();
    await save();
    const badge = async (name: string) => (await list('badges')).find((b) => b.description === name);
    await expect.poll(() => badge('Loaner'), { timeout: 10_000 }).toMatchObject({ iconName: 'car-rental' });
    const loaner = (await badge('Loaner')) ?? {};
    const loanerStates = loaner.badgeStates as Row[];
    expect(loanerStates.map((s) => [s.state, s.description])).toEqual([
      [1, 'Inactive'],
      [2, 'In Process'],
      [3, 'Waiting on Loaner'],
      [4, 'Critical'],
      [5, 'Complete'],
    ]);
    expect(loanerStates[2]?.color).toBe('#c9731d');

    // Another icon for it, then gone after the question and the save.
    const loanerRow = page.getByRole('row', { name: /Loaner/ });
    await loanerRow.getByRole('button', { name: 'Icon: car rental' }).click();
    await page.getByRole('dialog', { name: 'Select Icon' }).getByRole('button', { name: 'local shipping' }).click();
    await save();
    await expect.poll(async () => (await badge('Loaner'))?.iconName, { timeout: 10_000 }).toBe('local-shipping');
    await loanerRow.getByRole('button', { name: 'Delete' }).click();
    await confirmDelete('Are you sure you want to delete this badge?');
    await save();
    await expect.poll(() => badge('Loaner'), { timeout: 10_000 }).toBeUndefined();
  });

  it('builds a package of new and available tasks, checks names, and deletes a package task, a task and a package', async () => {
    await openSettings('jobs/todos');
    const packageNames = page.getByRole('textbox', { name: 'Package name' });
    const taskNames = page.getByRole('textbox', { name: 'Task name' });
    await visible(packageNames);
    await visible(page.getByText('No package selected.'));
    const packagesBefore = await packageNames.count();

    const add = async (kind: 'Package' | 'Task') => {
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('menuitem', { name: kind }).click();
    };
    await add('Package');
    await visible(page.getByText('Package is empty.'));
    await visible(page.getByText('Package name is required.'));
    await packageNames.nth(packagesBefore).fill('refinish');
    await visible(page.getByText('Package name exists. Unique package name required.'));
    // Renamed on screen, 'Delivery' is free here, but the server still has it: said after a second of quiet.
    const delivery = (await valuesOf(packageNames)).indexOf('Delivery');
    await packageNames.nth(delivery).fill('Delivery and Pickup');
    await packageNames.nth(packagesBefore).fill('Delivery');
    await visible(page.getByText('Package name exists. Unique package name required.'));
    expect(await saveButton().isDisabled()).toBe(true);
    await packageNames.nth(delivery).fill('Delivery');
    await packageNames.nth(packagesBefore).fill('Glass');
    await expect.poll(() => page.getByText(/Unique package name required/).count(), { timeout: 5_000 }).toBe(0);

    // A new task goes into the selected (new) package; an available one is added to it.
    const tasksBefore = await taskNames.count();
    await add('Task');
    await visible(page.getByText('Task name is required.'));
    await taskNames.nth(tasksBefore).fill('final inspection');
    await visible(page.getByText('Task name exists. Unique task name required.'));
    await taskNames.nth(tasksBefore).fill('Replace windshield');
    const inspection = (await valuesOf(taskNames)).indexOf('Final inspection');
    await page.getByRole('button', { name: 'Add task to package' }).nth(inspection).click();
    const selected = page.getByRole('region', { name: 'Selected Package' });
    await expect
      .poll(() => selected.getByRole('listitem').allInnerTexts())
      .toEqual(['Replace windshield', 'Final inspection']);
    // The selected package cannot be deleted.
    expect(await page.getByRole('button', { name: 'Delete package' }).nth(packagesBefore).isDisabled()).toBe(true);
    await save();
    const packages = async () => (await list('todos/groups')) as { group: Row; items: { description: string }[] }[];
    const glass = async () => (await packages()).find((p) => p.group.description === 'Glass');
    await expect
      .poll(async () => (await glass())?.items.map((i) => i.description), { timeout: 10_000 })
      .toEqual(['Replace windshield', 'Final inspection']);

    // Out of the package only, then the task itself.
    await selected.getByRole('button', { name: 'Delete package task' }).last().click();
    await confirmDelete('Are you sure you want to delete this package task?');
    const windshield = (await valuesOf(taskNames)).indexOf('Replace windshield');
    await page.getByRole('button', { name: 'Delete task' }).nth(windshield).click();
    await confirmDelete('Are you sure you want to delete this task?');
    await save();
    await expect.poll(async () => (await glass())?.items, { timeout: 10_000 }).toEqual([]);
    // The package and the task list are two streams: the task's removal may be projected a moment later.
    const tasks = async () => (await list('todos')).map((t) => t.description);
    await expect.poll(tasks, { timeout: 10_000 }).not.toContain('Replace windshield');
    expect(await tasks()).toContain('Final inspection');

    // Another package selected, the new one can go.
    await page.getByRole('button', { name: 'Select package Refinish' }).click();
    const glassIndex = (await valuesOf(packageNames)).indexOf('Glass');
    await page.getByRole('button', { name: 'Delete package' }).nth(glassIndex).click();
    await confirmDelete('Are you sure you want to delete this package?');
    await save();
    await expect.poll(() => glass(), { timeout: 10_000 }).toBeUndefined();
  });

  it('adds a preset message with a tag, modifies, switches off and deletes it, with the spec’s tooltips', async () => {
    await openSettings('messaging/presets');
    await visible(page.getByText('Data Not Found'));
    // Tooltips follow a pointer that has been used on the page (react-aria's interaction modality).
    await page.getByRole('heading', { name: 'Preset Messages' }).click();
    await page.getByRole('button', { name: 'Add Preset Message' }).hover();
    await visible(page.getByRole('tooltip', { name: 'Add Preset Message' }));
    await page.getByRole('button', { name: 'Add Preset Message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Preset Message' });
    await dialog.getByLabel('Title').fill('Ready for pickup');
    await dialog.getByLabel('Message').fill('Hi , your car is ready.');
    await dialog
      .getByLabel('Message')
      .evaluate((area) =>
        (area as unknown as { setSelectionRange(a: number, b: number): void }).setSelectionRange(3, 3),
      );
    await dialog.getByRole('button', { name: 'Insert Tag' }).click();
    await page.getByRole('menuitem', { name: 'Customer Name' }).click();
    await expect.poll(() => dialog.getByLabel('Message').inputValue()).toBe('Hi {CustomerName}, your car is ready.');
    await visible(dialog.getByText('37/1500'));
    await dialog.getByRole('button', { name: 'Add' }).click();
    await visible(page.getByText('Hi {CustomerName}, your car is ready.'));
    await save();
    await expect
      .poll(() => list('/api/messaging/v1/MessagingPresets'), { timeout: 10_000 })
      .toEqual([
        expect.objectContaining({
          title: 'Ready for pickup',
          message: 'Hi {CustomerName}, your car is ready.',
          isActive: true,
        }),
      ]);

    await page.getByRole('button', { name: 'Modify Preset Message' }).hover();
    await visible(page.getByRole('tooltip', { name: 'Modify Preset Message' }));
    await page.getByRole('button', { name: 'Modify Preset Message' }).click();
    const modify = page.getByRole('dialog', { name: 'Modify Preset Message' });
    await modify.getByLabel('Title').fill('');
    expect(await modify.getByRole('button', { name: 'Update' }).isDisabled()).toBe(true);
    await modify.getByLabel('Title').fill('Pickup');
    await modify.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('switch', { name: 'Active' }).click({ force: true });
    await save();
    await expect
      .poll(() => list('/api/messaging/v1/MessagingPresets'), { timeout: 10_000 })
      .toEqual([expect.objectContaining({ title: 'Pickup', isActive: false })]);

    await page.getByRole('button', { name: 'Delete Preset Message' }).hover();
    await visible(page.getByRole('tooltip', { name: 'Delete Preset Message' }));
    await page.getByRole('button', { name: 'Delete Preset Message' }).click();
    await confirmDelete('Are you sure you want to delete this preset message?');
    await save();
    await expect.poll(() => list('/api/messaging/v1/MessagingPresets'), { timeout: 10_000 }).toEqual([]);
  });

  it('adds an appointment category with a colour and assignees shown as chips, then deletes it', async () => {
    await openSettings('appointments/appointmenttypes');
    const categories = '/api/scheduling/v1/Appointment/ApptCategory';
    // The demo shop's categories first; the new one comes after them.
    const seeded = await list(categories);
    const descriptions = page.getByRole('textbox', { name: 'Category Description' });
    await expect.poll(() => descriptions.count()).toBe(seeded.length);
    await page.getByRole('button', { name: 'Add Appointment Category' }).click();
    const description = descriptions.nth(seeded.length);
    // Blank: Save waits, and the message shows once the field is left.
    expect(await saveButton().isDisabled()).toBe(true);
    await description.focus();
    expect(await page.getByText('Description is required').count()).toBe(0);
    await description.blur();
    await visible(page.getByText('Description is required'));
    await description.fill('Estimate');
    await page.getByRole('button', { name: 'Color of Estimate: #000000' }).click();
    await page.getByRole('button', { name: '#1d48c9' }).click();

    const assignments = page.getByRole('button', { name: 'Assignments of Estimate' });
    // The name it speaks (visually hidden, WCAG 2.5.3) comes first, then what it shows.
    expect((await assignments.innerText()).split('\n')).toEqual(['Assignments of Estimate', 'No Assignees Selected']);
    await assignments.click();
    const choices = page.getByRole('dialog', { name: 'Assignments of Estimate' });
    for (const name of ['Marco Diaz', 'Aisha Khan', 'Tom Becker']) await choices.getByText(name).click();
    await page.keyboard.press('Escape');
    // Two names as chips (in the assignee list's order), then the rest counted.
    await expect
      .poll(async () => (await assignments.innerText()).split('\n'))
      .toEqual(['Assignments of Estimate', 'Aisha Khan', 'Marco Diaz', '+1 more']);
    await save();
    const estimate = async () => (await list(categories)).find((c) => c.description === 'Estimate');
    await expect.poll(estimate, { timeout: 10_000 }).toBeDefined();
    const saved = (await estimate()) ?? {};
    expect(saved).toMatchObject({ description: 'Estimate', displayColor: '#1d48c9', isActive: true });
    expect((saved.assignments as Row[]).length).toBe(3);

    await page
      .getByRole('row', { name: /Estimate/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    await confirmDelete('Are you sure you want to delete this category?');
    await save();
    await expect.poll(() => list(categories), { timeout: 10_000 }).toEqual(seeded);
  });

  it('adds an assignee with a masked cellular number, refusing a short one, and deletes it', async () => {
    await openSettings('contacts/assignees');
    const names = page.getByRole('textbox', { name: 'Name' });
    await visible(names);
    const before = await names.count();
    await page.getByRole('button', { name: 'Add Assignee' }).click();
    await names.nth(before).fill('Rita Glass');
    const cellular = page.getByRole('textbox', { name: 'Cellular' }).nth(before);
    await cellular.pressSequentially('555123');
    await visible(page.getByText('Phone number is not valid'));
    expect(await saveButton().isDisabled()).toBe(true);
    await cellular.pressSequentially('4567');
    expect(await cellular.inputValue()).toBe('(555) 123-4567');
    await page.getByRole('textbox', { name: 'E-mail' }).nth(before).fill('rita@bayview.bayline.test');
    await visible(page.getByText('RG'));
    await save();
    const rita = async () => (await list('contacts')).find((c) => c.name === 'Rita Glass');
    await expect.poll(rita, { timeout: 10_000 }).toMatchObject({
      cellular: '5551234567',
      email: 'rita@bayview.bayline.test',
      contactTypeName: 'Tech',
      isActive: true,
      doNotify: true,
    });

    await page
      .getByRole('row', { name: /Rita Glass/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    await confirmDelete('Are you sure you want to delete this assignee?');
    await save();
    await expect.poll(rita, { timeout: 10_000 }).toBeUndefined();
  });

  it('shows the screens read-only to a user without admin write', async () => {
    await openSettings('jobs/badges', 'estimator@bayline.test');
    await visible(page.getByRole('textbox', { name: 'Badge' }));
    expect(await page.getByRole('button', { name: 'Add Badge' }).isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Badge' }).first().isDisabled()).toBe(true);
    expect(
      await page
        .getByRole('button', { name: /^Icon: / })
        .first()
        .isDisabled(),
    ).toBe(true);
    expect(await page.getByRole('switch', { name: 'Active' }).first().isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'States' }).first().click();
    const states = page.getByRole('dialog', { name: /States$/ });
    expect(await states.getByRole('textbox', { name: 'State 1' }).isDisabled()).toBe(true);
    await states.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'Tasks' }).click();
    await visible(page.getByRole('textbox', { name: 'Package name' }));
    expect(await page.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Package name' }).first().isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete task' }).first().isDisabled()).toBe(true);
    expect(await saveButton().isDisabled()).toBe(true);

    await page.goto(`${bayline.url}/settings/contacts/assignees`);
    await visible(page.getByRole('textbox', { name: 'Name' }));
    expect(await page.getByRole('button', { name: 'Add Assignee' }).isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Cellular' }).first().isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete' }).first().isDisabled()).toBe(true);
  });

  it('lets a messaging writer without admin write change presets but not add one; a reader neither', async () => {
    const seeded = [
      {
        messagingPresetId: '00000000-0000-0000-0000-000000000000',
        title: 'Parts in',
        message: 'Your parts arrived.',
        isActive: true,
      },
    ];
    expect((await api.put(`/api/messaging/v1/MessagingPresets`, seeded)).status).toBe(200);

    await openSettings('messaging/presets', 'clerk@bayline.test');
    await visible(page.getByText('Your parts arrived.'));
    expect(await page.getByRole('button', { name: 'Add Preset Message' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Modify Preset Message' }).click();
    const modify = page.getByRole('dialog', { name: 'Modify Preset Message' });
    await modify.getByLabel('Message').fill('Your parts arrived today.');
    await modify.getByRole('button', { name: 'Update' }).click();
    await save();
    await expect
      .poll(() => list('/api/messaging/v1/MessagingPresets'), { timeout: 10_000 })
      .toEqual([expect.objectContaining({ message: 'Your parts arrived today.' })]);
    await context.close();

    await openSettings('messaging/presets', 'estimator@bayline.test');
    await visible(page.getByText('Your parts arrived today.'));
    expect(await page.getByRole('button', { name: 'Add Preset Message' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Modify Preset Message' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete Preset Message' }).isDisabled()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Active' }).isDisabled()).toBe(true);
  });
});
