import type { Department, JobClass } from '@bayline/contracts';
import { chromiumForTests } from '@bayline/platform/testing/gates';
import { apiClient } from '@bayline/server/testing/client';
import { describe, expect, it } from 'vitest';
import { browserShop } from './fixture.ts';

const canRun = chromiumForTests();
const production = '/api/production/v1';

describe.runIf(canRun)('settings changes reach an open board without a reload', () => {
  const { bayline, signedInPage } = browserShop();

  it('renames a department and recolours a job class on the board while another user saves them', async () => {
    const page = await signedInPage({ viewport: { width: 1600, height: 1000 } });
    const column = page.getByTestId('department-EST');
    await expect.poll(() => column.isVisible()).toBe(true);
    let reloads = 0;
    page.on('framenavigated', () => reloads++);

    const admin = apiClient(bayline.url);
    await admin.login('demo@bayline.test');
    const departments = await admin.get(`${production}/departments/settings`);
    const renamed = (departments.json as Department[]).map((d) =>
      d.shortName === 'EST' ? { ...d, name: 'Estimate Desk' } : d,
    );
    const saved = await admin.put(`${production}/departments/settings`, renamed, {
      'if-match': departments.headers.get('etag')!,
    });
    expect(saved.status).toBe(200);
    await expect.poll(() => column.getByRole('heading').textContent(), { timeout: 10_000 }).toBe('Estimate Desk');

    // A card of a class shows the class colour on its top border.
    const card = page.locator('[data-testid^="job-card-"]').first();
    await expect.poll(() => card.isVisible()).toBe(true);
    const jobAdminId = (await card.getAttribute('data-testid'))!.replace('job-card-', '');
    const job = await admin.get(`${production}/jobadmins/asfolder/${jobAdminId}`);
    const classes = await admin.get(`${production}/jobclass`);
    const recoloured = (classes.json as JobClass[]).map((c) =>
      c.jobClassId === job.json.jobClassId ? { ...c, displayColor: '#ff00ff' } : c,
    );
    expect(
      (await admin.put(`${production}/jobclass`, recoloured, { 'if-match': classes.headers.get('etag')! })).status,
    ).toBe(200);
    const cardSelector = `[data-testid="job-card-${jobAdminId}"]`;
    await expect
      .poll(() => page.evaluate(`getComputedStyle(document.querySelector('${cardSelector}')).borderTopColor`), {
        timeout: 10_000,
      })
      .toBe('rgb(255, 0, 255)');
    expect(reloads).toBe(0);
  });
});
