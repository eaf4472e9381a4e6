import type { SettingsListName } from '@bayline/contracts';
import { type UpdateDoc, updatesModel } from '@bayline/contracts/read-models/live';
import {
  type ListItemDoc,
  type ListVersionDoc,
  settingsListModels,
  settingsVersionsModel,
} from '@bayline/contracts/read-models/settings';
import { describe, it } from 'vitest';
import { given, type UntypedEvent } from '../testing/given.ts';
import { liveFeedProjector } from './live-feed.ts';
import { settingsProjector } from './settings.ts';

/** A settings list's items after its events (told by the lists' table in contracts, not by Bayline's union). */
const list = (name: SettingsListName, events: UntypedEvent[]) =>
  given<ListItemDoc, UntypedEvent>(settingsProjector, settingsListModels[name], events);

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
  const events: UntypedEvent[] = [
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
  ];

  it('folds the fine-grained events into one document per item, with each list version', () => {
    const departments = list('departments', events);
    departments.thenMatches({
      id: 'BAYVIEW:d1',
      name: 'Paint Shop',
      sortOrder: 1,
      locationShortName: 'BAYVIEW',
      subdepartments: [{ subdepartmentId: 's1', name: 'Booth 1', sortOrder: 0, isActive: true }],
      jobClassCycles: [{ jobClassId: 'c1', days: 1, hours: 0, minutes: 0 }],
    });
    departments.thenMatches({ id: 'BAYVIEW:d2', sortOrder: 0, isActive: false });
    list('jobClasses', events).thenMatches({ id: 'BAYVIEW:c1', mondayCapacity: 6 });
    const versions = given<ListVersionDoc, UntypedEvent>(settingsProjector, settingsVersionsModel, events);
    versions.thenMatches({ id: 'BAYVIEW:departments', version: 7 });
    versions.thenMatches({ id: 'BAYVIEW:jobClasses', version: 1 });
  });

  it('folds events written before the table (Changed) and soft removal', () => {
    list('badges', [
      { streamId: 'badges-BAYVIEW', type: 'BadgeAdded', data: { item: { badgeId: 'b1', description: 'Parts' } } },
      { streamId: 'badges-BAYVIEW', type: 'BadgeChanged', data: { id: 'b1', changes: { description: 'Rental' } } },
      { streamId: 'badges-BAYVIEW', type: 'BadgeRemoved', data: { id: 'b1', deletedAt: '2026-03-03T00:00:00Z' } },
    ]).thenMatches({
      id: 'BAYVIEW:b1',
      description: 'Rental',
      deletedAt: '2026-03-03T00:00:00Z',
    });
  });

  it('tells the live hub which list changed', () => {
    const hub = given<UpdateDoc, UntypedEvent>(liveFeedProjector, updatesModel, events);
    hub.thenMatches({
      id: 'BAYVIEW|settings|departments',
      Type: 'settings',
      ItemId: 'departments',
      Action: 'update',
      position: 8,
    });
    hub.thenMatches({ id: 'BAYVIEW|settings|jobClasses', position: 10 });
  });
});
