import type { JobFolderView } from '@bayline/contracts';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import { validJobBody } from '@bayline/server/testing/client';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectNoSidewaysScroll, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';
const desktop = { viewport: { width: 1600, height: 1000 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

describe.runIf(canRun)('the terminal', () => {
  const { bayline, owner, signedInPage } = browserShop({
    jobsPerLocation: 4,
    users: { owner: 'demo@bayline.test' },
  });
  let page: Page;
  let today: string;
  /** The day the test's jobs are scheduled in. */
  let arrivalDay: string;
  let jobAdminId: string;

  const newJob = async (overrides: Record<string, unknown>) => {
    const body = await validJobBody(owner, overrides);
    const created = await owner.post(`${production}/jobadmins`, body);
    expect(created.status).toBe(201);
    return { jobAdminId: created.json.jobAdmin.jobAdminId as string, body };
  };
  const dateField = () => page.getByLabel('Date', { exact: true });
  const panel = (name: 'Arrivals' | 'Departures', on = page) => on.getByRole('region', { name });
  const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

  beforeAll(async () => {
    today = (await owner.get(`${production}/locations/settings`)).json.today;
    const first = await newJob({ hat: 'TERM-1', clientName: 'Tara Terminal', refinish: 2 });
    jobAdminId = first.jobAdminId;
    arrivalDay = String(first.body.scheduledIn).slice(0, 10);
    page = await signedInPage(desktop);
  });

  it('opens on today, and shows a day’s arrivals and departures with what each card tells', async () => {
    await page.getByRole('link', { name: 'Terminal' }).click();
    await page.waitForURL(/\/terminal$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Terminal' }));
    await expect.poll(() => dateField().inputValue()).toBe(today);
    expect(await page.getByRole('checkbox', { name: 'Preserve Date' }).isChecked()).toBe(false);
    await visible(panel('Arrivals'));
    await visible(panel('Departures'));

    await dateField().fill(arrivalDay);
    const card = panel('Arrivals').getByRole('listitem', { name: 'Job TERM-1' });
    await visible(card);
    const text = await card.textContent();
    for (const shown of ['TERM-1', 'Light', 'TTL 8.5 R 2.0', '$1,234.50', 'Tara Terminal', '(510) 555-0123'])
      expect(text).toContain(shown);
    expect(text).toContain('Arrived On N/A');
    expect(text).toContain('Department Estimate');
    await visible(card.getByRole('img', { name: 'Not Arrived', exact: true }));
    await expectAccessible(page);
    expect(await panel('Departures').getByRole('listitem', { name: 'Job TERM-1' }).count()).toBe(0);
  });

  it('shows a new job and an arrival as they happen', async () => {
    await newJob({ hat: 'TERM-2', clientName: 'Lou Live', scheduledIn: `${arrivalDay}T00:00:00` });
    await visible(panel('Arrivals').getByRole('listitem', { name: 'Job TERM-2' }));

    const folder = (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json as JobFolderView;
    const saved = await owner.put(`${production}/jobadmins/asfolder`, { ...folder, dateTowIn: `${today}T00:00:00` });
    expect(saved.status).toBe(200);
    const card = panel('Arrivals').getByRole('listitem', { name: 'Job TERM-1' });
    await visible(card.getByRole('img', { name: 'Arrived', exact: true }));
    expect(await card.textContent()).toContain(`Arrived On ${usDate(today)}`);
  });

  it('keeps a preserved date across a reload, and today again once it is not', async () => {
    await page.getByText('Preserve Date').click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Preserve Date' }).isChecked()).toBe(true);
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'Terminal' }));
    await expect.poll(() => dateField().inputValue()).toBe(arrivalDay);
    expect(await page.getByRole('checkbox', { name: 'Preserve Date' }).isChecked()).toBe(true);
    await visible(panel('Arrivals').getByRole('listitem', { name: 'Job TERM-1' }));

    await page.getByText('Preserve Date').click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Preserve Date' }).isChecked()).toBe(false);
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'Terminal' }));
    await expect.poll(() => dateField().inputValue()).toBe(today);
  });

  it('stacks its panels on a phone, with no sideways scroll', async () => {
    const mobile = await signedInPage(phone);
    const small = mobile.context();
    await mobile.goto(`${bayline.url}/terminal`);
    await visible(mobile.getByRole('heading', { level: 1, name: 'Terminal' }));
    await mobile.getByLabel('Date', { exact: true }).fill(arrivalDay);
    await visible(panel('Arrivals', mobile).getByRole('listitem', { name: 'Job TERM-1' }));
    const arrivals = await panel('Arrivals', mobile).boundingBox();
    const departures = await panel('Departures', mobile).boundingBox();
    expect(departures!.y).toBeGreaterThanOrEqual(arrivals!.y + arrivals!.height);
    await expectNoSidewaysScroll(mobile);
    await small.close();
  });
});
