import { z } from 'zod';
import { boundedList, boundedText, colourSchema, idOf, idSchema, newOrIdSchema } from '../bounds.ts';
import { jobDateFields, jobDateLabels } from '../jobs/job-fields.ts';
import { onceValid, whenFieldsPass } from '../validation.ts';

/**
 * What each settings screen saves (spec 2 sections 5 and 7): one schema per list, bounded, with the spec's
 * messages. A refusal names the row and field, e.g. `3.name`.
 */

/** Required, trimmed text of at most `max` characters: '{Label} is required', '{Label} must be N characters or less'. */
const required = (label: string, max: number, message = `${label} is required`) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${label} must be ${max} characters or less` });

/** A count typed in a number box with the minus key blocked: a whole number from 0. */
const count = (label: string, max = 9999) =>
  z
    .number({ error: `${label} must be a whole number of 0 or more` })
    .int({ error: `${label} must be a whole number of 0 or more` })
    .min(0, { error: `${label} must be a whole number of 0 or more`, ...onceValid })
    .max(max, { error: `${label} must be ${max} or less`, ...onceValid });

const sortOrder = count('Sort order', 100_000).default(0);
const isActive = z.boolean().default(true);

export const settingsMessages = {
  assigneeRequired: 'At least one assignee is required',
  statusMessage: 'Status message must be 1500 characters or less',
  packageExists: 'Package name exists. Unique package name required.',
  taskExists: 'Task name exists. Unique task name required.',
  publicNoteCategory: 'Public note categories cannot be changed',
  builtInMediaCategory: 'Built-in media categories cannot be changed',
  nameExists: 'Name exists. Unique name required.',
} as const;

export const statusMessageMax = 1500;
export const presetMessageMax = 1500;

/** Date types a department can fill when a job enters it (spec 2 "Autofill Date"): the job's own dates. */
export const autofillDateTypes = jobDateFields
  .filter((f) => f !== 'scheduledIn' && f !== 'scheduledOut')
  .map((dateTypeId) => ({ dateTypeId, description: jobDateLabels[dateTypeId], isActive: true, isPublic: true }));
export type DateType = (typeof autofillDateTypes)[number];

export const defaultAssigneeSchema = z.object({
  departmentId: idOf('Department is required'),
  contactId: idOf('Assignee is required'),
  notifyOnly: z.boolean().default(false),
});
export type DefaultAssignee = z.output<typeof defaultAssigneeSchema>;

const jobClassRow = z
  .object({
    jobClassId: newOrIdSchema,
    name: required('Name', 25),
    description: boundedText(250).default(''),
    isActive,
    sortOrder,
    serviceDays: count('Days', 365),
    displayColor: colourSchema.default('#000000'),
    sundayCapacity: count('Capacity', 999).default(0),
    mondayCapacity: count('Capacity', 999).default(0),
    tuesdayCapacity: count('Capacity', 999).default(0),
    wednesdayCapacity: count('Capacity', 999).default(0),
    thursdayCapacity: count('Capacity', 999).default(0),
    fridayCapacity: count('Capacity', 999).default(0),
    saturdayCapacity: count('Capacity', 999).default(0),
    allowOvercapacity: z.boolean().default(false),
    badgeClasses: boundedList(z.object({ badgeId: idOf('Badge is required'), sortOrder }), 100).default([]),
    assignees: boundedList(defaultAssigneeSchema, 500).default([]),
  })
  .superRefine((row, ctx) => {
    // A department named in the default assignments has someone assigned, not only people notified.
    const departments = new Set(row.assignees.map((a) => a.departmentId));
    for (const departmentId of departments)
      if (!row.assignees.some((a) => a.departmentId === departmentId && !a.notifyOnly))
        ctx.addIssue({ code: 'custom', path: ['assignees'], message: settingsMessages.assigneeRequired });
  }, whenFieldsPass('assignees'));
/** PUT jobclass: the whole list, capacities per weekday included (Production Schedule saves the same list). */
export const jobClassesSchema = boundedList(jobClassRow);
export type JobClassRow = z.output<typeof jobClassRow>;

const subdepartmentRow = z.object({
  subdepartmentId: newOrIdSchema,
  name: required('Name', 50),
  sortOrder,
  isActive,
});
const cycleGoalRow = z.object({
  jobClassId: idOf('Job class is required'),
  days: count('Days', 365),
  hours: count('Hours', 23),
  minutes: count('Minutes', 59),
  /** Who is told when a job overruns the goal (spec 2 "Job class cycle"). */
  notifications: boundedList(z.object({ contactId: idOf('Assignee is required') }), 100).default([]),
});

const departmentRow = z
  .object({
    departmentId: newOrIdSchema,
    name: required('Name', 28),
    description: boundedText(250).default(''),
    displayColor: colourSchema.default('#000000'),
    fontColor: colourSchema.default('#ffffff'),
    sortOrder,
    isActive,
    isWip: z.boolean().default(true),
    isMilestone: z.boolean().default(false),
    laborType: z.union([z.literal(0), z.literal(1)], { error: 'Labor type must be 0 or 1' }).default(0),
    laborPercent: z
      .number({ error: 'Labor % must be between 0 and 100' })
      .int({ error: 'Labor % must be between 0 and 100' })
      .min(0, { error: 'Labor % must be between 0 and 100', ...onceValid })
      .max(100, { error: 'Labor % must be between 0 and 100', ...onceValid })
      .default(0),
    sendNotification: z.boolean().default(false),
    sendSmsUpdate: z.boolean().default(false),
    statusMessage: z
      .string({ error: settingsMessages.statusMessage })
      .max(statusMessageMax, { error: settingsMessages.statusMessage })
      .default(''),
    dateTypeId: z
      .enum(
        autofillDateTypes.map((d) => d.dateTypeId),
        { error: 'Autofill date must be one of the date types' },
      )
      .nullable()
      .default(null),
    subdepartments: boundedList(subdepartmentRow, 100).default([]),
    jobClassCycles: boundedList(cycleGoalRow, 100).default([]),
  })
  .superRefine(
    (row, ctx) => {
      if (row.sendNotification && !row.statusMessage.trim())
        ctx.addIssue({ code: 'custom', path: ['statusMessage'], message: settingsMessages.statusMessage });
    },
    whenFieldsPass('sendNotification', 'statusMessage'),
  );
/** PUT departments/settings: the whole list with subdepartments, cycle goals and status messages. */
export const departmentsSchema = boundedList(departmentRow);
export type DepartmentRow = z.output<typeof departmentRow>;

const badgeStateRow = z.object({
  badgeStateId: newOrIdSchema,
  state: z.number({ error: 'State must be 1 to 5' }).int().min(1, { error: 'State must be 1 to 5' }).max(5, {
    error: 'State must be 1 to 5',
  }),
  description: required('Description', 50),
  color: colourSchema,
  badgeNotifications: boundedList(z.object({ contactId: idSchema }), 100).default([]),
});
const badgeRow = z.object({
  badgeId: newOrIdSchema,
  description: required('Description', 50),
  iconName: required('Icon', 50),
  isActive,
  /** Empty for a new badge: it starts with the five default states. */
  badgeStates: boundedList(badgeStateRow, 5).default([]),
});
/** PUT badges. */
export const badgesSchema = boundedList(badgeRow);

/** PUT groups: a new group (empty short name) is named from its name. */
export const groupsSchema = boundedList(z.object({ shortName: newOrIdSchema, name: required('Name', 50), isActive }));

/** PUT notecategories: the location's custom categories only. */
export const noteCategoriesSchema = boundedList(
  z.object({
    noteCategoryId: newOrIdSchema,
    description: required('Description', 50),
    color: colourSchema.default('#607d8b'),
    isActive,
  }),
);

const delayReasonRow = z.object({ delayId: newOrIdSchema, description: required('Description', 100), isActive });
/** PUT Delay: the whole list; POST Delay: one reason. */
export const delayReasonsSchema = boundedList(delayReasonRow);
export const delayReasonSchema = delayReasonRow.omit({ delayId: true });

const mediaCategoryRow = z.object({
  mediaCategoryId: newOrIdSchema,
  description: required('Description', 50),
  isActive,
});
/** PUT media/categories (built-in categories as stored, or left out); POST media/categories: one category. */
export const mediaCategoriesSchema = boundedList(mediaCategoryRow);
export const mediaCategorySchema = mediaCategoryRow.omit({ mediaCategoryId: true });

const messagingPresetRow = z.object({
  messagingPresetId: newOrIdSchema,
  title: required('Title', 50),
  message: required('Message', presetMessageMax),
  isActive,
});
/** PUT MessagingPresets: the whole list. */
export const messagingPresetsSchema = boundedList(messagingPresetRow);
/** POST MessagingPresets: one preset added from the composer (spec 1 section 7). */
export const messagingPresetSchema = messagingPresetRow.omit({ messagingPresetId: true });

/** PUT Appointment/ApptCategory: categories with their assignees. */
export const apptCategoriesSchema = boundedList(
  z.object({
    apptCategoryId: newOrIdSchema,
    description: required('Description', 50),
    displayColor: colourSchema.default('#000000'),
    isActive,
    assignments: boundedList(
      z.object({ contactId: idOf('Assignee is required'), doNotify: z.boolean().default(false) }),
      100,
    ).default([]),
  }),
);

/**
 * PUT todos/groups: packages and tasks together. A new row may carry a placeholder id (the empty id plus a
 * timestamp) so a new package can list new tasks; the server names them.
 */
export const saveTodosSchema = z.object({
  groups: boundedList(
    z.object({
      todoGroupId: newOrIdSchema,
      description: required('Package name', 100, 'Package name is required.'),
      isActive,
      todoIds: boundedList(idOf('Task is required'), 200).default([]),
    }),
  ),
  todos: boundedList(
    z.object({
      todoId: newOrIdSchema,
      todoGroupId: newOrIdSchema,
      description: required('Task name', 100, 'Task name is required.'),
      isActive,
    }),
  ),
});
export type SaveTodos = z.output<typeof saveTodosSchema>;

/** GET todos/group/isexist?name=, todos/todo/isexist?name=. */
export const nameQuerySchema = z.object({ name: z.string({ error: 'Name is required' }).trim().max(100) });
