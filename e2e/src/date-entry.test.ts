import { addDays, type CycleTimeStay, type JobFolderView } from '@bayline/contracts';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import { wholeLog } from '@bayline/server/testing/event-log';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoSidewaysScroll, hidden, visible } from './browser.ts';
import { browserShop } from './fixture.ts';
import { desktop, phone } from './reports-shop.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';

/**
 * Issue 23, dates you can trust: a Delivered date typed in the folder for two days before the location's today (the
 * job form refuses an Arrival, Job Start or Job Complete before today, spec 1 section 5) is told in the folder as
 * entered late, counted in Date Entry, and its job is flagged in cycle time, or left out when asked. The tests run in
 * order: the first types the date the others find.
 */
describe.runIf(canRun)('dates entered late', () => {
  const { bayline, owner, signedInPage } = browserShop({
    jobsPerLocation: 40,
    years: 0.5,
    users: { owner: { email: 'demo@bayline.test', location: 'BAYVIEW' } },
  });
  let today: string;
  let job: JobFolderView;
  let page: Page;

  /** The location's jobs that arrived two days ago or before, not delivered and not complete since. */
  async function candidates() {
    const events = await wholeLog(bayline.adapters.store);
    const dates = new Map<string, Record<string, unknown>>();
    for (const e of events) {
      const data = e.data as { jobAdminId?: string; changes?: Record<string, unknown> };
      if (!e.streamId.startsWith('job-') || e.metadata.locationShortName !== 'BAYVIEW' || !data.jobAdminId) continue;
      if (e.type === 'JobCreated') dates.set(data.jobAdminId, { ...data });
      if (e.type === 'JobInformationChanged') Object.assign(dates.get(data.jobAdminId) ?? {}, data.changes);
    }
    const twoDaysAgo = addDays(today, -2);
    const day = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : null);
    return [...dates]
      .filter(([, d]) => {
        const arrived = day(d.dateTowIn);
        const ready = day(d.dateReady);
        return arrived !== null && arrived <= twoDaysAgo && !d.datePickup && (ready === null || ready <= twoDaysAgo);
      })
      .map(([id]) => id);
  }

  beforeAll(async () => {
    today = (await owner.get(`${production}/locations/settings`)).json.today;
    for (const id of await candidates()) {
      const folder = (await owner.read(`${production}/JobAdmins/asfolder/${id}`)).json as JobFolderView;
      if (folder.roState === 2) {
        job = folder;
        break;
      }
    }
    if (!job) throw new Error('The seeded shop has no open job that arrived two days ago');
    // A stay that ends now: the job is in the cycle time of the 90 days to today.
    const departments = (await owner.read(`${production}/departments`)).json as { shortName: string }[];
    const other = departments.find((d) => d.shortName !== job.departmentShortName)!;
    const moved = await owner.put(`${production}/jobadmins/${job.jobAdminId}/department`, {
      departmentShortName: other.shortName,
    });
    expect(moved.status, moved.text).toBe(200);
  });

  it('tells in the folder that Delivered was typed two days late, and by whom', async () => {
    page = await signedInPage({ viewport: desktop });
    await page.goto(`${bayline.url}/production?action=openjobactions&value=${job.jobAdminId}`);
    const folder = page.getByRole('dialog', { name: /^Job/ });
    const delivered = addDays(today, -2);
    await folder.getByLabel('Delivered', { exact: true }).fill(delivered);
    await folder.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => folder.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);

    // Typed now for two days ago: at least 48 hours after the date's midnight where the shop is.
    const button = folder.getByRole('button', { name: 'When Delivered was entered' });
    await button.hover();
    const tip = page.getByRole('tooltip');
    await visible(tip.getByText(/^Entered 2 d \d+ h late by Dana Reyes on /));
    // The keyboard reaches it too.
    await page.mouse.move(0, 0);
    await hidden(tip);
    await button.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await visible(page.getByRole('tooltip').getByText(/^Entered 2 d \d+ h late by Dana Reyes/));

    // The History tells it too.
    await folder.getByRole('tab', { name: 'History' }).click();
    const entries = folder.getByRole('list', { name: 'Date entries' });
    await visible(entries.getByText(/^Entered 2 d \d+ h late by Dana Reyes on /).first());
    await page.context().close();
  });

  it('counts the late entry in Date Entry, with the entry behind it', async () => {
    page = await signedInPage({ viewport: desktop });
    await page.goto(`${bayline.url}/reports`);
    await page.getByRole('tab', { name: 'Date Entry' }).click();
    const view = page.getByTestId('date-entry');
    const byField = view.getByRole('table', { name: 'Date', exact: true });
    const delivered = byField.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Delivered' }) });
    await delivered.getByRole('button', { name: /^\d+: Late entries of Delivered$/ }).click();
    const drill = page.getByRole('dialog', { name: 'Late entries of Delivered' });
    const row = drill.locator('tbody tr[data-key]').filter({ hasText: String(job.jobAdminInt) });
    await visible(row);
    await visible(row.getByText(/^2 d \d+ h late$/));
    await visible(row.getByText('Dana Reyes'));
    await drill.getByRole('button', { name: 'CLOSE' }).click();
    await hidden(drill);
    const byUser = view.getByRole('table', { name: 'User', exact: true });
    await visible(byUser.getByRole('button', { name: /^\d+: Late entries of Dana Reyes$/ }));
    await expectAccessible(page);
    await page.context().close();

    // On a phone: nothing scrolls sideways.
    page = await signedInPage({ viewport: phone });
    await page.goto(`${bayline.url}/reports`);
    await page.getByRole('tab', { name: 'Date Entry' }).click();
    await visible(page.getByTestId('date-entry').getByRole('table', { name: 'User', exact: true }));
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });

  it('flags the job in cycle time, and leaves it out when asked', async () => {
    page = await signedInPage({ viewport: desktop });
    await page.goto(`${bayline.url}/reports`);
    await page.getByRole('tab', { name: 'Cycle Time' }).click();
    const view = page.getByTestId('cycle-time');
    await visible(view.getByText(/^Cycle time per department visit/));
    const department = job.departmentName;
    const jobsOf = async () => {
      const table = view.getByRole('table', { name: 'Department stays against their goals (hours)' });
      await table.getByRole('button', { name: `Jobs behind ${department}`, exact: true }).click();
      const drill = page.getByRole('dialog', { name: `Jobs behind ${department}` });
      await visible(drill.locator('tbody tr[data-key]').first());
      return drill;
    };

    await view.getByRole('button', { name: /Dates entered more than 24 h late$/ }).click();
    await page.getByRole('option', { name: 'Flag' }).click();
    await visible(view.getByText(/stays? of jobs with a date entered more than 24 h late (is|are) flagged/));
    let drill = await jobsOf();
    const flagged = drill.locator('tbody tr[data-key]').filter({ hasText: String(job.jobAdminInt) });
    await visible(flagged.getByText('Late dates'));
    await drill.getByRole('button', { name: 'CLOSE' }).click();

    await view.getByRole('button', { name: /Dates entered more than 24 h late$/ }).click();
    await page.getByRole('option', { name: 'Leave out' }).click();
    await visible(view.getByText('Jobs with a date entered more than 24 h late are left out.'));
    drill = await jobsOf();
    expect(
      await drill
        .locator('tbody tr[data-key]')
        .filter({ hasText: String(job.jobAdminInt) })
        .count(),
    ).toBe(0);
    await drill.getByRole('button', { name: 'CLOSE' }).click();

    // The API says the same of the stay the move ended.
    const stays = (
      await owner.read(`/api/reports/v1/analytics/cycletime/jobs?lateDates=flag&department=${job.departmentId}`)
    ).json as CycleTimeStay[];
    expect(stays.filter((s) => s.jobAdminId === job.jobAdminId).every((s) => s.lateDates)).toBe(true);
    expect(stays.some((s) => s.jobAdminId === job.jobAdminId)).toBe(true);
    await page.context().close();
  });
});
