import type { BoardCard, Department, JobFolderView, LocationMetrics } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient, validJobBody } from './testing/client.ts';
import { localShop } from './testing/fixture.ts';

const production = '/api/production/v1';
const { bayline, owner } = localShop({ users: { owner: 'demo@bayline.test' } });

const metrics = async () => {
  const answer = await owner.read(`${production}/locations/metrics`);
  expect(answer.status).toBe(200);
  return answer.json as LocationMetrics;
};

describe('GET locations/metrics', () => {
  it('counts the open, undelivered jobs of the location as the board and folders show them', async () => {
    // Jobs on site before, in and after production, beside the seeded ones.
    for (const department of ['EST', 'BODY', 'PAINT', 'READY']) {
      const body = await validJobBody(owner, { departmentShortName: 'EST' });
      const created = await owner.post(`${production}/jobadmins`, body);
      const { jobAdminId } = created.json.jobAdmin as { jobAdminId: string };
      if (department !== 'EST')
        await owner.put(`${production}/jobadmins/${jobAdminId}/department`, { departmentShortName: department });
    }
    const departments = (await owner.get(`${production}/departments`)).json as Department[];
    const wipIds = new Set(departments.filter((d) => d.isWip).map((d) => d.departmentId));
    const cards = (await owner.read(`${production}/JobAdmins/open`)).json as BoardCard[];
    const folders = await Promise.all(
      cards.map(
        async (c) => (await owner.get(`${production}/JobAdmins/asfolder/${c.jobAdminId}`)).json as JobFolderView,
      ),
    );
    const onSite = folders.filter((f) => !f.datePickup);
    expect(onSite.filter((f) => wipIds.has(f.departmentId)).length).toBeGreaterThanOrEqual(2);
    expect(onSite.length).toBeGreaterThanOrEqual(4);
    const settings = (await owner.read(`${production}/locations/settings`)).json;
    const answer = await metrics();
    expect(answer).toMatchObject({
      inventory: onSite.length,
      wip: onSite.filter((f) => wipIds.has(f.departmentId)).length,
      wipMax: settings.releaseGoal,
      inventoryMax: settings.inputBuffer + settings.releaseGoal + settings.outputBuffer,
      thresholdPercent: settings.thresholdPercent,
    });
    expect(answer.preProduction + answer.production + answer.postProduction).toBe(answer.inventory);
  });

  it('follows a job through the flow, and the goals set in Location Preferences', async () => {
    const before = await metrics();
    const created = await owner.post(
      `${production}/jobadmins`,
      await validJobBody(owner, { departmentShortName: 'EST' }),
    );
    expect(created.status).toBe(201);
    const { jobAdminId } = created.json.jobAdmin as { jobAdminId: string };
    expect(await metrics()).toMatchObject({
      inventory: before.inventory + 1,
      preProduction: before.preProduction + 1,
      wip: before.wip,
    });

    const moveTo = async (departmentShortName: string) =>
      expect(
        (await owner.put(`${production}/jobadmins/${jobAdminId}/department`, { departmentShortName })).status,
      ).toBe(200);
    await moveTo('BODY');
    expect(await metrics()).toMatchObject({
      inventory: before.inventory + 1,
      preProduction: before.preProduction,
      production: before.production + 1,
      wip: before.wip + 1,
    });
    await moveTo('READY');
    expect(await metrics()).toMatchObject({
      production: before.production,
      postProduction: before.postProduction + 1,
      wip: before.wip,
    });
    expect((await owner.call('PATCH', `${production}/jobadmins/${jobAdminId}`, { roState: 4 })).status).toBe(200);
    expect(await metrics()).toMatchObject({ inventory: before.inventory, postProduction: before.postProduction });

    const view = (await owner.read(`${production}/locations/settings`)).json;
    const saved = await owner.put(`${production}/locations/settings`, {
      ...view,
      releaseGoal: 9,
      inputBuffer: 3,
      outputBuffer: 2,
      thresholdPercent: 70,
    });
    expect(saved.status).toBe(200);
    expect(await metrics()).toMatchObject({ wipMax: 9, inventoryMax: 14, thresholdPercent: 70 });
  });

  it('needs a session', async () => {
    expect((await apiClient(bayline.url).get(`${production}/locations/metrics`)).status).toBe(401);
  });
});
