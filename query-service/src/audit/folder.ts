import {
  type AuditFolder,
  type AuditValue,
  type FolderChange,
  type FolderSection,
  type JobFields,
  jobFieldsSchema,
} from '@bayline/contracts';
import { jobsModel } from '@bayline/contracts/read-models/jobs';
import type { ReadView } from '@bayline/platform/read-store/port';
import { assignmentsOf, notesOf, tasksOf } from '../production/folder.ts';
import { jobWithNames } from '../production/lookups.ts';
import type { Names } from './names.ts';

/** The job form's fields, in the form's order. */
const formFields = Object.keys(jobFieldsSchema.shape) as (keyof JobFields)[];

/**
 * The job's folder as replayed read models hold it at `at`, read by the folder's own read functions (names,
 * tasks, assignments, notes), told with the names of that moment.
 */
export async function auditFolderOf(view: ReadView, jobAdminId: string, names: Names, at: Date): Promise<AuditFolder> {
  const doc = await view.collection(jobsModel).get(jobAdminId);
  if (!doc) throw new Error(`Job ${jobAdminId} was replayed without its creation`);
  const { lookups } = names;
  const job = jobWithNames(doc, lookups);
  const [tasks, notes] = await Promise.all([tasksOf(view, doc, lookups), notesOf(view, jobAdminId)]);
  return {
    fields: Object.fromEntries(formFields.map((field) => [field, job[field]])) as JobFields,
    jobAdminInt: job.jobAdminInt,
    roState: job.roState,
    closeDate: job.closeDate,
    priority: job.priority,
    departmentName: job.departmentName,
    subdepartmentName: names.subdepartment(job.departmentShortName, job.subdepartmentShortName),
    jobClassName: job.jobClassName,
    groupName: job.group?.name ?? null,
    badges: job.badges.map((b) => ({
      badgeId: b.badgeId,
      name: b.description,
      state: names.badgeState(b.badgeId, b.state),
    })),
    tasks: tasks.map((t) => ({
      jobTodoId: t.jobTodoId,
      description: t.description,
      isCompleted: t.isCompleted,
      completedBy: t.completedByName,
      completedOn: t.completedOn,
      departmentName: t.departmentName,
    })),
    assignments: assignmentsOf(doc, job, lookups, at).map((a) => ({
      jobAssignmentId: a.jobAssignmentId,
      departmentName: names.departmentById(a.departmentId),
      name: a.name,
      doNotify: a.doNotify,
      notifyOnly: a.notifyOnly,
    })),
    notes: notes.map((n) => ({
      jobHistoryId: n.jobHistoryId,
      notes: n.notes,
      category: names.noteCategory(n.noteCategoryId),
      userName: n.userName,
      createDate: n.createDate,
    })),
  };
}

/** The folder's own facts beyond the form, compared one by one. */
const jobFacts = ['departmentName', 'subdepartmentName', 'jobClassName', 'groupName', 'priority', 'roState'] as const;

/**
 * What differs between a job's folder at two moments: each form field and folder fact that changed, and each
 * badge (its state), task (completed or not), assignment (who) and note added, removed or changed (an item absent
 * on one side is null there), in the folder's order.
 */
export function compareFolders(from: AuditFolder, to: AuditFolder): FolderChange[] {
  const changes: FolderChange[] = [];
  const push = (section: FolderSection, key: string, subject: string | null, before: AuditValue, after: AuditValue) => {
    if (before !== after) changes.push({ section, key, subject, before, after });
  };
  for (const field of formFields) push('fields', field, null, from.fields[field], to.fields[field]);
  for (const fact of jobFacts) push('job', fact, null, from[fact], to[fact]);
  const items = <T>(
    section: FolderSection,
    before: T[],
    after: T[],
    id: (item: T) => string,
    name: (item: T) => string,
    value: (item: T) => AuditValue,
  ) => {
    const was = new Map(before.map((item) => [id(item), item]));
    const now = new Map(after.map((item) => [id(item), item]));
    // Items in the later folder's order, then those it no longer has.
    for (const key of new Set([...now.keys(), ...was.keys()])) {
      const a = was.get(key);
      const b = now.get(key);
      push(section, key, name((b ?? a)!), a === undefined ? null : value(a), b === undefined ? null : value(b));
    }
  };
  items(
    'badges',
    from.badges,
    to.badges,
    (b) => b.badgeId,
    (b) => b.name,
    (b) => b.state,
  );
  items(
    'tasks',
    from.tasks,
    to.tasks,
    (t) => t.jobTodoId,
    (t) => t.description,
    (t) => t.isCompleted,
  );
  items(
    'assignments',
    from.assignments,
    to.assignments,
    (a) => a.jobAssignmentId,
    (a) => a.departmentName,
    (a) => a.name,
  );
  items(
    'notes',
    from.notes,
    to.notes,
    (n) => n.jobHistoryId,
    (n) => n.category,
    (n) => n.notes,
  );
  return changes;
}
