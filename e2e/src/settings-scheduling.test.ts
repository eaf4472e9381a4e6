import { positionHeader } from '@bayline/contracts';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hidden, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';

interface JobClassRead {
  jobClassId: string;
  name: string;
  sortOrder: number;
  serviceDays: number;
  displayColor: string;
  isActive: boolean;
  sundayCapacity: number;
  mondayCapacity: number;
  saturdayCapacity: number;
  badgeClasses: { badgeId: string; sortOrder: number }[];
  assignees: { departmentId: string; contactId: string; notifyOnly: boolean }[];
}

interface DepartmentRead {
  departmentId: string;
  name: string;
  sortOrder: number;
  isWip: boolean;
  laborType: number;
  laborPercent: number;
  dateTypeId: string | null;
  statusMessage: string;
  sendSmsUpdate: boolean;
  subdepartments: { name: string; sortOrder: number }[];
  jobClassCycles: {
    jobClassId: string;
    days: number;
    hours: number;
    minutes: number;
    notifications: { contactId: string }[];
  }[];
}

describe.runIf(canRun)('job classes, production schedule and departments in the browser', () => {
  const { bayline, api, signedInPage } = browserShop({ users: { api: 'demo@bayline.test' } });
  let context: BrowserContext;
  let page: Page;

  afterEach(async () => {
    await context?.close();
  });

  async function signedIn(email = 'demo@bayline.test') {
    page = await signedInPage({ viewport: { width: 1600, height: 1000 } }, email);
    context = page.context();
  }

  const jobClasses = async () =>
    (await api.get(`${production}/jobclass`, { [positionHeader]: savedAt })).json as JobClassRead[];
  const departments = async () =>
    (await api.get(`${production}/departments/settings`, { [positionHeader]: savedAt })).json as DepartmentRead[];
  /** A table's row, found by its Move handle, which is named after the row. */
  const row = (name: string, within: Page | Locator = page) =>
    within.getByRole('row').filter({ has: page.getByRole('button', { name: `Move ${name}`, exact: true }) });
  const saveButton = () => page.getByRole('button', { name: 'Save', exact: true });

  /** Drags a row by its Move handle onto another row's place, in small steps as a hand would. */
  async function dragRow(from: Locator, to: Locator) {
    const source = await from.boundingBox();
    const target = await to.boundingBox();
    if (!source || !target) throw new Error('a handle is not on screen');
    const x = source.x + source.width / 2;
    await page.mouse.move(x, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, source.y + source.height / 2 - 8, { steps: 4 });
    await page.mouse.move(x, target.y + target.height / 2 - 4, { steps: 30 });
    // Rest over the target a moment, as a hand does, so the sorting settles on it before the drop.
    await page.mouse.move(x, target.y + target.height / 2 - 2, { steps: 5 });
    await page.waitForTimeout(150);
    await page.mouse.up();
    // The drag sensor swallows clicks for 50 ms after a drop (the drop's own click); a hand is never that quick.
    await page.waitForTimeout(100);
  }

  /** The position of the browser's last save: the API reads below wait until the read models have passed it. */
  let savedAt = '0';

  /** Saves and waits for the server's answer (the Save button turns off again once the answer is shown). */
  async function save() {
    const answer = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(production));
    await saveButton().click();
    const response = await answer;
    expect(response.status()).toBe(200);
    savedAt = response.headers()[positionHeader] ?? savedAt;
    await expect.poll(() => saveButton().isDisabled(), { timeout: 10_000 }).toBe(true);
  }

  it('adds, edits, reorders, deletes and saves job classes as an administrator', async () => {
    await signedIn();
    await page.goto(`${bayline.url}/settings/scheduling/jobclass`);
    await visible(row('Express'));
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual([
      'Move',
      'Color',
      'Job Class',
      'Scheduled (days)',
      'Badges',
      'Default Assignments',
      'Active',
      'Delete',
    ]);
    // The current tab is not a link.
    expect(await page.getByRole('link', { name: 'Job Classes' }).count()).toBe(0);
    expect(await saveButton().isDisabled()).toBe(true);

    // A new class: its name is required before the list can be saved.
    await page.getByRole('button', { name: 'Add Job Class' }).click();
    await visible(page.getByText('Name is required'));
    expect(await saveButton().isDisabled()).toBe(true);
    const newName = page.getByRole('textbox', { name: 'Job Class', exact: true }).last();
    await newName.fill('Fleet work that is far too long');
    expect(await newName.inputValue()).toBe('Fleet work that is far to'); // 25 characters at most
    await newName.fill('Fleet');
    expect(await row('Fleet').count()).toBe(1);
    expect(await saveButton().isDisabled());

    // Scheduled days: the minus key does nothing, blank is 0.
    const days = page.getByRole('textbox', { name: 'Scheduled (days) of Fleet' });
    await days.fill('');
    expect(await days.inputValue()).toBe('0');
    await days.focus();
    await page.keyboard.type('-5');
    expect(await days.inputValue()).toBe('5');

    // Colour from the palette.
    await page.getByRole('button', { name: 'Color of Fleet: #000000' }).click();
    await page.getByRole('button', { name: '#1d8fc9' }).click();
    await visible(page.getByRole('button', { name: 'Color of Fleet: #1d8fc9' }));

    // Badges for the class.
    await page.getByRole('button', { name: 'Badges of Fleet' }).click();
    const badgesDialog = page.getByRole('dialog', { name: 'Badges: Fleet' });
    await visible(badgesDialog.getByText('No badges found'));
    expect(await badgesDialog.getByRole('button', { name: 'SUBMIT' }).isDisabled()).toBe(true);
    await badgesDialog.getByRole('button', { name: /Add Badge/ }).click();
    const firstBadge = page.getByRole('option').first();
    const badgeName = (await firstBadge.textContent()) ?? '';
    await firstBadge.click();
    await visible(badgesDialog.getByRole('cell', { name: badgeName }));
    await badgesDialog.getByRole('button', { name: 'SUBMIT' }).click();
    await hidden(badgesDialog);
    await visible(page.getByRole('button', { name: 'Badges of Fleet' }).filter({ hasText: '1' }));

    // Default assignments: somebody only notified needs an assignee in that department.
    await page.getByRole('button', { name: 'Default Assignments of Fleet' }).click();
    const assignments = page.getByRole('dialog', { name: 'Default Assignments: Fleet' });
    const body = assignments.getByRole('listitem').filter({ hasText: 'Body' });
    await body.getByRole('button', { name: /Body Notify Only/ }).click();
    await page.getByRole('option').nth(0).click();
    await page.getByRole('option').nth(1).click();
    await page.keyboard.press('Escape');
    await visible(assignments.getByText('At least one assignee is required'));
    await visible(body.getByText(/\(\+1 other\(s\)\)/));
    expect(await assignments.getByRole('button', { name: 'SUBMIT' }).isDisabled()).toBe(true);
    await body.getByRole('button', { name: /Body Assignees/ }).click();
    await page.getByRole('option').nth(2).click();
    await page.keyboard.press('Escape');
    await hidden(assignments.getByText('At least one assignee is required'));
    await assignments.getByRole('button', { name: 'SUBMIT' }).click();
    await hidden(assignments);

    await save();
    const saved = (await jobClasses()).find((c) => c.name === 'Fleet');
    expect(saved).toMatchObject({ serviceDays: 5, displayColor: '#1d8fc9', isActive: true });
    expect(saved?.badgeClasses).toHaveLength(1);
    expect(saved?.assignees.filter((a) => a.notifyOnly)).toHaveLength(2);
    expect(saved?.assignees.filter((a) => !a.notifyOnly)).toHaveLength(1);
    expect(saved?.sortOrder).toBe(Math.max(...(await jobClasses()).map((c) => c.sortOrder)));

    // Drag Fleet to the top.
    await dragRow(page.getByRole('button', { name: 'Move Fleet' }), page.getByRole('button', { name: 'Move Express' }));
    await expect
      .poll(
        async () =>
          await page
            .getByRole('button', { name: /^Move / })
            .first()
            .getAttribute('aria-label'),
      )
      .toBe('Move Fleet');
    await save();
    const reordered = (await jobClasses()).sort((a, b) => a.sortOrder - b.sortOrder);
    expect(reordered[0]?.name).toBe('Fleet');
    expect(reordered[1]?.name).toBe('Express');

    // Delete asks first; No keeps the row.
    await row('Fleet').getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this job class?' });
    await visible(question);
    await question.getByRole('button', { name: 'No' }).click();
    expect(await row('Fleet').count()).toBe(1);
    await row('Fleet').getByRole('button', { name: 'Delete' }).click();
    await question.getByRole('button', { name: 'Yes' }).click();
    await hidden(row('Fleet'));
    await save();
    expect((await jobClasses()).some((c) => c.name === 'Fleet')).toBe(false);
  });

  it('edits capacities per class and weekday with totals, saved with the job classes', async () => {
    await signedIn();
    await page.goto(`${bayline.url}/settings/scheduling/jobclass`);
    await page.getByRole('link', { name: 'Production Schedule' }).click();
    await page.waitForURL(/\/settings\/scheduling\/productionschedule$/);
    await visible(page.getByRole('textbox', { name: 'Monday capacity of Express' }));
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual([
      'Job Class',
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Total',
    ]);
    const before = await jobClasses();
    const express = before.find((c) => c.name === 'Express');
    if (!express) throw new Error('the demo shop has an Express class');
    const monday = page.getByRole('textbox', { name: 'Monday capacity of Express' });
    await visible(monday);
    const expressRow = page.getByRole('row').filter({ has: monday });
    const totalRow = page.getByRole('row').filter({ hasText: 'Total' }).last();
    const weekTotal = async (r: Locator) => Number(await r.getByRole('cell').last().textContent());
    const expressWeek = await weekTotal(expressRow);
    const shopWeek = await weekTotal(totalRow);

    await monday.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('-9');
    expect(await monday.inputValue()).toBe('9');
    await expect.poll(() => weekTotal(expressRow)).toBe(expressWeek - express.mondayCapacity + 9);
    await expect.poll(() => weekTotal(totalRow)).toBe(shopWeek - express.mondayCapacity + 9);
    const saturday = page.getByRole('textbox', { name: 'Saturday capacity of Express' });
    await saturday.fill('');
    expect(await saturday.inputValue()).toBe('0');

    await save();
    const after = (await jobClasses()).find((c) => c.name === 'Express');
    expect(after).toMatchObject({ mondayCapacity: 9, saturdayCapacity: 0, name: 'Express' });

    // Leaving with an unsaved capacity asks first: Cancel stays, Yes saves and leaves.
    await page.getByRole('textbox', { name: 'Sunday capacity of Express' }).fill('3');
    await page.getByRole('link', { name: 'Job Classes' }).click();
    const prompt = page.getByRole('alertdialog', {
      name: 'You have unsaved changes. Do you want to save before leaving?',
    });
    await visible(prompt);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await hidden(prompt);
    expect(page.url()).toMatch(/\/productionschedule$/);
    await page.getByRole('link', { name: 'Job Classes' }).click();
    const answer = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(production));
    await prompt.getByRole('button', { name: 'Yes' }).click();
    savedAt = (await answer).headers()[positionHeader] ?? savedAt;
    await page.waitForURL(/\/settings\/scheduling\/jobclass$/);
    expect((await jobClasses()).find((c) => c.name === 'Express')?.sundayCapacity).toBe(3);
  });

  it('adds, edits, reorders, deletes and saves departments with their dialogs as an administrator', async () => {
    await signedIn();
    await page.goto(`${bayline.url}/settings/productiondepts/info`);
    await visible(row('Estimate'));
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      'Move',
      'Color',
      'Department',
      'Autofill Date',
      'Subdepts',
      'Cycle Goals',
      'WIP',
      'Refinish',
      'Labor %',
      'Message',
      'Active',
      'Delete',
    ]);

    await page.getByRole('button', { name: 'Add Department' }).click();
    const newName = page.getByRole('textbox', { name: 'Department', exact: true }).last();
    await newName.fill('Calibration and alignment bay');
    expect(await newName.inputValue()).toBe('Calibration and alignment ba'); // 28 characters at most
    await newName.fill('Calibration');

    // Autofill date, WIP, Refinish and Labor %.
    await page.getByRole('button', { name: /Autofill Date of Calibration/ }).click();
    const dateType = page.getByRole('option').nth(1);
    const dateTypeName = (await dateType.textContent()) ?? '';
    await dateType.click();
    await page.getByRole('checkbox', { name: 'WIP: Calibration' }).uncheck({ force: true });
    await page.getByRole('checkbox', { name: 'Refinish: Calibration' }).check({ force: true });
    const labor = page.getByRole('textbox', { name: 'Labor % of Calibration' });
    await labor.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('-150');
    expect(await labor.inputValue()).toBe('100');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('65');
    expect(await labor.inputValue()).toBe('65');

    // Subdepartments: empty, a blank name blocks submit, reorder, delete with its question.
    await page.getByRole('button', { name: 'Subdepartments of Calibration' }).click();
    const subs = page.getByRole('dialog', { name: 'Subdepartments: Calibration' });
    await visible(subs.getByText('No subdepartments found.'));
    const submitSubs = subs.getByRole('button', { name: 'SUBMIT' });
    expect(await submitSubs.isDisabled()).toBe(true);
    await subs.getByRole('button', { name: 'Add Subdepartment' }).click();
    expect(await submitSubs.isDisabled()).toBe(true);
    await subs.getByRole('textbox', { name: 'Subdepartment' }).last().fill('Cameras');
    await subs.getByRole('button', { name: 'Add Subdepartment' }).click();
    await subs.getByRole('textbox', { name: 'Subdepartment' }).last().fill('Radar');
    await subs.getByRole('button', { name: 'Add Subdepartment' }).click();
    await subs.getByRole('textbox', { name: 'Subdepartment' }).last().fill('Scrap');
    expect(await submitSubs.isDisabled());
    await dragRow(subs.getByRole('button', { name: 'Move Radar' }), subs.getByRole('button', { name: 'Move Cameras' }));
    await expect
      .poll(async () =>
        subs
          .getByRole('button', { name: /^Move / })
          .first()
          .getAttribute('aria-label'),
      )
      .toBe('Move Radar');
    await row('Scrap', subs).getByRole('button', { name: 'Delete' }).click();
    const subQuestion = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this subdepartment?' });
    await subQuestion.getByRole('button', { name: 'Yes' }).click();
    await hidden(row('Scrap', subs));
    await submitSubs.click();
    await hidden(subs);
    await visible(page.getByRole('button', { name: 'Subdepartments of Calibration' }).filter({ hasText: '2' }));

    // Cycle goals: minutes carry into hours; the people notified read as the first one and '(+N other(s))'.
    await page.getByRole('button', { name: 'Cycle Goals of Calibration' }).click();
    const goals = page.getByRole('dialog', { name: 'Cycle Goals: Calibration' });
    const submitGoals = goals.getByRole('button', { name: 'SUBMIT' });
    expect(await submitGoals.isDisabled()).toBe(true);
    const minutes = goals.getByRole('textbox', { name: 'Express Minutes' });
    await minutes.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('90');
    expect(await minutes.inputValue()).toBe('30');
    expect(await goals.getByRole('textbox', { name: 'Express Hours' }).inputValue()).toBe('1');
    const hours = goals.getByRole('textbox', { name: 'Express Hours' });
    await hours.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('49');
    expect(await goals.getByRole('textbox', { name: 'Express Days' }).inputValue()).toBe('2');
    expect(await hours.inputValue()).toBe('1');
    await goals.getByRole('button', { name: /Express Notify/ }).click();
    const firstContact = (await page.getByRole('option').nth(0).textContent()) ?? '';
    await page.getByRole('option').nth(0).click();
    await page.getByRole('option').nth(1).click();
    await page.getByRole('option').nth(2).click();
    await page.keyboard.press('Escape');
    await visible(goals.getByText(`${firstContact} (+2 other(s))`));
    await submitGoals.click();
    await hidden(goals);

    // Status message: no message yet; sending with no text is refused; a tag goes in at the caret.
    const messageButton = page.getByRole('button', { name: /^Status Message of Calibration/ });
    expect(await messageButton.getAttribute('data-state')).toBe('none');
    await messageButton.click();
    const message = page.getByRole('dialog', { name: 'Status Message: Calibration' });
    await visible(message.getByText('0/1500'));
    await message.getByRole('switch', { name: 'Send SMS' }).check({ force: true });
    await visible(message.getByText('Status message must be 1500 characters or less'));
    expect(await message.getByRole('button', { name: 'SUBMIT' }).isDisabled()).toBe(true);
    const text = message.getByRole('textbox', { name: 'Status Message' });
    await text.fill('Hi , your car is ready.');
    await text.evaluate((el) =>
      (el as unknown as { setSelectionRange: (a: number, b: number) => void }).setSelectionRange(3, 3),
    );
    await message.getByRole('button', { name: 'Insert Tag' }).click();
    await page.getByRole('menuitem', { name: /Customer Name/ }).click();
    await expect.poll(() => text.inputValue()).toBe('Hi {CustomerName}, your car is ready.');
    await visible(message.getByText('37/1500'));
    await hidden(message.getByText('Status message must be 1500 characters or less'));
    await message.getByRole('button', { name: 'SUBMIT' }).click();
    await hidden(message);
    expect(await messageButton.getAttribute('data-state')).toBe('sent');

    await save();
    const saved = (await departments()).find((d) => d.name === 'Calibration');
    expect(saved).toMatchObject({
      isWip: false,
      laborType: 1,
      laborPercent: 65,
      statusMessage: 'Hi {CustomerName}, your car is ready.',
      sendSmsUpdate: true,
    });
    expect(saved?.dateTypeId).not.toBeNull();
    expect(dateTypeName).not.toBe('');
    expect(saved?.subdepartments.sort((a, b) => a.sortOrder - b.sortOrder).map((s) => s.name)).toEqual([
      'Radar',
      'Cameras',
    ]);
    const express = (await jobClasses()).find((c) => c.name === 'Express');
    const goal = saved?.jobClassCycles.find((g) => g.jobClassId === express?.jobClassId);
    expect(goal).toMatchObject({ days: 2, hours: 1, minutes: 30 });
    expect(goal?.notifications).toHaveLength(3);

    // Reorder by drag, then delete with the question.
    await dragRow(
      page.getByRole('button', { name: 'Move Calibration' }),
      page.getByRole('button', { name: 'Move Estimate' }),
    );
    await expect
      .poll(async () =>
        page
          .getByRole('button', { name: /^Move / })
          .first()
          .getAttribute('aria-label'),
      )
      .toBe('Move Calibration');
    await save();
    const ordered = (await departments()).sort((a, b) => a.sortOrder - b.sortOrder);
    expect(ordered[0]?.name).toBe('Calibration');

    await row('Calibration').getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this department?' });
    await question.getByRole('button', { name: 'Yes' }).click();
    await hidden(row('Calibration'));
    await save();
    expect((await departments()).some((d) => d.name === 'Calibration')).toBe(false);
  });

  it('shows the three screens read-only to a user without admin write', async () => {
    await signedIn('estimator@bayline.test');
    await page.goto(`${bayline.url}/settings/scheduling/jobclass`);
    await visible(row('Express'));
    expect(await page.getByRole('button', { name: 'Add Job Class' }).isDisabled()).toBe(true);
    expect(await saveButton().isDisabled()).toBe(true);
    expect(await row('Express').getByRole('textbox', { name: 'Job Class', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Move Express' }).isDisabled()).toBe(true);
    expect(await row('Express').getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    expect(await row('Express').getByRole('switch').isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Scheduled (days) of Express' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Default Assignments of Express' }).click();
    const assignments = page.getByRole('dialog', { name: 'Default Assignments: Express' });
    expect(await assignments.getByRole('button', { name: 'SUBMIT' }).isDisabled()).toBe(true);
    expect(await assignments.getByRole('button', { name: /Body Assignees/ }).isDisabled()).toBe(true);
    await assignments.getByRole('button', { name: 'CANCEL' }).click();

    await page.getByRole('link', { name: 'Production Schedule' }).click();
    const monday = page.getByRole('textbox', { name: 'Monday capacity of Express' });
    await visible(monday);
    expect(await monday.isDisabled()).toBe(true);
    expect(await saveButton().isDisabled()).toBe(true);

    await page.goto(`${bayline.url}/settings/productiondepts/info`);
    await visible(row('Estimate'));
    expect(await page.getByRole('button', { name: 'Add Department' }).isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Labor % of Paint', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Refinish: Paint', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: /^Status Message of Paint:/ }).click();
    const message = page.getByRole('dialog', { name: 'Status Message: Paint' });
    expect(await message.getByRole('button', { name: 'Insert Tag' }).isDisabled()).toBe(true);
    expect(await message.getByRole('button', { name: 'SUBMIT' }).isDisabled()).toBe(true);
    await message.getByRole('button', { name: 'CANCEL' }).click();
    await page.getByRole('button', { name: 'Subdepartments of Body' }).click();
    const subs = page.getByRole('dialog', { name: 'Subdepartments: Body' });
    expect(await subs.getByRole('button', { name: 'Add Subdepartment' }).isDisabled()).toBe(true);
    expect(await subs.getByRole('button', { name: 'SUBMIT' }).isDisabled()).toBe(true);
  });
});
