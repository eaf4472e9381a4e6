import { EMPTY_ID } from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import { apiClient, validJobBody } from '@bayline/server/testing/client';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paste, signIn, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';

/** The defects of issue 9 found when the job work area was tried as shop staff would, each replayed. */
describe.runIf(canRun)('defects found in the job work area', () => {
  const { bayline, browser, api } = browserShop({ users: { api: 'demo@bayline.test' } });
  let context: BrowserContext;
  let page: Page;
  /** Console errors and uncaught page errors of the flow. */
  let errors: string[];

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    page = await context.newPage();
    errors = [];
    page.on('console', (message) => {
      // The login page's session check answered 401 is how a signed-out browser learns it: not a script error.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterEach(async () => {
    await context.close();
  });

  async function signOut() {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    await visible(page.getByRole('button', { name: 'Sign in' }));
  }

  it('signs in, out, in and out again in one tab without an error', async () => {
    await signIn(page, bayline.url);
    await signOut();
    await page.getByLabel('E-mail').fill('demo@bayline.test');
    await page.getByLabel('Password').fill('bayline-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/production$/);
    await signOut();
    await page.waitForTimeout(500);
    expect(errors).toEqual([]);
  });

  /** A job made through the API in the owner's selected location (BAYVIEW). */
  async function newJob(clientName: string, client = api) {
    const created = await client.post(`${production}/jobadmins`, await validJobBody(client, { clientName }));
    expect(created.status).toBe(201);
    return created.json.jobAdmin.jobAdminId as string;
  }

  async function openFolder(jobAdminId: string) {
    const card = page.getByTestId(`job-card-${jobAdminId}`);
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    await card.click();
    const folder = page.getByRole('dialog', { name: /^Job / });
    await expect.poll(() => folder.isVisible()).toBe(true);
    return folder;
  }

  it('a stale login error clears when the user types', async () => {
    await page.goto(`${bayline.url}/login`);
    await page.getByLabel('E-mail').fill('demo@bayline.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const refused = page.getByRole('alert');
    await visible(refused);
    await page.getByLabel('Password').pressSequentially('x');
    await expect.poll(() => refused.count()).toBe(0);
  });

  it('links a seeded estimate, takes a pasted +1 phone whole, refuses a foreign one, and says the job was created', async () => {
    await signIn(page, bayline.url);
    await page.getByRole('button', { name: 'Link Estimate' }).click();
    const link = page.getByRole('dialog', { name: 'Link Estimate' });
    // The demo shop's estimates, received through the auto uploader's command.
    await visible(link.getByText('Olivia Bennett'));
    await link.getByText('Marcus Reed').click();
    const create = page.getByRole('dialog', { name: 'Create Job' });
    const phone = create.getByLabel('Cell Phone');
    await expect.poll(() => phone.inputValue()).toBe('(510) 555-0177');
    await paste(phone, '+1 416-555-9999');
    await expect.poll(() => phone.inputValue()).toBe('(416) 555-9999');
    await paste(phone, '+44 20 7946 0958');
    await visible(create.getByText('Not pasted: a phone number has 10 digits (a leading 1 is dropped)'));
    expect(await phone.inputValue()).toBe('(416) 555-9999');
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await visible(page.getByText('Job E-2102 created'));
    const [job] = (await api.read(`${production}/jobadmins/search?search=Marcus%20Reed`)).json as {
      clientCellular: string;
    }[];
    expect(job?.clientCellular).toBe('4165559999');
  });

  it('shows the time in department as days, hours and minutes in the default clock style', async () => {
    const id = await newJob('Timer Customer');
    await signIn(page, bayline.url);
    const timer = page.getByTestId(`job-card-${id}`).getByTitle('Time in department');
    await visible(timer);
    expect(await timer.textContent()).toMatch(/^\d+d \d+h \d+m$/);
  });

  it('gives a job its new class’s badges, counts one badge left, and reaches the limit', async () => {
    const id = await newJob('Badges Customer');
    const classes = (await api.get(`${production}/jobclass`)).json as { jobClassId: string; name: string }[];
    const heavy = classes.find((c) => c.name === 'Heavy')!;
    const current = (await api.read(`${production}/JobAdmins/asfolder/${id}`)).json;
    expect(current.badges).toEqual([]);
    const saved = await api.put(`${production}/JobAdmins/asfolder`, {
      ...current,
      jobClassId: heavy.jobClassId,
      jobTodos: undefined,
      jobAssignments: undefined,
    });
    expect(saved.status).toBe(200);
    const withClass = (await api.read(`${production}/JobAdmins/asfolder/${id}`)).json;
    expect(withClass.badges.map((b: { description: string }) => b.description).sort()).toEqual([
      'Parts Ordered',
      'Rental',
      'Supplement',
    ]);

    await signIn(page, bayline.url);
    const folder = await openFolder(id);
    await folder.getByRole('button', { name: 'Badges' }).click();
    const badges = page.getByRole('dialog', { name: 'Badges' });
    await visible(badges.getByText('3 badges left'));
    for (const name of ['Sublet', 'Customer Waiting']) {
      await badges.getByRole('button', { name: 'Add Badge' }).click();
      await page.getByRole('option', { name }).click();
    }
    await visible(badges.getByText('1 badge left'));
    await badges.getByRole('button', { name: 'Add Badge' }).click();
    await page.getByRole('option', { name: 'Towed In' }).click();
    await visible(badges.getByText('Max badges reached.'));
  });

  it('credits a System note to the user who acted', async () => {
    const id = await newJob('Notes Customer');
    const rental = ((await api.get(`${production}/badges`)).json as { badgeId: string; description: string }[]).find(
      (b) => b.description === 'Rental',
    )!;
    expect(
      (await api.put(`${production}/jobadmins/jobbadge/${id}`, { badgeId: rental.badgeId, state: 2 })).status,
    ).toBe(200);
    const me = (await api.get('/api/identity/v1/users')).json as { firstName: string; lastName: string };
    await signIn(page, bayline.url);
    const folder = await openFolder(id);
    await folder.getByRole('tab', { name: 'History' }).click();
    const row = folder.getByRole('listitem').filter({ hasText: 'Updated Rental badge state to In Process' });
    await visible(row);
    expect(await row.textContent()).toContain(`${me.firstName} ${me.lastName}`);
    expect(await row.textContent()).toContain('System');

    // Add Note's SAVE waits for a note.
    await folder.getByRole('button', { name: 'Add Note' }).click();
    const addNote = page.getByRole('dialog', { name: 'Add Note' });
    const save = addNote.getByRole('button', { name: 'SAVE' });
    expect(await save.isDisabled()).toBe(true);
    await addNote.getByLabel('Note', { exact: true }).fill('Keys at the desk');
    await expect.poll(() => save.isDisabled()).toBe(false);
  });

  it('shows a ticked task’s department, completer and time before Save', async () => {
    const id = await newJob('Tick Customer');
    const packages = (await api.get(`${production}/Todos/groups`)).json as { items: { todoId: string }[] }[];
    const current = (await api.read(`${production}/JobAdmins/asfolder/${id}`)).json;
    const todoId = itemAt(itemAt(packages, 0).items, 0).todoId;
    const withTask = await api.put(`${production}/JobAdmins/asfolder`, {
      ...current,
      jobTodos: [{ jobTodoId: EMPTY_ID, todoId, sortOrder: 0, isCompleted: false }],
      jobAssignments: undefined,
    });
    expect(withTask.status).toBe(200);
    const me = (await api.get('/api/identity/v1/users')).json as { firstName: string; lastName: string };
    await signIn(page, bayline.url);
    const folder = await openFolder(id);
    await folder.getByRole('tab', { name: 'Tasks' }).click();
    const row = folder.getByRole('row').nth(1);
    await row.locator('label').click();
    await visible(row.getByText(`${me.firstName} ${me.lastName}`));
    expect(await row.textContent()).toContain(current.departmentName);
    expect(await row.textContent()).toMatch(/\d\d\/\d\d\/\d\d \d\d:\d\d:\d\d [AP]M/);
  });

  it('offers to switch to the location of a job scanned from another of the user’s locations', async () => {
    const harbor = apiClient(bayline.url);
    await harbor.login('demo@bayline.test');
    expect((await harbor.put('/api/identity/v1/locations/select/HARBOR')).status).toBe(200);
    const id = await newJob('Harbor Customer', harbor);
    expect((await harbor.put('/api/identity/v1/locations/select/BAYVIEW')).status).toBe(200);

    // Only a user who has the location learns where the job is; to others it is not found, like an unknown id.
    const whereFor = async (email: string, jobAdminId = id) => {
      const client = apiClient(bayline.url);
      await client.login(email);
      return client.read(`/api/identity/v1/users/joblocation/${jobAdminId}`);
    };
    expect((await whereFor('manager@bayline.test')).json).toEqual({ shortName: 'HARBOR', name: expect.any(String) });
    expect((await whereFor('tech@bayline.test')).status).toBe(404);
    expect((await whereFor('tech@bayline.test', EMPTY_ID.replace(/0$/, '1'))).status).toBe(404);

    await signIn(page, bayline.url);
    await page.goto(`${bayline.url}/production?action=openjobactions&value=${id}`);
    const folder = page.getByRole('dialog', { name: /^Job/ });
    const switchTo = folder.getByRole('button', { name: /^Switch to / });
    await visible(switchTo);
    await switchTo.click();
    await expect
      .poll(
        async () =>
          await folder
            .getByLabel('Customer Name')
            .inputValue()
            .catch(() => ''),
        {
          timeout: 10_000,
        },
      )
      .toBe('Harbor Customer');
  });

  it('tells a user without the board right what they may do and whom to ask', async () => {
    // The new hire has not signed the licence agreement yet: signing in asks for it first.
    await page.goto(`${bayline.url}/login`);
    await page.getByLabel('E-mail').fill('newhire@bayline.test');
    await page.getByLabel('Password').fill('bayline-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL(/\/production$/);
    await visible(page.getByRole('heading', { name: /You cannot see the production board of/ }));
    await visible(page.getByText(/ask the owner or a manager of/));
    expect(await page.getByText('Not allowed').count()).toBe(0);
  });
});
