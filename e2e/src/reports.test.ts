import { chromiumForTests } from '@bayline/platform/testing/gates';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, expectNoSidewaysScroll, hidden, visible } from './browser.ts';
import { desktop, downloadFrom, openJobsBehind, phone, pick as pickIn, useReportsShop } from './reports-shop.ts';

const canRun = chromiumForTests();

/** The Reports screen of spec 3 section 2.8 in the browser, on the demo shop's seeded saved reports. */
describe.runIf(canRun)('the Reports screen', () => {
  // Enough delivered jobs that a grid scrolls for more than its first ten rows.
  const shop = useReportsShop(30);
  let page: Page;

  async function open(viewport: { width: number; height: number }, email?: string) {
    page = await shop.open(viewport, '/reports', 'Reports', email);
  }

  const saved = shop.saved;
  const card = () => page.getByTestId('saved-report');
  const grid = () => card().getByTestId('report-grid');
  const gridRows = () => grid().locator('tbody tr[data-key]');
  /** Every row the grid keeps, drawn or not (its aria-rowcount counts the two header rows too). */
  const keptRows = async () => Number(await grid().locator('table').getAttribute('aria-rowcount')) - 2;

  /** Chooses a saved report in the dropdown and waits for its card and rows. */
  async function choose(name: string) {
    await page.getByTestId('report-picker').getByRole('button').click();
    await page.getByRole('option', { name, exact: true }).click();
    await visible(card().getByRole('heading', { level: 2, name, exact: true }));
    await hidden(card().getByRole('status', { name: 'Loading…' }));
  }

  const pick = (scope: Page | Locator, name: string | RegExp, option: string | RegExp) =>
    pickIn(page, scope, name, option);

  /** Drags `from` by the mouse onto the middle of `to`, in small steps as a hand would. */
  async function dragTo(from: Locator, to: Locator) {
    const a = await from.boundingBox();
    const b = await to.boundingBox();
    if (!a || !b) throw new Error('not on screen');
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 4 });
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
    await page.mouse.up();
  }
  /** Runs the item menu's `action` and answers the file it downloads, with its name and bytes. */
  const download = (action: string) =>
    downloadFrom(page, card().getByRole('button', { name: /^Actions for / }), action);

  /** The card's date controls: one date range with Run when `hasRange`, else none; never a 'Week of' picker. */
  async function expectDateControls(hasRange: boolean) {
    const range = card().getByRole('form', { name: 'Date range' });
    expect(await range.count()).toBe(hasRange ? 1 : 0);
    if (hasRange) {
      expect(await range.getByLabel('Start Date').count()).toBe(1);
      expect(await range.getByLabel('End Date').count()).toBe(1);
      expect(await range.getByRole('button', { name: 'Run' }).count()).toBe(1);
    }
    expect(await card().getByRole('button', { name: 'Choose a week' }).count()).toBe(0);
  }

  it('opens on the first saved report and runs every report type of the seeded shop', async () => {
    await open(desktop);
    // The first by sortOrder is chosen at first.
    await visible(card().getByRole('heading', { level: 2, name: 'Delivered This Month' }));
    await visible(card().getByText('Delivered by RO', { exact: true }));
    await hidden(card().getByRole('status', { name: 'Loading…' }));
    await visible(card().getByText(/^\d+ clients?$/));
    await expectDateControls(true);
    await expectAccessible(page);

    // A range with no job: No Data to Display and no client.
    await card().getByLabel('Start Date').fill('2001-01-01');
    await card().getByLabel('End Date').fill('2001-01-31');
    await card().getByRole('button', { name: 'Run' }).click();
    await visible(grid().getByText('No Data to Display'));
    await visible(card().getByText('0 clients'));
    // An end before the start is refused before it runs.
    await card().getByLabel('End Date').fill('2000-12-31');
    await visible(card().getByText('The end date cannot be earlier than the start date'));
    expect(await card().getByRole('button', { name: 'Run' }).isDisabled()).toBe(true);

    await choose('Report Card');
    await visible(grid().getByRole('cell', { name: 'Harbor', exact: true }));
    expect(await gridRows().count()).toBe(3);
    await card().getByRole('radio', { name: 'Report Card' }).click();
    const location = card().getByTestId('report-card');
    await visible(location.getByRole('heading', { level: 3, name: 'Bayview' }));
    for (const figure of [
      'Delivered Job Count',
      'Total',
      'Average Severity',
      'Total Hours',
      'Total Refinish Hours',
      'WIP Count',
      'Inventory Count',
      'Lead Cycle (Days)',
      'Production Cycle (Days)',
      'Lag Cycle (Days)',
      'Overall Cycle (Days)',
      'Production Touch Time (Hr/Day)',
      'Overall Touch Time (Hr/Day)',
    ])
      await visible(location.getByText(figure, { exact: true }));
    await visible(card().getByText('1 of 3'));
    await card().getByRole('button', { name: 'Next' }).click();
    await visible(location.getByRole('heading', { level: 3, name: 'Harbor' }));
    await visible(card().getByText('2 of 3'));
    await card().getByRole('radio', { name: 'List View' }).click();
    await visible(grid());

    // Each report shows the date controls that apply to it, once: a job preset other than All Jobs names its own
    // days, so those reports show no range, and no report shows the Flagged Hours Report's 'Week of' picker.
    await choose("Today's Arrivals");
    await visible(card().getByText("Jobs: Today's Jobs"));
    await visible(card().getByText(/^Arrived: \d+$/));
    await expectDateControls(false);

    await choose('Going Out This Week');
    await visible(card().getByText('Upcoming: 1 Week'));
    await visible(card().getByText(/^Delivered: \d+$/));
    await expectDateControls(false);

    await choose('Inventory');
    await visible(grid());
    await expectDateControls(false);
    await choose('Sales, Last 12 Months');
    await visible(card().getByText(/^\d+ clients?$/));
    await expectDateControls(true);
    const [salesStart, salesEnd] = [
      await card().getByLabel('Start Date').inputValue(),
      await card().getByLabel('End Date').inputValue(),
    ];
    // Sales look back a year (spec 3 section 5).
    expect(Number(salesEnd.slice(0, 4)) - Number(salesStart.slice(0, 4))).toBe(1);

    await choose('Assignee Hours This Month');
    await visible(grid().getByRole('columnheader', { name: 'Stays Finished' }));
    await expectNoSidewaysScroll(page);
  });

  it('scrolls for ten rows more at a time; filters, searches, groups, hides columns and exports as CSV', async () => {
    await open(desktop);
    await choose('Sales, Last 12 Months');
    const all = await keptRows();
    expect(all).toBeGreaterThan(20);
    await visible(card().getByText(/^\d+ clients$/));
    // Ten rows at first (and ten more while the box is not full), the rest as the user scrolls to the end.
    const drawn = async () =>
      Math.max(...(await gridRows().evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-index'))))));
    expect(await drawn()).toBeLessThan(all - 1);
    await expect
      .poll(async () => {
        await grid().evaluate((box) => {
          box.scrollTop = box.scrollHeight;
        });
        return drawn();
      })
      .toBe(all - 1);
    await grid().evaluate((box) => {
      box.scrollTop = 0;
    });
    const make = (await gridRows().first().locator('td').nth(4).textContent()) ?? '';

    // The filter row keeps the rows whose cell holds the text.
    await grid().getByLabel('Filter Make').fill(make);
    await expect.poll(() => keptRows()).toBeLessThan(all);
    for (const cell of await gridRows().locator('td:nth-child(5)').allTextContents()) expect(cell).toBe(make);
    await grid().getByLabel('Filter Make').fill('');
    await expect.poll(() => keptRows()).toBe(all);

    // The search panel looks in every column.
    await card().getByLabel('Search').fill('zzz-no-such-thing');
    await visible(grid().getByText('No Data to Display'));
    await card().getByLabel('Search').fill('');

    // The column chooser hides a column; the CSV follows what is shown.
    await card().getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('dialog', { name: 'Columns' }).getByText('Color', { exact: true }).click();
    await page.keyboard.press('Escape');
    await hidden(grid().getByRole('columnheader', { name: 'Color' }));
    const csv = await download('Export As CSV');
    expect(csv.name).toBe('Sales_ Last 12 Months.csv');
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Hat,RO #,Customer,Year,Make,Model,Job Class,Hours,Total,Refinish Hours,Delivered On');
    expect(lines).toHaveLength(all + 1);

    // The group panel groups by a column, each group with its count.
    await card().getByRole('button', { name: 'Group by' }).click();
    await page.getByRole('menuitem', { name: 'Job Class' }).click();
    await visible(grid().getByRole('button', { name: /^▾Job Class: .+ \(\d+\)$/ }));
    await card().getByRole('button', { name: 'Stop grouping by Job Class' }).click();
    await hidden(grid().getByRole('button', { name: /^▾Job Class:/ }));

    // A column header dragged into the group panel groups by it; its chip dragged out of the panel, no more.
    const panel = card().getByRole('group', { name: 'Group panel' });
    await dragTo(grid().getByRole('button', { name: 'Drag Job Class to the group panel' }), panel);
    await visible(grid().getByRole('button', { name: /^▾Job Class: .+ \(\d+\)$/ }));
    await visible(panel.getByRole('button', { name: 'Stop grouping by Job Class' }));
    expect(await grid().getByRole('button', { name: 'Drag Job Class to the group panel' }).isDisabled()).toBe(true);
    await dragTo(panel.getByRole('button', { name: 'Drag Job Class out of the group panel' }), grid());
    await hidden(grid().getByRole('button', { name: /^▾Job Class:/ }));
    await visible(panel.getByText('Drag a column header here to group by it.'));

    // By keyboard: space on a header's handle, an arrow key into the panel, space to drop; and out again. Keys
    // a frame or more apart, as a hand presses them: the panel is measured once the drag has begun.
    const press = async (keys: string[]) => {
      for (const key of keys) {
        await page.keyboard.press(key);
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    };
    await grid().getByRole('button', { name: 'Drag Make to the group panel' }).focus();
    await press(['Space', 'ArrowUp', 'Space']);
    await visible(grid().getByRole('button', { name: /^▾Make: .+ \(\d+\)$/ }));
    await visible(page.getByText('Rows are grouped by Make.'));
    await panel.getByRole('button', { name: 'Drag Make out of the group panel' }).focus();
    await press(['Space', 'ArrowDown', 'Space']);
    await hidden(grid().getByRole('button', { name: /^▾Make:/ }));
    expect(await keptRows()).toBe(all);
  });

  it('adds, edits, pins, exports and deletes a report; deleting a filter renumbers the rest and saves', async () => {
    await open(desktop);
    await page.getByRole('button', { name: 'Add Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Report' });
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await visible(dialog.getByText('Title is required'));
    await visible(dialog.getByText('Data type is required'));
    await dialog.getByLabel('Title').fill('Customer Contacts');
    await pick(dialog, /Data Type/, 'Customer Info');
    await visible(dialog.getByText('Customers of the jobs that arrived in the range'));
    await dialog.getByRole('button', { name: 'Add Filter' }).click();
    await pick(dialog, /Value of filter 1/, /.+/);
    await dialog.getByRole('button', { name: 'Add Filter' }).click();
    await pick(dialog, /^Job Class Filter 2$/, 'Group');
    await pick(dialog, /Value of filter 2/, /.+/);
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await hidden(dialog);
    // The new report is the one shown, with its filters.
    await visible(card().getByRole('heading', { level: 2, name: 'Customer Contacts' }));
    await visible(card().getByText(/^Job Class: /));
    await visible(card().getByText(/^Group: /));
    let made = (await saved()).find((r) => r.name === 'Customer Contacts');
    expect(made?.filters.map((f) => [f.index, f.filterName])).toEqual([
      [0, 'jobClass'],
      [1, 'group'],
    ]);

    // Edit: deleting the first filter saves the report at once, the group filter now first.
    await card().getByRole('button', { name: 'Actions for Customer Contacts' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Report' });
    await edit.getByRole('button', { name: 'Delete filter 1' }).click();
    await expect
      .poll(async () =>
        (await saved()).find((r) => r.name === 'Customer Contacts')?.filters.map((f) => [f.index, f.filterName]),
      )
      .toEqual([[0, 'group']]);
    await edit.getByLabel('Title').fill('Customer Contact List');
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await hidden(edit);
    await visible(card().getByRole('heading', { level: 2, name: 'Customer Contact List' }));
    await hidden(card().getByText(/^Job Class: /));
    made = (await saved()).find((r) => r.name === 'Customer Contact List');
    expect(made?.setType).toBe('customerInfo');

    // A forecast report, run: this month's jobs with the delivered count.
    await page.getByRole('button', { name: 'Add Report' }).click();
    const forecast = page.getByRole('dialog', { name: 'Add Report' });
    await forecast.getByLabel('Title').fill('Month Forecast');
    await pick(forecast, /Data Type/, 'Forecast Report');
    await forecast.getByRole('button', { name: 'SAVE' }).click();
    await visible(card().getByRole('heading', { level: 2, name: 'Month Forecast' }));
    await hidden(card().getByRole('status', { name: 'Loading…' }));
    await visible(card().getByText(/^Delivered: \d+$/));
    // The forecast runs over this month: no date range to change.
    expect(await card().getByLabel('Start Date').count()).toBe(0);

    // Pinned from the saved reports menu, and unpinned again.
    await page.getByRole('button', { name: 'Saved Reports' }).click();
    await page.getByRole('menuitem', { name: 'Customer Contact List: Add Chart To Dashboard' }).click();
    await expect.poll(async () => (await saved()).find((r) => r.name === 'Customer Contact List')?.isPinned).toBe(true);
    await page.getByRole('button', { name: 'Saved Reports' }).click();
    await page.getByRole('menuitem', { name: 'Customer Contact List: Remove Chart from Dashboard' }).click();
    await expect
      .poll(async () => (await saved()).find((r) => r.name === 'Customer Contact List')?.isPinned)
      .toBe(false);

    // CSV of the grid; PNG only for charts.
    await choose('Customer Contact List');
    const csv = await download('Export As CSV');
    expect(csv.name).toBe('Customer Contact List.csv');
    expect(csv.bytes.toString('utf8')).toContain('Customer,Cell Phone,E-mail,Group');
    await card().getByRole('button', { name: 'Actions for Customer Contact List' }).click();
    expect(await page.getByRole('menuitem', { name: 'Export As PNG' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');

    // Delete, after the question.
    for (const name of ['Customer Contact List', 'Month Forecast']) {
      await choose(name);
      await card()
        .getByRole('button', { name: `Actions for ${name}` })
        .click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await page
        .getByRole('alertdialog', { name: `Are you sure you want to delete ${name}?` })
        .getByRole('button', { name: 'Yes' })
        .click();
      await expect.poll(async () => (await saved()).some((r) => r.name === name)).toBe(false);
    }
    await page.getByTestId('report-picker').getByRole('button').click();
    expect(await page.getByRole('option', { name: 'Customer Contact List' }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('opens the jobs behind a figure of the report card and a segment of a chart', async () => {
    await open(desktop);
    await choose('Report Card');
    // Half a year back, so that the figures have jobs behind them.
    const start = new Date(Date.now() - 180 * 86_400_000).toISOString().slice(0, 10);
    await card().getByLabel('Start Date').fill(start);
    await card().getByRole('button', { name: 'Run' }).click();
    await card().getByRole('radio', { name: 'Report Card' }).click();
    const location = card().getByTestId('report-card');
    await visible(location.getByRole('heading', { level: 3, name: 'Bayview' }));
    const delivered = location.getByRole('button', { name: 'Show the jobs behind Delivered Job Count' });
    await expect.poll(async () => Number(await delivered.textContent())).toBeGreaterThan(0);
    const count = Number(await delivered.textContent());
    await delivered.click();
    const drill = page.getByRole('dialog', { name: 'Jobs behind Delivered Job Count · Bayview' });
    await visible(drill.getByTestId('drill-figure'));
    expect(await drill.getByTestId('drill-figure').textContent()).toBe(
      `Delivered Job Count · Bayview: ${count} · ${count} job${count === 1 ? '' : 's'}`,
    );
    expect(Number(await drill.locator('table').getAttribute('aria-rowcount')) - 2).toBe(count);
    await drill.getByRole('button', { name: 'CLOSE' }).click();
    await hidden(drill);
    // Another location's page: its own jobs.
    await card().getByRole('button', { name: 'Next' }).click();
    await visible(location.getByRole('heading', { level: 3, name: 'Harbor' }));
    await location.getByRole('button', { name: 'Show the jobs behind Total Hours' }).click();
    await visible(page.getByRole('dialog', { name: 'Jobs behind Total Hours · Harbor' }).getByTestId('drill-figure'));
    await page.keyboard.press('Escape');

    // A segment of the stacked bars: the jobs of that class delivered that month.
    await choose('Delivered by Job Class');
    await visible(card().locator('canvas'));
    const segment = await openJobsBehind(page, card());
    const title = (await segment.getByRole('heading').first().textContent()) ?? '';
    const [, jobClass] = /^Jobs behind Delivered · (.+) · .+$/.exec(title) ?? [];
    expect(jobClass, title).toBeDefined();
    await visible(segment.locator('tbody tr[data-key]'));
    for (const cell of await segment.locator('tbody tr[data-key] td:nth-child(4)').allTextContents())
      expect(cell).toBe(jobClass);
    await segment.getByRole('button', { name: 'CLOSE' }).click();
  });

  it('exports a chart report as PNG and CSV (chart_data.csv)', async () => {
    await open(desktop);
    await choose('Delivered by Job Class');
    await visible(card().locator('canvas'));
    const png = await download('Export As PNG');
    expect(png.name).toBe('Delivered by Job Class.png');
    expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    const csv = await download('Export As CSV');
    expect(csv.name).toBe('chart_data.csv');
    expect(csv.bytes.toString('utf8')).toContain('datePickupMonth');
  });

  it('shows cycle time by department against the goal, and the stays behind a figure', async () => {
    await open(desktop);
    await page.getByRole('tab', { name: 'Cycle Time' }).click();
    const view = page.getByTestId('cycle-time');
    const table = view.getByRole('table', { name: 'Department stays against their goals (hours)' });
    await visible(table);
    for (const header of ['Stays', 'P50 (Hr)', 'P90 (Hr)', 'Goal (Hr)', 'Efficiency', 'Within Goal'])
      await visible(table.getByRole('columnheader', { name: header }));
    // A department opens on its job classes.
    const first = table.locator('tbody tr').first();
    const department = ((await first.locator('th').textContent()) ?? '').replace(/^▸\s*/, '').trim();
    await first
      .getByRole('button', { name: new RegExp(department) })
      .first()
      .click();
    await visible(table.getByRole('button', { name: new RegExp(`^Jobs behind ${department} · `) }));
    await first.getByRole('button', { name: `Jobs behind ${department}`, exact: true }).click();
    const drill = page.getByRole('dialog', { name: `Jobs behind ${department}` });
    await visible(drill.locator('tbody tr[data-key]'));
    for (const cell of await drill.locator('tbody tr[data-key] td:nth-child(6)').allTextContents())
      expect(cell).toBe(department);
    await drill.getByRole('button', { name: 'CLOSE' }).click();
    await hidden(drill);
    await visible(view.getByRole('img', { name: /^Weekly trend of / }));
  });

  it('fits a phone: no sideways scroll on the list, the card and the cycle time', async () => {
    await open(phone);
    await visible(card().getByRole('heading', { level: 2, name: 'Delivered This Month' }));
    await expectNoSidewaysScroll(page);
    await choose('Report Card');
    await card().getByRole('radio', { name: 'Report Card' }).click();
    await visible(card().getByTestId('report-card'));
    await expectNoSidewaysScroll(page);
    await choose('Going Out This Week');
    await visible(card().getByText('Upcoming: 1 Week'));
    await expectNoSidewaysScroll(page);
    await page.getByRole('tab', { name: 'Cycle Time' }).click();
    await visible(page.getByTestId('cycle-time').getByRole('img').first());
    await expectNoSidewaysScroll(page);
  });

  it('speaks the user’s language: the reports catalogue comes with the page', async () => {
    await open(desktop);
    for (const [language, title, add, setType] of [
      ['fr', 'Rapports', 'Ajouter un rapport', 'Livrés par OR'],
      ['ro', 'Rapoarte', 'Adaugă raport', 'Livrate pe comandă'],
      ['zh', '报表', '添加报表', '按工单交付'],
    ] as const) {
      await page.evaluate(`localStorage.setItem('bayline.language', '${language}')`);
      await page.goto(`${shop.url}/reports`);
      await visible(page.getByRole('heading', { level: 1, name: title }));
      await visible(page.getByRole('button', { name: add }));
      await visible(card().getByText(setType, { exact: true }));
    }
    await page.evaluate(`localStorage.setItem('bayline.language', 'en')`);
  });

  it('reads but does not change reports with the dash read right; without it, no reports at all', async () => {
    await open(desktop, 'estimator@bayline.test');
    await visible(card().getByRole('heading', { level: 2 }));
    expect(await page.getByRole('button', { name: 'Add Report' }).isDisabled()).toBe(true);
    await card()
      .getByRole('button', { name: /^Actions for / })
      .click();
    expect(await page.getByRole('menuitem', { name: 'Edit' }).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('menuitem', { name: 'Delete' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');

    await open(desktop, 'tech@bayline.test');
    await visible(page.getByText('Your account has no access to the dashboard and reports at this location.'));
    expect(await page.getByTestId('saved-report').count()).toBe(0);
  });
});
