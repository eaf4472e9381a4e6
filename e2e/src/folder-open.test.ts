import { chromiumForTests } from '@bayline/platform/testing/gates';
import { validJobBody } from '@bayline/server/testing/client';
import { describe, expect, it } from 'vitest';
import { visible } from './browser.ts';
import { desktop, useReportsShop } from './reports-shop.ts';

const canRun = chromiumForTests();

/** Issue 19: the first folder opened from the board waited for its code before its job could even be read. */
describe.runIf(canRun)('the first folder opened from the board', () => {
  const shop = useReportsShop(6, async (owner) => {
    // An open job, a card on the board.
    const job = await owner.post('/api/production/v1/jobadmins', await validJobBody(owner, { make: 'Subaru' }));
    expect(job.status).toBe(201);
  });

  it('has its code and lists read while the board was idle: the click reads the job alone', async () => {
    const page = await shop.open(desktop, '/production', 'Production');
    const card = page.locator('[data-testid^="job-card-"]').first();
    await visible(card);
    // The board idle, the folder's code comes without a click (with it, its styles' link in the page's head).
    const folderCodeLoaded = () =>
      page
        .locator('link[href*="/job-folder-dialog-"]')
        .count()
        .then((n) => n > 0);
    await expect.poll(folderCodeLoaded, { timeout: 15_000 }).toBe(true);
    await page.waitForLoadState('networkidle');

    const onClick: string[] = [];
    page.on('request', (request) => onClick.push(`${request.resourceType()} ${new URL(request.url()).pathname}`));
    const jobAdminId = (await card.getAttribute('data-testid'))!.replace('job-card-', '');
    await card.click();
    const folder = page.getByRole('dialog', { name: /^Job/ });
    await visible(folder.getByLabel('Customer Name'));
    expect(onClick.filter((r) => r.startsWith('script'))).toEqual([]);
    expect(onClick.filter((r) => r.includes('/api/'))).toEqual([
      `fetch /api/production/v1/JobAdmins/asfolder/${jobAdminId}`,
    ]);
  });
});
