import { type AssigneeLaborFlags, addDays, type Contact, type JobFolderView, weekdayOf } from '@bayline/contracts';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import { type ApiClient, validJobBody } from '@bayline/server/testing/client';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSidewaysScroll, hidden, visible } from './browser.ts';
import { desktop, phone, useReportsShop } from './reports-shop.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';
const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
/** The Sunday starting the week of `day` (the display preferences' default week start). */
const sundayOf = (day: string) => addDays(day, -weekdayOf(day));
const daysBetween = (a: string, b: string) =>
  (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

/** A job moved through Body into Paint today, Body assigned to `assignee`: 50 % of its 8.5 hours flagged to them. */
async function flaggedToday(owner: ApiClient, assignee: Contact) {
  const created = await owner.post(
    `${production}/jobadmins`,
    await validJobBody(owner, { departmentShortName: 'EST', hat: 'FLAG-1' }),
  );
  const jobAdminId = created.json.jobAdmin.jobAdminId as string;
  const departments = (await owner.get(`${production}/departments`)).json as {
    shortName: string;
    departmentId: string;
  }[];
  const folder = (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json as JobFolderView;
  const saved = await owner.put(`${production}/jobadmins/asfolder`, {
    ...folder,
    jobAssignments: [
      { departmentId: departments.find((d) => d.shortName === 'BODY')!.departmentId, contactId: assignee.contactId },
    ],
  });
  expect(saved.status).toBe(200);
  for (const departmentShortName of ['BODY', 'PAINT'])
    expect((await owner.put(`${production}/jobadmins/${jobAdminId}/department`, { departmentShortName })).status).toBe(
      200,
    );
}

/** The Flagged Hours Report of the Reports screen (spec 3 section 2.8), chosen with the 'Week of' picker. */
describe.runIf(canRun)('the Flagged Hours Report on the Reports screen', () => {
  let today: string;
  let owner: ApiClient;
  const shop = useReportsShop(6, async (client) => {
    owner = client;
    today = (await owner.get(`${production}/locations/settings`)).json.today;
    const marco = ((await owner.get(`${production}/contacts`)).json as Contact[]).find((c) => c.name === 'Marco Diaz')!;
    await flaggedToday(owner, marco);
  });
  let page: Page;

  const view = () => page.getByTestId('flagged-hours');
  const weekLabel = () => view().getByRole('button', { name: 'Choose a week' });
  const calendar = () => page.getByRole('dialog', { name: 'Choose a week' });
  const flagsOf = async (start: string): Promise<AssigneeLaborFlags[]> =>
    (
      await owner.read(
        `/api/reports/v1/Leaderboard/GetLaborFlagsByAssignee?${new URLSearchParams({ startDate: start, endDate: addDays(start, 6) })}`,
      )
    ).json;
  /** The week the picker shows: the day its label names, once it names `start` when given. */
  async function shownWeek(start?: string) {
    if (start) await expect.poll(() => weekLabel().textContent()).toBe(`Week of ${usDate(start)}`);
    const [, month, day, year] = /(\d{2})\/(\d{2})\/(\d{4})/.exec((await weekLabel().textContent()) ?? '') ?? [];
    return `${year}-${month}-${day}`;
  }
  /** The tables shown are the assignees the API lists for the week (by name), or the empty text when none. */
  async function expectTablesOf(start: string, chosen?: string[]) {
    const listed = (await flagsOf(start)).filter((a) => !chosen || chosen.includes(a.name));
    if (listed.length === 0) {
      await visible(view().getByText('Select an Assignee or Valid Date Range'));
      await visible(view().getByText('Assignees with zero flagged hours in the range are not shown.'));
      expect(await view().getByRole('button', { name: 'Print', exact: true }).isDisabled()).toBe(true);
      return;
    }
    for (const assignee of listed) await visible(tableOf(assignee.name));
    await expect.poll(() => view().getByRole('region').count()).toBe(listed.length);
  }
  const tableOf = (name: string): Locator => view().getByRole('region', { name, exact: true });
  /** Opens the Reports screen's Flagged Hours tab on this week. */
  async function openReport(viewport: { width: number; height: number }) {
    page = await shop.open(viewport, '/reports', 'Reports');
    await page.getByRole('tab', { name: 'Flagged Hours' }).click();
    await visible(view().getByRole('heading', { level: 2, name: 'Flagged Hours Report' }));
  }
  /** Deselects every assignee (the empty text says to choose one), then chooses `name` alone. */
  async function chooseOnly(name: string) {
    await view().getByRole('button', { name: 'Deselect All' }).click();
    await visible(view().getByText('Select an Assignee or Valid Date Range'));
    await visible(view().getByText('Assignees with zero flagged hours in the range are not shown.'));
    await hidden(tableOf(name));
    await view()
      .getByRole('button', { name: /Assignees to Print/ })
      .click();
    await page.getByRole('option', { name }).click();
    await page.keyboard.press('Escape');
    await visible(tableOf(name));
  }

  it('opens on this week: a grid per assignee with Date, JOB #, Department, Flagged Hours and its total', async () => {
    await openReport(desktop);
    const week = await shownWeek(sundayOf(today));
    const marco = (await flagsOf(week)).find((a) => a.name === 'Marco Diaz')!;
    expect(marco.totalFlagged).toBeGreaterThanOrEqual(4.25);
    const table = tableOf('Marco Diaz');
    await visible(table);
    for (const header of ['Date', 'JOB #', 'Department', 'Flagged Hours'])
      await visible(table.getByRole('columnheader', { name: header, exact: true }));
    expect(await table.locator('tbody tr').count()).toBe(marco.flags.length);
    await visible(table.getByRole('row', { name: new RegExp(`^${usDate(today)} FLAG-1 Body 4\\.25$`) }));
    await visible(table.getByText('Flagged Hours Total:'));
    await visible(table.getByText(`${marco.totalFlagged.toFixed(2)} HOURS`, { exact: true }));
    await expectTablesOf(week);

    // The assignee selection: none chosen says so; Marco alone shows his grid alone.
    await chooseOnly('Marco Diaz');
    await expectTablesOf(week, ['Marco Diaz']);

    // The print version: the chosen grids, titled with the week.
    const [printed] = await Promise.all([
      page.waitForEvent('popup'),
      view().getByRole('button', { name: 'Print', exact: true }).click(),
    ]);
    await printed.waitForLoadState();
    await expect.poll(() => printed.getByRole('heading', { level: 2, name: 'Marco Diaz' }).isVisible()).toBe(true);
    expect(await printed.getByRole('heading', { level: 2 }).count()).toBe(1);
    expect(await printed.title()).toBe(`Flagged Hours Report · ${usDate(week)} to ${usDate(addDays(week, 6))}`);
    expect(await printed.locator('body').textContent()).toContain(`${marco.totalFlagged.toFixed(2)} HOURS`);
    await printed.close();
  });

  it('moves a week and a month either way, and picks a week in the month, year and years views', async () => {
    await openReport(desktop);
    const thisWeek = sundayOf(today);
    await chooseOnly('Marco Diaz');
    // Next week has nothing flagged yet: the empty text, the choice of Marco kept for when he is listed again.
    await view().getByRole('button', { name: 'Next week' }).click();
    await shownWeek(addDays(thisWeek, 7));
    await expectTablesOf(addDays(thisWeek, 7));
    await view().getByRole('button', { name: 'Prior week' }).click();
    await shownWeek(thisWeek);
    await expectTablesOf(thisWeek, ['Marco Diaz']);
    await view().getByRole('button', { name: 'Select All', exact: true }).click();
    await expectTablesOf(thisWeek);

    // A month either way: the week holding the same day of the next or prior month.
    await view().getByRole('button', { name: 'Next month' }).click();
    await expect.poll(() => shownWeek()).not.toBe(thisWeek);
    const monthOn = await shownWeek();
    expect(weekdayOf(monthOn)).toBe(0);
    expect(daysBetween(thisWeek, monthOn)).toBeGreaterThanOrEqual(21);
    expect(daysBetween(thisWeek, monthOn)).toBeLessThanOrEqual(35);
    await expectTablesOf(monthOn);
    await view().getByRole('button', { name: 'Prior month' }).click();
    await expect.poll(() => shownWeek()).not.toBe(monthOn);
    const back = daysBetween(thisWeek, await shownWeek());
    expect(Math.abs(back)).toBeLessThanOrEqual(7);
    if (back !== 0)
      await view()
        .getByRole('button', { name: back > 0 ? 'Prior week' : 'Next week' })
        .click();
    await shownWeek(thisWeek);

    // The month view: any day picks its week.
    await weekLabel().click();
    await calendar()
      .getByRole('button', { name: usDate(today), exact: true })
      .click();
    await hidden(calendar());
    await shownWeek(thisWeek);
    await expectTablesOf(thisWeek);

    // The year view picks a month, the years view a year; the title goes up a view at a time.
    const year = Number(today.slice(0, 4));
    await weekLabel().click();
    await calendar().getByRole('button', { name: 'Show the months of the year' }).click();
    await visible(calendar().getByRole('button', { name: 'Show the years' }));
    expect(await calendar().getByRole('button', { name: 'Show the years' }).textContent()).toBe(String(year));
    await calendar().getByRole('button', { name: 'Show the years' }).click();
    const decade = Math.floor(year / 10) * 10;
    const decadeTitle = calendar().getByRole('button', { name: 'Show the days of the month' });
    await expect.poll(() => decadeTitle.textContent()).toBe(`${decade} – ${decade + 9}`);
    await calendar().getByRole('button', { name: 'Prior decade' }).click();
    await expect.poll(() => decadeTitle.textContent()).toBe(`${decade - 10} – ${decade - 1}`);
    await calendar().getByRole('button', { name: 'Next decade' }).click();
    await expect.poll(() => decadeTitle.textContent()).toBe(`${decade} – ${decade + 9}`);
    await calendar()
      .getByRole('button', { name: String(year - 1), exact: true })
      .click();
    await expect
      .poll(() => calendar().getByRole('button', { name: 'Show the years' }).textContent())
      .toBe(String(year - 1));
    await calendar().getByRole('button', { name: /^Mar/ }).click();
    const march10 = `${year - 1}-03-10`;
    await calendar()
      .getByRole('button', { name: usDate(march10), exact: true })
      .click();
    await hidden(calendar());
    await shownWeek(sundayOf(march10));
    await expectTablesOf(sundayOf(march10));

    // Back to this week through the calendar: its month view opens on the week shown.
    await weekLabel().click();
    await calendar().getByRole('button', { name: 'Show the months of the year' }).click();
    await calendar().getByRole('button', { name: 'Next year' }).click();
    await calendar()
      .getByRole('button', {
        name: new RegExp(`^${new Date(`${today}T00:00:00`).toLocaleString('en-US', { month: 'short' })}`),
      })
      .click();
    await calendar()
      .getByRole('button', { name: usDate(today), exact: true })
      .click();
    await shownWeek(thisWeek);
    await visible(tableOf('Marco Diaz'));
  });

  it('fits a phone, and speaks French', async () => {
    await openReport(phone);
    await visible(tableOf('Marco Diaz'));
    await expectNoSidewaysScroll(page);

    await page.evaluate(`localStorage.setItem('bayline.language', 'fr')`);
    await page.goto(`${shop.url}/reports`);
    await page.getByRole('tab', { name: 'Heures pointées' }).click();
    await visible(view().getByRole('heading', { level: 2, name: 'Rapport des heures pointées' }));
    await visible(view().getByRole('button', { name: 'Semaine suivante' }));
    await visible(tableOf('Marco Diaz').getByText('Total des heures pointées', { exact: false }));
    await page.evaluate(`localStorage.setItem('bayline.language', 'en')`);
  });
});
