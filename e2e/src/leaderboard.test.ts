import type { Contact, DeparturesArrivals, JobFolderView, LeaderboardTotals } from '@bayline/contracts';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import { validJobBody } from '@bayline/server/testing/client';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoSidewaysScroll, hidden, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';
const desktop = { viewport: { width: 1600, height: 1000 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

describe.runIf(canRun)('the leaderboard', () => {
  const { bayline, owner, signedInPage } = browserShop({
    jobsPerLocation: 6,
    users: { owner: 'demo@bayline.test' },
  });
  let page: Page;
  let marco: Contact;
  let today: string;

  const departmentId = async (shortName: string) =>
    ((await owner.get(`${production}/departments`)).json as { shortName: string; departmentId: string }[]).find(
      (d) => d.shortName === shortName,
    )!.departmentId;

  /** A job moved through departments today: Body assigned to `assignee` when one is named. */
  async function jobThrough(departments: string[], assignee?: Contact) {
    const created = await owner.post(
      `${production}/jobadmins`,
      await validJobBody(owner, { departmentShortName: 'EST', refinish: 3 }),
    );
    const jobAdminId = created.json.jobAdmin.jobAdminId as string;
    if (assignee) {
      const folder = (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json as JobFolderView;
      const saved = await owner.put(`${production}/jobadmins/asfolder`, {
        ...folder,
        jobAssignments: [{ departmentId: await departmentId('BODY'), contactId: assignee.contactId }],
      });
      expect(saved.status).toBe(200);
    }
    for (const departmentShortName of departments)
      expect(
        (await owner.put(`${production}/jobadmins/${jobAdminId}/department`, { departmentShortName })).status,
      ).toBe(200);
    return jobAdminId;
  }

  const totalsToday = async () =>
    (
      await owner.read(
        `/api/reports/v1/Leaderboard/GetLeaderboardTotals?${new URLSearchParams({ startDate: today, endDate: today })}`,
      )
    ).json as LeaderboardTotals;
  const hours = (n: number) => n.toFixed(2);
  const tile = (name: string) => page.getByRole('region', { name, exact: true });
  const assignees = () => page.getByRole('region', { name: 'Assignees' });
  /** The options popover, opened; `close` dismisses it with Escape (a tip still open takes the first one). */
  async function openOptions() {
    await page.getByRole('button', { name: 'Options' }).click();
    const options = page.getByRole('dialog', { name: 'Options' });
    await visible(options);
    const close = async () => {
      for (let tries = 0; tries < 3 && (await options.isVisible()); tries++) {
        await page.keyboard.press('Escape');
        await page.waitForTimeout(200);
      }
      await hidden(options);
    };
    return { options, close };
  }

  beforeAll(async () => {
    today = (await owner.get(`${production}/locations/settings`)).json.today;
    marco = ((await owner.get(`${production}/contacts`)).json as Contact[]).find((c) => c.name === 'Marco Diaz')!;
    // Today: Body (50 % of 8.5 h) to Marco, Paint Prep (40 % of 3 refinish hours) to nobody.
    await jobThrough(['BODY', 'PAINT'], marco);
    await jobThrough(['PREP', 'PAINT']);
    page = await signedInPage(desktop);
  });

  it('shows today’s tiles and rankings, the Unassigned row when asked, and ranks by efficiency', async () => {
    await page.getByRole('link', { name: 'Leaderboard' }).click();
    await page.waitForURL(/\/leaderboard$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Leaderboard' }));
    expect(await page.getByRole('radio', { name: 'Today' }).getAttribute('aria-checked')).toBe('true');
    const totals = await totalsToday();
    await visible(tile('Flagged Hours').getByText(hours(totals.flaggedLaborTotal), { exact: true }));
    await visible(tile('Ready Hours').getByText(hours(totals.readyLaborTotal), { exact: true }));
    await visible(tile('Delivered Hours').getByText(hours(totals.deliveredLaborTotal), { exact: true }));
    await visible(tile('Overall Efficiency'));
    // The rankings fade in (400 ms): axe reads colours as painted, so it looks once they are whole.
    await expect
      .poll(() =>
        page.evaluate(
          'document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity).length',
        ),
      )
      .toBe(0);
    await expectAccessible(page);
    await tile('Ready Hours').getByRole('button', { name: 'Ready Hours' }).hover();
    await visible(page.getByRole('tooltip', { name: 'Total Hours for Completed Jobs' }));

    await visible(page.getByRole('heading', { level: 2, name: 'Hours' }));
    const marcoRow = assignees().getByRole('listitem', { name: /Marco Diaz/ });
    await visible(marcoRow);
    expect(await marcoRow.textContent()).toContain('HRS');
    await visible(page.getByRole('region', { name: 'Departments' }).getByRole('listitem', { name: /Body/ }));
    expect(
      await assignees()
        .getByRole('listitem', { name: /Unassigned/ })
        .count(),
    ).toBe(0);

    const shown = await openOptions();
    await shown.options.getByText('Show Unassigned in Ranking').click();
    await visible(assignees().getByRole('listitem', { name: /Unassigned/ }));
    await shown.close();

    await page.getByRole('radio', { name: 'Efficiency' }).click();
    await visible(page.getByRole('heading', { level: 2, name: 'Efficiency' }));
    await visible(assignees().getByText('EFF').first());
    expect(await assignees().getByRole('listitem').first().textContent()).toMatch(/%EFF$/);
    await page.getByRole('radio', { name: 'Hours' }).click();
    await visible(page.getByRole('heading', { level: 2, name: 'Hours' }));
  });

  it('scrolls its lists and cycles through the ranges every 10 seconds when asked', async () => {
    await page.getByRole('radio', { name: 'Month to Date' }).click();
    const on = await openOptions();
    await on.options.getByText('Auto Scroll Toggle').click();
    await expect.poll(() => page.locator('[data-auto-scroll]').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await on.options.getByText('Auto Cycle Through Available Dates').click();
    await on.close();
    // From Month to Date, the next range is Today (no custom range yet).
    await expect
      .poll(() => page.getByRole('radio', { name: 'Today' }).getAttribute('aria-checked'), { timeout: 15_000 })
      .toBe('true');
    const off = await openOptions();
    await off.options.getByText('Auto Cycle Through Available Dates').click();
    await off.options.getByText('Auto Scroll Toggle').click();
    await off.close();
    expect(await page.locator('[data-auto-scroll]').count()).toBe(0);

    // A custom range of one day says that day; an end before the start is refused on the page.
    await page.getByRole('radio', { name: 'Custom' }).click();
    await page.getByLabel('Start date').fill(today);
    await page.getByLabel('End date').fill(today);
    const [year, month, day] = today.split('-');
    await visible(page.getByText(`${month}/${day}/${year}`, { exact: true }));
    await page.getByRole('radio', { name: 'Today' }).click();
  });

  it('refreshes live when a job leaves a department', async () => {
    const before = await totalsToday();
    await visible(tile('Flagged Hours').getByText(hours(before.flaggedLaborTotal), { exact: true }));
    await jobThrough(['BODY', 'READY'], marco);
    const after = await totalsToday();
    expect(after.flaggedLaborTotal).toBeCloseTo(before.flaggedLaborTotal + 4.25, 2);
    await visible(tile('Flagged Hours').getByText(hours(after.flaggedLaborTotal), { exact: true }));
  });

  it('opens and closes the Departures and Arrivals, and a job arriving today joins them live', async () => {
    const listsToday = async () =>
      (
        await owner.read(
          `/api/reports/v1/Leaderboard/GetDeparturesArrivals?${new URLSearchParams({ startDate: today, endDate: today })}`,
        )
      ).json as DeparturesArrivals;
    const jobs = (n: number) => (n === 1 ? '1 job' : `${n} jobs`);
    const trigger = (name: 'Departures' | 'Arrivals') => page.getByRole('button', { name: new RegExp(`^${name}`) });
    const list = (name: 'Departures' | 'Arrivals') => page.getByRole('list', { name, exact: true });
    const before = await listsToday();
    await expect.poll(() => trigger('Departures').textContent()).toBe(`Departures${jobs(before.departures.length)}`);
    await expect.poll(() => trigger('Arrivals').textContent()).toBe(`Arrivals${jobs(before.arrivals.length)}`);
    expect(await trigger('Arrivals').getAttribute('aria-expanded')).toBe('false');

    // Open, each shows its jobs (or says there are none); closed again, they are hidden.
    for (const name of ['Departures', 'Arrivals'] as const) {
      await trigger(name).click();
      expect(await trigger(name).getAttribute('aria-expanded')).toBe('true');
      const listed = name === 'Departures' ? before.departures : before.arrivals;
      if (listed.length === 0)
        await visible(page.getByText(`No jobs ${name === 'Departures' ? 'departing' : 'arriving'} in this range`));
      else await expect.poll(() => list(name).getByRole('listitem').count()).toBe(listed.length);
    }
    await trigger('Departures').click();
    expect(await trigger('Departures').getAttribute('aria-expanded')).toBe('false');
    await hidden(list('Departures'));

    // A job that arrived today comes into the open Arrivals without a reload.
    const created = await owner.post(
      `${production}/jobadmins`,
      await validJobBody(owner, { hat: 'LIVE-IN', clientName: 'Ava Arrival', dateTowIn: `${today}T00:00:00` }),
    );
    expect(created.status).toBe(201);
    const row = list('Arrivals').getByRole('listitem', { name: 'Job LIVE-IN' });
    await visible(row);
    const [year, month, day] = today.split('-');
    expect(await row.textContent()).toBe(`LIVE-INAva ArrivalLight8.50HRSArrived ${month}/${day}/${year}`);
    await expect.poll(() => trigger('Arrivals').textContent()).toBe(`Arrivals${jobs(before.arrivals.length + 1)}`);
    await trigger('Arrivals').click();
    await hidden(row);
  });

  it('lists the flagged hours of the assignees to print, and prints them', async () => {
    await page.getByRole('radio', { name: 'Report' }).click();
    const marcoTable = page.getByRole('region', { name: 'Marco Diaz' });
    await visible(marcoTable);
    await visible(marcoTable.getByRole('columnheader', { name: 'JOB #' }));
    await visible(marcoTable.getByText('Flagged Hours Total:'));
    await visible(page.getByRole('region', { name: 'Unassigned' }));

    await page.getByRole('button', { name: 'Deselect All' }).click();
    await visible(page.getByText('Select an Assignee or Valid Date Range'));
    await visible(page.getByText('Assignees with zero flagged hours in the range are not shown.'));
    expect(await page.getByRole('button', { name: 'Print', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Select All', exact: true }).click();
    await visible(marcoTable);
    // Leave Unassigned out of the print.
    await page.getByRole('button', { name: /Assignees to Print/ }).click();
    await page.getByRole('option', { name: 'Unassigned' }).click();
    await page.keyboard.press('Escape');
    await hidden(page.getByRole('region', { name: 'Unassigned' }));

    const [printed] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Print', exact: true }).click(),
    ]);
    await printed.waitForLoadState();
    await expect.poll(() => printed.getByRole('heading', { level: 2, name: 'Marco Diaz' }).isVisible()).toBe(true);
    expect(await printed.getByRole('heading', { level: 2, name: 'Unassigned' }).count()).toBe(0);
    const text = await printed.locator('body').textContent();
    expect(text).toContain('Flagged Hours Total:');
    expect(text).toMatch(/\d+\.\d{2} HOURS/);
    // Styled by its own stylesheet: the total row is bold.
    await expect
      .poll(() => printed.evaluate('getComputedStyle(document.querySelector("tfoot td")).fontWeight'))
      .toBe('700');
    await printed.close();
    await page.getByRole('radio', { name: 'Rank' }).click();
  });

  it('fits a phone, rank view and report view, with no sideways scroll', async () => {
    const mobile = await signedInPage(phone);
    const small = mobile.context();
    await mobile.goto(`${bayline.url}/leaderboard`);
    await visible(mobile.getByRole('heading', { level: 1, name: 'Leaderboard' }));
    await visible(mobile.getByRole('region', { name: 'Assignees' }));
    await expectNoSidewaysScroll(mobile);
    await mobile.getByRole('button', { name: /^Arrivals/ }).click();
    await visible(mobile.getByRole('listitem', { name: 'Job LIVE-IN' }));
    await expectNoSidewaysScroll(mobile);
    await mobile.getByRole('radio', { name: 'Custom' }).click();
    await visible(mobile.getByLabel('Start date'));
    await expectNoSidewaysScroll(mobile);
    await mobile.getByRole('radio', { name: 'Today' }).click();
    await mobile.getByRole('radio', { name: 'Report' }).click();
    await visible(mobile.getByRole('region', { name: 'Marco Diaz' }));
    await expectNoSidewaysScroll(mobile);
    await small.close();
  });
});
