import type { LocationSettingsView } from '@bayline/contracts';
import { type FieldMessages, messagesFor, settingsErrors } from './location-information.ts';

/** The notification days' flags, Sunday to Saturday. */
export const notifyDays = [
  { field: 'doNotifySunday', day: 'sunday' },
  { field: 'doNotifyMonday', day: 'monday' },
  { field: 'doNotifyTuesday', day: 'tuesday' },
  { field: 'doNotifyWednesday', day: 'wednesday' },
  { field: 'doNotifyThursday', day: 'thursday' },
  { field: 'doNotifyFriday', day: 'friday' },
  { field: 'doNotifySaturday', day: 'saturday' },
] as const;

export type NotifyDayField = (typeof notifyDays)[number]['field'];

export const numberFields = [
  'jobNotifyPeriod',
  'releaseGoal',
  'inputBuffer',
  'outputBuffer',
  'thresholdPercent',
  'notifyPeriod',
  'notifyMax',
  'appointmentReminderMinutes',
] as const;
export type NumberField = (typeof numberFields)[number];

/** The form as its inputs hold it: numbers as typed text, times as the browser's local 'HH:mm'. */
export type PreferencesValues = Record<NumberField, string> &
  Record<NotifyDayField, boolean> & {
    notifyStart: string;
    notifyEnd: string;
    enableWipInvNotify: boolean;
    notifyAssigneeIds: string[];
  };
export type PreferencesField = keyof PreferencesValues;

export const preferencesFields = [
  ...numberFields,
  ...notifyDays.map((d) => d.field),
  'notifyStart',
  'notifyEnd',
  'enableWipInvNotify',
  'notifyAssigneeIds',
] as const satisfies readonly PreferencesField[];

export function preferencesValuesOf(view: LocationSettingsView, day = new Date()): PreferencesValues {
  const values = Object.fromEntries([
    ...numberFields.map((f) => [f, String(view[f])]),
    ...notifyDays.map(({ field }) => [field, view[field]]),
  ]) as Record<NumberField, string> & Record<NotifyDayField, boolean>;
  return {
    ...values,
    notifyStart: utcToLocalTime(view.notifyStart, day),
    notifyEnd: utcToLocalTime(view.notifyEnd, day),
    enableWipInvNotify: view.enableWipInvNotify,
    notifyAssigneeIds: [...view.notifyAssigneeIds],
  };
}

/** The preferences as PUT locations/settings takes them; a number typed wrong stays text, for its message. */
export function preferencesBody(values: PreferencesValues, day = new Date()) {
  const numbers = Object.fromEntries(
    numberFields.map((f) => [f, /^\d+$/.test(values[f].trim()) ? Number(values[f].trim()) : values[f]]),
  );
  return {
    ...values,
    ...numbers,
    notifyStart: localToUtcTime(values.notifyStart, day),
    notifyEnd: localToUtcTime(values.notifyEnd, day),
  };
}

/** The server's messages (spec 2 section 5: 'Threshold must be between 0 and 100', ...) for these fields. */
export function preferencesErrors(
  view: LocationSettingsView,
  values: PreferencesValues,
): FieldMessages<PreferencesField> {
  return messagesFor(settingsErrors({ ...view, ...preferencesBody(values) }), preferencesFields);
}

/**
 * With WIP/inventory notifications on, someone active must be told: otherwise save is disabled (spec 2 section 4).
 */
export function hasActiveRecipient(
  values: Pick<PreferencesValues, 'enableWipInvNotify' | 'notifyAssigneeIds'>,
  activeAssignees: readonly { contactId: string }[],
): boolean {
  if (!values.enableWipInvNotify) return true;
  return activeAssignees.some((a) => values.notifyAssigneeIds.includes(a.contactId));
}

const pad = (n: number) => String(n).padStart(2, '0');
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * A stored UTC 'HH:mm' as the local 'HH:mm' of the browser on `day` (the offset of that day: summer and winter
 * differ). Anything else shows as empty.
 */
export function utcToLocalTime(utc: string | null | undefined, day: Date = new Date()): string {
  const match = timePattern.exec(utc ?? '');
  if (!match) return '';
  const at = new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), Number(match[1]), Number(match[2])),
  );
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A local 'HH:mm' of the browser on `day` as the UTC 'HH:mm' stored; empty stays empty. */
export function localToUtcTime(local: string, day: Date = new Date()): string {
  const match = timePattern.exec(local);
  if (!match) return '';
  const at = new Date(day.getFullYear(), day.getMonth(), day.getDate(), Number(match[1]), Number(match[2]));
  return `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
}
