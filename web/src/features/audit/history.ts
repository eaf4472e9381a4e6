import {
  type AuditValue,
  type FolderChange,
  type HistoryEntry,
  instantOfWallTime,
  type JobFields,
  jobDateFields,
  jobFieldsSchema,
  type TrailEntry,
  wallTimeInZone,
} from '@bayline/contracts';
import type { TFunction } from 'i18next';
import { formatDateTime, formatDay, formatMoney, formatNumber } from '../../lib/format.ts';
import { heldForLabel } from '../../lib/held-for.ts';

export type AuditT = TFunction<['audit', 'jobs']>;

/** The job form's fields: each is named by the form's own label, `jobs:form.{field}` unless said here. */
const formFields: ReadonlySet<string> = new Set(Object.keys(jobFieldsSchema.shape));
const fieldLabelKeys: Partial<Record<keyof JobFields, string>> = {
  hat: 'jobs:form.jobId',
  clientName: 'jobs:form.customerName',
  clientCellular: 'jobs:form.cellPhone',
  clientEmail: 'jobs:form.email',
  // The form has no field for it: the history names it.
  clientPhone: 'audit:fields.clientPhone',
  clientAddress1: 'jobs:form.address1',
  clientAddress2: 'jobs:form.address2',
  clientCity: 'jobs:form.city',
  clientSubdivision: 'jobs:form.state',
  clientPostalCode: 'jobs:form.postalCode',
  clientCountry: 'jobs:form.country',
  groupShortName: 'jobs:form.group',
  jobClassId: 'jobs:form.jobClass',
  subTotal: 'jobs:form.total',
  isException: 'jobs:form.exception',
  isTotalLoss: 'jobs:form.totalLoss',
  dateTowIn: 'jobs:form.arrival',
  repairStart: 'jobs:form.jobStart',
  dateReady: 'jobs:form.jobComplete',
  datePickup: 'jobs:form.delivered',
};
/** The folder's facts beyond the form that a comparison names. */
const factLabelKeys: Record<string, string> = {
  departmentName: 'audit:fields.departmentName',
  subdepartmentName: 'audit:fields.subdepartmentName',
  jobClassName: 'audit:fields.jobClassName',
  groupName: 'audit:fields.groupName',
  priority: 'audit:fields.priority',
  roState: 'audit:fields.roState',
};

/** A field's or fact's name in the user's language; a key the app does not know shows as it is. */
export function fieldLabel(key: string, t: AuditT): string {
  const label = formFields.has(key)
    ? (fieldLabelKeys[key as keyof JobFields] ?? `jobs:form.${key}`)
    : Object.hasOwn(factLabelKeys, key)
      ? factLabelKeys[key]
      : undefined;
  return label ? t(label as never) : key;
}

const dateFields: ReadonlySet<string> = new Set(jobDateFields);

/**
 * A value as the history shows it: dates, money, hours and switches the locale's way, a job state by its name,
 * a priority of 0 and an empty value as none. Names (departments, badges, people) come as they are.
 */
export function valueText(key: string | null, value: AuditValue, t: AuditT): string {
  if (value === null || value === '') return t('audit:values.none');
  if (typeof value === 'boolean') return t(value ? 'audit:values.yes' : 'audit:values.no');
  if (key !== null && dateFields.has(key) && typeof value === 'string') return formatDay(value);
  if (typeof value === 'number') {
    if (key === 'subTotal') return formatMoney(value);
    if (key === 'hours' || key === 'refinish') return formatNumber(value, 1);
    if (key === 'roState') return t(`jobs:state.${value}` as never);
    if (key === 'priority' && value === 0) return t('audit:values.none');
    return String(value);
  }
  return value;
}

/** A history entry as a sentence in the user's language: who did what, with the values before and after. */
export function sentenceOf(entry: HistoryEntry, t: AuditT): string {
  const actor = entry.actor.name || t('audit:values.unknownUser');
  const field = entry.kind === 'fieldChanged' ? entry.subject : entry.kind === 'prioritised' ? 'priority' : null;
  const values = {
    actor,
    // An export names its format as files do: JSON, PDF.
    subject: (entry.kind === 'exported' ? entry.subject?.toUpperCase() : entry.subject) ?? '',
    place: entry.place ?? '',
    field: field ? fieldLabel(field, t) : '',
    before: valueText(field, entry.before, t),
    after: valueText(field, entry.after, t),
    // A release keeps when its hold began: how long it lasted is told from there to the release.
    duration: entry.kind === 'released' && typeof entry.before === 'string' ? heldForLabel(entry.before, entry.at) : '',
  };
  return t(`audit:sentences.${sentenceKind(entry)}`, values);
}

/** The sentence an entry is told by: some kinds have a second for a case their first cannot say. */
function sentenceKind(entry: HistoryEntry) {
  // An assignee's notices changed, the assignee the same: who it is is the whole story.
  if (entry.kind === 'assignmentChanged' && entry.before === null) return 'assignmentNotices';
  if (entry.kind === 'held' && entry.after !== null) return 'heldNote';
  return entry.kind;
}

/** An instant on the location's clock, as tables show date and time. */
export const atText = (at: string, timeZone: string) => formatDateTime(new Date(at), timeZone);

/** The value a date-time input holds for an instant: the location's wall clock, to the minute. */
export const wallMinute = (at: string, timeZone: string) => wallTimeInZone(new Date(at), timeZone).slice(0, 16);

/**
 * The moment a minute picked on the location's clock stands for: its end, so a change made within it is shown,
 * but never later than now (a minute in the future stays so, for the server to refuse).
 */
export function endOfMinute(wallTime: string, timeZone: string, now: Date): string {
  const start = instantOfWallTime(wallTime, timeZone).getTime();
  return new Date(Math.min(start + 59_999, Math.max(start, now.getTime()))).toISOString();
}

/** What a comparison's line is about: a field or fact by its name, an item by its own. */
export function changeLabel(change: FolderChange, t: AuditT): string {
  if (change.section === 'fields' || change.section === 'job') return fieldLabel(change.key, t);
  return change.subject || t('audit:values.absent');
}

/** A comparison's value: absent (the item was not there), or as the history shows values. */
export function changeValue(change: FolderChange, value: AuditValue, t: AuditT): string {
  if (value === null && change.section !== 'fields' && change.section !== 'job') return t('audit:values.absent');
  if (change.section === 'tasks' && typeof value === 'boolean')
    return t(value ? 'audit:values.done' : 'audit:values.notDone');
  return valueText(change.key, value, t);
}

/** Fields of the settings, the location and users the trail names; another field shows by its key. */
const trailFieldKeys: ReadonlySet<string> = new Set([
  'name',
  'description',
  'displayColor',
  'sundayCapacity',
  'mondayCapacity',
  'tuesdayCapacity',
  'wednesdayCapacity',
  'thursdayCapacity',
  'fridayCapacity',
  'saturdayCapacity',
  'firstName',
  'lastName',
  'email',
]);

/** A location trail entry as a sentence in the user's language: who changed what, with the values before and after. */
export function trailSentenceOf(entry: TrailEntry, t: AuditT): string {
  const field =
    entry.field === null
      ? ''
      : trailFieldKeys.has(entry.field)
        ? t(`audit:trail.fields.${entry.field}` as never)
        : entry.field;
  return t(`audit:trail.changes.${entry.change}`, {
    actor: entry.actor.name || t('audit:values.unknownUser'),
    area: t(`audit:trail.areas.${entry.area}`),
    subject: entry.subject ?? '',
    within: entry.within ?? '',
    field,
    before: valueText(null, entry.before, t),
    after: valueText(null, entry.after, t),
  });
}
