import { z } from 'zod';
import {
  boundedList,
  colourSchema,
  idOf,
  idSchema,
  maxFreeText,
  maxListRows,
  newOrIdSchema,
  wholeNumber,
} from '../bounds.ts';
import type { Media } from '../media.ts';
import { phoneSchema } from '../phone.ts';
import type { JobAdmin, JobAssignment } from './dto.ts';
import { jobFieldsSchema, maxHours, maxMoney } from './job-fields.ts';

/** A task on a job (spec 1 section 3 "Job task"); who and where it was completed are set by the server. */
export interface JobTask {
  jobTodoId: string;
  todoId: string;
  description: string;
  sortOrder: number;
  isCompleted: boolean;
  departmentId: string | null;
  departmentName: string;
  completedById: string | null;
  completedByName: string;
  completedOn: string | null;
}

export interface JobNote {
  jobHistoryId: string;
  notes: string;
  noteCategoryId: string;
  userId: string;
  userName: string;
  createDate: string;
}

/** One row of the Assignments tab: the department's assignee, or a notify-only extra recipient. */
export interface FolderAssignment extends JobAssignment {
  /** Hours the job has spent in the department so far. */
  cycleTime: number;
  /** The department's goal for the job's class, in hours; null when none is set. */
  cycleGoal: number | null;
  /** Goal over actual as a percentage, rounded; null without a goal or time. */
  efficiency: number | null;
  hours: number;
}

/** GET JobAdmins/asfolder/{id}: the job with everything its folder tabs show. */
export interface JobFolderView extends Omit<JobAdmin, 'jobAssignments'> {
  jobId: string;
  estimateId: string | null;
  jobTodos: JobTask[];
  jobAssignments: FolderAssignment[];
  jobHistory: JobNote[];
  /** The Media tab's items, oldest first (both panes: `isMedia` tells which). */
  media: Media[];
}

/** Tasks or assignments one folder save may carry. */
const maxFolderRows = 200;

export const folderTaskSchema = z.object({
  /** Empty (all zeros) for a task added in the editor. */
  jobTodoId: newOrIdSchema,
  todoId: idSchema,
  sortOrder: wholeNumber(0, maxFolderRows),
  isCompleted: z.boolean().default(false),
});

export const folderAssignmentSchema = z.object({
  jobAssignmentId: newOrIdSchema,
  departmentId: idSchema,
  contactId: idSchema,
  doNotify: z.boolean().default(false),
  notifyOnly: z.boolean().default(false),
});

/**
 * PUT JobAdmins/asfolder: the whole folder as the edit form holds it. The server appends only what differs
 * from the job as it stands, and refuses with 409 when `version` is not the job's version.
 */
export const saveFolderSchema = jobFieldsSchema.extend({
  jobAdminId: idSchema,
  version: wholeNumber(0, Number.MAX_SAFE_INTEGER, 'Version is required'),
  estimateId: idSchema.nullable().default(null),
  jobTodos: z
    .array(folderTaskSchema)
    .max(maxFolderRows, { error: `At most ${maxFolderRows} tasks` })
    .optional(),
  jobAssignments: z
    .array(folderAssignmentSchema)
    .max(maxFolderRows, { error: `At most ${maxFolderRows} assignments` })
    .optional(),
});
export type SaveFolderInput = z.input<typeof saveFolderSchema>;
export type SaveFolder = z.output<typeof saveFolderSchema>;

export const noteMessages = {
  textRequired: 'Note is required',
  categoryRequired: 'Note category is required',
  categoryDescriptionRequired: 'Description is required',
} as const;

/** POST jobadmins/{id}/jobhistory. */
export const addNoteSchema = z.object({
  notes: z
    .string({ error: noteMessages.textRequired })
    .trim()
    .min(1, { error: noteMessages.textRequired })
    .max(maxFreeText, { error: `Note must be ${maxFreeText} characters or fewer` }),
  noteCategoryId: idOf(noteMessages.categoryRequired),
  userId: idSchema.optional(),
});

/** POST NoteCategories (the nested Add Note Category dialog). */
export const addNoteCategorySchema = z.object({
  description: z
    .string({ error: noteMessages.categoryDescriptionRequired })
    .trim()
    .min(1, { error: noteMessages.categoryDescriptionRequired })
    .max(50, { error: 'Description must be 50 characters or fewer' }),
  color: colourSchema.default('#607d8b'),
  isActive: z.boolean().default(true),
  isPublic: z.boolean().default(false),
  isCustom: z.boolean().default(true),
});

/** PUT jobadmins/jobbadge/{id}: a badge's state on a job (adds the badge when the job lacks it). */
export const jobBadgeSchema = z.object({
  badgeId: idSchema,
  state: z
    .number({ error: 'State must be 1 to 5' })
    .int()
    .min(1, { error: 'State must be 1 to 5' })
    .max(5, { error: 'State must be 1 to 5' }),
});

/** PUT jobadmins/badges/{id}: the job's badges as the Badges editor leaves them. */
export const jobBadgesSchema = z.object({ badgeIds: z.array(idSchema).max(50, { error: 'At most 50 badges' }) });

/** Badges one job may carry (spec 1: a maximum exists, its value is not given). */
export const maxBadgesPerJob = 6;
export const badgeMessages = {
  deleteConfirm: 'Are you sure you want to delete this badge?',
  maxReached: 'Max badges reached.',
  none: 'No badges found',
  left: (n: number) => (n === 1 ? '1 badge left' : `${n} badges left`),
} as const;

/** PATCH jobadmins/{id}: archive (3), void (4) or reopen (2). The server sets the close date. */
export const closeJobSchema = z.object({
  roState: z.union([z.literal(2), z.literal(3), z.literal(4)], {
    error: 'roState must be 2 (open), 3 (archived) or 4 (void)',
  }),
  /** Ignored: the server sets it. */
  closeDate: z.string().max(40).nullable().optional(),
});

/** PUT jobadmins/priority: a department's prioritised jobs, first first; others in it lose their priority. */
export const prioritiseSchema = z.object({
  departmentShortName: idSchema,
  jobAdminIds: boundedList(idSchema, maxListRows, 'A list of jobs is required'),
});

/** POST Todos (Add Package Task): a new task in a package. */
export const addTodoSchema = z.object({
  todoGroupId: idOf('Package is required'),
  description: z
    .string({ error: 'Task name is required.' })
    .trim()
    .min(1, { error: 'Task name is required.' })
    .max(100, { error: 'Task name must be 100 characters or fewer' }),
});

/** An estimate kept for a location, as the auto uploader posts it (spec 1 section 3 "Estimate"). */
export const estimateSchema = z.object({
  name: z.string().trim().max(120).default(''),
  year: z
    .union([z.number().int().min(0).max(9999), z.string().max(10)])
    .transform((v) => Number(String(v).trim() || 0) || 0)
    .default(0),
  color: z.string().trim().max(50).default(''),
  make: z.string().trim().max(50).default(''),
  model: z.string().trim().max(50).default(''),
  hours: z.number().min(0).max(maxHours).default(0),
  subtotal: z.number().min(0).max(maxMoney).default(0),
  fileName: z.string().trim().max(260).default(''),
  hat: z.string().trim().max(12, { error: 'Job ID must be 12 characters or fewer' }).default(''),
  refinish: z.number().min(0).max(maxHours).default(0),
  cellular: phoneSchema({ invalid: 'Phone number is not valid' }).default(''),
  vin: z.string().trim().max(17, { error: 'VIN must be 17 characters or fewer' }).default(''),
});
export type EstimateInput = z.input<typeof estimateSchema>;
export interface Estimate extends z.output<typeof estimateSchema> {
  estimateId: string;
  receivedAt: string;
  /** The job it was last linked to, if any. */
  linkedJobAdminId: string | null;
}

export const estimateMessages = {
  overwrite:
    'This job has previously been linked to an estimate. Are you sure you want to overwrite the previous link?',
} as const;
