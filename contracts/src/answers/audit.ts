import { z } from 'zod';
import {
  type AuditFolder,
  type AuditJobRef,
  type AuditPerson,
  type ExportKey,
  type FolderChange,
  folderSections,
  type HistoryEntry,
  historyCategories,
  historyKinds,
  type JobComparison,
  type JobHistory,
  type LocationTrail,
  type TrailEntry,
  trailAreas,
  trailChanges,
} from '../audit.ts';
import { jobFieldsAnswerSchema } from './jobs.ts';

const personSchema = z.object({ userId: z.string(), name: z.string() }) satisfies z.ZodType<AuditPerson>;
const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const momentSchema = z.object({ position: z.number().int(), at: z.string() });

/** GET jobs/bynumber/{number}. */
export const auditJobRefSchema: z.ZodType<AuditJobRef> = z.object({
  jobAdminId: z.string(),
  jobAdminInt: z.number().int(),
  hat: z.string(),
  clientName: z.string(),
  vehicle: z.string(),
});

/** GET jobs/{jobAdminId}/history (`JobHistory`): its entries as filtered, and who changed the job. */
export const jobHistorySchema = z.object({
  jobAdminId: z.string(),
  jobAdminInt: z.number().int(),
  head: z.number().int(),
  entries: z.array(
    z.object({
      id: z.string(),
      position: z.number().int(),
      version: z.number().int(),
      at: z.string(),
      kind: z.enum(historyKinds),
      category: z.enum(historyCategories),
      actor: personSchema,
      subject: z.string().nullable(),
      place: z.string().nullable(),
      before: auditValueSchema,
      after: auditValueSchema,
    } satisfies { [K in keyof HistoryEntry]-?: z.ZodType<HistoryEntry[K]> }),
  ),
  people: z.array(personSchema),
} satisfies { [K in keyof JobHistory]-?: z.ZodType<JobHistory[K]> });

/** GET jobs/{jobAdminId}/moment (`JobAtMoment`): the folder as it stood then. */
export const jobAtMomentSchema = z.object({
  jobAdminId: z.string(),
  position: z.number().int(),
  at: z.string(),
  actor: personSchema,
  previous: z.number().int().nullable(),
  next: z.number().int().nullable(),
  folder: z.object({
    fields: jobFieldsAnswerSchema,
    jobAdminInt: z.number().int(),
    roState: z.number().int(),
    closeDate: z.string().nullable(),
    priority: z.number(),
    departmentName: z.string(),
    subdepartmentName: z.string().nullable(),
    jobClassName: z.string(),
    groupName: z.string().nullable(),
    badges: z.array(z.object({ badgeId: z.string(), name: z.string(), state: z.string() })),
    tasks: z.array(
      z.object({
        jobTodoId: z.string(),
        description: z.string(),
        isCompleted: z.boolean(),
        completedBy: z.string(),
        completedOn: z.string().nullable(),
        departmentName: z.string(),
      }),
    ),
    assignments: z.array(
      z.object({
        jobAssignmentId: z.string(),
        departmentName: z.string(),
        name: z.string(),
        doNotify: z.boolean(),
        notifyOnly: z.boolean(),
      }),
    ),
    notes: z.array(
      z.object({
        jobHistoryId: z.string(),
        notes: z.string(),
        category: z.string(),
        userName: z.string(),
        createDate: z.string(),
      }),
    ),
  } satisfies { [K in keyof AuditFolder]-?: z.ZodType<AuditFolder[K]> }),
  // The lists as they stood travel as their list's items do.
  jobClasses: z.array(z.looseObject({ jobClassId: z.string(), name: z.string() })),
  groups: z.array(z.looseObject({ shortName: z.string(), name: z.string() })),
});

/** GET jobs/{jobAdminId}/compare (`JobComparison`). */
export const jobComparisonSchema = z.object({
  jobAdminId: z.string(),
  from: momentSchema,
  to: momentSchema,
  changes: z.array(
    z.object({
      section: z.enum(folderSections),
      key: z.string(),
      subject: z.string().nullable(),
      before: auditValueSchema,
      after: auditValueSchema,
    } satisfies { [K in keyof FolderChange]-?: z.ZodType<FolderChange[K]> }),
  ),
} satisfies { [K in keyof JobComparison]-?: z.ZodType<JobComparison[K]> });

/** GET export-key: the public half of the key history exports are signed with. */
export const exportKeySchema: z.ZodType<ExportKey> = z.object({
  algorithm: z.literal('Ed25519'),
  publicKey: z.string(),
  pem: z.string(),
});

/** GET locations/trail (`LocationTrail`): one page of the location's changes. */
export const locationTrailSchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      position: z.number().int(),
      at: z.string(),
      area: z.enum(trailAreas),
      change: z.enum(trailChanges),
      actor: personSchema,
      subject: z.string().nullable(),
      field: z.string().nullable(),
      within: z.string().nullable(),
      before: auditValueSchema,
      after: auditValueSchema,
    } satisfies { [K in keyof TrailEntry]-?: z.ZodType<TrailEntry[K]> }),
  ),
  next: z.string().nullable(),
  people: z.array(personSchema),
  head: z.number().int(),
} satisfies { [K in keyof LocationTrail]-?: z.ZodType<LocationTrail[K]> });

/** GET locations/settings-at (`SettingsAtMoment`): the location's lists as they stood. */
export const settingsAtMomentSchema = z.object({
  at: z.string(),
  position: z.number().int().nullable(),
  departments: z.array(z.looseObject({ departmentId: z.string() })),
  jobClasses: z.array(z.looseObject({ jobClassId: z.string() })),
  badges: z.array(z.looseObject({ badgeId: z.string() })),
  users: z.array(z.looseObject({ userId: z.string() })),
});

/**
 * GET jobs/{jobAdminId}/export?format=json (`JobHistoryExport`): the chained events, the head hash and the
 * signature (a PDF carries the same JSON as its attachment).
 */
export const jobHistoryExportSchema = z.looseObject({
  format: z.literal('bayline-job-history'),
  chain: z.literal('sha256-canonical-json-v1'),
  jobAdminId: z.string(),
  jobAdminInt: z.number().int(),
  location: z.string(),
  timeZone: z.string(),
  exportedAt: z.string(),
  exportedBy: personSchema,
  events: z.array(z.looseObject({ position: z.number().int(), type: z.string(), hash: z.string() })),
  headHash: z.string(),
  signature: z.looseObject({ algorithm: z.literal('Ed25519'), publicKey: z.string(), value: z.string() }),
});
