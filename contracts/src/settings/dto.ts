import { z } from 'zod';
import { boundedList, boundedText, maxEmailLength, newOrIdSchema } from '../bounds.ts';
import { phoneSchema } from '../phone.ts';

/** Settings lists a location works with (spec 1 section 3, spec 2 section 3). */
export interface Subdepartment {
  subdepartmentId: string;
  shortName: string;
  name: string;
  sortOrder: number;
  isActive: boolean;
}

export interface Department {
  departmentId: string;
  shortName: string;
  name: string;
  description: string;
  displayColor: string;
  fontColor: string;
  sortOrder: number;
  isActive: boolean;
  deletedAt: string | null;
  isWip: boolean;
  isMilestone: boolean;
  /** 0 body labour, 1 refinish. */
  laborType: 0 | 1;
  laborPercent: number;
  /** The status message sent to the customer when a job enters (spec 2), and whether it is sent. */
  statusMessage?: string;
  sendNotification?: boolean;
  sendSmsUpdate?: boolean;
  /** The job date filled when a job enters (one of `autofillDateTypes`), or none. */
  dateTypeId?: string | null;
  subdepartments: Subdepartment[];
  /** How long a job of each class should stay in the department. */
  jobClassCycles: JobClassCycle[];
}

export interface JobClassCycle {
  jobClassId: string;
  days: number;
  hours: number;
  minutes: number;
  /** Who is told when a job overruns the goal; a goal saved before this existed has none. */
  notifications?: { contactId: string }[];
}

export interface BadgeClass {
  badgeId: string;
  sortOrder: number;
}

export interface JobClass {
  jobClassId: string;
  name: string;
  description: string;
  isActive: boolean;
  deletedAt: string | null;
  sortOrder: number;
  serviceDays: number;
  displayColor: string;
  sundayCapacity: number;
  mondayCapacity: number;
  tuesdayCapacity: number;
  wednesdayCapacity: number;
  thursdayCapacity: number;
  fridayCapacity: number;
  saturdayCapacity: number;
  allowOvercapacity: boolean;
  badgeClasses: BadgeClass[];
  /** Who a new job of the class is assigned to, per department. */
  assignees?: { departmentId: string; contactId: string; notifyOnly: boolean }[];
}

export const weekdayCapacityFields = [
  'sundayCapacity',
  'mondayCapacity',
  'tuesdayCapacity',
  'wednesdayCapacity',
  'thursdayCapacity',
  'fridayCapacity',
  'saturdayCapacity',
] as const;

export function capacityByWeekday(jobClass: JobClass): number[] {
  return weekdayCapacityFields.map((f) => jobClass[f]);
}

export interface Group {
  shortName: string;
  name: string;
  locationShortName: string;
  isActive: boolean;
  deletedAt: string | null;
}

export interface BadgeState {
  badgeStateId: string;
  /** 1 Inactive … 5 Complete. */
  state: number;
  description: string;
  color: string;
  badgeNotifications?: { contactId: string }[];
}

export interface Badge {
  badgeId: string;
  description: string;
  iconName: string;
  isActive: boolean;
  deletedAt: string | null;
  badgeStates: BadgeState[];
}

export interface Contact {
  contactId: string;
  name: string;
  cellular: string;
  email: string;
  contactTypeName: string;
  isActive: boolean;
  doNotify: boolean;
  deletedAt?: string | null;
}

export const NO_ASSIGNEE_NAME = 'No Assignee';

/** PUT Contacts: the whole assignee list (spec 2 "Assignee": name required, phone 10 digits). */
export const contactsSchema = boundedList(
  z.object({
    contactId: newOrIdSchema,
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, { error: 'Name is required' })
      .max(120, { error: 'Name must be 120 characters or fewer' }),
    cellular: phoneSchema({ invalid: 'Phone number is not valid' }).default(''),
    email: boundedText(maxEmailLength).default(''),
    contactTypeName: boundedText(50).min(1, { error: 'Type is required' }).default('Tech'),
    isActive: z.boolean().default(true),
    doNotify: z.boolean().default(true),
  }),
  undefined,
  'A list of assignees is required',
);

export interface NoteCategory {
  noteCategoryId: string;
  description: string;
  color: string;
  isActive: boolean;
  isPublic: boolean;
  isCustom: boolean;
  deletedAt: string | null;
}

/** A location's own description (spec 2 "Location settings"), plus the time zone its dates are read in. */
export interface LocationInfo {
  shortName: string;
  name: string;
  alias: string;
  address1: string;
  city: string;
  subdivision: string;
  postalCode: string;
  country: string;
  phone: string;
  timeZone: string;
}

/** A task that can be put on a job (spec 2 "Todo"). */
export interface Todo {
  todoId: string;
  todoGroupId: string;
  description: string;
  isActive: boolean;
  deletedAt: string | null;
}

/** A package of tasks, added to a job one by one or all at once. */
export interface TodoGroup {
  todoGroupId: string;
  description: string;
  isActive: boolean;
  deletedAt: string | null;
  /** Task ids in the package's order. */
  todoIds: string[];
}

/** GET Todos/groups: each package with its tasks (spec 2 "Todo group"). */
export interface TodoPackage {
  group: { todoGroupId: string; description: string; isActive: boolean };
  items: { todoGroupItemId: string; todoId: string; description: string; sortOrder: number }[];
}

/** A reason a job waits (spec 2 "Delay reason"). */
export interface DelayReason {
  delayId: string;
  description: string;
  isActive: boolean;
  deletedAt: string | null;
}

/** A media category; the built-in ones (Messaging) are not custom and cannot be changed. */
export interface MediaCategory {
  mediaCategoryId: string;
  description: string;
  isActive: boolean;
  isCustom: boolean;
  deletedAt: string | null;
}

/** A canned text message (spec 2 "Messaging preset"). */
export interface MessagingPreset {
  messagingPresetId: string;
  title: string;
  message: string;
  isActive: boolean;
  deletedAt: string | null;
}

/** An appointment category with the assignees it notifies. */
export interface ApptCategory {
  apptCategoryId: string;
  description: string;
  displayColor: string;
  isActive: boolean;
  isPublic: boolean;
  deletedAt: string | null;
  assignments: { contactId: string; doNotify: boolean }[];
}
