import { identityCommands } from '@bayline/command-service';
import {
  type Appointment,
  type ApptCategory,
  addDays,
  appointmentMaximumDay,
  nextMonth,
  wallTimeOfUtcTime,
} from '@bayline/contracts';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoSidewaysScroll, hidden, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const scheduling = '/api/scheduling/v1';
const desktop = { viewport: { width: 1400, height: 900 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The Appointments screen (spec 3 sections 2.12, 4, 5, 6), clicked through in a browser against the real API. */
describe.runIf(canRun)('the appointments calendar', () => {
  const { bayline, owner, signedInPage } = browserShop({
    jobsPerLocation: 2,
    users: { owner: { email: 'demo@bayline.test', location: 'BAYVIEW' } },
  });
  let context: BrowserContext;
  let page: Page;
  let today: string;
  let estimate: ApptCategory;
  let glass: ApptCategory;

  /** 'YYYY-MM-DD' and a time 'HH:mm' as the pickers write them: 2026/11/26 02:30 PM. */
  const pickerText = (day: string, hhmm: string) => {
    const hours = Number(hhmm.slice(0, 2));
    const h12 = String(hours % 12 || 12).padStart(2, '0');
    return `${day.replaceAll('-', '/')} ${h12}:${hhmm.slice(3)} ${hours < 12 ? 'AM' : 'PM'}`;
  };
  const monthOf = async (day: string) =>
    (await owner.read(`${scheduling}/Appointment?date=${day.slice(0, 7)}`)).json as Appointment[];
  const find = async (clientName: string, day = today) => (await monthOf(day)).find((a) => a.clientName === clientName);
  const book = async (overrides: Record<string, unknown>) => {
    const answer = await owner.post(`${scheduling}/Appointment`, {
      clientName: 'Booked Customer',
      clientCellular: '(510) 555-0188',
      description: 'Booked through the API',
      apptCategoryId: estimate.apptCategoryId,
      startDateTime: `${today}T08:00:00`,
      endDateTime: `${today}T09:00:00`,
      ...overrides,
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.json as Appointment;
  };

  const calendar = (on = page) => on.getByTestId('appointments-calendar');
  const event = (text: string, on = page) => calendar(on).getByText(text, { exact: true });
  const dialog = (name: 'Create Appointment' | 'Update Appointment', on = page) => on.getByRole('dialog', { name });
  const view = (name: 'Month' | 'Week' | 'Day' | 'Agenda') => page.getByRole('radio', { name }).click();

  /** An empty spot of a day's cell in the month view (away from its events). */
  async function clickDay(day: string) {
    const cell = calendar().locator(`[data-date="${day}"]`).first();
    const box = (await cell.boundingBox())!;
    await page.mouse.click(box.x + 8, box.y + box.height - 6);
  }

  /** A time slot of a day in the week or day view: the day's column at the slot's row. */
  async function clickSlot(day: string, time: string) {
    const column = (await calendar().locator(`[data-date="${day}"]`).first().boundingBox())!;
    const row = (await calendar().locator(`[data-time="${time}:00"]`).first().boundingBox())!;
    await page.mouse.click(column.x + column.width / 2, row.y + row.height / 2);
  }

  /** The colour an element is drawn on: its own background, or the nearest one behind it. */
  const backgroundOf = (locator: Locator) =>
    locator.evaluate((element) => {
      type Node = { parentElement: Node | null };
      const { getComputedStyle } = globalThis as unknown as {
        getComputedStyle: (node: Node) => { backgroundColor: string };
      };
      for (let at: Node | null = element as unknown as Node; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)') return colour;
      }
      return '';
    });

  async function chooseType(form: Locator, type: ApptCategory) {
    await form.getByRole('button', { name: /Appointment Type/ }).click();
    await page.getByRole('option', { name: type.description }).click();
  }

  async function fillCustomer(form: Locator, name: string, description: string) {
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Cell Phone').pressSequentially('5105550101');
    await form.getByLabel('Description').fill(description);
    await chooseType(form, estimate);
  }

  /** A fresh page signed in as `email`, on the Appointments screen by the side menu. */
  async function openCalendar(email = 'demo@bayline.test', options = desktop) {
    page = await signedInPage(options, email);
    context = page.context();
    await page.getByRole('link', { name: 'Appointments', exact: true }).click();
    await page.waitForURL(/\/appointments$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Appointments' }));
    await visible(calendar().locator(`[data-date="${today}"]`));
    return page;
  }

  /**
   * Creates, updates and deletes through the dialog, from wherever `open` clicks; the new appointment starts at
   * `start` ('HH:mm') on `day`, for the default hour.
   */
  async function createUpdateDelete(name: string, day: string, open: () => Promise<void>, start: string) {
    await open();
    const create = dialog('Create Appointment');
    await visible(create);
    expect(await create.getByLabel('Start', { exact: true }).inputValue()).toBe(pickerText(day, start));
    const hourOn = `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}${start.slice(2)}`;
    expect(await create.getByLabel('End', { exact: true }).inputValue()).toBe(pickerText(day, hourOn));
    const createButton = create.getByRole('button', { name: 'Create Appointment' });
    expect(await createButton.isDisabled()).toBe(true);
    await fillCustomer(create, name, 'Rear bumper estimate');
    await create.getByLabel('Year').fill('2019');
    await create.getByLabel('Make').fill('Honda');
    await create.getByText('Enable Customer Reminder').click();
    // The header's border takes the type's colour.
    await expect
      .poll(() => page.evaluate<string>(`getComputedStyle(document.querySelector('[role=dialog]')).borderTopColor`))
      .toBe('rgb(30, 136, 229)');
    await createButton.click();
    await hidden(create);
    await visible(event(`${name}: Rear bumper estimate`));
    const created = await find(name, day);
    expect(created).toMatchObject({
      description: 'Rear bumper estimate',
      apptCategoryId: estimate.apptCategoryId,
      clientCellular: '5105550101',
      clientReminder: true,
      year: 2019,
      make: 'Honda',
      model: '',
      jobAdminId: null,
    });

    await event(`${name}: Rear bumper estimate`).click();
    const update = dialog('Update Appointment');
    await visible(update);
    expect(await update.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    const updateButton = update.getByRole('button', { name: 'Update Appointment' });
    // Nothing changed yet: nothing to submit.
    expect(await updateButton.isDisabled()).toBe(true);
    await update.getByLabel('Description').fill('Rear bumper and trunk');
    await update.getByLabel('Model').fill('Civic');
    await updateButton.click();
    await hidden(update);
    await visible(event(`${name}: Rear bumper and trunk`));
    expect(await find(name, day)).toMatchObject({
      description: 'Rear bumper and trunk',
      model: 'Civic',
      make: 'Honda',
    });

    await event(`${name}: Rear bumper and trunk`).click();
    await visible(update);
    await update.getByRole('button', { name: 'Delete Appointment' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Delete' });
    await visible(confirm);
    expect(await confirm.textContent()).toContain('Are you sure you want to delete this appointment?');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await hidden(update);
    await hidden(event(`${name}: Rear bumper and trunk`));
    expect(await find(name, day)).toBeUndefined();
  }

  beforeAll(async () => {
    today = (await owner.get('/api/production/v1/locations/settings')).json.today;
    // The demo shop's appointment types: Consultation in blue, Drop-off in green.
    const types = (await owner.get(`${scheduling}/Appointment/ApptCategory`)).json as ApptCategory[];
    estimate = types.find((c) => c.description === 'Consultation')!;
    glass = types.find((c) => c.description === 'Drop-off')!;
    expect([estimate.displayColor, glass.displayColor]).toEqual(['#1e88e5', '#43a047']);

    // A user who may read the calendar but not change it (scheduler read), at the same location.
    const identity = identityCommands(bayline.bayline.commandDeps);
    const ctx = { userId: 'system', locationShortName: 'BAYVIEW', now: new Date(), correlationId: 'appointments' };
    await identity.register(ctx, {
      userId: 'calendar-reader',
      email: 'frontdesk@bayline.test',
      password: 'bayline-demo',
      firstName: 'Fran',
      lastName: 'Desk',
      roles: ['scheduler-reader', 'board-reader', 'jobfolder-reader'],
      locationShortNames: ['BAYVIEW'],
      mfaMethod: 'None',
    });
    await identity.signEula(ctx, 'calendar-reader');
  });
  afterEach(async () => {
    await context?.close();
  });

  it('creates, updates and deletes an appointment in the month view; a day starts when the shop opens, for an hour', async () => {
    await openCalendar();
    // Sunday starts the week unless the display preference says otherwise.
    expect(await calendar().getByRole('columnheader').first().textContent()).toMatch(/^Sunday/);
    // Four days on: a day the demo shop has booked nothing on.
    const free = addDays(today, 4);
    // The shop opens when its notification window starts (stored in UTC), on its clock of that day.
    const { notifyStart, timeZone } = (await owner.read('/api/production/v1/locations/settings')).json as {
      notifyStart: string;
      timeZone: string;
    };
    const opens = wallTimeOfUtcTime(notifyStart, free, timeZone);
    expect(opens).not.toBe('00:00');
    await createUpdateDelete('Maria Month', free, () => clickDay(free), opens);
  });

  it('creates, updates and deletes in the week view from a time slot', async () => {
    await openCalendar();
    await view('Week');
    await visible(calendar().locator('[data-time="11:00:00"]'));
    await createUpdateDelete('Walt Week', today, () => clickSlot(today, '11:00'), '11:00');
  });

  it('creates, updates and deletes in the day view', async () => {
    await openCalendar();
    await view('Day');
    await visible(calendar().locator('[data-time="12:00:00"]'));
    await createUpdateDelete('Dora Day', today, () => clickSlot(today, '12:00'), '12:00');
  });

  it('lists the next 30 days in the agenda, where an appointment is updated and deleted (it has no slots to create from)', async () => {
    await openCalendar();
    await view('Agenda');
    const tomorrow = addDays(today, 1);
    await book({
      clientName: 'Abe Agenda',
      description: 'Windshield chip',
      startDateTime: `${tomorrow}T09:00:00`,
      endDateTime: `${tomorrow}T09:30:00`,
    });
    // Booked elsewhere: it shows up by itself.
    await event('Abe Agenda: Windshield chip').click();
    const update = dialog('Update Appointment');
    await visible(update);
    expect(await update.getByLabel('End', { exact: true }).inputValue()).toBe(pickerText(tomorrow, '09:30'));
    await update.getByLabel('Description').fill('Windshield replacement');
    await update.getByRole('button', { name: 'Update Appointment' }).click();
    await hidden(update);
    await visible(event('Abe Agenda: Windshield replacement'));
    expect((await find('Abe Agenda', tomorrow))?.description).toBe('Windshield replacement');
    await event('Abe Agenda: Windshield replacement').click();
    await update.getByRole('button', { name: 'Delete Appointment' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Yes' }).click();
    await hidden(event('Abe Agenda: Windshield replacement'));
    expect(await find('Abe Agenda', tomorrow)).toBeUndefined();
  });

  it('says every message of the appointment form, and asks before unsaved work is lost', async () => {
    await openCalendar();
    await clickDay(addDays(today, 4));
    const form = dialog('Create Appointment');
    await visible(form);
    await form.getByLabel('Email').fill('maria@');
    // CANCEL keeps the form, YES with an invalid form shows why it cannot be saved.
    await form.getByRole('button', { name: 'Cancel' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'You have unsaved work. Do you want to Save?' });
    await visible(prompt);
    await prompt.getByRole('button', { name: 'CANCEL' }).click();
    await hidden(prompt);
    await visible(form);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await prompt.getByRole('button', { name: 'YES' }).click();
    for (const message of [
      'Name is required',
      'Phone number is required',
      'Enter a valid email',
      'Appointment type is required',
      'Description is Required',
    ])
      await visible(form.getByText(message, { exact: true }));
    await visible(form);

    await form.getByLabel('Cell Phone').pressSequentially('51055501');
    await form.getByLabel('Name', { exact: true }).click();
    await visible(form.getByText('Phone number is not valid', { exact: true }));
    await form.getByLabel('Year').fill('19');
    await visible(form.getByText('Year is not valid', { exact: true }));

    const start = form.getByLabel('Start', { exact: true });
    const end = form.getByLabel('End', { exact: true });
    // The end moves with the start; set alone it must be 30 minutes after it, and never a day before.
    await start.fill(pickerText(today, '09:00'));
    expect(await end.inputValue()).toBe(pickerText(today, '10:00'));
    await end.fill(pickerText(today, '09:29'));
    await visible(form.getByText('Start must be at least 30 minutes before end', { exact: true }));
    await end.fill(pickerText(today, '09:30'));
    await hidden(form.getByText('Start must be at least 30 minutes before end', { exact: true }));
    await end.fill(pickerText(addDays(today, -1), '11:00'));
    await visible(form.getByText('Start must be at least 30 minutes before end', { exact: true }));
    await start.fill(pickerText('2017-12-31', '09:00'));
    await visible(form.getByText('Date cannot be before 2018-01-01', { exact: true }));
    const tooLate = addDays(appointmentMaximumDay(today), 1);
    await start.fill(pickerText(tooLate, '09:00'));
    await visible(form.getByText('Date cannot be more than three years ahead').first());
    await start.fill('2026/1');
    await visible(form.getByText('Enter the date and time as yyyy/MM/dd hh:mm a', { exact: true }));

    // The picker: a day from the month, then a time from the half hours.
    await start.fill(pickerText(today, '09:00'));
    await form.getByRole('button', { name: 'Pick Start' }).click();
    await page.getByRole('option', { name: '03:30 PM' }).click();
    expect(await start.inputValue()).toBe(pickerText(today, '15:30'));
    expect(await end.inputValue()).toBe(pickerText(today, '16:30'));

    // NO leaves without saving.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await prompt.getByRole('button', { name: 'NO' }).click();
    await hidden(form);
    expect((await monthOf(today)).filter((a) => a.clientEmail === 'maria@')).toEqual([]);
  });

  it('filters the appointments by type, each type in its colour', async () => {
    await book({
      clientName: 'Ella Estimate',
      description: 'Hail damage',
      startDateTime: `${today}T11:00:00`,
      endDateTime: `${today}T12:00:00`,
    });
    await book({
      clientName: 'Gus Glass',
      description: 'Side window',
      apptCategoryId: glass.apptCategoryId,
      startDateTime: `${today}T12:00:00`,
      endDateTime: `${today}T13:00:00`,
    });
    // Room in today's cell for the seeded appointments and these two, each a 24 px target.
    await openCalendar('demo@bayline.test', { viewport: { width: 1400, height: 1100 } });
    await visible(event('Ella Estimate: Hail damage'));
    await visible(event('Gus Glass: Side window'));
    expect(await backgroundOf(event('Ella Estimate: Hail damage'))).toBe('rgb(30, 136, 229)');
    expect(await backgroundOf(event('Gus Glass: Side window'))).toBe('rgb(67, 160, 71)');
    // White reads at 3.7:1 and 3.3:1 on these: their text is black.
    const textColour = await event('Ella Estimate: Hail damage').evaluate(
      (element) =>
        (globalThis as unknown as { getComputedStyle: (node: unknown) => { color: string } }).getComputedStyle(element)
          .color,
    );
    expect(textColour).toBe('rgb(0, 0, 0)');
    await expectAccessible(page);
    await view('Week');
    await visible(event('Gus Glass: Side window'));
    await expectAccessible(page);
    await view('Month');
    const types = page.getByRole('region', { name: 'Appointment Types' });
    expect(await types.getByRole('checkbox', { name: 'Drop-off' }).isChecked()).toBe(true);
    await types.getByText('Drop-off').click();
    await hidden(event('Gus Glass: Side window'));
    await visible(event('Ella Estimate: Hail damage'));
    await types.getByText('Consultation').click();
    await hidden(event('Ella Estimate: Hail damage'));
    await types.getByText('Drop-off').click();
    await visible(event('Gus Glass: Side window'));
    expect(await types.getByRole('checkbox', { name: 'Consultation' }).isChecked()).toBe(false);
  });

  it('moves the calendar with the View Appointments picker', async () => {
    await openCalendar();
    const picker = page.getByRole('region', { name: 'View Appointments' });
    // The calendar's own Next (the grid's hidden one is for screen readers).
    await picker.getByRole('button', { name: 'Next' }).first().click();
    const next = nextMonth(today.slice(0, 7));
    const title = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${next}-15T00:00:00Z`),
    );
    await picker.getByRole('button', { name: new RegExp(`${title.split(' ')[0]} 15, `) }).click();
    await visible(page.getByRole('heading', { level: 2, name: title }));
    await visible(calendar().locator(`[data-date="${next}-15"]`));
  });

  it('converts an appointment to a job and opens its folder, where the appointment’s notes are', async () => {
    const booked = await book({
      clientName: 'Connie Convert',
      description: 'Front fender',
      notes: 'Customer prefers mornings',
      year: 2020,
      make: 'Mazda',
      startDateTime: `${today}T15:00:00`,
      endDateTime: `${today}T16:00:00`,
    });
    await openCalendar();
    // Today is busy by now: the day view shows every appointment of it.
    await view('Day');
    await event('Connie Convert: Front fender').click();
    const update = dialog('Update Appointment');
    await visible(update);
    expect(await update.getByRole('button', { name: 'Open Job Folder' }).count()).toBe(0);
    await update.getByRole('button', { name: 'Convert to Job' }).click();
    await visible(update.getByRole('button', { name: 'Open Job Folder' }));
    expect(await update.getByRole('button', { name: 'Convert to Job' }).count()).toBe(0);
    const converted = await find('Connie Convert');
    expect(converted?.appointmentId).toBe(booked.appointmentId);
    expect(converted?.jobAdminId).toBeTruthy();

    await update.getByRole('button', { name: 'Open Job Folder' }).click();
    // The board opens the folder the URL names (/production?action=openjobactions&value={jobAdminId}).
    await page.waitForURL(/\/production/);
    const folder = page.getByRole('dialog', { name: /^Job / });
    await visible(folder);
    expect(await folder.getByLabel('Customer Name').inputValue()).toBe('Connie Convert');
    await folder.getByRole('tab', { name: 'History' }).click();
    await visible(folder.getByText('Notes from Appointment: Customer prefers mornings'));
  });

  it('shows the current appointment after someone else changed it (409), the user’s edit kept on top', async () => {
    const booked = await book({
      clientName: 'Cora Conflict',
      description: 'Paint match',
      startDateTime: `${today}T17:00:00`,
      endDateTime: `${today}T18:00:00`,
    });
    await openCalendar();
    // Today is busy by now: the day view shows every appointment of it.
    await view('Day');
    await event('Cora Conflict: Paint match').click();
    const update = dialog('Update Appointment');
    await visible(update);
    const changed = await owner.put(
      `${scheduling}/Appointment`,
      { ...booked, notes: 'Changed at the front desk' },
      { 'if-match': `"${booked.version}"` },
    );
    expect(changed.status).toBe(200);
    await update.getByLabel('Description').fill('Paint match and blend');
    await update.getByRole('button', { name: 'Update Appointment' }).click();
    await visible(update.getByText(/This appointment was changed by someone else/));
    expect(await update.getByLabel('Notes').inputValue()).toBe('Changed at the front desk');
    expect(await update.getByLabel('Description').inputValue()).toBe('Paint match and blend');
    await update.getByRole('button', { name: 'Update Appointment' }).click();
    await hidden(update);
    expect(await find('Cora Conflict')).toMatchObject({
      description: 'Paint match and blend',
      notes: 'Changed at the front desk',
    });
  });

  it('shows a new appointment in a second browser as it is made', async () => {
    await openCalendar();
    const second = await signedInPage(desktop);
    const other = second.context();
    await second.goto(`${bayline.url}/appointments`);
    await visible(calendar(second).locator(`[data-date="${today}"]`));

    // A day with nothing on it yet: the click lands on the day, not on an appointment.
    await clickDay(addDays(today, 5));
    const create = dialog('Create Appointment');
    await visible(create);
    await fillCustomer(create, 'Lena Live', 'Scratch repair');
    await create.getByRole('button', { name: 'Create Appointment' }).click();
    await hidden(create);
    await visible(event('Lena Live: Scratch repair', second));
    await other.close();
  });

  it('lets a scheduler reader see the calendar and an appointment, without changing anything', async () => {
    await book({
      clientName: 'Rita Read',
      description: 'Bumper scuff',
      startDateTime: `${today}T07:00:00`,
      endDateTime: `${today}T07:30:00`,
    });
    await openCalendar('frontdesk@bayline.test');
    await visible(event('Rita Read: Bumper scuff'));
    // An empty slot opens nothing.
    await clickDay(addDays(today, 7));
    expect(await dialog('Create Appointment').count()).toBe(0);
    await event('Rita Read: Bumper scuff').click();
    const update = dialog('Update Appointment');
    await visible(update);
    expect(await update.getByLabel('Name', { exact: true }).isDisabled()).toBe(true);
    expect(await update.getByLabel('Description').isDisabled()).toBe(true);
    for (const action of ['Update Appointment', 'Delete Appointment', 'Convert to Job', 'Insert Timestamp Into Notes'])
      expect(await update.getByRole('button', { name: action }).count(), action).toBe(0);
    await update.getByRole('button', { name: 'Close' }).click();
    await hidden(update);
  });

  it('starts the week on Monday when the display preference says so', async () => {
    const saved = await owner.put('/api/identity/v1/users/displaysettings/BAYVIEW', { weekStart: 'monday' });
    expect(saved.status).toBe(200);
    await openCalendar();
    expect(await calendar().getByRole('columnheader').first().textContent()).toMatch(/^Monday/);
    expect((await owner.put('/api/identity/v1/users/displaysettings/BAYVIEW', {})).status).toBe(200);
  });

  it('fits a phone without sideways scroll, the calendar over its picker and types', async () => {
    await openCalendarOnPhone();
    await expectNoSidewaysScroll(page);
    const main = (await calendar().boundingBox())!;
    const picker = (await page.getByRole('region', { name: 'View Appointments' }).boundingBox())!;
    expect(picker.y).toBeGreaterThanOrEqual(main.y + main.height);
    await clickDay(addDays(today, 4));
    const create = dialog('Create Appointment');
    await visible(create);
    await expectNoSidewaysScroll(page);
    await create.getByRole('button', { name: 'Close' }).click();
    await hidden(create);
  });

  async function openCalendarOnPhone() {
    page = await signedInPage(phone);
    context = page.context();
    await page.goto(`${bayline.url}/appointments`);
    await visible(page.getByRole('heading', { level: 1, name: 'Appointments' }));
    await visible(calendar().locator(`[data-date="${today}"]`));
  }
});
