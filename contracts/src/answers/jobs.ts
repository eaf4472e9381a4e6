import { z } from 'zod';
import type { BoardCard, DepartmentCycle, JobAdmin, JobAssignment, JobBadge } from '../jobs/dto.ts';
import type { Estimate, FolderAssignment, JobFolderView, JobNote, JobTask } from '../jobs/folder.ts';
import { jobHoldSchema } from '../jobs/holds.ts';
import type { JobFields } from '../jobs/job-fields.ts';
import type { JobPromise, PromiseCause } from '../jobs/promise.ts';
import type { ScheduleClassDay } from '../jobs/schedule.ts';
import type { TerminalJob } from '../jobs/terminal.ts';
import type { Media } from '../media.ts';

const nullableText = z.string().nullable();

export const jobBadgeAnswerSchema: z.ZodType<JobBadge> = z.object({
  badgeId: z.string(),
  state: z.number(),
  sortOrder: z.number(),
  description: z.string(),
  iconName: z.string(),
});

/** The job form's fields as saved (`JobFields`): each of its type; the form's rules are the input's, not an answer's. */
const jobFieldsShape = {
  hat: z.string(),
  clientName: z.string(),
  clientCellular: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string(),
  clientAddress1: z.string(),
  clientAddress2: z.string(),
  clientCity: z.string(),
  clientSubdivision: z.string(),
  clientPostalCode: z.string(),
  clientCountry: z.string(),
  year: z.number(),
  make: z.string(),
  model: z.string(),
  color: z.string(),
  style: z.string(),
  vin: z.string(),
  description: z.string(),
  groupShortName: nullableText,
  jobClassId: z.string(),
  hours: z.number(),
  refinish: z.number(),
  subTotal: z.number(),
  isException: z.boolean(),
  sendTextUpdates: z.boolean(),
  isTotalLoss: z.boolean(),
  scheduledIn: nullableText,
  scheduledOut: nullableText,
  dateTowIn: nullableText,
  repairStart: nullableText,
  dateReady: nullableText,
  datePickup: nullableText,
} satisfies { [K in keyof JobFields]-?: z.ZodType<JobFields[K]> };
export const jobFieldsAnswerSchema = z.object(jobFieldsShape);

const jobAssignmentShape = {
  jobAssignmentId: z.string(),
  departmentId: z.string(),
  contactId: z.string(),
  name: z.string(),
  doNotify: z.boolean(),
  notifyOnly: z.boolean(),
} satisfies { [K in keyof JobAssignment]-?: z.ZodType<JobAssignment[K]> };

const departmentCycleSchema = z.object({
  departmentCycleId: z.string(),
  departmentId: z.string(),
  departmentShortName: z.string(),
  subdepartmentShortName: nullableText,
  dateTimeIn: z.string(),
  dateTimeOut: nullableText,
  cycleTime: z.number().nullable(),
}) satisfies z.ZodType<DepartmentCycle>;

/** A job as the board, search and folder read it (`JobAdmin`): every field, each of its type. */
const jobAdminShape = {
  ...jobFieldsShape,
  jobAdminId: z.string(),
  jobAdminInt: z.number().int(),
  locationShortName: z.string(),
  departmentShortName: z.string(),
  departmentId: z.string(),
  departmentName: z.string(),
  subdepartmentShortName: nullableText,
  departmentEnteredAt: z.string(),
  jobClassName: z.string(),
  jobClass: z.object({ displayColor: z.string() }),
  group: z
    .object({ shortName: z.string(), name: z.string(), isActive: z.boolean(), deletedAt: nullableText })
    .nullable(),
  roState: z.number().int(),
  priority: z.number(),
  closeDate: nullableText,
  grandTotal: z.number(),
  fileName: z.string(),
  badges: z.array(jobBadgeAnswerSchema),
  jobAssignments: z.array(z.object(jobAssignmentShape)),
  departmentCycle: z.array(departmentCycleSchema),
  hold: jobHoldSchema.nullable(),
  createdAt: z.string(),
  version: z.number().int(),
} satisfies { [K in keyof JobAdmin]-?: z.ZodType<JobAdmin[K]> };
export const jobAdminSchema = z.object(jobAdminShape);

/**
 * Every command on one job answers the job as its stream now decides it: its own fields and the job form's (not
 * the names and badges the read side adds to a `JobAdmin`).
 */
export const jobAnswerSchema = z.object({
  jobAdmin: z.object({
    ...jobFieldsShape,
    jobAdminId: z.string(),
    jobAdminInt: z.number().int(),
    locationShortName: z.string(),
    departmentShortName: z.string(),
    roState: z.number().int(),
    priority: z.number(),
    closeDate: nullableText,
    estimateId: nullableText,
    hold: jobHoldSchema.omit({ heldById: true, heldByName: true }).nullable(),
    version: z.number().int(),
  }),
});

/** A job's card on the board (`BoardCard`): every field the card shows, with who works on it in each department. */
export const boardCardSchema = z.object({
  jobAdminId: jobAdminShape.jobAdminId,
  jobAdminInt: jobAdminShape.jobAdminInt,
  locationShortName: jobAdminShape.locationShortName,
  hat: jobAdminShape.hat,
  roState: jobAdminShape.roState,
  version: jobAdminShape.version,
  clientName: jobAdminShape.clientName,
  year: jobAdminShape.year,
  make: jobAdminShape.make,
  model: jobAdminShape.model,
  color: jobAdminShape.color,
  vin: jobAdminShape.vin,
  description: jobAdminShape.description,
  groupShortName: jobAdminShape.groupShortName,
  jobClassId: jobAdminShape.jobClassId,
  hours: jobAdminShape.hours,
  refinish: jobAdminShape.refinish,
  subTotal: jobAdminShape.subTotal,
  scheduledIn: jobAdminShape.scheduledIn,
  scheduledOut: jobAdminShape.scheduledOut,
  departmentShortName: jobAdminShape.departmentShortName,
  departmentId: jobAdminShape.departmentId,
  subdepartmentShortName: jobAdminShape.subdepartmentShortName,
  departmentEnteredAt: jobAdminShape.departmentEnteredAt,
  priority: jobAdminShape.priority,
  hold: jobAdminShape.hold,
  departmentName: jobAdminShape.departmentName,
  jobClassName: jobAdminShape.jobClassName,
  jobClass: jobAdminShape.jobClass,
  group: jobAdminShape.group,
  badges: jobAdminShape.badges,
  assignees: z.array(z.object({ departmentId: z.string(), name: z.string() })),
} satisfies { [K in keyof BoardCard]-?: z.ZodType<BoardCard[K]> });

export const jobTaskSchema: z.ZodType<JobTask> = z.object({
  jobTodoId: z.string(),
  todoId: z.string(),
  description: z.string(),
  sortOrder: z.number(),
  isCompleted: z.boolean(),
  departmentId: nullableText,
  departmentName: z.string(),
  completedById: nullableText,
  completedByName: z.string(),
  completedOn: nullableText,
});

export const jobNoteSchema: z.ZodType<JobNote> = z.object({
  jobHistoryId: z.string(),
  notes: z.string(),
  noteCategoryId: z.string(),
  userId: z.string(),
  userName: z.string(),
  createDate: z.string(),
});

export const mediaSchema: z.ZodType<Media> = z.object({
  mediaId: z.string(),
  fileName: z.string(),
  fileUri: z.string(),
  thumbnailUri: nullableText,
  contentType: z.string(),
  mediaCategoryId: nullableText,
  isMedia: z.boolean(),
  size: z.number(),
  createdAt: z.string(),
  uploadedBy: z.string(),
});

/** GET JobAdmins/asfolder/{id} (`JobFolderView`). */
export const jobFolderSchema = z.object({
  ...jobAdminShape,
  jobId: z.string(),
  estimateId: nullableText,
  jobTodos: z.array(jobTaskSchema),
  jobAssignments: z.array(
    z.object({
      ...jobAssignmentShape,
      cycleTime: z.number(),
      cycleGoal: z.number().nullable(),
      efficiency: z.number().nullable(),
      hours: z.number(),
    } satisfies { [K in keyof FolderAssignment]-?: z.ZodType<FolderAssignment[K]> }),
  ),
  jobHistory: z.array(jobNoteSchema),
  media: z.array(mediaSchema),
} satisfies { [K in keyof JobFolderView]-?: z.ZodType<JobFolderView[K]> });

/** PUT jobadmins/priority: how many jobs changed. */
export const prioritisedSchema = z.object({ changed: z.number().int() });

/** An estimate as received (`Estimate`): the uploader's fields as stored, and its own. */
export const estimateAnswerSchema = z.object({
  name: z.string(),
  year: z.number(),
  color: z.string(),
  make: z.string(),
  model: z.string(),
  hours: z.number(),
  subtotal: z.number(),
  fileName: z.string(),
  hat: z.string(),
  refinish: z.number(),
  cellular: z.string(),
  vin: z.string(),
  estimateId: z.string(),
  receivedAt: z.string(),
  linkedJobAdminId: nullableText,
} satisfies { [K in keyof Estimate]-?: z.ZodType<Estimate[K]> });

const promiseCauseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('held'), reason: z.string(), hours: z.number() }),
  z.object({ kind: z.literal('overGoal'), department: z.string(), hours: z.number() }),
  z.object({ kind: z.literal('queue'), department: z.string(), jobs: z.number().int(), hours: z.number() }),
  z.object({ kind: z.literal('ahead'), departments: z.number().int(), hours: z.number() }),
]) satisfies z.ZodType<PromiseCause>;

/** An open job's expected completion (`promiseOf`, docs/metrics.md "Promise date"). */
const jobPromiseSchema = z.object({
  expectedAt: z.string(),
  dueAt: nullableText,
  verdict: z.enum(['onTime', 'atRisk', 'late']).nullable(),
  workHours: z.number(),
  causes: z.array(promiseCauseSchema),
}) satisfies z.ZodType<JobPromise>;

const terminalJobSchema = z.object({
  jobAdminId: z.string(),
  jobAdminInt: z.number().int(),
  hat: z.string(),
  jobClass: z.object({ name: z.string(), displayColor: z.string() }),
  hours: z.number(),
  refinish: z.number(),
  subTotal: z.number(),
  clientName: z.string(),
  clientCellular: z.string(),
  badges: z.array(jobBadgeAnswerSchema),
  departmentName: z.string(),
  scheduledIn: nullableText,
  scheduledOut: nullableText,
  dateTowIn: nullableText,
  datePickup: nullableText,
  promise: jobPromiseSchema.nullable(),
} satisfies { [K in keyof TerminalJob]-?: z.ZodType<TerminalJob[K]> });

/** GET JobAdmins/getTerminalByDate (`TerminalDay`). */
export const terminalDaySchema = z.object({
  selectedDate: z.string(),
  scheduledIn: z.array(terminalJobSchema),
  scheduledOut: z.array(terminalJobSchema),
});

/** GET JobAdmins/schedule (`Schedule`). */
export const scheduleSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  jobClasses: z.array(
    z.object({
      jobClassId: z.string(),
      name: z.string(),
      displayColor: z.string(),
      capacityByWeekday: z.array(z.number()),
      allowOvercapacity: z.boolean(),
      serviceDays: z.number(),
      isActive: z.boolean(),
    }),
  ),
  days: z.array(
    z.object({
      date: z.string(),
      classes: z.array(
        z.object({
          jobClassId: z.string(),
          count: z.number().int(),
          capacity: z.number(),
          percent: z.number(),
        } satisfies { [K in keyof ScheduleClassDay]-?: z.ZodType<ScheduleClassDay[K]> }),
      ),
    }),
  ),
  jobs: z.array(boardCardSchema),
});

/** PUT media/bulkmove/{jobAdminId}: each item's category as it now is. */
export const mediaMovedSchema = z.array(z.object({ mediaId: z.string(), mediaCategoryId: nullableText }));

/** DELETE media/bulk: how many items were removed. */
export const mediaRemovedSchema = z.object({ removed: z.number().int() });
