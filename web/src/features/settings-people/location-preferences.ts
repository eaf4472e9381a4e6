/** The notification days' flags, Sunday to Saturday. */
export const notifyDays = [
  { field: 'doNotifySunday', label: 'Sunday' },
  { field: 'doNotifyMonday', label: 'Monday' },
  { field: 'doNotifyTuesday', label: 'Tuesday' },
  { field: 'doNotifyWednesday', label: 'Wednesday' },
  { field: 'doNotifyThursday', label: 'Thursday' },
  { field: 'doNotifyFriday', label: 'Friday' },
  { field: 'doNotifySaturday', label: 'Saturday' },
] as const;

export type NotifyDayField = (typeof notifyDays)[number]['field'];

/** The number fields as the inputs hold them: text, so a half-typed value stays as typed. */
export interface PreferenceNumbers {
  jobNotifyPeriod: string;
  releaseGoal: string;
  inputBuffer: string;
  outputBuffer: string;
  thresholdPercent: string;
  notifyPeriod: string;
  notifyMax: string;
}

export type PreferencesValues = PreferenceNumbers &
  Record<NotifyDayField, boolean> & {
    /** Local time 'HH:mm' as the time inputs show it. */
    notifyStart: string;
    notifyEnd: string;
    enableWipInvNotify: boolean;
    /** Contact ids of who is told about WIP and inventory. */
    notifyContactIds: string[];
  };

export type PreferencesErrors = Partial<Record<keyof PreferencesValues, string>>;

const frequency = { min: 5, max: 60, message: 'Notification Frequency must be between 5 and 60' };
/** Spec 2 section 5: each number's range and message; goals and buffers only have a minimum of 0. */
export const numberRules: Record<keyof PreferenceNumbers, { min: number; max?: number; message: string }> = {
  jobNotifyPeriod: frequency,
  notifyPeriod: frequency,
  thresholdPercent: { min: 0, max: 100, message: 'Threshold must be between 0 and 100' },
  notifyMax: { min: 1, max: 100, message: 'Max Notifications must be between 1 and 100' },
  releaseGoal: { min: 0, message: 'Release Goal must be 0 or more' },
  inputBuffer: { min: 0, message: 'Input Buffer must be 0 or more' },
  outputBuffer: { min: 0, message: 'Output Buffer must be 0 or more' },
};

/** A whole number typed in a field, or undefined when it is not one. */
export function wholeNumber(text: string): number | undefined {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

export function preferencesErrors(values: PreferencesValues): PreferencesErrors {
  const errors: PreferencesErrors = {};
  for (const [field, rule] of Object.entries(numberRules) as [
    keyof PreferenceNumbers,
    (typeof numberRules)[keyof PreferenceNumbers],
  ][]) {
    const value = wholeNumber(values[field]);
    if (value === undefined || value < rule.min || (rule.max !== undefined && value > rule.max)) {
      errors[field] = rule.message;
    }
  }
  return errors;
}

/**
 * With WIP/inventory notifications on, someone active must be told: otherwise save is disabled (spec 2 section 4).
 */
export function hasActiveRecipient(
  values: Pick<PreferencesValues, 'enableWipInvNotify' | 'notifyContactIds'>,
  contacts: readonly { contactId: string; isActive: boolean }[],
): boolean {
  if (!values.enableWipInvNotify) return true;
  const active = new Set(contacts.filter((c) => c.isActive).map((c) => c.contactId));
  return values.notifyContactIds.some((id) => active.has(id));
}

/** The minus key does nothing in these number inputs (and neither does the exponent of `1e3`). */
export function blocksKey(key: string): boolean {
  return key === '-' || key === 'e' || key === 'E' || key === '+';
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
