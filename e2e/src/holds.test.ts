import { chromiumForTests } from '@bayline/platform/testing/gates';
import { validJobBody } from '@bayline/server/testing/client';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, hidden, signIn, visible } from './browser.ts';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';

describe.runIf(canRun)('holding a job with a reason, live on another user’s board', () => {
  const { bayline, browser, api } = browserShop({ users: { api: 'demo@bayline.test' } });

  /** A browser of its own, signed in; its page's clock can be moved on (it runs at real time until then). */
  async function signedIn(email: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await page.clock.install();
    await signIn(page, bayline.url, email);
    return page;
  }

  async function newJob(clientName: string, pages: Page[]) {
    const created = await api.post(`${production}/jobadmins`, await validJobBody(api, { clientName }));
    expect(created.status).toBe(201);
    const jobAdminId = created.json.jobAdmin.jobAdminId as string;
    for (const page of pages)
      await expect.poll(() => page.getByTestId(`job-card-${jobAdminId}`).isVisible(), { timeout: 10_000 }).toBe(true);
    return jobAdminId;
  }

  it('A holds a job for Parts from its card; B sees it live and ticking; A releases it from the folder', async () => {
    const mine = await signedIn('demo@bayline.test');
    const theirs = await signedIn('manager@bayline.test');
    const heldId = await newJob('Held Customer', [mine, theirs]);
    const freeId = await newJob('Free Customer', [mine, theirs]);
    const card = (page: Page, id = heldId) => page.getByTestId(`job-card-${id}`);
    const marker = (page: Page) => card(page).getByTestId('hold-marker');
    const heldFor = async (page: Page) => (await marker(page).textContent())?.replace(/^On hold:Parts /, '') ?? '';

    // A: the card's menu, the dialog with the location's active reasons, and a note.
    await card(mine)
      .getByRole('button', { name: /^Actions for job/ })
      .click();
    await mine.getByRole('menuitem', { name: 'Put on hold…' }).click();
    const dialog = mine.getByRole('dialog', { name: /^Put job .+ on hold$/ });
    await dialog.getByRole('button', { name: /Delay reason/ }).click();
    expect(await mine.getByRole('option').allTextContents()).toEqual([
      'Customer decision',
      'Insurance approval',
      'Parts',
    ]);
    await mine.getByRole('option', { name: 'Parts' }).click();
    await dialog.getByLabel('Note').fill('Bumper on back order');
    await expectAccessible(mine);
    await dialog.getByRole('button', { name: 'PUT ON HOLD' }).click();
    await hidden(dialog);
    await visible(marker(mine));

    // B, never reloaded: the marker comes with the reason and a time to the minute, which runs on with B's clock.
    await expect.poll(() => marker(theirs).isVisible(), { timeout: 10_000 }).toBe(true);
    // The board's clock ticks each minute, so the first time shown may be up to a minute behind.
    expect(await heldFor(theirs)).toMatch(/^[01] min$/);
    await theirs.clock.fastForward('02:00');
    await expect.poll(() => heldFor(theirs)).toMatch(/^[23] min$/);
    await theirs.clock.fastForward('01:00:00');
    await expect.poll(() => heldFor(theirs)).toMatch(/^1 h [2-4] min$/);
    // Its note and who held it, on hover.
    await marker(theirs).hover();
    await expect
      .poll(() => theirs.getByRole('tooltip').textContent())
      .toMatch(/^Bumper on back order · On hold since .+ by Dana Reyes$/);
    await theirs.screenshot({ path: '/tmp/holds-board.png' });
    await expectAccessible(theirs);

    // B filters the board on the reason: the held job alone is left, of these two.
    await theirs.getByRole('button', { name: /Show jobs by hold/ }).click();
    await theirs.getByRole('option', { name: 'On hold: Parts' }).click();
    await hidden(card(theirs, freeId));
    await visible(card(theirs));
    await theirs.getByRole('button', { name: /Show jobs by hold/ }).click();
    await theirs.getByRole('option', { name: 'Not on hold' }).click();
    await hidden(card(theirs));
    await visible(card(theirs, freeId));
    await theirs.getByRole('button', { name: /Show jobs by hold/ }).click();
    await theirs.getByRole('option', { name: 'All jobs' }).click();
    await visible(card(theirs));

    // A's folder: the hold in its header and History; archiving asks to release it first.
    await card(mine).click();
    const folder = mine.getByRole('dialog', { name: /^Job / });
    await visible(folder.getByTestId('hold-marker'));
    await folder.getByRole('tab', { name: 'History' }).click();
    await visible(folder.getByText('Put on hold: Parts. Note: Bumper on back order'));
    await mine.screenshot({ path: '/tmp/holds-folder.png' });
    await folder.getByRole('tab', { name: 'Archive' }).click();
    await folder.getByRole('button', { name: 'ARCHIVE' }).click();
    const blocked = mine.getByRole('alertdialog');
    await visible(blocked.getByText('Release the hold before archiving this job'));
    await blocked.getByRole('button', { name: 'OK' }).click();

    // A releases it from the folder; B's marker goes, without a reload.
    await folder.getByRole('button', { name: 'Release hold' }).click();
    await hidden(folder.getByTestId('hold-marker'));
    await visible(folder.getByRole('button', { name: 'Put on hold…' }));
    await expect.poll(() => marker(theirs).count(), { timeout: 10_000 }).toBe(0);
    await folder.getByRole('tab', { name: 'History' }).click();
    await visible(folder.getByText(/^Released from hold: Parts after \d+ min$/));

    await mine.context().close();
    await theirs.context().close();
  });
});
