import { type LocationSettingsView, utcTimeOfWallTime, wallTimeOfUtcTime } from '@bayline/contracts';
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

/** The form as its inputs hold it: numbers as typed text, times as the location's wall-clock 'HH:mm'. */
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

export function preferencesValuesOf(view: LocationSettingsView): PreferencesValues {
  const values = Object.fromEntries([
    ...numberFields.map((f) => [f, String(view[f])]),
    ...notifyDays.map(({ field }) => [field, view[field]]),
  ]) as Record<NumberField, string> & Record<NotifyDayField, boolean>;
  return {
    ...values,
    notifyStart: locationTimeOf(view.notifyStart, view),
    notifyEnd: locationTimeOf(view.notifyEnd, view),
    enableWipInvNotify: view.enableWipInvNotify,
    notifyAssigneeIds: [...view.notifyAssigneeIds],
  };
}

/** The preferences as PUT locations/settings takes them; a number typed wrong stays text, for its message. */
export function preferencesBody(values: PreferencesValues, view: Pick<LocationSettingsView, 'timeZone' | 'today'>) {
  const numbers = Object.fromEntries(
    numberFields.map((f) => [f, /^\d+$/.test(values[f].trim()) ? Number(values[f].trim()) : values[f]]),
  );
  return {
    ...values,
    ...numbers,
    notifyStart: storedTimeOf(values.notifyStart, view),
    notifyEnd: storedTimeOf(values.notifyEnd, view),
  };
}

/** The server's messages (spec 2 section 5: 'Threshold must be between 0 and 100', ...) for these fields. */
export function preferencesErrors(
  view: LocationSettingsView,
  values: PreferencesValues,
): FieldMessages<PreferencesField> {
  return messagesFor(settingsErrors({ ...view, ...preferencesBody(values, view) }), preferencesFields);
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

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;
type Zoned = Pick<LocationSettingsView, 'timeZone' | 'today'>;

/**
 * A stored UTC 'HH:mm' as the location's wall-clock 'HH:mm' today (its offset of today: summer and winter differ),
 * whatever the browser's zone. Anything else shows as empty.
 */
export function locationTimeOf(utc: string | null | undefined, { timeZone, today }: Zoned): string {
  return utc && timePattern.test(utc) ? wallTimeOfUtcTime(utc, today, timeZone) : '';
}

/** The location's wall-clock 'HH:mm' of today as the UTC 'HH:mm' stored; empty stays empty. */
export function storedTimeOf(wall: string, { timeZone, today }: Zoned): string {
  return timePattern.test(wall) ? utcTimeOfWallTime(wall, today, timeZone) : '';
}
