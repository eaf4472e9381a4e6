import {
  activeInOrder,
  archiveIssues,
  archiveMessages,
  type CreateJob,
  capacityByWeekday,
  type Department,
  dayInZone,
  type FieldError,
  invalid,
  type JobEvents,
  type JobFields,
  jobDateErrors,
  jobDateFields,
  jobMessages,
  type MoveJob,
  Refusal,
  RoState,
} from '@bayline/contracts';
import type { Catalog } from '../shared/catalog.ts';
import type { NewEvent } from '../shared/command.ts';
import { type Job, mustBeHere, mustBeOpen } from './job.ts';

const event = <K extends keyof JobEvents>(type: K, data: JobEvents[K]): NewEvent => ({ type, data });

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
  if (!department) throw new Refusal(404, 'Department not found', { detail: `No active department '${shortName}'` });
  return department;
}

export function decideCreateJob(
  input: CreateJob,
  catalog: Catalog,
  now: Date,
  ids: { jobAdminId: string; jobAdminInt: number },
): NewEvent[] {
  const { departmentShortName, roState, ...fields } = input;
  const errors = referenceErrors(fields, catalog, now, true);
  if (errors.length) throw invalid(errors);
  const department = departmentShortName
    ? findDepartment(catalog, departmentShortName)
    : activeInOrder(catalog.departments)[0];
  if (!department) throw new Refusal(409, 'This location has no active department to put the job in');
  return [
    event('JobCreated', {
      ...fields,
      ...ids,
      departmentShortName: department.shortName,
      departmentId: department.departmentId,
      roState,
    }),
  ];
}

export function decideMoveJob(state: Job, command: MoveJob, catalog: Catalog, locationShortName: string): NewEvent[] {
  mustBeHere(state, locationShortName);
  mustBeOpen(state);
  const department = findDepartment(catalog, command.departmentShortName);
  const sub = command.subdepartmentShortName;
  if (sub && !department.subdepartments.some((s) => s.shortName === sub && s.isActive))
    throw new Refusal(404, 'Subdepartment not found', {
      detail: `No active subdepartment '${sub}' in ${department.name}`,
    });
  if (department.shortName === state.departmentShortName && !sub) return [];
  return [
    event('JobMovedToDepartment', {
      jobAdminId: state.jobAdminId,
      fromDepartmentShortName: state.departmentShortName,
      toDepartmentShortName: department.shortName,
      toDepartmentId: department.departmentId,
      subdepartmentShortName: sub,
    }),
  ];
}

/** Saves the job form: only the fields that differ, and a changed scheduled out as its own fact (it leaves a note). */
export function decideChangeInformation(
  state: Job,
  fields: JobFields,
  catalog: Catalog,
  now: Date,
  locationShortName: string,
): NewEvent[] {
  mustBeHere(state, locationShortName);
  mustBeOpen(state);
  const errors = referenceErrors(fields, catalog, now, false, state.fields);
  if (errors.length) throw invalid(errors);
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'scheduledOut') continue;
    if ((state.fields as Record<string, unknown>)[key] !== value) changes[key] = value;
  }
  const events: NewEvent[] = [];
  if (Object.keys(changes).length)
    events.push(event('JobInformationChanged', { jobAdminId: state.jobAdminId, changes }));
  if (fields.scheduledOut !== state.fields.scheduledOut)
    events.push(event('JobScheduledOutChanged', { jobAdminId: state.jobAdminId, scheduledOut: fields.scheduledOut }));
  return events;
}

export function decidePrioritise(state: Job, priority: number, locationShortName: string): NewEvent[] {
  mustBeHere(state, locationShortName);
  mustBeOpen(state);
  if (!Number.isInteger(priority) || priority < 0)
    throw invalid([{ field: 'priority', message: 'Priority must be a whole number, 0 or more' }]);
  return priority === state.priority ? [] : [event('JobPrioritised', { jobAdminId: state.jobAdminId, priority })];
}

export function decideBadgeState(
  state: Job,
  command: { badgeId: string; state: number },
  catalog: Catalog,
  locationShortName: string,
): NewEvent[] {
  mustBeHere(state, locationShortName);
  mustBeOpen(state);
  const badge = catalog.badges.find((b) => b.badgeId === command.badgeId && !b.deletedAt);
  if (!badge) throw new Refusal(404, 'Badge not found');
  if (!badge.badgeStates.some((s) => s.state === command.state))
    throw invalid([{ field: 'state', message: `Badge ${badge.description} has no state ${command.state}` }]);
  if (state.badges[command.badgeId] === command.state) return [];
  return [event('BadgeStateChanged', { jobAdminId: state.jobAdminId, badgeId: command.badgeId, state: command.state })];
}

export function decideArchive(state: Job, outstandingTasks: number, now: Date, locationShortName: string): NewEvent[] {
  mustBeHere(state, locationShortName);
  mustBeOpen(state);
  const issues = archiveIssues({ ...state.fields, outstandingTasks });
  if (issues.length)
    throw new Refusal(409, archiveMessages.blocked, {
      detail: issues.join('; '),
      errors: issues.map((message) => ({ field: 'archive', message })),
    });
  return [event('JobArchived', { jobAdminId: state.jobAdminId, closeDate: now.toISOString() })];
}

export function decideVoid(state: Job, now: Date, locationShortName: string): NewEvent[] {
  mustBeHere(state, locationShortName);
  mustBeOpen(state);
  return [event('JobVoided', { jobAdminId: state.jobAdminId, closeDate: now.toISOString() })];
}

export function decideReopen(state: Job, locationShortName: string): NewEvent[] {
  mustBeHere(state, locationShortName);
  if (state.roState === RoState.open) return [];
  return [event('JobReopened', { jobAdminId: state.jobAdminId })];
}
