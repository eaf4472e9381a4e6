import { describe, expect, it } from 'vitest';
import { projectInMemory } from '../projector.ts';
import { recorded } from '../testing/events.ts';
import { liveFeedProjector } from './live-feed.ts';
import { listVersionsCollection, settingsProjector } from './settings.ts';

const stream = 'departments-BAYVIEW';
const paint = {
  departmentId: 'd1',
  name: 'Paint',
  sortOrder: 0,
  isActive: true,
  subdepartments: [],
  jobClassCycles: [],
};
const body = { departmentId: 'd2', name: 'Body', sortOrder: 1, isActive: true, subdepartments: [], jobClassCycles: [] };

describe('settings lists read model', () => {
  const events = recorded([
    { streamId: stream, type: 'DepartmentAdded', data: { item: paint } },
    { streamId: stream, type: 'DepartmentAdded', data: { item: body } },
    { streamId: stream, type: 'DepartmentRenamed', data: { id: 'd1', name: 'Paint Shop' } },
    { streamId: stream, type: 'DepartmentsReordered', data: { order: ['d2', 'd1'] } },
    { streamId: stream, type: 'DepartmentDeactivated', data: { id: 'd2' } },
    {
      streamId: stream,
      type: 'SubdepartmentAdded',
      data: { id: 'd1', item: { subdepartmentId: 's1', name: 'Booth', sortOrder: 0, isActive: true } },
    },
    { streamId: stream, type: 'SubdepartmentRenamed', data: { id: 'd1', itemId: 's1', name: 'Booth 1' } },
    {
      streamId: stream,
      type: 'CycleGoalSet',
      data: { id: 'd1', item: { jobClassId: 'c1', days: 1, hours: 0, minutes: 0 } },
    },
    {
      streamId: 'jobclasses-BAYVIEW',
      type: 'JobClassAdded',
      data: { item: { jobClassId: 'c1', name: 'Express', mondayCapacity: 4, sortOrder: 0 } },
    },
    {
      streamId: 'jobclasses-BAYVIEW',
      type: 'JobClassCapacityChanged',
      data: { id: 'c1', weekday: 'monday', capacity: 6 },
    },
  ]);

  it('folds the fine-grained events into one document per item, with each list version', () => {
    const model = projectInMemory(settingsProjector, events);
    expect(model.get('departments', 'BAYVIEW:d1')).toMatchObject({
      name: 'Paint Shop',
      sortOrder: 1,
      locationShortName: 'BAYVIEW',
      subdepartments: [{ subdepartmentId: 's1', name: 'Booth 1', sortOrder: 0, isActive: true }],
      jobClassCycles: [{ jobClassId: 'c1', days: 1, hours: 0, minutes: 0 }],
    });
    expect(model.get('departments', 'BAYVIEW:d2')).toMatchObject({ sortOrder: 0, isActive: false });
    expect(model.get('jobClasses', 'BAYVIEW:c1')).toMatchObject({ mondayCapacity: 6 });
    expect(model.get(listVersionsCollection, 'BAYVIEW:departments')).toMatchObject({ version: 7 });
    expect(model.get(listVersionsCollection, 'BAYVIEW:jobClasses')).toMatchObject({ version: 1 });
  });

  it('folds events written before the table (Changed) and soft removal', () => {
    const model = projectInMemory(
      settingsProjector,
      recorded([
        { streamId: 'badges-BAYVIEW', type: 'BadgeAdded', data: { item: { badgeId: 'b1', description: 'Parts' } } },
        { streamId: 'badges-BAYVIEW', type: 'BadgeChanged', data: { id: 'b1', changes: { description: 'Rental' } } },
        { streamId: 'badges-BAYVIEW', type: 'BadgeRemoved', data: { id: 'b1', deletedAt: '2026-03-03T00:00:00Z' } },
      ]),
    );
    expect(model.get('badges', 'BAYVIEW:b1')).toMatchObject({
      description: 'Rental',
      deletedAt: '2026-03-03T00:00:00Z',
    });
  });

  it('tells the live hub which list changed', () => {
    const model = projectInMemory(liveFeedProjector, events);
    expect(model.get('updates', 'BAYVIEW|settings|departments')).toMatchObject({
      Type: 'settings',
      ItemId: 'departments',
      Action: 'update',
      position: 8,
    });
    expect(model.get('updates', 'BAYVIEW|settings|jobClasses')).toMatchObject({ position: 10 });
  });
});
