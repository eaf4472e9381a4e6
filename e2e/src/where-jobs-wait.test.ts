import { chromiumForTests } from '@bayline/platform/testing/gates';
import { validJobBody } from '@bayline/server/testing/client';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSidewaysScroll, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';
const hour = 3_600_000;

/**
 * The app's clock: from a Monday morning in Bayview (inside the location's default business hours, 14:00–02:00 UTC
 * on weekdays) time passes as it does, and `wait` moves it on at once: the measured interval a hold lasts.
 */
const began = performance.now();
let skipped = 0;
const now = () => new Date(Date.parse('2026-12-07T16:00:00.000Z') + skipped + (performance.now() - began));
const wait = (ms: number) => {
  skipped += ms;
};

const desktop = { width: 1400, height: 1000 };
const phone = { width: 390, height: 844 };

/** Where Jobs Wait (issue 23): a job held with 'Parts' for three hours shows there, in its drill-downs and on the dashboard. */
describe.runIf(canRun)('Where Jobs Wait', () => {
  const { bayline, owner, signedInPage } = browserShop({
    jobsPerLocation: 2,
    years: 0.25,
    now,
    users: { owner: { email: 'demo@bayline.test', location: 'BAYVIEW' } },
  });
  let ro: number;
  let jobId: string;
  let partsId: string;
  let page: Page | undefined;

  beforeAll(async () => {
    const added = await owner.post(`${production}/Delay`, { description: 'Parts', isActive: true });
    expect(added.status, added.text).toBe(201);
    const parts = ((await owner.read(`${production}/Delay`)).json as { delayId: string; description: string }[]).find(
      (r) => r.description === 'Parts',
    )!;
    const created = await owner.post(`${production}/jobadmins`, await validJobBody(owner, { hat: 'WAIT-1' }));
    expect(created.status, created.text).toBe(201);
    const { jobAdminId, jobAdminInt } = created.json.jobAdmin;
    ro = jobAdminInt;
    jobId = jobAdminId;
    partsId = parts.delayId;
    const held = await owner.put(`${production}/jobadmins/${jobAdminId}/hold`, {
      delayId: parts.delayId,
      note: 'Bumper',
    });
    expect(held.status, held.text).toBe(200);
    wait(3 * hour);
    const released = await owner.del(`${production}/jobadmins/${jobAdminId}/hold`);
    expect(released.status, released.text).toBe(200);
  });
  afterEach(async () => {
    await page?.context().close();
  });

  async function openReport(viewport: { width: number; height: number }) {
    page = await signedInPage({ viewport });
    await page.goto(`${bayline.url}/reports`);
    await visible(page.getByRole('heading', { level: 1, name: 'Reports' }));
    await page.getByRole('tab', { name: 'Where Jobs Wait' }).click();
    return page.getByTestId('where-jobs-wait');
  }

  it('shows the hours held with Parts, calendar and business side by side, and drills down to the job and its hold', async () => {
    const view = await openReport(desktop);
    const reasons = view.getByRole('table', { name: 'Reason' });
    // Three hours on the clock, all of them inside the business window: 3.00 and 3.00, one hold of one job.
    await visible(reasons.getByRole('row', { name: /^Parts 3\.00 3\.00 1 1/ }));
    await visible(view.getByRole('img', { name: 'Hours held by reason, calendar and business hours' }));

    await reasons.getByRole('button', { name: 'Jobs held: Parts' }).click();
    const jobs = page!.getByRole('dialog', { name: 'Jobs held: Parts' });
    await visible(jobs);
    await visible(jobs.getByRole('link', { name: String(ro) }));
    await visible(jobs.getByText('WAIT-1').first());
    // The job's ledger: its visit's time, held with Parts and not held, calendar / business hours.
    await jobs.getByRole('button', { name: /Time in each department/ }).click();
    await page!.getByRole('option', { name: `${ro} · WAIT-1` }).click();
    const ledger = jobs.getByRole('table', { name: `Time in each department of RO ${ro}` });
    await visible(ledger);
    await visible(ledger.getByRole('cell', { name: 'Parts 3.00 / 3.00' }));
    expect(await ledger.locator('tbody tr').count()).toBe(1);
    await jobs.getByRole('button', { name: 'CLOSE' }).click();

    await reasons.getByRole('button', { name: 'Holds: Parts' }).click();
    const holds = page!.getByRole('dialog', { name: 'Holds: Parts' });
    await visible(holds);
    await visible(holds.getByRole('link', { name: String(ro) }));
    await visible(holds.getByText('Bumper'));
    await visible(holds.getByText('Dana Reyes').first());
    expect(await holds.getByRole('cell', { name: '3.00' }).count()).toBeGreaterThanOrEqual(3);
    await holds.getByRole('button', { name: 'CLOSE' }).click();

    // Live: another hour held with Parts, put on and released by someone else, shows without a reload.
    expect((await owner.put(`${production}/jobadmins/${jobId}/hold`, { delayId: partsId })).status).toBe(200);
    wait(hour);
    expect((await owner.del(`${production}/jobadmins/${jobId}/hold`)).status).toBe(200);
    await visible(reasons.getByRole('row', { name: /^Parts 4\.00 4\.00 2 1/ }));
  });

  it('is usable on a phone', async () => {
    const view = await openReport(phone);
    await visible(view.getByRole('table', { name: 'Reason' }).getByRole('row', { name: /^Parts \d+\.\d{2} / }));
    await expectNoSidewaysScroll(page!);
  });

  it('charts the held hours by reason on the dashboard', async () => {
    page = await signedInPage({ viewport: desktop });
    await page.goto(`${bayline.url}/dashboard`);
    await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }));
    const card = page.getByTestId('where-jobs-wait-chart');
    await visible(card.getByRole('heading', { level: 2, name: 'Where Jobs Wait' }));
    await visible(card.getByRole('img', { name: 'Hours held by reason, calendar and business hours' }));
    // The chart's description names its categories, as drawn.
    await expect.poll(() => card.textContent()).toContain('Parts');
  });
});
