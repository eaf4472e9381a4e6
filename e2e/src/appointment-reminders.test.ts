import {
  type Appointment,
  addDays,
  appointmentReminderJob,
  appointmentReminderText,
  instantInZone,
  wallTimeInZone,
} from '@bayline/contracts';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import { demoLocations, demoTextingLocation } from '@bayline/server/seed/demo-shop';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hidden, signIn, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const scheduling = '/api/scheduling/v1';
const harbor = demoLocations.find((l) => l.shortName === 'HARBOR')!;
/** The lead time set on Location Preferences. */
const leadMinutes = 60;
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface KeptText {
  to: string;
  from: string;
  body: string;
}

/**
 * Issue 12's 'a reminder sent through the outbox', clicked through at Harbor (which texts from the demo seed on):
 * the owner sets when Harbor texts and the lead time on Location Preferences and books with 'Enable Customer
 * Reminder' on the Appointments screen; the support user finds the text in the SMS outbox. A cancelled appointment's
 * reminder is never texted.
 */
describe.runIf(canRun)('appointment reminders through the SMS outbox', () => {
  let context: BrowserContext;
  let page: Page;
  let today: string;
  /** How far the reminders' clock runs ahead of the real one: moved on to reach a reminder's moment at once. */
  let aheadMs = 0;
  const reminderClock = () => new Date(Date.now() + aheadMs);
  // This file's own seeded shop: the preferences changed here go with it. The owner works at Harbor: the browser
  // signs in where they last worked. The demo shop's support user reads the SMS outbox.
  const { bayline, browser, owner, support } = browserShop({
    jobsPerLocation: 2,
    noticeClock: reminderClock,
    users: { owner: { email: 'demo@bayline.test', location: 'HARBOR' }, support: 'support@bayline.test' },
  });

  /** Harbor's wall clock `minutes` from now, to the minute. */
  const harborIn = (minutes: number) =>
    `${wallTimeInZone(new Date(Date.now() + minutes * 60_000), harbor.timeZone).slice(0, 16)}:00`;
  /** A wall-clock time 'YYYY-MM-DDTHH:mm:ss' as the date pickers take it: 2026/11/26 02:30 PM. */
  const pickerText = (wall: string) => {
    const hours = Number(wall.slice(11, 13));
    const h12 = String(hours % 12 || 12).padStart(2, '0');
    return `${wall.slice(0, 10).replaceAll('-', '/')} ${h12}:${wall.slice(14, 16)} ${hours < 12 ? 'AM' : 'PM'}`;
  };
  const find = async (clientName: string, wall: string) =>
    ((await owner.read(`${scheduling}/Appointment?date=${wall.slice(0, 7)}`)).json as Appointment[]).find(
      (a) => a.clientName === clientName,
    );
  const textsTo = async (cellular: string) =>
    ((await support.get('/api/admin/v1/sms-outbox')).json as KeptText[]).filter((t) => t.to === cellular);

  const calendar = () => page.getByTestId('appointments-calendar');
  const event = (text: string) => calendar().getByText(text, { exact: true });
  const dialog = (name: 'Create Appointment' | 'Update Appointment') => page.getByRole('dialog', { name });

  /** An empty spot of a day's cell in the month view (away from its events). */
  async function clickDay(day: string) {
    const cell = calendar().locator(`[data-date="${day}"]`).first();
    const box = (await cell.boundingBox())!;
    await page.mouse.click(box.x + 8, box.y + box.height - 6);
  }

  /** Books through the Create Appointment dialog, opened on a free day, with the reminder switched on. */
  async function bookWithReminder(name: string, cellular: string, start: string) {
    // Four days on: a day the demo shop has booked nothing on.
    await clickDay(addDays(today, 4));
    const form = dialog('Create Appointment');
    await visible(form);
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Cell Phone').pressSequentially(cellular);
    await form.getByLabel('Description').fill('Bumper estimate');
    await form.getByRole('button', { name: /Appointment Type/ }).click();
    await page.getByRole('option', { name: 'Consultation' }).click();
    await form.getByLabel('Start', { exact: true }).fill(pickerText(start));
    await form.getByText('Enable Customer Reminder').click();
    await form.getByRole('button', { name: 'Create Appointment' }).click();
    await hidden(form);
    const booked = await find(name, start);
    expect(booked).toMatchObject({ startDateTime: start, clientReminder: true });
    return booked!;
  }

  const menu = (name: string) =>
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true });
  const flip = (control: Locator) => control.locator('xpath=ancestor::label[1]').click();

  beforeAll(async () => {
    today = (await owner.get('/api/production/v1/locations/settings')).json.today;
    context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
  });

  it('texts the reminder of an appointment booked within the lead time at once; support finds it in the outbox', async () => {
    await signIn(page, bayline.url);
    await visible(page.getByRole('banner').getByRole('button', { name: /Harbor Auto Body/ }));
    // Harbor texts at any hour of any day (start = end is the whole day): the test does not depend on when it runs.
    await menu('Settings').click();
    await page.getByRole('link', { name: 'Preferences', exact: true }).click();
    await page.waitForURL(/\/settings\/location\/preferences$/);
    await visible(page.getByLabel('Notification Start'));
    await page.getByLabel('Notification Start').fill('00:00');
    await page.getByLabel('Notification End').fill('00:00');
    for (const day of weekdays) {
      const box = page.getByRole('checkbox', { name: day, exact: true });
      if (!(await box.isChecked())) await flip(box);
    }
    await page.getByLabel('Appointment Reminder (minutes before)').fill(String(leadMinutes));
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => save.isDisabled()).toBe(false);
    await save.click();
    const everyDay = Object.fromEntries(weekdays.map((d) => [`doNotify${d}`, true]));
    await expect
      .poll(async () => (await owner.read('/api/production/v1/locations/settings')).json, { timeout: 10_000 })
      .toMatchObject({ ...everyDay, appointmentReminderMinutes: leadMinutes });
    // Midnight on Harbor's clock, kept in UTC: the same instant at both ends, the whole day.
    const saved = (await owner.read('/api/production/v1/locations/settings')).json;
    expect(saved.notifyStart).toBe(saved.notifyEnd);

    await menu('Appointments').click();
    await page.waitForURL(/\/appointments$/);
    await visible(calendar().locator(`[data-date="${addDays(today, 4)}"]`));
    // Half an hour ahead, within the hour's lead: due now, so queued as it is booked.
    const start = harborIn(30);
    const booked = await bookWithReminder('Rhea Reminder', '5105550161', start);
    expect(Date.parse(booked.reminder!.dueAt)).toBeLessThanOrEqual(Date.now());

    await expect
      .poll(() => textsTo('5105550161'), { timeout: 10_000 })
      .toEqual([
        expect.objectContaining({
          from: demoTextingLocation.smsSendPhone,
          body: appointmentReminderText(harbor.name, start),
        }),
      ]);
    await expect
      .poll(async () => (await find('Rhea Reminder', start))?.reminder?.status, { timeout: 10_000 })
      .toBe('sent');
  });

  it('withdraws the reminder of an appointment deleted before it was due: it never reaches the outbox', async () => {
    // Four days on at 10:00: due an hour before (the lead time), days away.
    const start = `${addDays(today, 4)}T10:00:00`;
    const dueAt = new Date(instantInZone(start, harbor.timeZone).getTime() - leadMinutes * 60_000).toISOString();
    const withdrawn = await bookWithReminder('Wendy Withdrawn', '5105550163', start);
    expect(withdrawn.reminder).toMatchObject({ status: 'scheduled', dueAt, sentAt: null });
    // The same reminder, kept: what the outbox would show of the deleted one had it not been withdrawn.
    const kept = await owner.post(`${scheduling}/Appointment`, {
      clientName: 'Kurt Kept',
      clientCellular: '(510) 555-0162',
      clientReminder: true,
      description: withdrawn.description,
      apptCategoryId: withdrawn.apptCategoryId,
      startDateTime: withdrawn.startDateTime,
      endDateTime: withdrawn.endDateTime,
    });
    expect(kept.status, kept.text).toBe(201);
    expect((kept.json as Appointment).reminder).toMatchObject({ status: 'scheduled', dueAt });

    await event('Wendy Withdrawn: Bumper estimate').click();
    const update = dialog('Update Appointment');
    await visible(update);
    await update.getByRole('button', { name: 'Delete Appointment' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Yes' }).click();
    await hidden(update);
    await hidden(event('Wendy Withdrawn: Bumper estimate'));
    await expect.poll(() => find('Wendy Withdrawn', start), { timeout: 10_000 }).toBeUndefined();

    // The reminders' clock moved on to their moment. The queue holds both, delayed by the reminders' process manager
    // for days: handed to the server's worker now, as the queue would hand them then, only the kept one is texted.
    aheadMs = Date.parse(dueAt) + 30_000 - Date.now();
    const keptId = (kept.json as Appointment).appointmentId;
    const [, withdrawnJob] = await Promise.all(
      [keptId, withdrawn.appointmentId].map((appointmentId) =>
        bayline.adapters.queue.enqueue(appointmentReminderJob, {
          locationShortName: 'HARBOR',
          appointmentId,
          reminderId: `${appointmentId}-r1`,
        }),
      ),
    );
    await expect
      .poll(() => textsTo('5105550162'), { timeout: 10_000 })
      .toEqual([expect.objectContaining({ body: appointmentReminderText(harbor.name, start) })]);
    await expect
      .poll(async () => (await bayline.adapters.queue.status(withdrawnJob!)).result)
      .toEqual({ settled: 'not waiting' });
    expect(await textsTo('5105550163')).toEqual([]);
  });
});
