import {
  activeInOrder,
  archiveIssues,
  archiveMessages,
  badgeMessages,
  builtInNoteCategories,
  type CreateJob,
  capacityByWeekday,
  type Department,
  dayInZone,
  eventOf,
  type FieldError,
  type HoldJob,
  holdMessages,
  invalid,
  type JobEvent,
  type JobEvents,
  type JobFields,
  jobDateErrors,
  jobDateFields,
  jobMessages,
  type MoveJob,
  maxBadgesPerJob,
  noteMessages,
  Refusal,
  type Reschedule,
  RoState,
  scheduledOutFor,
  toWireDate,
} from '@bayline/contracts';
import type { Catalog } from '../shared/catalog.ts';
import { type Job, type JobHoldState, mustBeOpen } from './job.ts';

const event = eventOf<JobEvents>();

function today(catalog: Catalog, now: Date) {
  return dayInZone(now, catalog.location.timeZone);
}

/** Refusals for what the form cannot check alone: the class, group and dates against this location's lists. */
function referenceErrors(fields: JobFields, catalog: Catalog, now: Date, creating: boolean, saved?: JobFields) {
  const errors: FieldError[] = [];
  const jobClass = catalog.jobClasses.find((c) => c.jobClassId === fields.jobClassId && !c.deletedAt);
  const classChanged = !saved || saved.jobClassId !== fields.jobClassId;
  if (!jobClass || (classChanged && !jobClass.isActive))
    errors.push({ field: 'jobClassId', message: jobMessages.jobClassRequired });
  if (
    fields.groupShortName &&
    fields.groupShortName !== saved?.groupShortName &&
    !catalog.groups.some((g) => g.shortName === fields.groupShortName && g.isActive && !g.deletedAt)
  )
    errors.push({ field: 'groupShortName', message: 'Group is not one of this location’s groups' });
  const dates = Object.fromEntries(jobDateFields.map((f) => [f, fields[f]])) as Record<
    (typeof jobDateFields)[number],
    string | null
  >;
  const savedDates = saved && Object.fromEntries(jobDateFields.map((f) => [f, saved[f]]));
  errors.push(
    ...jobDateErrors(dates, {
      today: today(catalog, now),
      creating,
      saved: savedDates,
      capacityByWeekday: jobClass ? capacityByWeekday(jobClass) : undefined,
    }),
  );
  return errors;
}

function findDepartment(catalog: Catalog, shortName: string): Department {
  const department = activeInOrder(catalog.departments).find(
    (d) => d.shortName.toLowerCase() === shortName.toLowerCase(),
  );
  if (!department)
    throw new Refusal('UnknownDepartment', 'Department not found', { detail: `No active department '${shortName}'` });
  return department;
}

/** The badges a job of the class starts with (its badgeClasses, in order), as far as the limit allows. */
function classBadgeIds(catalog: Catalog, jobClassId: string): string[] {
  const jobClass = catalog.jobClasses.find((c) => c.jobClassId === jobClassId);
  return [...(jobClass?.badgeClasses ?? [])]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((c) => c.badgeId)
    .filter((badgeId) => catalog.badges.some((b) => b.badgeId === badgeId && !b.deletedAt))
    .slice(0, maxBadgesPerJob);
}

/** Checks a new job against the location's lists before it is given a number, so a refused job uses none. */
export function checkNewJob(input: CreateJob, catalog: Catalog, now: Date) {
  const { departmentShortName, roState, ...fields } = input;
  const errors = referenceErrors(fields as JobFields, catalog, now, true);
  if (errors.length) throw invalid(errors);
  const department = departmentShortName
    ? findDepartment(catalog, departmentShortName)
    : activeInOrder(catalog.departments)[0];
  if (!department) throw new Refusal('NoActiveDepartment', 'This location has no active department to put the job in');
  const { estimateId, ...jobFields } = fields;
  if (estimateId && !catalog.estimateIds.includes(estimateId))
    throw new Refusal('UnknownEstimate', 'Estimate not found');
  return { jobFields, department, roState, estimateId, badgeIds: classBadgeIds(catalog, fields.jobClassId) };
}

export type NewJob = ReturnType<typeof checkNewJob>;

/** The facts of a checked new job once it has its id and number. */
export function decideNewJob(
  { jobFields, department, roState, estimateId, badgeIds }: NewJob,
  ids: { jobAdminId: string; jobAdminInt: number },
): JobEvent[] {
  return [
    // Named properties first and the job's fields spread last, as in jobAnswer (a property added after a
    // spread costs V8 a new hidden class).
    event('JobCreated', {
      jobAdminId: ids.jobAdminId,
      jobAdminInt: ids.jobAdminInt,
      departmentShortName: department.shortName,
      departmentId: department.departmentId,
      roState,
      ...jobFields,
    }),
    // Choosing a class sets its badges (spec 1 section 4).
    ...badgeIds.map((badgeId) => event('JobBadgeAdded', { jobAdminId: ids.jobAdminId, badgeId })),
    ...(estimateId ? [event('EstimateLinked', { jobAdminId: ids.jobAdminId, estimateId })] : []),
  ];
}

export function decideCreateJob(
  input: CreateJob,
  catalog: Catalog,
  now: Date,
  ids: { jobAdminId: string; jobAdminInt: number },
): JobEvent[] {
  return decideNewJob(checkNewJob(input, catalog, now), ids);
}

export function decideMoveJob(state: Job, command: MoveJob, catalog: Catalog): JobEvent[] {
  mustBeOpen(state);
  const department = findDepartment(catalog, command.departmentShortName);
  const sub = command.subdepartmentShortName;
  if (sub && !department.subdepartments.some((s) => s.shortName === sub && s.isActive))
    throw new Refusal('UnknownSubdepartment', 'Subdepartment not found', {
      detail: `No active subdepartment '${sub}' in ${department.name}`,
    });
  if (department.shortName === state.departmentShortName && sub === state.subdepartmentShortName) return [];
  return [
    event('JobMovedToDepartment', {
      jobAdminId: state.jobAdminId,
      fromDepartmentShortName: state.departmentShortName,
      toDepartmentShortName: department.shortName,
      toDepartmentId: department.departmentId,
      toSubdepartmentShortName: sub,
    }),
  ];
}

/**
 * Saves the job form: only the fields that differ, and a changed scheduled out as its own fact (it leaves a note).
 * A new class adds its badges the job lacks, as far as the limit allows; the badges the job has stay.
 */
export function decideChangeInformation(state: Job, fields: JobFields, catalog: Catalog, now: Date): JobEvent[] {
  mustBeOpen(state);
  const errors = referenceErrors(fields, catalog, now, false, state.fields);
  if (errors.length) throw invalid(errors);
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'scheduledOut') continue;
    if ((state.fields as Record<string, unknown>)[key] !== value) changes[key] = value;
  }
  const events: JobEvent[] = [];
  if (Object.keys(changes).length)
    events.push(event('JobInformationChanged', { jobAdminId: state.jobAdminId, changes }));
  if (fields.scheduledOut !== state.fields.scheduledOut)
    events.push(event('JobScheduledOutChanged', { jobAdminId: state.jobAdminId, scheduledOut: fields.scheduledOut }));
  if (fields.jobClassId !== state.fields.jobClassId)
    events.push(
      ...classBadgeIds(catalog, fields.jobClassId)
        .filter((badgeId) => !state.badges.has(badgeId))
        .slice(0, Math.max(0, maxBadgesPerJob - state.badges.size))
        .map((badgeId) => event('JobBadgeAdded', { jobAdminId: state.jobAdminId, badgeId })),
    );
  return events;
}

/**
 * A job dragged to another day on the schedule: the job form's change of scheduled in, with scheduled out
 * recalculated in business days when the user answered yes (spec 1 section 4). Whether the day has a place for a
 * class that keeps to its capacity is the day's to decide (schedule.ts).
 */
export function decideReschedule(state: Job, command: Reschedule, catalog: Catalog, now: Date): JobEvent[] {
  mustBeOpen(state);
  const jobClass = catalog.jobClasses.find((c) => c.jobClassId === state.fields.jobClassId && !c.deletedAt);
  const scheduledOut =
    command.recalculateScheduledOut && jobClass
      ? toWireDate(scheduledOutFor(command.scheduledIn, jobClass))
      : state.fields.scheduledOut;
  const fields = { ...state.fields, scheduledIn: toWireDate(command.scheduledIn), scheduledOut };
  return decideChangeInformation(state, fields, catalog, now);
}

/**
 * Priority within the job's department (0 = none); a list made for another department is refused. Asking for
 * the priority the job has is no change, so taking priority from a job that has none never refuses.
 */
export function decidePrioritise(state: Job, priority: number, departmentShortName?: string): JobEvent[] {
  if (!Number.isInteger(priority) || priority < 0)
    throw invalid([{ field: 'priority', message: 'Priority must be a whole number, 0 or more' }]);
  if (priority === state.priority) return [];
  mustBeOpen(state);
  if (departmentShortName && departmentShortName !== state.departmentShortName)
    throw new Refusal('LeftDepartment', 'The job is no longer in that department', {
      detail: `It is in ${state.departmentShortName} now`,
    });
  return [event('JobPrioritised', { jobAdminId: state.jobAdminId, priority })];
}

function findBadge(catalog: Catalog, badgeId: string) {
  const badge = catalog.badges.find((b) => b.badgeId === badgeId && !b.deletedAt);
  if (!badge) throw new Refusal('UnknownBadge', 'Badge not found');
  return badge;
}

/** A badge state chosen on a card: adds the badge to the job first when it lacks it. */
export function decideBadgeState(
  state: Job,
  command: { badgeId: string; state: number },
  catalog: Catalog,
): JobEvent[] {
  mustBeOpen(state);
  const badge = findBadge(catalog, command.badgeId);
  const badgeState = badge.badgeStates.find((s) => s.state === command.state);
  if (!badgeState)
    throw invalid([{ field: 'state', message: `Badge ${badge.description} has no state ${command.state}` }]);
  if (state.badges.get(command.badgeId) === command.state) return [];
  const adding = !state.badges.has(command.badgeId);
  if (adding && state.badges.size >= maxBadgesPerJob)
    throw invalid([{ field: 'badgeId', message: badgeMessages.maxReached }]);
  return [
    ...(adding ? [event('JobBadgeAdded', { jobAdminId: state.jobAdminId, badgeId: command.badgeId })] : []),
    event('BadgeStateChanged', {
      jobAdminId: state.jobAdminId,
      badgeId: command.badgeId,
      state: command.state,
      badgeDescription: badge.description,
      stateDescription: badgeState.description,
    }),
  ];
}

/** The Badges editor's list: adds and removes to match, at most `maxBadgesPerJob`. */
export function decideSetBadges(state: Job, badgeIds: string[], catalog: Catalog): JobEvent[] {
  mustBeOpen(state);
  const wanted = [...new Set(badgeIds)];
  if (wanted.length > maxBadgesPerJob) throw invalid([{ field: 'badgeIds', message: badgeMessages.maxReached }]);
  const kept = new Set(wanted);
  for (const badgeId of wanted) if (!state.badges.has(badgeId)) findBadge(catalog, badgeId);
  return [
    ...[...state.badges.keys()]
      .filter((id) => !kept.has(id))
      .map((badgeId) => event('JobBadgeRemoved', { jobAdminId: state.jobAdminId, badgeId })),
    ...wanted
      .filter((id) => !state.badges.has(id))
      .map((badgeId) => event('JobBadgeAdded', { jobAdminId: state.jobAdminId, badgeId })),
  ];
}

/** A note written on the History tab, in a category the location has. */
export function decideAddNote(
  state: Job,
  note: { notes: string; noteCategoryId: string },
  catalog: Catalog,
  jobHistoryId: string,
): JobEvent[] {
  const known = [...builtInNoteCategories, ...catalog.noteCategories].some(
    (c) => c.noteCategoryId === note.noteCategoryId && c.isActive && !c.deletedAt,
  );
  if (!known) throw invalid([{ field: 'noteCategoryId', message: noteMessages.categoryRequired }]);
  return [event('JobNoteAdded', { jobAdminId: state.jobAdminId, jobHistoryId, ...note })];
}

/** A job put on hold with one of its location's active delay reasons; a held job is released before another hold. */
export function decideHold(state: Job, command: HoldJob, catalog: Catalog, holdId: string): JobEvent[] {
  mustBeOpen(state);
  const reason = catalog.delayReasons.find((r) => r.delayId === command.delayId && r.isActive && !r.deletedAt);
  if (!reason) throw invalid([{ field: 'delayId', message: holdMessages.reasonUnknown }]);
  if (state.hold)
    throw new Refusal('AlreadyHeld', holdMessages.alreadyHeld, {
      detail: `On hold since ${state.hold.heldAt}: ${state.hold.reason}. Release it first.`,
    });
  return [
    event('JobHeld', {
      jobAdminId: state.jobAdminId,
      holdId,
      delayId: reason.delayId,
      reason: reason.description,
      note: command.note,
    }),
  ];
}

const released = (state: Job, { holdId, reason, heldAt }: JobHoldState) =>
  event('JobReleased', { jobAdminId: state.jobAdminId, holdId, reason, heldAt });

export function decideRelease(state: Job): JobEvent[] {
  mustBeOpen(state);
  if (!state.hold) throw new Refusal('NotHeld', holdMessages.notHeld);
  return [released(state, state.hold)];
}

export function decideArchive(state: Job, now: Date): JobEvent[] {
  mustBeOpen(state);
  if (state.hold)
    throw new Refusal('JobHeld', holdMessages.releaseBeforeArchiving, {
      detail: `On hold: ${state.hold.reason}`,
    });
  const outstandingTasks = [...state.tasks.values()].filter((t) => !t.isCompleted).length;
  const issues = archiveIssues({ ...state.fields, outstandingTasks });
  if (issues.length)
    throw new Refusal('ArchiveBlocked', archiveMessages.blocked, {
      detail: issues.join('; '),
      errors: issues.map((message) => ({ field: 'archive', message })),
    });
  return [event('JobArchived', { jobAdminId: state.jobAdminId, closeDate: now.toISOString() })];
}

/** A voided job stops waiting: its hold ends with it. */
export function decideVoid(state: Job, now: Date): JobEvent[] {
  mustBeOpen(state);
  return [
    ...(state.hold ? [released(state, state.hold)] : []),
    event('JobVoided', { jobAdminId: state.jobAdminId, closeDate: now.toISOString() }),
  ];
}

export function decideReopen(state: Job): JobEvent[] {
  if (state.roState === RoState.open) return [];
  return [event('JobReopened', { jobAdminId: state.jobAdminId })];
}
