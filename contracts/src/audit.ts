import { z } from 'zod';
import { idSchema } from './bounds.ts';
import type { JobFields } from './jobs/job-fields.ts';
import type { Badge, Department, Group, JobClass } from './settings/dto.ts';
import type { SettingsListName } from './settings/lists.ts';
import { onceValid, whenFieldsPass } from './validation.ts';

/**
 * Auditors' time travel (issue 13): a job's history in the shop's words, the job as it stood at any moment, and
 * what changed between two moments. A moment is a position of the global event log; the job at a moment is its
 * events up to there, folded by the same projectors that keep the read models, with the location's settings and
 * people as they stood there.
 */

/** What one entry of a job's history tells; the web words each kind as a sentence (audit.kinds.*). */
export const historyKinds = [
  'created',
  'moved',
  'fieldChanged',
  'prioritised',
  'badgeAdded',
  'badgeRemoved',
  'badgeState',
  'taskAdded',
  'taskRemoved',
  'tasksReordered',
  'taskCompleted',
  'taskReopened',
  'assigned',
  'assignmentChanged',
  'unassigned',
  'noteAdded',
  'estimateLinked',
  'held',
  'released',
  'archived',
  'voided',
  'reopened',
  'mediaAdded',
  'mediaMoved',
  'mediaDeleted',
  'exported',
  'other',
] as const;
export type HistoryKind = (typeof historyKinds)[number];

/** The kinds of change the history is filtered by, in the filter's order. */
export const historyCategories = [
  'department',
  'fields',
  'badges',
  'tasks',
  'assignments',
  'notes',
  'state',
  'media',
  'other',
] as const;
export type HistoryCategory = (typeof historyCategories)[number];

export const categoryOfKind: Readonly<Record<HistoryKind, HistoryCategory>> = {
  created: 'department',
  moved: 'department',
  fieldChanged: 'fields',
  prioritised: 'fields',
  badgeAdded: 'badges',
  badgeRemoved: 'badges',
  badgeState: 'badges',
  taskAdded: 'tasks',
  taskRemoved: 'tasks',
  tasksReordered: 'tasks',
  taskCompleted: 'tasks',
  taskReopened: 'tasks',
  assigned: 'assignments',
  assignmentChanged: 'assignments',
  unassigned: 'assignments',
  noteAdded: 'notes',
  estimateLinked: 'state',
  held: 'state',
  released: 'state',
  archived: 'state',
  voided: 'state',
  reopened: 'state',
  mediaAdded: 'media',
  mediaMoved: 'media',
  mediaDeleted: 'media',
  exported: 'other',
  other: 'other',
};

/** A value before or after a change: text (names as they stood, wire dates), a number, a switch, or nothing. */
export type AuditValue = string | number | boolean | null;

export interface AuditPerson {
  userId: string;
  /** 'System' for what Bayline did itself; empty for a user the log no longer names. */
  name: string;
}

/** One change of a job: an event of its stream, or one field of an event that changed several. */
export interface HistoryEntry {
  /** Unique in the history: the event's position and the change's number within the event. */
  id: string;
  /** The event's position in the global log: the moment right after the change. */
  position: number;
  /** The event's version in the job's stream. */
  version: number;
  /** When it happened (ISO instant; shown in the location's time zone). */
  at: string;
  kind: HistoryKind;
  category: HistoryCategory;
  actor: AuditPerson;
  /**
   * What changed, by its name then: the field (a key of the job form, e.g. 'scheduledOut'), the badge, task,
   * assignee, file or event type; null when the kind says it all.
   */
  subject: string | null;
  /** Where: the department of an assignment change. */
  place: string | null;
  before: AuditValue;
  after: AuditValue;
}

/** GET audit jobs/{jobAdminId}/history. */
export interface JobHistory {
  jobAdminId: string;
  jobAdminInt: number;
  /** The position of the job's newest event. */
  head: number;
  /** The entries that pass the filters, in the order asked for (same moment: in the event's order). */
  entries: HistoryEntry[];
  /** Everyone who changed the job, by name then id: the person filter's choices. */
  people: AuditPerson[];
}

export const historyOrders = ['newest', 'oldest'] as const;

export const auditMessages = {
  positionInvalid: 'Position must be a whole number of 1 or more',
  atInvalid: 'Time must be an instant such as 2026-03-04T15:30:00Z',
  momentRequired: 'Give a position or a time, not both',
  numberInvalid: 'Job number must be a whole number of 1 or more',
  beyondHead: (head: number) => `Position must be at most ${head}, the newest there is`,
  afterNow: 'Time must not be after now',
  notYet: 'The job did not exist yet at that moment',
  createdAt: (position: number) => `It was created at position ${position}.`,
} as const;

/** The words of a history's PDF export (English; the PDF is worded in the reader's language). */
export const auditExportMessages = {
  title: (number: number) => `History of Job ${number}`,
  exportedBy: (who: string, at: string) => `Exported by ${who} on ${at}`,
  events: (count: number) => `Events: ${count}`,
  headHash: (hash: string) => `Head hash: ${hash}`,
  verify:
    'Each hash is SHA-256 over the event and the hash before it. The JSON export carries the same hashes: npm run verify-export checks it.',
  signedBy: (key: string) => `Signed (Ed25519) by this Bayline's export key: ${key}`,
  signature: (value: string) => `Signature: ${value}`,
  signedFile:
    'The signature covers the whole JSON export, attached to this PDF as a file: save it and run npm run verify-export on it.',
  event: (position: number, type: string, version: number) => `Position ${position}: ${type} (version ${version})`,
  who: (who: string, at: string) => `By ${who} on ${at}`,
  change: (kind: string, subject: string, place: string, before: string, after: string) =>
    `${kind}: ${subject}; place ${place}; before ${before}; after ${after}`,
  none: 'none',
  previousHash: (hash: string) => `Previous hash: ${hash}`,
  hash: (hash: string) => `Hash: ${hash}`,
} as const;

/** Positions fit in 15 digits (below Number.MAX_SAFE_INTEGER); query values are text. */
const positionSchema = z
  .string({ error: auditMessages.positionInvalid })
  .max(15, { error: auditMessages.positionInvalid })
  .regex(/^[1-9]\d*$/, { error: auditMessages.positionInvalid, ...onceValid })
  .transform(Number);

const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const instantSchema = z
  .string({ error: auditMessages.atInvalid })
  .max(30, { error: auditMessages.atInvalid })
  .regex(instantPattern, { error: auditMessages.atInvalid, ...onceValid })
  .refine((text) => !Number.isNaN(Date.parse(text)), { error: auditMessages.atInvalid, ...onceValid })
  .transform((text) => new Date(text).toISOString());

export const auditJobParams = z.object({ jobAdminId: idSchema });

export const auditNumberParams = z.object({
  number: z
    .string({ error: auditMessages.numberInvalid })
    .max(9, { error: auditMessages.numberInvalid })
    .regex(/^[1-9]\d*$/, { error: auditMessages.numberInvalid, ...onceValid })
    .transform(Number),
});

/** GET audit jobs/{jobAdminId}/history: the order and the filters. */
export const historyQuerySchema = z.object({
  order: z.enum(historyOrders, { error: 'Order must be newest or oldest' }).default('newest'),
  category: z.enum(historyCategories, { error: 'Kind of change is not one the history knows' }).optional(),
  userId: idSchema.optional(),
  search: z.string().trim().max(100, { error: 'Search must be 100 characters or fewer' }).default(''),
});
export type HistoryQuery = z.output<typeof historyQuerySchema>;

/** GET audit jobs/{jobAdminId}/moment: a position of the log, or a time (the job's newest event at or before it). */
export const momentQuerySchema = z
  .object({ position: positionSchema.optional(), at: instantSchema.optional() })
  .refine((q) => (q.position === undefined) !== (q.at === undefined), {
    error: auditMessages.momentRequired,
    path: ['position'],
    ...whenFieldsPass('position', 'at'),
  });
export type MomentQuery = z.output<typeof momentQuerySchema>;

/** GET audit jobs/{jobAdminId}/compare: two positions of the log. */
export const compareQuerySchema = z.object({ from: positionSchema, to: positionSchema });

/** A job as the history screen finds it by number. */
export interface AuditJobRef {
  jobAdminId: string;
  jobAdminInt: number;
  hat: string;
  clientName: string;
  vehicle: string;
}

/** A job's folder as it stood at a moment, ready to show read-only: every name as the settings had it then. */
export interface AuditFolder {
  fields: JobFields;
  jobAdminInt: number;
  roState: number;
  closeDate: string | null;
  priority: number;
  departmentName: string;
  subdepartmentName: string | null;
  jobClassName: string;
  groupName: string | null;
  badges: { badgeId: string; name: string; state: string }[];
  tasks: {
    jobTodoId: string;
    description: string;
    isCompleted: boolean;
    completedBy: string;
    completedOn: string | null;
    departmentName: string;
  }[];
  assignments: {
    jobAssignmentId: string;
    departmentName: string;
    name: string;
    doNotify: boolean;
    notifyOnly: boolean;
  }[];
  /** Newest first, as the History tab lists them. */
  notes: { jobHistoryId: string; notes: string; category: string; userName: string; createDate: string }[];
}

/** GET audit jobs/{jobAdminId}/moment. */
export interface JobAtMoment {
  jobAdminId: string;
  /** The moment shown: the job's newest event at or before the one asked for. */
  position: number;
  at: string;
  actor: AuditPerson;
  /** The job's changes just before and after this one, to step through; null at either end. */
  previous: number | null;
  next: number | null;
  folder: AuditFolder;
  /** The job classes and groups as they stood (the read-only form shows the job's among them). */
  jobClasses: JobClass[];
  groups: Group[];
}

/** The parts of a folder a comparison goes through, in its order. */
export const folderSections = ['fields', 'job', 'badges', 'tasks', 'assignments', 'notes'] as const;
export type FolderSection = (typeof folderSections)[number];

/** One difference between two moments: a field, a badge, a task, an assignment or a note, before and after. */
export interface FolderChange {
  section: FolderSection;
  /** The field's key ('make', 'departmentName'), or the badge's, task's, assignment's or note's id. */
  key: string;
  /** The item's name (badge, task, assignee); null for a field. */
  subject: string | null;
  before: AuditValue;
  after: AuditValue;
}

/** GET audit jobs/{jobAdminId}/compare. */
export interface JobComparison {
  jobAdminId: string;
  from: { position: number; at: string };
  to: { position: number; at: string };
  changes: FolderChange[];
}

/**
 * The location-wide audit trail (issue 13 item 4): every change of the location's settings lists, its own settings,
 * its users and their rights, and what operators did to the projections, as the log tells them.
 */

/** What a trail entry is about: a settings list, the location's own settings, its users, or the operators' work. */
// Spelt out rather than spread from the lists' table: a value import here reorders the web's chunks into a cycle.
export const trailAreas = [
  'departments',
  'jobClasses',
  'groups',
  'badges',
  'contacts',
  'noteCategories',
  'todoGroups',
  'todos',
  'delayReasons',
  'mediaCategories',
  'messagingPresets',
  'apptCategories',
  'location',
  'users',
  'operations',
] as const satisfies readonly (SettingsListName | 'location' | 'users' | 'operations')[];
export type TrailArea = (typeof trailAreas)[number];

/** What one entry of the trail tells; the web words each as a sentence (audit.trail.changes.*). */
export const trailChanges = [
  'added',
  'removed',
  'activated',
  'deactivated',
  'changed',
  'reordered',
  'nestedAdded',
  'nestedRemoved',
  'nestedChanged',
  'apiKeyRegenerated',
  'userAdded',
  'userInvited',
  'userChanged',
  'roleGranted',
  'roleRevoked',
  'locationGiven',
  'locationRemoved',
  'userDeactivated',
  'userReactivated',
  'userDeleted',
  'passwordChanged',
  'parkedRetried',
  'parkedSkipped',
  'rebuildRequested',
  'rebuildCancelled',
] as const;
export type TrailChange = (typeof trailChanges)[number];

/** One change at the location: an event, or one field of an event that changed several. */
export interface TrailEntry {
  /** Unique in the trail: the event's position and the change's number within the event; the paging cursor. */
  id: string;
  position: number;
  at: string;
  area: TrailArea;
  change: TrailChange;
  actor: AuditPerson;
  /** What changed, by its name then: the list's item, the user, the projector. */
  subject: string | null;
  /** The field that changed (a key of the item, of the nested row, or of the location's settings). */
  field: string | null;
  /** The nested row (subdepartment, badge state, appointment assignee) within the subject. */
  within: string | null;
  before: AuditValue;
  after: AuditValue;
}

/** GET audit locations/trail: one page. */
export interface LocationTrail {
  entries: TrailEntry[];
  /** The cursor of the next page (the last entry's id), null on the last page. */
  next: string | null;
  /** Everyone in the trail, by name then id: the person filter's choices. */
  people: AuditPerson[];
  /** The log's head when it was read. */
  head: number;
}

export const trailPageSize = { default: 50, max: 200 } as const;

export const trailMessages = {
  cursorInvalid: 'Cursor must be an entry id such as 1234.0',
  limitInvalid: `Limit must be a whole number from 1 to ${trailPageSize.max}`,
} as const;

/** GET audit locations/trail: filters, order and the page. */
export const trailQuerySchema = z.object({
  order: z.enum(historyOrders, { error: 'Order must be newest or oldest' }).default('newest'),
  kind: z.enum(trailAreas, { error: 'Kind of change is not one the trail knows' }).optional(),
  person: idSchema.optional(),
  search: z.string().trim().max(100, { error: 'Search must be 100 characters or fewer' }).default(''),
  cursor: z
    .string({ error: trailMessages.cursorInvalid })
    .max(20, { error: trailMessages.cursorInvalid })
    .regex(/^[1-9]\d{0,14}\.\d{1,3}$/, { error: trailMessages.cursorInvalid, ...onceValid })
    .optional(),
  limit: z
    .string({ error: trailMessages.limitInvalid })
    .max(3, { error: trailMessages.limitInvalid })
    .regex(/^[1-9]\d*$/, { error: trailMessages.limitInvalid, ...onceValid })
    .transform(Number)
    .refine((n) => n <= trailPageSize.max, { error: trailMessages.limitInvalid, ...onceValid })
    .default(trailPageSize.default),
});
export type TrailQuery = z.output<typeof trailQuerySchema>;

/** GET audit locations/settings-at: a time. */
export const settingsAtQuerySchema = z.object({ at: instantSchema });

/** A user of the location as they stood: their rights are their roles. */
export interface AuditUser {
  userId: string;
  name: string;
  email: string;
  roles: string[];
  isActive: boolean;
}

/** GET audit locations/settings-at: the location's settings lists as they stood at a time, read only. */
export interface SettingsAtMoment {
  at: string;
  /** The newest change of the location's settings at or before `at`, null before the first. */
  position: number | null;
  departments: Department[];
  jobClasses: JobClass[];
  badges: Badge[];
  users: AuditUser[];
}

/** The formats a job's history is exported in. */
export const exportFormats = ['json', 'pdf'] as const;
export type ExportFormat = (typeof exportFormats)[number];
/** The name an export is downloaded as (and the JSON is attached to the PDF as). */
export const exportFileName = (jobAdminInt: number, format: ExportFormat) => `Job ${jobAdminInt} history.${format}`;

/** GET audit jobs/{jobAdminId}/export. */
export const exportQuerySchema = z.object({
  format: z.enum(exportFormats, { error: 'Format must be json or pdf' }),
});

/** One change of an exported event, as the history tells it (the names of that moment). */
export interface ExportedChange {
  kind: HistoryKind;
  subject: string | null;
  place: string | null;
  before: AuditValue;
  after: AuditValue;
}

/**
 * One of the job's events in an export, chained to the one before it: `hash` is SHA-256 over the canonical JSON
 * of every other field (docs/api.md ("Verifiable history export")); the first event's `previousHash` is 64 zeros.
 */
export interface ChainedEvent {
  position: number;
  type: string;
  version: number;
  data: Record<string, unknown>;
  /** Who (the user's id and name then) and when (ISO instant). */
  metadata: { userId: string; who: string; at: string };
  changes: ExportedChange[];
  previousHash: string;
  hash: string;
}

/**
 * An export's signature: Ed25519 by the installation's export key over the canonical JSON of the whole export,
 * this object's `value` left out (docs/api.md, "Verifiable history export").
 */
export interface ExportSignature {
  algorithm: 'Ed25519';
  /** The public key, its 32 bytes as base64url: the one `GET /api/audit/v1/export-key` serves. */
  publicKey: string;
  /** The 64-byte signature, as base64url. */
  value: string;
}

/** GET /api/audit/v1/export-key: the public key this Bayline signs its history exports with. */
export interface ExportKey {
  algorithm: 'Ed25519';
  publicKey: string;
  /** The same key as SubjectPublicKeyInfo PEM, for tools such as openssl. */
  pem: string;
}

/** A job's history as exported: its events oldest first, chained, the last one's hash, and the signature. */
export interface JobHistoryExport {
  format: 'bayline-job-history';
  /** The canonical form and hash this export was written with. */
  chain: 'sha256-canonical-json-v1';
  jobAdminId: string;
  jobAdminInt: number;
  location: string;
  timeZone: string;
  exportedAt: string;
  exportedBy: AuditPerson;
  events: ChainedEvent[];
  headHash: string;
  signature: ExportSignature;
}

/** The event an export is recorded as, on the job's audit stream. */
export interface AuditEvents {
  JobHistoryExported: { jobAdminId: string; format: ExportFormat; headHash: string; events: number };
}
export const auditStreamOf = (jobAdminId: string) => `audit-job-${jobAdminId}`;
