import { Level } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { capacityIndicators, showsMessagingButton } from './top-bar.ts';

const metrics = {
  wip: 7,
  wipMax: 8,
  inventory: 16,
  inventoryMax: 15,
  preProduction: 4,
  production: 9,
  postProduction: 3,
  thresholdPercent: 80,
};

describe('capacity indicators', () => {
  it('shows WIP and inventory against their maximums, warning from the threshold and over above 100 %', () => {
    const { limits } = capacityIndicators(metrics);
    expect(limits).toEqual([
      { key: 'wip', value: 7, total: 8, percent: 88, level: 'warning' },
      { key: 'inventory', value: 16, total: 15, percent: 107, level: 'over' },
    ]);
    const calm = capacityIndicators({ ...metrics, wip: 2 }).limits[0];
    expect(calm).toMatchObject({ percent: 25, level: 'normal' });
  });

  it('gives 0 % without a goal', () => {
    const { limits } = capacityIndicators({ ...metrics, wipMax: 0, inventoryMax: 0 });
    expect(limits.map((l) => [l.percent, l.level])).toEqual([
      [0, 'normal'],
      [0, 'normal'],
    ]);
  });

  it('splits the inventory into pre-production, production and post-production shares', () => {
    const { flow } = capacityIndicators(metrics);
    expect(flow.map((f) => [f.key, f.value, f.percent, f.level])).toEqual([
      ['preProduction', 4, 25, 'normal'],
      ['production', 9, 56, 'normal'],
      ['postProduction', 3, 19, 'normal'],
    ]);
    expect(capacityIndicators({ ...metrics, inventory: 0, preProduction: 0 }).flow[0]?.percent).toBe(0);
  });
});

describe('messaging button', () => {
  const rights = { messaging: Level.write, texting: Level.read };
  const on = { enableMessaging: true, smsSendPhone: '5105550100' };

  it('shows on the production page where the location texts and the user may', () => {
    expect(showsMessagingButton('/production', rights, on)).toBe(true);
    expect(showsMessagingButton('/production/board', rights, on)).toBe(true);
  });

  it('hides elsewhere, without a messaging or texting right, or without messaging and a send phone', () => {
    expect(showsMessagingButton('/settings', rights, on)).toBe(false);
    expect(showsMessagingButton('/productionx', rights, on)).toBe(false);
    expect(showsMessagingButton('/production', { ...rights, messaging: Level.noAccess }, on)).toBe(false);
    expect(showsMessagingButton('/production', { ...rights, texting: Level.noAccess }, on)).toBe(false);
    expect(showsMessagingButton('/production', rights, { ...on, enableMessaging: false })).toBe(false);
    expect(showsMessagingButton('/production', rights, { ...on, smsSendPhone: null })).toBe(false);
    expect(showsMessagingButton('/production', rights, undefined)).toBe(false);
  });
});
