import {
  type Appointment,
  addBusinessDays,
  addDays,
  capacityByWeekday,
  dateMessages,
  EMPTY_ID,
  type JobClass,
  type Schedule,
  scheduledOnOrAfter,
  scheduleMessages,
  weekdayOf,
} from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import { validJobBody } from '@bayline/server/testing/client';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { drag, expectAccessible, expectNoSidewaysScroll, hidden, testClock, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';
const desktop = { viewport: { width: 1600, height: 1000 } };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

describe.runIf(canRun)('the production schedule', () => {
  // A month of the demo shop's history: jobs scheduled in around today (BAYLINE_TEST_CLOCK's day, when set).
  const { bayline, owner, signedInPage } = browserShop({
    jobsPerLocation: 30,
    now: testClock(),
    users: { owner: 'demo@bayline.test' },
  });
  let page: Page;
  let today: string;
  /** A Monday at least a week ahead: the test's moves are on days of its week, all in the future. */
  let monday: string;
  let classes: JobClass[];

  const day = (on: Page, date: string) => on.getByTestId(`schedule-day-${date}`);
  const figures = (on: Page, date: string, jobClassId: string) =>
    on.getByTestId(`schedule-class-${date}-${jobClassId}`);
  const tile = (on: Page, jobAdminId: string) => on.getByTestId(`schedule-job-${jobAdminId}`);
  /** The part of the browser's Range the number check reads: the boxes of each line its text takes. */
  interface NumberRange {
    selectNodeContents(node: unknown): void;
    getClientRects(): Iterable<{ top: number }>;
  }
  /** The figures a class's group on a day shows: its name, 'count / capacity' and the percentage. */
  const figuresText = (name: string, figure: { count: number; capacity: number; percent: number }) =>
    new RegExp(`^${name}${figure.count} / ${figure.capacity}${figure.percent}%`);
  const scheduleOf = async (startDate: string, endDate: string) => {
    const answer = await owner.read(`${production}/JobAdmins/schedule?${new URLSearchParams({ startDate, endDate })}`);
    expect(answer.status).toBe(200);
    return answer.json as Schedule;
  };
  const newJob = async (hat: string, scheduledIn: string, jobClass?: JobClass) => {
    const created = await owner.post(
      `${production}/jobadmins`,
      await validJobBody(owner, {
        hat,
        clientName: `${hat} Customer`,
        scheduledIn: `${scheduledIn}T00:00:00`,
        scheduledOut: `${addDays(scheduledIn, 7)}T00:00:00`,
        ...(jobClass && { jobClassId: jobClass.jobClassId }),
      }),
    );
    expect(created.status, created.text).toBe(201);
    return created.json.jobAdmin.jobAdminId as string;
  };
  const light = () => classes.find((c) => c.name === 'Light')!;
  /** A day as the schedule names it in English, in its header and its drag announcements. */
  const dayName = (date: string) =>
    new Intl.DateTimeFormat('en-US', { weekday: 'short', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const openWeekOf = async (on: Page, date: string) => {
    await on.goto(`${bayline.url}/schedule?view=week&date=${date}`);
    await visible(day(on, date));
  };

  beforeAll(async () => {
    today = (await owner.get(`${production}/locations/settings`)).json.today;
    const ahead = addDays(today, 7);
    monday = addDays(ahead, (8 - weekdayOf(ahead)) % 7);
    classes = (await owner.get(`${production}/jobclass`)).json as JobClass[];
    page = await signedInPage(desktop);
  });

  it('shows this week’s jobs by day and class with each class’s count against its capacity', async () => {
    // A new job comes in on the first day after today its class is scheduled on.
    const scheduledIn = scheduledOnOrAfter(capacityByWeekday(light()), addDays(today, 1));
    const jobAdminId = await newJob('SCH-WEEK', scheduledIn, light());
    await page.getByRole('link', { name: 'Schedule', exact: true }).click();
    await page.waitForURL(/\/schedule$/);
    await visible(page.getByRole('heading', { level: 1, name: 'Schedule' }));
    await visible(day(page, today).getByText('Today', { exact: true }));
    // The week starts on Sunday (the default week start): the job's is this one, or the next when its class is
    // scheduled on no day left of this one.
    const thisSunday = addDays(today, -weekdayOf(today));
    const sunday = addDays(scheduledIn, -weekdayOf(scheduledIn));
    if (sunday !== thisSunday) await page.getByRole('button', { name: 'Next Week' }).click();
    const week = await scheduleOf(sunday, addDays(sunday, 6));
    expect(week.jobs.map((job) => job.jobAdminId)).toContain(jobAdminId);
    for (const { date, classes: dayClasses } of week.days) {
      await visible(day(page, date));
      for (const figure of dayClasses) {
        const name = week.jobClasses.find((c) => c.jobClassId === figure.jobClassId)!.name;
        await expect
          .poll(() => figures(page, date, figure.jobClassId).textContent())
          .toMatch(figuresText(name, figure));
      }
    }
    for (const job of week.jobs)
      await visible(
        figures(page, job.scheduledIn!.slice(0, 10), job.jobClassId).getByTestId(`schedule-job-${job.jobAdminId}`),
      );
    await expectAccessible(page);
    // A week view with every day's column side by side.
    const first = await day(page, itemAt(week.days, 0).date).boundingBox();
    const last = await day(page, itemAt(week.days, 6).date).boundingBox();
    expect(last!.y).toBe(first!.y);
    expect(last!.x).toBeGreaterThan(first!.x);
    if (sunday !== thisSunday) {
      await page.getByRole('button', { name: 'Today' }).click();
      await visible(day(page, today));
    }
  });

  it('shows a month as its weeks, steps back and forth, and comes back to today', async () => {
    await page
      .getByRole('radio', { name: 'Month' })
      .or(page.getByRole('button', { name: 'Month' }))
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('month');
    const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const title = (date: string) => monthName.format(new Date(`${date}T00:00:00Z`));
    await visible(page.getByRole('heading', { level: 2, name: title(today) }));
    const first = `${today.slice(0, 8)}01`;
    const gridStart = addDays(first, -weekdayOf(first));
    const end = addDays(`${addDays(first, 31).slice(0, 8)}01`, -1);
    const month = await scheduleOf(gridStart, addDays(end, 6 - weekdayOf(end)));
    for (const job of month.jobs) await visible(tile(page, job.jobAdminId));
    // A job number is never split over two lines ('RO-' / '27593'), however narrow a month's tile.
    const numberLines = await page.locator('[data-testid^="schedule-job-"]').evaluateAll((tiles) =>
      (tiles as unknown as { textContent: string; querySelector(s: string): unknown }[]).map((shown) => {
        const range = (globalThis as unknown as { document: { createRange(): NumberRange } }).document.createRange();
        range.selectNodeContents(shown.querySelector(':scope > div > div > span'));
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(numberLines.length).toBe(month.jobs.length);
    expect(numberLines.every((lines) => lines === 1)).toBe(true);
    await expectAccessible(page);
    // Each day lists the classes that take jobs that day or have some, with their figures.
    for (const { date, classes: dayClasses } of month.days)
      for (const figure of dayClasses.filter((c) => c.capacity > 0 || c.count > 0)) {
        const name = month.jobClasses.find((c) => c.jobClassId === figure.jobClassId)!.name;
        expect(await figures(page, date, figure.jobClassId).textContent()).toMatch(figuresText(name, figure));
      }

    await page.getByRole('button', { name: 'Next Month' }).click();
    const next = `${addDays(first, 31).slice(0, 8)}01`;
    await visible(page.getByRole('heading', { level: 2, name: title(next) }));
    await page.getByRole('button', { name: 'Prior Month' }).click();
    await page.getByRole('button', { name: 'Prior Month' }).click();
    await visible(page.getByRole('heading', { level: 2, name: title(addDays(first, -1)) }));
    await page.getByRole('button', { name: 'Today' }).click();
    await visible(page.getByRole('heading', { level: 2, name: title(today) }));
    await page
      .getByRole('radio', { name: 'Week' })
      .or(page.getByRole('button', { name: 'Week' }))
      .first()
      .click();
    await visible(page.getByRole('button', { name: 'Next Week' }));
  });

  it('moves a dragged job to another day after the question, and a second browser sees the figures change', async () => {
    const tuesday = addDays(monday, 1);
    const jobAdminId = await newJob('SCH-DRAG', monday);
    await openWeekOf(page, monday);
    const second = await signedInPage(desktop);
    const other = second.context();
    await openWeekOf(second, monday);
    const before = await scheduleOf(monday, tuesday);
    const lightOn = (schedule: Schedule, date: string) =>
      schedule.days.find((d) => d.date === date)!.classes.find((c) => c.jobClassId === light().jobClassId)!;
    const [mondayBefore, tuesdayBefore] = [lightOn(before, monday), lightOn(before, tuesday)];
    await expect
      .poll(() => figures(second, tuesday, light().jobClassId).textContent())
      .toMatch(figuresText('Light', tuesdayBefore));

    await drag(page, `[data-testid="schedule-job-${jobAdminId}"]`, `[data-testid="schedule-day-${tuesday}"]`);
    const question = page.getByRole('alertdialog', { name: 'Would you like to recalculate the scheduled out date?' });
    await visible(question);
    await question.getByRole('button', { name: 'Yes' }).click();
    await hidden(question);
    await visible(figures(page, tuesday, light().jobClassId).getByTestId(`schedule-job-${jobAdminId}`));

    // The other browser hears of it: the job and the figures of both days move there too.
    const capacity = tuesdayBefore.capacity;
    const tuesdayAfter = {
      count: tuesdayBefore.count + 1,
      capacity,
      percent: Math.round(((tuesdayBefore.count + 1) / capacity) * 100),
    };
    const mondayAfter = {
      count: mondayBefore.count - 1,
      capacity: mondayBefore.capacity,
      percent: Math.round(((mondayBefore.count - 1) / mondayBefore.capacity) * 100),
    };
    await expect
      .poll(() => figures(second, tuesday, light().jobClassId).textContent(), { timeout: 10_000 })
      .toMatch(figuresText('Light', tuesdayAfter));
    await expect
      .poll(() => figures(second, monday, light().jobClassId).textContent())
      .toMatch(figuresText('Light', mondayAfter));
    await visible(figures(second, tuesday, light().jobClassId).getByTestId(`schedule-job-${jobAdminId}`));
    const folder = (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json;
    expect(folder.scheduledIn).toBe(`${tuesday}T00:00:00`);
    expect(folder.scheduledOut).toBe(`${addBusinessDays(tuesday, light().serviceDays)}T00:00:00`);

    // With the keyboard: space picks the tile up, the right arrow carries it a day on, space drops it; No keeps
    // scheduled out.
    const wednesday = addDays(monday, 2);
    const said = () => page.locator('[id^="DndLiveRegion"]').textContent();
    await tile(page, jobAdminId).focus();
    await page.keyboard.press('Space');
    // Picked up, it is over its own day.
    await expect.poll(said).toBe(`Job SCH-DRAG is over ${dayName(tuesday)}.`);
    // dnd-kit's keyboard sensor listens for the arrows only from a timer set when the drag starts: let it run first
    // (timers of the same delay run in order), or a loaded machine's arrow is lost.
    await page.evaluate('new Promise((resolve) => setTimeout(resolve, 0))');
    await page.keyboard.press('ArrowRight');
    await expect.poll(said).toBe(`Job SCH-DRAG is over ${dayName(wednesday)}.`);
    await page.keyboard.press('Space');
    await visible(question);
    await question.getByRole('button', { name: 'No' }).click();
    await visible(figures(second, wednesday, light().jobClassId).getByTestId(`schedule-job-${jobAdminId}`));
    const kept = (await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json;
    expect(kept).toMatchObject({ scheduledIn: `${wednesday}T00:00:00`, scheduledOut: folder.scheduledOut });
    await other.close();
  });

  it('refuses a day its class takes no jobs and a day its class is full on, and the job stays', async () => {
    // A class that takes two jobs on Monday and Tuesday, none on Wednesday, one on Thursday.
    const saved = await owner.put(`${production}/jobclass`, [
      ...classes,
      {
        jobClassId: EMPTY_ID,
        name: 'Sublet',
        sortOrder: classes.length,
        serviceDays: 2,
        displayColor: '#6a1b9a',
        mondayCapacity: 2,
        tuesdayCapacity: 2,
        thursdayCapacity: 1,
      },
    ]);
    expect(saved.status, saved.text).toBe(200);
    classes = saved.json as JobClass[];
    const sublet = classes.find((c) => c.name === 'Sublet')!;
    const [tuesday, wednesday, thursday] = [addDays(monday, 1), addDays(monday, 2), addDays(monday, 3)];
    await newJob('SCH-FULL', thursday, sublet);
    const jobAdminId = await newJob('SCH-NOPE', tuesday, sublet);
    await openWeekOf(page, monday);
    await expect
      .poll(() => figures(page, wednesday, sublet.jobClassId).textContent())
      .toMatch(figuresText('Sublet', { count: 0, capacity: 0, percent: 0 }));
    await expect
      .poll(() => figures(page, thursday, sublet.jobClassId).textContent())
      .toMatch(new RegExp(`${figuresText('Sublet', { count: 1, capacity: 1, percent: 100 }).source}Full`));

    await drag(page, `[data-testid="schedule-job-${jobAdminId}"]`, `[data-testid="schedule-day-${wednesday}"]`);
    await visible(page.getByText(dateMessages.scheduledInNoCapacity));
    await drag(page, `[data-testid="schedule-job-${jobAdminId}"]`, `[data-testid="schedule-day-${thursday}"]`);
    await visible(page.getByText(scheduleMessages.dayFull));
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await visible(figures(page, tuesday, sublet.jobClassId).getByTestId(`schedule-job-${jobAdminId}`));
    expect((await owner.read(`${production}/JobAdmins/asfolder/${jobAdminId}`)).json.scheduledIn).toBe(
      `${tuesday}T00:00:00`,
    );
  });

  it('shows the appointments of its days beside the jobs, a new one as it is booked', async () => {
    const scheduling = '/api/scheduling/v1';
    const wednesday = addDays(monday, 2);
    await openWeekOf(page, monday);
    // The demo shop's appointments of the week, each on its day.
    const months = [...new Set([monday, addDays(monday, 5)].map((date) => date.slice(0, 7)))];
    const booked = (
      await Promise.all(
        months.map(
          async (month) => (await owner.read(`${scheduling}/Appointment?date=${month}`)).json as Appointment[],
        ),
      )
    ).flat();
    for (const appointment of booked) {
      const date = appointment.startDateTime.slice(0, 10);
      if (date >= addDays(monday, -1) && date <= addDays(monday, 5))
        await visible(page.getByTestId(`schedule-appointments-${date}`).getByText(appointment.clientName));
    }

    const categories = (await owner.get(`${scheduling}/Appointment/ApptCategory`)).json as { apptCategoryId: string }[];
    const answer = await owner.post(`${scheduling}/Appointment`, {
      description: 'Look at the hail damage',
      startDateTime: `${wednesday}T10:00:00`,
      endDateTime: `${wednesday}T11:30:00`,
      apptCategoryId: itemAt(categories, 0).apptCategoryId,
      clientName: 'Amy Appointment',
      clientCellular: '(510) 555-0188',
    });
    expect(answer.status, answer.text).toBe(201);
    const item = page
      .getByTestId(`schedule-appointments-${wednesday}`)
      .getByRole('listitem')
      .filter({ hasText: 'Amy Appointment' });
    await visible(item);
    // The time as the language writes it (Chromium puts a narrow space before AM).
    expect(await item.textContent()).toMatch(/^10:00\sAM–11:30\sAMAmy Appointment$/);
  });

  it('opens a job’s folder at /schedule/job, and goes back to the same week on closing it', async () => {
    const jobAdminId = await newJob('SCH-OPEN', monday);
    await openWeekOf(page, monday);
    await tile(page, jobAdminId).click();
    await page.waitForURL(/\/schedule\/job\?/);
    expect(new URL(page.url()).searchParams.get('jobAdminId')).toBe(jobAdminId);
    const folder = page.getByRole('dialog', { name: /^Job SCH-OPEN/ });
    await visible(folder);
    await folder.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(/\/schedule\?/);
    await hidden(folder);
    expect(new URL(page.url()).searchParams.get('date')).toBe(monday);
    await visible(tile(page, jobAdminId));
  });

  it('lists the days one under another on a phone, with no sideways scroll', async () => {
    const mobile = await signedInPage(phone);
    const small = mobile.context();
    await openWeekOf(mobile, monday);
    const first = await day(mobile, monday).boundingBox();
    const next = await day(mobile, addDays(monday, 1)).boundingBox();
    expect(next!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
    await expectNoSidewaysScroll(mobile);
    await mobile.goto(`${bayline.url}/schedule?view=month&date=${monday}`);
    await visible(day(mobile, monday));
    await expectNoSidewaysScroll(mobile);
    await small.close();
  });
});
