import {
  EMPTY_ID,
  eventOf,
  invalid,
  isEmptyId,
  type JobEvent,
  type JobEvents,
  Refusal,
  type SaveFolder,
} from '@bayline/contracts';
import type { Catalog } from '../shared/catalog.ts';
import { decideChangeInformation } from './decide.ts';
import type { Job } from './job.ts';

const event = eventOf<JobEvents>();

export interface FolderContext {
  catalog: Catalog;
  now: Date;
  userId: string;
  newId: () => string;
}

/** The job's tasks as the editor left them: removed, added, reordered, ticked and unticked. */
function taskEvents(state: Job, submitted: NonNullable<SaveFolder['jobTodos']>, ctx: FolderContext): JobEvent[] {
  const jobAdminId = state.jobAdminId;
  const events: JobEvent[] = [];
  const kept = new Set(submitted.filter((t) => !isEmptyId(t.jobTodoId)).map((t) => t.jobTodoId));
  for (const id of kept)
    if (!state.tasks.has(id))
      throw new Refusal('UnknownTask', 'Task not found', { detail: `No task ${id} on this job` });
  for (const jobTodoId of state.tasks.keys())
    if (!kept.has(jobTodoId)) events.push(event('TaskRemovedFromJob', { jobAdminId, jobTodoId }));

  const department = ctx.catalog.departments.find((d) => d.shortName === state.departmentShortName);
  const completed = (jobTodoId: string) =>
    event('TaskCompleted', {
      jobAdminId,
      jobTodoId,
      departmentId: department?.departmentId ?? '',
      completedById: ctx.userId,
      completedOn: ctx.now.toISOString(),
    });

  const order: { jobTodoId: string; sortOrder: number }[] = [];
  let reordered = false;
  submitted.forEach((task, index) => {
    // Sort order is the position in the list, whatever numbers the client sent.
    const sortOrder = index;
    if (isEmptyId(task.jobTodoId)) {
      const todo = ctx.catalog.todos.find((t) => t.todoId === task.todoId && t.isActive && !t.deletedAt);
      if (!todo)
        throw invalid([{ field: `jobTodos.${index}.todoId`, message: 'Task is not one of this location’s tasks' }]);
      const jobTodoId = ctx.newId();
      events.push(
        event('TaskAddedToJob', {
          jobAdminId,
          jobTodoId,
          todoId: todo.todoId,
          description: todo.description,
          sortOrder,
        }),
      );
      if (task.isCompleted) events.push(completed(jobTodoId));
      return;
    }
    const current = state.tasks.get(task.jobTodoId)!;
    order.push({ jobTodoId: task.jobTodoId, sortOrder });
    if (current.sortOrder !== sortOrder) reordered = true;
    if (task.isCompleted && !current.isCompleted) events.push(completed(task.jobTodoId));
    if (!task.isCompleted && current.isCompleted)
      events.push(event('TaskReopened', { jobAdminId, jobTodoId: task.jobTodoId }));
  });
  if (reordered) events.push(event('JobTasksReordered', { jobAdminId, order }));
  return events;
}

/**
 * The Assignments tab as saved: one assignee per department (choosing 'No Assignee' removes it) plus
 * notify-only recipients. New rows come with an empty id.
 */
function assignmentEvents(
  state: Job,
  submitted: NonNullable<SaveFolder['jobAssignments']>,
  ctx: FolderContext,
): JobEvent[] {
  const jobAdminId = state.jobAdminId;
  const events: JobEvent[] = [];
  const rows = submitted.filter((a) => a.contactId !== EMPTY_ID);
  const kept = new Set(rows.filter((a) => !isEmptyId(a.jobAssignmentId)).map((a) => a.jobAssignmentId));
  for (const jobAssignmentId of state.assignments.keys())
    if (!kept.has(jobAssignmentId)) events.push(event('JobUnassigned', { jobAdminId, jobAssignmentId }));
  rows.forEach((row, index) => {
    if (!ctx.catalog.departments.some((d) => d.departmentId === row.departmentId && !d.deletedAt))
      throw invalid([
        { field: `jobAssignments.${index}.departmentId`, message: 'Department is not one of this location’s' },
      ]);
    if (!ctx.catalog.contacts.some((c) => c.contactId === row.contactId && !c.deletedAt))
      throw invalid([
        { field: `jobAssignments.${index}.contactId`, message: 'Assignee is not one of this location’s' },
      ]);
    const value = {
      departmentId: row.departmentId,
      contactId: row.contactId,
      doNotify: row.doNotify,
      notifyOnly: row.notifyOnly,
    };
    if (isEmptyId(row.jobAssignmentId)) {
      events.push(event('JobAssigned', { jobAdminId, jobAssignmentId: ctx.newId(), ...value }));
      return;
    }
    const current = state.assignments.get(row.jobAssignmentId);
    if (!current)
      throw new Refusal('UnknownAssignment', 'Assignment not found', {
        detail: `No assignment ${row.jobAssignmentId} on this job`,
      });
    const changes = Object.fromEntries(
      Object.entries(value).filter(([key, v]) => current[key as keyof typeof current] !== v),
    ) as JobEvents['JobAssignmentChanged']['changes'];
    if (Object.keys(changes).length)
      events.push(event('JobAssignmentChanged', { jobAdminId, jobAssignmentId: row.jobAssignmentId, changes }));
  });
  return events;
}

/** The folder as the job stands: what the edit form sends back when nothing was changed. */
export function folderOf(state: Job, version: number): SaveFolder {
  return {
    ...state.fields,
    jobAdminId: state.jobAdminId,
    version,
    estimateId: state.estimateId,
    jobTodos: [...state.tasks]
      .sort(([, a], [, b]) => a.sortOrder - b.sortOrder)
      .map(([jobTodoId, t]) => ({ jobTodoId, todoId: t.todoId, sortOrder: t.sortOrder, isCompleted: t.isCompleted })),
    jobAssignments: [...state.assignments].map(([jobAssignmentId, a]) => ({ jobAssignmentId, ...a })),
  };
}

/**
 * PUT JobAdmins/asfolder: the whole folder, answered with only the facts that differ from the job as it
 * stands. Lists left out of the body are left as they are.
 */
export function decideSaveFolder(state: Job, folder: SaveFolder, ctx: FolderContext): JobEvent[] {
  const { jobAdminId: _, version: __, estimateId, jobTodos, jobAssignments, ...fields } = folder;
  const events = decideChangeInformation(state, fields, ctx.catalog, ctx.now);
  if (estimateId && estimateId !== state.estimateId) {
    if (!ctx.catalog.estimateIds.includes(estimateId)) throw new Refusal('UnknownEstimate', 'Estimate not found');
    events.push(event('EstimateLinked', { jobAdminId: state.jobAdminId, estimateId }));
  }
  if (jobTodos) events.push(...taskEvents(state, jobTodos, ctx));
  if (jobAssignments) events.push(...assignmentEvents(state, jobAssignments, ctx));
  return events;
}

/** What each kind of change needs, so a save is refused when it touches what the user may not change. */
export function areaOf(type: string): {
  area: 'jobinformation' | 'jobtodolist' | 'jobassignments';
  need: 'write' | 'complete';
} {
  if (type === 'TaskCompleted' || type === 'TaskReopened') return { area: 'jobtodolist', need: 'complete' };
  if (type.startsWith('Task') || type === 'JobTasksReordered') return { area: 'jobtodolist', need: 'write' };
  if (type.startsWith('JobAssign') || type === 'JobUnassigned') return { area: 'jobassignments', need: 'write' };
  return { area: 'jobinformation', need: 'write' };
}
