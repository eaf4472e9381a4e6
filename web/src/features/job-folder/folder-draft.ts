import {
  EMPTY_ID,
  type FolderAssignment,
  isEmptyId,
  type JobFields,
  type JobFolderView,
  type JobTask,
  type SaveFolderInput,
} from '@bayline/contracts';
import { changedFields, type JobFormValues, jobFormFields, valuesFromJob } from '../../components/job-form/job-form.ts';
import { assignmentsModified, assignmentsToSave, mainAssignment } from './assignments.ts';
import { renumbered, setCompleted, taskListChanged, tasksModified, tasksToSave } from './tasks.ts';

/** What the folder's user can change and save together: the job's fields, its tasks and its assignments. */
export interface FolderDraft {
  job: JobFormValues;
  tasks: JobTask[];
  assignments: FolderAssignment[];
}

export function draftOf(folder: JobFolderView): FolderDraft {
  return {
    job: valuesFromJob(folder),
    tasks: [...folder.jobTodos].sort((a, b) => a.sortOrder - b.sortOrder),
    assignments: [...folder.jobAssignments],
  };
}

/** Modified state, kept per section (spec 1 "Job edit form"): any of them enables save and revert. */
export interface ModifiedSections {
  job: boolean;
  tasks: boolean;
  assignments: boolean;
  any: boolean;
}

export function modifiedSections(saved: FolderDraft, draft: FolderDraft): ModifiedSections {
  const job = changedFields(saved.job, draft.job).length > 0;
  const tasks = tasksModified(saved.tasks, draft.tasks);
  const assignments = assignmentsModified(saved.assignments, draft.assignments);
  return { job, tasks, assignments, any: job || tasks || assignments };
}

function rebaseJob(oldBase: JobFormValues, draft: JobFormValues, fresh: JobFormValues): JobFormValues {
  const next = { ...fresh };
  for (const field of jobFormFields) {
    if (draft[field] !== oldBase[field]) Object.assign(next, { [field]: draft[field] });
  }
  return next;
}

function rebaseTasks(oldBase: readonly JobTask[], draft: readonly JobTask[], fresh: readonly JobTask[]): JobTask[] {
  if (!tasksModified(oldBase, draft)) return [...fresh];
  const ticks = draft.flatMap((task) => {
    const before = oldBase.find((t) => t.jobTodoId === task.jobTodoId);
    return before && before.isCompleted !== task.isCompleted ? [task] : [];
  });
  const withTicks = (list: JobTask[]) =>
    ticks.reduce((next, tick) => setCompleted(next, fresh, tick.jobTodoId, tick.isCompleted), list);

  // Only ticks: the fresh list, ticked as the user ticked.
  if (!taskListChanged(oldBase, draft)) return withTicks([...fresh]);

  // A changed list: the user's tasks in the user's order (fresh rows where they still exist, new ones as they
  // are, tasks removed meanwhile dropped), then tasks others added meanwhile.
  const freshById = new Map(fresh.map((t) => [t.jobTodoId, t]));
  const mine = draft.flatMap((task) => {
    if (isEmptyId(task.jobTodoId)) return [task];
    const current = freshById.get(task.jobTodoId);
    return current ? [current] : [];
  });
  const known = new Set([...oldBase, ...draft].map((t) => t.jobTodoId));
  const theirs = fresh.filter((t) => !known.has(t.jobTodoId));
  return renumbered(withTicks([...mine, ...theirs]));
}

function rebaseAssignments(
  oldBase: readonly FolderAssignment[],
  draft: readonly FolderAssignment[],
  fresh: readonly FolderAssignment[],
): FolderAssignment[] {
  if (!assignmentsModified(oldBase, draft)) return [...fresh];
  const departmentIds = [...new Set([...fresh, ...oldBase, ...draft].map((a) => a.departmentId))];
  const assigneeKey = (a: FolderAssignment | undefined) =>
    a && !isEmptyId(a.contactId) ? `${a.contactId}|${a.doNotify}` : 'none';
  const notifyKey = (list: readonly FolderAssignment[], departmentId: string) =>
    list
      .filter((a) => a.departmentId === departmentId && a.notifyOnly)
      .map((a) => a.contactId)
      .sort()
      .join('|');

  return departmentIds.flatMap((departmentId) => {
    const result: FolderAssignment[] = [];
    const before = mainAssignment(oldBase, departmentId);
    const mine = mainAssignment(draft, departmentId);
    const current = mainAssignment(fresh, departmentId);
    if (assigneeKey(before) !== assigneeKey(mine)) {
      // The user's choice, on the job's current entry for the department when there is one.
      if (mine)
        result.push(
          current
            ? { ...current, contactId: mine.contactId, name: mine.name, doNotify: mine.doNotify }
            : { ...mine, jobAssignmentId: EMPTY_ID },
        );
    } else if (current) {
      result.push(current);
    }
    if (notifyKey(oldBase, departmentId) !== notifyKey(draft, departmentId)) {
      for (const entry of draft.filter((a) => a.departmentId === departmentId && a.notifyOnly)) {
        const existing = fresh.find(
          (a) => a.departmentId === departmentId && a.notifyOnly && a.contactId === entry.contactId,
        );
        result.push(existing ?? { ...entry, jobAssignmentId: EMPTY_ID });
      }
    } else {
      result.push(...fresh.filter((a) => a.departmentId === departmentId && a.notifyOnly));
    }
    return result;
  });
}

/**
 * The user's edits on top of a fresh copy of the job (after a 409, or after a save): per section, what the user
 * changed from the copy they started with is re-applied onto the fresh copy; the rest is the fresh copy's.
 */
export function rebaseDraft(oldBase: FolderDraft, draft: FolderDraft, fresh: FolderDraft): FolderDraft {
  return {
    job: rebaseJob(oldBase.job, draft.job, fresh.job),
    tasks: rebaseTasks(oldBase.tasks, draft.tasks, fresh.tasks),
    assignments: rebaseAssignments(oldBase.assignments, draft.assignments, fresh.assignments),
  };
}

/**
 * Whether a newer copy of the job changed something the user changed too: a field both changed (to different
 * values), or the task or assignment section both changed. Without such a conflict the user's edits are simply
 * moved onto the newer copy; with one the save meets the server's 409.
 */
export function conflictsWith(oldBase: FolderDraft, draft: FolderDraft, fresh: FolderDraft): boolean {
  const fieldClash = changedFields(oldBase.job, draft.job).some(
    (field) => fresh.job[field] !== oldBase.job[field] && fresh.job[field] !== draft.job[field],
  );
  const tasksClash = tasksModified(oldBase.tasks, draft.tasks) && tasksModified(oldBase.tasks, fresh.tasks);
  const assignmentsClash =
    assignmentsModified(oldBase.assignments, draft.assignments) &&
    assignmentsModified(oldBase.assignments, fresh.assignments);
  return fieldClash || tasksClash || assignmentsClash;
}

/**
 * PUT JobAdmins/asfolder: the folder held to the version the user started from. The job's fields always go;
 * the task and assignment lists go when they were changed (a list left out stays as it is), so a save never
 * needs rights, or a valid assignee list, for a section the user did not touch.
 */
export function saveInput(
  folder: JobFolderView,
  fields: JobFields,
  draft: FolderDraft,
  modified: Pick<ModifiedSections, 'tasks' | 'assignments'>,
): SaveFolderInput {
  return {
    ...fields,
    jobAdminId: folder.jobAdminId,
    version: folder.version,
    estimateId: folder.estimateId,
    ...(modified.tasks ? { jobTodos: tasksToSave(draft.tasks) } : {}),
    ...(modified.assignments ? { jobAssignments: assignmentsToSave(draft.assignments) } : {}),
  };
}
