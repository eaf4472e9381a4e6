import type { ChartRow } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import { validJobBody } from '@bayline/server/testing/client';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectNoSidewaysScroll, hidden, visible } from './browser.ts';
import { desktop, downloadFrom, openJobsBehind, phone, pick as pickIn, useReportsShop } from './reports-shop.ts';

const canRun = chromiumForTests();

/** The dashboard of spec 3 section 2.9 in the browser, on the demo shop's seeded pinned charts. */
describe.runIf(canRun)('the dashboard', () => {
  const shop = useReportsShop(6, async (owner) => {
    // An open job, so that the inventory charts have something to draw.
    const job = await owner.post('/api/production/v1/jobadmins', await validJobBody(owner, { make: 'Subaru' }));
    expect(job.status).toBe(201);
  });
  let page: Page;

  async function open(viewport: { width: number; height: number }) {
    page = await shop.open(viewport, '/dashboard', 'Dashboard');
  }

  const saved = shop.saved;
  const pinnedNames = async () =>
    (await saved())
      .filter((r) => r.isPinned)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((r) => r.name);
  const charts = () => page.getByTestId('dashboard-chart');
  const chart = (name: string) => page.getByRole('article', { name, exact: true });
  const grid = () => page.locator('[data-columns]');
  const titles = () => charts().getByRole('heading', { level: 2 }).allTextContents();
  /** Every chart drawn (or told it has nothing to draw): nothing moves any more. */
  const settled = () =>
    expect.poll(() => page.getByRole('status', { name: 'Loading…' }).count(), { timeout: 10_000 }).toBe(0);

  const pick = (scope: Locator, name: string | RegExp, option: string | RegExp) => pickIn(page, scope, name, option);

  /** Opens a chart's menu and picks `item`. */
  async function menu(name: string, item: string) {
    await chart(name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await page.getByRole('menuitem', { name: item }).click();
  }

  const download = (name: string, item: string) =>
    downloadFrom(page, chart(name).getByRole('button', { name: `Actions for ${name}` }), item);

  /** Drags a chart by its Move Chart handle onto another chart, in small steps as a hand would. */
  async function dragChart(name: string, onto: string) {
    const grip = chart(name).getByRole('button', { name: `Move Chart ${name}` });
    const handle = await grip.boundingBox();
    const target = await chart(onto).boundingBox();
    if (!handle || !target) throw new Error('chart not on screen');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2 + 12, handle.y + handle.height / 2 + 12, { steps: 4 });
    // Picked up (dnd-kit marks the grip pressed once the drag is active and the charts' places are measured): on a
    // busy machine a drop made before then lands on nothing.
    await expect.poll(() => grip.getAttribute('aria-pressed')).toBe('true');
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 16 });
    // The last move's target is found on the next frames (dnd-kit collides and renders after the move): drop then.
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    await page.mouse.up();
  }

  it('draws every pinned chart its way, laid out by their count', async () => {
    await open(desktop);
    await expect.poll(() => titles()).toEqual(await pinnedNames());
    expect(await titles()).toEqual([
      'Sales by Month',
      'Throughput',
      'Department Cycle vs Goal',
      'Inventory by Job Class',
      'Forecast This Month',
    ]);
    // Five charts: a third each.
    expect(await grid().getAttribute('data-columns')).toBe('3');
    for (const name of ['Sales by Month', 'Throughput', 'Department Cycle vs Goal', 'Inventory by Job Class'])
      await visible(chart(name).locator('canvas'));
    // Each chart says what its axes count and labels every category: every department, every month (a month the
    // range holds only part of says so).
    const summary = async (name: string) => {
      const id = await chart(name).getByRole('img').getAttribute('aria-describedby');
      return page.locator(`[id="${id}"]`).textContent();
    };
    const rowsOf = async (name: string) => {
      const report = (await saved()).find((r) => r.name === name)!;
      return (await shop.owner.read(`/api/reports/v1/reports/data/${report.reportOptionId}`)).json.rows as ChartRow[];
    };
    const departments = (await rowsOf('Department Cycle vs Goal')).map((r) => r.departmentName);
    expect(departments.length).toBeGreaterThan(1);
    expect(await summary('Department Cycle vs Goal')).toBe(
      `Axes: Hours, Percent (%). Categories: ${departments.join(', ')}.`,
    );
    const months = await rowsOf('Sales by Month');
    // The year back to today starts or ends within a month, whatever the day.
    expect(months.filter((m) => m.partial).length).toBeGreaterThan(0);
    const monthName = (month: string) =>
      new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
    expect(await summary('Sales by Month')).toBe(
      `Axes: Dollars ($). Categories: ${months.map((m) => `${monthName(m.month!)}${m.partial ? ' (partial)' : ''}`).join(', ')}.`,
    );
    expect(await summary('Throughput')).toMatch(/^Axes: Jobs, Hours\. Categories: /);
    // The doughnut measures count, hours or total.
    const doughnut = chart('Inventory by Job Class');
    for (const measure of ['Hours', 'Total', 'Count']) {
      await doughnut.getByRole('radio', { name: measure }).click();
      expect(await doughnut.getByRole('radio', { name: measure }).getAttribute('aria-checked')).toBe('true');
    }
    // The forecast gauge with the projected count, hours and total.
    const forecast = chart('Forecast This Month');
    await visible(forecast.locator('canvas'));
    for (const box of ['Projected Count', 'Projected Hours', 'Projected Total']) await visible(forecast.getByText(box));
    await expectAccessible(page);

    // Pinning more from the saved charts: six a third each, seven a quarter.
    await page.getByRole('button', { name: 'Add Chart To Dashboard' }).click();
    await page.getByRole('menuitem', { name: 'Delivered by Job Class' }).click();
    await visible(chart('Delivered by Job Class').locator('canvas'));
    await expect.poll(() => grid().getAttribute('data-columns')).toBe('3');
    await page.getByRole('button', { name: 'Add Chart To Dashboard' }).click();
    await page.getByRole('menuitem', { name: 'Inventory by Department' }).click();
    await visible(chart('Inventory by Department').locator('canvas'));
    await expect.poll(() => grid().getAttribute('data-columns')).toBe('4');
    const widths = await charts().evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().width)));
    expect(new Set(widths).size).toBe(1);
    expect(await pinnedNames()).toContain('Inventory by Department');
    await expectNoSidewaysScroll(page);
  });

  it('adds, edits, filters, moves, exports, unpins and deletes a chart', async () => {
    await open(desktop);
    await visible(charts().first());
    await page.getByRole('button', { name: 'Add Chart', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Chart' });
    await dialog.getByLabel('Title').fill('Cycle by Month');
    await pick(dialog, /Data Type/, 'Cycle by RO (Chart)');
    await pick(dialog, /Chart Type/, 'Bar');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await hidden(dialog);
    // A new chart is pinned after the others.
    await visible(chart('Cycle by Month').locator('canvas'));
    await expect.poll(async () => (await titles()).at(-1)).toBe('Cycle by Month');
    const made = (await saved()).find((r) => r.name === 'Cycle by Month');
    expect(made).toMatchObject({ setType: 'cycleByRo', chartType: 'bar', isPinned: true });

    await menu('Cycle by Month', 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Chart' });
    await edit.getByLabel('Title').fill('Cycle by RO Monthly');
    await pick(edit, /Chart Type/, 'Line');
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await hidden(edit);
    await visible(chart('Cycle by RO Monthly'));
    expect((await saved()).find((r) => r.name === 'Cycle by RO Monthly')?.chartType).toBe('line');

    // Add Filter opens the dialog with a new filter to fill.
    await menu('Cycle by RO Monthly', 'Add Filter');
    const filter = page.getByRole('dialog', { name: 'Edit Chart' });
    await pick(filter, /Value of filter 1/, /.+/);
    await filter.getByRole('button', { name: 'SAVE' }).click();
    await hidden(filter);
    await expect
      .poll(async () => (await saved()).find((r) => r.name === 'Cycle by RO Monthly')?.filters.map((f) => f.filterName))
      .toEqual(['jobClass']);

    // Move Chart: dragged onto the first chart, it comes first, and the order is saved in one call.
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/reports/v1/reports/saved'))
        puts.push(new URL(request.url()).pathname);
    });
    const first = itemAt(await titles(), 0);
    await settled();
    await dragChart('Cycle by RO Monthly', first);
    await expect.poll(async () => (await titles())[0]).toBe('Cycle by RO Monthly');
    await expect.poll(async () => (await pinnedNames())[0]).toBe('Cycle by RO Monthly');
    expect((await pinnedNames())[1]).toBe(first);
    expect(puts).toEqual(['/api/reports/v1/reports/saved/order']);

    // Export PNG, and CSV as chart_data.csv (whether each month is whole in the range, as the chart marks it).
    const png = await download('Cycle by RO Monthly', 'Export As PNG');
    expect(png.name).toBe('Cycle by RO Monthly.png');
    expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    const csv = await download('Cycle by RO Monthly', 'Export As CSV');
    expect(csv.name).toBe('chart_data.csv');
    expect(
      csv.bytes
        .toString('utf8')
        .replace(/^\ufeff/, '')
        .split(/\r?\n/)[0],
    ).toBe('month,partial,total,average');

    // Remove Chart from Dashboard: it leaves the dashboard, saved still.
    await chart('Cycle by RO Monthly').getByRole('button', { name: 'Remove Chart from Dashboard' }).click();
    await hidden(chart('Cycle by RO Monthly'));
    await expect.poll(async () => (await saved()).find((r) => r.name === 'Cycle by RO Monthly')?.isPinned).toBe(false);

    // Pinned again, then deleted after the question.
    await page.getByRole('button', { name: 'Add Chart To Dashboard' }).click();
    await page.getByRole('menuitem', { name: 'Cycle by RO Monthly' }).click();
    await visible(chart('Cycle by RO Monthly'));
    await menu('Cycle by RO Monthly', 'Delete');
    await page
      .getByRole('alertdialog', { name: 'Are you sure you want to delete Cycle by RO Monthly?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await hidden(chart('Cycle by RO Monthly'));
    await expect.poll(async () => (await saved()).some((r) => r.name === 'Cycle by RO Monthly')).toBe(false);
  });

  it('stacks the charts in one column on a phone, with no sideways scroll', async () => {
    await open(phone);
    await visible(charts().nth(1).locator('canvas'));
    const boxes = await charts().evaluateAll((cards) => cards.slice(0, 2).map((c) => c.getBoundingClientRect().x));
    expect(boxes[0]).toBe(boxes[1]);
    await expectNoSidewaysScroll(page);
    await charts()
      .first()
      .getByRole('button', { name: /^Actions for / })
      .click();
    await visible(page.getByRole('menuitem', { name: 'Export As CSV' }));
    await page.keyboard.press('Escape');
    await expectNoSidewaysScroll(page);
  });

  it('opens the jobs behind a bar or a slice of a chart, each job’s folder a click away', async () => {
    await open(desktop);
    const cycle = chart('Department Cycle vs Goal');
    await visible(cycle.locator('canvas'));
    await settled();
    const drill = await openJobsBehind(page, cycle);
    await visible(drill.locator('tbody tr[data-key]'));
    // 'Jobs behind Goal · Body': the stays of that department, with the figure they make.
    const title = (await drill.getByRole('heading').first().textContent()) ?? '';
    const department = title.split(' · ').at(-1)!;
    expect(title).toMatch(/^Jobs behind (Goal|Cycle Time|Efficiency) · /);
    for (const cell of await drill.locator('tbody tr[data-key] td:nth-child(5)').allTextContents())
      expect(cell).toBe(department);
    await visible(
      drill
        .getByTestId('drill-figure')
        .getByText(/^(Goal|Cycle Time|Efficiency) · .+: [\d.,]+%? · \d+ department stays?$/),
    );
    await drill.getByRole('button', { name: 'CLOSE' }).click();
    await hidden(drill);

    // A slice of the doughnut: the open jobs of a class, as many as the slice counts.
    const doughnut = chart('Inventory by Job Class');
    await visible(doughnut.locator('canvas'));
    await openJobsBehind(page, doughnut);
    await visible(drill.locator('tbody tr[data-key]'));
    const figure = (await drill.getByTestId('drill-figure').textContent()) ?? '';
    const [, count, jobs] = /^Count · .+: (\d+) · (\d+) jobs?$/.exec(figure) ?? [];
    expect(count, figure).toBe(jobs);
    expect(Number(await drill.locator('table').getAttribute('aria-rowcount')) - 2).toBe(Number(count));

    // The RO number opens the job's folder.
    const row = drill.locator('tbody tr[data-key]').first();
    const customer = (await row.locator('td').nth(2).textContent()) ?? '';
    await row.getByRole('link').click();
    await page.waitForURL(/\/production/);
    const folder = page.getByRole('dialog', { name: /^Job(?!s behind)/ });
    await expect
      .poll(
        () =>
          folder
            .getByLabel('Customer Name')
            .inputValue()
            .catch(() => ''),
        { timeout: 10_000 },
      )
      .toBe(customer);
  });

  it('keeps a moved chart where it was dropped while an older read of the dashboard comes back', async () => {
    await open(desktop);
    await expect.poll(() => titles()).toEqual(await pinnedNames());
    const before = await titles();
    const last = before.at(-1)!;
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // The next read of the list is answered as the server had it when asked, but only once the chart is dropped;
    // the reads after it come late, so the older answer has the screen to itself for a while.
    let dropped = false;
    let older: 'none' | 'asked' | 'answered' = 'none';
    await page.route('**/api/reports/v1/reports/saved', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      if (older !== 'none') {
        await sleep(1500);
        return route.continue();
      }
      older = 'asked';
      const response = await route.fetch();
      while (!dropped) await sleep(20);
      await route.fulfill({ response });
      older = 'answered';
    });
    // Someone else renames a report: every open dashboard of the location reads the list again.
    const other = (await saved()).find((r) => !r.isPinned)!;
    const renamed = await shop.owner.put('/api/reports/v1/reports/saved', { ...other, name: `${other.name} (2)` });
    expect(renamed.status).toBe(200);
    await expect.poll(() => older, { timeout: 10_000 }).toBe('asked');
    await settled();
    await dragChart(last, itemAt(before, 0));
    dropped = true;
    // From the drop on, the moved chart stays first, also once the older answer has come.
    const firsts = new Set<string | undefined>();
    for (const until = Date.now() + 2500; Date.now() < until; await sleep(50)) firsts.add((await titles())[0]);
    expect(older).toBe('answered');
    expect([...firsts]).toEqual([last]);
    await expect.poll(async () => (await pinnedNames())[0], { timeout: 10_000 }).toBe(last);
    expect(await pinnedNames()).toEqual([last, ...before.slice(0, -1)]);
  });
});
