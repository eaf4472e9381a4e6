import {
  apptCategoriesSchema,
  badgesSchema,
  delayReasonsSchema,
  departmentsSchema,
  groupsSchema,
  jobClassesSchema,
  mediaCategoriesSchema,
  messagingPresetsSchema,
  noteCategoriesSchema,
  type SettingsListEvent,
  type SettingsListName,
  settingsEventKind,
  settingsEventTypes,
  settingsListEvent,
} from '@bayline/contracts';
import { itemAt } from '@bayline/contracts/testing/item-at';
import { describe, expect, it } from 'vitest';
import { given } from '../testing/given.ts';
import { decideListSave, type ListItem, type ListState, listAggregate, liveItems } from './list.ts';

const now = new Date('2026-03-04T10:00:00.000Z');
const ids = () => {
  let n = 0;
  return () => `new-${++n}`;
};
/** The list after `events`, then what saving `rows` decides. */
const saving = (list: SettingsListName, events: SettingsListEvent[], rows: ListItem[]) =>
  given(listAggregate(list), events).when((state) => decideListSave(list, state, rows, now, ids()));
const stateAfter = (list: SettingsListName, events: SettingsListEvent[]) => given(listAggregate(list), events).state;
const types = (events: SettingsListEvent[]) => events.map((e) => e.type);

const parsed = <T>(schema: { parse(v: unknown): T }, value: unknown) => schema.parse(value) as ListItem[];

const paint = { departmentId: 'd1', name: 'Paint', displayColor: '#d81b60', sortOrder: 0 };
const body = { departmentId: 'd2', name: 'Body', displayColor: '#1e88e5', sortOrder: 1 };
const departments = parsed(departmentsSchema, [
  { ...paint, subdepartments: [{ subdepartmentId: 's1', name: 'Booth 1' }] },
  body,
]);
const departmentsSaved: SettingsListEvent[] = [
  { type: 'DepartmentAdded', data: { item: { ...departments[0], deletedAt: null } } },
  { type: 'DepartmentAdded', data: { item: { ...departments[1], deletedAt: null } } },
];

describe('the event table', () => {
  it('names every event once, none of them a job event', () => {
    const all = settingsEventTypes();
    expect(new Set(all).size).toBe(all.length);
    for (const jobEvent of ['BadgeStateChanged', 'JobBadgeAdded', 'TaskAddedToJob'])
      expect(all).not.toContain(jobEvent);
    expect(settingsEventKind('JobClassCapacityChanged')?.list).toBe('jobClasses');
  });
});

describe('departments', () => {
  it('an unchanged save appends nothing', () => {
    saving('departments', departmentsSaved, departments).then([]);
  });

  it('tells a rename, a recolour, a new status message and sending, each in its own event', () => {
    const rows = departments.map((d) =>
      d.departmentId === 'd1'
        ? { ...d, name: 'Paint Shop', displayColor: '#000000', statusMessage: 'In paint', sendNotification: true }
        : d,
    );
    saving('departments', departmentsSaved, rows).then([
      { type: 'DepartmentRenamed', data: { id: 'd1', name: 'Paint Shop' } },
      { type: 'DepartmentRecoloured', data: { id: 'd1', displayColor: '#000000' } },
      { type: 'DepartmentStatusMessageSendingChanged', data: { id: 'd1', sendNotification: true } },
      { type: 'DepartmentStatusMessageChanged', data: { id: 'd1', statusMessage: 'In paint' } },
    ]);
  });

  it('a new order is one Reordered event with every id in it', () => {
    const rows = [
      { ...departments[0], sortOrder: 1 },
      { ...departments[1], sortOrder: 0 },
    ];
    saving('departments', departmentsSaved, rows).then([
      { type: 'DepartmentsReordered', data: { order: ['d2', 'd1'] } },
    ]);
    const after = stateAfter('departments', [
      ...departmentsSaved,
      { type: 'DepartmentsReordered', data: { order: ['d2', 'd1'] } },
    ]);
    expect(liveItems('departments', after).map((d) => d.name)).toEqual(['Body', 'Paint']);
  });

  it('deactivates, removes softly and adds at its place, without reordering the others', () => {
    const rows = [
      { ...departments[0], isActive: false },
      ...parsed(departmentsSchema, [{ name: 'Detail', sortOrder: 5 }]),
    ];
    saving('departments', departmentsSaved, rows).then((events) => {
      expect(types(events)).toEqual(['DepartmentAdded', 'DepartmentDeactivated', 'DepartmentRemoved']);
      expect(events[0]).toMatchObject({ data: { item: { departmentId: 'new-1', name: 'Detail', sortOrder: 1 } } });
      expect(events[2]?.data).toEqual({ id: 'd2', deletedAt: now.toISOString() });
    });
  });

  it('tells subdepartments and cycle goals by their own events', () => {
    const rows = [
      {
        ...departments[0],
        subdepartments: [
          { subdepartmentId: 's1', name: 'Booth A', sortOrder: 0, isActive: true },
          { subdepartmentId: '', name: 'Booth 2', sortOrder: 1, isActive: true },
        ],
        jobClassCycles: [{ jobClassId: 'c1', days: 1, hours: 2, minutes: 0 }],
      },
      itemAt(departments, 1),
    ];
    const told = saving('departments', departmentsSaved, rows).then([
      { type: 'SubdepartmentRenamed', data: { id: 'd1', itemId: 's1', name: 'Booth A' } },
      {
        type: 'SubdepartmentAdded',
        data: { id: 'd1', item: { subdepartmentId: 'new-1', name: 'Booth 2', sortOrder: 1, isActive: true } },
      },
      { type: 'CycleGoalSet', data: { id: 'd1', item: { jobClassId: 'c1', days: 1, hours: 2, minutes: 0 } } },
    ]);
    const after = stateAfter('departments', [...departmentsSaved, ...told]);
    // The list as saved, sent again, is no change; nor is a goal sent with nobody to notify where it had no such field.
    expect(decideListSave('departments', after, liveItems('departments', after), now, ids())).toEqual([]);
    const withNotifications = liveItems('departments', after).map((d) => ({
      ...d,
      jobClassCycles: (d.jobClassCycles as object[]).map((g) => ({ ...g, notifications: [] })),
    }));
    expect(decideListSave('departments', after, withNotifications, now, ids())).toEqual([]);
    const cleared = decideListSave(
      'departments',
      after,
      [{ ...rows[0], subdepartments: [], jobClassCycles: [] }, itemAt(rows, 1)],
      now,
      ids(),
    );
    expect(cleared).toEqual([
      { type: 'SubdepartmentRemoved', data: { id: 'd1', itemId: 's1' } },
      { type: 'SubdepartmentRemoved', data: { id: 'd1', itemId: 'new-1' } },
      { type: 'CycleGoalCleared', data: { id: 'd1', itemId: 'c1' } },
    ]);
  });

  it('refuses a row named twice and names it', () => {
    saving('departments', departmentsSaved, [itemAt(departments, 0), itemAt(departments, 0)]).thenThrows(
      'InvalidFields',
      (refusal) =>
        expect(refusal.extra.errors).toEqual([{ field: '1.departmentId', message: 'This row is in the list twice' }]),
    );
  });

  it('refuses by schema a long name, a status message to send that is empty, a labor % above 100', () => {
    const result = departmentsSchema.safeParse([
      { name: 'x'.repeat(29) },
      { name: 'Paint', sendNotification: true, statusMessage: ' ' },
      { name: 'Body', laborPercent: 101 },
    ]);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['0.name', 'Name must be 28 characters or less'],
      ['1.statusMessage', 'Status message must be 1500 characters or less'],
      ['2.laborPercent', 'Labor % must be between 0 and 100'],
    ]);
  });
});

describe('job classes', () => {
  const express = parsed(jobClassesSchema, [{ jobClassId: 'c1', name: 'Express', serviceDays: 1, mondayCapacity: 4 }]);
  const saved: SettingsListEvent[] = [{ type: 'JobClassAdded', data: { item: { ...express[0], deletedAt: null } } }];

  it('tells a capacity per weekday, scheduled days, badges and default assignees', () => {
    const rows = [
      {
        ...express[0],
        mondayCapacity: 5,
        fridayCapacity: 2,
        serviceDays: 2,
        badgeClasses: [{ badgeId: 'b1', sortOrder: 0 }],
        assignees: [{ departmentId: 'd1', contactId: 'k1', notifyOnly: false }],
      },
    ];
    const told = saving('jobClasses', saved, rows).then([
      { type: 'JobClassScheduledDaysChanged', data: { id: 'c1', serviceDays: 2 } },
      { type: 'JobClassCapacityChanged', data: { id: 'c1', weekday: 'monday', capacity: 5 } },
      { type: 'JobClassCapacityChanged', data: { id: 'c1', weekday: 'friday', capacity: 2 } },
      { type: 'JobClassBadgesChanged', data: { id: 'c1', badgeClasses: [{ badgeId: 'b1', sortOrder: 0 }] } },
      {
        type: 'JobClassDefaultAssigneesChanged',
        data: { id: 'c1', assignees: [{ departmentId: 'd1', contactId: 'k1', notifyOnly: false }] },
      },
    ]);
    const after = [...liveItems('jobClasses', stateAfter('jobClasses', [...saved, ...told]))];
    expect(after[0]).toMatchObject({ mondayCapacity: 5, fridayCapacity: 2, serviceDays: 2 });
    saving('jobClasses', [...saved, ...told], rows).then([]);
  });

  it('refuses a blank or long name, negative days and default assignments with no assignee', () => {
    const result = jobClassesSchema.safeParse([
      { name: ' ', serviceDays: 1 },
      { name: 'x'.repeat(26), serviceDays: -1 },
      { name: 'Heavy', serviceDays: 3, assignees: [{ departmentId: 'd1', contactId: 'k1', notifyOnly: true }] },
    ]);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['0.name', 'Name is required'],
      ['1.name', 'Name must be 25 characters or less'],
      ['1.serviceDays', 'Days must be a whole number of 0 or more'],
      ['2.assignees', 'At least one assignee is required'],
    ]);
  });
});

describe('badges', () => {
  const parts = parsed(badgesSchema, [
    {
      badgeId: 'b1',
      description: 'Parts',
      iconName: 'inventory',
      badgeStates: [{ badgeStateId: 'st1', state: 1, description: 'Inactive', color: '#9e9e9e' }],
    },
  ]);
  const saved: SettingsListEvent[] = [{ type: 'BadgeAdded', data: { item: { ...parts[0], deletedAt: null } } }];

  it('tells a rename, a new icon and badge state changes', () => {
    const rows = [
      {
        ...parts[0],
        description: 'Parts Ordered',
        iconName: 'box',
        badgeStates: [{ badgeStateId: 'st1', state: 1, description: 'Idle', color: '#000000', badgeNotifications: [] }],
      },
    ];
    saving('badges', saved, rows).then([
      { type: 'BadgeRenamed', data: { id: 'b1', description: 'Parts Ordered' } },
      { type: 'BadgeIconChanged', data: { id: 'b1', iconName: 'box' } },
      { type: 'BadgeStateRenamed', data: { id: 'b1', itemId: 'st1', description: 'Idle' } },
      { type: 'BadgeStateRecoloured', data: { id: 'b1', itemId: 'st1', color: '#000000' } },
    ]);
    saving('badges', saved, parts).then([]);
  });

  it('keys seeded in another order are no change', () => {
    const seeded = {
      ...parts[0],
      badgeStates: [
        { color: '#9e9e9e', description: 'Inactive', state: 1, badgeStateId: 'st1', badgeNotifications: [] },
      ],
    };
    saving('badges', [{ type: 'BadgeAdded', data: { item: seeded } }], parts).then([]);
  });
});

describe('lists told by their description', () => {
  const cases: [SettingsListName, { parse(v: unknown): unknown }, string, string][] = [
    ['delayReasons', delayReasonsSchema, 'delayId', 'DelayReason'],
    ['mediaCategories', mediaCategoriesSchema, 'mediaCategoryId', 'MediaCategory'],
    ['noteCategories', noteCategoriesSchema, 'noteCategoryId', 'NoteCategory'],
    ['apptCategories', apptCategoriesSchema, 'apptCategoryId', 'AppointmentCategory'],
  ];
  for (const [list, schema, idField, noun] of cases)
    it(`${list}: added, renamed, deactivated, removed; unchanged appends nothing`, () => {
      const rows = parsed(schema, [
        { [idField]: 'i1', description: 'One' },
        { [idField]: 'i2', description: 'Two' },
      ]);
      const saved = rows.map((item) => settingsListEvent(`${noun}Added`, { item: { ...item, deletedAt: null } }));
      saving(list, saved, rows).then([]);
      const told = saving(list, saved, [
        { ...rows[0], description: 'Uno', isActive: false },
        ...parsed(schema, [{ description: 'Three' }]),
      ]).then((events) =>
        expect(types(events)).toEqual([`${noun}Added`, `${noun}Renamed`, `${noun}Deactivated`, `${noun}Removed`]),
      );
      const after = liveItems(list, stateAfter(list, [...saved, ...told]));
      expect(after.map((i) => [i.description, i.isActive])).toEqual([
        ['Three', true],
        ['Uno', false],
      ]);
    });

  it('appointment assignees are told one by one', () => {
    const rows = parsed(apptCategoriesSchema, [{ apptCategoryId: 'a1', description: 'Drop off' }]);
    const saved: SettingsListEvent[] = [{ type: 'AppointmentCategoryAdded', data: { item: itemAt(rows, 0) } }];
    saving('apptCategories', saved, [{ ...rows[0], assignments: [{ contactId: 'k1', doNotify: true }] }]).then([
      { type: 'AppointmentCategoryAssigneeAdded', data: { id: 'a1', item: { contactId: 'k1', doNotify: true } } },
    ]);
  });

  it('preset messages: retitled and message changed; a message over 1500 is refused', () => {
    const rows = parsed(messagingPresetsSchema, [
      { messagingPresetId: 'p1', title: 'Ready', message: 'Your car is ready' },
    ]);
    const saved: SettingsListEvent[] = [{ type: 'MessagingPresetAdded', data: { item: itemAt(rows, 0) } }];
    saving('messagingPresets', saved, [{ ...rows[0], title: 'Done', message: 'Done' }]).then([
      { type: 'MessagingPresetRetitled', data: { id: 'p1', title: 'Done' } },
      { type: 'MessagingPresetMessageChanged', data: { id: 'p1', message: 'Done' } },
    ]);
    const long = messagingPresetsSchema.safeParse([{ title: 'T', message: 'x'.repeat(1501) }]);
    expect(long.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['0.message', 'Message must be 1500 characters or less'],
    ]);
  });

  it('groups: a blank name is refused', () => {
    const result = groupsSchema.safeParse([{ name: '' }]);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['0.name', 'Name is required']]);
  });
});

describe('events written before the table', () => {
  it('fold `{noun}Changed` as details changed', () => {
    const state: ListState = stateAfter('groups', [
      { type: 'GroupAdded', data: { item: { shortName: 'INS', name: 'Insurance', isActive: true } } },
      { type: 'GroupChanged', data: { id: 'INS', changes: { name: 'Insurance Co', isActive: false } } },
    ]);
    expect(state.get('INS')).toMatchObject({ name: 'Insurance Co', isActive: false });
  });
});
