import { type Badge, type Department, defaultBadgeStates, type JobClass } from '@bayline/contracts';
import type { Catalog } from '../shared/catalog.ts';

const department = (
  shortName: string,
  name: string,
  sortOrder: number,
  extra: Partial<Department> = {},
): Department => ({
  departmentId: `dep-${shortName}`,
  shortName,
  name,
  description: '',
  displayColor: '#000',
  fontColor: '#fff',
  sortOrder,
  isActive: true,
  deletedAt: null,
  isWip: true,
  isMilestone: false,
  laborType: 0,
  laborPercent: 0,
  subdepartments: [],
  jobClassCycles: [],
  ...extra,
});

export const light: JobClass = {
  jobClassId: 'class-light',
  name: 'Light',
  description: '',
  isActive: true,
  deletedAt: null,
  sortOrder: 1,
  serviceDays: 3,
  displayColor: '#43a047',
  sundayCapacity: 0,
  mondayCapacity: 2,
  tuesdayCapacity: 2,
  wednesdayCapacity: 2,
  thursdayCapacity: 2,
  fridayCapacity: 2,
  saturdayCapacity: 0,
  allowOvercapacity: false,
  badgeClasses: [],
};

export const rental: Badge = {
  badgeId: 'badge-rental',
  description: 'Rental',
  iconName: 'car-rental',
  isActive: true,
  deletedAt: null,
  badgeStates: defaultBadgeStates.map((s) => ({ ...s, badgeStateId: `rental-${s.state}` })),
};

/** A small shop for decider tests; "today" there is Monday 2026-03-02 (America/Los_Angeles). */
export const catalog: Catalog = {
  location: {
    shortName: 'BAYVIEW',
    name: 'Bayview Collision',
    alias: '',
    address1: '',
    city: '',
    subdivision: '',
    postalCode: '',
    country: 'US',
    phone: '',
    timeZone: 'America/Los_Angeles',
  },
  departments: [
    department('EST', 'Estimate', 0),
    department('BODY', 'Body', 1, {
      subdepartments: [{ subdepartmentId: 's1', shortName: 'BAY1', name: 'Bay 1', sortOrder: 0, isActive: true }],
    }),
    department('PAINT', 'Paint', 2),
    department('OLD', 'Old', 3, { isActive: false }),
  ],
  jobClasses: [light, { ...light, jobClassId: 'class-retired', name: 'Retired', isActive: false }],
  groups: [{ shortName: 'INS', name: 'Insurance', locationShortName: 'BAYVIEW', isActive: true, deletedAt: null }],
  badges: [rental],
  contacts: [
    {
      contactId: 'tech-1',
      name: 'Marco Diaz',
      cellular: '',
      email: '',
      contactTypeName: 'Tech',
      isActive: true,
      doNotify: true,
    },
    {
      contactId: 'tech-2',
      name: 'Aisha Khan',
      cellular: '',
      email: '',
      contactTypeName: 'Tech',
      isActive: true,
      doNotify: true,
    },
  ],
  todos: [
    { todoId: 'todo-parts', todoGroupId: 'pkg', description: 'Order parts', isActive: true, deletedAt: null },
    { todoId: 'todo-paint', todoGroupId: 'pkg', description: 'Paint and clear coat', isActive: true, deletedAt: null },
    { todoId: 'todo-qc', todoGroupId: 'pkg', description: 'Final inspection', isActive: true, deletedAt: null },
  ],
  noteCategories: [],
  mediaCategories: [
    { mediaCategoryId: 'media-messaging', description: 'Messaging', isActive: true, isCustom: false, deletedAt: null },
    { mediaCategoryId: 'media-damage', description: 'Damage', isActive: true, isCustom: true, deletedAt: null },
    { mediaCategoryId: 'media-old', description: 'Old', isActive: false, isCustom: true, deletedAt: null },
  ],
  delayReasons: [
    { delayId: 'delay-parts', description: 'Parts', isActive: true, deletedAt: null },
    { delayId: 'delay-approval', description: 'Insurer approval', isActive: true, deletedAt: null },
    { delayId: 'delay-old', description: 'Sublet', isActive: false, deletedAt: null },
    { delayId: 'delay-gone', description: 'Customer', isActive: true, deletedAt: '2026-01-05T10:00:00.000Z' },
  ],
  estimateIds: ['estimate-1'],
};

export const monday = new Date('2026-03-02T18:00:00Z');
