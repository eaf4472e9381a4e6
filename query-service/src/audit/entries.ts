import {
  type AuditPerson,
  type AuditValue,
  categoryOfKind,
  type HistoryEntry,
  type HistoryKind,
  type HistoryQuery,
} from '@bayline/contracts';
import type { JobDoc } from '@bayline/contracts/read-models/jobs';
import { logged } from '@bayline/platform/event-store/logged';
import type { RecordedEvent } from '@bayline/platform/event-store/port';
import type { Doc } from '@bayline/platform/read-store/port';
import type { Names } from './names.ts';

/** One of the job's events with the job's document just before and just after it. */
export interface Step {
  event: RecordedEvent;
  /** Undefined before the job was created. */
  before: Doc | undefined;
  after: Doc;
}

/** A field of the job as the history shows its value: names rather than ids, as the settings had them then. */
function fieldValue(field: string, job: Doc | undefined, names: Names): AuditValue {
  const value = job?.[field];
  if (field === 'jobClassId') return typeof value === 'string' ? names.jobClass(value) : null;
  if (field === 'groupShortName') return names.group(typeof value === 'string' ? value : null);
  return value === undefined ? null : (value as AuditValue);
}

const badgeOn = (job: Doc | undefined, badgeId: string) =>
  (job as JobDoc | undefined)?.badges.find((b) => b.badgeId === badgeId);
const taskOn = (job: Doc | undefined, jobTodoId: string) =>
  (job as JobDoc | undefined)?.jobTodos.find((t) => t.jobTodoId === jobTodoId);
const assignmentOn = (job: Doc | undefined, jobAssignmentId: string) =>
  (job as JobDoc | undefined)?.jobAssignments.find((a) => a.jobAssignmentId === jobAssignmentId);

interface Change {
  kind: HistoryKind;
  subject?: string | null;
  place?: string | null;
  before?: AuditValue;
  after?: AuditValue;
}

/** What one event changed, in the history's terms; several changes for an event that changed several fields. */
function changesOf(step: Step, names: Names, fileName: (mediaId: string) => string): Change[] {
  const { before, after } = step;
  const event = logged(step.event);
  const placeOf = (job: Doc | undefined) =>
    job ? names.place(String(job.departmentShortName), (job.subdepartmentShortName as string | null) ?? null) : null;
  switch (event.type) {
    case 'JobCreated':
      return [{ kind: 'created', after: placeOf(after) }];
    case 'JobMovedToDepartment':
      return [{ kind: 'moved', before: placeOf(before), after: placeOf(after) }];
    case 'JobInformationChanged':
      return Object.keys(event.data.changes).map((field) => ({
        kind: 'fieldChanged',
        subject: field,
        before: fieldValue(field, before, names),
        after: fieldValue(field, after, names),
      }));
    case 'JobScheduledOutChanged':
      return [
        {
          kind: 'fieldChanged',
          subject: 'scheduledOut',
          before: fieldValue('scheduledOut', before, names),
          after: fieldValue('scheduledOut', after, names),
        },
      ];
    case 'JobPrioritised':
      return [{ kind: 'prioritised', before: Number(before?.priority ?? 0), after: Number(after.priority) }];
    case 'BadgeStateChanged': {
      const { badgeId, state } = event.data;
      const was = badgeOn(before, badgeId);
      return [
        {
          kind: 'badgeState',
          subject: names.badge(badgeId),
          before: was ? names.badgeState(badgeId, was.state) : null,
          after: names.badgeState(badgeId, state),
        },
      ];
    }
    case 'JobBadgeAdded': {
      const { badgeId } = event.data;
      const now = badgeOn(after, badgeId);
      return [
        { kind: 'badgeAdded', subject: names.badge(badgeId), after: now ? names.badgeState(badgeId, now.state) : null },
      ];
    }
    case 'JobBadgeRemoved': {
      const { badgeId } = event.data;
      const was = badgeOn(before, badgeId);
      return [
        {
          kind: 'badgeRemoved',
          subject: names.badge(badgeId),
          before: was ? names.badgeState(badgeId, was.state) : null,
        },
      ];
    }
    case 'TaskAddedToJob':
      return [{ kind: 'taskAdded', subject: event.data.description }];
    case 'TaskRemovedFromJob': {
      const { jobTodoId } = event.data;
      return [{ kind: 'taskRemoved', subject: taskOn(before, jobTodoId)?.description ?? '' }];
    }
    case 'JobTasksReordered':
      return [{ kind: 'tasksReordered' }];
    case 'TaskCompleted':
    case 'TaskReopened': {
      const { jobTodoId } = event.data;
      const kind = event.type === 'TaskCompleted' ? 'taskCompleted' : 'taskReopened';
      return [{ kind, subject: taskOn(after, jobTodoId)?.description ?? '' }];
    }
    case 'JobAssigned': {
      const { departmentId, contactId } = event.data;
      return [{ kind: 'assigned', subject: names.contact(contactId), place: names.departmentById(departmentId) }];
    }
    case 'JobAssignmentChanged': {
      const { jobAssignmentId } = event.data;
      const was = assignmentOn(before, jobAssignmentId);
      const now = assignmentOn(after, jobAssignmentId);
      // Another assignee is told as from one to the other; a change of its notices only names who it is.
      const reassigned = was && now && was.contactId !== now.contactId;
      return [
        {
          kind: 'assignmentChanged',
          subject: now ? names.contact(now.contactId) : '',
          place: now ? names.departmentById(now.departmentId) : null,
          before: reassigned ? names.contact(was.contactId) : null,
          after: reassigned ? names.contact(now.contactId) : null,
        },
      ];
    }
    case 'JobUnassigned': {
      const { jobAssignmentId } = event.data;
      const was = assignmentOn(before, jobAssignmentId);
      return [
        {
          kind: 'unassigned',
          subject: was ? names.contact(was.contactId) : '',
          place: was ? names.departmentById(was.departmentId) : null,
        },
      ];
    }
    case 'JobNoteAdded': {
      const { notes, noteCategoryId } = event.data;
      return [{ kind: 'noteAdded', subject: names.noteCategory(noteCategoryId), after: notes }];
    }
    case 'EstimateLinked':
      return [{ kind: 'estimateLinked' }];
    case 'JobHeld': {
      // The reason as the job was held with it: a reason renamed or deleted since still tells this hold.
      const { reason, note } = event.data;
      return [{ kind: 'held', subject: reason, after: note || null }];
    }
    case 'JobReleased': {
      const { reason, heldAt } = event.data;
      return [{ kind: 'released', subject: reason, before: heldAt }];
    }
    case 'JobArchived':
      return [{ kind: 'archived' }];
    case 'JobVoided':
      return [{ kind: 'voided' }];
    case 'JobReopened':
      return [{ kind: 'reopened' }];
    case 'MediaUploaded': {
      const { mediaId, mediaCategoryId } = event.data;
      return [{ kind: 'mediaAdded', subject: fileName(mediaId), after: names.mediaCategory(mediaCategoryId) }];
    }
    case 'MediaMovedToCategory': {
      const { mediaId, mediaCategoryId } = event.data;
      return [{ kind: 'mediaMoved', subject: fileName(mediaId), after: names.mediaCategory(mediaCategoryId) }];
    }
    case 'MediaDeleted':
      return [{ kind: 'mediaDeleted', subject: fileName(event.data.mediaId) }];
    default:
      // Every fact of the job is in its history, also one no sentence was written for.
      return [{ kind: 'other', subject: event.type }];
  }
}

/**
 * The history entries of one of the job's events, told with the names of that moment. `fileName` names the job's
 * files (their names never change; a file moved or deleted is named as it was uploaded).
 */
export function entriesOf(step: Step, names: Names, fileName: (mediaId: string) => string): HistoryEntry[] {
  const { event } = step;
  const actor: AuditPerson = { userId: event.metadata.userId, name: names.person(event.metadata.userId) };
  return changesOf(step, names, fileName).map((change, n) => ({
    id: `${event.position}.${n}`,
    position: event.position,
    version: event.version,
    at: event.metadata.at,
    kind: change.kind,
    category: categoryOfKind[change.kind],
    actor,
    subject: change.subject ?? null,
    place: change.place ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
  }));
}

/** The history entries of the exports of a job's history: who exported it, in which format, at which head hash. */
export function exportEntriesOf(exports: readonly RecordedEvent[], names: Names): HistoryEntry[] {
  return exports.flatMap((recorded) => {
    const event = logged(recorded);
    // Its audit stream holds only the job's exports.
    if (event.type !== 'JobHistoryExported') return [];
    const { format, headHash } = event.data;
    return {
      id: `${event.position}.0`,
      position: event.position,
      version: event.version,
      at: event.metadata.at,
      kind: 'exported',
      category: categoryOfKind.exported,
      actor: { userId: event.metadata.userId, name: names.person(event.metadata.userId) },
      subject: format,
      place: null,
      before: null,
      after: headHash,
    };
  });
}

/** The people of a history or trail, by name then id. */
export function peopleOf(entries: readonly { actor: AuditPerson }[]): AuditPerson[] {
  const people = new Map(entries.map((e) => [e.actor.userId, e.actor]));
  return [...people.values()].sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) ||
      (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
  );
}

/**
 * The entries a history query asks for: of one kind of change and one person when given, holding the search text
 * (in who, what, where, before or after, case-insensitively), oldest or newest first; an event's own changes stay in
 * their order.
 */
export function filterHistory(entries: readonly HistoryEntry[], query: HistoryQuery): HistoryEntry[] {
  const search = query.search.toLocaleLowerCase();
  const holds = (entry: HistoryEntry) =>
    [entry.actor.name, entry.subject, entry.place, entry.before, entry.after].some(
      (value) => value !== null && String(value).toLocaleLowerCase().includes(search),
    );
  const kept = entries.filter(
    (entry) =>
      (query.category === undefined || entry.category === query.category) &&
      (query.userId === undefined || entry.actor.userId === query.userId) &&
      (!search || holds(entry)),
  );
  return query.order === 'oldest' ? kept : newestFirst(kept);
}

/** Entries (oldest first) newest first by event; the changes of one event keep their order. */
export function newestFirst<T extends { position: number }>(entries: readonly T[]): T[] {
  const byEvent = new Map<number, T[]>();
  for (const entry of entries) byEvent.set(entry.position, [...(byEvent.get(entry.position) ?? []), entry]);
  return [...byEvent.keys()].sort((a, b) => b - a).flatMap((position) => byEvent.get(position)!);
}
