import { describe, expect, it } from 'vitest';
import { capacityPercent } from '../jobs/metrics.ts';
import { capacityLevel, locationMetrics } from './metrics.ts';

const goals = { releaseGoal: 8, inputBuffer: 4, outputBuffer: 3, thresholdPercent: 80 };
// Listed out of order: the flow is the departments' sort order.
const departments = [
  { departmentId: 'paint', sortOrder: 3, isWip: true },
  { departmentId: 'est', sortOrder: 0, isWip: false },
  { departmentId: 'sublet', sortOrder: 2, isWip: false },
  { departmentId: 'body', sortOrder: 1, isWip: true },
  { departmentId: 'ready', sortOrder: 4, isWip: false },
];

describe('location metrics', () => {
  it('splits the inventory around the WIP departments and counts WIP by flag', () => {
    const counts = { est: 2, body: 3, sublet: 1, paint: 4, ready: 5 };
    expect(locationMetrics(departments, counts, goals)).toEqual({
      wip: 7,
      wipMax: 8,
      inventory: 15,
      inventoryMax: 15,
      preProduction: 2,
      // A department between two WIP ones is production without being WIP.
      production: 8,
      postProduction: 5,
      thresholdPercent: 80,
    });
  });

  it('counts a job in a department the list no longer has in the inventory only', () => {
    const metrics = locationMetrics(departments, { gone: 2, body: 1 }, goals);
    expect(metrics).toMatchObject({ inventory: 3, wip: 1, preProduction: 0, production: 1, postProduction: 0 });
  });

  it('treats everything as pre-production when no department is WIP', () => {
    const flat = departments.map((d) => ({ ...d, isWip: false }));
    const metrics = locationMetrics(flat, { est: 1, paint: 2, ready: 1 }, goals);
    expect(metrics).toMatchObject({ wip: 0, inventory: 4, preProduction: 4, production: 0, postProduction: 0 });
  });

  it('ignores an inherited name used as a department id', () => {
    const metrics = locationMetrics([{ departmentId: 'constructor', sortOrder: 0, isWip: true }], {}, goals);
    expect(metrics.wip).toBe(0);
  });
});

describe('capacity indicators', () => {
  it('gives the percentage of a maximum, 0 without one', () => {
    expect(capacityPercent(7, 8)).toBe(88);
    expect(capacityPercent(7, 0)).toBe(0);
  });

  it('warns from the threshold percent and is over above 100', () => {
    expect(capacityLevel(79, 80)).toBe('normal');
    expect(capacityLevel(80, 80)).toBe('warning');
    expect(capacityLevel(100, 80)).toBe('warning');
    expect(capacityLevel(101, 80)).toBe('over');
    expect(capacityLevel(95, 0)).toBe('normal');
  });
});
